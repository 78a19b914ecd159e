"""Who may call: API keys for creation, and CORS for third-party web clients.

**API keys.** With ``REFEREE_API_KEYS`` set (``label:sha256-hex`` entries: the service holds
digests only, so its configuration never holds a key), the operations marked
:func:`api_key_required` (creating games, batches and rematches; a webhook is only ever given at
creation) answer 401 unless the request carries ``X-API-Key`` with one of the keys. The key goes
in its own header, not ``Authorization``: a rematch carries the game's table token there too.
Each key has its own rate limit (``REFEREE_RATE_LIMIT_API_KEY``, referee.limits); its label,
never the key, names it in counters and logs.

**CORS** (``REFEREE_CORS_ORIGINS``). A small hook rather than flask-cors: the policy is a few
fixed lines (which origins; these methods and headers; ``*`` never with credentials, refused at
start by referee.config), a preflight must be answered before the rate limiter and the API key
check run (a browser sends no credentials with it), and every reply, problems and live streams
included, must carry the same headers; a library's options would each need checking against
that, for no line saved.
"""

from __future__ import annotations

import hashlib
import hmac
from collections.abc import Callable
from typing import TypeVar

from flask import Flask, Response, current_app, g, request

from referee.config import Settings
from referee.errors import problem

API_KEY_HEADER = "X-API-Key"
#: How the OpenAPI document names the API key scheme.
API_KEY_SCHEME = "apiKey"

#: What a cross-origin page may send and read.
CORS_METHODS = "GET, POST, DELETE"
CORS_HEADERS = (
    "Authorization, Content-Type, Idempotency-Key, If-Match, Last-Event-ID, X-API-Key, "
    "X-Request-ID, Accept-Language"
)
CORS_EXPOSE = "ETag, Location, Retry-After, Idempotent-Replayed, X-Request-ID, Content-Language"
#: Seconds a browser may cache a preflight's answer.
CORS_MAX_AGE = "600"

F = TypeVar("F", bound=Callable)


def api_key_required(func: F) -> F:
    """Mark a view as needing an API key when the service has keys configured."""
    func.api_key_required = True  # type: ignore[attr-defined]
    return func


def _settings() -> Settings:
    return current_app.config["REFEREE_SETTINGS"]


def api_key_label() -> str | None:
    """The label of the valid API key the request carries, or None (none configured, none
    sent, or not one of them). Every configured digest is compared in constant time."""
    if "api_key_label" in g:
        return g.api_key_label
    label = None
    key = request.headers.get(API_KEY_HEADER)
    keys = _settings().api_keys
    if key and keys:
        candidate = hashlib.sha256(key.strip().encode()).hexdigest()
        for name, digest in keys:
            if hmac.compare_digest(candidate, digest):
                label = name
    g.api_key_label = label
    return label


def _check_api_key() -> Response | None:
    view = current_app.view_functions.get(request.endpoint or "")
    if not _settings().api_keys or not getattr(view, "api_key_required", False):
        return None
    if api_key_label() is not None:
        return None
    sent = API_KEY_HEADER in request.headers
    return problem(
        401,
        "this API key is not one of the service's" if sent
        else f"creating games needs an API key in the {API_KEY_HEADER} header",
        kind="api-key",
        title="API key missing or unknown",
        headers={"WWW-Authenticate": f'ApiKey realm="referee", header="{API_KEY_HEADER}"'},
    )


def _allowed_origin() -> str | None:
    """The value of Access-Control-Allow-Origin for this request, or None."""
    origin = request.headers.get("Origin")
    origins = _settings().cors_origins
    if not origin or not origins:
        return None
    if "*" in origins:
        return "*"  # never with credentials (referee.config)
    return origin if origin.rstrip("/") in origins else None


def _preflight() -> Response | None:
    if request.method != "OPTIONS" or "Access-Control-Request-Method" not in request.headers:
        return None
    response = Response(status=204)
    allowed = _allowed_origin()
    if allowed is not None:  # else no CORS header: the browser refuses the request
        response.headers["Access-Control-Allow-Methods"] = CORS_METHODS
        response.headers["Access-Control-Allow-Headers"] = CORS_HEADERS
        response.headers["Access-Control-Max-Age"] = CORS_MAX_AGE
    return response


def _cors_headers(response: Response) -> Response:
    origins = _settings().cors_origins
    if not origins:
        return response
    allowed = _allowed_origin()
    if "*" not in origins:
        response.vary.add("Origin")  # the reply depends on the asking origin: caches must know
    if allowed is None:
        return response
    response.headers["Access-Control-Allow-Origin"] = allowed
    if request.method != "OPTIONS":
        response.headers["Access-Control-Expose-Headers"] = CORS_EXPOSE
    if _settings().cors_credentials:
        response.headers["Access-Control-Allow-Credentials"] = "true"
    return response


def init_app(app: Flask) -> None:
    """Check API keys and answer CORS on ``app`` (settings in ``REFEREE_SETTINGS``). Call after
    the rate limiter is set up: preflights are answered before it, API keys checked after it
    (an unknown key counts against its address's budget)."""
    hooks = app.before_request_funcs.setdefault(None, [])
    limiter = app.extensions.get("referee.limits")
    at = next((i for i, hook in enumerate(hooks) if getattr(hook, "__self__", 0) is limiter),
              len(hooks))
    hooks.insert(at, _preflight)  # after the request id is made (logs), before the limiter
    app.before_request(_check_api_key)
    app.after_request(_cors_headers)
