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
* Logs: gunicorn's own lines are JSON like the service's (``referee.http.observability``); there is
  no access log, the service writes one line per request itself. An operator who turns
  gunicorn's on (``--access-logfile``) gets it, whatever its ``--access-logformat``, without any
  query string: those carry stream tickets (:class:`Logger`; docs/deployment.md).
* Errors gunicorn answers itself, before the service sees a request (a request line over 4 KB,
  too many or too large header fields, a request that is not HTTP/1.1), are problems
  (``application/problem+json``) like every reply of the service (:func:`write_problem`).
* Behind a proxy: ``forwarded_allow_ips`` (the peers whose ``X-Forwarded-Proto`` gunicorn
  believes) is the proxies ``REFEREE_PROXY_HOPS`` and ``REFEREE_PROXY_NETWORKS`` trust for the
  client's address, none by default (``referee.http.proxies``).
* The computer players (docs/deployment.md): with ``REFEREE_BOT_WORKERS=processes`` (the default with
  Redis) the master starts ``REFEREE_BOT_PROCESSES`` bot processes (``referee worker``; by
  default one per core) once it is ready, ``REFEREE_BOT_NICE`` below its own priority, and stops them when it exits, so
  that one command runs everything and the requests get the CPU before the bots'
  searches (referee.bot_workers.BotProcesses; docs/deployment.md measures the choice).
* Metrics: prometheus-client's multiprocess mode; each worker writes its samples to files in
  ``PROMETHEUS_MULTIPROC_DIR`` (a fresh directory per start when unset) and ``/metrics`` adds
  them up, whichever worker answers.
"""

from __future__ import annotations

import gc
import glob
import logging
import multiprocessing
import os
import re
import shutil
import sys
import tempfile

import orjson
from gunicorn import glogging, util

from referee.config import ConfigError, Settings
from referee.http import proxies
from schemas.problems import PROBLEM_BASE, PROBLEM_CONTENT_TYPE

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
    "formatters": {"json": {"()": "referee.http.observability.JsonFormatter"}},
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
# The peers whose X-Forwarded-Proto gunicorn believes: the proxies the service trusts for the
# client's address, and none without (referee.http.proxies).
forwarded_allow_ips = proxies.forwarded_allow_ips(_settings)


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


#: The bot processes this master started (``processes``), stopped when it exits.
_bots: list = []


def when_ready(server) -> None:
    if _settings.bot_workers != "processes":
        return
    from referee.bot_workers import BotProcesses

    bots = BotProcesses(_settings.bot_process_count(multiprocessing.cpu_count()),
                        _settings.bot_threads, _settings.bot_nice,
                        float(_settings.graceful_timeout),
                        interactive=_settings.bot_processes_interactive,
                        interactive_nice=_settings.bot_nice_interactive)
    bots.start()
    _bots.append(bots)
    pids = [str(p.pid) for p in bots.procs]
    server.log.info("started %d bot process(es) at nice +%d: %s; %d for the interactive lane "
                    "at nice +%d: %s", bots.count, bots.nice, " ".join(pids[bots.interactive:]),
                    bots.interactive, bots.interactive_nice,
                    " ".join(pids[:bots.interactive]))


def post_worker_init(worker) -> None:
    # The worker's app is built: its modules, routes, schemas and engines' tables (some 90,000
    # objects the cycle collector tracks) live as long as the worker. Frozen out of the
    # collector's sight, a full collection walks only what requests made since, about 18 ms of
    # CPU less each, a pause that lands inside whichever request sets it off (a bot's move
    # among them: docs/bots.md, think time). Collected first, so no garbage is frozen in.
    gc.collect()
    gc.freeze()


def child_exit(server, worker) -> None:
    # The open-streams gauge counts live workers only: drop the dead one's share.
    from prometheus_client import multiprocess

    multiprocess.mark_process_dead(worker.pid, _metrics_dir)


def on_exit(server) -> None:
    while _bots:
        _bots.pop().stop()
    if _made_metrics_dir:
        shutil.rmtree(_metrics_dir, ignore_errors=True)


# ----------------------------------------------------------------------------------------------
# Query strings never logged (docs/api.md)

#: A query string inside a logged request line or URL: from ``?`` to a space or quote.
_QUERY = re.compile(r"\?[^\s'\"]*")
WITHHELD = "?(query withheld)"


def _without_query(text: str) -> str:
    return _QUERY.sub(WITHHELD, text)


class _NoQuery(logging.Filter):
    """Takes query strings out of gunicorn's own lines, such as the one naming an invalid
    request's line, or an unhandled error's URI."""

    def filter(self, record: logging.LogRecord) -> bool:
        message = record.getMessage()
        if "?" in message:
            record.msg, record.args = _without_query(message), None
        return True


class Logger(glogging.Logger):
    """gunicorn's logger, unable to write a query string (they carry stream tickets, R123):
    the access log's atoms are given without one, whatever ``access_log_format`` asks for
    (``%(r)s``, ``%(q)s``, ``%({raw_uri}e)s``, ``%({query_string}e)s``, a referer...), and
    gunicorn's own lines are filtered the same way."""

    def setup(self, cfg) -> None:
        super().setup(cfg)
        # logconfig_dict above leaves gunicorn.access without a handler (the service writes its
        # own line per request); --access-logfile is the operator asking for it after all.
        if cfg.accesslog is not None:
            self.access_log.setLevel(logging.INFO)
            self._set_handler(self.access_log, cfg.accesslog,
                              fmt=logging.Formatter(self.access_fmt), stream=sys.stdout)
        for log in (self.error_log, self.access_log):
            if not any(isinstance(f, _NoQuery) for f in log.filters):
                log.addFilter(_NoQuery())

    def access(self, resp, req, environ, request_time) -> None:
        # The access log is off unless the operator turned it on; logconfig_dict alone makes
        # gunicorn build every request's line (and its atoms) only to drop it.
        if self.access_log.hasHandlers():
            super().access(resp, req, environ, request_time)

    def atoms(self, resp, req, environ, request_time) -> dict:
        atoms = super().atoms(resp, req, environ, request_time)
        query = environ.get("QUERY_STRING") or ""
        for key, value in atoms.items():
            if isinstance(value, str) and ("?" in value or (query and query in value)):
                atoms[key] = _without_query(value.replace(query, "") if query else value)
        atoms["q"] = atoms["{query_string}e"] = "-"
        return atoms


# ----------------------------------------------------------------------------------------------
# gunicorn's own error replies as problems (docs/api.md)

#: What gunicorn answers itself, by status: the problem's type and title (docs/api.md).
GUNICORN_PROBLEMS = {
    400: ("bad-request", "Malformed request",
          "the request is not HTTP/1.1 the server can read"),
    403: ("forbidden", "Not allowed to this caller", "the request is refused"),
    414: ("uri-too-long", "URI too long",
          "the request line is longer than the server reads (4094 bytes)"),
    417: ("expectation-failed", "Expectation failed",
          "the server meets no expectation but 100-continue"),
    431: ("header-fields-too-large", "Request header fields too large",
          "the request has more header fields, or a longer one, than the server reads "
          "(100 fields of 8190 bytes)"),
    500: ("internal", "Internal error", "an internal error occurred"),
    501: ("not-implemented", "Not implemented",
          "the request's transfer coding is not one the server reads"),
}


def write_problem(sock, status_int: int, reason: str, mesg: str) -> None:
    """gunicorn's ``util.write_error``, answering a problem instead of an HTML page. The
    ``detail`` is fixed by the status: gunicorn's message may quote the request (a ticket in its
    query string)."""
    kind, title, detail = GUNICORN_PROBLEMS.get(
        status_int, ("error", reason, "the server could not serve the request"))
    body = orjson.dumps({"type": PROBLEM_BASE + kind, "title": title,
                         "status": status_int, "detail": detail})
    head = (f"HTTP/1.1 {status_int} {reason}\r\nConnection: close\r\n"
            f"Content-Type: {PROBLEM_CONTENT_TYPE}\r\nContent-Length: {len(body)}\r\n\r\n")
    util.write_nonblock(sock, head.encode("latin-1") + body)


logger_class = Logger
# The workers call util.write_error from their handle_error (every worker class: gunicorn's base
# worker's), and inherit this module's patch when they fork.
util.write_error = write_problem
