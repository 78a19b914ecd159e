"""What every resource shares: JSON replies, tokens, documented problems and headers."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any, TypeVar

import orjson
from flask import Response, current_app, request
from marshmallow import Schema, ValidationError
from werkzeug.exceptions import BadRequest

from referee.core import auth
from referee.core.games import GameService, Unauthorized
from referee.core.idempotency import MAX_KEY_LENGTH, Idempotency
from referee.http.body import BodyError, read
from referee.http.headers import header
from schemas.common import fast_loader
from schemas.problems import PROBLEM_CONTENT_TYPE, ProblemSchema

JSON = "application/json"
T = TypeVar("T")


def service() -> GameService:
    return current_app.extensions["referee"]


def json_response(
    body: Any, status: int = 200, headers: dict[str, str] | None = None
) -> Response:
    """A JSON reply serialised with orjson, bypassing marshmallow on the hot path: the schemas
    document these bodies and the contract tests hold the two together."""
    response = Response(orjson.dumps(body), status=status, content_type=JSON)
    for name, value in (headers or {}).items():
        response.headers[name] = value
    return response


def bearer_token() -> str | None:
    """The caller's bearer token, or None when the request has none.

    Raises:
        Unauthorized: for an Authorization header that is not a bearer token.
    """
    try:
        return auth.bearer(header(request, "HTTP_AUTHORIZATION"))
    except ValueError as exc:
        raise Unauthorized(str(exc)) from None


#: The ``ETag`` every reply about one game carries, as documented: its version (:func:`etag`).
ETAG_HEADER = {"ETag": {"description": "The game's version", "schema": {"type": "string"}}}


def etag(version: int) -> str:
    return f'"{version}"'


#: ``If-Match`` as the service reads it: ``*``, or a version as an entity tag (``"3"``, weak
#: ``W/"3"``) or bare (``3``). Documented as the header's pattern.
IF_MATCH_PATTERN = r'^(\*|(W/)?"[0-9]{1,15}"|[0-9]{1,15})$'
_IF_MATCH = re.compile(IF_MATCH_PATTERN)


def if_match_version() -> int | None:
    """The version named by ``If-Match``, or None when the header is absent or ``*``.

    Raises:
        BadRequest: for an If-Match that names no version.
    """
    raw = header(request, "HTTP_IF_MATCH")
    if raw is None:
        return None
    match = _IF_MATCH.fullmatch(raw.strip())
    if match is None:
        raise BadRequest("If-Match must name a version, such as \"3\"")
    value = raw.strip().removeprefix("W/").strip('"')
    return None if value == "*" else int(value)


#: An ``Idempotency-Key``: visible ASCII, spaces only inside (the draft's quotes are dropped).
IDEMPOTENCY_KEY_PATTERN = r"^[!-~]([ -~]*[!-~])?$"
_IDEMPOTENCY_KEY = re.compile(IDEMPOTENCY_KEY_PATTERN)

#: ``If-Match`` as documented: what :func:`if_match_version` reads.
IF_MATCH = {
    "name": "If-Match",
    "in": "header",
    "required": False,
    "schema": {"type": "string", "pattern": IF_MATCH_PATTERN},
    "description": "Apply only if the game is still at this version (else 412): its ETag "
    "(`\"3\"`), or `*`",
}


def idempotency(body: Any) -> Idempotency | None:
    """The request's ``Idempotency-Key`` with the fingerprint of ``body``, or None.

    Raises:
        BadRequest: for an empty or over-long key.
    """
    raw = header(request, "HTTP_IDEMPOTENCY_KEY")
    if raw is None:
        return None
    key = raw.strip()
    if len(key) > 2 and key[0] == key[-1] == '"':  # the draft's structured-field string
        key = key[1:-1]
    if len(key) > MAX_KEY_LENGTH or not _IDEMPOTENCY_KEY.fullmatch(key):
        raise BadRequest(f"Idempotency-Key must be 1 to {MAX_KEY_LENGTH} visible ASCII "
                         "characters (spaces only inside)")
    return Idempotency.of(key, request.method, request.path, body)


def body_response(
    body: bytes, status: int, version: int, replayed: bool, headers: dict[str, str] | None = None
) -> Response:
    """A reply whose body the service already encoded (it may be an idempotent replay)."""
    response = Response(body, status=status, content_type=JSON)
    response.headers["ETag"] = etag(version)
    if replayed:
        response.headers["Idempotent-Replayed"] = "true"
    for name, value in (headers or {}).items():
        response.headers[name] = value
    return response


#: The longest ``Prefer: wait`` honoured, in seconds (R285): within any proxy's patience.
MAX_PREFER_WAIT = 10
_WAIT = re.compile(r"\s*wait\s*=\s*\"?([0-9]{1,9})\"?\s*(;.*)?", re.IGNORECASE)


def prefer_wait() -> int | None:
    """The seconds the request's ``Prefer: wait=N`` (RFC 7240) asks to wait for the computer
    players' moves, at most :data:`MAX_PREFER_WAIT`; None when it asks none (or no wait this
    service understands: a preference it does not understand is ignored, RFC 7240 §2)."""
    raw = header(request, "HTTP_PREFER")  # one entry: a server joins repeated ones with commas
    if raw is None:
        return None
    for preference in raw.split(","):
        match = _WAIT.fullmatch(preference)
        if match:
            return min(int(match.group(1)), MAX_PREFER_WAIT) or None
    return None


def waited(game_id: str, seconds: int, then: Callable[[Callable[[float], Any]], T]) -> T:
    """``then(wait)``, where ``wait(s)`` returns when ``game_id``'s log may have grown (a live
    stream's doorbell, rung by every commit of the game in any process) or ``s`` seconds
    passed."""
    with current_app.extensions["referee.live"].notifier.subscribe(game_id) as bell:
        return then(bell.wait)


#: ``Prefer`` as documented: what :func:`prefer_wait` reads (R285).
PREFER = {
    "name": "Prefer",
    "in": "header",
    "required": False,
    "schema": {"type": "string"},
    "description": "`wait=N` (RFC 7240): the reply waits up to N seconds (at most 10) for the "
    "computer players' moves that follow and includes them (`Preference-Applied: wait=N`). "
    "Without it the reply is the request's own, and the bots' moves come through the event "
    "stream and the next read (docs/bots.md). Other preferences are ignored.",
}

#: ``Preference-Applied`` as documented, on the replies that honoured ``Prefer: wait``.
PREFERENCE_APPLIED = {
    "Preference-Applied": {
        "description": "`wait=N` when the reply waited (up to N seconds) for the computer "
        "players' moves (RFC 7240)",
        "schema": {"type": "string"},
    },
}


IDEMPOTENCY_KEY = {
    "name": "Idempotency-Key",
    "in": "header",
    "required": False,
    "schema": {"type": "string", "minLength": 1, "maxLength": MAX_KEY_LENGTH,
               "pattern": IDEMPOTENCY_KEY_PATTERN},
    "description": "A random key (a UUID) making retries safe: the same key and body get the "
    "first reply again and nothing is applied twice; another body → 422; while the first is "
    "still running → 409. Keys expire after REFEREE_IDEMPOTENCY_TTL seconds (a day by default).",
}


PROBLEM_DESCRIPTIONS = {
    400: "Malformed JSON, or a body or parameter that does not fit the schema (see `errors`)",
    401: "A token is needed and missing, or it does not belong to this game",
    403: "The table token of a server-dealt game cannot move for a seat",
    404: "No such game",
    406: "A stream ticket in a request that does not ask for `Accept: text/event-stream` "
    "first (no Accept, `*/*` or JSON get this): a ticket opens a stream only, and is not spent "
    "(R123)",
    409: "A request with the same Idempotency-Key is still being processed",
    412: "If-Match names a version that is no longer current",
    413: "The body is larger than the configured limit",
    422: "The move (or option combination, or explicit deal) breaks a rule: `rule` holds its "
    "id; or the Idempotency-Key was used with another body",
    429: "Rate limit reached; see Retry-After",
    503: "The store is unreachable (or contention too high): nothing was changed; or, with "
         "REFEREE_REDIS_REPLICAS, the change is made and not yet on the replicas "
         "(not-yet-replicated): its retry with the same Idempotency-Key gets its reply; see "
         "Retry-After",
}

RETRY_AFTER = {
    "Retry-After": {
        "description": "Seconds to wait before retrying",
        "schema": {"type": "integer"},
    }
}

def problems(blp, *statuses: int) -> Callable:
    """Document the problem responses an operation can return, and 429: every ``/v1``
    operation is rate limited (referee.http.limits)."""

    def decorate(func: Callable) -> Callable:
        documented = func
        for status in sorted({*statuses, 429}):
            # The RateLimit fields are on every /v1 reply (referee.http.openapi.RefereePlugin).
            headers = RETRY_AFTER if status in (429, 503) else None
            documented = blp.alt_response(
                status,
                schema=ProblemSchema,
                content_type=PROBLEM_CONTENT_TYPE,
                description=PROBLEM_DESCRIPTIONS[status],
                headers=headers,
            )(documented)
        # alt_response's wrappers only carry documentation, yet each is one more call on every
        # request (docs/performance.md): keep their documentation, not the layers.
        return _keep_apidoc(func, documented)

    return decorate


def documented(*decorators: Callable) -> Callable:
    """Apply flask-smorest's ``decorators`` (``arguments``, ``response``, ``doc``,
    :func:`problems`) for the OpenAPI document only, and keep the view bare: on a hot route
    their wrappers (webargs' parsing, the response machinery) cost more than the work itself
    (docs/performance.md). The view parses its body with :func:`json_body` and returns its
    encoded reply; the contract tests hold it to the documented format."""

    def decorate(func: Callable) -> Callable:
        documented_ = func
        for decorator in reversed(decorators):
            documented_ = decorator(documented_)
        return _keep_apidoc(func, documented_)

    return decorate


def _keep_apidoc(func: Callable[..., Any], documented: Callable[..., Any]) -> Callable[..., Any]:
    """``func`` given the OpenAPI documentation that flask-smorest's decorators gave
    ``documented``, their wrapper of it: they keep it in the function's ``_apidoc`` attribute,
    where ``Blueprint.route`` reads it (a function's attributes are its ``__dict__``)."""
    vars(func)["_apidoc"] = vars(documented)["_apidoc"]
    return func


#: Each schema's :func:`~schemas.common.fast_loader`, made at its first request.
_FAST: dict[Schema, Callable[[Any], dict[str, Any] | None]] = {}


def json_body(blp, schema: Schema) -> dict[str, Any]:
    """The request's JSON body loaded by ``schema``, as ``blp.arguments(schema)`` would load
    it: a usual body by the schema's fast loader, another JSON object that ``schema`` takes by
    the schema; anything else goes through webargs, which answers as it always has (400 with
    the field errors, 413, ...).

    Raises:
        BadRequest (webargs' 400 with ``messages``), RequestEntityTooLarge.
    """
    if request.is_json:
        try:
            body = read(request.get_data(cache=True))  # strict (referee/http/body.py), as webargs'
        except BodyError:
            body = None
        if isinstance(body, dict):
            fast = _FAST.get(schema)
            if fast is None:
                fast = _FAST[schema] = fast_loader(schema)
            loaded = fast(body)
            if loaded is not None:
                return loaded
            try:
                return schema.load(body)
            except ValidationError:
                pass  # webargs reports it, by location
    return blp.ARGUMENTS_PARSER.parse(schema, request, location="json", error_status_code=400)
