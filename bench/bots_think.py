"""Benchmark: how long computer players think at the table, over real HTTP (docs/bots.md).

One command starts a Redis and the service under gunicorn (one worker, as configured for
production by ``referee.gunicorn_conf``) with the table's bot settings
(``REFEREE_BOT_BUDGET_MS``, ``REFEREE_BOT_ITERATIONS``: the defaults, 100 ms and each game's
own cap, unless given), then plays seeded games in which seat 0 is a person (this script, a uniformly random
legal move from ``GET /legal-moves``) and every other seat a ``strong`` bot:

- 4-player Emotrions and 4-player 4 Aces (``even``): a person's move hands the turn to up to
  three bots in a row, all played in that move's request;
- 2-player Emotrions, Pareo and the 4 Aces duel: one bot.

It prints, per game kind and overall:

- **per bot move**: the service's whole cost of each bot move, from the time stamps (``at``,
  in ms) of the events committed in one request: a bot move's ``move`` event is stamped after
  the bot read its seat's view and events, searched, and applied its move, so the gap from the
  previous move's stamp is that work plus the previous commit. Target: p99 <= budget + 10 ms.
- **a person's move that hands the turn to three bots**: the request's wall time as the client
  sees it (median, p99, max). Target: <= three budgets.
- **a person's move that hands the turn to one bot** (the 2-player tables): the same, with the
  person's own move, the bot's and the commit of both, and whatever garbage collection falls
  due after the bot's stamp (the service runs none inside a bot's move). No target in the
  issue; shown against the per-move yardstick, budget + 10 ms.

    .venv/bin/python bench/bots_think.py                    # the figures of docs/bots.md
    .venv/bin/python bench/bots_think.py --games 1 --moves 20   # a quick smoke run

Run it on a quiet machine: the budget is wall time, so a loaded machine cuts searches short
and its requests wait for a core.
"""

from __future__ import annotations

import argparse
import datetime
import math
import os
import random
import statistics
import sys
import time
import uuid
from pathlib import Path

# tests.support and bench are importable from the repository root only (the venv installs
# referee, schemas and variants).
sys.path.insert(0, str(ROOT := Path(__file__).resolve().parents[1]))

from tests.support.live import Server, request
from tests.support.redis_server import RedisProcess

#: The tables played: a name, the variant, the seats, the options.
TABLES = [
    ("emotrions 4p, 3 bots", "emotrions", 4, {}),
    ("four-aces even, 3 bots", "four-aces", 4, {"mode": "even"}),
    ("emotrions 2p, 1 bot", "emotrions", 2, {}),
    ("pareo, 1 bot", "pareo", 2, {}),
    ("four-aces duel, 1 bot", "four-aces", 2, {"mode": "duel"}),
]


def stamp(event: dict) -> float:
    """An event's ``at`` (ISO 8601, ms) as seconds."""
    return datetime.datetime.fromisoformat(event["at"].replace("Z", "+00:00")).timestamp()


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, math.ceil(q * len(ordered)) - 1))]


def play(url: str, variant: str, players: int, options: dict, seed: str, max_moves: int,
         bot_moves: list[float], handovers: list[tuple[int, float]]) -> None:
    """One game, seat 0 a person playing random legal moves, the others ``strong`` bots:
    appends each bot move's cost (s) and each person's move's (bots played, wall time)."""
    body = {"variant": variant, "players": [f"p{i}" for i in range(players)], "seed": seed,
            "options": options, "bots": {str(s): "strong" for s in range(1, players)}}
    status, _, created = request("POST", url + "/v1/games", body, timeout=120,
                                 headers={"Prefer": "wait=10"})
    assert status == 201, created
    path, token = f"{url}/v1/games/{created['id']}", created["tokens"]["seats"][0]
    rng = random.Random(seed)
    for _ in range(max_moves):
        status, _, view = request("GET", path, token=token, timeout=120)
        if view["status"] == "finished":
            return
        if 0 not in view["to_act"]:
            continue  # bots left to play by a request cut short: this read played on
        status, _, legal = request("GET", path + "/legal-moves", token=token, timeout=120)
        move = rng.choice(legal["moves"])
        began = time.perf_counter()
        # The reply waits for the bots (R285): it shows their moves, as it did when
        # they were played inside the request.
        status, _, reply = request("POST", path + "/moves", move, token=token, timeout=120,
                                   headers={"Prefer": "wait=10"})
        wall = time.perf_counter() - began
        assert status == 200, reply
        moves = [e for e in reply["events"] if e["type"] == "move"]
        bots = [e for e in moves if e.get("bot")]
        handovers.append((len(bots), wall))
        for before, event in zip(moves, moves[1:], strict=False):
            if event.get("bot"):
                bot_moves.append(stamp(event) - stamp(before))


def line(name: str, values: list[float], target: float) -> str:
    if not values:
        return f"{name}: none"
    worst = percentile(values, 0.99)
    return (f"{name}: median {statistics.median(values) * 1000:.1f} ms, p99 "
            f"{worst * 1000:.1f} ms, max {max(values) * 1000:.1f} ms over {len(values)} "
            f"(target <= {target * 1000:.0f} ms: {'met' if worst <= target else 'MISSED'})")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=3, help="games of each table")
    parser.add_argument("--moves", type=int, default=400, help="a person's moves a game, at most")
    parser.add_argument("--seed", default="think")
    args = parser.parse_args()
    budget = float(os.environ.get("REFEREE_BOT_BUDGET_MS", "100")) / 1000
    redis_server = RedisProcess().start()
    server = Server({"REDIS_URL": redis_server.url, "REFEREE_LOG_LEVEL": "WARNING",
                     "REFEREE_RATE_LIMIT_CLIENT": "off", "REFEREE_RATE_LIMIT_TOKEN": "off",
                     # One client playing bots flat out takes more than its share (shares).
                     "REFEREE_CPU_BUDGET_TOKEN": "0", "REFEREE_CPU_BUDGET_CLIENT": "0",
                     "REFEREE_KEY_PREFIX": f"bench-{uuid.uuid4().hex[:8]}"}).start()
    print(f"REFEREE_BOT_BUDGET_MS={budget * 1000:g}, REFEREE_BOT_ITERATIONS="
          f"{os.environ.get('REFEREE_BOT_ITERATIONS', '0 (default: the games’ caps)')}, "
          f"{os.cpu_count()} cores, "
          f"load {os.getloadavg()[0]:.2f}")
    all_moves: list[float] = []
    all_threes: list[float] = []
    all_ones: list[float] = []
    try:
        for name, variant, players, options in TABLES:
            bot_moves: list[float] = []
            handovers: list[tuple[int, float]] = []
            for game in range(args.games):
                play(server.url, variant, players, options, f"{args.seed}/{name}/{game}",
                     args.moves, bot_moves, handovers)
            threes = [wall for bots, wall in handovers if bots == 3]
            ones = [wall for bots, wall in handovers if bots == 1 and players == 2]
            print(line(f"{name}: per bot move", bot_moves, budget + 0.010))
            if players == 4:
                print(line(f"{name}: a move handing the turn to 3 bots", threes, 3 * budget))
            else:
                print(line(f"{name}: a move handing the turn to 1 bot", ones, budget + 0.010))
            all_moves += bot_moves
            all_threes += threes
            all_ones += ones
        print(line("all: per bot move", all_moves, budget + 0.010))
        print(line("all: a move handing the turn to 3 bots", all_threes, 3 * budget))
        print(line("all: a move handing the turn to 1 bot", all_ones, budget + 0.010))
    finally:
        server.stop()
        redis_server.stop()


if __name__ == "__main__":
    main()
