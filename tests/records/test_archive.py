"""Finished games kept compact (referee.records.archive): a finished game's archive answers
every request exactly as the whole game did, byte for byte, for every variant and option.

Each game is played to its end with archiving off (it stays whole: snapshot and log), every
reply on it is read, then it is archived as the service archives games when they end, the
replays kept in the process are dropped, and every reply is read again and compared."""

from __future__ import annotations

import random
import time
from typing import Any

import orjson
import pytest

from referee.core.games import Ended
from referee.records import archive
from referee.records.archive import REPLAYS, Archiving
from tests.support.http import DEAL_2P, bearer


class Clock:
    """The service's clock, moved by hand from now on (whole seconds)."""

    def __init__(self) -> None:
        self.now = float(int(time.time()))

    def __call__(self) -> float:
        return self.now


#: (name, creation body, what happens during the game). Every option of every variant is on in
#: one game at least; the service's own features too: server and explicit deals, a scorekeeper
#: game with a correction, a clock's forfeit, a resignation, a reissued token (a version with
#: no event), Idempotency-Keys (request hashes in the log), a spectator delay, a tag.
GAMES: list[tuple[str, dict[str, Any], dict[str, Any]]] = [
    ("emotrions-2-server", {"variant": "emotrions", "players": ["A", "B"]}, {}),
    ("emotrions-3-options", {"variant": "emotrions", "players": ["A", "B", "C"], "seed": "o3",
                             "options": {"forced_exchange": True}}, {"idempotent": True}),
    ("emotrions-2-exact", {"variant": "emotrions", "players": ["A", "B"], "seed": "x2",
                           "options": {"target": "exact37"}}, {"resign_at": 12}),
    ("emotrions-2-stock", {"variant": "emotrions", "players": ["A", "B"], "seed": "s2",
                           "options": {"stock_face_up": True}}, {}),
    ("emotrions-4-covered", {"variant": "emotrions", "players": ["A", "B", "C", "D"],
                             "seed": "c4", "options": {"covered": True}, "spectator_delay": 2},
     {"reissue_at": 5}),
    ("emotrions-5-two-decks", {"variant": "emotrions", "players": list("ABCDE"), "seed": "d5",
                               "options": {"decks": 2, "naked": True}, "tag": "league"}, {}),
    ("emotrions-2-winner-options", {"variant": "emotrions", "players": ["A", "B"], "seed": "w2",
                                    "options": {"winner_options": True, "exit": True}}, {}),
    ("emotrions-explicit-deal", {"variant": "emotrions", "players": ["Ann", "Bob"],
                                 "deal": DEAL_2P}, {}),
    ("emotrions-3-clock", {"variant": "emotrions", "players": ["A", "B", "C"], "seed": "k3",
                           "clock": {"per_move": 30}}, {"expire_at": 4}),
    ("pareo-options", {"variant": "pareo", "players": ["A", "B"], "seed": "p1",
                       "options": {"target": "exact37", "naked": True, "stock_face_up": True}},
     {"resign_at": 9}),
    ("pareo-preset", {"variant": "pareo", "players": ["A", "B"], "seed": "p2",
                      "preset": "standard"}, {}),
    ("pareo-table", {"variant": "pareo", "players": ["A", "B"], "seed": "t1", "deal": "table"},
     {"undo_at": 6}),
    ("four-aces-duel", {"variant": "four-aces", "players": ["A", "B"], "seed": "a2",
                        "options": {"interruptions_per": "match"}}, {}),
    ("four-aces-odd", {"variant": "four-aces", "players": ["A", "B", "C"], "seed": "a3"}, {}),
    ("four-aces-teams", {"variant": "four-aces", "players": ["A", "B", "C", "D"], "seed": "a4",
                         "options": {"mode": "teams"}}, {"idempotent": True}),
    ("four-aces-table", {"variant": "four-aces", "players": ["A", "B"], "seed": "t2",
                         "deal": "table"}, {"undo_at": 10}),
]


def play(client, service, clock: Clock, body: dict[str, Any], plan: dict[str, Any]) -> dict:
    """Create ``body`` and play it to its end by seeded random legal moves, doing what ``plan``
    says on the way; returns the creation reply, with the seats' tokens as they are now."""
    created = client.post("/v1/games", json=body)
    assert created.status_code == 201, created.get_json()
    created = created.get_json()
    game_id, table = created["id"], created["tokens"]["table"]
    seats = list(created["tokens"]["seats"])
    pick = random.Random(orjson.dumps(body))
    tabletop = body.get("deal") == "table"
    for n in range(3000):
        clock.now += 1.25
        game = service.load(game_id)
        if game.variant.is_finished(game.state):
            created["tokens"]["seats"] = seats
            return created
        if n == plan.get("expire_at"):
            clock.now += 31  # the seat awaited runs out of time: it forfeits at the next read
            continue
        if n == plan.get("reissue_at"):
            reply = client.post(f"/v1/games/{game_id}/seats/1/reissue", headers=bearer(table))
            assert reply.status_code == 200, reply.get_json()
            seats[1] = reply.get_json()["token"]
        seat = game.variant.to_act(game.state)[0]
        move = pick.choice(game.variant.legal_moves(game.state, seat)).to_dict()
        if n == plan.get("resign_at"):
            move = {"type": "resign"}
        headers = {"Idempotency-Key": f"key-{n}"} if plan.get("idempotent") else {}
        if tabletop:
            headers.update(bearer(table))
            move["seat"] = seat
        else:
            headers.update(bearer(seats[seat]))
        reply = client.post(f"/v1/games/{game_id}/moves", json=move, headers=headers)
        assert reply.status_code == 200, reply.get_json()
        if n == plan.get("undo_at"):
            reply = client.post(f"/v1/games/{game_id}/moves", json={"type": "undo"},
                                headers=bearer(table))
            assert reply.status_code == 200, reply.get_json()
    raise AssertionError("the game did not end")


def replies(client, created: dict[str, Any], tag: str | None) -> dict[str, tuple]:
    """Every reply the API gives on the finished game, by request: status, ETag, body."""
    game_id = created["id"]
    path = f"/v1/games/{game_id}"
    callers = {"spectator": None, "table": created["tokens"]["table"],
               **{f"seat {s}": t for s, t in enumerate(created["tokens"]["seats"])}}
    requests: dict[str, tuple[str, str | None, dict[str, str]]] = {}
    for who, token in callers.items():
        # A finished game's record and result are the same for everyone: two callers suffice.
        whole = ("/record", "/result") if who in ("spectator", "seat 0") else ()
        for what in ("", "/events", "/events?after=3", *whole):
            requests[f"{who} GET {what or '/'}"] = (path + what, token, {})
        if token is not None:
            requests[f"{who} GET /legal-moves"] = (path + "/legal-moves", token, {})
        for last in (0, 7):  # a stream resumed after Last-Event-ID, and its end (204)
            requests[f"{who} stream after {last}"] = (
                path + "/events", token,
                {"Accept": "text/event-stream", "Last-Event-ID": str(last)})
    requests["compact record"] = (path + "/record?format=compact", None, {})
    requests["stream at the end"] = (path + "/events", None, {
        "Accept": "text/event-stream", "Last-Event-ID": "100000"})
    if tag:
        requests["listing"] = (f"/v1/games?tag={tag}", None, {})
    out = {}
    for name, (url, token, headers) in requests.items():
        reply = client.get(url, headers={**bearer(token), **headers})
        out[name] = (reply.status_code, reply.headers.get("ETag"), reply.get_data())
    return out


@pytest.mark.parametrize("name, body, plan", GAMES, ids=[g[0] for g in GAMES])
def test_an_archived_game_answers_every_request_as_the_whole_game(app, name, body, plan,
                                                                  monkeypatch):
    service = app.extensions["referee"]
    clock = Clock()
    service.clock = service.lifetime.clock = clock
    with monkeypatch.context() as whole_while_played:  # the game stays whole while played
        whole_while_played.setattr(archive, "pack", lambda game, stored: None)
        client = app.test_client()
        created = play(client, service, clock, body, plan)
    game_id = created["id"]
    clock.now += 10
    whole = replies(client, created, body.get("tag"))
    stored = service.store.load(game_id)
    assert not archive.holds(stored.data) and service.store.events(game_id)

    Archiving(service.store).ended(Ended(service.load(game_id)))
    stored = service.store.load(game_id)
    assert archive.holds(stored.data), "the game was not archived"
    assert service.store.events(game_id) == []  # the log is in the archive now
    REPLAYS._held.clear()  # the replays are made from the archive again
    archived = replies(client, created, body.get("tag"))

    assert archived.keys() == whole.keys()
    for request in whole:
        assert archived[request] == whole[request], request
    record = orjson.loads(whole["spectator GET /record"][2])
    assert client.post("/v1/records/verify", json=record).get_json()["valid"]


def test_a_game_is_archived_when_it_ends_and_stays_so_through_a_rematch(client, app):
    service = app.extensions["referee"]
    clock = Clock()
    service.clock = service.lifetime.clock = clock
    body = {"variant": "pareo", "players": ["A", "B"], "seed": "end", "tag": "cup"}
    created = play(client, service, clock, body, {})
    game_id, table = created["id"], created["tokens"]["table"]
    assert archive.holds(service.store.load(game_id).data)
    assert service.store.events(game_id) == []
    REPLAYS._held.clear()
    listed = client.get("/v1/games?tag=cup").get_json()["games"]
    assert [(g["id"], g["status"]) for g in listed] == [(game_id, "finished")]
    assert not REPLAYS._held  # a listing needs no replay
    before = replies(client, created, "cup")
    reply = client.post(f"/v1/games/{game_id}/rematch", headers=bearer(table))
    assert reply.status_code == 201, reply.get_json()
    # The link to the rematch is a new version of the game, archived still.
    stored = service.store.load(game_id)
    assert archive.holds(stored.data) and stored.version == int(before["table GET /"][1].strip('"')) + 1
    after = replies(client, created, "cup")
    view = orjson.loads(after["spectator GET /"][2])
    assert view["rematch"] == reply.get_json()["id"]
    for request in ("spectator GET /events", "seat 0 GET /events", "seat 1 GET /events",
                    "seat 0 GET /legal-moves", "spectator stream after 0"):
        assert after[request][::2] == before[request][::2], request  # (the ETag is newer)


def test_an_archive_that_no_longer_replays_to_its_signed_log_is_refused(client, app):
    service = app.extensions["referee"]
    clock = Clock()
    service.clock = service.lifetime.clock = clock
    created = play(client, service, clock, {"variant": "pareo", "players": ["A", "B"],
                                            "seed": "tamper"}, {})
    game_id = created["id"]
    stored = service.store.load(game_id)
    opened = archive.open_archive(game_id, stored.data)
    doc = dict(opened._doc)
    doc["t"] = [*doc["t"][:-1], doc["t"][-1] + 1]  # the last move a millisecond later
    service.store.archive(game_id, stored.version, archive._compress(doc))
    REPLAYS._held.clear()
    reply = client.get(f"/v1/games/{game_id}/record")
    assert reply.status_code == 503, reply.get_json()
