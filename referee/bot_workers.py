"""The computer players off the request path (issue 35): the workers that play bot jobs.

A commit that hands the turn to a bot queues a job (the ``Committed`` handler of
:func:`referee.bootstrap.bootstrap`); a :class:`BotWorker` takes jobs (``referee.storage.jobs``)
and plays each with :meth:`referee.core.games.GameService.play_bot`: one bot move, one commit,
whose own handler queues the next bot's job. The job's search is charged to the CPU budgets
of whoever handed the turn to the bot, which the job carries (R283).

Where the workers run (``REFEREE_BOT_WORKERS``): ``inline``, a :class:`Pool` of
``REFEREE_BOT_THREADS`` threads in each serving process, started with its first job; or
``external``, only ``referee worker`` processes (:func:`run`), on this machine or others, which
keep the serving processes' threads for requests.
"""

from __future__ import annotations

import logging
import os
import socket
import threading
import time
from collections.abc import Callable

from referee.core import meter
from referee.core.games import GONE, MOVED, SPENT, GameService
from referee.http import shares
from referee.storage.jobs import Job, Jobs
from referee.storage.store import Store, StoreUnavailable

log = logging.getLogger("referee")

#: Seconds a worker waits for a job in one call to the queue (then looks for unfinished ones).
TAKE_SECONDS = 1.0
#: Seconds a worker waits after its store failed before looking again.
RETRY_SECONDS = 1.0


class BotWorker:
    """Takes bot jobs from ``jobs`` as the consumer ``name`` and plays them in ``service``,
    charging each search to the job's payer in ``store``."""

    def __init__(self, service: GameService, jobs: Jobs, store: Store, name: str) -> None:
        self.service = service
        self.jobs = jobs
        self.store = store
        self.name = name
        #: Jobs taken, and of them those that made a move (the others found the game moved on).
        self.taken = 0
        self.moved = 0

    def run_one(self, block: float = TAKE_SECONDS) -> Job | None:
        """Take one job (waiting at most ``block`` seconds) and play it; the job taken, or
        None when there was none.

        Raises:
            StoreUnavailable: the queue failed (a job taken stays unfinished: another worker
            claims it after the claim timeout, R282).
        """
        job = self.jobs.take(self.name, block)
        if job is None:
            return None
        self.taken += 1
        meter.pay_with(shares.BudgetPayer(self.store, job.payer) if job.payer else None)
        played = GONE
        try:
            played = self.service.play_bot(job.game_id, job.version)
        except StoreUnavailable:
            raise  # not acknowledged: taken over after the claim timeout
        except Exception:  # a job that cannot be played must not come back for ever
            log.exception("bot job for game %s at version %d failed", job.game_id, job.version)
        finally:
            meter.pay_with(None)
        if played == SPENT:
            self.jobs.later(job)  # R256: tried again when its payer may have budget again
            return job
        self.moved += played == MOVED
        self.jobs.done(job)
        return job

    def run(self, stop: threading.Event,
            progress: Callable[[BotWorker], None] | None = None) -> None:
        """Play jobs until ``stop`` is set; ``progress`` is called after each job."""
        while not stop.is_set():
            try:
                job = self.run_one()
            except StoreUnavailable as exc:
                log.warning("bot worker %s: the store failed (%s); looking again", self.name, exc)
                stop.wait(RETRY_SECONDS)
                continue
            if job is not None and progress is not None:
                progress(self)


def consumer_name(tag: str = "") -> str:
    """A consumer's name in the jobs' group: unique per host, process and thread."""
    return f"{socket.gethostname()}:{os.getpid()}{':' + tag if tag else ''}"


class Pool:
    """``threads`` workers in this process (``REFEREE_BOT_WORKERS=inline``), started at the
    first job this process queues, daemon threads: a process that stops leaves the jobs it
    had taken to the others (R282)."""

    def __init__(self, service: GameService, jobs: Jobs, store: Store, threads: int) -> None:
        self._service, self._jobs, self._store = service, jobs, store
        self._threads = threads
        self._lock = threading.Lock()
        self._pid: int | None = None
        self.stop = threading.Event()
        self.workers: list[BotWorker] = []

    def start(self) -> None:
        """Make sure the pool runs in this process (not inherited across a fork)."""
        if self._pid == os.getpid():
            return
        with self._lock:
            if self._pid == os.getpid():
                return
            self.workers = [BotWorker(self._service, self._jobs, self._store,
                                      consumer_name(f"pool{i}")) for i in range(self._threads)]
            for i, worker in enumerate(self.workers):
                threading.Thread(target=worker.run, args=(self.stop,),
                                 name=f"referee-bots-{i}", daemon=True).start()
            self._pid = os.getpid()


def run(service: GameService, jobs: Jobs, store: Store, threads: int,
        stop: threading.Event, report: Callable[[str], None],
        every: float = 5.0) -> int:
    """``referee worker``: ``threads`` workers playing jobs until ``stop``; ``report`` is given
    a progress line at most every ``every`` seconds while jobs come. Returns the jobs taken."""
    workers = [BotWorker(service, jobs, store, consumer_name(f"w{i}")) for i in range(threads)]
    last = [time.monotonic()]
    lock = threading.Lock()

    def progress(_: BotWorker) -> None:
        now = time.monotonic()
        with lock:
            if now - last[0] < every:
                return
            last[0] = now
        taken = sum(w.taken for w in workers)
        moved = sum(w.moved for w in workers)
        report(f"{taken} jobs taken, {moved} bot moves played, {jobs.waiting()} waiting")

    running = [threading.Thread(target=w.run, args=(stop, progress), name=f"referee-worker-{i}",
                                daemon=True) for i, w in enumerate(workers)]
    for thread in running:
        thread.start()
    for thread in running:
        while thread.is_alive():
            thread.join(0.5)
    return sum(w.taken for w in workers)
