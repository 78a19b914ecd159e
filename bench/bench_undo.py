"""Benchmark: the cost of an undo in a scorekeeper game, against the game's length (R83).

An undo replays the game from its creation with every move still standing but the last, so it
costs one engine ``apply`` per move reported so far, plus reading the whole log. For each
variant, a long seeded server game is turned into its table's reports, all but the last are
reported through HTTP (Flask's test client, the in-memory store, or Redis with REDIS_URL), and
then the last report standing is undone and reported again, ``repeats`` times: the median CPU
time of an undo request is printed beside that of an ordinary report.

Run: ``python bench/bench_undo.py [repeats]``.
"""

from __future__ import annotations

import os
import statistics
import sys
import time
import uuid
from functools import partial

from referee import create_app
from referee.config import Settings
from referee.storage.memory import MemoryStore
from referee.storage.redis_store import RedisStore
from variants import find_variant
from variants.rng import Rng

#: Long games: (variant, players, options, seed).
GAMES = [
    ("emotrions", 3, {"target": "exact37"}, "bench-undo-10"),
    ("pareo", 2, {"target": "exact37"}, "bench-undo-1"),
    ("four-aces", 4, {}, "bench-undo-1"),
]


def reports(name: str, players: int, options: dict, seed: str) -> list:
    """Every report the table makes of the seeded server game played by random legal moves."""
    variant = find_variant(name)
    state, _ = variant.start(variant.configure(players, options), seed)
    out = list(variant.table_opening(state))
    rng = Rng("bench/" + seed)
    while not variant.is_finished(state):
        legal = variant.legal_moves(state, variant.to_act(state)[0])
        move = legal[rng.below(len(legal))]
        before = state
        state, events = variant.apply(state, move)
        out += variant.table_reports(before, move, events)
    return out


def cpu_ms(fn) -> float:
    start = time.process_time()
    response = fn()
    assert response.status_code == 200, response.get_json()
    return (time.process_time() - start) * 1000


def main(repeats: int) -> None:
    url = os.environ.get("REDIS_URL")
    store = RedisStore.from_url(url, prefix=f"bench-{uuid.uuid4().hex[:8]}") if url else MemoryStore()
    app = create_app(Settings(rate_limit_client="off", rate_limit_token="off"), store=store)
    client = app.test_client()
    print(f"store: {'redis' if url else 'memory'}; CPU ms per request, median of {repeats}")
    for name, players, options, seed in GAMES:
        made = reports(name, players, options, seed)
        body = {"variant": name, "players": [f"P{i}" for i in range(players)], "seed": seed,
                "options": options, "deal": "table"}
        created = client.post("/v1/games", json=body).get_json()
        auth = {"Authorization": f"Bearer {created['tokens']['table']}"}
        path = f"/v1/games/{created['id']}/moves"
        report_ms = []
        for move in made[:-2]:
            wire = {**move.to_dict(), "seat": move.seat}
            report_ms.append(cpu_ms(partial(client.post, path, json=wire, headers=auth)))
        last = {**made[-2].to_dict(), "seat": made[-2].seat}
        undo_ms, again_ms = [], []
        for _ in range(repeats):
            again_ms.append(cpu_ms(partial(client.post, path, json=last, headers=auth)))
            undo_ms.append(cpu_ms(partial(client.post, path, json={"type": "undo"},
                                           headers=auth)))
        print(f"{name} ({players} players, {options or 'defaults'}): {len(made) - 1} reports "
              f"standing; a report {statistics.median(report_ms):.1f} ms, the last one "
              f"{statistics.median(again_ms):.1f} ms, an undo {statistics.median(undo_ms):.1f} ms")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 5)
