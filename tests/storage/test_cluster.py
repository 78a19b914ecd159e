"""Scale-out on a real three-master Redis Cluster: two service processes with the cluster-aware
client (``REDIS_URL=redis+cluster://...``), each given a different node to start from, play a
game of every variant to the end with moves alternating between them, and computer players
move through the bots' jobs stream on the cluster (docs/rulings/workers.md).

One test, so that the cluster and the servers start once even when pytest-xdist spreads tests
over several processes (module fixtures are per process)."""

from __future__ import annotations

import pytest
import redis.cluster

from referee.storage.redis_store import RedisStore
from tests.support.http import until
from tests.support.live import Server, request
from tests.support.play import play_every_variant
from tests.support.redis_cluster import RedisCluster

PREFIX = "cluster-test"


def _games_spread_over_the_masters_and_each_keeps_its_keys_on_one(url: str) -> None:
    store = RedisStore.from_url(url, prefix=PREFIX)
    client = redis.cluster.RedisCluster.from_url(url.replace("+cluster", ""))
    nodes = set()
    for n in range(12):
        game_id = f"spread-{n}"
        store.create(game_id, b"{}", [b"created"])
        assert store.commit(game_id, 1, b"{}", [b"moved"])
        keys = [f"{PREFIX}:game:{{{game_id}}}", f"{PREFIX}:events:{{{game_id}}}"]
        owners = {client.get_node_from_key(key).name for key in keys}
        assert len(owners) == 1  # one hash slot: the commit script may touch both keys
        nodes |= owners
        assert store.events(game_id) == [b"created", b"moved"]
    assert len(nodes) >= 2


def _bots_play_through_the_jobs_stream_on_the_cluster(urls: list[str], url: str) -> None:
    """docs/rulings/workers.md on a cluster: the bots' jobs are a stream a lane (one slot),
    taken by both servers' pools through the consumer group; an all-bot game created on one is
    played to its end, and a person's move on the other gets its bot's answer with ``Prefer:
    wait``."""
    status, _, created = request("POST", urls[0] + "/v1/games", {
        "variant": "pareo", "players": ["A", "B"], "seed": "cluster-bots",
        "bots": {"0": "greedy", "1": "greedy"}})
    assert status == 201 and created["view"]["status"] == "active"  # answered at once
    until(lambda: request("GET", f"{urls[1]}/v1/games/{created['id']}")[2]["status"]
          == "finished")
    status, _, created = request("POST", urls[0] + "/v1/games", {
        "variant": "pareo", "players": ["A", "B"], "seed": "cluster-person", "leader": 0,
        "bots": {"1": "greedy"}})
    seat = created["tokens"]["seats"][0]
    _, _, legal = request("GET", f"{urls[1]}/v1/games/{created['id']}/legal-moves", token=seat)
    status, headers, reply = request("POST", f"{urls[1]}/v1/games/{created['id']}/moves",
                                     legal["moves"][0], token=seat,
                                     headers={"Prefer": "wait=10"})
    assert status == 200 and headers["Preference-Applied"] == "wait=10"
    assert any(e["type"] == "move" and e.get("bot") == "greedy" for e in reply["events"])
    client = redis.cluster.RedisCluster.from_url(url.replace("+cluster", ""))
    # Every job acknowledged, once its worker is done with it: the reply shows the bot's move
    # from its commit, which comes before the job's acknowledgement (a bot process at a lower
    # priority may be preempted between the two).
    # (A person's game: the interactive lane's stream, docs/deployment.md.)
    until(lambda: [(g["name"], g["pending"])
                   for g in client.xinfo_groups(f"{{{PREFIX}:bots}}:interactive")]
          == [(b"bots", 0)])


@pytest.mark.redis
def test_every_variant_plays_to_the_end_alternating_between_two_instances_on_a_cluster():
    cluster = RedisCluster().start()
    servers = []
    try:
        _games_spread_over_the_masters_and_each_keeps_its_keys_on_one(cluster.url)
        env = {"REFEREE_KEY_PREFIX": PREFIX, "REFEREE_LOG_LEVEL": "WARNING"}
        for port in cluster.ports[:2]:
            servers.append(Server({**env, "REDIS_URL": f"redis+cluster://127.0.0.1:{port}"}))
            servers[-1].start()
        urls = [server.url for server in servers]
        for url in urls:
            status, _, ready = request("GET", url + "/readyz")
            assert status == 200 and ready["store"] == "RedisStore"
        play_every_variant(urls, "cluster")
        _bots_play_through_the_jobs_stream_on_the_cluster(urls, cluster.url)
    finally:
        for server in servers:
            server.stop()
        cluster.stop()
