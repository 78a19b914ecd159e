"""CPU per request of the hot routes, in process, through the WSGI callable gunicorn calls: the
referee (every feature on, and off) against the floor (``bench/floor.py``), alternating in
rounds, the best round of each (the least disturbed by the machine's other work).

No socket and no server: what is left is the application's own cost per request (Flask, the
hooks, the service, redis-py's two calls; Redis's own time is not this process's CPU). This is
what docs/performance.md uses to show each step of its CPU figures, on any checkout:

    .venv/bin/python bench/cpu_per_request.py --redis redis://127.0.0.1:6379/0 [--repo PATH]

On a shared machine the CPU times move with the other work; ``--instructions`` counts the
instructions each request executes instead (valgrind's callgrind, Debian's ``valgrind``), which
the machine's load does not change: each kind runs twice under callgrind, with its measured
requests only instrumented, and the difference of the two counts is divided by the difference of
their numbers of requests (about two minutes a kind):

    .venv/bin/python bench/cpu_per_request.py --instructions [--kinds "move, features on"]
"""

from __future__ import annotations

import argparse
import cProfile
import gc
import io
import logging
import os
import pstats
import re
import statistics
import subprocess
import sys
import time
import uuid
from pathlib import Path

#: The kinds of request measured, in their order.
KINDS = ("floor move", "move, features on", "move, features off", "floor GET",
         "GET as a seat (on)", "GET as a spectator (on)", "GET legal-moves (on)")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--redis", default="redis://127.0.0.1:6379/0")
    parser.add_argument("--repo", default=str(Path(__file__).resolve().parents[1]),
                        help="the checkout whose referee is measured (the floor is this one's)")
    parser.add_argument("--rounds", type=int, default=6)
    parser.add_argument("--requests", type=int, default=50, help="per kind and round")
    parser.add_argument("--profile", default="", help="also print cProfile's table (a CPU "
                        "clock) for the kinds whose name holds this text, e.g. 'move, features on'")
    parser.add_argument("--sort", default="tottime", help="cProfile's order (tottime, cumtime)")
    parser.add_argument("--instructions", action="store_true",
                        help="count instructions per request under callgrind instead")
    parser.add_argument("--kinds", default="", help="only the kinds whose name holds one of "
                        "these texts (separated by '|')")
    parser.add_argument("--callgrind-child", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    kinds_wanted = [k for k in KINDS if not args.kinds
                    or any(part in k for part in args.kinds.split("|"))]
    if args.instructions:
        _instructions(args, kinds_wanted)
        return
    floor_app = _floor(args.redis)
    sys.path.insert(0, args.repo)
    import orjson
    import redis

    from bench.perf import playout
    from referee import create_app
    from referee.config import Settings

    players = ["Ann", "Bob", "Cy", "Di"]
    apps = {}
    for flavour in ("on", "off"):
        extra = {} if flavour == "on" else {
            "rate_limit_client": "off", "rate_limit_token": "off", "log_level": "WARNING"}
        apps[flavour] = create_app(Settings(
            redis_url=args.redis, key_prefix=f"cpu-{uuid.uuid4().hex[:8]}", **extra))
    for handler in logging.getLogger("referee").handlers:
        handler.stream = open("/dev/null", "w")  # the lines are written, to nowhere
    moves: dict[str, list] = {}
    for flavour, app in apps.items():
        client = app.test_client()
        moves[flavour] = []
        for i in range(2 + args.rounds * args.requests // 100):
            seed = f"cpu-{i}"
            game = client.post("/v1/games", json={"variant": "emotrions", "players": players,
                                                   "seed": seed}).get_json()
            sequence = playout("emotrions", players, {}, seed)
            if args.callgrind_child:  # no game ends: its archiving is not a move's own cost
                sequence = sequence[:-1]
            for seat, move in sequence:
                headers = {"Authorization": f"Bearer {game['tokens']['seats'][seat]}"}
                if flavour == "on":
                    headers["Idempotency-Key"] = uuid.uuid4().hex
                moves[flavour].append(
                    ("POST", f"/v1/games/{game['id']}/moves", orjson.dumps(move), headers))
    viewed = client.post("/v1/games", json={"variant": "emotrions", "players": players,
                                             "seed": "cpu-view"}).get_json()
    watched = apps["on"].test_client().post("/v1/games", json={
        "variant": "emotrions", "players": players, "seed": "cpu-view"}).get_json()
    snapshot = redis.Redis.from_url(args.redis).hget(
        f"{apps['off'].config['REFEREE_SETTINGS'].key_prefix}:game:{{{viewed['id']}}}", "s")
    redis.Redis.from_url(args.redis).hset("floor:{cpu}", mapping={"v": 1, "s": snapshot})
    seat = {"Authorization": f"Bearer {watched['tokens']['seats'][0]}"}
    path = f"/v1/games/{watched['id']}"
    kinds = {
        "floor move": (floor_app, lambda: ("POST", "/floor/cpu/move", b"{}", {})),
        "move, features on": (apps["on"], "on"),
        "move, features off": (apps["off"], "off"),
        "floor GET": (floor_app, lambda: ("GET", "/floor/cpu", b"", {})),
        "GET as a seat (on)": (apps["on"], lambda: ("GET", path, b"", seat)),
        "GET as a spectator (on)": (apps["on"], lambda: ("GET", path, b"", {})),
        "GET legal-moves (on)": (apps["on"], lambda: ("GET", path + "/legal-moves", b"", seat)),
    }
    kinds = {kind: kinds[kind] for kind in kinds_wanted}

    def as_configured(app) -> None:
        # The "referee" loggers are the process's: the app made last set their level, so each
        # kind runs at its own app's (else "on" would write no request line, as "off").
        settings = app.config.get("REFEREE_SETTINGS")
        if settings is not None:
            logging.getLogger("referee").setLevel(settings.log_level)

    spent: dict[str, list[float]] = {kind: [] for kind in kinds}
    profiler = cProfile.Profile(time.process_time)
    at = {"on": 0, "off": 0}
    if args.callgrind_child:  # a warm-up, then only the measured requests instrumented
        (kind, (app, made)), = kinds.items()
        batch = moves[made][:10 + args.requests] if isinstance(made, str) else [
            made() for _ in range(10 + args.requests)]
        environs = [_environ(*request) for request in batch]
        as_configured(app)
        for environ in environs[:10]:
            _call(app, environ)
        # The collector settled as a gunicorn worker's is (referee/gunicorn_conf.py): else where
        # its counters stand after the set-up decides whether a collection of an older
        # generation falls among the measured requests (one did among 60 and not among 20:
        # +37 k on a seat's GET, none of it the request's code; docs/performance.md).
        gc.collect()
        gc.freeze()
        subprocess.run(["callgrind_control", "-i", "on", str(os.getpid())], check=True,
                       capture_output=True)
        for environ in environs[10:]:
            status = _call(app, environ)
            assert status.startswith("200"), (kind, status)
        return
    for _ in range(args.rounds):
        for kind, (app, made) in kinds.items():
            if isinstance(made, str):
                batch = moves[made][at[made]:at[made] + args.requests]
                at[made] += args.requests
            else:
                batch = [made() for _ in range(args.requests)]
            environs = [_environ(*request) for request in batch]
            as_configured(app)
            profiled = bool(args.profile) and args.profile in kind
            if profiled:
                profiler.enable()
            start = time.process_time()
            for environ in environs:
                status = _call(app, environ)
                assert status.startswith("200"), (kind, status)
            spent[kind].append((time.process_time() - start) / len(environs))
            if profiled:
                profiler.disable()
    print("| request (in process, WSGI) | µs CPU, best round | median | × floor |")
    print("|---|---:|---:|---:|")
    for kind, values in spent.items():
        floor = "floor GET" if "GET" in kind else "floor move"
        ratio = "" if kind.startswith("floor") or floor not in spent else (
            f"{min(spent[floor]) / min(values):.2f}")
        print(f"| {kind} | {min(values) * 1e6:.0f} | {statistics.median(values) * 1e6:.0f} "
              f"| {ratio} |")
    if args.profile:
        out = io.StringIO()
        pstats.Stats(profiler, stream=out).strip_dirs().sort_stats(args.sort).print_stats(30)
        print(out.getvalue())


def _instructions(args: argparse.Namespace, kinds: list[str]) -> None:
    """Instructions per request of each kind (see the module's docstring)."""
    counts = {}
    for kind in kinds:
        collected = []
        for requests in (20, 60):
            command = [
                "valgrind", "--tool=callgrind", "--instr-atstart=no",
                "--callgrind-out-file=/dev/null", sys.executable, __file__, "--callgrind-child",
                "--redis", args.redis, "--repo", args.repo, "--kinds", kind, "--rounds", "1",
                "--requests", str(requests)]
            done = subprocess.run(command, capture_output=True, text=True, check=True)
            found = re.search(r"Collected : (\d+)", done.stderr)
            assert found, done.stderr[-2000:]
            collected.append(int(found.group(1)))
        counts[kind] = (collected[1] - collected[0]) / 40
        print(f"{kind}: {counts[kind] / 1000:,.0f} k instructions", file=sys.stderr)
    print("| request (in process, WSGI) | instructions per request | × floor |")
    print("|---|---:|---:|")
    for kind, count in counts.items():
        floor = "floor GET" if "GET" in kind else "floor move"
        ratio = "" if kind.startswith("floor") or floor not in counts else (
            f"{counts[floor] / count:.2f}")
        print(f"| {kind} | {count / 1000:,.0f} k | {ratio} |")


def _floor(url: str):
    import os

    os.environ["REDIS_URL"] = url
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
    from bench import floor

    return floor.create_app()


def _environ(method: str, path: str, body: bytes, headers: dict[str, str]) -> dict:
    environ = {
        "REQUEST_METHOD": method, "PATH_INFO": path, "QUERY_STRING": "",
        "SERVER_NAME": "127.0.0.1", "SERVER_PORT": "8000", "SERVER_PROTOCOL": "HTTP/1.1",
        "wsgi.url_scheme": "http", "wsgi.input": io.BytesIO(body), "wsgi.errors": sys.stderr,
        "wsgi.multithread": True, "wsgi.multiprocess": True, "wsgi.run_once": False,
        "REMOTE_ADDR": "127.0.0.1", "HTTP_HOST": "127.0.0.1",
    }
    if body:
        environ["CONTENT_LENGTH"] = str(len(body))
        environ["CONTENT_TYPE"] = "application/json"
    for name, value in headers.items():
        environ["HTTP_" + name.upper().replace("-", "_")] = value
    return environ


def _call(app, environ: dict) -> str:
    seen: list[str] = []
    b"".join(app(environ, lambda status, headers, exc_info=None: seen.append(status)))
    return seen[0]


if __name__ == "__main__":
    main()
