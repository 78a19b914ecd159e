"""Game lifetimes (referee.core.lifecycle): the store contract of expiry, deletion and tag indexes on
both stores, then finished and abandoned games expiring through the service on a real Redis."""

from __future__ import annotations

import random
import time

import orjson
import pytest

from referee import create_app
from referee.config import Settings
from referee.storage.keys import Keys
from referee.storage.memory import MemoryStore
from referee.storage.store import IdempotencyRecord
from tests.support.http import assert_problem, bearer
from tests.support.tournament import create, finish, tournament_app


class Clock:
    """The service clock a MemoryStore may be given, moved by hand."""

    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


# -- the store contract ---------------------------------------------------------------------


def test_a_game_without_ttl_never_expires(store):
    store.create("g1", b"v1", [b"e1"])
    assert store.commit("g1", 1, b"v2", [b"e2"])
    assert store.expires_in("g1") is None


def test_every_commit_sets_the_whole_game_s_ttl(store):
    store.create("g1", b"v1", [b"e1"], ttl=100)
    assert 99 < store.expires_in("g1") <= 100
    assert store.commit("g1", 1, b"v2", [b"e2"], ttl=30)
    assert 29 < store.expires_in("g1") <= 30
    # Back to "kept until deleted": a finished game with no finished-game lifetime.
    assert store.commit("g1", 2, b"v3", [], ttl=None)
    assert store.expires_in("g1") is None


def test_redis_gives_every_key_of_the_game_its_ttl(redis_store):
    redis_store.create("g1", b"v1", [b"e1"], ttl=100)
    redis_store.claim("g1", "k", b"P", 10_000)
    assert redis_store.commit("g1", 1, b"v2", [b"e2"], IdempotencyRecord("k", b"D", 60), ttl=50)
    r = redis_store._redis
    idem = Keys(redis_store.prefix).idem("g1", "k")
    for key in [*Keys(redis_store.prefix).of_game("g1")[:2], Keys(redis_store.prefix).lifetime("g1")[0]]:
        assert 49_000 < r.pttl(key) <= 50_000, key
    assert 59_000 < r.pttl(idem) <= 60_000
    assert r.smembers(Keys(redis_store.prefix).lifetime("g1")[0]) == {idem.encode()}


def test_an_expired_game_is_gone_whole(redis_store):
    # One real expiry on Redis (the MemoryStore's is driven by its clock below).
    redis_store.create("g1", b"v1", [b"e1"], ttl=5)
    redis_store.claim("g1", "k", b"P", 10_000)
    assert redis_store.commit("g1", 1, b"v2", [b"e2"], IdempotencyRecord("k", b"D", 60), ttl=0.3)
    time.sleep(0.5)
    assert redis_store.load("g1") is None
    assert redis_store.events("g1") == []
    assert redis_store.expires_in("g1") is None
    left = [k for k in redis_store._redis.scan_iter(f"{redis_store._prefix}:*")]
    assert left == [Keys(redis_store.prefix).idem("g1", "k").encode()]  # its own TTL (capped by the service)


def test_memory_store_expires_games_by_its_clock():
    clock = Clock()
    store = MemoryStore(clock=clock)
    store.create("g1", b"v1", [b"e1"], ttl=10)
    store.claim("g1", "k", b"P", 60_000)
    assert store.commit("g1", 1, b"v2", [b"e2"], IdempotencyRecord("k", b"D", 600), ttl=10)
    clock.now += 9.9
    assert store.load("g1").version == 2
    assert store.expires_in("g1") == pytest.approx(0.1)
    clock.now += 0.2
    assert store.load("g1") is None
    assert store.events("g1") == []
    assert not store.commit("g1", 2, b"v3", [])
    # Its idempotency records went with it.
    assert store.claim("g1", "k", b"P2", 60_000) == (None, None)


def test_delete_removes_everything_of_the_game(store):
    store.create("g1", b"v1", [b"e1"], ttl=100)
    store.claim("g1", "k", b"P", 10_000)
    assert store.commit("g1", 1, b"v2", [b"e2"], IdempotencyRecord("k", b"D", 60))
    store.create("g2", b"other", [])
    assert store.delete("g1")
    assert not store.delete("g1")
    assert store.load("g1") is None and store.events("g1") == []
    # The stored reply is gone too: a retry with the key finds nothing to replay.
    assert store.claim("g1", "k", b"P2", 10_000)[0] is None
    assert store.load("g2").data == b"other"


def test_redis_delete_leaves_no_key(redis_store):
    redis_store.create("g1", b"v1", [b"e1"])
    redis_store.claim("g1", "k", b"P", 10_000)
    redis_store.commit("g1", 1, b"v2", [b"e2"], IdempotencyRecord("k", b"D", 60))
    redis_store._redis.rpush(Keys(redis_store.prefix).lifetime("g1")[1], b"note")
    redis_store.delete("g1")
    assert list(redis_store._redis.scan_iter(f"{redis_store._prefix}:*")) == []


def test_load_many_reports_missing_games(store):
    store.create("g1", b"v1", [])
    store.create("g3", b"w1", [])
    snaps = store.load_many(["g1", "g2", "g3"])
    assert [s and s.data for s in snaps] == [b"v1", None, b"w1"]


def test_index_pages_in_order(store):
    for entry in ["0002:b", "0001:a", "0003:c", "0003:d"]:
        store.index("cup", entry, 100)
    assert store.index_page("cup", None, 3) == ["0001:a", "0002:b", "0003:c"]
    assert store.index_page("cup", "0003:c", 3) == ["0003:d"]
    store.unindex("cup", ["0002:b"])
    assert store.index_page("cup", "0001:a", 10) == ["0003:c", "0003:d"]
    assert store.index_page("other", None, 10) == []


def test_an_index_lives_as_long_as_its_longest_game(redis_store):
    redis_store.index("cup", "0001:a", 100)
    redis_store.index("cup", "0002:b", 10)  # a shorter game never shortens the index
    key = Keys(redis_store.prefix).tag("cup")
    assert 99_000 < redis_store._redis.pttl(key) <= 100_000
    redis_store.index("cup", None, 500)
    assert 499_000 < redis_store._redis.pttl(key) <= 500_000
    redis_store.index("gone", None, 500)  # keeping alive an index that is not there: nothing
    assert not redis_store._redis.exists(Keys(redis_store.prefix).tag("gone"))


def test_memory_index_expires_by_its_clock():
    clock = Clock()
    store = MemoryStore(clock=clock)
    store.index("cup", "0001:a", 10)
    store.index("cup", "0002:b", 5)
    clock.now += 9
    assert store.index_page("cup", None, 10) == ["0001:a", "0002:b"]
    store.index("cup", None, 20)
    clock.now += 15
    assert store.index_page("cup", None, 10) == ["0001:a", "0002:b"]
    clock.now += 10
    assert store.index_page("cup", None, 10) == []


# -- through the service ----------------------------------------------------------------------

GAME = {"variant": "emotrions", "players": ["Ann", "Bob"], "seed": "expiry", "tag": "expiry"}


def _pttls(app, game_id: str) -> list[int]:
    """Milliseconds each stored key of the game has left (-1: none)."""
    store = app.extensions["referee"].store
    keys = [k for k in store._redis.scan_iter(f"{store._prefix}:*{{{game_id}}}*")]
    assert keys
    return [store._redis.pttl(k) for k in keys]


def play_out(app, game_id: str, seats: list[str], seed: str = "expiry") -> None:
    """Play to the end by seeded legal moves, reading nothing after the last move (a game with
    a short lifetime may be gone by then)."""
    service = app.extensions["referee"]
    pick = random.Random(seed)
    for _ in range(5000):
        game = service.load(game_id)
        seat = game.variant.to_act(game.state)[0]
        move = pick.choice(game.variant.legal_moves(game.state, seat))
        result = service.move(game_id, seats[seat], lambda _game, _caller, move=move: move)
        if orjson.loads(result.body)["view"]["status"] == "finished":
            return
    raise AssertionError("the game did not end")


def test_R90_a_finished_game_disappears_after_its_time(redis_url):
    app = tournament_app(redis_url, finished_ttl=30, abandoned_ttl=3600)
    client = app.test_client()
    created = create(client, GAME)
    game, seats = created["id"], created["tokens"]["seats"]
    # A move with an Idempotency-Key leaves a stored reply: it must go with the game.
    view = client.get(f"/v1/games/{game}").get_json()
    seat = view["to_act"][0]
    move = client.get(f"/v1/games/{game}/legal-moves", headers=bearer(seats[seat])).get_json()
    reply = client.post(f"/v1/games/{game}/moves", json=move["moves"][0],
                        headers={**bearer(seats[seat]), "Idempotency-Key": "k1"})
    assert reply.status_code == 200
    # (Margins are wide: the machine running the suite may be loaded.)
    assert all(3_500_000 < ttl <= 3_600_000 or 0 < ttl <= 30_000 for ttl in _pttls(app, game))
    play_out(app, game, seats)
    # Finished: every key of the game now lives 30 s at most; the record and the signed result
    # are readable until then (fetch them first).
    assert all(0 < ttl <= 30_000 for ttl in _pttls(app, game))
    assert client.get(f"/v1/games/{game}/record").status_code == 200
    assert client.get(f"/v1/games/{game}/result").status_code == 200
    assert [g["id"] for g in client.get("/v1/games?tag=expiry").get_json()["games"]] == [game]

    # One real expiry, of a game finished with a 1 s lifetime.
    short = tournament_app(redis_url, finished_ttl=1, abandoned_ttl=3600)
    client = short.test_client()
    created = create(client, GAME)
    game = created["id"]
    play_out(short, game, created["tokens"]["seats"])
    time.sleep(1.5)
    for path in ("", "/record", "/result", "/events"):
        assert_problem(client.get(f"/v1/games/{game}{path}"), 404)
    assert client.get("/v1/games?tag=expiry").get_json()["games"] == []
    store = short.extensions["referee"].store
    assert list(store._redis.scan_iter(f"{store._prefix}:*{{{game}}}*")) == []


def test_R90_a_game_the_director_ended_is_kept_as_a_finished_one(redis_url):
    app = tournament_app(redis_url, finished_ttl=30, abandoned_ttl=3600)
    client = app.test_client()
    created = create(client, {**GAME, "director": True})
    decided = client.post(f"/v1/games/{created['id']}/decisions",
                          json={"type": "award", "winners": [0], "reason": "time"},
                          headers=bearer(created["tokens"]["director"]))
    assert decided.status_code == 201, decided.get_json()
    # An award ends the game (R203): its keys live as long as a finished game's, not 3600 s.
    assert all(0 < ttl <= 30_000 for ttl in _pttls(app, created["id"]))


def test_R91_an_abandoned_game_expires_and_each_move_restarts_its_clock(redis_url):
    app = tournament_app(redis_url, finished_ttl=3600, abandoned_ttl=60)
    client = app.test_client()
    created = create(client, GAME)
    game, seats = created["id"], created["tokens"]["seats"]
    store = app.extensions["referee"].store
    snapshot = Keys(store.prefix).of_game(game)[0]
    store._redis.pexpire(snapshot, 5_000)  # as if 55 s had passed without a move
    view = client.get(f"/v1/games/{game}").get_json()
    assert store._redis.pttl(snapshot) <= 5_000  # reading is no activity
    seat = view["to_act"][0]
    move = client.get(f"/v1/games/{game}/legal-moves", headers=bearer(seats[seat])).get_json()
    assert client.post(f"/v1/games/{game}/moves", json=move["moves"][0],
                       headers=bearer(seats[seat])).status_code == 200
    assert all(50_000 < ttl <= 60_000 for ttl in _pttls(app, game))
    # One real expiry of an abandoned game.
    short = tournament_app(redis_url, abandoned_ttl=1)
    gone = create(short.test_client(), GAME)["id"]
    time.sleep(1.5)
    assert_problem(short.test_client().get(f"/v1/games/{gone}"), 404)


def test_idempotency_records_never_outlive_their_game(redis_url):
    app = tournament_app(redis_url, finished_ttl=120, abandoned_ttl=600, idempotency_ttl=86_400)
    assert app.extensions["referee"].idempotency_ttl == 120


def test_no_lifetime_keeps_games(redis_url):
    app = tournament_app(redis_url, finished_ttl=0, abandoned_ttl=0)
    client = app.test_client()
    created = create(client, GAME)
    finish(app, created["id"], created["tokens"]["seats"])
    assert all(ttl == -1 for ttl in _pttls(app, created["id"]))


def test_the_memory_store_expires_games_by_the_service_clock():
    clock = Clock()
    store = MemoryStore(clock=clock)
    app = create_app(Settings(abandoned_ttl=60, finished_ttl=10), store=store)
    client = app.test_client()
    created = create(client, GAME)
    clock.now += 59
    assert client.get(f"/v1/games/{created['id']}").status_code == 200
    clock.now += 2
    assert_problem(client.get(f"/v1/games/{created['id']}"), 404)
    assert client.get("/v1/games?tag=expiry").get_json()["games"] == []


def test_lifetimes_are_configured_in_seconds():
    settings = Settings.from_env({"REFEREE_FINISHED_TTL": "3600", "REFEREE_ABANDONED_TTL": "0"})
    assert (settings.finished_ttl, settings.abandoned_ttl) == (3600, 0)
    assert Settings().finished_ttl == Settings().abandoned_ttl == 30 * 86_400
