"""Benchmark: every hot endpoint of the referee against the bare architecture floor.

One command starts a Redis and three gunicorn instances with the same configuration
(``referee.gunicorn_conf``): the referee with every production feature on (rate limits, metrics,
request logs, an Idempotency-Key on every move), the referee with them off (limits off, log
level WARNING, no Idempotency-Key), and the floor (``bench/floor.py``: one Redis read and one
Lua compare-and-set of a snapshot of the referee's size; one Redis read for a GET). A separate
load-generator process on loopback drives one kind of request at a time for ``--seconds``, over
``--connections`` keep-alive connections, and the kinds alternate round after round
(``--rounds``, at least 5): this machine is shared and noisy, so the table gives each figure's
median over the rounds and its spread (min–max), and each one's ratio to its floor.

    .venv/bin/python bench/perf.py                      # the table of docs/performance.md
    .venv/bin/python bench/perf.py --rounds 1 --seconds 1 --games 6   # a quick smoke run

Moves are legal only: each game is created with a seed, its whole move sequence is computed
beforehand by the engine in this process (a seeded random playout), and each connection owns its
own games, so no move ever loses a race or is refused. The run also measures, in process, the
engine alone (moves applied per second in random playouts), the largest snapshot per variant,
Redis round trips per move (``INFO commandstats`` deltas), and whether a move's latency depends
on how far its game has gone (by move number).
"""

from __future__ import annotations

import argparse
import http.client
import json
import multiprocessing as mp
import os
import random
import statistics
import sys
import threading
import time
import uuid
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import orjson  # noqa: E402
import redis  # noqa: E402

from referee.games import GameService  # noqa: E402
from referee.store import MemoryStore  # noqa: E402
from tests.live import Server, request  # noqa: E402
from tests.redis_server import RedisProcess  # noqa: E402
from variants import find_variant  # noqa: E402

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
            largest = max(largest, len(service._encode(game)))
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
                largest = max(largest, len(service._encode(game)))
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
# The load generator: a separate process, one thread per connection


def _worker(port: int, plan: list[dict], kind: str, deadline: float, idempotent: bool,
            out: list, cursor: dict) -> None:
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
    latencies, by_index, errors = [], {}, 0
    i = 0
    plan = list(plan)
    while time.perf_counter() < deadline and plan:
        game = plan[i % len(plan)]
        i += 1
        headers = {"Authorization": f"Bearer {game['token']}"} if game.get("token") else {}
        if kind.endswith("move"):
            at = cursor[game["id"]]
            if game["moves"] is None:
                seat, move = 0, {}
            elif at >= len(game["moves"]):
                plan.remove(game)  # over: the connection's other games go on
                if not plan:
                    errors += 1  # ran out of moves before the deadline: --moves is too low
                continue
            else:
                seat, move = game["moves"][at]
            headers["Content-Type"] = "application/json"
            headers["Authorization"] = f"Bearer {game['seats'][seat]}" if game.get("seats") else ""
            if idempotent:
                headers["Idempotency-Key"] = uuid.uuid4().hex
            method, path, body = "POST", game["move_path"], orjson.dumps(move)
        else:
            method, path, body = "GET", game["path"], None
        start = time.perf_counter()
        conn.request(method, path, body, headers)
        response = conn.getresponse()
        response.read()
        elapsed = time.perf_counter() - start
        if response.status != 200:
            errors += 1
            continue
        latencies.append(elapsed)
        if kind.endswith("move"):
            by_index.setdefault(cursor[game["id"]] // 50, []).append(elapsed)
            cursor[game["id"]] += 1
    conn.close()
    out.append((latencies, by_index, errors))


def loadgen(pipe) -> None:
    """Serve the parent's commands: ("run", port, plans per connection, kind, seconds,
    idempotent) → (requests/s, latencies, per move-number latencies, errors)."""
    cursor: dict[str, int] = {}
    while True:
        command = pipe.recv()
        if command[0] == "stop":
            return
        _, port, plans, kind, seconds, idempotent = command
        for plan in plans:
            for game in plan:
                cursor.setdefault(game["id"], 0)
        out: list = []
        deadline = time.perf_counter() + seconds
        threads = [threading.Thread(target=_worker, args=(port, plan, kind, deadline,
                                                          idempotent, out, cursor))
                   for plan in plans]
        started = time.perf_counter()
        for t in threads:
            t.start()
        for t in threads:
            t.join()
        wall = time.perf_counter() - started
        latencies = [x for lat, _, _ in out for x in lat]
        by_index: dict[int, list[float]] = {}
        for _, idx, _ in out:
            for k, v in idx.items():
                by_index.setdefault(k, []).extend(v)
        pipe.send((len(latencies) / wall, latencies, by_index, sum(e for _, _, e in out)))


def percentile(values: list[float], p: float) -> float:
    if not values:
        return float("nan")
    values = sorted(values)
    return values[min(len(values) - 1, int(p * len(values)))]


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
    parent, child = mp.Pipe()
    generator = mp.get_context("spawn").Process(target=loadgen, args=(child,), daemon=True)
    generator.start()

    def drive(flavour: str, plans: list[list[dict]], kind: str, idempotent: bool = False):
        parent.send(("run", servers[flavour].port, plans, kind, args.seconds, idempotent))
        return parent.recv()

    # kind → (server, games, kind for the worker, idempotent); views use spectator/seat paths.
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
    results: dict[str, list] = {k: [] for k in kinds}
    trend: dict[int, list[float]] = {}
    for round_no in range(args.rounds):
        order = list(kinds)
        random.Random(round_no).shuffle(order)
        for kind in order:
            flavour, kind_games, worker_kind, idem = kinds[kind]
            rate, latencies, by_index, errors = drive(
                flavour, split(kind_games, args.connections), worker_kind, idem)
            results[kind].append({"rps": rate, "p50": percentile(latencies, 0.5),
                                  "p99": percentile(latencies, 0.99), "errors": errors,
                                  "n": len(latencies)})
            if kind == "POST move four-aces (off)":
                for k, v in by_index.items():
                    trend.setdefault(k, []).extend(v)
        print(f"round {round_no + 1}/{args.rounds} done", file=sys.stderr, flush=True)
    parent.send(("stop",))
    generator.join(10)
    return {"engine": engine, "results": results, "round_trips": round_trips(servers, url),
            "trend": {k * 50: [statistics.median(v), len(v)] for k, v in sorted(trend.items())},
            "by_number": by_number,
            "machine": machine()}


def round_trips(servers, url: str) -> dict[str, float]:
    """Redis round trips per move, counted with MONITOR (commands sent by clients; those a Lua
    script runs inside Redis are not round trips), over 20 moves of a fresh game: with every
    feature on (an Idempotency-Key, rate limits) and with them off."""
    out = {}
    moves = playout("pareo", ["Ann", "Bob"], {}, "round-trips")[:20]
    for flavour, idempotent in (("on", True), ("off", False)):
        status, created = call(servers[flavour], "POST", "/v1/games",
                               {"variant": "pareo", "players": ["Ann", "Bob"],
                                "seed": "round-trips"})
        assert status == 201, created
        counted: list[dict] = []
        ready = threading.Event()

        def watch() -> None:
            with redis.Redis.from_url(url).monitor() as monitor:
                ready.set()
                for command in monitor.listen():
                    if command["command"] == "ECHO perf-end":
                        return
                    if command.get("client_type") != "lua":
                        counted.append(command)

        watcher = threading.Thread(target=watch, daemon=True)
        watcher.start()
        ready.wait(5)
        time.sleep(0.2)
        for seat, move in moves:
            headers = {"Authorization": f"Bearer {created['tokens']['seats'][seat]}"}
            if idempotent:
                headers["Idempotency-Key"] = uuid.uuid4().hex
            status, body = call(servers[flavour], "POST",
                                f"/v1/games/{created['id']}/moves", move, headers)
            assert status == 200, body
        redis.Redis.from_url(url).echo("perf-end")
        watcher.join(10)
        out[flavour] = len(counted) / len(moves)
        out[f"{flavour}_commands"] = sorted({c["command"].split()[0] for c in counted})
    return out


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


def print_report(report: dict[str, Any], args) -> None:
    m = report["machine"]
    print(f"\nmachine: {m['cpus']} × {m['cpu']}, Python {m['python']}, {m['date']}, "
          f"load average at the end {m['loadavg_end'][0]:.1f}")
    print(f"{args.rounds} rounds × {args.seconds:g} s per kind, {args.connections} keep-alive "
          f"connections, worker class {args.worker_class}, workers "
          f"{args.workers or 'default'}; medians over rounds (min–max)\n")
    results = report["results"]

    def med(kind: str, key: str) -> float:
        return statistics.median(r[key] for r in results[kind])

    print(f"| {'request':32} | {'req/s':>17} | {'× floor':>7} | {'p50 ms':>7} | {'p99 ms':>7} "
          f"| {'p99 × floor':>11} | errors |")
    print(f"|{'-' * 34}|{'-' * 19}|{'-' * 9}|{'-' * 9}|{'-' * 9}|{'-' * 13}|--------|")
    for kind, rows in results.items():
        rps = [r["rps"] for r in rows]
        line = (f"| {kind:32} | {med(kind, 'rps'):6.0f} ({min(rps):4.0f}–{max(rps):4.0f}) | ")
        if kind.startswith("floor"):
            line += f"{'':>7} | "
        else:
            line += f"{med(kind, 'rps') / med(floor_of(kind), 'rps'):7.2f} | "
        line += f"{med(kind, 'p50') * 1e3:7.2f} | {med(kind, 'p99') * 1e3:7.2f} | "
        if kind.startswith("floor"):
            line += f"{'':>11} | "
        else:
            line += f"{med(kind, 'p99') / med(floor_of(kind), 'p99'):11.2f} | "
        line += f"{sum(r['errors'] for r in rows):6d} |"
        print(line)
    print("\nengine alone (in process, seeded random playouts):")
    print(f"| {'variant':10} | {'moves':>7} | {'apply/s':>9} | {'with listing/s':>14} | "
          f"{'largest snapshot':>16} |")
    print(f"|{'-' * 12}|{'-' * 9}|{'-' * 11}|{'-' * 16}|{'-' * 18}|")
    for name, e in report["engine"].items():
        print(f"| {name:10} | {e['moves']:7d} | {e['apply_per_s']:9.0f} | "
              f"{e['with_listing_per_s']:14.0f} | {e['snapshot_max']:14d} B |")
    rt = report["round_trips"]
    print(f"\nRedis round trips per move: {rt['on']:.2f} with every feature on "
          f"(Idempotency-Key, rate limits: {', '.join(rt['on_commands'])}), {rt['off']:.2f} "
          f"with them off ({', '.join(rt['off_commands'])})")
    print("\n4 Aces moves by move number: the service's CPU per move in process (best of 5 "
          "replays), and the HTTP latency in the run above (features off, median, samples):")
    for start, cpu in report["by_number"].items():
        http = report["trend"].get(start)
        latency = f"{http[0] * 1e3:6.2f} ms ({http[1]})" if http else "-"
        print(f"  moves {start:4d}–{start + 49:4d}: {cpu:7.0f} µs CPU | HTTP {latency}")


if __name__ == "__main__":
    main()
