"""Every error becomes one RFC 9457 problem (``application/problem+json``); never a stack trace,
never a card the caller may not see (G3: engine messages are written not to name one)."""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import Any

import orjson
from flask import Flask, Response, g, has_request_context, request
from werkzeug.exceptions import HTTPException

from referee.core.bots import HintsOff, NotYourTurn
from referee.core.games import (
    BadMove,
    Contention,
    Forbidden,
    GameNotFound,
    StaleVersion,
    Unauthorized,
)
from referee.core.idempotency import IdempotencyInProgress, IdempotencyMismatch
from referee.core.lifecycle import NoSuchSeat, NotFinished
from referee.storage.store import KeyAnswered, NotReplicated, StoreUnavailable
from schemas.problems import PROBLEM_BASE, PROBLEM_CONTENT_TYPE
from variants.base import IllegalMove, IllegalSetup, RuleViolation
from variants.i18n import DEFAULT_LANGUAGE, LANGUAGES, T

log = logging.getLogger("referee")


TITLES = {
    400: ("bad-request", "Malformed request"),
    401: ("unauthorized", "Token missing or not of this game"),
    403: ("forbidden", "Not allowed to this caller"),
    404: ("not-found", "No such resource"),
    405: ("method-not-allowed", "Method not allowed"),
    406: ("not-acceptable", "Not acceptable"),
    409: ("in-progress", "A request with this Idempotency-Key is still being processed"),
    412: ("stale-version", "If-Match names a version that is no longer current"),
    413: ("too-large", "Request body too large"),
    415: ("unsupported-media-type", "Unsupported media type"),
    422: ("illegal-move", "The move breaks a rule"),
    428: ("precondition-required", "Precondition required"),
    429: ("rate-limited", "Too many requests"),
    500: ("internal", "Internal error"),
    503: ("unavailable", "The store is unavailable; nothing was changed"),
}


def problem(
    status: int,
    detail: str,
    *,
    kind: str | None = None,
    title: str | None = None,
    headers: dict[str, str] | None = None,
    **extra: Any,
) -> Response:
    """A problem+json response."""
    default_kind, default_title = TITLES.get(status, ("error", "Error"))
    body: dict[str, Any] = {
        "type": PROBLEM_BASE + (kind or default_kind),
        "title": title or default_title,
        "status": status,
        "detail": detail,
    }
    body.update({k: v for k, v in extra.items() if v is not None})
    request_id = g.get("request_id") if g else None
    if request_id:
        body["request_id"] = request_id
    # Field errors of list items are keyed by index (marshmallow): JSON makes them strings.
    encoded = orjson.dumps(body, option=orjson.OPT_NON_STR_KEYS)
    response = Response(encoded, status=status, content_type=PROBLEM_CONTENT_TYPE)
    for name, value in (headers or {}).items():
        response.headers[name] = value
    return response


def language() -> str:
    """The language the caller asked for (``Accept-Language``) among those the referee
    speaks; English by default."""
    if not has_request_context():
        return DEFAULT_LANGUAGE
    return request.accept_languages.best_match(LANGUAGES, default=DEFAULT_LANGUAGE)


def in_language(response: Response, lang: str) -> Response:
    """``response``, saying that it is written in ``lang`` and depends on Accept-Language."""
    response.headers["Content-Language"] = lang
    response.vary.add("Accept-Language")
    return response


def rule_problem(status: int, exc: RuleViolation, **extra: Any) -> Response:
    """A broken rule as a problem, its ``detail`` in the caller's language (the rule id is
    the same in every language)."""
    lang = language()
    response = problem(status, exc.detail_in(lang), rule=exc.rule, **extra)
    return in_language(response, lang if exc.translated else DEFAULT_LANGUAGE)


SCHEMA_MISMATCH = T("the request does not fit the schema: see errors",
                    "la richiesta non rispetta lo schema: vedi errors")


def field_problem(
    messages: Any,
    lang: str | None = None,
    translate: Callable[[Any, str | None], Any] | None = None,
) -> Response:
    """400 for a body that does not fit its schema: webargs' ``messages`` as field errors
    (the body's own under ``_schema``). With ``translate``, the errors and the detail are in
    ``lang`` and the response says so."""
    errors = messages.get("json", messages) if isinstance(messages, dict) else messages
    if not isinstance(errors, dict):  # the body as a whole, e.g. "Invalid JSON body."
        errors = {"_schema": errors if isinstance(errors, list) else [errors]}
    if translate is not None:
        errors = translate(errors, lang)
    if set(errors) == {"_schema"}:
        detail = "; ".join(str(m) for m in errors["_schema"])
    else:
        detail = SCHEMA_MISMATCH.get(lang)
    response = problem(400, detail, errors=errors)
    return in_language(response, lang or DEFAULT_LANGUAGE) if translate else response


def register(app: Flask, retry_after: int) -> None:
    """Install the handlers that turn every exception into a problem."""
    retry = {"Retry-After": str(retry_after)}

    @app.errorhandler(IllegalMove)
    def _illegal_move(exc: IllegalMove):
        return rule_problem(422, exc, field=exc.field)

    @app.errorhandler(IllegalSetup)
    def _illegal_setup(exc: IllegalSetup):
        return rule_problem(
            422, exc, kind="illegal-setup", title="The game cannot be set up so", field=exc.field
        )

    @app.errorhandler(HintsOff)
    def _hints_off(exc: HintsOff):
        return rule_problem(403, exc, kind="hints-off", title="Hints are off in this game")

    @app.errorhandler(NotYourTurn)
    def _not_your_turn(exc: NotYourTurn):
        return rule_problem(409, exc, kind="not-your-turn", title="No move of yours is awaited")

    @app.errorhandler(IdempotencyInProgress)
    @app.errorhandler(KeyAnswered)  # another try answered it: the retry gets that reply
    def _in_progress(exc: Exception):
        return problem(
            409, "a request with this Idempotency-Key is still being processed; retry later",
            headers=retry,
        )

    @app.errorhandler(IdempotencyMismatch)
    def _key_reused(exc: IdempotencyMismatch):
        return problem(
            422, "this Idempotency-Key was used with another request; use a new key",
            kind="idempotency-key-reused", title="Idempotency-Key reused with another request",
        )

    @app.errorhandler(BadMove)
    def _bad_move(exc: BadMove):
        return field_problem(exc.messages)

    @app.errorhandler(NoSuchSeat)
    def _no_such_seat(exc: NoSuchSeat):
        return problem(404, str(exc))

    @app.errorhandler(NotFinished)
    def _not_finished(exc: NotFinished):
        return problem(409, str(exc), kind="not-finished", title="The game has not ended")

    @app.errorhandler(GameNotFound)
    def _not_found(exc: GameNotFound):
        return problem(404, "no game has this id")

    @app.errorhandler(Unauthorized)
    def _unauthorized(exc: Unauthorized):
        return problem(401, str(exc), headers={"WWW-Authenticate": 'Bearer realm="referee"'})

    @app.errorhandler(Forbidden)
    def _forbidden(exc: Forbidden):
        return problem(403, str(exc))

    @app.errorhandler(StaleVersion)
    def _stale(exc: StaleVersion):
        return problem(
            412, f"the game is now at version {exc.current}", current_version=exc.current,
            headers={"ETag": f'"{exc.current}"'},
        )

    @app.errorhandler(NotReplicated)
    def _not_replicated(exc: NotReplicated):
        # docs/reliability.md: stored on the primary, not yet on REFEREE_REDIS_REPLICAS of its
        # replicas; the retry with the same Idempotency-Key gets this very change's reply.
        log.warning("not yet replicated: %s", exc)
        return problem(
            503, "the change was made but is not yet safe on the store's replicas; retry "
            "with the same Idempotency-Key for its reply", kind="not-yet-replicated",
            title="Made, not yet replicated", headers=retry,
        )

    @app.errorhandler(StoreUnavailable)
    def _unavailable(exc: StoreUnavailable):
        log.warning("store unavailable: %s", exc)
        return problem(503, "the game store cannot be reached; nothing was changed; retry",
                       headers=retry)

    @app.errorhandler(Contention)
    def _contention(exc: Contention):
        return problem(
            503, "the game is changing too fast to apply this move; nothing was changed; retry",
            kind="contention", title="Too much contention", headers=retry,
        )

    @app.errorhandler(HTTPException)
    def _http(exc: HTTPException):
        if exc.response is not None:  # already a problem (rate limits: 429 with Retry-After)
            return exc.response
        status = exc.code or 500
        data = getattr(exc, "data", None) or {}
        messages = data.get("messages")
        if messages is not None:
            # webargs: field errors by location; clients care about the fields.
            return field_problem(messages)
        # RFC 9110: a 405 lists the allowed methods.
        allow = {k: v for k, v in exc.get_headers() if k == "Allow"}
        return problem(
            status, exc.description or TITLES.get(status, ("", "Error"))[1], headers=allow
        )

    @app.errorhandler(Exception)
    def _internal(exc: Exception):
        # The request id ties the log line to the reply (the access line comes later, if at all).
        log.exception("unhandled error", extra={"request_id": g.get("request_id")})
        return problem(500, "an internal error occurred; it has been logged")
