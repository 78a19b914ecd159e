"""gunicorn configuration: ``gunicorn -c python:referee.gunicorn_conf 'referee:create_app()'``.

Every value comes from :class:`referee.config.Settings` (environment variables), so the
Dockerfile, ``referee serve`` and a hand-written command line all run the same configuration.

* Workers: ``REFEREE_WORKERS``, else 2 × cores + 1 with Redis (1 on the in-memory store).
* Worker class: ``REFEREE_WORKER_CLASS`` (default ``gthread``). Live streams
  (``Accept: text/event-stream``) hold their connection for as long as the client listens: under
  ``gthread`` each holds one of the worker's ``REFEREE_THREADS`` threads while the worker's main
  loop keeps answering gunicorn's heartbeat, so a long stream never trips ``REFEREE_TIMEOUT``.
  ``sync`` serves one request per worker and would be held (then killed) by a single stream: it
  does not fit streams. ``gevent`` (``pip install gevent``) holds thousands of streams per
  worker. docs/deployment.md has the sizing.
* Graceful shutdown: on SIGTERM workers stop accepting and finish what they serve for
  ``REFEREE_GRACEFUL_TIMEOUT`` seconds; streams still open then are cut, and clients resume
  with ``Last-Event-ID`` on another instance.
* Logs: gunicorn's own lines are JSON like the service's (``referee.observability``); there is
  no access log, the service writes one line per request itself.
* Metrics: prometheus-client's multiprocess mode; each worker writes its samples to files in
  ``PROMETHEUS_MULTIPROC_DIR`` (a fresh directory per start when unset) and ``/metrics`` adds
  them up, whichever worker answers.
"""

from __future__ import annotations

import glob
import multiprocessing
import os
import shutil
import tempfile

from referee.config import ConfigError, Settings

_settings = Settings.from_env()

# prometheus-client picks its multiprocess mode when first imported, in each worker as it
# builds the app: the variable must be in the environment the workers inherit, one directory
# for all the workers of this instance (and another for each other instance on the machine).
_made_metrics_dir = _settings.metrics_dir is None
_metrics_dir = _settings.metrics_dir or tempfile.mkdtemp(prefix="referee-metrics-")
os.environ["PROMETHEUS_MULTIPROC_DIR"] = _metrics_dir

bind = _settings.bind
workers = _settings.worker_count(multiprocessing.cpu_count())
worker_class = _settings.worker_class
# gunicorn turns sync into gthread when threads > 1: the worker class asked for is the one run.
threads = _settings.threads if worker_class == "gthread" else 1
timeout = _settings.timeout
graceful_timeout = _settings.graceful_timeout
keepalive = 5
# The heartbeat file of each worker: in memory where there is /dev/shm (containers' disks can
# stall it, and gunicorn then kills healthy workers).
worker_tmp_dir = "/dev/shm" if os.path.isdir("/dev/shm") else None
accesslog = None
errorlog = "-"
loglevel = _settings.log_level.lower()
logconfig_dict = {
    "version": 1,
    "disable_existing_loggers": False,
    "formatters": {"json": {"()": "referee.observability.JsonFormatter"}},
    "handlers": {
        "stderr": {"class": "logging.StreamHandler", "formatter": "json",
                   "stream": "ext://sys.stderr"},
    },
    "root": {"level": "WARNING", "handlers": ["stderr"]},
    "loggers": {
        "gunicorn.error": {"level": _settings.log_level, "handlers": ["stderr"],
                           "propagate": False},
        "gunicorn.access": {"level": "WARNING", "handlers": [], "propagate": False},
    },
}
# gunicorn's runtime control socket is one path per user: several instances on one machine
# (tests, benchmarks, scale-out) would fight over it, and nothing here needs it.
control_socket_disable = True


def on_starting(server) -> None:
    try:
        _settings.check_workers(server.cfg.workers)
        os.makedirs(_metrics_dir, exist_ok=True)
        if not os.access(_metrics_dir, os.W_OK):
            raise ConfigError(f"PROMETHEUS_MULTIPROC_DIR {_metrics_dir!r} is not writable")
    except ConfigError as exc:
        server.log.error("%s", exc)
        raise SystemExit(2) from None
    # A new start counts from zero: files of an earlier run's workers would be added in.
    for stale in glob.glob(os.path.join(_metrics_dir, "*.db")):
        os.remove(stale)


def child_exit(server, worker) -> None:
    # The open-streams gauge counts live workers only: drop the dead one's share.
    from prometheus_client import multiprocess

    multiprocess.mark_process_dead(worker.pid, _metrics_dir)


def on_exit(server) -> None:
    if _made_metrics_dir:
        shutil.rmtree(_metrics_dir, ignore_errors=True)
