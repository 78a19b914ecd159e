"""Who may call: API keys for creation, and CORS for third-party web clients.

**API keys.** With ``REFEREE_API_KEYS`` set (``label:sha256-hex`` entries: the service holds
digests only, so its configuration never holds a key), the operations marked
:func:`api_key_required` (creating games, batches and rematches; a webhook is only ever given at
creation) answer 401 unless the request carries ``X-API-Key`` with one of the keys. The key goes
in its own header, not ``Authorization``: a rematch carries the game's table token there too.
Each key has its own rate limit (``REFEREE_RATE_LIMIT_API_KEY``, referee.http.limits); its label,
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
from typing import Any

from flask import Flask, Request, Response

from referee.config import Settings
from referee.http.errors import problem
from referee.http.marks import Mark

API_KEY_HEADER = "X-API-Key"
#: How the OpenAPI document names the API key scheme.
API_KEY_SCHEME = "apiKey"

#: What a cross-origin page may send and read.
CORS_METHODS = "GET, POST, DELETE"
CORS_HEADERS = (
    "Authorization, Content-Type, Idempotency-Key, If-Match, Last-Event-ID, X-API-Key, "
    "X-Request-ID, Accept-Language"
)
#: The rate-limit fields too: a browser client cannot pace itself on fields it cannot read.
CORS_EXPOSE = ("ETag, Location, Retry-After, Idempotent-Replayed, X-Request-ID, Content-Language, "
               "RateLimit, RateLimit-Policy")
#: Seconds a browser may cache a preflight's answer.
CORS_MAX_AGE = "600"

#: The views that need an API key when the service has keys configured: ``@api_key_required``.
api_key_required = Mark()


def api_key_label(req: Request, state: Any, keys: tuple[tuple[str, str], ...]) -> str | None:
    """The label of the valid API key the request ``req`` carries, or None (none configured,
    none sent, or not one of ``keys``); kept on the request's ``state`` (``flask.g``). Every
    configured digest is compared in constant time."""
    if not keys:
        return None
    try:
        return state.api_key_label
    except AttributeError:
        pass
    label = None
    key = req.headers.get(API_KEY_HEADER)
    if key:
        candidate = hashlib.sha256(key.strip().encode()).hexdigest()
        for name, digest in keys:
            if hmac.compare_digest(candidate, digest):
                label = name
    state.api_key_label = label
    return label


class Access:
    """API keys and CORS as ``settings`` configure them, bound once (referee.http.hooks runs them
    on every request)."""

    def __init__(self, settings: Settings, views: dict[str, Callable]) -> None:
        self.keys = settings.api_keys
        self.origins = settings.cors_origins
        self.credentials = settings.cors_credentials
        self._views = views

    def check_api_key(self, req: Request, state: Any) -> Response | None:
        """The 401 of a view marked :func:`api_key_required` without a valid key, else None."""
        if not self.keys:
            return None
        view = self._views.get(req.endpoint or "")
        if not api_key_required.on(view):
            return None
        if api_key_label(req, state, self.keys) is not None:
            return None
        sent = API_KEY_HEADER in req.headers
        return problem(
            401,
            "this API key is not one of the service's" if sent
            else f"creating games needs an API key in the {API_KEY_HEADER} header",
            kind="api-key",
            title="API key missing or unknown",
            headers={"WWW-Authenticate": f'ApiKey realm="referee", header="{API_KEY_HEADER}"'},
        )

    def _allowed_origin(self, req: Request) -> str | None:
        """The value of Access-Control-Allow-Origin for this request, or None."""
        origin = req.headers.get("Origin")
        if not origin or not self.origins:
            return None
        if "*" in self.origins:
            return "*"  # never with credentials (referee.config)
        return origin if origin.rstrip("/") in self.origins else None

    def preflight(self, req: Request) -> Response | None:
        """The answer to a CORS preflight (before the rate limit and the API key: a browser
        sends no credentials with it), or None for any other request."""
        if req.method != "OPTIONS" or "Access-Control-Request-Method" not in req.headers:
            return None
        response = Response(status=204)
        allowed = self._allowed_origin(req)
        if allowed is not None:  # else no CORS header: the browser refuses the request
            response.headers["Access-Control-Allow-Methods"] = CORS_METHODS
            response.headers["Access-Control-Allow-Headers"] = CORS_HEADERS
            response.headers["Access-Control-Max-Age"] = CORS_MAX_AGE
        return response

    def cors_headers(self, req: Request, response: Response) -> Response:
        """Every reply's CORS fields, problems and live streams included."""
        if not self.origins:
            return response
        allowed = self._allowed_origin(req)
        if "*" not in self.origins:
            response.vary.add("Origin")  # the reply depends on the asking origin: caches must know
        if allowed is None:
            return response
        response.headers["Access-Control-Allow-Origin"] = allowed
        if req.method != "OPTIONS":
            response.headers["Access-Control-Expose-Headers"] = CORS_EXPOSE
        if self.credentials:
            response.headers["Access-Control-Allow-Credentials"] = "true"
        return response


def init_app(app: Flask, settings: Settings) -> Access:
    """API keys and CORS for ``app``, as ``settings`` say: run by referee.http.hooks, preflights
    before the rate limiter, API keys after it (an unknown key counts against its address's
    budget)."""
    access = app.extensions["referee.access"] = Access(settings, app.view_functions)
    return access
