"""Where a move's (or a GET's) CPU goes: pyinstrument over a referee app's request path, in
this process.

    .venv/bin/pip install -c constraints.txt -e '.[bench]'
    .venv/bin/python bench/profile_move.py --redis redis://127.0.0.1:6379/0 [--features on]
    .venv/bin/python bench/profile_move.py --features on --request get   # a seat's view

Plays the legal moves of seeded 4-player Emotrions games through Flask's test client against a
real Redis (the same request path gunicorn serves, without the socket), with every production
feature on (rate limits, logs, an Idempotency-Key per move) or off, and prints pyinstrument's
call tree (wall time; Redis answers on loopback). With ``--request get``, each move is followed
by the mover's ``GET`` of the game, and only the GETs are profiled. docs/performance.md quotes
both.
"""

from __future__ import annotations

import argparse
import logging
import os
import sys
import uuid
from pathlib import Path

# tests.support and bench are importable from the repository root only (the venv installs
# referee, schemas and variants).
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
os.environ.setdefault("PYINSTRUMENT_IGNORE_OVERHEAD_WARNING", "1")

from pyinstrument import Profiler

from bench.perf import playout
from referee import create_app
from referee.config import Settings

PLAYERS = ["Ann", "Bob", "Cy", "Di"]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--redis", default="redis://127.0.0.1:6379/0")
    parser.add_argument("--features", choices=("on", "off"), default="off")
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--request", choices=("move", "get"), default="move")
    args = parser.parse_args()
    on = args.features == "on"
    extra = {} if on else {"rate_limit_client": "off", "rate_limit_token": "off",
                           "log_level": "WARNING"}
    app = create_app(Settings(redis_url=args.redis,
                              key_prefix=f"profile-{uuid.uuid4().hex[:8]}", **extra))
    logging.getLogger("referee.access").disabled = on  # the lines are built, not printed
    client = app.test_client()
    games = []
    for i in range(args.games):
        seed = f"profile-{i}"
        created = client.post("/v1/games", json={"variant": "emotrions", "players": PLAYERS,
                                                  "seed": seed}).get_json()
        games.append((created["id"], created["tokens"]["seats"], playout("emotrions", PLAYERS,
                                                                          {}, seed)))
    profiler = Profiler(interval=0.0005)
    count = 0
    moving = args.request == "move"
    if moving:
        profiler.start()
    for game_id, seats, moves in games:
        for seat, move in moves:
            headers = {"Authorization": f"Bearer {seats[seat]}"}
            if on:
                headers["Idempotency-Key"] = uuid.uuid4().hex
            reply = client.post(f"/v1/games/{game_id}/moves", json=move, headers=headers)
            assert reply.status_code == 200, reply.get_json()
            if not moving:
                profiler.start()
                seen = client.get(f"/v1/games/{game_id}", headers=headers)
                profiler.stop()
                assert seen.status_code == 200, seen.get_json()
            count += 1
    if moving:
        profiler.stop()
    print(f"{count} {args.request}s, features {args.features}")
    print(profiler.output_text(unicode=True, color=False, show_all=False))


if __name__ == "__main__":
    main()
