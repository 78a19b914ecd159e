"""CPU metering of bot and hint work (fair shares, R255): the core measures, the request pays.

A computer player's search costs some hundred times a person's move, and it runs inside whatever
request hands it the turn. The service core (referee.core.games) asks the request's :class:`Payer`
before it commits a change that will make bots think (:func:`admit`: 429 when its budget is
spent, nothing changed), looks again before each bot move (:func:`allows`: a spent budget
leaves the rest of the bots' moves to a later request, as the bots' time cap does), and charges
the thread CPU time each search took (:func:`metered`). The payer of an HTTP request, with the
token's and the client address's budgets, is set by referee.http.shares; a bot job carries its
payer's budgets (:func:`bill`) to the worker that plays it, which pays with them (R283);
outside a request (tools, tests of the core) nobody pays and nothing is asked. No Flask here: the core imports this.
"""

from __future__ import annotations

import math
import time
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass
from typing import Protocol


class CpuBudgetSpent(Exception):
    """A CPU budget of bot and hint work is spent, or would be by the work asked with what is
    already queued (``queued``, R287): ``scope`` (``token`` or ``client``), its ``amount`` of
    CPU-milliseconds a window of ``seconds``, and the seconds to wait."""

    def __init__(self, scope: str, amount: int, seconds: int, retry_after: int,
                 queued: bool = False) -> None:
        super().__init__(scope)
        self.scope = scope
        self.amount = amount
        self.seconds = seconds
        self.retry_after = retry_after
        self.queued = queued


@dataclass(frozen=True)
class Bill:
    """What a bot job carries to bill its payer wherever it is played (R283): each budget's
    scope, key and CPU-milliseconds a minute, and the reservation of the work it will cost
    (R287; "" when nobody pays)."""

    budgets: tuple[tuple[str, str, int], ...] = ()
    hold: str = ""


class Payer(Protocol):
    """Who pays for the bot and hint work of the current request."""

    def admit(self, cost: int = 0) -> None:
        """Raises CpuBudgetSpent when a budget has nothing left, or (``cost``, the
        CPU-milliseconds of the work the request will queue) when that work with what the
        budget has spent and holds for work queued would pass it (R287); else ``cost`` is
        held for the request's job."""

    def allows(self) -> bool:
        """Whether every budget has some left."""

    def spend(self, ms: int) -> None:
        """Charge ``ms`` CPU-milliseconds of work done."""

    def look(self) -> bool:
        """Whether every budget has some left now (looked up again: the bots' work is charged
        by whoever plays it, maybe another process)."""

    def budgets(self) -> list[tuple[str, str, int]]:
        """Each budget's scope, key and CPU-milliseconds a minute: what a bot job carries to
        bill its payer wherever it is played (R283)."""

    def bill(self, cost: int) -> Bill:
        """The bill of a job queued now, to cost ``cost`` CPU-milliseconds: the budgets, and
        the reservation :meth:`admit` held for it (a new one for ``cost`` when none was:
        the next move of work admitted before, R287)."""

    def end(self) -> None:
        """The request is over: release what it held and queued no job with."""

    def costs(self) -> Mapping[str, float]:
        """Each bot level's mean CPU-milliseconds a move, as the jobs really spent them (R287:
        what admission estimates with, above the documented floor); empty when unknown."""


_payer: ContextVar[Payer | None] = ContextVar("referee.core.meter.payer", default=None)


def pay_with(payer: Payer | None) -> None:
    """Make ``payer`` pay for the work of the current request (None: nobody)."""
    _payer.set(payer)


@contextmanager
def paying(payer: Payer | None) -> Iterator[None]:
    """``payer`` pays for the work of the block (a bot's job, R283), and nobody after it."""
    pay_with(payer)
    try:
        yield
    finally:
        pay_with(None)


def bill(cost: int = 0) -> Bill:
    """The bill of a bot job that the current request's change queues, to cost ``cost``
    CPU-milliseconds (R283: the job's search is charged to its budgets; R287: it holds their
    reservation); nobody pays outside a request."""
    payer = _payer.get()
    return Bill() if payer is None else payer.bill(cost)


def admit(cost: int = 0) -> None:
    """Before committing a change that makes bots think, whose work will cost ``cost``
    CPU-milliseconds (R287: reserved for the job the change queues).

    Raises:
        CpuBudgetSpent: when the request's payer has a budget spent, or that cannot hold
            ``cost`` more besides the work it has queued.
    """
    payer = _payer.get()
    if payer is not None:
        payer.admit(cost)


def end() -> None:
    """The current request is over: its payer releases the reservations no job took."""
    payer = _payer.get()
    if payer is not None:
        payer.end()


def costs() -> Mapping[str, float]:
    """The bot levels' measured mean cost a move, as the current payer's store keeps them
    (R287); empty outside a request, or when nothing was measured."""
    payer = _payer.get()
    return {} if payer is None else payer.costs()


def allows() -> bool:
    """Whether the current request's payer (if any) has budget left for more work."""
    payer = _payer.get()
    return payer is None or payer.allows()


def left() -> bool:
    """Whether the current request's payer (if any) has budget left now, looked up again."""
    payer = _payer.get()
    return payer is None or payer.look()


@contextmanager
def metered() -> Iterator[None]:
    """Charge the current request's payer the thread CPU time of the block: the search holds
    its thread for the whole of it, whatever else the process does meanwhile."""
    payer = _payer.get()
    if payer is None:
        yield
        return
    began = time.thread_time_ns()
    try:
        yield
    finally:
        payer.spend(math.ceil((time.thread_time_ns() - began) / 1_000_000))
