"""Rate limits: every ``/v1`` request counts against one budget, its API key's when it carries
a valid one (creating games, referee.http.access), else its bearer token's, else its client
address's; over budget it is answered 429 with ``Retry-After``, before any work is done.

A token's budget is its own, so the players of a club or a tournament hall behind one address
are not throttled together; requests without a token (creating games, spectators) share their
address's. A limit set to ``off`` (``REFEREE_RATE_LIMIT_CLIENT``, ``REFEREE_RATE_LIMIT_TOKEN``,
``REFEREE_RATE_LIMIT_API_KEY``) is not counted at all. Operations endpoints (health,
readiness, metrics, the OpenAPI document) are never limited: load balancers and scrapers poll
them.

**Where the window is counted.** In the store, with the request's first read
(``referee.storage.rates``: a sliding-window counter in the same Lua script as the idempotency claim
and the snapshot read on Redis, so a move costs 2 round trips in all and a ``GET`` of a game 1).
The views that read a game (:func:`charged_in_store`) pass the request's :func:`charge` to the
service; every other ``/v1`` request pays before its view runs, in one round trip of its own.
A request that fails before it reads anything (a malformed move, a missing token) pays then,
and is answered 429 instead if its budget is spent: every request counts once. The
counters live in the service's Redis (shared by every process), in memory otherwise; when
Redis fails, a request that reads nothing goes on uncounted (and one that reads a game answers
503).

Every counted reply carries the IETF ``RateLimit-Policy`` and ``RateLimit`` fields
(draft-ietf-httpapi-ratelimit-headers): the budget's rates, what is left of each and the
seconds until its current window ends.

Flask-Limiter counted these budgets once: its Python bookkeeping was a fifth of a
move's CPU, and it cost a round trip of its own that the store's scripts now save.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import Any, ParamSpec

from flask import Flask, Request, Response, current_app, g

from referee.config import Settings
from referee.core import auth
from referee.http import access
from referee.http.errors import problem
from referee.http.headers import header
from referee.http.marks import Mark
from referee.storage.rates import Charge, Rate, RateLimited, parse_rates
from referee.storage.store import StoreUnavailable

OFF = "off"

P = ParamSpec("P")

#: The views that pass the request's charge to their first read (:func:`charged_in_store`).
_CHARGED_IN_STORE = Mark()

#: The IETF rate-limit fields every counted /v1 reply carries, as the contract documents them
#: (on every /v1 reply, referee.http.openapi).
RATE_LIMIT_HEADERS = {
    "RateLimit-Policy": {
        "description": "The caller's budget (`token`, `client` or `apikey`): its quota `q` per "
        "window `w` seconds, e.g. `\"token\";q=1200;w=60` (every counted /v1 reply)",
        "schema": {"type": "string"},
    },
    "RateLimit": {
        "description": "What is left of the budget, `r`, and the seconds `t` until its window "
        "ends, e.g. `\"token\";r=1187;t=23` (every counted /v1 reply)",
        "schema": {"type": "string"},
    },
}

_WHOSE = {"apikey": "this API key", "token": "this token", "client": "this client address"}


def token_key(req: Request) -> str | None:
    """The budget key of the bearer token ``req`` presents, or None when it presents none (or
    not a bearer token: such a request is answered 401). The digest, never the token: budget
    keys are visible to whoever reads Redis."""
    try:
        token = auth.bearer(header(req, "HTTP_AUTHORIZATION"))
    except ValueError:
        return None
    return None if token is None else f"token:{auth.presented_digest(token)}"


def client_key(req: Request) -> str:
    """The budget key of the client address of ``req`` (behind trusted proxies, the address
    they vouch for: referee.http.proxies)."""
    return f"client:{req.remote_addr or 'unknown'}"


def charged_in_store(view: Callable[P, Any]) -> Callable[P, Any]:
    """Mark a view that passes the request's :func:`charge` to the service's first read; if it
    fails before that read (a malformed move, a missing token), the request pays then, and is
    answered 429 instead when its budget is spent."""

    @functools.wraps(view)
    def paying(*args: P.args, **kwargs: P.kwargs) -> Any:
        try:
            return view(*args, **kwargs)
        except StoreUnavailable:
            raise  # the read itself failed: asking the store again would only wait again
        except Exception:
            unpaid = charge()
            if unpaid is not None:
                refused = _pay(unpaid)
                if refused is not None:
                    return refused
            raise

    return _CHARGED_IN_STORE(paying)


def charge() -> Charge | None:
    """The request's charge, for the store to evaluate with its first read (None when the
    request pays nothing, or has paid)."""
    found = g.get("rate_charge")
    return found if found is not None and found.verdict is None else None


class Budgets:
    """The service's budgets (None: off), and the hooks that charge them."""

    def __init__(self, settings: Settings) -> None:
        self.client = self._rates(settings.rate_limit_client)
        self.token = self._rates(settings.rate_limit_token)
        self.api_key = self._rates(settings.rate_limit_api_key)
        #: The RateLimit-Policy field of each budget, built once.
        self.policies = {
            scope: _policy(scope, rates)
            for scope, rates in (("client", self.client), ("token", self.token),
                                 ("apikey", self.api_key)) if rates
        }

    @staticmethod
    def _rates(raw: str) -> tuple[Rate, ...] | None:
        return None if raw == OFF else parse_rates(raw)

    @property
    def enabled(self) -> bool:
        return bool(self.policies)

    def charge_of(self, req: Request, state: Any, keys: tuple[tuple[str, str], ...]
                  ) -> Charge | None:
        """The budget the request ``req`` counts against, or None (not limited); ``keys``
        are the service's API keys (referee.http.access)."""
        if not req.path.startswith("/v1/"):
            return None
        label = access.api_key_label(req, state, keys)
        if label is not None:
            return Charge(f"apikey:{label}", "apikey", self.api_key) if self.api_key else None
        token = token_key(req)  # not a bearer token: the request counts as its address's
        if token is not None:
            return None if self.token is None else Charge(token, "token", self.token)
        if self.client:
            return Charge(client_key(req), "client", self.client)
        return None

    def before(self, req: Request, state: Any, view: Callable | None,
               keys: tuple[tuple[str, str], ...]) -> Response | None:
        """Charge the request now, unless its ``view`` pays with its first read."""
        charge = state.rate_charge = self.charge_of(req, state, keys)
        if charge is None:
            return None
        if _CHARGED_IN_STORE.on(view):
            return None
        return _pay(charge)

    def after(self, state: Any, response: Response) -> Response:
        """The RateLimit fields of a request that paid."""
        charge = getattr(state, "rate_charge", None)
        verdict = charge.verdict if charge is not None else None
        if verdict is not None and verdict.allowed:
            headers = response.headers
            headers["RateLimit-Policy"] = self.policies[charge.scope]
            headers["RateLimit"] = _state(charge)
        return response


def _policy(scope: str, rates: tuple[Rate, ...]) -> str:
    return ", ".join(f'"{_name(scope, rate, rates)}";q={rate.amount};w={rate.seconds}'
                     for rate in rates)


def _name(scope: str, rate: Rate, rates: tuple[Rate, ...]) -> str:
    # One rate: the budget's name; several: each by its window.
    return scope if len(rates) == 1 else f"{scope}-{rate.seconds}s"


def _state(charge: Charge) -> str:
    verdict = charge.verdict
    assert verdict is not None
    if len(charge.rates) == 1:  # the usual budget, named by its scope (_name)
        return f'"{charge.scope}";r={verdict.remaining[0]};t={verdict.reset[0]}'
    return ", ".join(
        f'"{_name(charge.scope, rate, charge.rates)}";r={left};t={reset}'
        for rate, left, reset in zip(charge.rates, verdict.remaining, verdict.reset, strict=True)
    )


def _pay(charge: Charge) -> Response | None:
    """Charge now: None when allowed (or when the store cannot count), else the 429."""
    try:
        current_app.extensions["referee"].store.charge(charge)
    except RateLimited as exc:
        return refusal(exc)
    except StoreUnavailable:
        pass  # Redis down: the request goes on (and answers 503 if it needs the store)
    return None


def refusal(exc: RateLimited) -> Response:
    """The 429 for a spent budget, with Retry-After and the rate that refused."""
    charge = exc.charge
    verdict = charge.verdict
    assert verdict is not None
    rate = charge.rates[verdict.refused_by]
    wait = verdict.retry_after
    response = problem(
        429,
        f"too many requests with {_WHOSE[charge.scope]}: at most {rate.text}; "
        f"retry in {wait} s",
        headers={"Retry-After": str(wait)},
    )
    response.headers["RateLimit-Policy"] = _policy(charge.scope, charge.rates)
    response.headers["RateLimit"] = ", ".join(
        f'"{_name(charge.scope, r, charge.rates)}";r=0;t={wait}' for r in charge.rates
    )
    return response


def init_app(app: Flask, settings: Settings) -> Budgets:
    """Limit ``app``'s ``/v1`` requests as ``settings`` say (see the module docstring): the
    budgets are charged by referee.http.hooks."""
    budgets = Budgets(settings)
    app.extensions["referee.http.limits"] = budgets
    app.register_error_handler(RateLimited, refusal)
    return budgets
