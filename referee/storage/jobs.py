"""The computer players' jobs (issue 35): one bot move each, queued when a commit hands the turn
to a bot, taken by whoever plays bots (``referee.bot_workers``).

A :class:`Job` names the game and the version it was queued at; the move it asks is played
only if the game is still at that version (the compare-and-set of
:meth:`referee.core.games.GameService.commit` decides, so a job taken twice, or one a person's
move overtook, is never played twice: R281). It carries the CPU budgets of whoever handed the
turn to the bot, which pay for its search (R283).

* :class:`MemoryJobs`: a queue in this process's memory, for the in-process pool (the memory
  store: ``referee serve`` with nothing else started).
* :class:`RedisJobs`: a Redis stream with one consumer group (``XADD``, ``XREADGROUP``,
  ``XACK``); a job taken by a worker that dies is claimed by another after the claim timeout
  (``XAUTOCLAIM``, R282).
"""

from __future__ import annotations

import logging
import queue
import threading
import time
from abc import ABC, abstractmethod
from dataclasses import dataclass

import orjson
import redis

from referee.storage.store import StoreUnavailable

log = logging.getLogger("referee")

#: A budget the job's search is charged to: its scope (``token``, ``client``), its key in the
#: store and its CPU-milliseconds a minute (referee.http.shares).
Budget = tuple[str, str, int]

#: The consumer group every bot worker reads the stream in.
GROUP = "bots"
#: Jobs the stream keeps at most (approximately): far more than are ever waiting.
STREAM_LENGTH = 100_000


@dataclass(frozen=True)
class Job:
    """A bot move to play in ``game_id`` if it is still at ``version``, paid by ``payer``."""

    game_id: str
    version: int
    payer: tuple[Budget, ...] = ()
    #: The queue's own id of the job (a stream entry's), set when taken.
    id: str = ""

    def encode(self) -> dict[str, bytes]:
        return {"game": self.game_id.encode(), "version": str(self.version).encode(),
                "payer": orjson.dumps(self.payer)}

    @classmethod
    def decode(cls, entry_id: bytes | str, fields: dict[bytes, bytes]) -> Job:
        payer = tuple((str(s), str(k), int(a)) for s, k, a in orjson.loads(fields[b"payer"]))
        entry = entry_id.decode() if isinstance(entry_id, bytes) else entry_id
        return cls(fields[b"game"].decode(), int(fields[b"version"]), payer, entry)


class Jobs(ABC):
    """Where bot jobs wait to be played."""

    @abstractmethod
    def put(self, job: Job) -> None:
        """Queue ``job``.

        Raises:
            StoreUnavailable: the queue's store fails (the game then waits for a read: R284).
        """

    @abstractmethod
    def take(self, consumer: str, block: float) -> Job | None:
        """The next job for ``consumer`` (a job another left unfinished past the claim timeout
        first), waiting at most ``block`` seconds; None when there is none.

        Raises:
            StoreUnavailable.
        """

    @abstractmethod
    def done(self, job: Job) -> None:
        """``job`` is played (or needs no playing): nobody takes it again.

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


class MemoryJobs(Jobs):
    """Jobs in this process's memory: taken by this process's pool only, never lost while it
    lives (with the memory store, nothing outlives it anyway)."""

    def __init__(self, claim_seconds: float = 10.0) -> None:
        self._queue: queue.SimpleQueue[Job] = queue.SimpleQueue()
        self.claim_seconds = claim_seconds

    def put(self, job: Job) -> None:
        self._queue.put(job)

    def take(self, consumer: str, block: float) -> Job | None:
        try:
            return self._queue.get(timeout=block)
        except queue.Empty:
            return None

    def done(self, job: Job) -> None:
        """Nothing to do: a job taken from memory is nobody else's."""

    def later(self, job: Job) -> None:
        timer = threading.Timer(self.claim_seconds, self._queue.put, (job,))
        timer.daemon = True
        timer.start()

    def waiting(self) -> int:
        return self._queue.qsize()


class RedisJobs(Jobs):
    """Jobs in the stream ``<prefix>:bots`` read by the consumer group ``bots``: every worker
    (the serving processes' pools, ``referee worker`` processes on any machine) is a consumer.
    A job is acknowledged and deleted once played; one taken and not acknowledged for
    ``claim_seconds`` (its worker died, or lost Redis) is claimed by the next worker that looks
    (``XAUTOCLAIM``)."""

    def __init__(self, client: redis.Redis, prefix: str, claim_seconds: float) -> None:
        self._redis = client
        self.stream = f"{prefix}:bots"
        self.claim_ms = max(1, int(claim_seconds * 1000))
        self._grouped = False
        #: When this process last looked for jobs left unfinished (monotonic seconds).
        self._claimed_at = 0.0

    def _group(self) -> None:
        if self._grouped:
            return
        try:
            self._redis.xgroup_create(self.stream, GROUP, id="0", mkstream=True)
        except redis.exceptions.ResponseError as exc:
            if "BUSYGROUP" not in str(exc):
                raise
        self._grouped = True

    def put(self, job: Job) -> None:
        try:
            self._group()
            self._redis.xadd(self.stream, job.encode(),  # type: ignore[arg-type]
                             maxlen=STREAM_LENGTH, approximate=True)
        except redis.exceptions.RedisError as exc:
            raise StoreUnavailable(exc) from exc

    def take(self, consumer: str, block: float) -> Job | None:
        try:
            self._group()
            now = time.monotonic()
            if now - self._claimed_at >= min(self.claim_ms / 2000, 1.0):
                self._claimed_at = now
                claimed = self._redis.xautoclaim(self.stream, GROUP, consumer, self.claim_ms,
                                                 start_id="0-0", count=1)
                entries = [e for e in claimed[1] if e[1]]  # a deleted entry has no fields
                if entries:
                    log.info("bot job %s claimed after %d ms unfinished",
                             entries[0][0], self.claim_ms)
                    return Job.decode(*entries[0])
            read = self._redis.xreadgroup(GROUP, consumer, {self.stream: ">"}, count=1,
                                          block=max(1, int(block * 1000)))
        except redis.exceptions.RedisError as exc:
            raise StoreUnavailable(exc) from exc
        for _, entries in read or ():
            for entry_id, fields in entries:
                if fields:
                    return Job.decode(entry_id, fields)
        return None

    def done(self, job: Job) -> None:
        try:
            pipe = self._redis.pipeline(transaction=False)
            pipe.xack(self.stream, GROUP, job.id)
            pipe.xdel(self.stream, job.id)
            pipe.execute()
        except redis.exceptions.RedisError as exc:
            raise StoreUnavailable(exc) from exc

    def later(self, job: Job) -> None:
        """Nothing to do: a job not acknowledged is claimed again after the claim timeout."""

    def waiting(self) -> int:
        try:
            self._group()
            groups = self._redis.xinfo_groups(self.stream)
        except redis.exceptions.RedisError:
            return 0
        for group in groups:
            if group.get("name") in (GROUP, GROUP.encode()):
                return int(group.get("lag") or 0) + int(group.get("pending") or 0)
        return 0
