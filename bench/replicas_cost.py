"""What waiting for replicas costs a commit (REFEREE_REDIS_REPLICAS, docs/performance.md): the
store's compare-and-set commits of one game, one after another, on a loopback master with one
replica, without the wait and with it (``WAIT 1`` sent after the script in the same round trip).

    python bench/replicas_cost.py --commits 3000

Prints the mean, median and 99th percentile of a commit in microseconds, each way. Loopback
hides the network: on real hosts the wait adds the replica's round trip (its link's latency).
"""

from __future__ import annotations

import argparse
import sys
import time
import uuid
from pathlib import Path

# tests.support and bench are importable from the repository root only (the venv installs
# referee, schemas and variants).
sys.path.insert(0, str(ROOT := Path(__file__).resolve().parents[1]))

from referee.storage.redis_store import RedisStore
from tests.support.redis_replicas import Replicated


def commits(store: RedisStore, count: int) -> list[float]:
    """The seconds each of ``count`` commits of a 2 KiB snapshot and one event took."""
    game = uuid.uuid4().hex
    store.create(game, b"x" * 2048, [b'{"seq": 1}'])
    took = []
    for version in range(1, count + 1):
        start = time.perf_counter()
        assert store.commit(game, version, b"y" * 2048, [b'{"seq": %d}' % (version + 1)])
        took.append(time.perf_counter() - start)
    return took


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--commits", type=int, default=3000)
    args = parser.parse_args(argv)
    servers = Replicated(replicas=1).start()
    try:
        print("| REFEREE_REDIS_REPLICAS | mean | median | p99 |")
        print("|---|---:|---:|---:|")
        for replicas in (0, 1):
            store = RedisStore.from_url(servers.url, prefix=f"cost-{uuid.uuid4().hex[:8]}",
                                        replicas=replicas)
            commits(store, 200)  # warm: connections, scripts
            took = sorted(commits(store, args.commits))
            mean = sum(took) / len(took)
            print(f"| `{replicas}` | {mean * 1e6:.0f} µs | {took[len(took) // 2] * 1e6:.0f} µs "
                  f"| {took[int(len(took) * 0.99)] * 1e6:.0f} µs |")
    finally:
        servers.stop()
    return 0


if __name__ == "__main__":
    sys.exit(main())
