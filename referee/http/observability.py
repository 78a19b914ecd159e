"""Observability: request ids, one JSON log line per request, and Prometheus metrics.

* **Request ids.** ``X-Request-ID`` is taken from the request when it is a plausible id (1 to 40
  characters of ``A-Z a-z 0-9 . _ : = + -``), else a fresh one is made; either way it is on
  ``flask.g.request_id`` (problem bodies carry it), in the response's ``X-Request-ID`` and in
  the request's log line. 40 characters hold a UUID or a W3C trace id, and are fewer than a
  token's 43, so a client that sends its token as a request id never gets it logged.
* **Logs.** Every log record of the service (and of gunicorn, see ``gunicorn_conf``) is one JSON
  object on one line. A request's line is written when its response is done (a live stream's
  when the stream closes). Rule G3 applies to logs: no header, body or query string is logged,
  an exception raised in a request is logged as its type and stack without its message (a
  message may name a card), and as a last guard any run of 43 or more token characters is
  replaced by ``[redacted]``.
* **Metrics.** prometheus-client, in its multiprocess mode when ``PROMETHEUS_MULTIPROC_DIR`` is
  set (``gunicorn_conf`` sets it for every worker), so a scrape answered by any worker counts
  the requests of all of them. :class:`Metrics` lists them.
"""

from __future__ import annotations

import functools
import logging
import os
import re
import sys
import time
import traceback
from typing import Any

import orjson
from flask import Flask, Request, Response, g, has_request_context

from referee.config import Settings
from referee.core.games import Loaded
from referee.http.headers import header
from referee.metrics import Metrics, metrics

__all__ = ["Metrics", "metrics", "metrics_text", "note_variant"]

access_log = logging.getLogger("referee.access")

REQUEST_ID_HEADER = "X-Request-ID"
_REQUEST_ID = re.compile(r"[A-Za-z0-9._:=+-]{1,40}")
#: A bearer token is 43 URL-safe characters (``auth.new_token``); no run this long is logged.
#: Matched from a run's start only (the lookbehind): a run shorter than 43 is then passed over
#: in one step instead of once from each of its characters, with the same replacements.
_TOKEN_SHAPED = re.compile(r"(?<![A-Za-z0-9_-])[A-Za-z0-9_-]{43,}")
#: The route label of a request that matched no route (keeps the label set bounded).
UNMATCHED = "<unmatched>"
EVENT_STREAM = "text/event-stream"

# -- metrics ----------------------------------------------------------------------------------


#: The outcome of a move by the problem type of its refusal.
_OUTCOMES = {
    "illegal-move": "illegal",
    "stale-version": "stale",
    "bad-request": "malformed",
    "too-large": "malformed",
    "unsupported-media-type": "malformed",
    "unauthorized": "unauthorized",
    "forbidden": "forbidden",
    "not-found": "not_found",
    "unavailable": "unavailable",
    "contention": "contention",
    "in-progress": "in_progress",
    "idempotency-key-reused": "key_reused",
    "rate-limited": "rate_limited",
}


def metrics_text(settings: Settings) -> Response:
    """The Prometheus exposition of every worker's metrics (this process's without gunicorn)."""
    from prometheus_client import CONTENT_TYPE_LATEST, REGISTRY, CollectorRegistry, generate_latest
    from prometheus_client.multiprocess import MultiProcessCollector

    registry = REGISTRY
    if settings.metrics_dir:
        registry = CollectorRegistry()
        MultiProcessCollector(registry, path=settings.metrics_dir)
    return Response(generate_latest(registry), content_type=CONTENT_TYPE_LATEST)


# -- logs -------------------------------------------------------------------------------------


class JsonFormatter(logging.Formatter):
    """One JSON object per line: time, level, logger, pid, message and the record's extras."""

    #: Attributes every LogRecord has; anything else on a record was passed as ``extra``.
    _STANDARD = frozenset(vars(logging.makeLogRecord({}))) | {"message", "asctime"}

    def format(self, record: logging.LogRecord) -> str:
        line = self.head(record.created, record.levelname, record.name, record.process,
                         record.getMessage())
        line.update((k, v) for k, v in vars(record).items() if k not in self._STANDARD)
        if record.exc_info and record.exc_info[0] is not None:
            kind, exc, tb = record.exc_info
            line["exception"] = kind.__name__
            # Within a request, the type and the stack only: a message may name a card (G3).
            if not has_request_context():
                line["error"] = str(exc)
            line["stack"] = "".join(traceback.format_tb(tb))
        return self.text(line)

    @staticmethod
    def head(created: float, level: str, logger: str, pid: int | None, msg: str
             ) -> dict[str, Any]:
        """The fields every line begins with: time, level, logger, pid, message."""
        return {"ts": _utc(created), "level": level.lower(), "logger": logger, "pid": pid,
                "msg": msg}

    @staticmethod
    def text(line: dict[str, Any]) -> str:
        """``line`` as one JSON line, with any run of token characters redacted."""
        text = orjson.dumps(line, default=str).decode()
        if _too_short_for_a_token(line):
            return text
        return _TOKEN_SHAPED.sub("[redacted]", text)


def _too_short_for_a_token(line: dict[str, Any]) -> bool:
    """Whether no run of 43 token characters can be in ``line``'s JSON: every key and value is
    a string shorter than that, a number written shorter, a boolean or null (a run cannot span
    two of them: quotes, colons and commas part them). A request's line always is, so it skips
    the scan for one (some 8 µs)."""
    for key, value in line.items():
        if len(key) >= 43:
            return False
        kind = type(value)
        if kind is str:
            if len(value) >= 43:
                return False
        elif kind is int:
            if not -10**42 < value < 10**42:
                return False
        elif kind not in (float, bool, type(None)):
            return False
    return True


def _utc(ts: float) -> str:
    return _utc_second(int(ts)) + f".{int(ts % 1 * 1000):03d}Z"


@functools.lru_cache(maxsize=4)  # the lines of one second share it
def _utc_second(second: int) -> str:
    return time.strftime("%Y-%m-%dT%H:%M:%S", time.gmtime(second))


def configure_logging(level: str) -> None:
    """JSON lines on stderr for the ``referee`` loggers (once per process).

    A log line here says nothing of the thread, the multiprocessing name or the source line
    that wrote it (:class:`JsonFormatter`), so the records are made without gathering them:
    ``findCaller`` walks the stack on every call otherwise (the logging module's own switch,
    ``_srcfile = None``), and those lookups were a fair share of a request's log line."""
    logging.logThreads = False
    logging.logMultiprocessing = False
    logging._srcfile = None
    logger = logging.getLogger("referee")
    logger.setLevel(level)
    if not any(isinstance(h.formatter, JsonFormatter) for h in logger.handlers):
        handler = logging.StreamHandler(sys.stderr)
        handler.setFormatter(JsonFormatter())
        logger.addHandler(handler)
    logger.propagate = False


# -- the request hooks ------------------------------------------------------------------------


def init_app(app: Flask, settings: Settings) -> None:
    """Set up request logs and metrics for ``app`` (referee.http.hooks writes and counts them on
    every request)."""
    configure_logging(settings.log_level)
    metrics()


def note_variant(event: Loaded) -> None:
    """Note the variant of each game a request reads on ``flask.g``, for the move metric and
    the log line (a handler of :class:`~referee.core.games.Loaded`: every path that reads a game,
    ``load`` and the claim of an Idempotency-Key, which comes with the snapshot, decodes it)."""
    try:
        state = g._get_current_object()
    except RuntimeError:  # no application context (a request, or a test's app_context)
        return
    state.variant = event.game.variant.name


def start(req: Request, state: Any) -> None:
    """Note when the request ``req`` began and its id, on its ``state`` (``flask.g``)."""
    state.started = time.perf_counter()
    given = header(req, "HTTP_X_REQUEST_ID") or ""
    state.request_id = given if _REQUEST_ID.fullmatch(given) else _new_request_id()


def _new_request_id() -> str:
    """``uuid.uuid4().hex``: 16 random bytes with the version 4 and RFC 4122 variant bits,
    without ``UUID``'s checks of its arguments (a tenth of a ``GET``'s hooks)."""
    raw = bytearray(os.urandom(16))
    raw[6] = raw[6] & 0x0F | 0x40
    raw[8] = raw[8] & 0x3F | 0x80
    return raw.hex()


#: The metrics' children by their labels, bound once per process: ``labels()`` builds and looks
#: up its label tuple under a lock on every call.
_CHILDREN: dict[tuple, Any] = {}


def _child(metric: Any, *labels: str) -> Any:
    key = (id(metric), *labels)
    child = _CHILDREN.get(key)
    if child is None:
        child = _CHILDREN[key] = metric.labels(*labels)
    return child


def finish(req: Request, state: Any, response: Response) -> Response:
    """Count the request ``req`` and write its log line (a live stream's when it closes)."""
    request_id = state.request_id
    response.headers[REQUEST_ID_HEADER] = request_id
    rule = req.url_rule
    route = rule.rule if rule is not None else UNMATCHED
    status = response.status_code
    method = req.method
    elapsed = time.perf_counter() - state.started
    measured = metrics()
    _child(measured.requests, method, route, str(status)).inc()
    _child(measured.latency, method, route).observe(elapsed)
    noted = _count_game_request(req, state, response, measured)
    streamed = response.is_streamed and response.mimetype == EVENT_STREAM
    if not streamed and not access_log.isEnabledFor(logging.INFO):
        return response  # nothing is written: nothing is built
    line: dict[str, Any] = {
        "request_id": request_id,
        "method": method,
        "route": route,
        "path": req.path,
        # The client's address, as the budgets count it (referee.http.proxies behind a proxy).
        "client": req.remote_addr,
        "status": status,
        "duration_ms": round(elapsed * 1000, 3),
    }
    line.update(noted)
    if streamed:
        measured.open_streams.inc()
        line["stream"] = True
        started = state.started

        def closed() -> None:
            measured.open_streams.dec()
            line["duration_ms"] = round((time.perf_counter() - started) * 1000, 3)
            access_log.info("request", extra=line)

        response.call_on_close(closed)
    else:
        _write_request_line(line)
    return response


def _write_request_line(line: dict[str, Any]) -> None:
    """``access_log.info("request", extra=line)``, written as that call would write it. Where
    the line's only way out is the service's own handler (:func:`configure_logging`: the
    ``referee`` logger's one JSON stream handler, no filter anywhere), the same JSON line is
    written to its stream directly, without the ``LogRecord`` and the logging module's calls
    around it (a tenth of a ``GET``'s instructions, docs/performance.md); any other set-up (a
    test's handler, an operator's configuration) gets the record."""
    handler = _sole_handler()
    if handler is None:
        access_log.info("request", extra=line)
        return
    created = time.time()
    pid = os.getpid() if logging.logProcesses else None
    text = JsonFormatter.text({
        **JsonFormatter.head(created, "INFO", access_log.name, pid, "request"), **line})
    handler.acquire()
    try:
        handler.stream.write(text + handler.terminator)
        handler.flush()
    except Exception:
        handler.handleError(logging.makeLogRecord(
            {"name": access_log.name, "msg": "request", "created": created}))
    finally:
        handler.release()


def _sole_handler() -> logging.StreamHandler | None:
    """The handler every line of ``referee.http.access`` goes to and only it, when it is the
    service's own JSON stream handler and nothing filters on the way; else None."""
    logger = access_log
    parent = logger.parent
    if (logger.handlers or logger.filters or not logger.propagate or logger.disabled
            or parent is None or parent.name != "referee" or parent.propagate
            or parent.filters or parent.disabled or len(parent.handlers) != 1):
        return None
    handler = parent.handlers[0]
    if (type(handler) is not logging.StreamHandler or handler.filters
            or type(handler.formatter) is not JsonFormatter or handler.level > logging.INFO):
        return None
    return handler


def _count_game_request(req: Request, state: Any, response: Response, measured: Metrics
                        ) -> dict[str, str]:
    """Count a move or a creation; returns what the log line says of the game (variant,
    outcome, rule)."""
    variant = getattr(state, "variant", None)
    endpoint = req.endpoint or ""
    if endpoint.endswith(".post_move"):
        if _replayed(response):
            outcome, rule_id = "replayed", ""
            # The stored reply answers without reading the game; it names the variant.
            variant = variant or _body(response).get("view", {}).get("variant")
        else:
            outcome, rule_id = _move_outcome(response)
        _child(measured.moves, variant or "unknown", outcome, rule_id).inc()
        noted = {"variant": variant, "outcome": outcome, "rule": rule_id}
    elif (endpoint.endswith(".create_game") and response.status_code == 201
          and not _replayed(response)):
        variant = (req.get_json(silent=True) or {}).get("variant", "unknown")
        _child(measured.games_created, variant).inc()
        noted = {"variant": variant}
    else:
        noted = {"variant": variant}
    return {k: v for k, v in noted.items() if v}


def _replayed(response: Response) -> bool:
    """Whether ``response`` is an idempotent replay (``Idempotent-Replayed: true``). Its few
    headers are walked: ``headers.get`` raises and catches werkzeug's BadRequestKeyError for a
    header absent, as this one is from nearly every reply (some 13 k instructions a move)."""
    for name, value in response.headers:
        if name.lower() == "idempotent-replayed":
            return value == "true"
    return False


def _move_outcome(response: Response) -> tuple[str, str]:
    """(outcome, rule id or "") of a move's response."""
    if response.status_code < 400:
        return "accepted", ""
    body = _body(response)
    kind = str(body.get("type", "")).rsplit(":", 1)[-1]
    return _OUTCOMES.get(kind, "error"), str(body.get("rule") or "")


def _body(response: Response) -> dict[str, Any]:
    """A JSON response's body (a problem, a stored reply), or {} when it is not one."""
    try:
        body = orjson.loads(response.get_data())
    except orjson.JSONDecodeError:
        return {}
    return body if isinstance(body, dict) else {}
