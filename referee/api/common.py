"""What every resource shares: JSON replies, tokens, documented problems and headers."""

from __future__ import annotations

from typing import Any, Callable

import orjson
from flask import Response, current_app, request
from werkzeug.exceptions import BadRequest

from referee import auth
from referee.games import GameService, Unauthorized
from schemas.problems import PROBLEM_CONTENT_TYPE, ProblemSchema

JSON = "application/json"


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
        return auth.bearer(request.headers.get("Authorization"))
    except ValueError as exc:
        raise Unauthorized(str(exc)) from None


def etag(version: int) -> str:
    return f'"{version}"'


def if_match_version() -> int | None:
    """The version named by ``If-Match``, or None when the header is absent or ``*``.

    Raises:
        BadRequest: for an If-Match that names no version.
    """
    raw = request.headers.get("If-Match")
    if raw is None or raw.strip() == "*":
        return None
    value = raw.strip()
    if value.startswith("W/"):
        value = value[2:]
    value = value.strip('"')
    if not value.isdigit():
        raise BadRequest("If-Match must name a version, such as \"3\"")
    return int(value)


PROBLEM_DESCRIPTIONS = {
    400: "Malformed JSON, or a body or parameter that does not fit the schema (see `errors`)",
    401: "A token is needed and missing, or it does not belong to this game",
    403: "The table token of a server-dealt game cannot move for a seat",
    404: "No such game",
    409: "A request with the same Idempotency-Key is still being processed",
    412: "If-Match names a version that is no longer current",
    413: "The body is larger than the configured limit",
    422: "The move (or option combination, or explicit deal) breaks a rule: `rule` holds its id",
    429: "Rate limit reached; see Retry-After",
    503: "The store is unreachable (or contention too high); nothing was changed; see Retry-After",
}

RETRY_AFTER = {
    "Retry-After": {
        "description": "Seconds to wait before retrying",
        "schema": {"type": "integer"},
    }
}


def problems(blp, *statuses: int) -> Callable:
    """Document the problem responses an operation can return."""

    def decorate(func: Callable) -> Callable:
        for status in statuses:
            headers = RETRY_AFTER if status in (429, 503) else None
            func = blp.alt_response(
                status,
                schema=ProblemSchema,
                content_type=PROBLEM_CONTENT_TYPE,
                description=PROBLEM_DESCRIPTIONS[status],
                headers=headers,
            )(func)
        return func

    return decorate
