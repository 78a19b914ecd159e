"""The ``referee`` command: serve the API, play the computer players' jobs, run the engines'
long checks, verify records, write a deployment's secrets, turn a pairing engine's output into
a tournament's round."""

from __future__ import annotations

import argparse
import multiprocessing
import sys

from referee.config import ConfigError, Settings


def serve(args: argparse.Namespace) -> int:
    """Run the service under gunicorn with :mod:`referee.gunicorn_conf`."""
    from gunicorn.app.base import BaseApplication

    try:
        settings = Settings.from_env()
        workers = args.workers or settings.worker_count(multiprocessing.cpu_count())
        settings.check_workers(workers)
    except ConfigError as exc:
        print(f"referee: {exc}", file=sys.stderr)
        return 2

    class Application(BaseApplication):
        def load_config(self) -> None:
            from referee import gunicorn_conf

            # Every setting and hook of the configuration file, exactly as `gunicorn -c
            # python:referee.gunicorn_conf` would take them (metrics, logging, hooks).
            for key, value in vars(gunicorn_conf).items():
                if key in self.cfg.settings and value is not None:
                    self.cfg.set(key, value)
            self.cfg.set("workers", workers)
            if args.bind:
                self.cfg.set("bind", args.bind)

        def load(self):
            from referee import create_app

            return create_app()  # each worker reads its settings (and metrics dir) itself

    print(
        f"referee: serving on http://{args.bind or settings.bind} with {workers} worker(s), "
        f"store: {'Redis at ' + settings.redis_url if settings.redis_url else 'in memory'}",
        file=sys.stderr,
    )
    Application().run()
    return 0


#: The name a ``referee worker``'s Redis connections give themselves (``CLIENT SETNAME``).
WORKER_CLIENT_NAME = "referee-worker"


def worker(args: argparse.Namespace) -> int:
    """Play the computer players' jobs from Redis until SIGTERM or Ctrl-C (referee.bot_workers):
    the bots' tier, on this machine or another, sized apart from the serving processes."""
    import dataclasses
    import logging
    import signal
    import threading

    from referee import bot_workers
    from referee.bootstrap import bootstrap, make_backend
    from referee.http.observability import configure_logging

    try:
        settings = Settings.from_env()
    except ConfigError as exc:
        print(f"referee: {exc}", file=sys.stderr)
        return 2
    if not settings.redis_url:
        print("referee worker: REDIS_URL is not set: a worker takes the bots' jobs from Redis "
              "(without it, `referee serve` plays them itself)", file=sys.stderr)
        return 2
    threads = args.threads or settings.bot_threads
    # One JSON object per line, as the serving processes write (docs/deployment.md, logs): a
    # bot process the gunicorn master starts writes into the service's own output.
    configure_logging(settings.log_level)
    log = logging.getLogger("referee.worker")
    # This process is a worker: the jobs its own commits queue go to Redis, no pool here. Its
    # connections are named, so that CLIENT LIST (and bench/perf.py's count of a request's
    # round trips) tells the bots' polling of the jobs stream from the requests' commands.
    services = bootstrap(make_backend(settings, WORKER_CLIENT_NAME),
                         dataclasses.replace(settings, bot_workers="external"))
    stop = threading.Event()

    def stopping(signum: int, frame: object) -> None:
        if not stop.is_set():
            log.info("referee worker: stopping after the moves in hand")
        stop.set()

    signal.signal(signal.SIGTERM, stopping)
    signal.signal(signal.SIGINT, stopping)
    log.info("referee worker: %d thread(s) playing the bots' jobs from Redis at %s (a job "
             "unfinished for %g s is taken over)", threads,
             settings.redis_url.rsplit('@', 1)[-1], settings.bot_claim_seconds)

    def report(line: str) -> None:
        log.info("referee worker: %s", line)

    taken = bot_workers.run(services.service, services.jobs, services.service.store, threads,
                            stop, report)
    log.info("referee worker: stopped; %d jobs taken", taken)
    return 0


def playout(args: argparse.Namespace) -> int:
    from variants.playout import main

    argv = ["--variant", args.variant, "--games", str(args.games), "--seed", args.seed]
    return main([*argv, "--tabletop"] if args.tabletop else argv)


def verify(args: argparse.Namespace) -> int:
    from referee.records.records import verify_files

    return verify_files(args.record, args.result, args.public_key)


def keygen(args: argparse.Namespace) -> int:
    """Write the secrets of a deployment as an env file: a fresh Ed25519 key signing results
    (``REFEREE_SIGNING_KEY``) and a Redis password (``REDIS_PASSWORD``), which
    docker-compose.yml reads. An existing file is kept (replacing the signing key would change
    the key every published result is checked with) unless ``--force``."""
    import base64
    import datetime
    import os
    import secrets

    from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey

    from referee.records.records import Signer

    private = Ed25519PrivateKey.generate()
    signer = Signer(private)
    key = base64.b64encode(private.private_bytes_raw()).decode()
    now = datetime.datetime.now(datetime.UTC).strftime("%Y-%m-%dT%H:%M:%SZ")
    text = (
        f"# Written by `referee keygen` at {now}. Secrets: keep this file private, out of git\n"
        f"# and of images; back it up (results signed with this key verify only with it).\n"
        f"# Ed25519 key signing game results; its public key, as GET /v1/keys lists it:\n"
        f"#   {signer.public()['public_key']} ({signer.key_id})\n"
        f"REFEREE_SIGNING_KEY={key}\n"
        f"# Redis's password; docker-compose.yml puts it in the service's REDIS_URL.\n"
        f"REDIS_PASSWORD={secrets.token_urlsafe(32)}\n"
    )
    if args.output == "-":
        sys.stdout.write(text)
        return 0
    flags = os.O_WRONLY | os.O_CREAT | (os.O_TRUNC if args.force else os.O_EXCL)
    try:
        fd = os.open(args.output, flags, 0o600)
    except FileExistsError:
        print(f"referee: {args.output} exists; its signing key is kept (--force replaces it)",
              file=sys.stderr)
        return 1
    with os.fdopen(fd, "w") as out:
        os.fchmod(fd, 0o600)
        out.write(text)
    print(f"referee: wrote {args.output} (signing key {signer.key_id}, Redis password)",
          file=sys.stderr)
    return 0


def arena(args: argparse.Namespace) -> int:
    """Seeded games between two bot levels, seats rotated (docs/bots.md)."""
    from variants import find_variant
    from variants.arena import arena as play_arena
    from variants.arena import report
    from variants.base import IllegalSetup
    from variants.search import Budget

    variant = find_variant(args.variant)
    options = dict(option.split("=", 1) for option in args.option)
    for name, value in options.items():
        options[name] = {"true": True, "false": False}.get(value, int(value) if value.isdigit()
                                                          else value)
    if args.mode:
        options["mode"] = args.mode
    try:
        config = variant.configure(args.players, options)
    except IllegalSetup as exc:
        print(f"referee arena: {exc}", file=sys.stderr)
        return 2
    budget = Budget(args.iterations, args.budget_ms or None)
    cap = args.iterations or "the game's cap of"
    width = 30

    def progress(done: int, total: int) -> None:
        filled = width * done // total
        print(f"\r[{'#' * filled}{'.' * (width - filled)}] {done}/{total} games", end="",
              file=sys.stderr, flush=True)

    print(f"{args.variant}, {args.players} players{f', {options}' if options else ''}: {args.a} against {args.b}, "
          f"{args.games} games from seed {args.seed!r}, at most {cap} iterations"
          f"{f' and {args.budget_ms} ms' if args.budget_ms else ''} a move", file=sys.stderr)
    standings, think = play_arena(variant, config, args.a, args.b, args.games, args.seed, budget,
                                  teams=options.get("mode") == "teams", progress=progress,
                                  jobs=args.jobs, start=args.start)
    print(file=sys.stderr)
    played = next(iter(standings.values())).games
    if played < args.games:
        # Stopped by hand (Ctrl-C): what was played still counts, and the run can go on.
        span = f" (games {args.start}-{args.start + played - 1})" if played else ""
        print(f"referee arena: stopped after {played} of {args.games} games{span}; "
              f"to go on: --start {args.start + played}", file=sys.stderr)
    print("\n".join(report(standings, think)))
    return 0


def pair_from_bbp(args: argparse.Namespace) -> int:
    """Print the round body (JSON) of bbpPairings' pairing for the TRF file this service
    exported (docs/tournaments.md "TRF", R240); exit 2 when the two do not fit."""
    import json
    from pathlib import Path

    from referee.core.tournaments.trf import round_from_bbp

    trf_text = Path(args.trf).read_bytes().decode()
    pairs = sys.stdin.read() if args.pairs == "-" else Path(args.pairs).read_text()
    try:
        body = round_from_bbp(trf_text, pairs, args.bye)
    except ValueError as error:
        print(f"referee tournament pair-from-bbp: {error}", file=sys.stderr)
        return 2
    print(json.dumps(body))
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="referee", description="Referee: a card-game referee")
    sub = parser.add_subparsers(dest="command", required=True)
    p = sub.add_parser("serve", help="serve the HTTP API under gunicorn")
    p.add_argument("--bind", help="HOST:PORT (default REFEREE_BIND or 127.0.0.1:8000)")
    p.add_argument("--workers", type=int, help="worker processes (default REFEREE_WORKERS)")
    p.set_defaults(func=serve)
    p = sub.add_parser("worker", help="play the computer players' moves queued in Redis (the "
                       "bots' tier: REFEREE_BOT_WORKERS=external leaves them all to workers)")
    p.add_argument("--threads", type=int, help="threads playing jobs (default REFEREE_BOT_THREADS)")
    p.set_defaults(func=worker)
    p = sub.add_parser("playout", help="seeded random playouts checking every invariant")
    p.add_argument("--variant", required=True)
    p.add_argument("--games", type=int, default=10_000)
    p.add_argument("--seed", default="playout")
    p.add_argument("--tabletop", action="store_true",
                   help="replay each game as a scorekeeper game's table reports; both must end "
                        "alike")
    p.set_defaults(func=playout)
    p = sub.add_parser("verify", help="replay a game record, or check a signed result offline "
                       "(exit 0: valid, 1: not, 2: unreadable)")
    p.add_argument("record", nargs="?", help="a finished game's record (JSON), full or compact")
    p.add_argument("--result", help="a signed result (JSON) to check with --public-key; with "
                   "RECORD too, that the record replays to it (POST /v1/results/verify's answer)")
    p.add_argument("--public-key", help="the base64 Ed25519 public key (GET /v1/keys); with a "
                   "compact record alone, its signed result is checked with it")
    p.set_defaults(func=verify)
    p = sub.add_parser("keygen", help="write a new signing key and Redis password as an env file "
                       "for docker-compose.yml (exit 1 if the file exists)")
    p.add_argument("--output", default=".env",
                   help="the env file to write (default .env, which docker compose reads; - for "
                        "standard output)")
    p.add_argument("--force", action="store_true", help="replace an existing file")
    p.set_defaults(func=keygen)
    p = sub.add_parser("arena", help="seeded games between computer players of two levels, "
                       "seats rotated: win rates with 95%% intervals, think time per move")
    p.add_argument("--variant", required=True)
    p.add_argument("--mode", help="four-aces: duel, odd, even or teams")
    p.add_argument("--players", type=int, default=2)
    p.add_argument("--a", default="strong", help="the level measured: random, greedy, strong "
                   "(or the test-only oracle, which sees every card)")
    p.add_argument("--b", default="greedy", help="the level at the other seats")
    p.add_argument("--games", type=int, default=1000)
    p.add_argument("--seed", default="arena")
    p.add_argument("--start", type=int, default=0, metavar="K",
                   help="the first game's index (games K, K+1, ...): runs of consecutive ranges "
                        "add up to one run; Ctrl-C stops a run and prints what it played")
    p.add_argument("--iterations", type=int, default=None,
                   help="search iterations a move (default: the game's own cap, docs/bots.md)")
    p.add_argument("--budget-ms", type=float, default=100.0,
                   help="think time a move, ms (0: the iteration cap only, reproducible)")
    p.add_argument("--option", action="append", default=[], metavar="NAME=VALUE",
                   help="a variant option, e.g. --option covered=true")
    p.add_argument("--jobs", type=int, default=1, metavar="N",
                   help="play the games in N processes (the same results for every N)")
    p.set_defaults(func=arena)
    p = sub.add_parser("tournament", help="a tournament's files (docs/tournaments.md)")
    tournament = p.add_subparsers(dest="tournament_command", required=True)
    p = tournament.add_parser("pair-from-bbp", help="the POST /v1/tournaments/{id}/rounds body "
                              "(JSON) of bbpPairings' -p output for the TRF file it paired")
    p.add_argument("trf", help="the file GET /v1/tournaments/{id}/trf gave bbpPairings")
    p.add_argument("pairs", help="bbpPairings' output file (- for standard input)")
    p.add_argument("--bye", default="full", choices=["full", "half", "zero"],
                   help="the kind of the pairing's bye (default full: the point system's bye)")
    p.set_defaults(func=pair_from_bbp)
    args = parser.parse_args(argv)
    return args.func(args)


if __name__ == "__main__":
    sys.exit(main())
