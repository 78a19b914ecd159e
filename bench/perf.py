"""Benchmark: every hot endpoint of the referee against the bare architecture floor.

One command starts a Redis and three gunicorn instances with the same configuration
(``referee.gunicorn_conf``): the referee with every production feature on (rate limits, metrics,
request logs, an Idempotency-Key on every move), the referee with them off (limits off, log
level WARNING, no Idempotency-Key), and the floor (``bench/floor.py``: one Redis read and one
Lua compare-and-set of a snapshot of the referee's size; one Redis read for a GET). wrk (a C
load generator: it takes little of the CPU the servers share; installed with apt-get when
missing) drives one kind of request at a time for ``--seconds``, over ``--connections``
keep-alive connections (one wrk thread each), and the kinds alternate round after round
(``--rounds``, at least 5): this machine is shared and noisy, so the table gives each figure's
median over the rounds and its spread (min–max), each one's ratio to its floor, and whether
the issue's targets are met.

    .venv/bin/python bench/perf.py                      # the table of docs/performance.md
    .venv/bin/python bench/perf.py --rounds 1 --seconds 1 --games 6   # a quick smoke run

Moves are legal only: each game is created with a seed, its whole move sequence is computed
beforehand by the engine in this process (a seeded random playout), and each connection owns its
own games, so no move ever loses a race or is refused. The run also measures, in process, the
engine alone (moves applied per second in random playouts), the largest snapshot per variant,
Redis round trips per move and per GET (``MONITOR`` on the benchmark's own Redis, counting the
commands of the serving processes that touch the server's keys: not the bot processes' polling),
and whether a move costs more late in a game.

Each wrk connection replays a list of requests prepared here (``<dir>/<kind>-<n>.lua``, raw
HTTP): a move list is used once, round after round from where the last round stopped (wrk
reports how many each connection sent); GETs and the floor's moves cycle.
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
import uuid
from functools import partial
from pathlib import Path
from typing import Any

# tests.support and bench are importable from the repository root only (the venv installs
# referee, schemas and variants).
sys.path.insert(0, str(ROOT := Path(__file__).resolve().parents[1]))

import orjson
import redis

from referee.cli import WORKER_CLIENT_NAME
from referee.core.games import GameService
from referee.storage.memory import MemoryStore
from tests.support.live import Server, request
from tests.support.redis_server import RedisProcess
from variants import find_variant

#: The games driven: variant, players, options (a long 4 Aces match shows the move-number trend).
GAMES = {
    "emotrions": (["Ann", "Bob", "Cy", "Di"], {}),
    "pareo": (["Ann", "Bob"], {}),
    "four-aces": (["Ann", "Bob"], {}),
}

# ----------------------------------------------------------------------------------------------
# Seeded playouts, in process


def playout(variant_name: str, players: list[str], options: dict, seed: str,
            limit: int = 5000) -> list[tuple[int, dict[str, Any]]]:
    """Every move of one seeded game, as (seat, wire move), chosen at random among the legal
    moves from the same seed the service will be given (so the service deals the same cards)."""
    variant = find_variant(variant_name)
    config = variant.configure(len(players), options)
    state, _ = variant.start(config, seed)
    pick = random.Random(seed)
    moves = []
    while not variant.is_finished(state) and len(moves) < limit:
        seat = variant.to_act(state)[0]
        listed, _ = variant.legal_moves_listing(state, seat)
        move = pick.choice(listed)
        state, _ = variant.apply(state, move)
        moves.append((seat, move.to_dict()))
    return moves


def engine_figures(games: int) -> dict[str, dict[str, float]]:
    """Per variant: moves applied per second by the engine alone (``apply`` only, and with the
    legal-move listing a client would ask for), and the largest stored snapshot in bytes (the
    service's own encoding, meta included) at any point of ``games`` seeded games."""
    out = {}
    for name, (players, options) in GAMES.items():
        variant = find_variant(name)
        service = GameService(MemoryStore())
        applied = listing = 0.0
        count = largest = 0
        for i in range(games):
            game, _ = service.create(name, players, options, seed=f"engine-{i}")
            largest = max(largest, len(service.snapshots.encode(game)))
            pick = random.Random(i)
            state = game.state
            while not variant.is_finished(state):
                seat = variant.to_act(state)[0]
                t0 = time.perf_counter()
                listed, _ = variant.legal_moves_listing(state, seat)
                t1 = time.perf_counter()
                state, _ = variant.apply(state, pick.choice(listed))
                t2 = time.perf_counter()
                listing += t1 - t0
                applied += t2 - t1
                count += 1
                game.state = state
                largest = max(largest, len(service.snapshots.encode(game)))
        out[name] = {"moves": count, "apply_per_s": count / applied,
                     "with_listing_per_s": count / (applied + listing), "snapshot_max": largest}
    return out


def move_cost_by_number(games: int, rounds: int = 5) -> dict[int, float]:
    """The service's CPU time per move (decode the snapshot, apply, stamp the events, encode,
    commit to a MemoryStore, build the reply) by move number in long 4 Aces matches: the best of
    ``rounds`` replays of the same ``games`` matches, by buckets of 50 moves, in µs. Whether a
    move costs more late in a game than early shows here without HTTP or Redis noise."""
    name = "four-aces"
    players, options = GAMES[name]
    variant = find_variant(name)
    scripts = [playout(name, players, options, f"trend-{i}") for i in range(games)]
    best: dict[int, float] = {}
    for _ in range(rounds):
        service = GameService(MemoryStore())
        spent: dict[int, list[float]] = {}
        for i, moves in enumerate(scripts):
            game, tokens = service.create(name, players, options, seed=f"trend-{i}")
            for n, (seat, wire) in enumerate(moves):
                token = tokens["seats"][seat]

                def build(g, caller, wire=wire):
                    cls = variant.move_types[wire["type"]]
                    values = {k: tuple(v) if isinstance(v, list) else v
                              for k, v in wire.items() if k != "type"}
                    return cls(seat=caller.seat, **values)

                t0 = time.process_time()
                service.move(game.id, token, build)
                spent.setdefault(n // 50, []).append(time.process_time() - t0)
        for bucket, values in spent.items():
            cost = statistics.mean(values) * 1e6
            best[bucket * 50] = min(best.get(bucket * 50, cost), cost)
    return dict(sorted(best.items()))


# ----------------------------------------------------------------------------------------------
# Servers


def call(server: Server, method: str, path: str, body: Any = None,
         headers: dict[str, str] | None = None) -> tuple[int, Any]:
    status, _, reply = request(method, server.url + path, body, headers=headers, timeout=30)
    return status, reply


# ----------------------------------------------------------------------------------------------
# The load generator: wrk, one thread per connection, each replaying its own list of requests

#: wrk's script: each thread loads its list, starts at its offset (a move list) or cycles (GETs
#: and the floor), and ``done`` prints one JSON line with the figures and each thread's count.
WRK_SCRIPT = r"""
local threads, n = {}, 0
function setup(thread)
  n = n + 1
  thread:set("id", n)
  table.insert(threads, thread)
end
function init(args)
  local dir, kind, cycle, offsets = args[1], args[2], args[3] == "cycle", args[4]
  plan = dofile(dir .. "/" .. kind .. "-" .. id .. ".lua")
  local k = 0
  start = 0
  for value in string.gmatch(offsets, "[^,]+") do
    k = k + 1
    if k == id then start = tonumber(value) end
  end
  sent, spares, cycling = 0, 0, cycle
  spare = "GET /out-of-moves HTTP/1.1\r\nHost: bench\r\n\r\n"
end
function request()
  if not primed and not cycling then
    -- wrk asks for a connection's first request once more than it sends (the first answer
    -- is never discarded): a cheap spare goes first, so no move is lost.
    primed = true
    spares = spares + 1
    return spare
  end
  sent = sent + 1
  if cycling then return plan[(start + sent - 1) % #plan + 1] end
  local r = plan[start + sent]
  if r then return r end
  spares = spares + 1  -- out of moves (--moves too low): counted apart, not as a result
  return spare
end
answered_spares = 0
function response(status, headers, body)
  if status == 200 then return end
  if status == 404 and not string.find(body, "no game", 1, true) then
    answered_spares = answered_spares + 1  -- a spare's (no such route)
    return
  end
  shown = (shown or 0) + 1
  if shown < 4 then io.stderr:write(status, " ", body, "\n") end  -- the first errors, to see
end
function done(summary, latency, requests)
  local counts, out = {}, 0
  for _, t in ipairs(threads) do
    local primer = t:get("primed") and 1 or 0
    table.insert(counts, t:get("sent") - t:get("spares") + primer)
    out = out + t:get("answered_spares")
  end
  local e = summary.errors
  io.write(string.format(
    '@@{"requests":%d,"duration_us":%d,"status_errors":%d,"socket_errors":%d,' ..
    '"p50_us":%d,"p99_us":%d,"sent":[%s],"ran_out":%d}\n',
    summary.requests, summary.duration, e.status, e.connect + e.read + e.write + e.timeout,
    latency:percentile(50), latency:percentile(99), table.concat(counts, ","), out))
end
"""


def ensure_wrk() -> str:
    """wrk's path; installed from Debian's package when missing (the benchmark's set-up)."""
    found = shutil.which("wrk")
    if found:
        return found
    print("wrk is missing: apt-get install -y wrk", file=sys.stderr)
    subprocess.run(["apt-get", "install", "-y", "wrk"], check=False, capture_output=True)
    if not shutil.which("wrk"):
        subprocess.run(["apt-get", "update"], check=False, capture_output=True)
        subprocess.run(["apt-get", "install", "-y", "wrk"], check=True, capture_output=True)
    return shutil.which("wrk") or "wrk"


def _lua(text: str) -> str:
    return '"' + (text.replace("\\", "\\\\").replace('"', '\\"').replace("\r", "\\r")
                  .replace("\n", "\\n")) + '"'


def raw_request(method: str, path: str, headers: dict[str, str], body: bytes = b"") -> str:
    lines = [f"{method} {path} HTTP/1.1", "Host: 127.0.0.1"]
    lines += [f"{k}: {v}" for k, v in headers.items()]
    if method == "POST":
        lines.append(f"Content-Length: {len(body)}")
    return "\r\n".join(lines) + "\r\n\r\n" + body.decode()


def move_sequence(games: list[dict], idempotent: bool) -> list[str]:
    """One connection's moves: its games' moves taken in turn (a game's next move is sent
    only after its previous one was answered: one connection sends one request at a time)."""
    out, at = [], [0] * len(games)
    while True:
        sent = False
        for k, game in enumerate(games):
            if at[k] >= len(game["moves"]):
                continue
            seat, move = game["moves"][at[k]]
            at[k] += 1
            headers = {"Authorization": f"Bearer {game['seats'][seat]}",
                       "Content-Type": "application/json"}
            if idempotent:
                headers["Idempotency-Key"] = uuid.uuid4().hex
            out.append(raw_request("POST", game["move_path"], headers, orjson.dumps(move)))
            sent = True
        if not sent:
            return out


def cycle_sequence(games: list[dict], kind: str) -> list[str]:
    out = []
    for game in games:
        if kind == "move":  # the floor's: endless, the same snapshot written back
            out.append(raw_request("POST", game["move_path"],
                                   {"Content-Type": "application/json"}, b"{}"))
        else:
            token = game.get("token")
            headers = {"Authorization": f"Bearer {token}"} if token else {}
            out.append(raw_request("GET", game["path"], headers))
    return out


class Wrk:
    """Runs wrk on one kind of request at a time, keeping each move list's offsets."""

    def __init__(self, wrk: str, seconds: float, directory: Path) -> None:
        self.wrk = wrk
        self.seconds = seconds
        self.dir = directory
        (directory / "run.lua").write_text(WRK_SCRIPT)
        self.plans: dict[str, tuple[int, bool]] = {}
        self.offsets: dict[str, list[int]] = {}

    def prepare(self, kind: str, plans: list[list[str]], cycle: bool) -> None:
        name = f"k{len(self.plans)}"
        for n, plan in enumerate(plans, start=1):
            body = ",\n".join(_lua(r) for r in plan)
            (self.dir / f"{name}-{n}.lua").write_text("return {\n" + body + "\n}\n")
        self.plans[kind] = (len(plans), cycle)
        self.offsets[kind] = [0] * len(plans)
        self.names = getattr(self, "names", {})
        self.names[kind] = name

    def run(self, kind: str, port: int) -> dict[str, Any]:
        count, cycle = self.plans[kind]
        offsets = self.offsets[kind]
        command = [self.wrk, "-t", str(count), "-c", str(count), "-d", f"{max(1, round(self.seconds))}s",
                   "--timeout", "30s", "-s", str(self.dir / "run.lua"),
                   f"http://127.0.0.1:{port}", "--", str(self.dir), self.names[kind],
                   "cycle" if cycle else "once", ",".join(map(str, offsets))]
        done = subprocess.run(command, capture_output=True, text=True, timeout=self.seconds + 120)
        line = next((x for x in done.stdout.splitlines() if x.startswith("@@")), None)
        if line is None:
            raise RuntimeError(f"wrk failed: {done.stdout[-2000:]} {done.stderr[-2000:]}")
        out = json.loads(line[2:])
        if not cycle:
            self.offsets[kind] = [a + b for a, b in zip(offsets, out["sent"], strict=False)]
        seconds = out["duration_us"] / 1e6
        # A connection's primer, and a connection out of moves, send a cheap 404 instead: not
        # a result, counted apart (out of moves, the figures are too high: raise --moves).
        if done.stderr.strip():
            print(f"{kind}: wrk says: {done.stderr.strip()[:500]}", file=sys.stderr)
        ran_out = out["ran_out"]
        if ran_out > count:  # each connection's first spare is its primer, not a shortage
            print(f"{kind}: {ran_out - count} requests ran out of moves; raise --moves",
                  file=sys.stderr)
        return {"rps": (out["requests"] - ran_out) / seconds, "p50": out["p50_us"] / 1e6,
                "p99": out["p99_us"] / 1e6,
                "errors": out["status_errors"] - ran_out + out["socket_errors"],
                "n": out["requests"] - ran_out, "ran_out": ran_out}


# ----------------------------------------------------------------------------------------------
# The run


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--seconds", type=float, default=5.0, help="per kind, per round")
    parser.add_argument("--connections", type=int, default=16)
    parser.add_argument("--games", type=int, default=48, help="live games per variant, at least")
    parser.add_argument("--moves", type=int, default=16000,
                        help="legal moves prepared per variant and server, at least (more games "
                             "than --games if needed; a run that exhausts them counts errors)")
    parser.add_argument("--workers", default="", help="REFEREE_WORKERS (default: the config's)")
    parser.add_argument("--worker-class", default="gthread", choices=("gthread", "sync", "gevent"))
    parser.add_argument("--threads", default="32")
    parser.add_argument("--engine-games", type=int, default=30)
    parser.add_argument("--json", help="also write every figure to this file")
    parser.add_argument("--only", default="", help="run only the kinds whose name holds this "
                        "text, and their floors (e.g. 'emotrions' for its moves)")
    args = parser.parse_args()

    redis_server = RedisProcess().start()
    common = {"REDIS_URL": redis_server.url, "REFEREE_WORKER_CLASS": args.worker_class,
              "REFEREE_THREADS": args.threads}
    if args.workers:
        common["REFEREE_WORKERS"] = args.workers
    huge = "100000000/minute"
    servers = {
        "on": Server({**common, "REFEREE_KEY_PREFIX": "on", "REFEREE_RATE_LIMIT_CLIENT": huge,
                      "REFEREE_RATE_LIMIT_TOKEN": huge}, workers=None),
        "off": Server({**common, "REFEREE_KEY_PREFIX": "off", "REFEREE_RATE_LIMIT_CLIENT": "off",
                       "REFEREE_RATE_LIMIT_TOKEN": "off", "REFEREE_LOG_LEVEL": "WARNING"},
                      workers=None),
        "floor": Server(common, workers=None, app="bench.floor:create_app()"),
    }
    try:
        for server in servers.values():
            server.start()
        report = run(args, servers, redis_server.url)
    finally:
        for server in servers.values():
            server.stop()
        redis_server.stop()
    print_report(report, args)
    if args.json:
        Path(args.json).write_text(json.dumps(report, indent=1))


def make_games(args, servers, r) -> dict[str, dict[str, list[dict]]]:
    """Per server and variant, the live games with their precomputed moves."""
    games: dict[str, dict[str, list[dict]]] = {"on": {}, "off": {}}
    sizes: dict[str, bytes] = {}
    for name, (players, options) in GAMES.items():
        i = prepared = 0
        while i < args.games or prepared < args.moves:
            seed = f"perf-{name}-{i}"
            i += 1
            moves = playout(name, players, options, seed)
            prepared += len(moves)
            for flavour in ("on", "off"):
                status, created = call(servers[flavour], "POST", "/v1/games",
                                       {"variant": name, "players": players,
                                        "options": options, "seed": seed})
                assert status == 201, created
                gid = created["id"]
                games[flavour].setdefault(name, []).append({
                    "id": f"{flavour}:{gid}", "seats": created["tokens"]["seats"],
                    "token": created["tokens"]["seats"][0], "moves": moves,
                    "move_path": f"/v1/games/{gid}/moves", "path": f"/v1/games/{gid}",
                })
        # The floor's snapshot: a real mid-game snapshot of this variant, from the referee.
        key = f"off:game:{{{games['off'][name][0]['id'].split(':', 1)[1]}}}"
        sizes[name] = r.hget(key, "s")
    floor = {}
    for name, snapshot in sizes.items():
        floor[name] = []
        for i in range(args.games):
            gid = f"{name}-{i}"
            r.hset(f"floor:{{{gid}}}", mapping={"v": 1, "s": snapshot})
            # The floor's "moves" never run out: it rewrites the same snapshot.
            floor[name].append({"id": f"floor:{gid}", "moves": None,
                                "move_path": f"/floor/{gid}/move", "path": f"/floor/{gid}"})
    games["floor"] = floor
    return games


def floor_of(kind: str) -> str:
    """The floor a kind of request is set against."""
    if kind.startswith("POST move"):
        return f"floor move ({kind.split()[2]})"
    return "floor GET (one Redis value)"


def split(games: list[dict], connections: int) -> list[list[dict]]:
    return [games[i::connections] for i in range(connections) if games[i::connections]]


def run(args, servers, url: str) -> dict[str, Any]:
    r = redis.Redis.from_url(url)
    engine = engine_figures(args.engine_games)
    by_number = move_cost_by_number(max(2, args.engine_games // 5))
    games = make_games(args, servers, r)
    wrk = Wrk(ensure_wrk(), args.seconds, Path(tempfile.mkdtemp(prefix="perf-wrk-")))

    # kind → (server, games, move or get, idempotent); views use spectator/seat paths.
    kinds: dict[str, tuple[str, list[dict], str, bool]] = {}
    for name in GAMES:
        kinds[f"floor move ({name})"] = ("floor", games["floor"][name], "move", False)
        kinds[f"POST move {name} (on)"] = ("on", games["on"][name], "move", True)
        kinds[f"POST move {name} (off)"] = ("off", games["off"][name], "move", False)
    first = "emotrions"
    seat_games = [dict(g, token=g["seats"][0]) for g in games["on"][first]]
    spectator_games = [dict(g, token=None) for g in games["on"][first]]
    legal = [dict(g, path=g["path"] + "/legal-moves") for g in seat_games]
    kinds["floor GET (one Redis value)"] = ("floor", games["floor"][first], "get", False)
    kinds["GET game as a seat (on)"] = ("on", seat_games, "get", False)
    kinds["GET game as a spectator (on)"] = ("on", spectator_games, "get", False)
    kinds["GET legal-moves (on)"] = ("on", legal, "get", False)
    if args.only:
        kinds = {k: v for k, v in kinds.items()
                 if args.only in k or (k.startswith("floor") and any(
                     args.only in other and floor_of(other) == k for other in kinds))}
    for kind, (flavour, kind_games, what, idem) in kinds.items():
        parts = split(kind_games, args.connections)
        once = what == "move" and flavour != "floor"
        plans = [move_sequence(p, idem) if once else cycle_sequence(p, what) for p in parts]
        wrk.prepare(kind, plans, cycle=not once)
    results: dict[str, list] = {k: [] for k in kinds}
    for round_no in range(args.rounds):
        order = list(kinds)
        random.Random(round_no).shuffle(order)
        for kind in order:
            results[kind].append(wrk.run(kind, servers[kinds[kind][0]].port))
        print(f"round {round_no + 1}/{args.rounds} done", file=sys.stderr, flush=True)
    shutil.rmtree(wrk.dir, ignore_errors=True)
    return {"engine": engine, "results": results, "round_trips": round_trips(servers, url),
            "by_number": by_number, "machine": machine()}


def round_trips(servers, url: str) -> dict[str, Any]:
    """Redis round trips per request, counted with MONITOR on the benchmark's own Redis: the
    commands that name a key of the server's prefix (those a Lua script runs inside Redis are
    not round trips; a connection's set-up names no key, and a process's first look into the
    webhooks' outbox is left out). Over 20 moves of a fresh game, with
    every feature on (an Idempotency-Key, rate limits) and with them off, and 20 GETs of its
    view (as a seat) and legal moves with them on."""
    out: dict[str, Any] = {}
    moves = playout("pareo", ["Ann", "Bob"], {}, "round-trips")[:20]
    for flavour, idempotent in (("on", True), ("off", False)):
        status, created = call(servers[flavour], "POST", "/v1/games",
                               {"variant": "pareo", "players": ["Ann", "Bob"],
                                "seed": "round-trips"})
        assert status == 201, created
        seats = created["tokens"]["seats"]
        path = f"/v1/games/{created['id']}"

        play = partial(_play, servers[flavour], path, seats, moves, idempotent)
        read = partial(_read, servers[flavour], path, seats)
        # A first request of each kind loads the scripts and opens the connections.
        call(servers[flavour], "GET", path, headers={"Authorization": f"Bearer {seats[0]}"})
        counted, n = monitored(url, f"{flavour}:", play)
        out[flavour] = len(counted) / n
        out[f"{flavour}_commands"] = sorted({c.split()[0] for c in counted})
        if flavour == "on":
            counted, n = monitored(url, f"{flavour}:", read)
            out["get"] = len(counted) / n
            out["get_commands"] = sorted({c.split()[0] for c in counted})
    return out


def _play(server, path: str, seats: list[str], moves, idempotent: bool) -> int:
    """``moves`` (seat, move) played on the game at ``path``; returns how many."""
    for seat, move in moves:
        headers = {"Authorization": f"Bearer {seats[seat]}"}
        if idempotent:
            headers["Idempotency-Key"] = uuid.uuid4().hex
        status, body = call(server, "POST", path + "/moves", move, headers)
        assert status == 200, body
    return len(moves)


def _read(server, path: str, seats: list[str]) -> int:
    """Ten reads of the view and ten of the legal moves, as seat 0; returns how many."""
    for suffix in ("", "/legal-moves") * 10:
        status, body = call(server, "GET", path + suffix,
                            headers={"Authorization": f"Bearer {seats[0]}"})
        assert status == 200, body
    return 20


def monitored(url: str, prefix: str, action) -> tuple[list[str], int]:
    """The commands naming a key under ``prefix`` that the serving processes sent while
    ``action`` ran (between two ECHO markers of its own), and what ``action`` returned. The
    bot processes' connections (named ``referee worker``'s, CLIENT LIST says which) are left
    out: idle, each polls the jobs stream (a blocking XREADGROUP per thread and an XAUTOCLAIM
    a second, docs/performance.md), at its own pace, not a request's."""
    marker = uuid.uuid4().hex
    seen: list[tuple[str, str]] = []
    ready = threading.Event()

    def watch() -> None:
        with redis.Redis.from_url(url).monitor() as monitor:
            ready.set()
            for command in monitor.listen():
                text = command["command"]
                if text == f"ECHO {marker}":
                    return
                # A process's first request looks once into the webhooks' outbox (ZRANGE of
                # its due jobs, referee.delivery.webhooks): not a request's round trip.
                if (command.get("client_type") != "lua" and f" {prefix}" in text
                        and not text.startswith("ZRANGE")):
                    seen.append((f"{command['client_address']}:{command['client_port']}", text))

    watcher = threading.Thread(target=watch, daemon=True)
    watcher.start()
    ready.wait(5)
    time.sleep(0.2)
    n = action()
    client = redis.Redis.from_url(url)
    # Listed after the action: a connection the bots opened during it is among them.
    bots = {c["addr"] for c in client.client_list() if c.get("name") == WORKER_CLIENT_NAME}
    client.echo(marker)
    watcher.join(10)
    return [text for address, text in seen if address not in bots], n


def machine() -> dict[str, Any]:
    load = os.getloadavg()
    cpu = "?"
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                cpu = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    return {"cpus": os.cpu_count(), "cpu": cpu, "loadavg_end": load,
            "python": sys.version.split()[0], "date": time.strftime("%Y-%m-%d %H:%M UTC",
                                                                    time.gmtime())}


#: The targets (docs/performance.md): ratio to the floor's req/s, and p99 to the floor's p99.
TARGETS = {"on": 0.75, "off": 0.85, "get": 0.8, "p99": 1.5}


def target_of(kind: str) -> float:
    if kind.startswith("GET"):
        return TARGETS["get"]
    return TARGETS["on"] if kind.endswith("(on)") else TARGETS["off"]


def print_report(report: dict[str, Any], args) -> None:
    m = report["machine"]
    print(f"\nmachine: {m['cpus']} × {m['cpu']}, Python {m['python']}, {m['date']}, "
          f"load average at the end {m['loadavg_end'][0]:.1f}")
    print(f"{args.rounds} rounds × {args.seconds:g} s per kind, {args.connections} keep-alive "
          f"connections (wrk), worker class {args.worker_class}, workers "
          f"{args.workers or 'default'} × {args.threads} threads; medians over rounds "
          f"(min–max)\n")
    results = report["results"]

    def med(kind: str, key: str) -> float:
        return statistics.median(r[key] for r in results[kind])

    print(f"| {'request':32} | {'req/s':>17} | {'× floor':>7} | {'target':>6} | "
          f"{'p50 ms':>7} | {'p99 ms':>7} | {'p99 × floor':>11} | errors |")
    print(f"|{'-' * 34}|{'-' * 19}|{'-' * 9}|{'-' * 8}|{'-' * 9}|{'-' * 9}|{'-' * 13}|--------|")
    verdicts = []
    for kind, rows in results.items():
        rps = [r["rps"] for r in rows]
        line = f"| {kind:32} | {med(kind, 'rps'):6.0f} ({min(rps):4.0f}–{max(rps):4.0f}) | "
        floor = floor_of(kind)
        if kind.startswith("floor") or floor not in results:
            line += f"{'':>7} | {'':>6} | "
        else:
            ratio = med(kind, "rps") / med(floor, "rps")
            met = ratio >= target_of(kind)
            verdicts.append(met)
            line += f"{ratio:7.2f} | {'met' if met else 'MISSED':>6} | "
        line += f"{med(kind, 'p50') * 1e3:7.2f} | {med(kind, 'p99') * 1e3:7.2f} | "
        if kind.startswith("floor") or floor not in results:
            line += f"{'':>11} | "
        else:
            p99 = med(kind, "p99") / med(floor, "p99")
            if kind.startswith("POST"):
                verdicts.append(p99 <= TARGETS["p99"])
                line += f"{p99:6.2f} {'met' if p99 <= TARGETS['p99'] else 'MISSED':>4} | "
            else:
                line += f"{p99:11.2f} | "
        line += f"{sum(r['errors'] for r in rows):6d} |"
        print(line)
    print(f"\ntargets: × floor ≥ {TARGETS['on']} (moves, features on), ≥ {TARGETS['off']} "
          f"(off), ≥ {TARGETS['get']} (GETs); move p99 ≤ {TARGETS['p99']} × the floor's: "
          f"{sum(verdicts)} of {len(verdicts)} met")
    print("\nengine alone (in process, seeded random playouts):")
    print(f"| {'variant':10} | {'moves':>7} | {'apply/s':>9} | {'with listing/s':>14} | "
          f"{'largest snapshot':>16} |")
    print(f"|{'-' * 12}|{'-' * 9}|{'-' * 11}|{'-' * 16}|{'-' * 18}|")
    for name, e in report["engine"].items():
        print(f"| {name:10} | {e['moves']:7d} | {e['apply_per_s']:9.0f} | "
              f"{e['with_listing_per_s']:14.0f} | {e['snapshot_max']:14d} B |")
    rt = report["round_trips"]
    print(f"\nRedis round trips per move: {rt['on']:.2f} with every feature on "
          f"(Idempotency-Key, rate limits: {', '.join(rt['on_commands'])}; target 2), "
          f"{rt['off']:.2f} with them off ({', '.join(rt['off_commands'])}); per GET "
          f"(view, legal moves) with them on: {rt['get']:.2f} ({', '.join(rt['get_commands'])}; "
          f"target 1)")
    print("\n4 Aces moves by move number: the service's CPU per move in process (best of 5 "
          "replays):")
    for start, cpu in report["by_number"].items():
        print(f"  moves {start:4d}–{start + 49:4d}: {cpu:7.0f} µs CPU")


if __name__ == "__main__":
    main()
