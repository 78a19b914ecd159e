"""Every variant played to its end through HTTP, checked move by move against the pure engine:
each viewer's view and event log over HTTP are exactly the engine's redaction for that viewer
(G3 is proven for the engine by the engine leak tests; this proves the service adds nothing to
it), legal moves hold only the caller's own cards, and refused moves name no hidden card."""

from __future__ import annotations

import re

import pytest

from tests.support.http import EMOTRIONS, FOUR_ACES, Table, bearer, explicit_deal
from variants import find_variant
from variants.base import IllegalMove, Move, redact_event
from variants.rng import Rng

SERVICE_FIELDS = {"id", "variant", "version", "rules_version", "deal_source", "deal_commitment",
                  "players", "you", "role", "created_at", "updated_at", "hints", "bots"}
SERVICE_EVENTS = {"move", "game_created"}

GAMES = [
    ("emotrions", 2, {}),
    ("emotrions", 3, {"target": "exact37", "covered": True}),
    ("emotrions", 4, {"winner_options": True, "forced_exchange": True}),
    ("emotrions", 3, {"exit": True, "stock_face_up": True}),
    ("emotrions", 5, {"naked": True}),
    ("pareo", 2, {}),
    ("pareo", 2, {"target": "exact37", "stock_face_up": True}),
    ("four-aces", 2, {}),
    ("four-aces", 3, {}),
    ("four-aces", 4, {"mode": "teams"}),
]


def _codes(variant: str) -> list[str]:
    return FOUR_ACES if variant == "four-aces" else EMOTRIONS


def _cards_in(obj) -> list[str]:
    """Every string in a JSON value (card codes among them)."""
    if isinstance(obj, str):
        return [obj]
    if isinstance(obj, dict):
        return [c for v in obj.values() for c in _cards_in(v)]
    if isinstance(obj, list):
        return [c for v in obj for c in _cards_in(v)]
    return []


def _wire_move(engine, seat: int, wire: dict) -> Move:
    fields = {k: tuple(v) if isinstance(v, list) else v for k, v in wire.items() if k != "type"}
    return engine.move_types[wire["type"]](seat=seat, **fields)


@pytest.mark.parametrize("variant, players, options", GAMES,
                         ids=[f"{v}-{n}-{'-'.join(o) or 'default'}" for v, n, o in GAMES])
def test_whole_game_over_http_equals_the_engine_for_every_viewer(client, variant, players,
                                                                  options):
    seed = f"http-{variant}-{players}-{sorted(options)}"
    deal = explicit_deal(variant, players, options, seed)
    table = Table(client, {"variant": variant, "players": [f"P{i}" for i in range(players)],
                           "options": options, "seed": seed, "deal": deal})
    engine = find_variant(variant)
    state, events = engine.start(engine.configure(players, options), seed, [deal])
    log = list(events)
    rng = Rng("pick/" + seed)
    codes = _codes(variant)
    viewers = [*range(players), None]
    for moves in range(3000):
        # Every viewer's view every 4th move and at the end; the mover's reply view always.
        finished = engine.is_finished(state)
        for viewer in viewers if moves % 4 == 0 or finished else ():
            seen = table.view(viewer).get_json()
            assert {k: v for k, v in seen.items() if k not in SERVICE_FIELDS} == \
                engine.view(state, viewer), (moves, viewer)
        if engine.is_finished(state):
            break
        to_act = engine.to_act(state)
        seat = to_act[rng.below(len(to_act))]
        listed = table.legal(seat)
        own = engine.view(state, seat)
        visible = set(_cards_in(own))
        for wire in listed:
            assert set(_cards_in(wire)) - {wire["type"]} <= visible | {"decline", "pass"}
        # A refused move changes nothing and names no card the caller may not see.
        for probe in engine.sample_moves(state, seat, rng)[: 1 if moves % 3 == 0 else 0]:
            if probe.seat != seat or probe in engine.legal_moves(state, seat):
                continue
            try:
                engine.apply(state, probe)
            except IllegalMove as refused:
                r = table.move(seat, probe.to_dict())
                assert r.status_code == 422, r.get_json()
                problem = r.get_json()
                # The service relays the engine's refusal and adds nothing to it (the engine
                # leak tests prove the engine's words name no hidden card).
                assert (problem["rule"], problem["detail"]) == (refused.rule, refused.detail)
                assert set(problem) <= {"type", "title", "status", "detail", "rule", "request_id"}
                if variant == "four-aces":  # its card codes are never ordinary words
                    detail = problem["detail"]
                    named = {c for c in codes if re.search(rf"(?<!\w){re.escape(c)}(?!\w)", detail)}
                    assert named <= visible | set(_cards_in(probe.to_dict())), (detail, named)
        wire = listed[rng.below(len(listed))]
        reply = table.move(seat, wire)
        assert reply.status_code == 200, reply.get_json()
        state, events = engine.apply(state, _wire_move(engine, seat, wire))
        log.extend(events)
        body = reply.get_json()
        mine = [e for e in body["events"] if e["type"] not in SERVICE_EVENTS]
        assert [_strip(e) for e in mine] == [redact_event(e.to_dict(), seat) for e in events]
        assert {k: v for k, v in body["view"].items() if k not in SERVICE_FIELDS} == \
            engine.view(state, seat)
    else:
        raise AssertionError("game did not end")
    assert table.view().get_json()["status"] == "finished"
    for viewer in viewers:
        over_http = [_strip(e) for e in table.events(viewer) if e["type"] not in SERVICE_EVENTS]
        assert over_http == [redact_event(e.to_dict(), viewer) for e in log], viewer


def _strip(event: dict) -> dict:
    return {k: v for k, v in event.items() if k not in ("seq", "version", "at")}


def test_tokens_of_each_seat_see_their_own_hand_only(client):
    deal = explicit_deal("four-aces", 2, {}, "own")
    table = Table(client, {"variant": "four-aces", "players": ["A", "B"], "deal": deal})
    for seat in (0, 1):
        hands = client.get(f"/v1/games/{table.id}", headers=bearer(table.seats[seat])).get_json()
        assert sorted(hands["hands"][seat]["cards"]) == sorted(deal["hands"][seat])
        assert "cards" not in hands["hands"][1 - seat]
