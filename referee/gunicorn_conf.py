"""gunicorn configuration: ``gunicorn -c python:referee.gunicorn_conf 'referee:create_app()'``.

Every value comes from :class:`referee.config.Settings` (environment variables), so the
Dockerfile, ``referee serve`` and a hand-written command line all run the same configuration.
Worker class: ``gthread`` (threads share a worker's Redis connection pool; a slow client does
not hold a whole process).
"""

from __future__ import annotations

import multiprocessing

from referee.config import ConfigError, Settings

_settings = Settings.from_env()

bind = _settings.bind
workers = _settings.worker_count(multiprocessing.cpu_count())
worker_class = _settings.worker_class
threads = _settings.threads
timeout = _settings.timeout
graceful_timeout = 20
keepalive = 5
accesslog = None
errorlog = "-"
loglevel = _settings.log_level.lower()
# gunicorn's runtime control socket is one path per user: several instances on one machine
# (tests, benchmarks, scale-out) would fight over it, and nothing here needs it.
control_socket_disable = True


def on_starting(server) -> None:
    try:
        _settings.check_workers(server.cfg.workers)
    except ConfigError as exc:
        server.log.error("%s", exc)
        raise SystemExit(2) from None
