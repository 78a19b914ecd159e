"""Benchmark (docs/performance.md, "Computer players yield to people"): do the computer
players yield to people? Plain moves alone, and while
other clients play against bots or create games of bots, on one machine with the defaults.

One command starts a Redis and the referee under the project's gunicorn configuration
(``referee.gunicorn_conf``) with the defaults: the bots in a process of their own at a lower
priority (``REFEREE_BOT_WORKERS=processes``, started by gunicorn's master), the CPU budgets'
defaults and admission (R287). Only the request rate limits are lifted (wrk's plain moves come
from one address, as every client here does). wrk replays plain legal moves (seeded Pareo games
without bots, bench/perf.py's load generator) over ``--connections`` connections for
``--seconds``, in three scenes, alternating round after round (``--rounds``):

* ``alone``: nothing else runs;
* ``play``: 2 clients play against a ``strong`` bot each (Pareo) as a person does: a move, its
  reply, the bot's move seen on the seat's view (polled every 20 ms), the next move; with
  ``--prefer-wait`` the move's reply waits for the bot's instead (``Prefer: wait=5``, R285);
* ``all-bots``: 2 clients create games whose every seat is a ``strong`` bot in a loop, as fast
  as they are answered; a creation refused (429, R287) waits its ``Retry-After`` (at most the
  round's end) before the next.

After each round the bot work it queued is waited out (the jobs stream empty, every job done),
and the time that took is reported: no backlog runs into the next round's figures.

The table gives each scene's plain moves a second, p50 and p99 (medians over the rounds) and
their ratios to ``alone`` in the same run (the targets of docs/performance.md: >= 0.85 x the throughput, p99
within 1.3 x), then the person's move against a bot (its reply: p50, p99; the bot's reply seen
after it),
the all-bot creations (answered, refused, p50) and the backlog each round left (the target:
done within 15 s).

    .venv/bin/python bench/bots_yield.py                          # 3 rounds of 5 s (the issue's)
    .venv/bin/python bench/bots_yield.py --rounds 1 --seconds 2 --moves 3000   # a short run
    .venv/bin/python bench/bots_yield.py --bot-nice 0             # a candidate: no lower priority
    .venv/bin/python bench/bots_yield.py --bot-nice-interactive 5 # the interactive lane's
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import sys
import tempfile
import threading
import time
from pathlib import Path
from typing import Any

import redis

# tests.support and bench are importable from the repository root only (the venv installs
# referee, schemas and variants).
sys.path.insert(0, str(ROOT := Path(__file__).resolve().parents[1]))

from bench.bots_tier import PLAYERS, Player, plain_cells, plain_games, quantile
from bench.perf import Wrk, ensure_wrk, move_sequence, split
from referee.storage.jobs import RedisJobs
from tests.support.live import Server
from tests.support.live import request as http
from tests.support.redis_server import RedisProcess

SCENES = ("alone", "play", "all-bots")
NAMES = {"alone": "alone", "play": "while 2 clients play against `strong` bots, waiting for "
         "each reply", "all-bots": "while 2 clients create all-bot games in a loop"}
PREFIX = "yield"


class Client(Player):
    """A client of ``play`` (a person against a bot, waiting for its reply) or ``all-bots``
    (creations of games of bots in a loop, waiting out a refusal's ``Retry-After``)."""

    def __init__(self, url: str, name: str, all_bots: bool, stop: threading.Event,
                 prefer_wait: bool = False) -> None:
        super().__init__(url, name, all_bots, stop)
        self.refused = 0
        self.prefer_wait = prefer_wait

    def create(self, bots: dict[str, str], seed: str) -> dict | None:
        """A game created (None: refused 429 by admission, R287, and its Retry-After waited
        out, at most the round's end)."""
        began = time.perf_counter()
        status, got, created = http("POST", self.url + "/v1/games", {
            "variant": "pareo", "players": PLAYERS, "bots": bots, "seed": seed}, timeout=60)
        if status == 429:
            self.refused += 1
            self.stop.wait(float(got.get("Retry-After", 1)))
            return None
        assert status == 201, created
        if len(bots) == len(PLAYERS):
            self.creations.append(time.perf_counter() - began)
        return created

    def bots_game(self, seed: str) -> None:
        self.create({"0": "strong", "1": "strong"}, seed)

    def against_a_bot(self, seed: str) -> None:
        game = self.create({"1": "strong"}, seed)
        if game is None:
            return
        token = game["tokens"]["seats"][0]
        path = f"{self.url}/v1/games/{game['id']}"
        view = game["view"]
        while not self.stop.is_set() and view["status"] != "finished":
            legal = http("GET", path + "/legal-moves", token=token)[2]["moves"]
            if not legal:  # the bot's turn still (its reply came after the wait)
                time.sleep(0.05)
                view = http("GET", path, token=token)[2]
                continue
            began = time.perf_counter()
            status, _, reply = http("POST", path + "/moves", self.pick.choice(legal),
                                    token=token, timeout=30,
                                    headers={"Prefer": "wait=5"} if self.prefer_wait else {})
            if status == 429:  # its budget: a person waits too
                self.stop.wait(1.0)
                continue
            assert status == 200, reply
            answered = time.perf_counter()
            self.moves.append(answered - began)
            view = reply["view"]
            if self.prefer_wait:
                continue
            # The bot's reply, as a person's app sees it: the seat's view polled every 20 ms
            # until it is the person's turn again (or the game has ended).
            while view["status"] != "finished" and 0 not in view["to_act"]:
                if self.stop.wait(0.02):
                    return
                view = http("GET", path, token=token)[2]
            self.answers.append(time.perf_counter() - answered)


def minutes(client: redis.Redis, seen: dict[str, dict[str, int]]) -> None:
    """Keep the bots' per-minute figures (referee.storage.jobs: reserved, spent, refused) in
    ``seen`` before they expire: counters of a minute only grow."""
    for key in client.scan_iter(match=f"{{{PREFIX}:bots}}:minute:*"):
        counts = {k.decode(): int(v) for k, v in client.hgetall(key).items()}
        seen[key.decode()] = {n: max(v, seen.get(key.decode(), {}).get(n, 0))
                              for n, v in counts.items()}


def cpu_seconds(master: int) -> dict[str, float]:
    """CPU seconds used so far by the serving workers and by the bot processes, the children
    of gunicorn's master ``master`` (read from /proc)."""
    tick = os.sysconf("SC_CLK_TCK")
    used = {"serving": 0.0, "bots": 0.0}
    try:
        with open(f"/proc/{master}/task/{master}/children") as listed:
            children = [int(c) for c in listed.read().split()]
    except OSError:
        return used
    for pid in children:
        try:
            with open(f"/proc/{pid}/cmdline", "rb") as cmdline:
                kind = "bots" if b"worker" in cmdline.read() else "serving"
            with open(f"/proc/{pid}/stat") as stat:
                fields = stat.read().rsplit(")", 1)[1].split()
        except OSError:
            continue
        used[kind] += (int(fields[11]) + int(fields[12])) / tick
    return used


def wait_out(jobs: RedisJobs, limit: float) -> float:
    """Seconds until no bot job is queued or in hand (at most ``limit``)."""
    began = time.monotonic()
    while jobs.waiting() and time.monotonic() - began < limit:
        time.sleep(0.1)
    return time.monotonic() - began


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--seconds", type=float, default=5.0, help="per scene, per round")
    parser.add_argument("--connections", type=int, default=16)
    parser.add_argument("--moves", type=int, default=40_000,
                        help="plain legal moves prepared, at least (a run that exhausts them "
                             "says so: raise it)")
    parser.add_argument("--workers", default="", help="REFEREE_WORKERS (default: the config's)")
    parser.add_argument("--bot-nice", default="", help="REFEREE_BOT_NICE (default: the config's)")
    parser.add_argument("--bot-threads", default="",
                        help="REFEREE_BOT_THREADS (default: the config's)")
    parser.add_argument("--bot-processes", default="",
                        help="REFEREE_BOT_PROCESSES (default: the config's)")
    parser.add_argument("--bot-nice-interactive", default="",
                        help="REFEREE_BOT_NICE_INTERACTIVE (default: the config's)")
    parser.add_argument("--bot-processes-interactive", default="",
                        help="REFEREE_BOT_PROCESSES_INTERACTIVE (default: the config's)")
    parser.add_argument("--prefer-wait", action="store_true",
                        help="the person's move asks Prefer: wait=5 and its reply carries the "
                        "bot's (R285), instead of the reply then the bot's move seen by polling")
    parser.add_argument("--backlog-limit", type=float, default=120.0,
                        help="seconds a round's backlog is waited for at most")
    parser.add_argument("--json", help="also write every figure to this file")
    args = parser.parse_args()

    redis_server = RedisProcess().start()
    huge = "100000000/minute"
    env = {"REDIS_URL": redis_server.url, "REFEREE_KEY_PREFIX": PREFIX,
           "REFEREE_RATE_LIMIT_CLIENT": huge, "REFEREE_RATE_LIMIT_TOKEN": huge,
           "REFEREE_LOG_LEVEL": "WARNING"}
    for name, value in (("REFEREE_WORKERS", args.workers), ("REFEREE_BOT_NICE", args.bot_nice),
                        ("REFEREE_BOT_THREADS", args.bot_threads),
                        ("REFEREE_BOT_PROCESSES", args.bot_processes),
                        ("REFEREE_BOT_NICE_INTERACTIVE", args.bot_nice_interactive),
                        ("REFEREE_BOT_PROCESSES_INTERACTIVE", args.bot_processes_interactive)):
        if value:
            env[name] = value
    for name in ("REFEREE_BOT_WORKERS", "REFEREE_CPU_BUDGET_TOKEN", "REFEREE_CPU_BUDGET_CLIENT"):
        os.environ.pop(name, None)  # the defaults, whatever this shell sets
    server = Server(env, workers=None)
    try:
        server.start()
        client = redis.Redis.from_url(redis_server.url)
        report = run(args, server, RedisJobs(client, PREFIX, 10.0), client)
    finally:
        server.stop()
        redis_server.stop()
    report["settings"] = {k: v for k, v in env.items() if k.startswith("REFEREE_BOT")}
    print_report(report)
    if args.json:
        Path(args.json).write_text(json.dumps(report, indent=1))


def run(args: argparse.Namespace, server: Server, jobs: RedisJobs, store: redis.Redis
        ) -> dict[str, Any]:
    wrk = Wrk(ensure_wrk(), args.seconds, Path(tempfile.mkdtemp(prefix="yield-wrk-")))
    games = plain_games(server, args.moves)
    wrk.prepare("plain", [move_sequence(g, idempotent=False)
                          for g in split(games, args.connections)], cycle=False)
    results: dict[str, list[dict[str, Any]]] = {scene: [] for scene in SCENES}
    clients: dict[str, list[Client]] = {scene: [] for scene in SCENES}
    backlog: dict[str, list[float]] = {scene: [] for scene in SCENES}
    seen: dict[str, dict[str, int]] = {}
    cpu: dict[str, list[dict[str, float]]] = {scene: [] for scene in SCENES}
    master = server.proc.pid if server.proc is not None else 0
    for _ in range(args.rounds):
        for scene in SCENES:
            stop = threading.Event()
            started = [] if scene == "alone" else [
                Client(server.url, f"{scene}-{len(clients[scene])}-{k}", scene == "all-bots",
                       stop, args.prefer_wait) for k in range(2)]
            for client in started:
                client.start()
            if started:
                time.sleep(1.0)  # the clients are playing when wrk begins
            before = cpu_seconds(master)
            results[scene].append(wrk.run("plain", server.port))
            after = cpu_seconds(master)
            cpu[scene].append({k: after[k] - before[k] for k in after})
            stop.set()
            for client in started:
                client.join(60)
            clients[scene] += started
            backlog[scene].append(wait_out(jobs, args.backlog_limit))
            minutes(store, seen)
    shutil.rmtree(wrk.dir, ignore_errors=True)
    play, all_bots = clients["play"], clients["all-bots"]
    return {"rounds": args.rounds, "seconds": args.seconds, "connections": args.connections,
            "cpus": os.cpu_count(), "load": os.getloadavg(), "plain": results,
            "backlog": backlog, "cpu": cpu, "person_move": [m for c in play for m in c.moves],
            "bot_reply": [a for c in play for a in c.answers], "prefer_wait": args.prefer_wait,
            "all_bot_creation": [c for client in all_bots for c in client.creations],
            "all_bot_refused": sum(c.refused for c in all_bots),
            "work": {n: sum(m.get(n, 0) for m in seen.values())
                     for n in ("reserved", "spent", "refused")},
            "client_errors": sum(c.errors for scene in clients.values() for c in scene)}


def print_report(report: dict[str, Any]) -> None:
    plain = report["plain"]
    alone_p99 = statistics.median(r["p99"] for r in plain["alone"])
    print(f"{report['rounds']} rounds of {report['seconds']:g} s, {report['connections']} "
          f"connections, {report['cpus']} CPUs, load average at the end "
          f"{report['load'][0]:.1f}; {report['settings'] or 'the bots settings by default'}")
    print()
    print("| | plain moves/s | p50 | p99 | CPU s: serving / bots | bot work left after the "
          "round |")
    print("|---|---:|---:|---:|---:|---:|")
    for scene in SCENES:
        serving = statistics.median(c["serving"] for c in report["cpu"][scene])
        bots = statistics.median(c["bots"] for c in report["cpu"][scene])
        print(f"| {NAMES[scene]} | {plain_cells(plain, scene)} | {serving:.1f} / {bots:.1f} | "
              f"{max(report['backlog'][scene]):.1f} s |")
    moves, creations = report["person_move"], report["all_bot_creation"]
    print()
    print(f"bot work over the run: {report['work']['reserved']} ms of CPU reserved, "
          f"{report['work']['spent']} ms spent, {report['work']['refused']} requests refused")
    if moves:
        what = "its reply with the bot's (Prefer: wait)" if report["prefer_wait"] else "its reply"
        print(f"a person's move against a `strong` bot, {what}: "
              f"{len(moves)} moves, p50 {quantile(moves, 0.5) * 1000:.0f} ms, p99 "
              f"{quantile(moves, 0.99) * 1000:.0f} ms "
              f"({quantile(moves, 0.99) / alone_p99:.2f} × a plain move's p99 alone)")
        replies = report["bot_reply"]
        if replies:
            print(f"the bot's reply seen by the person after their move's reply: p50 "
                  f"{quantile(replies, 0.5) * 1000:.0f} ms, p99 "
                  f"{quantile(replies, 0.99) * 1000:.0f} ms, within a second "
                  f"{sum(r <= 1 for r in replies)} of {len(replies)}")
    else:
        print("a person's move against a `strong` bot: none answered in the rounds")
    print(f"all-bot games created: {len(creations)}, refused (429): {report['all_bot_refused']}"
          + (f"; creation p50 {quantile(creations, 0.5) * 1000:.0f} ms" if creations else ""))
    errors = sum(r["errors"] for scene in SCENES for r in plain[scene])
    print(f"plain move errors: {errors}; the bot clients' errors: {report['client_errors']}")


if __name__ == "__main__":
    main()
