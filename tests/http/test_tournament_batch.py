"""Batch creation (POST /v1/batches): a whole round of 500 games in one request, and a batch
with one invalid game creating nothing."""

from __future__ import annotations

import pytest

from tests.support.http import DEAL_2P, assert_problem, bearer
from tests.support.tournament import tournament_app

VARIANTS = [("emotrions", 2), ("pareo", 2), ("four-aces", 2), ("emotrions", 4)]


@pytest.fixture
def app(redis_url):
    return tournament_app(redis_url)


def _stored_games(app) -> int:
    store = app.extensions["referee"].store
    return sum(1 for _ in store._redis.scan_iter(match=f"{store._prefix}:game:*", count=1000))


def _round(size: int) -> list[dict]:
    games = []
    for i in range(size):
        variant, players = VARIANTS[i % len(VARIANTS)]
        game = {"variant": variant, "players": [f"t{i}-p{s}" for s in range(players)]}
        if i % 2:
            game["seed"] = f"round-1/table-{i}"
        games.append(game)
    return games


def test_a_round_of_500_games_in_one_request(app):
    client = app.test_client()
    games = _round(500)
    response = client.post("/v1/batches", json={"games": games})
    assert response.status_code == 201, response.get_json()
    created = response.get_json()["games"]
    assert len(created) == 500 and len({g["id"] for g in created}) == 500
    assert _stored_games(app) == 500
    service = app.extensions["referee"]
    for request, reply in zip(games, created, strict=True):
        game = service.load(reply["id"])
        assert game.variant.name == request["variant"] and game.players == request["players"]
        assert reply["location"] == f"/v1/games/{reply['id']}"
        assert len(reply["tokens"]["seats"]) == len(request["players"])
        # G2: the server-shuffled games (no seed) publish their commitment at once.
        assert ("deal_commitment" in reply) == ("seed" not in request)
    last = created[-1]
    view = client.get(last["location"], headers=bearer(last["tokens"]["seats"][1])).get_json()
    assert view["you"] == 1 and "cards" in view["hands"][1] and "cards" not in view["hands"][0]


@pytest.mark.parametrize(
    "bad, status, where",
    [
        ({"variant": "emotrion", "players": ["a", "b"]}, 400, "variant"),
        ({"variant": "emotrions", "players": ["a", "b"],
          "deal": {**DEAL_2P, "stock": DEAL_2P["stock"][:-1]}}, 422, "G5"),
        ({"variant": "pareo", "players": ["a", "b"], "webhook": "http://10.0.0.7/ended",
          "webhook_secret": "s" * 16}, 422, "webhook"),
        # The core names the field of a refused URL it checks itself (notify.url).
        ({"variant": "pareo", "players": ["a", "b"],
          "notify": {"url": "http://10.0.0.7/push", "secret": "s" * 16}}, 422, "notify"),
    ],
    ids=["schema", "rules", "webhook", "notify"],
)
def test_a_batch_with_one_invalid_game_creates_nothing(app, bad, status, where):
    games = _round(40)
    games[37] = bad
    body = assert_problem(app.test_client().post("/v1/batches", json={"games": games}), status)
    if "errors" in body:  # a field's (400), or a URL the service will not call (422)
        assert where in body["errors"]["games"]["37"]
    else:
        assert body["rule"] == where and body["field"].startswith("games.37.")
        assert body["detail"].startswith("game 37: ")
    assert _stored_games(app) == 0


def test_a_batch_is_one_to_500_games(app):
    client = app.test_client()
    assert_problem(client.post("/v1/batches", json={"games": []}), 400)
    assert_problem(client.post("/v1/batches", json={"games": _round(501)}), 400)
    assert _stored_games(app) == 0


def test_batch_games_are_seeded_as_asked(app):
    """Two batches with the same seeds deal the same cards: rounds can be replayed."""
    client = app.test_client()
    games = [{"variant": "pareo", "players": ["a", "b"], "seed": "same"}] * 2
    created = client.post("/v1/batches", json={"games": games}).get_json()["games"]
    hands = [
        client.get(g["location"], headers=bearer(g["tokens"]["seats"][0])).get_json()["hands"][0]
        for g in created
    ]
    assert hands[0] == hands[1] and len(hands[0]["cards"]) == 7
