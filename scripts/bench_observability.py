"""What observability costs per request: the same requests through the Flask test client with the
request-id, log and metrics hooks installed and with only them taken out (any other
extension's hooks stay), in alternating rounds.

    python scripts/bench_observability.py [--requests 2000] [--rounds 7]

Prints the median CPU microseconds per request of each (process time, so that other load on
the machine counts less), and the difference. The log lines go to a
null stream (what is measured is formatting them, not the terminal). In-memory store, one
process: the hooks' cost, not Redis's.
"""

from __future__ import annotations

import argparse
import logging
import os
import statistics
import time
from typing import TextIO

from referee import create_app
from referee.config import Settings
from referee.http import observability
from referee.storage.memory import MemoryStore

HANDS = [["joy", "love", "goodness", "sadness", "hatred", "hunger"],
         ["joy", "love", "fury", "fury", "indecision", "sadness"]]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--requests", type=int, default=2000)
    parser.add_argument("--rounds", type=int, default=7)
    args = parser.parse_args()

    with open(os.devnull, "w") as null:
        bench(args.requests, args.rounds, null)


def bench(requests: int, rounds: int, null: TextIO) -> None:
    app = create_app(Settings(), store=MemoryStore())
    for handler in logging.getLogger("referee").handlers:
        handler.setStream(null)
    client = app.test_client()
    created = client.post("/v1/games", json={
        "variant": "emotrions", "players": ["a", "b"], "seed": "bench"}).get_json()
    paths = ["/healthz", f"/v1/games/{created['id']}"]
    ours = (observability._start, observability._finish)
    hooks = (app.before_request_funcs[None][:], app.after_request_funcs[None][:])
    others = tuple([f for f in funcs if f not in ours] for funcs in hooks)

    def run(path: str) -> float:
        start = time.process_time()
        for _ in range(requests):
            client.get(path)
        return (time.process_time() - start) / requests * 1e6

    for path in paths:
        timed: dict[str, list[float]] = {"with": [], "without": []}
        for _ in range(rounds):
            for mode in ("with", "without"):
                app.before_request_funcs[None] = hooks[0] if mode == "with" else others[0]
                app.after_request_funcs[None] = hooks[1] if mode == "with" else others[1]
                timed[mode].append(run(path))
        app.before_request_funcs[None], app.after_request_funcs[None] = list(hooks[0]), list(
            hooks[1])
        with_, without = statistics.median(timed["with"]), statistics.median(timed["without"])
        print(f"GET {path.split('/')[1] if path != '/healthz' else 'healthz'}: "
              f"{without:7.1f} us without, {with_:7.1f} us with observability, "
              f"+{with_ - without:5.1f} us per request")


if __name__ == "__main__":
    main()
