"""A delete racing a move never loses the move: the delete is a compare-and-delete on the version
it read (docs/rulings/lifecycle.md R142), on a real Redis, in process and behind gunicorn."""

from __future__ import annotations

import functools
import threading
import uuid

import pytest

from referee import create_app
from referee.config import Settings
from referee.storage.redis_store import RedisStore
from tests.support.http import assert_problem, bearer
from tests.support.live import Server, request, simultaneously

GAME = {"variant": "pareo", "players": ["Ann", "Bob"], "seed": "delete-race", "leader": 0}


class MoveFirst(RedisStore):
    """A store whose next delete lets ``interlope`` (a move by another request) commit first:
    the race's bad order, every time."""

    interlope = None

    def delete(self, game_id, expected=None, scope=None):
        move, self.interlope = self.interlope, None
        if move is not None:
            thread = threading.Thread(target=move)  # another request, as another worker's
            thread.start()
            thread.join(30)
        return super().delete(game_id, expected, scope)


@pytest.fixture
def raced(redis_url):
    store = MoveFirst.from_url(redis_url, prefix=f"test-{uuid.uuid4().hex[:12]}")
    app = create_app(Settings(), store=store)
    app.testing = True
    return store, app.test_client()


def _game(client) -> tuple[str, dict, int]:
    created = client.post("/v1/games", json=GAME).get_json()
    return created["id"], created["tokens"], created["version"]


def _move(client, game_id: str, seat: str, replies: list) -> None:
    move = client.get(f"/v1/games/{game_id}/legal-moves", headers=bearer(seat)).get_json()
    replies.append(client.post(f"/v1/games/{game_id}/moves", json=move["moves"][0],
                               headers=bearer(seat)))


@pytest.mark.parametrize("keyed", [False, True])
def test_R142_a_delete_naming_the_version_a_move_just_left_is_412_and_the_move_stays(
        raced, keyed):
    store, client = raced
    game, tokens, at = _game(client)
    replies: list = []
    store.interlope = functools.partial(_move, client, game, tokens["seats"][0], replies)
    headers = {**bearer(tokens["table"]), "If-Match": f'"{at}"'}
    if keyed:
        headers["Idempotency-Key"] = "delete-1"
    refused = assert_problem(client.delete(f"/v1/games/{game}", headers=headers), 412)
    assert replies[0].status_code == 200, replies[0].get_json()  # acknowledged ...
    assert client.get(f"/v1/games/{game}").get_json()["version"] == at + 1  # ... and kept
    assert refused["detail"]
    # The refused delete freed its key: the same request, with the version now, deletes.
    headers["If-Match"] = f'"{at + 1}"'
    assert client.delete(f"/v1/games/{game}", headers=headers).status_code == 204
    assert_problem(client.get(f"/v1/games/{game}"), 404)


def test_R142_a_delete_naming_no_version_deletes_the_game_as_the_move_left_it(raced):
    store, client = raced
    game, tokens, _ = _game(client)
    replies: list = []
    store.interlope = functools.partial(_move, client, game, tokens["seats"][0], replies)
    assert client.delete(f"/v1/games/{game}", headers=bearer(tokens["table"])).status_code == 204
    assert replies[0].status_code == 200
    assert_problem(client.get(f"/v1/games/{game}"), 404)
    assert list(store._redis.scan_iter(match=f"{store._prefix}:*{{{game}}}*")) == []


@pytest.fixture
def server(redis_url):
    prefix = f"test-{uuid.uuid4().hex[:12]}"
    live = Server({"REDIS_URL": redis_url, "REFEREE_KEY_PREFIX": prefix,
                   "REFEREE_LOG_LEVEL": "WARNING"}, workers=3).start()
    live.prefix = prefix
    yield live
    live.stop()


def test_R142_deletes_racing_moves_behind_gunicorn_never_lose_an_acknowledged_move(
        server, redis_url):
    """Each round: a seat's move and the table's delete naming the version both read, sent
    together to three workers. Whatever the order, exactly one wins: the delete (204, the move
    then finds no game or a stale version) or the move (200, the delete then 412); a deleted
    game leaves no key behind."""
    keys = RedisStore.from_url(redis_url, prefix=server.prefix)._redis
    for round_ in range(12):
        status, _, created = request("POST", server.url + "/v1/games",
                                     {**GAME, "seed": f"delete-race-{round_}"})
        assert status == 201, created
        game, tokens, at = created["id"], created["tokens"], created["version"]
        seat = tokens["seats"][0]
        move = request("GET", f"{server.url}/v1/games/{game}/legal-moves", token=seat)[2]
        if_match = {"If-Match": f'"{at}"', "Idempotency-Key": f"round-{round_}"}
        played, deleted = simultaneously([
            functools.partial(request, "POST", f"{server.url}/v1/games/{game}/moves",
                              move["moves"][0], seat, headers=if_match, timeout=60),
            functools.partial(request, "DELETE", f"{server.url}/v1/games/{game}",
                              None, tokens["table"], headers=if_match, timeout=60),
        ])
        now = request("GET", f"{server.url}/v1/games/{game}")
        if deleted[0] == 204:
            assert played[0] in (404, 412), (played, deleted)
            assert now[0] == 404
            assert list(keys.scan_iter(match=f"{server.prefix}:*{{{game}}}*")) == []
        else:
            assert (played[0], deleted[0]) == (200, 412), (played, deleted)
            assert now[2]["version"] == at + 1
