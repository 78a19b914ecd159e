"""Benchmark: what a game costs in Redis memory, active and finished (docs/performance.md).

Plays one seeded game of each configuration below to its end through the service (the app on a
real Redis, the Flask test client: the same code path as HTTP, without a socket), each move
picked at random among the legal ones by a generator seeded from the game's seed, each a seeded
random 0.5 to 12 s after the one before on the service's clock, and measures
``MEMORY USAGE <key> SAMPLES 0`` summed over every key of the game: at mid-game (the game is
played again from the same seed to half its moves) and once it has ended. The moves carry no
Idempotency-Key (its records are the client's choice, kept a day, and counted apart: see
docs/performance.md). Also printed: the log alone (events list) per move while active, the full
record's JSON size, the compact record's size, and the estimate for a million finished games.

    .venv/bin/python bench/storage.py                 # the table of docs/performance.md
    .venv/bin/python bench/storage.py --json out.json # the figures as JSON too

Redis: ``REFEREE_BENCH_REDIS`` (default ``redis://127.0.0.1:6379/0``); the keys it writes use a
fresh prefix and are deleted at the end.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import sys
import time
import uuid
import zlib
from pathlib import Path
from typing import Any

# tests.support and bench are importable from the repository root only (the venv installs
# referee, schemas and variants).
sys.path.insert(0, str(ROOT := Path(__file__).resolve().parents[1]))

import orjson
import redis

from bench.perf import playout
from referee import create_app
from referee.config import Settings
from referee.storage.redis_store import RedisStore

#: The games measured: (label, variant, players, seed). 4 Aces with 2 players is the duel.
GAMES = [
    ("Emotrions, 2 players", "emotrions", 2, "storage-emotrions-2"),
    ("Emotrions, 4 players", "emotrions", 4, "storage-emotrions-4"),
    ("Pareo", "pareo", 2, "storage-pareo"),
    ("4 Aces duel", "four-aces", 2, "storage-four-aces-2"),
    ("4 Aces, 4 players", "four-aces", 4, "storage-four-aces-4-37"),
]


def game_bytes(client: redis.Redis, prefix: str, game_id: str) -> dict[str, int]:
    """``MEMORY USAGE`` of every key of the game (by kind: the part of the key name after the
    prefix, before the game's hash tag)."""
    out: dict[str, int] = {}
    for key in client.scan_iter(match=f"{prefix}:*{{{game_id}}}*", count=1000):
        kind = key.decode()[len(prefix) + 1:].split(":{")[0]
        out[kind] = out.get(kind, 0) + client.memory_usage(key, samples=0)
    return out


class Pace:
    """The service's clock: each move comes a seeded random 0.5 to 12 s after the one before
    (a player's think time; the stored times are what a finished game keeps of them)."""

    def __init__(self, seed: str) -> None:
        self.now = float(int(time.time()))
        self._pick = random.Random(seed)

    def __call__(self) -> float:
        return self.now

    def think(self) -> None:
        self.now += self._pick.uniform(0.5, 12)


def play(http, variant: str, players: int, seed: str,
         moves: list[tuple[int, dict[str, Any]]], pace: Pace) -> tuple[str, list[str]]:
    body = {"variant": variant, "players": [f"P{i}" for i in range(players)], "seed": seed}
    created = http.post("/v1/games", json=body)
    assert created.status_code == 201, created.json
    game_id, seats = created.json["id"], created.json["tokens"]["seats"]
    for seat, move in moves:
        pace.think()
        reply = http.post(f"/v1/games/{game_id}/moves", json=move,
                          headers={"Authorization": f"Bearer {seats[seat]}"})
        assert reply.status_code == 200, reply.json
    return game_id, seats


def measure(url: str) -> list[dict[str, Any]]:
    client = redis.Redis.from_url(url)
    prefix = f"bench-storage-{uuid.uuid4().hex[:8]}"
    app = create_app(Settings(log_level="WARNING"), store=RedisStore(client, prefix))
    service = app.extensions["referee"]
    http = app.test_client()
    rows = []
    try:
        for label, variant, players, seed in GAMES:
            moves = playout(variant, [f"P{i}" for i in range(players)], {}, seed)
            half = len(moves) // 2
            service.clock = service.lifetime.clock = pace = Pace(seed)
            mid_id, _ = play(http, variant, players, seed, moves[:half], pace)
            active = game_bytes(client, prefix, mid_id)
            service.clock = service.lifetime.clock = pace = Pace(seed)
            game_id, _ = play(http, variant, players, seed, moves, pace)
            finished = game_bytes(client, prefix, game_id)
            record = http.get(f"/v1/games/{game_id}/record").get_data()
            compact = http.get(f"/v1/games/{game_id}/record?format=compact")
            events = orjson.loads(record)["events"]
            bare = zlib.compress(orjson.dumps({"seed": seed, "moves": moves}), 9)
            rows.append({
                "game": label,
                "moves": len(moves),
                "events": len(events),
                "active_moves": half,
                "active_bytes": sum(active.values()),
                "active_log_bytes": active.get("events", 0),
                "finished_bytes": sum(finished.values()),
                "finished_keys": finished,
                "record_json": len(record),
                "compact_record_json": len(compact.get_data())
                if compact.status_code == 200 and compact.json["format"] != events_format(record)
                else None,
                "seed_moves_zlib": len(bare),
            })
    finally:
        keys = list(client.scan_iter(match=f"{prefix}:*", count=1000))
        if keys:
            client.delete(*keys)
    return rows


def events_format(record: bytes) -> str:
    return orjson.loads(record)["format"]


def table(rows: list[dict[str, Any]]) -> str:
    lines = [
        "| game | moves | active, mid-game: bytes | per move | log per move | finished: "
        "bytes | per move | a million finished | record (JSON) | compact record | "
        "seed + moves, zlib |",
        "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|",
    ]
    for r in rows:
        half = max(r["active_moves"], 1)
        compact = f"{r['compact_record_json']:,}" if r["compact_record_json"] else "–"
        lines.append(
            f"| {r['game']} | {r['moves']} | {r['active_bytes']:,} | "
            f"{r['active_bytes'] // half} | {r['active_log_bytes'] // half} | "
            f"{r['finished_bytes']:,} | {r['finished_bytes'] // r['moves']} | "
            f"{r['finished_bytes'] * 1_000_000 / 1e9:,.1f} GB | {r['record_json']:,} | "
            f"{compact} | {r['seed_moves_zlib']:,} |"
        )
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--redis", default=os.environ.get("REFEREE_BENCH_REDIS",
                                                          "redis://127.0.0.1:6379/0"))
    parser.add_argument("--json", help="also write the figures to this file")
    args = parser.parse_args()
    rows = measure(args.redis)
    print(table(rows))
    if args.json:
        Path(args.json).write_text(json.dumps(rows, indent=2) + "\n")


if __name__ == "__main__":
    main()
