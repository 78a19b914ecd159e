"""The ``referee`` command: serve the API, and run the engines' long checks."""

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


def playout(args: argparse.Namespace) -> int:
    from variants.playout import main

    argv = ["--variant", args.variant, "--games", str(args.games), "--seed", args.seed]
    return main([*argv, "--tabletop"] if args.tabletop else argv)


def verify(args: argparse.Namespace) -> int:
    from referee.records import verify_files

    return verify_files(args.record, args.result, args.public_key)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="referee", description="Referee: a card-game referee")
    sub = parser.add_subparsers(dest="command", required=True)
    p = sub.add_parser("serve", help="serve the HTTP API under gunicorn")
    p.add_argument("--bind", help="HOST:PORT (default REFEREE_BIND or 127.0.0.1:8000)")
    p.add_argument("--workers", type=int, help="worker processes (default REFEREE_WORKERS)")
    p.set_defaults(func=serve)
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
    p.add_argument("record", nargs="?", help="a finished game's record (JSON)")
    p.add_argument("--result", help="a signed result (JSON) to check with --public-key")
    p.add_argument("--public-key", help="the base64 Ed25519 public key (GET /v1/keys)")
    p.set_defaults(func=verify)
    args = parser.parse_args(argv)
    return args.func(args)


if __name__ == "__main__":
    sys.exit(main())
