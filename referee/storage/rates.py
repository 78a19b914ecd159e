"""Rate-limit windows, evaluated where the request's data is read (``referee.http.limits`` says who
pays what; this module is the arithmetic, with no Flask in it).

A request's :class:`Charge` names one budget (``token:<digest>``, ``client:<address>`` or
``apikey:<label>``) and its rates (``1200/minute``, or several: ``20/second;1000/hour``). The
store evaluates it in the same step as the request's first read: in the Redis scripts
(``lua/window.lua``, one round trip for the limit, the idempotency claim and the snapshot), or in
:class:`Windows` in memory. Refused, nothing else is done and :class:`RateLimited` is raised.

The window is a **sliding-window counter** (the one Flask-Limiter's ``sliding-window-counter``
strategy counts, so the budgets mean what they meant): each rate counts the requests of the
current fixed window and of the previous one, and a request is allowed while
``previous × (the share of the previous window still inside the sliding one) + current`` is
below the rate's amount. Refused requests are not counted. The counters of one budget are one
Redis hash (``w<i>`` window number, ``c<i>`` its count, ``p<i>`` the previous window's count for
rate ``i``), which expires two windows after its last request.
"""

from __future__ import annotations

import math
import threading
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field


@dataclass(frozen=True)
class Rate:
    """At most ``amount`` requests per ``seconds``; ``text`` says so (``3 per 1 minute``)."""

    amount: int
    seconds: int
    text: str


def parse_rates(raw: str) -> tuple[Rate, ...]:
    """The rates of a setting in Flask-Limiter's notation (``1200/minute``,
    ``20/second;1000/hour``).

    Raises:
        ValueError: for a setting that is not one.
    """
    from limits import parse_many

    return tuple(Rate(item.amount, item.get_expiry(), str(item)) for item in parse_many(raw))


@dataclass(frozen=True)
class Verdict:
    """A charge's outcome: allowed or not; per rate, what is left after this request and the
    seconds until its current window ends; when refused, the seconds to wait and the rate
    that refused."""

    allowed: bool
    remaining: tuple[int, ...] = ()
    reset: tuple[int, ...] = ()
    retry_after: int = 0
    refused_by: int = 0


@dataclass
class Charge:
    """One request's charge against one budget; :attr:`verdict` is set when evaluated."""

    key: str
    scope: str
    rates: tuple[Rate, ...]
    verdict: Verdict | None = field(default=None)

    def args(self) -> list[int]:
        """The rates as the scripts take them: their count, then amount and window (ms)."""
        out = [len(self.rates)]
        for rate in self.rates:
            out += [rate.amount, rate.seconds * 1000]
        return out

    def settle(self, raw: bytes | str) -> Verdict:
        """Set and return the verdict from a script's encoded answer (``lua/window.lua``).

        Raises:
            RateLimited: when the request is refused.
        """
        parts = [int(p) for p in (raw.decode() if isinstance(raw, bytes) else raw).split(":")]
        if parts[0] == 1:
            verdict = Verdict(True, tuple(parts[1::2]), tuple(parts[2::2]))
        else:
            verdict = Verdict(False, tuple(0 for _ in self.rates), (), parts[1], parts[2])
        return self.decide(verdict)

    def decide(self, verdict: Verdict) -> Verdict:
        self.verdict = verdict
        if not verdict.allowed:
            raise RateLimited(self)
        return verdict


class RateLimited(Exception):
    """The request's budget is spent; nothing was done."""

    def __init__(self, charge: Charge) -> None:
        super().__init__(charge.key)
        self.charge = charge


def _wait_ms(window: int, elapsed: int, previous: int, current: int) -> int:
    """When a refused request may look again, as Flask-Limiter's sliding window said it (the
    ``Retry-After`` it sent): when the previous window's weight next drops by a whole request,
    or this window ends, whichever is sooner."""
    left = window - elapsed
    waits = [left % (window / previous)] if previous else []
    if current:
        waits.append(left)
    return max(1, math.ceil(min(waits, default=left)))


def _rolled(window: int, now_ms: int, stored: tuple[int, int, int] | None
            ) -> tuple[int, int, int, int]:
    """The window number at ``now_ms``, the ms elapsed in it, and the counts of this window and
    the previous one, from what was ``stored`` (window number, count, previous count)."""
    number, elapsed = divmod(now_ms, window)
    if stored is not None and stored[0] == number:
        return number, elapsed, stored[1], stored[2]
    if stored is not None and stored[0] == number - 1:
        return number, elapsed, 0, stored[1]
    return number, elapsed, 0, 0


def evaluate(
    charge: Charge, now_ms: int, counts: Sequence[tuple[int, int, int] | None]
) -> tuple[Verdict, list[tuple[int, int, int]]]:
    """The verdict on ``charge`` at ``now_ms`` given each rate's stored (window number, count,
    previous count), and what to store when allowed. The same arithmetic as ``lua/window.lua``: a
    request is allowed while ``floor(weighted) + 1 <= amount`` for every rate; the first rate
    that refuses says how long to wait."""
    rolled, remaining, reset = [], [], []
    for i, rate in enumerate(charge.rates):
        window = rate.seconds * 1000
        number, elapsed, current, previous = _rolled(window, now_ms, counts[i])
        weighted = math.floor(previous * (window - elapsed) / window + current)
        if weighted + 1 > rate.amount:
            wait = _wait_ms(window, elapsed, previous, current)
            zero = tuple(0 for _ in charge.rates)
            return Verdict(False, zero, (), max(1, math.ceil(wait / 1000)), i), []
        rolled.append((number, current + 1, previous))
        remaining.append(rate.amount - weighted - 1)
        reset.append(max(1, math.ceil((window - elapsed) / 1000)))
    return Verdict(True, tuple(remaining), tuple(reset)), rolled


def spend(amount: int, window: int, now_ms: int, stored: tuple[int, int, int] | None,
          cost: int) -> tuple[int, tuple[int, int, int]]:
    """A budget of ``amount`` units (CPU-milliseconds) a window of ``window`` ms, counted by the
    same sliding-window counter as requests (``stored``: window number, count, previous count)
    but by cost, and paid after the work: ``cost`` is added whatever is left (0: only look),
    and the budget has some left while the weighted count is below ``amount``. Returns the
    milliseconds until it has some left again (0: it has now) and what to store. The arithmetic
    of ``lua/spend.lua``."""
    number, elapsed, current, previous = _rolled(window, now_ms, stored)
    current += cost
    left = window - elapsed
    if previous * left / window + current < amount:
        wait = 0
    elif current >= amount:
        # Only once this window is the previous one, and has slid far enough out of sight.
        wait = left + math.floor(window - amount * window / current) + 1
    else:
        wait = max(1, math.floor(left - (amount - current) * window / previous) + 1)
    return wait, (number, current, previous)


class Windows:
    """The counters in this process's memory (the in-memory store's), guarded by one lock."""

    def __init__(self, clock: Callable[[], float] = time.time) -> None:
        self._clock = clock
        self._lock = threading.Lock()
        self._counts: dict[tuple[str, int], tuple[int, int, int]] = {}
        self._next_sweep = 0.0

    def charge(self, charge: Charge) -> Verdict:
        """Evaluate ``charge`` (and count it when allowed).

        Raises:
            RateLimited: when the request is refused.
        """
        with self._lock:
            now = self._clock()
            self._sweep(now)
            keys = [(charge.key, rate.seconds) for rate in charge.rates]
            verdict, rolled = evaluate(
                charge, int(now * 1000), [self._counts.get(k) for k in keys]
            )
            for key, counts in zip(keys, rolled, strict=False):  # none rolled when refused
                self._counts[key] = counts
        return charge.decide(verdict)

    def spend(self, key: str, amount: int, seconds: int, cost: int) -> int:
        """Add ``cost`` to the budget ``key`` (``amount`` a window of ``seconds``) and return the
        milliseconds until it has some left again (0: it has): :func:`spend`."""
        with self._lock:
            now = self._clock()
            self._sweep(now)
            wait, counts = spend(amount, seconds * 1000, int(now * 1000),
                                 self._counts.get((key, seconds)), cost)
            if cost:
                self._counts[(key, seconds)] = counts
        return wait

    def weighted(self, key: str, seconds: int, now: float) -> float:
        """The weighted count of the cost budget ``key`` at ``now`` (:func:`weighted`)."""
        with self._lock:
            return weighted(seconds * 1000, int(now * 1000), self._counts.get((key, seconds)))

    def _sweep(self, now: float) -> None:
        # Counters two windows old count for nothing: forget them once a minute.
        if now < self._next_sweep:
            return
        self._next_sweep = now + 60
        for (key, seconds), counts in list(self._counts.items()):
            if counts[0] < int(now // seconds) - 1:
                del self._counts[(key, seconds)]



def weighted(window: int, now_ms: int, stored: tuple[int, int, int] | None) -> float:
    """A cost budget's weighted count at ``now_ms`` (``stored``: window number, count, previous
    count): what :func:`spend` compares with its amount."""
    _, elapsed, current, previous = _rolled(window, now_ms, stored)
    return previous * (window - elapsed) / window + current


def admit(amount: int, window: int, spent: float, held: int, cost: int) -> int:
    """Whether work of ``cost`` CPU-milliseconds may be reserved against a budget of ``amount``
    a window of ``window`` ms that has ``spent`` (weighted, :func:`weighted`) and ``held`` in
    reservations of work queued and not done (R287): the milliseconds to wait (0: it may),
    the time the budget's own rate takes to pay off the excess, at most a window (by then the
    work queued is done and what was spent has slid half out of sight). A cost larger than
    the whole budget counts as the budget, so that it is admitted alone. The arithmetic of
    ``lua/reserve.lua``."""
    excess = spent + held + min(cost, amount) - amount
    return 0 if excess <= 0 else max(1, min(window, math.ceil(excess * window / amount)))


def reservation(hold: str) -> int:
    """The CPU-milliseconds a reservation named ``<id>:<cost>`` holds."""
    return int(hold.rsplit(":", 1)[1])


class Reservations:
    """The reservations of queued bot work (R287) in this process's memory, next to the CPU
    budgets' counters of ``windows`` (the memory store's, keyed ``cpu:<budget>``): each budget's
    holds by name, with their expiry."""

    def __init__(self, windows: Windows | None = None,
                 clock: Callable[[], float] = time.time) -> None:
        self._windows = windows or Windows(clock)
        self._clock = clock
        self._lock = threading.Lock()
        self._held: dict[str, dict[str, float]] = {}

    def held(self, key: str) -> int:
        """The CPU-milliseconds held on budget ``key`` now, expired holds dropped."""
        with self._lock:
            return self._sum(key, self._clock())

    def _sum(self, key: str, now: float) -> int:
        holds = self._held.get(key, {})
        for name in [n for n, until in holds.items() if until <= now]:
            del holds[name]
        return sum(reservation(name) for name in holds)

    def reserve(self, budgets: Sequence[tuple[str, str, int]], hold: str, seconds: int,
                ttl: float, check: bool) -> tuple[int, int, bool]:
        """Hold ``hold``'s cost on every budget (scope, key, amount a window of ``seconds``)
        for ``ttl`` seconds; with ``check``, only if every budget admits it (:func:`admit`;
        without, a job's that carries on work admitted before). Returns the milliseconds to
        wait (0: held), the index of the budget that waits longest, and whether the work it
        holds is what passes it (else what it spent alone does)."""
        cost = reservation(hold)
        with self._lock:
            now = self._clock()
            if check:
                spent = [self._windows.weighted(f"cpu:{key}", seconds, now)
                         for _, key, _ in budgets]
                waits = [admit(amount, seconds * 1000, used, min(self._sum(key, now), amount),
                               cost) for (_, key, amount), used in zip(budgets, spent,
                                                                       strict=True)]
                if any(waits):
                    refused = waits.index(max(waits))
                    return max(waits), refused, spent[refused] < budgets[refused][2]
            for _, key, _ in budgets:
                self._held.setdefault(key, {})[hold] = now + ttl
        return 0, 0, False

    def release(self, budgets: Sequence[tuple[str, str, int]], hold: str) -> None:
        """Drop ``hold`` from every budget."""
        with self._lock:
            for _, key, _ in budgets:
                self._held.get(key, {}).pop(hold, None)
