"""Rate limits (Flask-Limiter): every ``/v1`` request counts against one budget, its bearer
token's when it carries one, else its client address's; over budget it is answered 429 with
``Retry-After``, before any work is done.

One budget per request, not two, because each budget costs one Redis round trip (one Lua
script of the sliding-window counter): a request costs the limiter exactly one round trip, a
move included. A token's budget is its own, so the players of a club or a tournament hall
behind one address are not throttled together; requests without a token (creating games,
spectators) share their address's. The counters live in the service's Redis when
``REDIS_URL`` is set (shared by every process), in process memory otherwise. A limit set to
``off`` (``REFEREE_RATE_LIMIT_CLIENT``, ``REFEREE_RATE_LIMIT_TOKEN``) is not counted at all.

Operations endpoints (health, readiness, metrics, the OpenAPI document) are never limited:
load balancers and scrapers poll them.
"""

from __future__ import annotations

import math
import time

from flask import Flask, Response, request
from flask_limiter import ApplicationLimit, Limiter, RequestLimit

from referee import access, auth
from referee.config import Settings
from referee.errors import problem

OFF = "off"


def _token() -> str | None:
    try:
        return auth.bearer(request.headers.get("Authorization"))
    except ValueError:
        return None  # not a bearer token: the request is counted as its address's (then 401)


def _client_key() -> str:
    return f"client:{request.remote_addr or 'unknown'}"


def _token_key() -> str:
    # The digest, never the token: counter keys are visible to whoever can read Redis.
    return f"token:{auth.digest(_token() or '')}"


def _api_key_key() -> str:
    # The key's label (REFEREE_API_KEYS), never the key.
    return f"apikey:{access.api_key_label()}"


def _not_api() -> bool:
    return not request.path.startswith("/v1/")


# A request counts against one budget: its API key's if it carries a valid one (creating games,
# referee.access), else its bearer token's, else its client address's.
def _client_exempt() -> bool:
    return _not_api() or _token() is not None or access.api_key_label() is not None


def _token_exempt() -> bool:
    return _not_api() or _token() is None or access.api_key_label() is not None


def _api_key_exempt() -> bool:
    return _not_api() or access.api_key_label() is None


def storage_uri(redis_url: str | None) -> tuple[str, dict[str, object]]:
    """The limits-library storage URI (and extra options) for the service's ``REDIS_URL``."""
    if not redis_url:
        return "memory://", {}
    if redis_url.startswith("unix://"):
        return "redis+unix://" + redis_url.removeprefix("unix://"), {}
    if redis_url.startswith("rediss+cluster://"):
        return "redis+cluster://" + redis_url.removeprefix("rediss+cluster://"), {"ssl": True}
    return redis_url, {}


def _breached(limit: RequestLimit) -> Response:
    # Reading the window costs a round trip, on the refused request only.
    wait = max(1, math.ceil(limit.reset_at - time.time()))
    whose = (
        "this API key" if "/apikey:" in limit.key
        else "this token" if "/token:" in limit.key
        else "this client address"
    )
    return problem(
        429,
        f"too many requests with {whose}: at most {limit.limit}; retry in {wait} s",
        headers={"Retry-After": str(wait)},
    )


def init_app(app: Flask, settings: Settings) -> Limiter:
    """Limit ``app``'s ``/v1`` requests as ``settings`` say (see the module docstring)."""
    uri, options = storage_uri(settings.redis_url)
    if settings.redis_url:
        options.update(
            key_prefix=settings.key_prefix,
            socket_timeout=settings.redis_timeout,
            socket_connect_timeout=settings.redis_timeout,
        )
    budgets = (
        (settings.rate_limit_client, _client_key, "client", _client_exempt),
        (settings.rate_limit_token, _token_key, "token", _token_exempt),
        (settings.rate_limit_api_key, _api_key_key, "apikey", _api_key_exempt),
    )
    limits = [
        ApplicationLimit(rate, key_function=key, scope=scope, exempt_when=exempt)
        for rate, key, scope, exempt in budgets
        if rate != OFF
    ]
    limiter = Limiter(
        _client_key,
        application_limits=limits,
        strategy="sliding-window-counter",
        storage_uri=uri,
        storage_options=options,
        # X-RateLimit-* headers would read the window on every request: one more round trip.
        headers_enabled=False,
        # Redis down: the request goes on (and answers 503 if it needs the store), never 500.
        swallow_errors=True,
        on_breach=_breached,
        key_prefix="rate",
        enabled=bool(limits),
    )
    limiter.init_app(app)
    app.extensions["referee.limits"] = limiter
    return limiter
