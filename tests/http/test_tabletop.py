"""Scorekeeper games (``"deal": "table"``, docs/rulings/tabletop.md) through HTTP, on a real Redis:
creation, reporting for a seat, corrections (``undo``), what each caller sees, records that verify,
impossible reports refused with their rule, and each variant's game reported to its end with
the same result as the same game dealt by the server (docs/rulings/tabletop.md, R80–R89)."""

from __future__ import annotations

import functools
import uuid
from typing import Any

import pytest

from referee.core.games import StaleVersion
from referee.core.tabletop import UNDO
from tests.delivery.test_streams import Stream
from tests.support.http import DEAL_2P, Table, assert_problem, bearer
from variants import find_variant
from variants.base import Move
from variants.rng import Rng

#: One seeded game per variant, short enough for the suite (a few hundred requests in all).
GAMES = {
    "emotrions": {"players": ["Ann", "Bob"], "options": {"covered": True}},
    "pareo": {"players": ["Ann", "Bob"], "options": {}},
    "four-aces": {"players": ["Ann", "Bob"], "options": {}},
}


class Scorekeeper(Table):
    """A scorekeeper game seen through HTTP: the table token reports for a seat."""

    def __init__(self, client, variant: str, players: list[str], **body: Any):
        super().__init__(client, {"variant": variant, "players": players, "deal": "table", **body})

    def report(self, seat: int | None, move: dict[str, Any], headers: dict | None = None):
        body = dict(move) if seat is None else {**move, "seat": seat}
        return self.client.post(
            f"/v1/games/{self.id}/moves", json=body,
            headers={**bearer(self.table), **(headers or {})},
        )

    def reported(self, move: Move) -> dict[str, Any]:
        return _moved(self.report(move.seat, move.to_dict()))

    def undo(self, headers: dict | None = None):
        return self.report(None, {"type": "undo"}, headers)

    def table_get(self, what: str = "", **query: Any) -> dict[str, Any]:
        response = self.client.get(
            f"/v1/games/{self.id}{what}", query_string=query, headers=bearer(self.table)
        )
        assert response.status_code == 200, response.get_json()
        return response.get_json()


def _moved(response) -> dict[str, Any]:
    assert response.status_code == 200, response.get_json()
    return response.get_json()


def _same_game(view: dict[str, Any]) -> dict[str, Any]:
    """A view without what changes with every version (to compare states)."""
    return {k: v for k, v in view.items() if k not in ("version", "updated_at")}


# -- a server-dealt game and its table's reports ---------------------------------------------


def served_game(
    variant_name: str, seed: str, client=None, spec: dict[str, Any] | None = None
) -> tuple[list[Move], dict | None]:
    """The seeded server-dealt game of ``variant_name`` played to its end, each move drawn by a
    seeded generator from the engine's legal moves, and, in order, every report its table
    makes of it: each move with the cards as shown, and the reports the engine says the table
    adds (reveals, lays). With ``client`` the same game is also played over HTTP by the seat
    tokens, in step, and its final view returned. ``spec``: players and options, if not
    those of :data:`GAMES`."""
    spec = spec or GAMES[variant_name]
    variant = find_variant(variant_name)
    state, _ = variant.start(variant.configure(len(spec["players"]), spec["options"]), seed)
    game = Table(client, {"variant": variant_name, "seed": seed, **spec}) if client else None
    view = game.created["view"] if game else None
    # 4 Aces: the dealer lays the first round's table before any move (R72).
    reports = list(variant.table_opening(state))
    rng = Rng("tabletop-test/" + seed)
    while not variant.is_finished(state):
        seat = variant.to_act(state)[0]
        legal = variant.legal_moves(state, seat)
        move = legal[rng.below(len(legal))]
        if game:
            assert view["to_act"] == list(variant.to_act(state))
            view = _moved(game.move(seat, move.to_dict()))["view"]
        before = state
        state, events = variant.apply(state, move)
        reports += variant.table_reports(before, move, events)
    assert view is None or view["status"] == "finished"
    return reports, view


@functools.cache
def reports_of(variant_name: str, seed: str) -> tuple[Move, ...]:
    return tuple(served_game(variant_name, seed)[0])


#: Three players: a player out of cards may leave while the others play on (R95).
THREE = {"players": ["Ann", "Bob", "Cy"], "options": {}}


def _three_until(client, seed: str, found, **body: Any) -> tuple[Scorekeeper, dict[str, Any]]:
    """A 3-player scorekeeper game reported (from the served game ``seed``) until ``found``
    holds of the table's view; the game and that view."""
    table = Scorekeeper(client, "emotrions", seed=seed, **THREE, **body)
    for report in served_game("emotrions", seed, spec=THREE)[0]:
        view = table.reported(report)["view"]
        if view["status"] == "active" and found(view):
            return table, view
    raise AssertionError("the game never came to that")


def _table_for(client, variant_name: str, seed: str) -> Scorekeeper:
    return Scorekeeper(client, variant_name, seed=seed, **GAMES[variant_name])


def _wrong_report(table: Scorekeeper, right: Move) -> dict[str, Any] | None:
    """A move the table could report instead of ``right``: listed, same seat, not it."""
    wire = {**right.to_dict(), "seat": right.seat}
    for move in table.table_get("/legal-moves")["moves"]:
        if move["seat"] == right.seat and move != wire:
            return move
    return None


@pytest.mark.parametrize("variant_name", sorted(GAMES))
def test_a_scorekeeper_game_with_a_correction_ends_as_the_server_game(client, variant_name):
    seed = f"tabletop-{variant_name}"
    reports, server_view = served_game(variant_name, seed, client)
    table = _table_for(client, variant_name, seed)
    assert table.created["view"]["deal_source"] == "table"
    corrected = None
    for i, report in enumerate(reports):
        wrong = None
        if corrected is None and i >= len(reports) // 2:
            wrong = _wrong_report(table, report)
        if wrong is not None:
            # The table reports a wrong move, sees it, and takes it back (R83).
            before = table.table_get()
            assert _moved(table.report(None, wrong))["version"] == before["version"] + 1
            reply = _moved(table.undo())
            assert reply["version"] == before["version"] + 2
            assert [e["type"] for e in reply["events"]] == ["move_undone"]
            assert reply["events"][0]["seat"] == report.seat
            assert reply["events"][0]["move_type"] == wrong["type"]
            assert _same_game(reply["view"]) == _same_game(before)
            corrected = i
        table.reported(report)
    assert corrected is not None, "no report had a wrong alternative"

    final = table.table_get()
    assert final["status"] == "finished" and final["deal_source"] == "table"
    # Each seat saw its own reported moves only, spectators none (G3; covered stakes, E6.3).
    others = 0
    for viewer in (*range(len(GAMES[variant_name]["players"])), None):
        for event in table.events(viewer):
            if event["type"] in ("move", "stake") and event["seat"] != viewer:
                assert "move" not in event and "cards" not in event, (viewer, event)
                others += 1
    assert others > len(reports)
    assert [s["total"] for s in final["scores"]] == [s["total"] for s in server_view["scores"]]
    assert final["winners"] == server_view["winners"]

    # The finished record replays, its correction included (R88).
    record = client.get(f"/v1/games/{table.id}/record").get_json()
    assert [m["move_type"] for m in record["moves"]].count("undo") == 1
    assert len(record["moves"]) == len(reports) + 2
    verdict = client.post("/v1/records/verify", json=record).get_json()
    assert verdict["valid"], verdict
    assert verdict["result"]["winners"] == server_view["winners"]
    assert verdict["result"]["scores"] == [s["total"] for s in server_view["scores"]]
    # A correction that names another move than the one the replay undoes does not hold.
    at = next(i for i, e in enumerate(record["events"]) if e["type"] == "move_undone")
    record["events"][at]["undone_seq"] -= 1
    verdict = client.post("/v1/records/verify", json=record).get_json()
    assert not verdict["valid"] and verdict["discrepancy"]["at"] == f"events[{at}]"


# -- impossible reports ----------------------------------------------------------------------


def test_a_fifth_fury_in_a_one_deck_game_is_refused_in_english_and_italian(client):
    table = Scorekeeper(client, "emotrions", ["Ann", "Bob"], leader=0)
    table.reported(_emotrions_stake(0, "fury", "fury"))
    view = table.reported(_emotrions_stake(1, "fury", "fury"))["view"]
    leader = view["to_act"][0]
    fifth = {"type": "stake", "cards": ["fury"], "seat": leader}
    body = assert_problem(table.report(None, fifth), 422, "R50")
    assert body["detail"] == "the deck holds only 4 fury, and 4 have been shown"
    response = table.report(None, fifth, {"Accept-Language": "it"})
    italian = assert_problem(response, 422, "R50")
    assert response.headers["Content-Language"] == "it"
    assert italian["detail"] == "il mazzo ha solo 4 fury, e ne sono state mostrate 4"
    assert table.table_get()["version"] == view["version"]  # nothing changed (G4)


def _emotrions_stake(seat: int, *cards: str) -> Move:
    return find_variant("emotrions").move_types["stake"](seat, cards)


def test_a_stake_by_a_player_who_has_no_cards_left_is_refused(client):
    reports = reports_of("emotrions", "tabletop-emotrions")
    table = _table_for(client, "emotrions", "tabletop-emotrions")
    for report in reports:
        view = table.reported(report)["view"]
        empty = [seat for seat, hand in enumerate(view["hands"]) if hand["count"] == 0]
        if empty and view["status"] == "active":
            break
    else:
        raise AssertionError("nobody ran out of cards before the end")
    stake = {"type": "stake", "cards": ["joy"], "seat": empty[0]}
    body = assert_problem(table.report(None, stake), 422, "G6")
    assert f"seat {empty[0]}" in body["detail"]
    response = table.report(None, stake, {"Accept-Language": "it"})
    assert assert_problem(response, 422, "G6")["detail"] != body["detail"]
    assert response.headers["Content-Language"] == "it"


def test_a_capture_whose_sum_is_wrong_is_refused_with_A6_1(client):
    reports = reports_of("four-aces", "tabletop-four-aces")
    table = _table_for(client, "four-aces", "tabletop-four-aces")
    for report in reports:
        if report.TYPE == "capture":
            break
        view = table.reported(report)["view"]
    else:
        raise AssertionError("no capture in the game")
    # One table card more than the right capture takes: the sum is too high.
    extra = next(card for card in view["table"] if card not in report.to_dict()["take"])
    wrong = {**report.to_dict(), "take": [*report.to_dict()["take"], extra]}
    assert_problem(table.report(report.seat, wrong), 422, "A6.1")
    table.reported(report)


# -- the rulings -----------------------------------------------------------------------------


def test_R80_the_table_token_names_the_seat_it_reports_for(client):
    table = Scorekeeper(client, "emotrions", ["Ann", "Bob"], leader=0)
    # The contract allows both moves: the token and the game decide, a 422 with the rule (R120).
    body = assert_problem(table.report(None, {"type": "stake", "cards": ["joy"]}), 422, "R80")
    assert body["field"] == "seat"
    body = assert_problem(table.report(2, {"type": "stake", "cards": ["joy"]}), 422, "G1")
    assert body["field"] == "seat"
    # A seat not awaited: checked as that seat's own move would be.
    assert_problem(table.report(1, {"type": "stake", "cards": ["joy"]}), 422, "G6")
    reply = _moved(table.report(0, {"type": "stake", "cards": ["joy"]}))
    assert reply["events"][0] == {**reply["events"][0], "type": "move", "seat": 0,
                                  "move": {"type": "stake", "cards": ["joy"]}}


def test_R81_a_table_deal_is_not_given_with_deals_nor_spelled_otherwise(client):
    body = {"variant": "emotrions", "players": ["A", "B"]}
    r = client.post("/v1/games", json={**body, "deal": "table", "deals": [DEAL_2P]})
    assert "deals" in assert_problem(r, 400)["errors"]
    r = client.post("/v1/games", json={**body, "deal": "shuffled"})
    assert "deal" in assert_problem(r, 400)["errors"]
    r = client.post("/v1/games", json={**body, "deal": 7})
    assert "deal" in assert_problem(r, 400)["errors"]


def test_R81_the_first_leader_is_given_or_drawn_from_the_seed_as_in_a_server_game(client):
    for seed in ("draw-1", "draw-2", "draw-3"):
        served = Table(client, {"variant": "emotrions", "players": ["A", "B", "C"], "seed": seed})
        table = Scorekeeper(client, "emotrions", ["A", "B", "C"], seed=seed)
        assert table.created["view"]["leader"] == served.created["view"]["leader"]
        assert "deal_commitment" not in table.created["view"]
    table = Scorekeeper(client, "four-aces", ["A", "B"], dealer=0)
    assert table.created["view"]["dealer"] == 0 and table.created["view"]["to_act"] == [0]
    # No seed: the server's, committed to now (G2) and revealed in the record at the end.
    table = Scorekeeper(client, "pareo", ["A", "B"])
    assert len(table.created["view"]["deal_commitment"]) == 64
    assert table.created["view"]["deal_source"] == "table"


def test_R82_a_seat_token_reports_its_own_moves_only(client):
    table = Scorekeeper(client, "emotrions", ["Ann", "Bob"], leader=0)
    reply = _moved(table.move(0, {"type": "stake", "cards": ["joy"]}))
    assert reply["view"]["you"] == 0 and reply["view"]["to_act"] == [1]
    body = assert_problem(table.move(0, {"type": "stake", "cards": ["joy"], "seat": 1}), 422, "R82")
    assert body["field"] == "seat"
    _moved(table.move(1, {"type": "stake", "cards": ["love"], "seat": 1}))
    assert_problem(table.move(1, {"type": "undo"}), 403)
    assert table.table_get()["version"] == 3


def test_R83_undo_takes_back_the_last_moves_standing_one_by_one(client):
    table = Scorekeeper(client, "emotrions", ["Ann", "Bob"], leader=0)
    created = table.table_get()
    assert_problem(table.undo(), 422, "R83")  # the deal is not a move
    first = table.reported(_emotrions_stake(0, "joy"))["view"]
    table.reported(_emotrions_stake(1, "fury", "fury"))  # resolves the trick, draws
    body = assert_problem(table.report(None, {"type": "undo", "seat": 1}), 400)
    assert "seat" in body["errors"]
    assert _same_game(_moved(table.undo())["view"]) == _same_game(first)
    assert _same_game(_moved(table.undo())["view"]) == _same_game(created)
    assert_problem(table.undo(), 422, "R83")
    # Reported again, the game goes on from there; the log kept everything (R88).
    table.reported(_emotrions_stake(0, "love"))
    log = table.table_get("/events")["events"]
    assert [e["type"] for e in log].count("move_undone") == 2
    assert [e["move"]["cards"] for e in log if e["type"] == "move"] == [
        ["joy"], ["fury", "fury"], ["love"]]
    assert table.table_get()["version"] == 6


def test_R84_undo_in_a_server_dealt_game_is_refused(client):
    game = Table(client, {"variant": "emotrions", "players": ["A", "B"], "deal": DEAL_2P})
    _moved(game.move(0, {"type": "stake", "cards": ["joy"]}))
    assert_problem(game.move(1, {"type": "undo"}), 422, "R84")
    # The table token of a server-dealt game cannot move at all, as before.
    r = game.client.post(f"/v1/games/{game.id}/moves", json={"type": "undo"},
                         headers=bearer(game.table))
    assert_problem(r, 403)
    assert game.view().get_json()["version"] == 2


def test_R85_a_finished_game_is_final(client):
    table = _table_for(client, "emotrions", "tabletop-emotrions")
    for report in reports_of("emotrions", "tabletop-emotrions"):
        table.reported(report)
    view = table.table_get()
    assert view["status"] == "finished"
    assert_problem(table.undo(), 422, "R85")
    response = table.undo({"Accept-Language": "it"})
    assert "definitivo" in assert_problem(response, 422, "R85")["detail"]
    assert table.table_get()["version"] == view["version"]


def test_R86_covered_stakes_reach_only_the_table_and_their_seat(client):
    table = Scorekeeper(client, "emotrions", ["Ann", "Bob", "Cy"], leader=0,
                        options={"covered": True}, spectator_delay=3)
    reply = table.reported(_emotrions_stake(0, "fury", "fury"))
    assert reply["view"]["role"] == "table" and reply["view"]["you"] is None
    assert reply["view"]["trick"] == [{"seat": 0, "count": 2, "cards": ["fury", "fury"]}]
    assert table.table_get("/events")["events"][-1:] == reply["events"][-1:]  # not delayed
    assert table.view(0).get_json()["trick"][0]["cards"] == ["fury", "fury"]
    assert table.events(0)[-1]["cards"] == ["fury", "fury"]
    for seat in (1, None):  # the other seats and spectators: a covered stake (E6.3)
        assert table.view(seat).get_json()["trick"] == [{"seat": 0, "count": 2}]
        assert "fury" not in str(table.view(seat).get_json())
    assert "fury" not in str(table.events(1))
    assert {e["version"] for e in table.events(None)} == {1}  # spectators: 3 moves late
    table.reported(_emotrions_stake(1, "joy"))
    table.reported(_emotrions_stake(2, "love"))
    # The trick complete, its stakes are shown to everybody (E6.3).
    resolved = [e for e in table.events(1) if e["type"] == "trick_resolved"]
    assert resolved[0]["stakes"][0]["cards"] == ["fury", "fury"]


def test_R110_covered_stakes_never_shape_what_another_seat_may_do(client):
    # R110, G3: after fury+fury twice face down, seat 2 (seeing only counts) found fury left
    # out of its legal moves and refused with "the deck holds only 4 fury, and 4 have been
    # shown", while after joy+joy it could stake fury: it learnt the covered cards (G3).
    seen = []
    for kind in ("fury", "joy"):
        table = Scorekeeper(client, "emotrions", ["Ann", "Bob", "Cy"], leader=0,
                            options={"covered": True})
        table.reported(_emotrions_stake(0, kind, kind))
        table.reported(_emotrions_stake(1, kind, kind))
        view = {k: v for k, v in table.view(2).get_json().items()
                if k not in ("id", "version", "updated_at", "created_at", "deal_commitment")}
        seen.append((view, table.legal(2)))
    assert seen[0] == seen[1]
    assert {"type": "stake", "cards": ["fury"]} in seen[0][1]
    # table is the joy game; the fury game again, where seat 2 now stakes fury itself:
    table = Scorekeeper(client, "emotrions", ["Ann", "Bob", "Cy"], leader=0,
                        options={"covered": True})
    table.reported(_emotrions_stake(0, "fury", "fury"))
    table.reported(_emotrions_stake(1, "fury", "fury"))
    reply = _moved(table.move(2, {"type": "stake", "cards": ["fury"]}))
    # R110: the trick, now revealed, holds 5 fury: shown to all, held until the table undoes.
    held = [e for e in table.events(1) if e["type"] == "trick_impossible"]
    assert held[0]["stakes"][0] == {"seat": 0, "cards": ["fury", "fury"]}
    assert reply["view"]["to_act"] == [2] and reply["view"]["trick"][1]["cards"] == ["fury"] * 2
    assert table.legal(2) == [] and table.table_get("/legal-moves")["moves"] == []
    body = assert_problem(table.move(2, {"type": "stake", "cards": ["joy"]}), 422, "R110")
    assert body["detail"] == ("the table reported 5 fury in this hand, and the deck holds only "
                              "4: undo the report that was wrong")
    assert_problem(table.move(0, {"type": "stake", "cards": ["joy"]}), 422, "R110")
    _moved(table.undo())
    after = _moved(table.move(2, {"type": "stake", "cards": ["joy"]}))
    assert "trick_resolved" in [e["type"] for e in after["events"]]


def test_R87_the_table_lists_the_moves_of_every_awaited_seat_with_its_seat(client):
    table = Scorekeeper(client, "four-aces", ["Ann", "Bob"], dealer=1)
    listing = table.table_get("/legal-moves")
    assert listing["seat"] is None and listing["truncated"]
    assert listing["total"] > len(listing["moves"]) > 0
    assert {move["type"] for move in listing["moves"]} == {"lay"}
    assert {move["seat"] for move in listing["moves"]} == {1}
    _moved(table.report(None, listing["moves"][0]))  # ready to send as listed
    table = Scorekeeper(client, "emotrions", ["Ann", "Bob"], leader=1)
    moves = table.table_get("/legal-moves")["moves"]
    assert moves and all(m["seat"] == 1 and m["type"] == "stake" for m in moves)
    assert table.legal(1) == [{k: v for k, v in m.items() if k != "seat"} for m in moves]
    assert table.legal(0) == []


def test_R88_an_undo_is_logged_as_a_public_move_undone_event(client, app):
    table = Scorekeeper(client, "emotrions", ["Ann", "Bob"], leader=0, options={"covered": True})
    stake = table.reported(_emotrions_stake(0, "hunger"))["events"][0]
    undone = _moved(table.undo())["events"][0]
    assert undone == {
        "seq": stake["seq"] + 2, "version": 3, "at": undone["at"], "type": "move_undone",
        "undone_seq": stake["seq"], "undone_version": 2, "seat": 0, "move_type": "stake",
        "phase": "stake", "to_act": [0],
    }
    for seat in (None, 0, 1):
        assert table.events(seat)[-1] == undone
    # A live stream carries it as any event; a record lists it as an undo move.
    stream = Stream(client, table.id, bearer(table.seats[1]))
    try:
        assert stream.events(len(table.events(1)))[-1] == undone
    finally:
        stream.close()
    record = client.get(f"/v1/games/{table.id}/record").get_json()
    assert record["moves"][-1] == {
        **{k: v for k, v in undone.items() if k not in ("type", "move_type")},
        "move_type": "undo", "undone_move_type": "stake", "move": {"type": "undo"}}


def test_R89_an_undo_that_loses_the_race_to_a_move_is_412(client, app):
    table = Scorekeeper(client, "emotrions", ["Ann", "Bob"], leader=0)
    table.reported(_emotrions_stake(0, "joy"))
    service = app.extensions["referee"]

    def build(game, caller):
        # Another request commits a move after this undo has read the game.
        if game.version == 2:
            table.reported(_emotrions_stake(1, "love"))
        return UNDO

    with pytest.raises(StaleVersion):
        service.move(table.id, table.table, build)
    view = table.table_get()
    assert view["version"] == 3 and "move_undone" not in str(table.table_get("/events"))


def test_an_undo_goes_through_if_match_and_idempotency_keys_as_a_move(client):
    table = Scorekeeper(client, "emotrions", ["Ann", "Bob"], leader=0)
    table.reported(_emotrions_stake(0, "joy"))
    table.reported(_emotrions_stake(1, "love"))
    assert_problem(table.undo({"If-Match": '"2"'}), 412)
    key = {"Idempotency-Key": str(uuid.uuid4())}
    first = table.undo({**key, "If-Match": '"3"'})
    again = table.undo({**key, "If-Match": '"3"'})
    assert _moved(first)["version"] == 4 and again.get_data() == first.get_data()
    assert again.headers["Idempotent-Replayed"] == "true"
    assert table.table_get()["version"] == 4  # undone once
    assert first.headers["ETag"] == '"4"'


def test_R83_a_resignation_is_undone_as_any_move(client):
    # R95: in a scorekeeper game a player may leave a game that goes on once their hand is
    # empty; the table takes a resignation back as any move.
    def empty_handed(view):
        return [p for p in view["participants"] if not view["hands"][p]["count"]
                and p not in view["to_act"]]

    table, before = _three_until(client, "tabletop-3p-0", empty_handed)
    seat = empty_handed(before)[0]
    resigned = _moved(table.move(seat, {"type": "resign"}))["view"]
    assert resigned["status"] == "active" and seat not in resigned["participants"]
    assert _same_game(_moved(table.undo())["view"]) == _same_game(before)


@pytest.mark.parametrize("variant_name", sorted(GAMES))
def test_R83_an_undo_restores_exactly_the_state_before_the_move(client, app, variant_name):
    # Through the service on Redis: after every eighth report, undo it and compare the whole
    # engine state (snapshot) with the one before it, then report it again.
    service = app.extensions["referee"]
    seed = f"tabletop-{variant_name}"
    table = _table_for(client, variant_name, seed)
    variant = find_variant(variant_name)
    undone = 0
    for i, report in enumerate(reports_of(variant_name, seed)):
        before = service.load(table.id)
        table.reported(report)
        if i % 8 == 7 and not variant.is_finished(service.load(table.id).state):
            _moved(table.undo())
            after = service.load(table.id)
            assert variant.dump(after.state) == variant.dump(before.state), (i, report)
            assert after.version == before.version + 2
            table.reported(report)
            undone += 1
    assert undone >= 3 and variant.is_finished(service.load(table.id).state)
