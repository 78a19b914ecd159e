"""Rounds over HTTP on a real Redis: what is refused with which rule (R230–R233, a table the
variant does not take), the director's token, and two directors' requests at once creating the
round once (Idempotency-Key, If-Match on the tournament's version)."""

from __future__ import annotations

import threading

import pytest

from tests.support.tournament import tournament_app
from tests.tournaments.test_swiss import PLAYERS, create, p

REDIS = "redis://127.0.0.1:6379/0"


@pytest.fixture()
def app():
    return tournament_app(REDIS)


def post_round(client, tid, headers, body):
    return client.post(f"/v1/tournaments/{tid}/rounds", headers=headers, json=body)


@pytest.mark.parametrize(("body", "rule", "field"), [
    ({"tables": [[p(1), "FED-99"]]}, "R231", "tables.0.1"),
    ({"tables": [[p(1), p(2)], [p(2), p(3)]]}, "R231", "tables.1.0"),
    ({"tables": [[p(1), p(2)]], "byes": [{"player": p(1), "kind": "half"}]}, "R231",
     "byes.0.player"),
    ({"tables": []}, "R233", "tables"),
])
def test_R231_R233_a_round_of_unknown_repeated_or_no_players_is_refused(app, body, rule, field):
    client = app.test_client()
    tid, director = create(client)
    response = post_round(client, tid, director, body)
    assert response.status_code == 422, response.get_json()
    assert (response.get_json()["rule"], response.get_json()["field"]) == (rule, field)
    assert client.get(f"/v1/tournaments/{tid}").get_json()["rounds"] == []


def test_a_table_the_variant_does_not_take_is_refused_with_its_rule_and_nothing_is_made(app):
    client = app.test_client()
    tid, director = create(client)  # pareo: two seats
    response = post_round(client, tid, director, {"tables": [[p(1), p(2)], [p(3), p(4), p(5)]]})
    assert response.status_code == 422, response.get_json()
    assert response.get_json()["field"] == "tables.1"
    assert response.get_json()["rule"]
    view = client.get(f"/v1/tournaments/{tid}").get_json()
    assert view["rounds"] == [] and view["version"] == 1


def test_R230_a_player_of_a_round_not_ended_is_refused_until_it_ends(app):
    client = app.test_client()
    tid, director = create(client)
    first = post_round(client, tid, director, {"tables": [[p(1), p(2)]]}).get_json()
    again = post_round(client, tid, director, {"tables": [[p(3), p(2)]]})
    assert again.status_code == 422 and again.get_json()["rule"] == "R230"
    # Other players may play a round at the same time.
    assert post_round(client, tid, director, {"tables": [[p(3), p(4)]]}).status_code == 201
    decided = client.post(f"/v1/games/{first['tables'][0]['game']}/decisions", headers=director,
                          json={"type": "forfeit", "seat": 0, "reason": "did not come"})
    assert decided.status_code == 201
    assert post_round(client, tid, director, {"tables": [[p(5), p(2)]]}).status_code == 201


def test_R200_only_the_director_creates_rounds(app):
    client = app.test_client()
    tid, director = create(client)
    body = {"tables": [[p(1), p(2)]]}
    assert post_round(client, tid, {}, body).status_code == 401
    made = post_round(client, tid, director, {"tables": [[p(3), p(4)]]}).get_json()
    seat = {"Authorization": f"Bearer {made['tables'][0]['seat_tokens'][0]}"}
    assert post_round(client, tid, seat, body).status_code == 403
    assert client.post(f"/v1/tournaments/{tid}/players/{p(1)}/withdrawal",
                       headers=seat).status_code == 403


def test_each_game_knows_its_tournament_and_round_and_the_director_rules_it(app):
    client = app.test_client()
    tid, director = create(client)
    made = post_round(client, tid, director, {"tables": [[p(1), p(2)], [p(3), p(4)]]}).get_json()
    game = client.get(made["tables"][1]["location"]).get_json()
    assert (game["tag"], game["round"], game["director"]) == (f"tournament:{tid}", 1, True)
    assert [x["name"] for x in game["players"]] == [p(3), p(4)]
    listed = client.get(f"/v1/games?tag=tournament:{tid}").get_json()
    assert {g["id"] for g in listed["games"]} == {t["game"] for t in made["tables"]}
    view = client.get(f"/v1/tournaments/{tid}").get_json()
    assert [t["table"] for t in view["rounds"][0]["tables"]] == [1, 2]
    assert "director" not in view and "director_token" not in view


def _at_once(client, tid, headers, body, n=2):
    barrier = threading.Barrier(n)
    replies = []

    def send():
        barrier.wait()
        replies.append(post_round(client, tid, headers, body))

    threads = [threading.Thread(target=send) for _ in range(n)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    return replies


def test_two_requests_with_one_idempotency_key_create_the_round_once(app):
    client = app.test_client()
    tid, director = create(client)
    body = {"tables": [[p(1), p(2)], [p(3), p(4)]]}
    replies = _at_once(client, tid, {**director, "Idempotency-Key": "round-1"}, body)
    assert [r.status_code for r in replies] == [201, 201]
    assert replies[0].get_json() == replies[1].get_json()
    assert sorted(r.headers.get("Idempotent-Replayed", "") for r in replies) == ["", "true"]
    view = client.get(f"/v1/tournaments/{tid}").get_json()
    assert len(view["rounds"]) == 1
    games = {t["game"] for t in view["rounds"][0]["tables"]}
    assert games == {t["game"] for t in replies[0].get_json()["tables"]}
    listed = client.get(f"/v1/games?tag=tournament:{tid}").get_json()["games"]
    assert {g["id"] for g in listed} == games  # the loser's games were removed
    other = post_round(client, tid, {**director, "Idempotency-Key": "round-1"},
                       {"tables": [[p(5), p(6)]]})
    assert other.status_code == 422  # the same key with another body


def test_two_requests_if_matching_one_version_create_one_round(app):
    client = app.test_client()
    tid, director = create(client)
    replies = _at_once(client, tid, {**director, "If-Match": '"1"'},
                       {"tables": [[p(5), p(6)]]})
    assert sorted(r.status_code for r in replies) in ([201, 412], [201, 422])
    assert len(client.get(f"/v1/tournaments/{tid}").get_json()["rounds"]) == 1
    stale = post_round(client, tid, {**director, "If-Match": '"1"'}, {"tables": [[p(7), p(8)]]})
    assert stale.status_code == 412


def test_a_tournament_is_created_whole_or_refused(app):
    client = app.test_client()
    response = client.post("/v1/tournaments", json={"name": "x", "variant": "pareo",
                                                    "players": PLAYERS, "tiebreaks": ["median"]})
    assert response.status_code == 400 and "tiebreaks" in response.get_json()["errors"]
    assert client.get("/v1/tournaments/nope").status_code == 404


@pytest.mark.parametrize("body", [
    {"standings": {}, "results": []},
    {"standings": {"standings": {"results": [{"game": 1}]}, "key_id": "x"}, "results": [{}]},
    {"standings": {"standings": "text", "signature": 3}, "results": [{"result": []}]},
])
def test_standings_that_are_not_the_services_are_named_never_an_error(app, body):
    response = app.test_client().post("/v1/standings/verify", json=body)
    assert response.status_code == 200, response.get_json()
    assert response.get_json()["valid"] is False and response.get_json()["discrepancy"]["at"]


def test_R231_a_tournament_gives_each_player_id_once(app):
    client = app.test_client()
    twice = [*PLAYERS, {"id": PLAYERS[2]["id"], "name": "Another"}]
    response = client.post("/v1/tournaments", json={"name": "Cup", "variant": "pareo",
                                                     "players": twice})
    assert response.status_code == 422, response.get_json()
    assert (response.get_json()["rule"], response.get_json()["field"]) == (
        "R231", f"players.{len(PLAYERS)}.id")
