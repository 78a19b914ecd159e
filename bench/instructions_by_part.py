"""Where a request's instructions go, part by part, under callgrind: the counters are dumped at
each entry to and each exit from the functions named in ``PARTS`` (and the request hooks, the
view), and each dump's count goes to the function then running, so a part's figure is its own
instructions, not those of the parts it calls. What the dumps themselves cost (an empty
function's figure, per entry) is taken off each part.

    .venv/bin/python bench/instructions_by_part.py [--request move|get] [--requests 40]

Moves with every feature on (an Idempotency-Key each) of seeded 4-player Emotrions games, or a
seat's GET, through the WSGI callable, as ``bench/cpu_per_request.py --instructions`` makes
them; no game ends. Needs valgrind with its headers (Debian's ``valgrind``) and a C compiler:
a few lines of C give Python callgrind's client requests. docs/performance.md ("The third
part") quotes it.
"""

from __future__ import annotations

import argparse
import collections
import ctypes
import functools
import glob
import logging
import os
import re
import subprocess
import sys
import tempfile
import uuid
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

SHIM = """#include <valgrind/callgrind.h>
void cg_dump(const char *s) { CALLGRIND_DUMP_STATS_AT(s); }
void cg_zero(void) { CALLGRIND_ZERO_STATS; }
"""


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--redis", default="redis://127.0.0.1:6379/0")
    parser.add_argument("--request", choices=("move", "get"), default="move")
    parser.add_argument("--requests", type=int, default=40)
    parser.add_argument("--child", default="", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        _measure(args)
        return
    with tempfile.TemporaryDirectory() as work:
        shim = os.path.join(work, "libcg.so")
        source = os.path.join(work, "cg.c")
        Path(source).write_text(SHIM)
        subprocess.run(["cc", "-O2", "-shared", "-fPIC", "-o", shim, source], check=True)
        subprocess.run(
            ["valgrind", "--tool=callgrind", "--instr-atstart=no",
             f"--callgrind-out-file={work}/cg.out", sys.executable, __file__, "--child", shim,
             "--redis", args.redis, "--request", args.request, "--requests", str(args.requests)],
            check=True, capture_output=True)
        _report(work, args.requests)


def _report(work: str, requests: int) -> None:
    total: collections.Counter[str] = collections.Counter()
    calls: collections.Counter[str] = collections.Counter()
    for path in glob.glob(f"{work}/cg.out.*"):
        text = Path(path).read_text(errors="replace")
        part = re.search(r"^desc: Trigger: Client Request: (.*)$", text, re.M)
        count = re.search(r"^(?:summary|totals): (\d+)", text, re.M)
        if part and count:
            total[part.group(1)] += int(count.group(1))
            calls[part.group(1)] += 1
    per_call = total["(empty)"] / max(calls["(empty)"], 1)
    print("| part | k instructions per request | dumps per request |")
    print("|---|---:|---:|")
    net = {part: (count - per_call * calls[part]) / requests for part, count in total.items()
           if part not in ("(empty)", "(outside)")}
    for part, count in sorted(net.items(), key=lambda item: -item[1]):
        print(f"| {part} | {count / 1000:,.1f} | {calls[part] / requests:.1f} |")
    print(f"| sum | {sum(net.values()) / 1000:,.1f} | |")


def _measure(args: argparse.Namespace) -> None:
    import orjson

    from bench.cpu_per_request import _call, _environ
    from bench.perf import playout
    from referee import create_app
    from referee.config import Settings
    from referee.core import auth, games, idempotency, moves, unit_of_work
    from referee.http import observability
    from referee.http.api import games as views
    from variants import find_variant

    shim = ctypes.CDLL(args.child)
    players = ["Ann", "Bob", "Cy", "Di"]
    app = create_app(Settings(redis_url=args.redis, key_prefix=f"cpu-{uuid.uuid4().hex[:8]}"))
    for handler in logging.getLogger("referee").handlers:
        handler.stream = open(os.devnull, "w")  # the lines are written, to nowhere
    client = app.test_client()
    wanted = args.requests + 10
    requests = []
    if args.request == "move":
        for i in range(wanted):
            game = client.post("/v1/games", json={"variant": "emotrions", "players": players,
                                                   "seed": f"cpu-{i}"}).get_json()
            for seat, move in playout("emotrions", players, {}, f"cpu-{i}")[:-1]:
                requests.append(("POST", f"/v1/games/{game['id']}/moves", orjson.dumps(move), {
                    "Authorization": f"Bearer {game['tokens']['seats'][seat]}",
                    "Idempotency-Key": uuid.uuid4().hex}))
            if len(requests) >= wanted:
                break
    else:
        game = client.post("/v1/games", json={"variant": "emotrions", "players": players,
                                               "seed": "cpu-view"}).get_json()
        requests = [("GET", f"/v1/games/{game['id']}", b"",
                     {"Authorization": f"Bearer {game['tokens']['seats'][0]}"})] * wanted
    environs = [_environ(*request) for request in requests[:wanted]]
    for environ in environs[:10]:
        _call(app, environ)

    running = ["(outside)"]

    def dump() -> None:
        shim.cg_dump(running[-1].encode())

    def counted(part: str, func):
        @functools.wraps(func)
        def wrapper(*a, **k):
            dump()
            running.append(part)
            try:
                return func(*a, **k)
            finally:
                dump()
                running.pop()
        return wrapper

    service = app.extensions["referee"]
    store = service.store
    variant = find_variant("emotrions")
    parts = [
        (service.snapshots, ["decode", "encode", "keep"]),
        (service, ["settled"]),
        (service.uow, ["_next"]),
        (unit_of_work, ["stamp", "tick"]),
        (service.bots, ["play_all"]),
        (service.tuning, ["lifetime"]),
        (service.decoded, ["get", "keep"]),
        (store, ["claim", "commit", "load", "_direct"]),
        (variant, ["apply", "view", "dump", "load"]),
        (moves, ["move_reply", "redact_event"]),
        (games.Game, ["view", "caller"]),
        (views, ["json_body", "idempotency", "bearer_token", "if_match_version",
                 "body_response", "json_response"]),
        (idempotency.Idempotency, ["of", "scope"]),
        (auth, ["digest", "bearer"]),
        (app.extensions["referee.http.limits"], ["charge_of", "after"]),
        (observability, ["start", "finish", "_count_game_request", "_child",
                         "_write_request_line"]),
    ]
    for owner, names in parts:
        label = getattr(owner, "__name__", type(owner).__name__)
        for name in names:
            if hasattr(owner, name):
                setattr(owner, name, counted(f"{label}.{name}", getattr(owner, name)))
    for hooks in (app.before_request_funcs, app.after_request_funcs):
        for funcs in hooks.values():
            funcs[:] = [counted(f"hook {f.__qualname__}", f) for f in funcs]
    for endpoint in ("games.post_move", "games.get_game"):
        app.view_functions[endpoint] = counted("the view", app.view_functions[endpoint])
    app.__dict__.pop("_sync", None)  # RefereeFlask's cache of the old hooks
    empty = counted("(empty)", lambda: None)
    subprocess.run(["callgrind_control", "-i", "on", str(os.getpid())], check=True,
                   capture_output=True)
    shim.cg_zero()
    for environ in environs[10:]:
        dump()
        running.append("Flask, werkzeug, WSGI (the rest)")
        status = _call(app, environ)
        dump()
        running.pop()
        assert status.startswith("200"), status
        empty()
    dump()


if __name__ == "__main__":
    main()
