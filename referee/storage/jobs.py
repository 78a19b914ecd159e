"""The computer players' jobs (docs/bots.md): one bot move each, queued when a commit hands the turn
to a bot, taken by whoever plays bots (``referee.bot_workers``).

A :class:`Job` names the game and the version it was queued at; the move it asks is played
only if the game is still at that version (the compare-and-set of
:meth:`referee.core.games.GameService.commit` decides, so a job taken twice, or one a person's
move overtook, is never played twice: R281). It carries the CPU budgets of whoever handed the
turn to the bot, which pay for its search (R283).

* :class:`MemoryJobs`: a queue in this process's memory, for the in-process pool (the memory
  store: ``referee serve`` with nothing else started).
* :class:`RedisJobs`: a Redis stream a lane with one consumer group each (``XADD``,
  ``XREADGROUP``, ``XACK``); a job taken by a worker that dies is claimed by another of its lane
  after the claim timeout (``XAUTOCLAIM``, R282).

Two lanes (docs/deployment.md): a bot move in a game where a person sits, whom it keeps
waiting, is :data:`INTERACTIVE`, played by a bot process at the serving processes' priority;
the moves of games of bots alone (their rematches too) are :data:`BATCH`, played at the lowest.

Admission (R287): the work a job will cost is reserved on its payer's budgets before the change
that queues it is committed (:meth:`Jobs.reserve`, checked against what the budgets have spent
and already hold: refused, the request is answered 429 and nothing is done); the job is queued
holding that reservation (:meth:`Jobs.put`, in the same script as the ``XADD``), and the
reservation is released when the job is done, whether it moved, found nothing to play or
failed (:meth:`Jobs.done`); a job taken over (R282) is done by the worker that took it.
What the search really spent is charged to the budgets as it runs (R283), so a budget holds
the estimate of the work queued and the real cost of the work done.
"""

from __future__ import annotations

import logging
import queue
import threading
import time
import uuid
from abc import ABC, abstractmethod
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import cast

import orjson
import redis

from referee.storage import scripts
from referee.storage.keys import Keys
from referee.storage.rates import Reservations, Windows, reservation
from referee.storage.store import StoreUnavailable

log = logging.getLogger("referee")

#: A budget the job's search is charged to: its scope (``token``, ``client``), its key in the
#: store and its CPU-milliseconds a minute (referee.http.shares).
Budget = tuple[str, str, int]

#: The consumer group every bot worker reads a lane's stream in.
GROUP = "bots"
#: The lanes: a person waits for the move (one sits at the table), or nobody does.
INTERACTIVE, BATCH = "interactive", "batch"
#: Every lane, in the order a worker taking from several looks at them.
LANES = (INTERACTIVE, BATCH)
#: Jobs the stream keeps at most (approximately): far more than are ever waiting.
STREAM_LENGTH = 100_000
#: The window of the CPU budgets, in seconds (referee.http.shares: CPU-milliseconds a minute).
WINDOW = 60
#: Seconds a request's reservation lasts before its job is queued (a request that dies between
#: the two leaves it to expire): longer than any request.
HOLD_SECONDS = 120.0
#: Seconds a queued job's reservation lasts at most (a job lost with its Redis entry, a worker
#: killed for good): far longer than a budget's worth of jobs waits.
JOB_HOLD_SECONDS = 600.0
#: The weight of one move in its level's running mean cost (R287: the estimate calibrated by
#: what the searches really spent, :func:`mean_cost`): the mean follows a change of machine or
#: load within some tens of moves.
COST_WEIGHT = 0.1


@dataclass(frozen=True)
class Job:
    """A bot move to play in ``game_id`` if it is still at ``version``, paid by ``payer``."""

    game_id: str
    version: int
    payer: tuple[Budget, ...] = ()
    #: The queue's own id of the job (a stream entry's), set when taken.
    id: str = ""
    #: The reservation of the work it will cost on ``payer``'s budgets, ``<id>:<cost>`` (R287;
    #: "": none, nobody pays).
    hold: str = ""
    #: The level of the bot whose move it asks ("": not known), whose mean cost its search
    #: measures (R287).
    level: str = ""
    #: Its lane (:data:`LANES`).
    lane: str = BATCH

    def encode(self) -> dict[str, bytes]:
        return {"game": self.game_id.encode(), "version": str(self.version).encode(),
                "payer": orjson.dumps(self.payer), "hold": self.hold.encode(),
                "level": self.level.encode(), "lane": self.lane.encode()}

    @classmethod
    def decode(cls, entry_id: bytes | str, fields: dict[bytes, bytes]) -> Job:
        payer = tuple((str(s), str(k), int(a)) for s, k, a in orjson.loads(fields[b"payer"]))
        entry = entry_id.decode() if isinstance(entry_id, bytes) else entry_id
        return cls(fields[b"game"].decode(), int(fields[b"version"]), payer, entry,
                   fields.get(b"hold", b"").decode(), fields.get(b"level", b"").decode(),
                   fields.get(b"lane", BATCH.encode()).decode())


@dataclass(frozen=True)
class Minute:
    """The bots' work over the last minute, every process's (the worker's progress line,
    docs/bots.md): CPU-milliseconds reserved by admission and spent by the jobs done, the
    requests admission refused, and the jobs waiting now."""

    reserved: int = 0
    spent: int = 0
    refused: int = 0
    waiting: int = 0

    def line(self) -> str:
        return (f"{self.waiting} waiting; last minute: {self.reserved} ms reserved, "
                f"{self.spent} ms spent, {self.refused} refused (429)")


def new_hold(cost: int) -> str:
    """A fresh reservation's name for ``cost`` CPU-milliseconds of work: ``<id>:<cost>``."""
    return f"{uuid.uuid4().hex[:16]}:{max(0, int(cost))}"


def mean_cost(mean: float | None, spent: int) -> float:
    """A level's running mean cost of a move (None: none measured yet) once a move that spent
    ``spent`` CPU-milliseconds is counted: exponentially weighted (:data:`COST_WEIGHT`), as
    ``lua/settle.lua`` counts it in Redis."""
    return float(spent) if mean is None else mean + COST_WEIGHT * (spent - mean)


def last_minute(now: float, counts: Callable[[int], Mapping[str, int]]) -> dict[str, int]:
    """The last 60 s of counters kept per minute (``counts(minute)``): the current minute's and
    the share of the previous one still inside the window, as the budgets' sliding window
    counts."""
    minute, into = divmod(now, 60)
    current, previous = counts(int(minute)), counts(int(minute) - 1)
    share = 1 - into / 60
    return {name: round(int(current.get(name, 0)) + share * int(previous.get(name, 0)))
            for name in ("reserved", "spent", "refused")}


def count_minute(kind: str, amount: int = 1) -> None:
    """Count ``amount`` in this process's metric of admission's ``kind`` (reserved, spent in
    CPU-milliseconds, or refused)."""
    from referee.metrics import metrics

    bots = metrics()
    {"reserved": bots.bot_reserved_ms, "spent": bots.bot_spent_ms,
     "refused": bots.bot_refused}[kind].inc(amount)


class Jobs(ABC):
    """Where bot jobs wait to be played, and the reservations of the work they will cost."""

    @abstractmethod
    def reserve(self, budgets: Sequence[Budget], hold: str) -> tuple[int, int, bool]:
        """Reserve the work ``hold`` names on every budget of ``budgets`` until its job is
        queued (or :data:`HOLD_SECONDS`), if each budget's spent and held work and this cost
        stay within its amount (R287). Returns the milliseconds to wait before asking again
        (0: reserved; refused, nothing is held), the index in ``budgets`` of the budget
        that refused, and whether the work it holds is what passes it (else what it spent).

        Raises:
            StoreUnavailable.
        """

    @abstractmethod
    def release(self, budgets: Sequence[Budget], hold: str) -> None:
        """Drop the reservation ``hold`` (a request that queued no job after all).

        Raises:
            StoreUnavailable.
        """

    @abstractmethod
    def held(self, key: str) -> int:
        """The CPU-milliseconds the budget ``key`` holds now for work queued and not done.

        Raises:
            StoreUnavailable.
        """

    def minute(self) -> Minute:
        """The bots' work over the last minute and the jobs waiting now."""
        return Minute(waiting=self.waiting())

    @abstractmethod
    def put(self, job: Job) -> None:
        """Queue ``job``.

        Raises:
            StoreUnavailable: the queue's store fails (the game then waits for a read: R284).
        """

    #: The lanes this process's workers take jobs from, in order (bootstrap: REFEREE_BOT_LANES).
    lanes: tuple[str, ...] = LANES

    @abstractmethod
    def take(self, consumer: str, block: float) -> Job | None:
        """The next job for ``consumer`` from :attr:`lanes` (a job another left unfinished past
        the claim timeout first, an earlier lane's first), waiting at most ``block`` seconds;
        None when there is none.

        Raises:
            StoreUnavailable.
        """

    @abstractmethod
    def done(self, job: Job, spent: int = 0, moved: bool = False) -> None:
        """``job`` is played (or needs no playing, or failed): nobody takes it again, and its
        reservation is released; ``spent``, the CPU-milliseconds it really took, is counted in
        the minute's figures, and, when it ``moved``, in its level's mean cost (:meth:`costs`).

        Raises:
            StoreUnavailable.
        """

    @abstractmethod
    def later(self, job: Job) -> None:
        """``job`` cannot be played now (its payer's budget is spent, R256): it is taken again
        after the claim timeout, by whichever worker looks then.

        Raises:
            StoreUnavailable.
        """

    def waiting(self) -> int:
        """How many jobs are queued and not taken (for the worker's progress line)."""
        return 0

    def costs(self) -> dict[str, float]:
        """Each level's running mean of the CPU-milliseconds a bot move has really cost, as the
        jobs done measured it (R287: admission estimates with it, never below the documented
        floor, referee.core.bots.move_cost); empty while none was measured.

        Raises:
            StoreUnavailable.
        """
        return {}


class MemoryJobs(Jobs):
    """Jobs in this process's memory: taken by this process's pool only, never lost while it
    lives (with the memory store, nothing outlives it anyway)."""

    def __init__(self, claim_seconds: float = 10.0, windows: Windows | None = None) -> None:
        self._queue: queue.SimpleQueue[Job] = queue.SimpleQueue()
        self.claim_seconds = claim_seconds
        self.reservations = Reservations(windows)
        self._lock = threading.Lock()
        self._minutes: dict[int, dict[str, int]] = {}
        self._costs: dict[str, float] = {}

    def _count(self, kind: str, amount: int) -> None:
        count_minute(kind, amount)
        minute = int(time.time() // 60)
        with self._lock:
            for old in [m for m in self._minutes if m < minute - 1]:
                del self._minutes[old]
            counts = self._minutes.setdefault(minute, {})
            counts[kind] = counts.get(kind, 0) + amount

    def reserve(self, budgets: Sequence[Budget], hold: str) -> tuple[int, int, bool]:
        wait, refused, queued = self.reservations.reserve(budgets, hold, WINDOW, HOLD_SECONDS,
                                                          True)
        self._count("refused" if wait else "reserved", 1 if wait else reservation(hold))
        return wait, refused, queued

    def release(self, budgets: Sequence[Budget], hold: str) -> None:
        self.reservations.release(budgets, hold)

    def held(self, key: str) -> int:
        return self.reservations.held(key)

    def put(self, job: Job) -> None:
        if job.hold:
            self.reservations.reserve(job.payer, job.hold, WINDOW, JOB_HOLD_SECONDS, False)
        self._queue.put(job)

    def minute(self) -> Minute:
        with self._lock:
            figures = last_minute(time.time(), lambda m: dict(self._minutes.get(m, {})))
        return Minute(waiting=self.waiting(), **figures)

    def take(self, consumer: str, block: float) -> Job | None:
        try:
            return self._queue.get(timeout=block)
        except queue.Empty:
            return None

    def done(self, job: Job, spent: int = 0, moved: bool = False) -> None:
        # A job taken from memory is nobody else's: only its reservation to release.
        if job.hold:
            self.reservations.release(job.payer, job.hold)
        if spent:
            self._count("spent", spent)
        if moved and job.level:
            with self._lock:
                self._costs[job.level] = mean_cost(self._costs.get(job.level), spent)

    def costs(self) -> dict[str, float]:
        with self._lock:
            return dict(self._costs)

    def later(self, job: Job) -> None:
        timer = threading.Timer(self.claim_seconds, self._queue.put, (job,))
        timer.daemon = True
        timer.start()

    def waiting(self) -> int:
        return self._queue.qsize()


class RedisJobs(Jobs):
    """Jobs in the streams ``<prefix>:bots`` (:data:`BATCH`) and ``{<prefix>:bots}:interactive``
    (:data:`INTERACTIVE`: one hash slot with the first, and with the holds), each read by the
    consumer group ``bots``: every worker (the serving processes' pools, ``referee worker``
    processes on any machine) is a consumer of the lanes it takes.
    A job is acknowledged and deleted once played; one taken and not acknowledged for
    ``claim_seconds`` (its worker died, or lost Redis) is claimed by the next worker that looks
    (``XAUTOCLAIM``)."""

    def __init__(self, client: redis.Redis, prefix: str, claim_seconds: float) -> None:
        self._redis = client
        self.stream = f"{prefix}:bots"
        #: Each lane's stream.
        self.streams = {BATCH: self.stream, INTERACTIVE: f"{{{self.stream}}}:interactive"}
        #: Jobs a blocking read of several lanes brought besides the one it returned, by
        #: consumer (taken next: they are that consumer's pending entries).
        self._extra: dict[str, list[Job]] = {}
        self._keys = Keys(prefix)
        self._reserve = client.register_script(scripts.RESERVE)
        self._queue = client.register_script(scripts.QUEUE)
        self._settle = client.register_script(scripts.SETTLE)
        #: The levels' mean costs (R287, lua/settle.lua), under the stream's hash tag.
        self.mean_costs = f"{{{self.stream}}}:costs"
        self.claim_ms = max(1, int(claim_seconds * 1000))
        self._grouped = False
        #: When this process last looked for jobs left unfinished (monotonic seconds).
        self._claimed_at = 0.0

    def _group(self) -> None:
        if self._grouped:
            return
        for stream in self.streams.values():
            try:
                self._redis.xgroup_create(stream, GROUP, id="0", mkstream=True)
            except redis.exceptions.ResponseError as exc:
                if "BUSYGROUP" not in str(exc):
                    raise
        self._grouped = True

    def holds(self, key: str) -> str:
        """The sorted set of the reservations held on the budget ``key`` (R287), under the
        stream's hash tag: one slot with the stream on a cluster, so that one script holds
        and queues."""
        return f"{{{self.stream}}}:held:{key}"

    def _stats(self, minute: int) -> str:
        return f"{{{self.stream}}}:minute:{minute}"

    def reserve(self, budgets: Sequence[Budget], hold: str) -> tuple[int, int, bool]:
        try:
            # Each budget's spend counters (``<prefix>:cpu:<budget>``, lua/spend.lua) are read
            # first: they may be in another slot than the holds on a cluster.
            pipe = self._redis.pipeline(transaction=False)
            for _, key, _ in budgets:
                pipe.hmget(self._keys.cpu(key), ["w", "c", "p"])
            counters = pipe.execute()
            wait, refused, queued = (int(n) for n in self._reserve(
                keys=[*(self.holds(key) for _, key, _ in budgets),
                      self._stats(int(time.time() // 60))],
                args=[hold, reservation(hold), int(HOLD_SECONDS * 1000), WINDOW * 1000,
                      *(n for (_, _, amount), (w, c, p) in zip(budgets, counters, strict=True)
                        for n in (amount, w or "", c or 0, p or 0))]))
        except redis.exceptions.RedisError as exc:
            raise StoreUnavailable(exc) from exc
        count_minute("refused" if wait else "reserved", 1 if wait else reservation(hold))
        return wait, refused, bool(queued)

    def release(self, budgets: Sequence[Budget], hold: str) -> None:
        try:
            pipe = self._redis.pipeline(transaction=False)
            for _, key, _ in budgets:
                pipe.zrem(self.holds(key), hold)
            pipe.execute()
        except redis.exceptions.RedisError as exc:
            raise StoreUnavailable(exc) from exc

    def held(self, key: str) -> int:
        try:
            self._redis.zremrangebyscore(self.holds(key), "-inf", int(time.time() * 1000))
            return sum(reservation(h.decode()) for h in self._redis.zrange(self.holds(key), 0, -1))
        except redis.exceptions.RedisError as exc:
            raise StoreUnavailable(exc) from exc

    def put(self, job: Job) -> None:
        fields = [item for pair in job.encode().items() for item in pair]
        try:
            self._group()
            self._queue(keys=[self.streams[job.lane],
                              *(self.holds(key) for _, key, _ in job.payer)],
                        args=[job.hold if job.payer else "", int(JOB_HOLD_SECONDS * 1000),
                              STREAM_LENGTH, *fields])
        except redis.exceptions.RedisError as exc:
            raise StoreUnavailable(exc) from exc

    def take(self, consumer: str, block: float) -> Job | None:
        extra = self._extra.get(consumer)
        if extra:
            return extra.pop(0)
        streams = [self.streams[lane] for lane in self.lanes]
        try:
            self._group()
            now = time.monotonic()
            if now - self._claimed_at >= min(self.claim_ms / 2000, 1.0):
                self._claimed_at = now
                for stream in streams:  # R282, each lane's by its own lane's workers
                    claimed = self._redis.xautoclaim(stream, GROUP, consumer, self.claim_ms,
                                                     start_id="0-0", count=1)
                    entries = [e for e in claimed[1] if e[1]]  # a deleted entry has no fields
                    if entries:
                        log.info("bot job %s claimed after %d ms unfinished",
                                 entries[0][0], self.claim_ms)
                        return Job.decode(*entries[0])
            # An earlier lane's job first: each looked at without waiting, then all waited for.
            for stream in streams[:-1]:
                read = self._redis.xreadgroup(GROUP, consumer, {stream: ">"}, count=1)
                if read:
                    break
            else:
                read = self._redis.xreadgroup(GROUP, consumer, {s: ">" for s in streams},
                                              count=1, block=max(1, int(block * 1000)))
        except redis.exceptions.RedisError as exc:
            raise StoreUnavailable(exc) from exc
        jobs = [Job.decode(entry_id, fields) for _, entries in read or ()
                for entry_id, fields in entries if fields]
        if len(jobs) > 1:  # two lanes' jobs came in one read: the rest is taken next
            self._extra.setdefault(consumer, []).extend(jobs[1:])
        return jobs[0] if jobs else None

    def done(self, job: Job, spent: int = 0, moved: bool = False) -> None:
        holds = [self.holds(key) for _, key, _ in job.payer] if job.hold else []
        try:
            self._settle(keys=[self.streams[job.lane], self.mean_costs,
                               self._stats(int(time.time() // 60)), *holds],
                         args=[GROUP, job.id, job.hold, spent,
                               job.level if moved else "", COST_WEIGHT])
        except redis.exceptions.RedisError as exc:
            raise StoreUnavailable(exc) from exc
        if spent:
            count_minute("spent", spent)

    def minute(self) -> Minute:
        def counts(minute: int) -> dict[str, int]:
            raw = self._redis.hgetall(self._stats(minute))
            return {k.decode() if isinstance(k, bytes) else k: int(v) for k, v in raw.items()}

        try:
            figures = last_minute(time.time(), counts)
        except redis.exceptions.RedisError:
            figures = {}
        return Minute(waiting=self.waiting(), **figures)

    def later(self, job: Job) -> None:
        """Nothing to do: a job not acknowledged is claimed again after the claim timeout."""

    def costs(self) -> dict[str, float]:
        try:
            raw = cast("dict[bytes, bytes]", self._redis.hgetall(self.mean_costs))
        except redis.exceptions.RedisError as exc:
            raise StoreUnavailable(exc) from exc
        return {k.decode(): float(v) for k, v in raw.items()}

    def waiting(self) -> int:
        return sum(self.lane_waiting(lane) for lane in LANES)

    def lane_waiting(self, lane: str) -> int:
        """How many jobs of ``lane`` are queued and not done."""
        try:
            self._group()
            groups = self._redis.xinfo_groups(self.streams[lane])
        except redis.exceptions.RedisError:
            return 0
        for group in groups:
            if group.get("name") in (GROUP, GROUP.encode()):
                return int(group.get("lag") or 0) + int(group.get("pending") or 0)
        return 0
