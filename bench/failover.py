"""Acknowledged moves through the loss of a Redis master (docs/reliability.md): many clients play
seeded games through the project's gunicorn on a Sentinel group (one master, two replicas,
three sentinels) or a Redis Cluster (three masters, a replica each; ``cluster-2``: two), every
move with an Idempotency-Key and If-Match, retried with the same key on a 503, a 409 or a lost
reply; after a few seconds of load (and once as many moves are acknowledged as there are
clients) the master holding the most games is killed (``kill -9``), its replicas held behind
first for ``--lag-ms`` (SIGSTOP and their links cut: a replica that far behind when its master
dies); then every game is audited through the API: every move answered 2xx is in its log
exactly once, its version is at least the last acknowledged, and its record verifies. Loopback
only.

    python bench/failover.py --topology sentinel --replicas 1 --lag-ms 250
    python bench/failover.py --table          # every row of docs/reliability.md's table

``--replicas`` is REFEREE_REDIS_REPLICAS (0: off; ``connected``). On the cluster a killed master
is started again ``--rejoin-after`` seconds after the kill (it comes back a replica): with one
replica a master and the setting at 1, the failed shard's moves wait for it. The report is
JSON; ``--table`` prints the Markdown rows. Figures taken on a busy machine are noisy.
"""

from __future__ import annotations

import argparse
import json
import sys
import threading
import time
from dataclasses import asdict, dataclass, field
from pathlib import Path

# tests.support and bench are importable from the repository root only (the venv installs
# referee, schemas and variants).
sys.path.insert(0, str(ROOT := Path(__file__).resolve().parents[1]))

from redis import Redis

from bench.reliability import TABLES, Report, Run
from tests.support.live import Server
from tests.support.redis_cluster import RedisCluster
from tests.support.redis_replicas import SentinelGroup
from variants.rng import Rng


@dataclass
class Failover:
    """One run's figures (with the audit's, :class:`bench.reliability.Report`)."""

    topology: str = ""
    replicas: str = "0"
    lag_ms: int = 0
    games_on_killed_master: int = 0
    kill_to_first_2xx_s: float | None = None
    moves_per_second: float = 0.0
    move_p50_ms: float = 0.0
    move_p99_ms: float = 0.0
    stepped_back: int = 0
    status_412: int = 0
    audit: Report = field(default_factory=Report)


def _percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))] if ordered else 0.0


def run(topology: str, replicas: str, lag_ms: int, *, games: int, clients: int,
        load_seconds: float, rejoin_after: float, seed: str, max_seconds: float,
        workers: int, kill_after_moves: int | None = None) -> Failover:
    """One load-and-kill run; returns its figures. The master is killed after
    ``load_seconds`` of load, and not before ``kill_after_moves`` moves are acknowledged (by
    default as many as there are clients)."""
    out = Failover(topology, replicas, lag_ms)
    if topology == "sentinel":
        redis: SentinelGroup | RedisCluster = SentinelGroup(
            replicas=2, sentinels=3, down_ms=1000, appendonly=True).start()
    else:  # "cluster": a replica a master; "cluster-2": two
        redis = RedisCluster(3, replicas=2 if topology == "cluster-2" else 1,
                             node_timeout_ms=2000, appendonly=True).start()
    # Every client shares the loopback address: the rate limits would throttle the load itself.
    server = Server({"REDIS_URL": redis.url, "REFEREE_REDIS_TIMEOUT": "1",
                     "REFEREE_REDIS_REPLICAS": replicas, "REFEREE_REDIS_REPLICAS_TIMEOUT": "1",
                     "REFEREE_TIMEOUT": "10", "REFEREE_LOG_LEVEL": "ERROR",
                     "REFEREE_RATE_LIMIT_CLIENT": "off", "REFEREE_RATE_LIMIT_TOKEN": "off"},
                    workers=workers).start()
    start = time.monotonic()
    report = out.audit
    report.clients = clients
    game_run = Run(server.url, report, start + max_seconds, if_match=True)
    queue = list(range(games))
    lock = threading.Lock()

    def client() -> None:
        while True:
            with lock:
                if not queue:
                    return
                n = queue.pop()
            try:
                game_run.play(TABLES[n % 2], Rng(f"failover/{seed}/game/{n}"), f"game {n}")
            except Exception as exc:  # reported, the run goes on
                report.problems.append(f"game {n}: {type(exc).__name__}: {exc}")

    threads = [threading.Thread(target=client, daemon=True) for _ in range(clients)]
    for thread in threads:
        thread.start()
    try:
        time.sleep(load_seconds)
        # The kill falls under load however slow the machine (a loaded one may not have
        # acknowledged a move in the time, its master holding no game yet).
        wanted = clients if kill_after_moves is None else kill_after_moves
        while (report.moves_acknowledged < wanted and time.monotonic() < game_run.deadline
               and any(t.is_alive() for t in threads)):
            time.sleep(0.05)
        killed, doomed = _kill(redis, game_run, lag_ms)
        kill_at = time.monotonic()
        out.games_on_killed_master = len(doomed)
        rejoined = False
        while any(t.is_alive() for t in threads) and time.monotonic() < game_run.deadline:
            time.sleep(0.2)
            if (isinstance(redis, RedisCluster) and not rejoined
                    and time.monotonic() - kill_at >= rejoin_after):
                redis.restart(killed)
                rejoined = True
        # The first move sent after the kill to a game of the killed master and answered 2xx.
        first = [sent + took for sent, gid, took in game_run.answered
                 if sent > kill_at and gid in doomed]
        out.kill_to_first_2xx_s = round(min(first) - kill_at, 2) if first else None
        elapsed = time.monotonic() - start
        game_run.deadline = time.monotonic() + 120  # the audit's own time
        game_run.audit()
        for gid, version in game_run.last_version.items():
            status, _, view = game_run.call("GET", f"/v1/games/{gid}")
            if status != 200 or view["version"] < version:
                out.stepped_back += 1
                report.problems.append(f"{gid}: at version {view.get('version')}, "
                                       f"{version} was acknowledged")
    finally:
        report.seconds = round(time.monotonic() - start, 1)
        server.stop()
        redis.stop()
    latencies = [seconds for _, _, seconds in game_run.answered]
    out.moves_per_second = round(report.moves_acknowledged / elapsed, 1)
    out.move_p50_ms = round(1000 * _percentile(latencies, 0.5), 1)
    out.move_p99_ms = round(1000 * _percentile(latencies, 0.99), 1)
    return out


def _kill(redis: SentinelGroup | RedisCluster, game_run: Run, lag_ms: int) -> tuple[int, set]:
    """Kill the master holding the most games, its replicas held ``lag_ms`` behind first;
    returns its port and the games it held."""
    with game_run.lock:
        gids = list(game_run.acked)
    if isinstance(redis, SentinelGroup):
        master, replicas, doomed = redis.master(), redis.replica_ports(), set(gids)
    else:
        held: dict[int, set] = {}
        for gid in gids:
            held.setdefault(redis.master_of("{" + gid + "}"), set()).add(gid)
        master = max(held, key=lambda port: len(held[port]))
        replicas, doomed = redis.masters().get(master, []), held[master]
    if lag_ms:
        for port in replicas:
            redis.hold(port) if isinstance(redis, RedisCluster) else redis.hold_replica(port)
        # A stopped replica's kernel still takes in its master's stream (and hands it over when
        # it runs again): its links are cut too, so what the master writes from now on is the
        # master's alone, the replica lag_ms behind when it dies.
        with Redis(port=master, socket_timeout=2) as client:
            client.client_kill_filter(_type="replica")
        time.sleep(lag_ms / 1000)
    redis.kill(master)
    for port in replicas:
        redis.release(port) if isinstance(redis, RedisCluster) else redis.release_replica(port)
    return master, doomed


#: docs/reliability.md's rows: (topology, REFEREE_REDIS_REPLICAS, replica lag at the kill).
ROWS = [("sentinel", "0", 0), ("sentinel", "0", 250), ("sentinel", "1", 250),
        ("sentinel", "connected", 250), ("cluster", "0", 250), ("cluster", "1", 250),
        ("cluster", "connected", 250), ("cluster-2", "1", 250)]


def table(results: list[Failover]) -> str:
    lines = ["| topology | REFEREE_REDIS_REPLICAS | replica behind at the kill | moves "
             "answered 2xx | lost | games lost | doubled | stepped back | records invalid | kill to first "
             "2xx on its games | moves/s | p99 of a move |",
             "|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|"]
    for r in results:
        first = "–" if r.kill_to_first_2xx_s is None else f"{r.kill_to_first_2xx_s} s"
        lines.append(
            f"| {r.topology} | `{r.replicas}` | {r.lag_ms} ms | {r.audit.moves_acknowledged} "
            f"| {r.audit.lost_moves} | {r.audit.lost_games} | {r.audit.doubled_moves} "
            f"| {r.stepped_back} "
            f"| {r.audit.records_invalid} | {first} | {r.moves_per_second} "
            f"| {r.move_p99_ms} ms |")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--topology", choices=("sentinel", "cluster", "cluster-2"),
                        default="sentinel", help="cluster: a replica a master; cluster-2: two")
    parser.add_argument("--replicas", default="1", help="REFEREE_REDIS_REPLICAS")
    parser.add_argument("--lag-ms", type=int, default=250)
    parser.add_argument("--games", type=int, default=300)
    parser.add_argument("--clients", type=int, default=16)
    parser.add_argument("--load-seconds", type=float, default=5.0)
    parser.add_argument("--rejoin-after", type=float, default=5.0)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--seed", default="1")
    parser.add_argument("--max-seconds", type=float, default=600)
    parser.add_argument("--table", action="store_true", help="run every row of the docs' table")
    args = parser.parse_args(argv)
    rows = ROWS if args.table else [(args.topology, args.replicas, args.lag_ms)]
    results = []
    for topology, replicas, lag in rows:
        results.append(run(topology, replicas, lag, games=args.games, clients=args.clients,
                           load_seconds=args.load_seconds, rejoin_after=args.rejoin_after,
                           seed=args.seed, max_seconds=args.max_seconds,
                           workers=args.workers))
        print(json.dumps(asdict(results[-1]), indent=2), file=sys.stderr, flush=True)
    if args.table:
        print(table(results))
    else:
        print(json.dumps(asdict(results[0]), indent=2))
    safe = all(r.audit.lost_moves == r.audit.lost_games == r.audit.doubled_moves == 0
               and r.stepped_back == 0
               and r.audit.records_invalid == r.audit.status_500 == 0
               for r in results if r.replicas != "0")
    return 0 if safe else 1


if __name__ == "__main__":
    sys.exit(main())
