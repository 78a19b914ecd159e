"""What every request does around its view, in one hook before it and one after it.

Before, in this order: the request id and start time (referee.http.observability), who pays for
its bot and hint work (referee.http.shares: looked up only if the work happens), a CORS preflight's
answer (referee.http.access: before the rate limit and the API key, a browser sends no credentials
with it), the rate limit's charge (referee.http.limits: paid now, or with the view's first read), the
webhooks' first look at their outbox (once per process, referee.delivery.webhooks; not for the probes),
the API key of the views that need one (after the limit: an unknown key counts against its
address's budget). After, in this order: the CORS fields, the RateLimit fields, then the metrics
and the log line, which see the reply as it leaves. As in Flask, the first step that answers
ends the steps before the view, and every step after it runs for every reply.

One hook each way rather than one per feature: Flask calls each hook through its own loop, and
each feature looked up ``request``, ``g`` and ``current_app`` again (a context-local lookup
each); here they are looked up once per request and what the settings decide is bound once,
when the app is made (docs/performance.md).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from flask import Flask, Request, Response, g, request
from werkzeug.local import LocalProxy

from referee.delivery.webhooks import Deliverer
from referee.http import observability
from referee.http.access import Access
from referee.http.limits import Budgets
from referee.http.shares import Shares


def _behind(proxy: object) -> Callable[[], Any]:
    """What gives the object behind one of Flask's context proxies (``request``, ``g``): the
    proxy's own ``_get_current_object``, werkzeug's documented way, one context-variable lookup
    a call. Reading an attribute through the proxy instead (``request_ctx.request``) costs some
    seven times as much, twice a request (docs/performance.md)."""
    if not isinstance(proxy, LocalProxy):  # Flask's stubs type them as what they stand for
        raise TypeError(f"{proxy!r} is not a context proxy")
    return proxy._get_current_object


_current_request: Callable[[], Request] = _behind(request)
_current_g: Callable[[], Any] = _behind(g)


class RequestHooks:
    """The steps of every request, bound to one app's features."""

    def __init__(self, app: Flask, access: Access, budgets: Budgets,
                 deliverer: Deliverer, shares: Shares) -> None:
        self._views = app.view_functions
        self._access = access
        self._keys = access.keys
        self._budgets = budgets if budgets.enabled else None
        self._deliverer = deliverer
        self._shares = shares

    def before(self) -> Response | None:
        req = _current_request()
        state = _current_g()
        observability.start(req, state)
        self._shares.begin(req)
        if req.method == "OPTIONS":
            answered = self._access.preflight(req)
            if answered is not None:
                return answered
        view = self._views.get(req.endpoint or "")
        if self._budgets is not None:
            refused = self._budgets.before(req, state, view, self._keys)
            if refused is not None:
                return refused
        if not self._deliverer.looked and req.blueprint != "ops":
            self._deliverer.resume()  # the probes answer at once, whatever the store
        return self._access.check_api_key(req, state)

    def after(self, response: Response) -> Response:
        req = _current_request()
        state = _current_g()
        response = self._access.cors_headers(req, response)
        if self._budgets is not None:
            response = self._budgets.after(state, response)
        return observability.finish(req, state, response)


def install(app: Flask, access: Access, budgets: Budgets, deliverer: Deliverer,
            shares: Shares) -> RequestHooks:
    """Run :class:`RequestHooks` before and after every request of ``app``, ahead of any
    blueprint's own hooks."""
    hooks = RequestHooks(app, access, budgets, deliverer, shares)
    app.before_request(hooks.before)
    app.after_request(hooks.after)
    return hooks
