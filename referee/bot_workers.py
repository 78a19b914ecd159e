"""The computer players off the request path (docs/bots.md): the workers that play bot jobs.

A commit that hands the turn to a bot queues a job (the ``Committed`` handler of
:func:`referee.bootstrap.bootstrap`); a :class:`BotWorker` takes jobs (``referee.storage.jobs``)
and plays each with :meth:`referee.core.games.GameService.play_bot`: one bot move, one commit,
whose own handler queues the next bot's job. The job's search is charged to the CPU budgets
of whoever handed the turn to the bot, which the job carries (R283).

Where the workers run (``REFEREE_BOT_WORKERS``): ``processes`` (the default with Redis),
:class:`BotProcesses`, ``REFEREE_BOT_PROCESSES`` ``referee worker`` processes that gunicorn's
master starts beside its workers at a lower priority (``REFEREE_BOT_NICE``) and stops with
them, so that on one machine the bots' searches get the CPU only after the requests
(docs/deployment.md); ``inline``, a :class:`Pool` of ``REFEREE_BOT_THREADS`` threads in each
serving process, started with its first job (the default, and the only way, on the in-memory
store); or ``external``, only ``referee worker`` processes (:func:`run`) started apart, on this
machine or others.
"""

from __future__ import annotations

import ctypes
import logging
import os
import signal
import socket
import subprocess
import sys
import threading
import time
from collections.abc import Callable, Mapping

from referee.core import meter
from referee.core.games import GONE, MOVED, SPENT, GameService
from referee.core.payers import BudgetPayer
from referee.metrics import metrics
from referee.storage.jobs import Job, Jobs
from referee.storage.store import Store, StoreUnavailable

log = logging.getLogger("referee")

#: Seconds a worker waits for a job in one call to the queue (then looks for unfinished ones).
TAKE_SECONDS = 1.0
#: Seconds a worker waits after its store failed before looking again.
RETRY_SECONDS = 1.0
#: Seconds a thread of the in-process pool waits for a job before it ends (Pool).
IDLE_SECONDS = 10.0


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
        played = GONE
        # R287: a job holding a reservation was admitted, and is played whatever its payer has
        # spent since (charged all the same, R283); one holding none waits (R286).
        payer = (BudgetPayer(self.store, job.payer, self.jobs, admitted=bool(job.hold))
                 if job.payer else None)
        with meter.paying(payer):
            try:
                played = self.service.play_bot(job.game_id, job.version)
            except StoreUnavailable:
                raise  # not acknowledged: taken over after the claim timeout
            except Exception:  # a job that cannot be played must not come back for ever
                log.exception("bot job for game %s at version %d failed", job.game_id,
                              job.version)
        if played == SPENT:
            self.jobs.later(job)  # R286: unreserved, tried again when its payer may have budget
            return job
        self.moved += played == MOVED
        # R287: the reservation goes with the job, settled by what the search really spent.
        # R287: its search's cost measured, for its level's estimate.
        self.jobs.done(job, payer.spent if payer is not None else 0, played == MOVED)
        return job

    def run(self, stop: threading.Event,
            progress: Callable[[BotWorker], None] | None = None,
            idle: Callable[[bool], bool] | None = None) -> None:
        """Play jobs until ``stop`` is set; ``progress`` is called after each job; ``idle``
        after each look at the queue (whether a job was taken), and ends the loop when it
        returns True."""
        while not stop.is_set():
            try:
                job = self.run_one()
            except StoreUnavailable as exc:
                log.warning("bot worker %s: the store failed (%s); looking again", self.name, exc)
                stop.wait(RETRY_SECONDS)
                continue
            if job is not None and progress is not None:
                progress(self)
            if idle is not None and idle(job is not None):
                return


def consumer_name(tag: str = "") -> str:
    """A consumer's name in the jobs' group: unique per host, process and thread."""
    return f"{socket.gethostname()}:{os.getpid()}{':' + tag if tag else ''}"


class Pool:
    """Up to ``threads`` workers in this process (``REFEREE_BOT_WORKERS=inline``), daemon
    threads started when this process queues a job: a process that stops leaves the jobs it
    had taken to the others (R282). A thread that finds no job for :data:`IDLE_SECONDS` ends,
    so that a process (or a test session of many apps) with no bot games left polls nothing;
    the next job queued starts the pool again."""

    def __init__(self, service: GameService, jobs: Jobs, store: Store, threads: int) -> None:
        self._service, self._jobs, self._store = service, jobs, store
        self._threads = threads
        self._lock = threading.Lock()
        self._pid: int | None = None
        self._alive = 0
        #: Jobs this process has queued: a thread ends only when none came while it was idle.
        self._queued = 0
        self.stop = threading.Event()

    @property
    def alive(self) -> int:
        """How many of this pool's threads run in this process now (0 in a fork of it)."""
        with self._lock:
            return self._alive if self._pid == os.getpid() else 0

    def start(self) -> None:
        """Make sure the pool runs in this process (not inherited across a fork), a job having
        been queued."""
        with self._lock:
            if self._pid != os.getpid():
                self._pid, self._alive = os.getpid(), 0  # a fork has none of its parent's threads
            self._queued += 1
            while self._alive < self._threads:
                worker = BotWorker(self._service, self._jobs, self._store,
                                   consumer_name(f"pool{self._alive}"))
                threading.Thread(target=self._serve, args=(worker,),
                                 name=f"referee-bots-{self._alive}", daemon=True).start()
                self._alive += 1

    def _serve(self, worker: BotWorker) -> None:
        with self._lock:
            seen = self._queued
        idle_since = time.monotonic()

        def idle(took: bool) -> bool:
            nonlocal seen, idle_since
            with self._lock:
                if took or self._queued != seen:
                    seen, idle_since = self._queued, time.monotonic()
                    return False
                if time.monotonic() - idle_since < IDLE_SECONDS:
                    return False
                # Decided under the lock: a job queued after this starts a new thread.
                self._alive -= 1
                return True

        worker.run(self.stop, idle=idle)


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
        minute = jobs.minute()
        metrics().bot_queue.set(minute.waiting)
        report(f"{taken} jobs taken, {moved} bot moves played, {minute.line()}")

    running = [threading.Thread(target=w.run, args=(stop, progress), name=f"referee-worker-{i}",
                                daemon=True) for i, w in enumerate(workers)]
    for thread in running:
        thread.start()
    for thread in running:
        while thread.is_alive():
            thread.join(0.5)
    return sum(w.taken for w in workers)


#: Seconds a bot process that ended by itself waits before it is started again.
RESTART_SECONDS = 1.0
#: Linux's prctl option that signals a process when its parent dies.
_PR_SET_PDEATHSIG = 1


def _lowered(nice: int) -> Callable[[], None]:
    """What a bot process runs before ``referee worker``: its priority lowered by ``nice``,
    and (on Linux) SIGTERM sent to it should the master die without stopping it (SIGKILL), so
    that no bot process outlives the service."""
    parent = os.getpid()

    def lower() -> None:
        if nice:
            os.nice(nice)
        if sys.platform.startswith("linux"):
            try:
                ctypes.CDLL(None, use_errno=True).prctl(_PR_SET_PDEATHSIG, signal.SIGTERM)
            except (OSError, AttributeError):
                pass  # no prctl: stopped by BotProcesses.stop only
            if os.getppid() != parent:
                os._exit(0)  # the master died between the fork and the prctl: no signal comes

    return lower


class BotProcesses:
    """``REFEREE_BOT_WORKERS=processes``: ``count`` ``referee worker`` processes of ``threads``
    threads each for the batch lane (games of bots alone), at ``nice`` below the priority of
    the process that starts them (gunicorn's master: its serving workers keep its priority),
    and ``interactive`` more for the interactive lane (bot moves a person waits for) at
    ``interactive_nice`` below it (referee.storage.jobs: one stream a lane); each started again
    should it end by itself, all stopped (SIGTERM, then SIGKILL past ``grace`` seconds) by
    :meth:`stop`. With ``interactive`` 0 the batch processes take both lanes."""

    def __init__(self, count: int, threads: int, nice: int, grace: float,
                 env: Mapping[str, str] | None = None, interactive: int = 0,
                 interactive_nice: int = 0) -> None:
        self.count, self.threads, self.nice, self.grace = count, threads, nice, grace
        self.interactive, self.interactive_nice = interactive, interactive_nice
        self._env = dict(os.environ if env is None else env)
        self._lock = threading.Lock()
        self._stopping = threading.Event()
        self.procs: list[subprocess.Popen[bytes]] = []
        batch = "batch" if interactive else "interactive,batch"
        #: Each process's niceness and lanes (REFEREE_BOT_LANES), interactive ones first.
        self.slots = ([(interactive_nice, "interactive")] * interactive
                      + [(nice, batch)] * count)

    def _spawn(self, slot: int) -> subprocess.Popen[bytes]:
        nice, lanes = self.slots[slot]
        return subprocess.Popen(
            [sys.executable, "-m", "referee.cli", "worker", "--threads", str(self.threads)],
            env={**self._env, "REFEREE_BOT_LANES": lanes}, preexec_fn=_lowered(nice),
            stdin=subprocess.DEVNULL)

    def start(self) -> None:
        """Start the processes, and a thread each that starts it again when it ends."""
        for slot in range(len(self.slots)):
            with self._lock:
                self.procs.append(self._spawn(slot))
            threading.Thread(target=self._watch, args=(slot,), name=f"referee-bots-{slot}",
                             daemon=True).start()

    def _watch(self, slot: int) -> None:
        while True:
            proc = self.procs[slot]
            code = proc.wait()
            if self._stopping.wait(RESTART_SECONDS):
                return
            log.warning("bot process %d ended (exit %s); starting it again", proc.pid, code)
            with self._lock:
                if self._stopping.is_set():
                    return
                self.procs[slot] = self._spawn(slot)

    def stop(self) -> None:
        """Stop every process: SIGTERM (each finishes the move in hand), SIGKILL past the
        grace period."""
        with self._lock:
            self._stopping.set()
            procs = list(self.procs)
        for proc in procs:
            if proc.poll() is None:
                proc.send_signal(signal.SIGTERM)
        deadline = time.monotonic() + self.grace
        for proc in procs:
            try:
                proc.wait(max(0.1, deadline - time.monotonic()))
            except subprocess.TimeoutExpired:
                proc.kill()
                proc.wait()
