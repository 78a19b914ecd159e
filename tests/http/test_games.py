"""The games resource over HTTP on a real Redis: EmotrionsOnCards played end to end, every
illegal move answered 422 with its rule id, every malformed request 400 with field errors."""

from __future__ import annotations

import pytest

from tests.support.http import DEAL_2P, HANDS_2P, Table, assert_problem, bearer, stock_for
from variants import find_variant
from variants.base import Move


@pytest.fixture
def table(client):
    return Table(client, {"variant": "emotrions", "players": ["Ann", "Bob"], "deal": DEAL_2P})


def test_create_answers_201_with_location_etag_tokens_and_spectator_view(client, table):
    assert table.location == f"/v1/games/{table.id}"
    created = table.created
    assert created["version"] == 1
    assert len(created["tokens"]["seats"]) == 2 and created["tokens"]["table"]
    assert len(set(created["tokens"]["seats"] + [created["tokens"]["table"]])) == 3
    view = created["view"]
    assert view["you"] is None and view["role"] == "spectator"
    assert view["deal_source"] == "explicit" and view["rules_version"] == 1
    assert all("cards" not in hand for hand in view["hands"])
    assert [p["name"] for p in view["players"]] == ["Ann", "Bob"]


def test_view_has_the_api_fields_and_etag(table):
    response = table.view(0)
    assert response.status_code == 200
    assert response.headers["ETag"] == '"1"'
    view = response.get_json()
    for name in ("id", "variant", "version", "status", "phase", "to_act", "deal_source",
                 "rules_version", "you", "players", "hands", "stock_count", "scores", "winners"):
        assert name in view, name
    assert view["you"] == 0 and view["status"] == "active" and view["to_act"] == [0]
    # E3.1: the first trick's draw gives each player a seventh card.
    assert sorted(view["hands"][0]["cards"]) == sorted(HANDS_2P[0] + ["force"])
    assert "cards" not in view["hands"][1] and view["hands"][1]["count"] == 7


def test_a_trick_through_http(table):
    r = table.move(0, {"type": "stake", "cards": ["goodness"]})
    assert r.status_code == 200, r.get_json()
    assert r.headers["ETag"] == f'"{r.get_json()["version"]}"'
    r = table.move(1, {"type": "stake", "cards": ["fury", "fury"]})
    assert r.status_code == 200, r.get_json()
    body = r.get_json()
    resolved = [e for e in body["events"] if e["type"] == "trick_resolved"]
    assert len(resolved) == 1 and resolved[0]["winner"] == 1 and resolved[0]["hunger"] is False
    assert sorted(s["strength"] for s in resolved[0]["stakes"]) == [5, 10]
    assert body["view"]["version"] == body["version"]


@pytest.mark.parametrize(
    "seat, cards, rule",
    [
        (1, ["fury"], "G6"),  # out of turn
        (0, ["love", "sadness"], "E3.3"),  # mixed signs
        (0, ["hunger", "joy"], "E3.3"),  # Hunger in a pair
        (0, ["fury"], "E3.3"),  # a card not in hand
        (0, ["love", "joy", "goodness"], "E3.2"),  # three cards: a stake is 1 or 2
    ],
)
def test_illegal_stakes_are_422_with_the_rule_and_change_nothing(table, seat, cards, rule):
    before = table.view(0).get_json()
    body = assert_problem(table.move(seat, {"type": "stake", "cards": cards}), 422, rule)
    assert body["detail"]
    after = table.view(0).get_json()
    assert after == before
    assert table.events()[-1]["seq"] == len(table.events())


def test_move_of_another_variant_is_422_G6(table):
    # The contract allows a capture (it cannot know this game's variant): the game refuses it
    # as a kind of move its phase does not allow (G6, R120).
    body = assert_problem(table.move(0, {"type": "capture", "card": "9S", "take": []}), 422, "G6")
    assert body["field"] == "type"


@pytest.mark.parametrize(
    "move, field",
    [
        ({"type": "stake", "cards": "love"}, "cards"),
        ({"type": "stake", "cards": ["lovee"]}, "cards"),
        ({"type": "stake"}, "cards"),
        ({"cards": ["love"]}, "type"),
        ({"type": "stake", "cards": ["love"], "colour": "red"}, "colour"),
        ({"type": "dance"}, "type"),
        ({"type": "stake", "cards": ["love"], "victim": 1}, "victim"),
    ],
)
def test_malformed_moves_are_400_with_field_errors(table, move, field):
    body = assert_problem(table.move(0, move), 400)
    assert field in body["errors"], body
    assert table.view().get_json()["version"] == 1


def test_unknown_card_is_named(table):
    body = assert_problem(table.move(0, {"type": "stake", "cards": ["lovee"]}), 400)
    assert "lovee" in str(body["errors"])


def test_malformed_json_is_400(client, table):
    r = client.post(
        f"/v1/games/{table.id}/moves", data="{not json", content_type="application/json",
        headers=bearer(table.seats[0]),
    )
    assert_problem(r, 400)


def test_missing_or_wrong_token_is_401(client, table):
    assert_problem(client.post(f"/v1/games/{table.id}/moves",
                               json={"type": "stake", "cards": ["joy"]}), 401)
    r = client.post(f"/v1/games/{table.id}/moves", json={"type": "stake", "cards": ["joy"]},
                    headers=bearer("not-a-token"))
    assert_problem(r, 401)
    other = Table(client, {"variant": "emotrions", "players": ["A", "B"], "deal": DEAL_2P})
    r = client.post(f"/v1/games/{table.id}/moves", json={"type": "stake", "cards": ["joy"]},
                    headers=bearer(other.seats[0]))
    assert_problem(r, 401)
    r = client.get(f"/v1/games/{table.id}", headers={"Authorization": "Basic xyz"})
    assert_problem(r, 401)
    assert_problem(client.get(f"/v1/games/{table.id}/legal-moves"), 401)


def test_table_token_of_a_server_game_sees_as_a_spectator_and_cannot_move(client, table):
    view = client.get(f"/v1/games/{table.id}", headers=bearer(table.table)).get_json()
    assert view["role"] == "table" and view["you"] is None
    assert all("cards" not in hand for hand in view["hands"])
    r = client.post(f"/v1/games/{table.id}/moves", json={"type": "stake", "cards": ["joy"]},
                    headers=bearer(table.table))
    assert_problem(r, 403)
    r = client.get(f"/v1/games/{table.id}/legal-moves", headers=bearer(table.table))
    assert r.get_json()["moves"] == []


def test_unknown_game_is_404(client):
    assert_problem(client.get("/v1/games/nope"), 404)
    assert_problem(client.post("/v1/games/nope/moves", json={"type": "stake", "cards": ["joy"]},
                               headers=bearer("x")), 404)
    assert_problem(client.get("/v1/games/nope/events"), 404)


def test_if_match_stale_is_412_and_current_applies(table):
    r = table.move(0, {"type": "stake", "cards": ["joy"]}, headers={"If-Match": '"1"'})
    assert r.status_code == 200
    body = assert_problem(
        table.move(1, {"type": "stake", "cards": ["joy"]}, headers={"If-Match": '"1"'}), 412
    )
    assert body["current_version"] == 2
    r = table.move(1, {"type": "stake", "cards": ["joy"]}, headers={"If-Match": '"2"'})
    assert r.status_code == 200


def test_events_have_one_gapless_sequence_for_every_viewer(table):
    table.move(0, {"type": "stake", "cards": ["goodness"]})
    table.move(1, {"type": "stake", "cards": ["fury", "fury"]})
    logs = [table.events(0), table.events(1), table.events(None)]
    for log in logs:
        assert [e["seq"] for e in log] == list(range(1, len(log) + 1))
    assert len({len(log) for log in logs}) == 1
    tail = table.events(0, after=2)
    assert [e["seq"] for e in tail] == list(range(3, len(logs[0]) + 1))


def test_legal_moves_are_accepted_as_sent(table):
    moves = table.legal(0)
    assert {"type": "stake", "cards": ["goodness"]} in moves
    assert table.legal(1) == []
    r = table.move(0, moves[-1])
    assert r.status_code == 200


def test_creation_errors(client):
    assert_problem(client.post("/v1/games", json={"variant": "chess", "players": ["a", "b"]}), 400)
    body = assert_problem(
        client.post("/v1/games", json={"variant": "emotrions", "players": ["a"]}), 400
    )
    assert "players" in body["errors"]
    body = assert_problem(client.post("/v1/games", json={
        "variant": "emotrions", "players": ["a", "b"], "options": {"colour": True}}), 400)
    assert "colour" in str(body["errors"])
    bad_deal = {"hands": HANDS_2P, "stock": stock_for(HANDS_2P)[:-1], "leader": 0}
    assert_problem(client.post("/v1/games", json={
        "variant": "emotrions", "players": ["a", "b"], "deal": bad_deal}), 422, "G5")
    body = assert_problem(client.post("/v1/games", json={
        "variant": "emotrions", "players": ["a", "b", "c", "d"], "options": {"exit": True}}), 422)
    assert body["rule"] == "E8" and "exit" in body["field"]


def test_server_shuffled_game_publishes_a_commitment(client):
    created = Table(client, {"variant": "emotrions", "players": ["a", "b", "c"]}).created
    assert created["view"]["deal_source"] == "server"
    assert len(created["view"]["deal_commitment"]) == 64
    seeded = Table(client, {"variant": "emotrions", "players": ["a", "b"], "seed": "s1"}).created
    assert seeded["view"]["deal_source"] == "seeded" and "deal_commitment" not in seeded["view"]


def test_whole_game_through_http_matches_the_engine(client):
    """A whole game played through the API, from an explicit first deal and a seed, ends as
    the same moves end it in the pure engine."""
    table = Table(client, {"variant": "emotrions", "players": ["Ann", "Bob", "Cy"],
                           "seed": "http-game", "leader": 0})
    played: list[tuple[int, dict]] = []

    def pick(moves):
        return moves[len(played) * 7 % len(moves)]

    for _ in range(5000):
        view = table.view().get_json()
        if view["status"] == "finished":
            break
        seat = view["to_act"][0]
        move = pick(table.legal(seat))
        r = table.move(seat, move)
        assert r.status_code == 200, r.get_json()
        played.append((seat, move))
    final = table.view().get_json()
    assert final["status"] == "finished" and final["winners"] and final["to_act"] == []

    engine = find_variant("emotrions")
    state, _ = engine.start(engine.configure(3, {}), "http-game", (), {"leader": 0})
    for seat, wire in played:
        cls = engine.move_types[wire["type"]]
        fields = {k: tuple(v) if isinstance(v, list) else v for k, v in wire.items() if k != "type"}
        move: Move = cls(seat=seat, **fields)
        state, _ = engine.apply(state, move)
    expected = engine.view(state, None)
    assert final["scores"] == expected["scores"] and final["winners"] == expected["winners"]
    assert final["version"] == len(played) + 1
