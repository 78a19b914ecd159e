"""Replicated before answered (REFEREE_REDIS_REPLICAS, docs/reliability.md), on a real master
with a real replica: a change is answered once the replica holds it; a replica held back (SIGSTOP)
makes the change a 503 not-yet-replicated that happened all the same, whose retry with the same
Idempotency-Key gets the one reply once the replica has caught up, with nothing set off (the
stream's notice) before; and the service finds its master through real sentinels
(``redis+sentinel://``) and follows their failover."""

from __future__ import annotations

import threading
import uuid

import pytest
from flask.testing import FlaskClient

from referee import create_app
from referee.bootstrap import bootstrap
from referee.config import ConfigError, Settings
from referee.storage.backend import RedisBackend
from referee.storage.redis_store import RedisStore, sentinel_master
from referee.storage.store import (
    IdempotencyRecord,
    KeyAnswered,
    NotReplicated,
    StoreUnavailable,
)
from tests.support.http import DEAL_2P, Table, assert_problem, bearer, until
from tests.support.redis_replicas import SentinelGroup

#: How long a wait the test expects the replica to meet may take (seconds): generous, so that a
#: loaded machine never fails it; a met wait ends at the replica's acknowledgement, however long
#: it was allowed.
MET = 30.0
#: How long a wait the test expects to run out takes: its replica is held, nothing comes.
MISSED = 0.3


def _store(url: str, replicas: int = 1, timeout: float = MET,
           prefix: str | None = None) -> RedisStore:
    return RedisStore.from_url(url, prefix=prefix or f"test-{uuid.uuid4().hex[:12]}",
                               replicas=replicas, replicas_timeout=timeout)


def two_stores(url: str, replicas: int = 1, missed: float = MISSED) -> tuple[RedisStore, RedisStore]:
    """Two stores on one prefix, as two of the service's processes: the first's waits are met
    (:data:`MET`), the second's run out after ``missed`` (used while the replica is held)."""
    met = _store(url, replicas)
    return met, _store(url, replicas, missed, met.prefix)


def _apps(url: str) -> tuple[FlaskClient, FlaskClient]:
    """The test clients of two apps on :func:`two_stores`' two stores (one game store, as two
    processes of the service share it): the first's waits are met, the second's run out."""
    met, missing = two_stores(url)
    settings = Settings(redis_replicas=1)
    return (create_app(settings, store=met).test_client(),
            create_app(settings, store=missing).test_client())


def test_a_commit_is_answered_once_the_replica_holds_it(pair):
    store = _store(pair.url)
    replica = pair.client(pair.replica_ports()[0])
    store.create("g1", b"one", [b'{"seq": 1}'])
    assert store.commit("g1", 1, b"two", [b'{"seq": 2}'])
    # Read from the replica the moment the commit is answered: WAIT made it hold it.
    assert replica.hget(f"{store.prefix}:game:{{g1}}", "v") == b"2"
    assert not store.commit("g1", 1, b"lost race", [])  # a compare-and-set lost, as without


def test_a_commit_the_replica_misses_is_made_held_and_confirmed_later(pair, held):
    met, store = two_stores(pair.url)
    met.create("g1", b"one", [b'{"seq": 1}'])
    listener = pair.client(pair.master_port).pubsub(ignore_subscribe_messages=True)
    listener.subscribe(store.channel("g1"))
    pair.hold_replica(held)
    with pytest.raises(NotReplicated) as caught:
        store.commit("g1", 1, b"two", [b'{"seq": 2}'])
    # Made on the master (never to be applied again) ...
    assert store.load("g1").version == 2
    assert not store.commit("g1", 1, b"again", [])
    # ... and the live streams not told of it before the replica holds it.
    assert listener.get_message(timeout=MISSED) is None
    pair.release_replica(held)
    assert caught.value.confirm(MET)
    assert listener.get_message(timeout=MET)["data"] == b"2"
    assert pair.client(held).hget(f"{store.prefix}:game:{{g1}}", "v") == b"2"


def test_a_wait_longer_than_the_socket_timeout_is_still_a_wait(pair, held):
    met = _store(pair.url)
    store = RedisStore.from_url(pair.url, timeout=0.2, prefix=met.prefix, replicas=1,
                                replicas_timeout=0.5)
    met.create("g1", b"one", [])
    pair.hold_replica(held)
    with pytest.raises(NotReplicated) as caught:  # not a timeout: the change is made
        store.commit("g1", 1, b"two", [])
    pair.release_replica(held)
    assert caught.value.confirm(MET)  # a wait far beyond the socket's 0.2 s


def test_the_confirm_of_a_lost_connection_says_no(pair, held):
    met, store = two_stores(pair.url)
    met.create("g1", b"one", [])
    pair.hold_replica(held)
    with pytest.raises(NotReplicated) as caught:
        store.commit("g1", 1, b"two", [b'{"seq": 1}'])
    pair.client(pair.master_port).client_kill_filter(_type="normal", skipme=True)
    assert caught.value.confirm(1) is False


def test_a_move_not_yet_replicated_is_503_and_its_retry_gets_the_one_reply(pair, held):
    client, missing = _apps(pair.url)
    table = Table(client, {"variant": "emotrions", "players": ["Ann", "Bob"], "deal": DEAL_2P})
    stake = {"type": "stake", "cards": ["goodness"]}
    key = {"Idempotency-Key": "stake-1", "If-Match": '"1"'}

    pair.hold_replica(held)
    table.client = missing  # the same game, through the process whose waits run out
    body = assert_problem(table.move(0, stake, key), 503)
    assert body["type"].endswith("not-yet-replicated") and "was made" in body["detail"]
    # The retry, the replica still behind: the same answer, and the move not applied again.
    r = table.move(0, stake, key)
    assert_problem(r, 503)
    assert r.headers["Retry-After"].isdigit()
    assert table.view(0).get_json()["version"] == 2

    pair.release_replica(held)
    table.client = client
    r = table.move(0, stake, key)
    assert r.status_code == 200, r.get_json()
    assert r.get_json()["version"] == 2
    moves = [e for e in table.events(0) if e["type"] == "move"]
    assert len(moves) == 1  # once, for three requests


def test_what_a_change_sets_off_waits_for_its_replica(pair, held):
    """A move handing the turn to a bot queues the bot's job (docs/bots.md): not before the replica
    holds the move, and at once after (the held change's thread, referee.bootstrap)."""
    # Two processes of the service on one store: the first's waits are met, the second's run
    # out (it makes the changes while the replica is held).
    met, store = two_stores(pair.url)
    settings = Settings(key_prefix=met.prefix, redis_replicas=1, bot_workers="external",
                        bot_stall_seconds=3600)
    service = bootstrap(RedisBackend(met), settings).service
    services = bootstrap(RedisBackend(store), settings)
    missing = services.service
    game, tokens = service.create("emotrions", ["Ada", "Bot"], {}, seed="held",
                                  start={"leader": 0}, bots={1: "greedy"})
    move = game.variant.legal_moves(game.state, 0)[0]
    pair.hold_replica(held)
    with pytest.raises(NotReplicated):
        missing.move(game.id, tokens["seats"][0], lambda game, caller: move)
    assert missing.load(game.id).version == 2  # made
    jobs = pair.client(pair.master_port)
    assert jobs.xlen(services.jobs.streams["interactive"]) == 0  # and nothing set off
    pair.release_replica(held)
    until(lambda: jobs.xlen(services.jobs.streams["interactive"]) == 1)

    # The bot moves; the person's next move, handing it the turn again, loses its connection
    # while it waits (its primary gone, for all it knows): what it sets off is never sent.
    game = service.load(game.id)
    while service.awaited_bot(game) is not None:
        service.play_bot(game.id, game.version)
        game = service.load(game.id)
    move = next(m for m in game.variant.legal_moves(game.state, 0)
                if 1 in game.variant.to_act(game.variant.apply(game.state, m)[0]))
    queued = jobs.xlen(services.jobs.streams["interactive"])
    pair.hold_replica(held)
    with pytest.raises(NotReplicated):
        missing.move(game.id, tokens["seats"][0], lambda game, caller: move)
    jobs.client_kill_filter(_type="normal", skipme=True)
    until(lambda: not any(t.name == "referee-held" for t in threading.enumerate()))
    assert jobs.xlen(services.jobs.streams["interactive"]) == queued


def test_a_creation_not_yet_replicated_is_the_same_game_on_retry(pair, held):
    client, missing = _apps(pair.url)
    game = {"variant": "emotrions", "players": ["Ann", "Bob"], "deal": DEAL_2P}
    key = {"Idempotency-Key": "create-1"}
    pair.hold_replica(held)
    assert_problem(missing.post("/v1/games", json=game, headers=key), 503)
    pair.release_replica(held)
    first = client.post("/v1/games", json=game, headers=key)
    again = client.post("/v1/games", json=game, headers=key)
    assert first.status_code == again.status_code == 201, first.get_json()
    assert first.get_json()["id"] == again.get_json()["id"]
    assert first.get_json()["tokens"] == again.get_json()["tokens"]
    seat = first.get_json()["tokens"]["seats"][0]
    assert client.get(f"/v1/games/{first.get_json()['id']}", headers=bearer(seat)).status_code \
        == 200


def test_a_pending_marker_a_lost_primary_left_is_taken_over(pair):
    store = _store(pair.url)
    store.create("g1", b"one", [])
    key = f"{store.prefix}:idem:{{g1}}:scope"
    assert store.claim("g1", "scope", b"Pfp", 60_000) == (None, store.load("g1"))
    mine = pair.client(pair.master_port).get(key)
    assert mine.startswith(b"Pfp@") and len(mine) == 4 + 40  # the primary's run id
    # The same request again on the same primary: still running (409).
    assert store.claim("g1", "scope", b"Pfp", 60_000)[0] == mine
    # Its marker as a failover leaves it (another primary's id): its commit never ran here.
    pair.client(pair.master_port).set(key, b"Pfp@" + b"0" * 40, px=60_000)
    assert store.claim("g1", "scope", b"Pfp", 60_000)[0] is None
    assert store.commit("g1", 1, b"two", [], IdempotencyRecord("scope", b"Dfp-reply", 60))
    # A late commit of the first try (had it reached this primary) finds the reply: refused.
    with pytest.raises(KeyAnswered):
        store.commit("g1", 2, b"three", [], IdempotencyRecord("scope", b"Dfp-other", 60))
    assert store.load("g1").version == 2
    store.release("g1", "scope", b"Pfp")  # a finished reply is never released
    assert store.claim("g1", "scope", b"Pfp", 60_000)[0] == b"Dfp-reply"


def test_connected_waits_for_the_replicas_there_are(pair, held):
    met, store = two_stores(pair.url, replicas=-1)
    met.create("g1", b"one", [])
    assert pair.client(held).hget(f"{store.prefix}:game:{{g1}}", "v") == b"1"
    pair.hold_replica(held)
    with pytest.raises(NotReplicated):  # connected, only behind: waited for
        store.commit("g1", 1, b"two", [])


def test_the_setting_is_read_and_checked():
    env = {"REDIS_URL": "redis://127.0.0.1:6379/0"}
    settings = Settings.from_env({**env, "REFEREE_REDIS_REPLICAS": "2",
                                  "REFEREE_REDIS_REPLICAS_TIMEOUT": "0.5"})
    assert (settings.redis_replicas, settings.redis_replicas_timeout) == (2, 0.5)
    assert Settings.from_env({**env, "REFEREE_REDIS_REPLICAS": "connected"}).redis_replicas == -1
    assert Settings.from_env(env).redis_replicas == 0
    with pytest.raises(ConfigError, match="REFEREE_REDIS_REPLICAS"):
        Settings.from_env({**env, "REFEREE_REDIS_REPLICAS": "some"})
    with pytest.raises(ConfigError, match="needs REDIS_URL"):
        Settings.from_env({"REFEREE_REDIS_REPLICAS": "1"})
    sentinels = "redis+sentinel://:secret@10.0.0.1:26379,10.0.0.2:26379/main/0"
    assert Settings.from_env({"REDIS_URL": sentinels}).redis_url == sentinels
    for wrong in ("redis+sentinel://:secret@10.0.0.1:26379", "redis+sentinel://:secret@h:x/m"):
        with pytest.raises(ConfigError, match="Sentinel group") as caught:
            Settings.from_env({"REDIS_URL": wrong})
        assert "secret" not in str(caught.value)


def test_a_sentinel_url_names_the_sentinels_the_master_and_the_credentials():
    client = sentinel_master(
        "rediss+sentinel://user:p%40ss@10.0.0.1:26380,10.0.0.2/main/3"
        "?sentinel_password=sp&ssl_ca_certs=/ca.pem", 0.5)
    pool = client.connection_pool
    assert pool.service_name == "main"
    assert [(s.connection_pool.connection_kwargs["host"], s.connection_pool.connection_kwargs[
        "port"]) for s in pool.sentinel_manager.sentinels] == [("10.0.0.1", 26380),
                                                              ("10.0.0.2", 26379)]
    sentinel = pool.sentinel_manager.sentinels[0].connection_pool.connection_kwargs
    assert sentinel["password"] == "sp" and sentinel["ssl_ca_certs"] == "/ca.pem"
    master = pool.connection_kwargs
    assert (master["username"], master["password"], master["db"]) == ("user", "p@ss", 3)
    assert master["ssl_ca_certs"] == "/ca.pem"
    with pytest.raises(ValueError, match="names sentinels and a master"):
        sentinel_master("redis+sentinel://10.0.0.1:26379", 0.5)


def _answer(read):
    """``read()``, or None while the store is unavailable (a failover settling)."""
    try:
        return read()
    except StoreUnavailable:
        return None


def test_the_service_finds_its_master_through_sentinels_and_follows_a_failover():
    # Down after 1 s without an answer (as bench/failover.py): a loaded machine can keep a
    # master from answering for half a second, which must not fail it over before the kill.
    group = SentinelGroup(replicas=2, sentinels=3, down_ms=1000).start()
    try:
        store = _store(group.url)
        store.create("g1", b"one", [b'{"seq": 1}'])
        assert store.commit("g1", 1, b"two", [b'{"seq": 2}'])
        old = group.master()
        group.kill(old)
        new = group.wait_failover(old)
        assert new != old
        # Acknowledged, so on the new master, which the store finds through the sentinels
        # (its first reads may still meet the old master's sockets: 503s, then the answer).
        assert until(lambda: _answer(lambda: store.load("g1"))).version == 2
        group.wait_online(1, master=new)  # the other replica resynced: a change can reach it
        assert store.commit("g1", 2, b"three", [b'{"seq": 3}'])
        assert store.load("g1").version == 3
        assert group.client(new).hget(f"{store.prefix}:game:{{g1}}", "v") == b"3"
    finally:
        group.stop()
