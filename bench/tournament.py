"""Benchmark: a tournament of 500 tables a round (docs/performance.md "Tournaments").

Creates a tournament of ``2 * tables`` players (Emotrions Pareo), then for each round: the
round's creation over HTTP (one request: every game prepared, stored, the round committed), the
games ended by the director's award (in the process, through the core: the bench is about the
tournament, not about playing), and the standings after it over HTTP (every game of every round
so far read, its result signed, the ranking computed and signed): time and reply size. Flask's
test client on a real Redis (REDIS_URL, default 127.0.0.1:6379/0) under a fresh key prefix.

Run: ``python bench/tournament.py [tables] [rounds]`` (default 500 and 10).
"""

from __future__ import annotations

import os
import random
import sys
import time
import uuid

from referee import create_app
from referee.config import Settings
from referee.core.directing import Directing
from referee.storage.redis_store import RedisStore


def main(tables: int = 500, rounds: int = 10) -> None:
    store = RedisStore.from_url(os.environ.get("REDIS_URL", "redis://127.0.0.1:6379/0"),
                                prefix=f"bench-{uuid.uuid4().hex[:8]}")
    app = create_app(Settings(max_record_bytes=64 << 20), store=store)
    client = app.test_client()
    players = [f"P{i:04d}" for i in range(2 * tables)]
    made = client.post("/v1/tournaments", json={
        "name": "Bench", "variant": "pareo", "seed": "bench", "correction_minutes": 0,
        "players": [{"id": p, "name": p} for p in players],
        "tiebreaks": ["buchholz", "sonneborn-berger", "wins"]}).get_json()
    tid, token = made["id"], made["director_token"]
    headers = {"Authorization": f"Bearer {token}"}
    directing = Directing(app.extensions["referee"])
    pick = random.Random(1)
    print(f"{tables} tables a round ({2 * tables} players)")
    for number in range(1, rounds + 1):
        order = players[:]
        pick.shuffle(order)
        pairing = [order[2 * t:2 * t + 2] for t in range(tables)]
        start = time.perf_counter()
        response = client.post(f"/v1/tournaments/{tid}/rounds", json={"tables": pairing},
                               headers=headers)
        created = time.perf_counter() - start
        assert response.status_code == 201, response.get_json()
        for table in response.get_json()["tables"]:
            directing.decide(table["game"], token, {
                "type": "award", "winners": [pick.randrange(2)], "reason": "bench"}, None)
        start = time.perf_counter()
        standings = client.get(f"/v1/tournaments/{tid}/standings")
        read = time.perf_counter() - start
        assert standings.status_code == 200, standings.get_json()
        size = len(standings.get_data())
        print(f"round {number:2d}: created in {created:6.2f} s; standings after it "
              f"({number * tables} games) {read:6.2f} s, {size / 1024:8.0f} KiB")


if __name__ == "__main__":
    main(*(int(a) for a in sys.argv[1:3]))
