"""Fair shares of the machine (docs/bots.md): bot and hint work metered per token and per client.

A bot's move costs some hundred times a person's, so the budgets of requests
(referee.http.limits) say nothing of what a client takes: its requests may each make bots think.
Every ``/v1`` request is given a :class:`RequestPayer` (referee.core.meter) with two budgets of
CPU-milliseconds a minute: its bearer token's (``REFEREE_CPU_BUDGET_TOKEN``) and its client
address's (``REFEREE_CPU_BUDGET_CLIENT``, the address as referee.http.proxies reads it; so a client
does not buy more by opening games for more tokens). The bots' and hints' searches are charged
their thread CPU time after they ran; a request that would make bots think (a move handing
them the turn, a creation with a bot to move first) or asks a hint is answered 429 with
``Retry-After`` when either budget has nothing left, before anything is done. A budget set to
0 is not counted.

Admission, not only accounting (R287): a request that would queue bot work (a creation
with a bot to move first, every seat a bot included; a move handing the turn to bots; a hint) names
the CPU-milliseconds that work will cost (:func:`referee.core.bots.work`), and is answered 429
before anything is done when that cost, with what each budget has spent and what it holds for
work already queued, would pass it; else the cost is held on the budgets (one store script:
``lua/reserve.lua``), the job is queued holding it (``lua/queue.lua``), and it is released when
the job is done (referee.storage.jobs). A client thus never has more than its budget's worth of
bot work waiting.

The budgets are sliding-window counters weighted by cost (:func:`referee.storage.rates.spend`), in the
store (a Lua script in Redis, shared by every process; in memory otherwise) next to the
request counters. When the store cannot count, the work goes on unmetered (as the request
limits do).

Hints are kept per game version and seat (:func:`hint_for`): a second hint asked at the same
version is the same hint and costs no CPU (and no budget).
"""

from __future__ import annotations

from flask import Flask, Request, Response

from referee.config import Settings
from referee.core import meter
from referee.core.meter import CpuBudgetSpent
from referee.core.payers import BudgetPayer
from referee.http.errors import problem
from referee.http.limits import client_key, token_key
from referee.storage.jobs import Jobs
from referee.storage.store import Store

_WHOSE = {"token": "this token's", "client": "this client address's"}


class RequestPayer(BudgetPayer):
    """The CPU budgets the request ``req`` pays from, named and looked up in ``store`` only when
    its work asks (most requests make no bot think)."""

    def __init__(self, shares: Shares, req: Request) -> None:
        super().__init__(shares.store, jobs=shares.jobs)
        self._shares = shares
        self._req = req
        self._budgets = None

    def budgets(self) -> list[tuple[str, str, int]]:
        if self._budgets is None:
            shares, req = self._shares, self._req
            self._budgets = []
            if shares.token and (token := token_key(req)) is not None:
                self._budgets.append(("token", token, shares.token))
            if shares.client:
                self._budgets.append(("client", client_key(req), shares.client))
        return self._budgets


class Shares:
    """The service's CPU budgets (0: off) and the payer of each request."""

    def __init__(self, settings: Settings, store: Store, jobs: Jobs | None = None) -> None:
        self.token = settings.cpu_budget_token
        self.client = settings.cpu_budget_client
        self.store = store
        self.jobs = jobs
        self.enabled = bool(self.token or self.client)

    def begin(self, req: Request) -> None:
        """Give the request ``req`` its payer (every request: no earlier one is left set)."""
        if self.enabled and req.path.startswith("/v1/"):
            meter.pay_with(RequestPayer(self, req))
        else:
            meter.pay_with(None)


def refusal(exc: CpuBudgetSpent) -> Response:
    """The 429 for a spent CPU budget, naming it, with Retry-After."""
    wait = exc.retry_after
    done = ("with the bot work it has queued, this request's would pass" if exc.queued
            else "bot and hint work has spent")
    # Its RateLimit fields are the request budget's (referee.http.limits), as on every counted reply.
    return problem(
        429,
        f"{done} {_WHOSE[exc.scope]} CPU budget: at most {exc.amount} ms "
        f"of CPU per {exc.seconds} s; retry in {wait} s",
        headers={"Retry-After": str(wait)},
        # R287: the work it would queue, with what is queued already, passes the budget;
        # R255: what the budget has spent passes it alone.
        rule="R287" if exc.queued else "R255",
    )


def init_app(app: Flask, settings: Settings) -> Shares:
    """Meter ``app``'s bot and hint work as ``settings`` say (see the module docstring); each
    request's payer is given by referee.http.hooks."""
    shares = Shares(settings, app.extensions["referee"].store, app.extensions.get("referee.jobs"))
    app.extensions["referee.http.shares"] = shares
    app.register_error_handler(CpuBudgetSpent, refusal)
    # Whatever the request's end (a reply, an error), the work it held and queued no job with
    # is released (R287).
    app.teardown_request(lambda _: meter.end())
    return shares
