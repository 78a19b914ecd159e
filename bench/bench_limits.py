"""Benchmark: what the rate limiter (referee.http.limits) costs a request (docs/api.md reports it).

Two apps in this process on the same Redis, one with the default limits and one with both
switched off, each serving the same requests through Flask's test client: a seat's view, its
legal moves (both with a token), and a spectator's view. Rounds alternate between the two apps
so that a machine busy with other work slows both alike; the figures are the median per-request
time of each app over the rounds, in wall clock and in this process's CPU time, and their
difference. The limits are far above what the run spends, so no request is refused.

    .venv/bin/python bench/bench_limits.py --redis redis://127.0.0.1:6379/0 --rounds 20

Loopback Redis only; every loop is bounded; the keys it writes carry a fresh prefix.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
import uuid
from pathlib import Path

# tests.support and bench are importable from the repository root only (the venv installs
# referee, schemas and variants).
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from referee import create_app
from referee.config import Settings
from tests.support.http import DEAL_2P, Table, bearer

#: "on": limits as high as the run needs (a limit's value does not change what it costs).
LIMITS = {
    "on": {"rate_limit_client": "1000000/minute", "rate_limit_token": "1000000/minute"},
    "off": {"rate_limit_client": "off", "rate_limit_token": "off"},
}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--redis", default="redis://127.0.0.1:6379/0")
    parser.add_argument("--rounds", type=int, default=20)
    parser.add_argument("--requests", type=int, default=100, help="per round, per kind")
    args = parser.parse_args()

    tables = {}
    for name, rates in LIMITS.items():
        settings = Settings(redis_url=args.redis, key_prefix=f"bench-{uuid.uuid4().hex[:8]}",
                            log_level="WARNING", **rates)
        client = create_app(settings).test_client()
        tables[name] = Table(client, {"variant": "emotrions", "players": ["Ann", "Bob"],
                                      "deal": DEAL_2P})
    kinds = {
        "seat view": lambda t: t.client.get(f"/v1/games/{t.id}", headers=bearer(t.seats[0])),
        "legal moves": lambda t: t.client.get(f"/v1/games/{t.id}/legal-moves",
                                              headers=bearer(t.seats[0])),
        "spectator view": lambda t: t.client.get(f"/v1/games/{t.id}"),
    }
    samples = {(kind, name): ([], []) for kind in kinds for name in LIMITS}
    for _ in range(args.rounds):
        for kind, send in kinds.items():
            for name, table in tables.items():
                wall, cpu = time.perf_counter(), time.process_time()
                for _ in range(args.requests):
                    assert send(table).status_code == 200
                samples[kind, name][0].append((time.perf_counter() - wall) / args.requests)
                samples[kind, name][1].append((time.process_time() - cpu) / args.requests)

    print(f"{args.rounds} rounds × {args.requests} requests of each kind, per request (median):")
    print(f"{'request':16} {'wall off':>9} {'wall on':>9} {'+wall':>8} "
          f"{'cpu off':>9} {'cpu on':>9} {'+cpu':>8}")
    for kind in kinds:
        off = [statistics.median(s) * 1e6 for s in samples[kind, "off"]]
        on = [statistics.median(s) * 1e6 for s in samples[kind, "on"]]
        print(f"{kind:16} {off[0]:8.0f}µs {on[0]:8.0f}µs {on[0] - off[0]:7.0f}µs "
              f"{off[1]:8.0f}µs {on[1]:8.0f}µs {on[1] - off[1]:7.0f}µs")


if __name__ == "__main__":
    main()
