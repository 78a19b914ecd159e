"""Benchmark (docs/bots.md): plain moves alone, and while other clients play against the computer,
with the bots on their own ``referee worker`` processes.

One command starts a Redis, the referee under the project's gunicorn configuration
(``referee.gunicorn_conf``) with ``REFEREE_BOT_WORKERS=external`` (the serving processes play
no bot), and ``--bot-workers`` ``referee worker`` processes (``REFEREE_BOT_THREADS=1`` each).
wrk replays plain legal moves (seeded Pareo games without bots, their moves computed
beforehand, bench/perf.py's load generator) over ``--connections`` connections for
``--seconds``, in three scenes, alternating round after round (``--rounds``):

* ``alone``: nothing else runs;
* ``bots``: 2 clients play against a ``strong`` bot each (Pareo), a move as soon as the bot has
  answered (a person's move replies at once; the client follows the game's reads until its
  seat is awaited again, as a client polling would);
* ``all-bots``: 2 clients create games whose every seat is a ``strong`` bot, one after another,
  each as soon as the last has ended.

The table gives each scene's plain moves a second, their p50 and p99 (medians over the rounds)
and their ratio to ``alone`` (docs/performance.md's targets: >= 0.95 x the throughput, p99 within 1.1 x),
the person's move against a bot (p50, p99; the target: p99 within 1.5 x a plain move's), the
time until the bot's move is seen (p50, p99), and the all-bot creation's reply (p50, max).

    .venv/bin/python bench/bots_tier.py                     # 3 rounds of 5 s (the issue's run)
    .venv/bin/python bench/bots_tier.py --rounds 1 --seconds 2 --moves 3000   # a smoke run
"""

from __future__ import annotations

import argparse
import json
import os
import random
import shutil
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path
from typing import Any

# tests.support and bench are importable from the repository root only (the venv installs
# referee, schemas and variants).
sys.path.insert(0, str(ROOT := Path(__file__).resolve().parents[1]))

from bench.perf import Wrk, call, ensure_wrk, move_sequence, playout, split
from tests.support.live import Server
from tests.support.live import request as http
from tests.support.processes import terminate
from tests.support.redis_server import RedisProcess

SCENES = ("alone", "bots", "all-bots")
PLAYERS = ["Ann", "Bob"]


def quantile(values: list[float], q: float) -> float:
    if not values:
        return float("nan")
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


class Player(threading.Thread):
    """A client against the computer until ``stop``: ``all_bots`` creates games of bots one
    after another; otherwise plays seat 0 of a Pareo game against a ``strong`` bot."""

    def __init__(self, url: str, name: str, all_bots: bool, stop: threading.Event) -> None:
        super().__init__(daemon=True)
        self.url, self.name, self.all_bots, self.stop = url, name, all_bots, stop
        self.moves: list[float] = []  # the person's move's reply, seconds
        self.answers: list[float] = []  # from that reply until the bot's move is seen
        self.creations: list[float] = []
        self.errors = 0
        self.pick = random.Random(name)

    def run(self) -> None:
        n = 0
        while not self.stop.is_set():
            n += 1
            try:
                (self.bots_game if self.all_bots else self.against_a_bot)(f"{self.name}-{n}")
            except (OSError, AssertionError, KeyError):
                self.errors += 1

    def create(self, bots: dict[str, str], seed: str) -> dict:
        began = time.perf_counter()
        status, _, created = http("POST", self.url + "/v1/games", {
            "variant": "pareo", "players": PLAYERS, "bots": bots, "seed": seed}, timeout=60)
        assert status == 201, created
        self.creations.append(time.perf_counter() - began)
        return created

    def bots_game(self, seed: str) -> None:
        game = self.create({"0": "strong", "1": "strong"}, seed)
        while not self.stop.is_set():
            if http("GET", f"{self.url}/v1/games/{game['id']}")[2]["status"] == "finished":
                return
            time.sleep(0.2)

    def against_a_bot(self, seed: str) -> None:
        game = self.create({"1": "strong"}, seed)
        token = game["tokens"]["seats"][0]
        path = f"{self.url}/v1/games/{game['id']}"
        while not self.stop.is_set():
            legal = http("GET", path + "/legal-moves", token=token)[2]
            if not legal["moves"]:
                if http("GET", path)[2]["status"] == "finished":
                    return
                time.sleep(0.01)
                continue
            began = time.perf_counter()
            status, _, reply = http("POST", path + "/moves", self.pick.choice(legal["moves"]),
                                    token=token)
            answered = time.perf_counter()
            assert status == 200, reply
            self.moves.append(answered - began)
            view = reply["view"]
            while view["status"] != "finished" and 0 not in view["to_act"]:
                if self.stop.is_set():
                    return
                time.sleep(0.005)
                view = http("GET", path, token=token)[2]
            self.answers.append(time.perf_counter() - answered)
            if view["status"] == "finished":
                return


def cpus(text: str) -> set[int] | None:
    """``"0"`` or ``"0,1"`` as CPU numbers; "" as None (no pinning)."""
    return {int(n) for n in text.split(",")} if text else None


class Worker:
    def __init__(self, env: dict[str, str], pinned: set[int] | None = None) -> None:
        self.output = tempfile.TemporaryFile()
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "referee.cli", "worker"], cwd=ROOT,
            env={**os.environ, **env}, stdout=self.output, stderr=subprocess.STDOUT,
            # --worker-cpus: the bot tier on CPUs of its own, as on a machine of its own.
            preexec_fn=(lambda: os.sched_setaffinity(0, pinned)) if pinned else None)

    def stop(self) -> None:
        terminate(self.proc, 20)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--seconds", type=float, default=5.0, help="per scene, per round")
    parser.add_argument("--connections", type=int, default=16)
    parser.add_argument("--moves", type=int, default=40_000,
                        help="plain legal moves prepared, at least (a run that exhausts them "
                             "says so: raise it)")
    parser.add_argument("--bot-workers", type=int, default=2,
                        help="referee worker processes playing the bots")
    parser.add_argument("--workers", default="", help="REFEREE_WORKERS (default: the config's)")
    parser.add_argument("--json", help="also write every figure to this file")
    parser.add_argument("--serve-cpus", default="",
                        help="CPUs (e.g. 0) for everything but the bot workers: Redis, gunicorn, "
                             "wrk and the clients (default: no pinning)")
    parser.add_argument("--worker-cpus", default="",
                        help="CPUs (e.g. 1) for the referee worker processes, the bot tier as "
                             "on a machine of its own (default: no pinning)")
    args = parser.parse_args()
    serving = cpus(args.serve_cpus)
    if serving:
        os.sched_setaffinity(0, serving)  # inherited by Redis, gunicorn and wrk

    redis_server = RedisProcess().start()
    huge = "100000000/minute"
    env = {"REDIS_URL": redis_server.url, "REFEREE_KEY_PREFIX": "tier",
           "REFEREE_RATE_LIMIT_CLIENT": huge, "REFEREE_RATE_LIMIT_TOKEN": huge,
           "REFEREE_CPU_BUDGET_TOKEN": "0", "REFEREE_CPU_BUDGET_CLIENT": "0",
           "REFEREE_LOG_LEVEL": "WARNING", "REFEREE_BOT_WORKERS": "external",
           "REFEREE_BOT_THREADS": "1"}
    if args.workers:
        env["REFEREE_WORKERS"] = args.workers
    server = Server(env, workers=None)
    workers: list[Worker] = []
    try:
        server.start()
        workers = [Worker(env, cpus(args.worker_cpus)) for _ in range(args.bot_workers)]
        report = run(args, server)
    finally:
        for worker in workers:
            worker.stop()
        server.stop()
        redis_server.stop()
    print_report(report)
    if args.json:
        Path(args.json).write_text(json.dumps(report, indent=1))


def plain_games(server: Server, moves: int) -> list[dict]:
    games, prepared, i = [], 0, 0
    while prepared < moves:
        seed = f"tier-{i}"
        i += 1
        played = playout("pareo", PLAYERS, {}, seed)
        prepared += len(played)
        status, created = call(server, "POST", "/v1/games",
                               {"variant": "pareo", "players": PLAYERS, "seed": seed})
        assert status == 201, created
        games.append({"id": created["id"], "seats": created["tokens"]["seats"], "moves": played,
                      "move_path": f"/v1/games/{created['id']}/moves"})
    return games


def run(args, server: Server) -> dict[str, Any]:
    wrk = Wrk(ensure_wrk(), args.seconds, Path(tempfile.mkdtemp(prefix="tier-wrk-")))
    games = plain_games(server, args.moves)
    wrk.prepare("plain", [move_sequence(g, idempotent=False)
                          for g in split(games, args.connections)], cycle=False)
    results: dict[str, list[dict[str, Any]]] = {scene: [] for scene in SCENES}
    players: dict[str, list[Player]] = {scene: [] for scene in SCENES}
    for _ in range(args.rounds):
        for scene in SCENES:
            stop = threading.Event()
            clients = [] if scene == "alone" else [
                Player(server.url, f"{scene}-{len(players[scene])}-{k}", scene == "all-bots", stop)
                for k in range(2)]
            for client in clients:
                client.start()
            if clients:
                time.sleep(1.0)  # the clients are playing when wrk begins
            results[scene].append(wrk.run("plain", server.port))
            stop.set()
            for client in clients:
                client.join(60)
            players[scene] += clients
    shutil.rmtree(wrk.dir, ignore_errors=True)
    out: dict[str, Any] = {"rounds": args.rounds, "seconds": args.seconds,
                           "connections": args.connections, "bot_workers": args.bot_workers,
                           "plain": results, "cpus": os.cpu_count(),
                           "serve_cpus": args.serve_cpus, "worker_cpus": args.worker_cpus}
    bots = players["bots"]
    out["person_move"] = [m for p in bots for m in p.moves]
    out["bot_answer"] = [a for p in bots for a in p.answers]
    out["all_bot_creation"] = [c for p in players["all-bots"] for c in p.creations]
    out["client_errors"] = sum(p.errors for scene in players.values() for p in scene)
    return out


def plain_cells(plain: dict[str, list[dict[str, Any]]], scene: str) -> str:
    """A scene's plain moves a second, p50 and p99 (medians over the rounds) as table cells,
    with their ratios to ``alone``'s in the same run."""
    def median(name: str, key: str) -> float:
        return statistics.median(r[key] for r in plain[name])

    rps, p50, p99 = median(scene, "rps"), median(scene, "p50"), median(scene, "p99")
    ratio = "" if scene == "alone" else f" ({rps / median('alone', 'rps'):.2f} ×)"
    ratio99 = "" if scene == "alone" else f" ({p99 / median('alone', 'p99'):.2f} ×)"
    return f"{rps:.0f}{ratio} | {p50 * 1000:.0f} ms | {p99 * 1000:.0f} ms{ratio99}"


def print_report(report: dict[str, Any]) -> None:
    plain = report["plain"]
    alone_p99 = statistics.median(r["p99"] for r in plain["alone"])
    print(f"{report['rounds']} rounds of {report['seconds']:g} s, {report['connections']} "
          f"connections, {report['bot_workers']} referee worker process(es), "
          f"{report['cpus']} CPUs" + (f" (serving on CPU {report['serve_cpus']}, bot workers "
                                        f"on CPU {report['worker_cpus']})"
                                        if report.get("worker_cpus") else ""))
    print()
    print("| | plain moves/s | plain move p50 | p99 |")
    print("|---|---:|---:|---:|")
    names = {"alone": "alone", "bots": "while 2 clients play against `strong` bots",
             "all-bots": "while 2 clients create all-bot games"}
    for scene in SCENES:
        print(f"| {names[scene]} | {plain_cells(plain, scene)} |")
    errors = sum(r["errors"] for scene in SCENES for r in plain[scene])
    moves, answers = report["person_move"], report["bot_answer"]
    creations = report["all_bot_creation"]
    print()
    print(f"a person's move against a `strong` bot: {len(moves)} moves, p50 "
          f"{quantile(moves, 0.5) * 1000:.0f} ms, p99 {quantile(moves, 0.99) * 1000:.0f} ms "
          f"({quantile(moves, 0.99) / alone_p99:.2f} × a plain move's p99 alone)")
    print(f"the bot's move seen after the reply: p50 {quantile(answers, 0.5) * 1000:.0f} ms, "
          f"p99 {quantile(answers, 0.99) * 1000:.0f} ms")
    if creations:
        print(f"an all-bot game's creation: {len(creations)} games, p50 "
              f"{quantile(creations, 0.5) * 1000:.0f} ms, max {max(creations) * 1000:.0f} ms")
    print(f"plain move errors: {errors}; the bot clients' errors: {report['client_errors']}")


if __name__ == "__main__":
    main()
