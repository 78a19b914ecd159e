"""Resignation (docs/lifecycle.md): ``{"type": "resign"}`` by any seat at any time while the game
is on, in every variant, over HTTP on a real Redis. The forfeit follows each variant's ruling
(R95–R98); the record of a game ended by a resignation replays and verifies."""

from __future__ import annotations

import pytest

from tests.support.http import Table, assert_problem, bearer

RESIGN = {"type": "resign"}

#: Every variant and mode, and the seat that resigns (not the one awaited: resigning needs no
#: turn), with who wins.
ENDING = [
    ("emotrions", ["Ann", "Bob"], {}, 1, [0]),
    ("pareo", ["Ann", "Bob"], {}, 1, [0]),
    ("four-aces", ["Ann", "Bob"], {"mode": "duel"}, 0, [1]),
    ("four-aces", ["Ann", "Bob", "Cy", "Di"], {"mode": "teams"}, 1, [0, 2]),
    ("four-aces", ["Ann", "Bob", "Cy"], {"mode": "odd"}, 0, [1, 2]),
    ("four-aces", ["Ann", "Bob", "Cy", "Di"], {"mode": "even"}, 3, [0, 1, 2]),
]


def _verify(client, table: Table) -> dict:
    record = client.get(f"/v1/games/{table.id}/record").get_json()
    verdict = client.post("/v1/records/verify", json=record).get_json()
    assert verdict["valid"], verdict
    return record


@pytest.mark.parametrize("variant, players, options, seat, winners", ENDING,
                         ids=lambda v: v if isinstance(v, str) else None)
def test_resign_ends_the_game_in_every_variant_and_the_record_verifies(
    client, variant, players, options, seat, winners
):
    table = Table(client, {"variant": variant, "players": players, "options": options,
                           "seed": "resign", **({"leader": 0} if variant != "four-aces" else {})})
    reply = table.move(seat, RESIGN)
    assert reply.status_code == 200, reply.get_json()
    body = reply.get_json()
    types = [e["type"] for e in body["events"]]
    assert types[:2] == ["move", "seat_resigned"] and types[-1] == "game_ended"
    assert body["events"][0]["move_type"] == "resign" and body["events"][1]["seat"] == seat
    assert body["view"]["status"] == "finished" and body["view"]["winners"] == winners
    assert body["events"][-1]["winners"] == winners
    record = _verify(client, table)
    assert record["moves"][-1]["move"] == RESIGN
    # G6: nothing more to resign, nor to play.
    assert_problem(table.move(1 - seat if seat < 2 else 0, RESIGN), 422, "G6")


def test_R95_a_resignation_out_of_turn_and_the_game_goes_on_without_the_seat(client):
    table = Table(client, {"variant": "emotrions", "players": ["Ann", "Bob", "Cy"],
                           "seed": "resign-3", "leader": 0})
    assert table.view().get_json()["to_act"] == [0]
    reply = table.move(2, RESIGN)
    assert reply.status_code == 200, reply.get_json()
    view = reply.get_json()["view"]
    assert view["status"] == "active" and view["out"] == [2]
    assert view["participants"] == [0, 1] and view["hands"][2] == {"count": 0, "cards": []}
    assert_problem(table.move(2, RESIGN), 422, "R95")  # already out
    assert table.legal(2) == []
    finished = table.play_to_end()
    assert 2 not in finished["winners"]
    _verify(client, table)


def test_resign_is_refused_when_malformed_or_from_a_spectator_or_server_dealt_table(client):
    table = Table(client, {"variant": "pareo", "players": ["Ann", "Bob"], "seed": "resign"})
    problem = assert_problem(table.move(0, {"type": "resign", "cards": ["joy"]}), 400)
    assert "cards" in str(problem)
    assert_problem(table.move(0, {"type": "resign", "seat": 1}), 422, "R82")  # R120
    anonymous = client.post(f"/v1/games/{table.id}/moves", json=RESIGN)
    assert_problem(anonymous, 401)
    by_table = client.post(f"/v1/games/{table.id}/moves", json={**RESIGN, "seat": 0},
                           headers=bearer(table.table))
    assert_problem(by_table, 403)
    assert table.view().get_json()["status"] == "active"


def test_resign_is_idempotent_with_a_key(client):
    table = Table(client, {"variant": "pareo", "players": ["Ann", "Bob"], "seed": "resign"})
    key = {"Idempotency-Key": "resign-once"}
    first = table.move(1, RESIGN, key)
    again = table.move(1, RESIGN, key)
    assert first.status_code == again.status_code == 200
    assert again.headers["Idempotent-Replayed"] == "true"
    assert again.get_json() == first.get_json()
    assert [e["type"] for e in table.events()].count("seat_resigned") == 1


def test_the_table_of_a_scorekeeper_game_reports_a_resignation_for_a_seat(client):
    table = Table(client, {"variant": "four-aces", "players": ["Ann", "Bob"], "deal": "table"})
    missing = client.post(f"/v1/games/{table.id}/moves", json=RESIGN,
                          headers=bearer(table.table))
    assert_problem(missing, 422, "R80")  # the table names the seat (R120)
    reply = client.post(f"/v1/games/{table.id}/moves", json={**RESIGN, "seat": 1},
                        headers=bearer(table.table))
    assert reply.status_code == 200, reply.get_json()
    body = reply.get_json()
    assert body["events"][1] == {**body["events"][1], "type": "seat_resigned", "seat": 1}
    assert body["view"]["winners"] == [0]
    _verify(client, table)


def test_R95_scorekeeper_a_player_holding_unseen_cards_cannot_leave_a_game_that_goes_on(client):
    table = Table(client, {"variant": "emotrions", "players": ["Ann", "Bob", "Cy"],
                           "deal": "table", "leader": 0})
    refused = client.post(f"/v1/games/{table.id}/moves", json={**RESIGN, "seat": 2},
                          headers={**bearer(table.table), "Accept-Language": "it"})
    problem = assert_problem(refused, 422, "R95")
    assert "segnapunti" in problem["detail"]
