"""Load with faults: many clients play games to the end through gunicorn on one Redis while a
worker is killed (SIGKILL) and Redis is stopped and restarted, each after a number of
acknowledged moves drawn from a seeded generator; then every game is audited. Loopback only; bounded in time.

    python bench/reliability.py --clients 50 --games 200 --kills 1 --outages 1 --seed 1

Each client retries a timed-out or refused (503, 409, connection lost) request with the same
Idempotency-Key and body. Afterwards, for every game: its record (complete once it has ended)
replays to the same events and result (POST /v1/records/verify), every acknowledged move is in
its log exactly once (its `move` event carries a hash of the request's key), versions are
contiguous, and no response was a 500. The report is printed as JSON (docs/reliability.md).
"""

from __future__ import annotations

import argparse
import http.client
import json
import os
import signal
import subprocess
import sys
import threading
import time
import uuid
from collections import Counter
from dataclasses import asdict, dataclass, field
from pathlib import Path

# tests.support and bench are importable from the repository root only (the venv installs
# referee, schemas and variants).
sys.path.insert(0, str(ROOT := Path(__file__).resolve().parents[1]))

from referee.core.auth import digest
from referee.core.idempotency import Idempotency
from tests.support.live import Server, request
from tests.support.redis_server import RedisProcess
from variants.rng import Rng

TABLES = [
    {"variant": "emotrions", "players": ["A", "B"]},
    {"variant": "emotrions", "players": ["A", "B", "C"], "options": {"covered": True}},
    {"variant": "pareo", "players": ["A", "B"]},
    {"variant": "emotrions", "players": ["A", "B", "C", "D"],
     "options": {"forced_exchange": True}},
]
FOUR_ACES = {"variant": "four-aces", "players": ["A", "B"]}


@dataclass
class Report:
    clients: int = 0
    games: int = 0
    games_finished: int = 0
    requests: int = 0
    moves_acknowledged: int = 0
    decisions_acknowledged: int = 0
    lost_decisions: int = 0
    doubled_decisions: int = 0
    replays_received: int = 0
    retries: int = 0
    status_503: int = 0
    status_409: int = 0
    status_500: int = 0
    timeouts_or_resets: int = 0
    refused_after_retry: int = 0
    worker_kills: int = 0
    redis_outages: int = 0
    lost_moves: int = 0
    #: Games whose acknowledged creation is gone (a master lost: bench/failover.py).
    lost_games: int = 0
    doubled_moves: int = 0
    version_gaps: int = 0
    records_invalid: int = 0
    seconds: float = 0.0
    problems: list[str] = field(default_factory=list)


class Run:
    def __init__(self, base: str, report: Report, deadline: float, decisions: int = 0,
                 if_match: bool = False):
        self.base = base
        #: Each move sent with If-Match: the version it was chosen at (bench/failover.py).
        self.if_match = if_match
        #: When each move answered 2xx was first sent, its game, and how long it took to be
        #: answered, its retries included.
        self.answered: list[tuple[float, str, float]] = []
        #: Each game's version as last acknowledged.
        self.last_version: dict[str, int] = {}
        #: A director's penalty after one acknowledged move in ``decisions`` (0: none).
        self.decisions = decisions
        self.decided: dict[str, list[str]] = {}  # game -> [decision ids acknowledged]
        self.report = report
        self.deadline = deadline
        self.lock = threading.Lock()
        self.acked: dict[str, list[tuple[str, int]]] = {}  # game -> [(request hash, version)]
        self.tokens: dict[str, str] = {}

    def count(self, name: str, n: int = 1) -> None:
        with self.lock:
            setattr(self.report, name, getattr(self.report, name) + n)

    def call(self, method: str, path: str, body=None, token=None, key=None, more=None):
        """One request (with the headers ``more``), retried with the same key until it gets an
        answer that is not a transient failure (503, 409, timeout, reset)."""
        headers = {"Idempotency-Key": key} if key else {}
        headers.update(more or {})
        delay = 0.05
        while time.monotonic() < self.deadline:
            self.count("requests")
            try:
                status, hdrs, reply = request(method, self.base + path, body, token, headers,
                                              timeout=5)
            except (OSError, http.client.HTTPException):  # a reset, or a reply cut short
                self.count("timeouts_or_resets")
                status, hdrs, reply = None, {}, None
            if status == 500:
                self.count("status_500")
                self.report.problems.append(f"500 on {method} {path}: {reply}")
            if status in (503, 409, 429, None, 500):
                if status == 429:  # honour Retry-After, as a client should
                    time.sleep(min(float(hdrs.get("Retry-After", 1)), 5.0))
                if status == 503:
                    self.count("status_503")
                elif status == 409:
                    self.count("status_409")
                self.count("retries")
                time.sleep(delay)
                delay = min(delay * 2, 1.0)
                continue
            return status, hdrs, reply
        raise TimeoutError(f"deadline reached during {method} {path}")

    def play(self, table: dict, rng: Rng, name: str) -> None:
        key = _uuid(rng)
        if self.decisions:
            table = {**table, "director": True, "correction_minutes": 60}
        status, _, created = self.call("POST", "/v1/games", table, key=key)
        assert status == 201, (status, created)
        gid, seats = created["id"], created["tokens"]["seats"]
        self.count("games")
        with self.lock:
            self.acked[gid] = []
            self.decided[gid] = []
            self.tokens[gid] = created["tokens"]["table"]
        while True:
            status, _, view = self.call("GET", f"/v1/games/{gid}")
            if status == 404:
                self.count("lost_games")
                self.report.problems.append(f"{gid}: acknowledged game gone")
                with self.lock:  # and its acknowledged moves with it
                    self.report.lost_moves += len(self.acked.pop(gid))
                return
            if status != 200:
                self.report.problems.append(f"{gid}: view {status}: {view}")
                continue
            if view["status"] == "finished":
                self.count("games_finished")
                return
            seat = view["to_act"][0]
            status, _, listing = self.call("GET", f"/v1/games/{gid}/legal-moves",
                                           token=seats[seat])
            if status != 200 or not listing["moves"]:
                continue  # the game moved on meanwhile
            move = listing["moves"][rng.below(len(listing["moves"]))]
            key = _uuid(rng)
            more = {"If-Match": f'"{view["version"]}"'} if self.if_match else None
            sent = time.monotonic()
            status, hdrs, reply = self.call("POST", f"/v1/games/{gid}/moves", move,
                                            token=seats[seat], key=key, more=more)
            if status == 412:
                continue  # chosen at a version gone by (a failover stepped it back): view again
            if status == 200:
                self.count("moves_acknowledged")
                now = time.monotonic()
                with self.lock:
                    self.answered.append((sent, gid, now - sent))
                    self.last_version[gid] = max(self.last_version.get(gid, 0), reply["version"])
                if hdrs.get("Idempotent-Replayed"):
                    self.count("replays_received")
                scope = Idempotency(key, "").scope(digest(seats[seat]))[:16]
                with self.lock:
                    self.acked[gid].append((scope, reply["version"]))
                if self.decisions and rng.below(self.decisions) == 0:
                    self.decide(gid, created["tokens"]["director"], seat, rng)
            elif status == 422:
                self.count("refused_after_retry")
                self.report.problems.append(f"{gid}: move refused: {reply}")
            else:
                self.report.problems.append(f"{gid}: unexpected {status}: {reply}")

    def decide(self, gid: str, director: str, seat: int, rng: Rng) -> None:
        """A penalty (R202), through the same faults as the moves, retried with its key."""
        status, _, reply = self.call("POST", f"/v1/games/{gid}/decisions",
                                     {"type": "penalty", "seat": seat, "points": 1,
                                      "reason": "slow play"}, token=director, key=_uuid(rng))
        if status == 201:
            self.count("decisions_acknowledged")
            with self.lock:
                self.decided[gid].append(reply["decision"]["id"])
        else:
            self.report.problems.append(f"{gid}: decision refused: {status} {reply}")

    def audit(self) -> None:
        for gid, acked in self.acked.items():
            status, _, record = self.call("GET", f"/v1/games/{gid}/record",
                                          token=self.tokens[gid])
            if status != 200:
                self.report.problems.append(f"{gid}: record {status}")
                continue
            moves = [e for e in record["events"] if e["type"] == "move"]
            seen = Counter(e.get("request") for e in moves)
            for scope, version in acked:
                if seen[scope] == 0:
                    self.count("lost_moves")
                    self.report.problems.append(f"{gid}: acknowledged move v{version} lost")
                elif seen[scope] > 1:
                    self.count("doubled_moves")
                    self.report.problems.append(f"{gid}: move v{version} applied twice")
            decided = Counter(e["decision"]["id"] for e in record["events"]
                              if e["type"] == "decision")
            for decision in self.decided.get(gid, ()):
                if decided[decision] == 0:
                    self.count("lost_decisions")
                    self.report.problems.append(f"{gid}: acknowledged decision {decision} lost")
            if sum(decided.values()) > len(self.decided.get(gid, ())) or max(
                    decided.values(), default=0) > 1:
                self.count("doubled_decisions")
                self.report.problems.append(f"{gid}: a decision applied twice: {decided}")
            # Moves and decisions are versions alike (docs/tournaments.md): together, one after another.
            versions = [e["version"] for e in record["events"]
                        if e["type"] == "move" or e["type"] == "decision"]
            if versions != list(range(2, len(versions) + 2)):
                self.count("version_gaps")
                self.report.problems.append(f"{gid}: versions {versions[:5]}… not contiguous")
            if record.get("complete"):
                status, _, verdict = self.call("POST", "/v1/records/verify", record)
                if status != 200 or not verdict.get("valid"):
                    self.count("records_invalid")
                    self.report.problems.append(f"{gid}: record does not verify: {verdict}")


def _uuid(rng: Rng) -> str:
    """A random (version 4 shaped) UUID from the seeded generator, as a client would make."""
    return str(uuid.UUID(int=(rng.below(1 << 64) << 64) | rng.below(1 << 64), version=4))


def workers_of(master: int) -> list[int]:
    out = subprocess.run(["pgrep", "-P", str(master)], capture_output=True, text=True).stdout
    return [int(pid) for pid in out.split()]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--clients", type=int, default=50)
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--kills", type=int, default=1)
    parser.add_argument("--outages", type=int, default=1)
    parser.add_argument("--outage-seconds", type=float, default=5.0)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--four-aces", action="store_true", help="mix in 4 Aces duels (long)")
    parser.add_argument("--seed", default="1")
    parser.add_argument("--max-seconds", type=float, default=900)
    parser.add_argument("--decisions", type=int, default=0, metavar="N",
                        help="games with a director, who gives a penalty after about one "
                             "acknowledged move in N (default: no director)")
    args = parser.parse_args(argv)

    rng = Rng("reliability/" + args.seed)
    report = Report(clients=args.clients)
    redis = RedisProcess(appendonly=True).start()
    # Every client here shares the loopback address: per-client rate limits would throttle
    # the load generator itself, so they are off for this run (they are tested elsewhere).
    server = Server({"REDIS_URL": redis.url, "REFEREE_REDIS_TIMEOUT": "1",
                     "REFEREE_TIMEOUT": "10", "REFEREE_LOG_LEVEL": "WARNING",
                     "REFEREE_RATE_LIMIT_CLIENT": "off", "REFEREE_RATE_LIMIT_TOKEN": "off"},
                    workers=args.workers).start()
    start = time.monotonic()
    run = Run(server.url, report, start + args.max_seconds, args.decisions)
    tables = TABLES + ([FOUR_ACES] if args.four_aces else [])
    queue = list(range(args.games))
    queue_lock = threading.Lock()

    def client(i: int) -> None:
        while True:
            with queue_lock:
                if not queue:
                    return
                n = queue.pop()
            table = tables[n % len(tables)]
            try:
                run.play(table, Rng(f"reliability/{args.seed}/game/{n}"), f"game {n}")
            except Exception as exc:  # reported, the run goes on
                report.problems.append(f"game {n}: {type(exc).__name__}: {exc}")

    threads = [threading.Thread(target=client, args=(i,), daemon=True)
               for i in range(args.clients)]
    for t in threads:
        t.start()

    # Faults at moments drawn from the seeded generator, within the first part of the run:
    # after a drawn number of acknowledged moves, not seconds, so that they land while the
    # games are played however fast the service plays them (a faster service once finished
    # the suite's 20 games before a fault drawn in seconds came).
    faults = [("kill", 50 + rng.below(200)) for _ in range(args.kills)]
    faults += [("outage", 150 + rng.below(300)) for _ in range(args.outages)]
    for kind, at in sorted(faults, key=lambda f: f[1]):
        while (report.moves_acknowledged < at and any(t.is_alive() for t in threads)
               and time.monotonic() < run.deadline):
            time.sleep(0.005)
        if kind == "kill":
            pids = workers_of(server.proc.pid)
            if pids:
                os.kill(pids[rng.below(len(pids))], signal.SIGKILL)
                report.worker_kills += 1
        else:
            redis.stop()  # SHUTDOWN: the AOF is flushed
            report.redis_outages += 1
            time.sleep(args.outage_seconds)
            redis.start()
    while any(t.is_alive() for t in threads) and time.monotonic() < run.deadline:
        time.sleep(2)
        print(f"[{time.monotonic() - start:5.0f} s] games {report.games_finished}/{args.games} "
              f"finished, {report.moves_acknowledged} moves acknowledged, "
              f"{report.retries} retries, {report.status_503} × 503", file=sys.stderr, flush=True)
    run.deadline = time.monotonic() + 120  # the audit's own time
    try:
        run.audit()
    finally:
        report.seconds = round(time.monotonic() - start, 1)
        server.stop()
        redis.stop()
    print(json.dumps(asdict(report), indent=2))
    ok = (report.lost_moves == report.doubled_moves == report.status_500 == 0
          and report.lost_decisions == report.doubled_decisions == 0
          and report.version_gaps == report.records_invalid == 0
          and report.games_finished == args.games and not report.problems)
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
