"""Benchmark: would storing each viewer's rendered view at commit pay (docs/performance.md)?

A ``GET /v1/games/{id}`` now reads the snapshot (one ``EVALSHA``/``HMGET``), decodes it
(``orjson`` and the engine's ``load``), authenticates the token, builds the caller's view and
encodes it. With views stored at commit, it would read the caller's bytes instead (one
``HMGET`` of the version, the token digests and one view), and every commit would build and
encode n + 1 views (each seat's and the spectator's; games with clocks or a spectator delay
would still need the state: their views change with the time or lag the log).

This measures both sides in process, CPU only, over seeded random playouts of every variant
(no Redis: its round trip is the same one either way): per GET, what stored views would save;
per move, what they would add.

    .venv/bin/python bench/bench_views.py [--games 10]
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

# tests.support and bench are importable from the repository root only (the venv installs
# referee, schemas and variants).
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import orjson

from bench.perf import GAMES, playout
from referee.core.games import GameService
from referee.storage.memory import MemoryStore
from variants import find_variant


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=10)
    args = parser.parse_args()
    print("| variant | players | GET now: decode + view, µs | stored view would save, µs | "
          "a commit would add (n + 1 views), µs | move now, µs |")
    print("|---|---:|---:|---:|---:|---:|")
    for name, (players, options) in GAMES.items():
        variant = find_variant(name)
        service = GameService(MemoryStore())
        read, add, move = [], [], []
        for i in range(args.games):
            seed = f"views-{i}"
            game, tokens = service.create(name, players, options, seed=seed)
            token = tokens["seats"][0]
            for seat, wire in playout(name, players, options, seed):
                snapshot = service.store.load(game.id)
                t0 = time.process_time()
                loaded = service.snapshots.decode(game.id, snapshot.version, snapshot.data)
                caller = loaded.caller(token)
                orjson.dumps(loaded.view(caller))
                t1 = time.process_time()
                for viewer in [None, *range(len(players))]:
                    who = loaded.caller(tokens["seats"][viewer]) if viewer is not None else \
                        loaded.caller(None)
                    orjson.dumps(loaded.view(who))
                t2 = time.process_time()
                cls = variant.move_types[wire["type"]]
                values = {k: tuple(v) if isinstance(v, list) else v
                          for k, v in wire.items() if k != "type"}
                service.move(game.id, tokens["seats"][seat],
                             lambda g, c, cls=cls, values=values: cls(seat=c.seat, **values))
                t3 = time.process_time()
                read.append(t1 - t0)
                add.append(t2 - t1)
                move.append(t3 - t2)
        saved = statistics.median(read) * 1e6
        print(f"| {name} | {len(players)} | {saved:.0f} | ≈ {saved:.0f} | "
              f"{statistics.median(add) * 1e6:.0f} | {statistics.median(move) * 1e6:.0f} |")


if __name__ == "__main__":
    main()
