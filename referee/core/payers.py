"""A payer of the CPU budgets (R255, R283, R287): what a request or a bot job spends is charged
to the budgets of the token and the client address that asked for the work, and the work it
queues is reserved against them before it is queued (admission). The HTTP edge makes a request's
payer (referee.http.shares); a bot worker makes a job's from the budgets the job carries."""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence

from referee.core.meter import Bill, CpuBudgetSpent
from referee.storage.jobs import Jobs, new_hold
from referee.storage.store import Store, StoreUnavailable

#: The window of every CPU budget, in seconds: the budgets are CPU-milliseconds a minute.
WINDOW = 60


class BudgetPayer:
    """A payer of the CPU budgets ``budgets`` (scope, key, CPU-milliseconds a minute) in
    ``store``: a bot job's, the budgets of the request that queued it (R283); the work it
    queues is reserved in ``jobs`` (R287; None: not reserved). ``admitted`` is a job's: True
    when the job holds a reservation (its work was admitted, R287: it is played whatever its
    payer has spent since, and charged all the same), False when it holds none (R286: it waits
    while a budget is spent, and so does the job it queues); None for a request's payer."""

    def __init__(self, store: Store, budgets: Sequence[tuple[str, str, int]] = (),
                 jobs: Jobs | None = None, admitted: bool | None = None) -> None:
        self._store = store
        self._jobs = jobs
        self._admitted = admitted
        self._budgets: list[tuple[str, str, int]] | None = list(budgets)
        #: Whether every budget had some left when last looked at (None: not looked yet).
        self._left: bool | None = None
        #: The reservations admitted and not yet taken by a job, oldest first.
        self._holds: list[str] = []
        #: CPU-milliseconds charged through this payer (a job's: what it really spent).
        self.spent = 0
        self._costs: dict[str, float] | None = None

    def budgets(self) -> list[tuple[str, str, int]]:
        """Each budget's scope, key and CPU-milliseconds a minute."""
        return self._budgets or []

    def _look(self, cost: int) -> CpuBudgetSpent | None:
        refused: CpuBudgetSpent | None = None
        for scope, key, amount in self.budgets():
            try:
                wait = self._store.spend(key, amount, WINDOW, cost)
            except StoreUnavailable:
                continue  # the store's failure answers 503 where the request needs the store
            retry = math.ceil(wait / 1000)
            if wait and (refused is None or retry > refused.retry_after):
                refused = CpuBudgetSpent(scope, amount, WINDOW, retry)
        self._left = refused is None
        return refused

    def admit(self, cost: int = 0) -> None:
        budgets = self.budgets()
        if cost > 0 and self._jobs is not None and budgets:
            hold = new_hold(cost)
            try:
                wait, refused, queued = self._jobs.reserve(budgets, hold)
            except StoreUnavailable:
                # Unmetered, as the request limits go when the store cannot count: its job
                # holds no reservation (R286, not R287's admitted work).
                self._holds.append("")
                return
            if wait:
                scope, _, amount = budgets[refused]
                raise CpuBudgetSpent(scope, amount, WINDOW, math.ceil(wait / 1000), queued)
            self._holds.append(hold)
            return
        if self._left:
            return
        refused_now = self._look(0)
        if refused_now is not None:
            raise refused_now

    def allows(self) -> bool:
        if self._admitted:
            return True  # R287: admitted work is played; what it spends is still charged
        if self._left is None:
            self._look(0)
        return bool(self._left)

    def spend(self, ms: int) -> None:
        if ms > 0:
            self.spent += ms
            self._look(ms)

    def look(self) -> bool:
        return self._look(0) is None

    def bill(self, cost: int) -> Bill:
        budgets = tuple(self.budgets())
        if not budgets or self._jobs is None or self._admitted is False:
            return Bill(budgets)  # an unreserved job's successor is unreserved too (R286)
        return Bill(budgets, self._holds.pop(0) if self._holds else new_hold(cost))

    def costs(self) -> Mapping[str, float]:
        if self._costs is None:  # read once a request or job: its estimates agree
            try:
                self._costs = self._jobs.costs() if self._jobs is not None else {}
            except StoreUnavailable:
                self._costs = {}  # the documented floors alone
        return self._costs

    def end(self) -> None:
        holds, self._holds = self._holds, []
        if self._jobs is None:
            return  # nothing reserved: only a payer with jobs holds reservations (admit)
        for hold in filter(None, holds):
            try:
                self._jobs.release(self.budgets(), hold)
            except StoreUnavailable:
                pass  # it expires (referee.storage.jobs.HOLD_SECONDS)
