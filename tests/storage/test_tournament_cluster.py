"""A tournament's store on a real three-master Redis Cluster (its writes through the game
store's one wait, referee.storage.tournaments): its scripts run on the master of its hash tag,
with and without replicas asked for (``connected``: none here, so none is waited for), and the
log's ``once`` append (R246) appends once."""

from __future__ import annotations

from referee.storage.redis_store import RedisStore
from referee.storage.store import IdempotencyRecord
from referee.storage.tournaments import RedisTournaments
from tests.support.redis_cluster import RedisCluster


def test_tournaments_commit_and_append_once_on_a_cluster():
    cluster = RedisCluster().start()
    try:
        for replicas in (0, -1):
            store = RedisTournaments(RedisStore.from_url(
                cluster.url, prefix=f"tc{replicas}", replicas=replicas))
            for n in range(6):  # spread over the masters by their ids
                tid = f"cup-{n}"
                assert store.commit(tid, 0, b"doc", [b"created"])
                assert store.commit(tid, 1, b"doc2", [b"round"], IdempotencyRecord("k", b"r", 60))
                assert not store.commit(tid, 1, b"lost", [])
                assert store.append(tid, [b"final"], once="result_final:g")
                assert not store.append(tid, [b"final"], once="result_final:g")
                assert store.events(tid) == [b"created", b"round", b"final"]
                assert store.load(tid).version == 2 and store.recalled(tid, "k") == b"r"
    finally:
        cluster.stop()
