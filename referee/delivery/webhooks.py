"""Webhooks: a signed POST to a game's ``webhook`` URL when the game ends (docs/tournaments.md).

Who delivers: a background thread in each service process (:class:`Deliverer`). The move that
ends a game only puts a job in the **outbox** (a Redis sorted set of jobs by due time, shared by
every process; in memory with the in-memory store) and wakes its process's thread; the move's
reply never waits for the receiver. A thread *claims* a due job with one atomic step that also
pushes the job's due time a lease ahead (the lock: no other process takes it meanwhile, and if
this one dies the job falls due again), POSTs, and then removes the job, or reschedules it with
exponential backoff, up to ``REFEREE_WEBHOOK_ATTEMPTS`` tries. Every try is noted with the game,
and its record shows them. A process starts its thread when it queues a job, and on its first
request when the outbox holds jobs (left by a process that stopped).

Which receivers may be called is :mod:`referee.delivery.outbound`'s decision, at creation and again at each
try (the name is resolved once per try, and the connection goes to the address that was checked).
"""

from __future__ import annotations

import hashlib
import hmac
import http.client
import logging
import threading
import time
import uuid
from abc import ABC, abstractmethod
from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import Any, Protocol

import orjson
import redis
import redis.exceptions

from referee.core import director
from referee.core.games import Game, GameNotFound, GameService
from referee.core.stamps import iso
from referee.delivery.outbound import Guard, URLRefused, post
from referee.records.records import Signing, result_document, stored_log
from referee.storage.store import StoreUnavailable

log = logging.getLogger("referee")

SIGNATURE_HEADER = "X-Referee-Signature-256"
USER_AGENT = "referee-webhooks/1"
#: Seconds a claimed job stays hidden from other processes beyond the try's own timeout.
LEASE_MARGIN = 30.0
#: Longest wait between two tries, in seconds.
MAX_BACKOFF = 3600.0
#: The kind of the tournament webhook's jobs (the others are turn notifications).
RESULT = "result"
#: R201: the result webhook's jobs after a director's decision on an ended game, and when
#: its correction period closes; a call of the director, to the ``director_webhook``.
AMENDED, FINAL, CALLED = "result_amended", "result_final", "director_called"
#: A tournament's event for its ``tournament_webhook`` (docs/tournaments.md "Events"): the job's
#: ``game`` is the tournament's id, its ``data`` the event.
TOURNAMENT = "tournament"
#: R201, R246: the job that tells a game's tournament its result is final, due when the game's
#: ``result_final`` webhook is (the same close of the correction period); nothing is posted.
LOGGED_FINAL = "result_final_logged"


class Finals(Protocol):
    """What logs a game's final result beyond its own webhook (a tournament's log,
    referee.tournaments.service)."""

    def logs_final(self, game: Game) -> bool:
        """Whether ``game``'s final result is logged (asked at the game's end)."""

    def finalised(self, game: Game) -> None:
        """Log that ``game``'s result is final; a job tried again logs nothing more.

        Raises:
            StoreUnavailable: then the job is tried again once its lease runs out.
        """


def signature(secret: str, body: bytes) -> str:
    """The signature header's value: ``sha256=`` and the hex HMAC-SHA256 of the body."""
    return "sha256=" + hmac.new(secret.encode(), body, hashlib.sha256).hexdigest()


# ----------------------------------------------------------------------------------------------
# The outbox


@dataclass(frozen=True)
class Job:
    id: str
    game: str
    attempt: int
    #: ``result``: the tournament webhook (the signed result); else a turn notification of
    #: that type (``your_turn``, ``game_ended``) whose ``data`` was fixed when it was queued.
    kind: str = RESULT
    data: Any = None

    def encode(self) -> bytes:
        out = {"id": self.id, "game": self.game, "attempt": self.attempt}
        if self.kind != RESULT:
            out.update(kind=self.kind, data=self.data)
        return orjson.dumps(out)

    @classmethod
    def decode(cls, raw: bytes) -> Job:
        data = orjson.loads(raw)
        return cls(data["id"], data["game"], data["attempt"], data.get("kind", RESULT),
                   data.get("data"))


class Outbox(ABC):
    """Jobs by due time, and the notes of every try, per game."""

    @abstractmethod
    def push(self, job: Job, due: float) -> None: ...

    @abstractmethod
    def claim(self, now: float, lease: float) -> Job | None:
        """A job due at ``now``, made invisible to other claims until ``now + lease``."""

    @abstractmethod
    def reschedule(self, job: Job, retry: Job, due: float) -> None:
        """Replace ``job`` by ``retry``, due at ``due``."""

    @abstractmethod
    def remove(self, job: Job) -> None: ...

    @abstractmethod
    def next_due(self) -> float | None:
        """When the next job falls due (None: no job)."""

    @abstractmethod
    def note(self, game_id: str, entry: dict[str, Any]) -> None: ...

    @abstractmethod
    def notes(self, game_id: str) -> list[dict[str, Any]]: ...


class MemoryOutbox(Outbox):
    """With the in-memory store: this process's memory."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._due: dict[bytes, float] = {}
        self._notes: dict[str, list[dict[str, Any]]] = {}

    def push(self, job: Job, due: float) -> None:
        with self._lock:
            self._due[job.encode()] = due

    def claim(self, now: float, lease: float) -> Job | None:
        with self._lock:
            ready = [raw for raw, due in self._due.items() if due <= now]
            if not ready:
                return None
            raw = min(ready, key=self._due.__getitem__)
            self._due[raw] = now + lease
            return Job.decode(raw)

    def reschedule(self, job: Job, retry: Job, due: float) -> None:
        with self._lock:
            self._due.pop(job.encode(), None)
            self._due[retry.encode()] = due

    def remove(self, job: Job) -> None:
        with self._lock:
            self._due.pop(job.encode(), None)

    def next_due(self) -> float | None:
        with self._lock:
            return min(self._due.values(), default=None)

    def note(self, game_id: str, entry: dict[str, Any]) -> None:
        with self._lock:
            self._notes.setdefault(game_id, []).append(entry)

    def notes(self, game_id: str) -> list[dict[str, Any]]:
        with self._lock:
            return list(self._notes.get(game_id, ()))


# KEYS[1] the due set. ARGV[1] now, ARGV[2] the lease's end. The earliest due job, its score
# moved to the lease's end in the same atomic step (so two processes never claim one job).
_CLAIM = """
local due = redis.call('ZRANGEBYSCORE', KEYS[1], '-inf', ARGV[1], 'LIMIT', 0, 1)
if #due == 0 then return false end
redis.call('ZADD', KEYS[1], ARGV[2], due[1])
return due[1]
"""


# KEYS[1] a game's webhook notes, KEYS[2] its snapshot; ARGV[1] a note. The notes expire with
# the game (referee.core.lifecycle): they are written after its last commit set its keys' lifetime.
_NOTE = """
redis.call('RPUSH', KEYS[1], ARGV[1])
local ttl = redis.call('PTTL', KEYS[2])
if ttl > 0 then redis.call('PEXPIRE', KEYS[1], ttl) end
return 1
"""


class RedisOutbox(Outbox):
    """``<prefix>:webhooks:due`` (sorted set of jobs by due time) and
    ``<prefix>:webhooks:notes:{id}`` (list of a game's tries, next to its other keys)."""

    def __init__(self, client: redis.Redis, prefix: str) -> None:
        self._redis = client
        self._prefix = prefix
        self._due = f"{prefix}:webhooks:due"
        self._claim = client.register_script(_CLAIM)
        self._note = client.register_script(_NOTE)

    def _call(self, fn: Callable[[], Any]) -> Any:
        try:
            return fn()
        except redis.exceptions.RedisError as exc:
            raise StoreUnavailable(str(exc)) from exc

    def push(self, job: Job, due: float) -> None:
        self._call(lambda: self._redis.zadd(self._due, {job.encode(): due}))

    def claim(self, now: float, lease: float) -> Job | None:
        raw = self._call(lambda: self._claim(keys=[self._due], args=[now, now + lease]))
        return Job.decode(raw) if raw else None

    def reschedule(self, job: Job, retry: Job, due: float) -> None:
        def both() -> None:
            pipe = self._redis.pipeline(transaction=True)
            pipe.zrem(self._due, job.encode())
            pipe.zadd(self._due, {retry.encode(): due})
            pipe.execute()

        self._call(both)

    def remove(self, job: Job) -> None:
        self._call(lambda: self._redis.zrem(self._due, job.encode()))

    def next_due(self) -> float | None:
        first = self._call(lambda: self._redis.zrange(self._due, 0, 0, withscores=True))
        return first[0][1] if first else None

    def _notes_key(self, game_id: str) -> str:
        return f"{self._prefix}:webhooks:notes:{{{game_id}}}"

    def note(self, game_id: str, entry: dict[str, Any]) -> None:
        keys = [self._notes_key(game_id), f"{self._prefix}:game:{{{game_id}}}"]
        self._call(lambda: self._note(keys=keys, args=[orjson.dumps(entry)]))

    def notes(self, game_id: str) -> list[dict[str, Any]]:
        raw = self._call(lambda: self._redis.lrange(self._notes_key(game_id), 0, -1))
        return [orjson.loads(entry) for entry in raw]


# ----------------------------------------------------------------------------------------------
# Delivery


class Deliverer:
    """Queues the webhook of each game that ends, and delivers them from a background thread
    (see the module docstring)."""

    #: Longest idle wait between two looks at the outbox, in seconds.
    POLL = 1.0
    #: Seconds before a process whose first look at the outbox failed looks again.
    LOOK_AGAIN = 30.0

    def __init__(
        self,
        service: GameService,
        outbox: Outbox,
        signing: Signing,
        guard: Guard,
        *,
        attempts: int = 8,
        backoff: float = 5.0,
        timeout: float = 10.0,
        clock: Callable[[], float] = time.time,
        tournament_hook: Callable[[str], Any] | None = None,
        finals: Finals | None = None,
    ) -> None:
        self.service = service
        #: What else learns that a game's result is final (:class:`Finals`), or None.
        self.finals = finals
        #: A tournament's webhook (its ``url`` and ``secret``) by its id, or None.
        self.tournament_hook = tournament_hook
        self.outbox = outbox
        self.signing = signing
        self.guard = guard
        self.attempts = attempts
        self.backoff = backoff
        self.timeout = timeout
        self.clock = clock
        self._wake = threading.Event()
        self._closed = threading.Event()
        self._thread: threading.Thread | None = None
        self._start_lock = threading.Lock()
        #: Whether the outbox was looked into (:meth:`resume`): the request hooks skip the call after.
        self.looked = False
        self._look_after = 0.0
        self._failing = False

    # -- queueing -----------------------------------------------------------------------------

    def enqueue(self, game: Game) -> None:
        """Queue ``game``'s webhook (a hook on the end of each game); returns at once."""
        if not game.record.webhook:
            return
        self.outbox.push(Job(uuid.uuid4().hex, game.id, 1), self.clock())
        self.start()
        self._wake.set()

    def notify(self, old: Game | None, new: Game) -> None:
        """Queue the turn notifications of a change to a game with ``notify`` (a hook on every
        commit; ``old`` is None at creation): ``your_turn`` for each seat newly awaited, and
        ``game_ended`` once it has ended. Returns at once; the delivery thread posts them."""
        if not new.record.notify:
            return
        before = () if old is None else old.variant.to_act(old.state)
        jobs = [
            Job(uuid.uuid4().hex, new.id, 1, "your_turn", {"seat": seat, "version": new.version})
            for seat in new.variant.to_act(new.state) if seat not in before
        ]
        if new.variant.is_finished(new.state):
            winners = new.variant.view(new.state, None)["winners"]
            jobs.append(Job(uuid.uuid4().hex, new.id, 1, "game_ended",
                            {"version": new.version, "winners": list(winners)}))
        now = self.clock()
        for job in jobs:
            self.outbox.push(job, now)
        if jobs:
            self.start()
            self._wake.set()

    def directed(self, old: Game | None, new: Game) -> None:
        """Queue what a director's change sends (a hook on every commit, docs/rulings/director.md):
        ``result_amended`` for a decision on an ended game, ``director_called`` for a call."""
        if old is None or new.record.director is None:
            return
        jobs = []
        decided = len(new.record.decisions or ()) > len(old.record.decisions or ())
        if decided and new.record.webhook and director.ended(old.variant, old.state, old.record):
            jobs.append(Job(uuid.uuid4().hex, new.id, 1, AMENDED, {"version": new.version}))
        calls = new.record.calls or ()
        if len(calls) > len(old.record.calls or ()) and new.record.director_webhook:
            jobs.append(Job(uuid.uuid4().hex, new.id, 1, CALLED, {"call": dict(calls[-1])}))
        self._push(jobs, self.clock())

    def finalise(self, game: Game) -> None:
        """Queue ``result_final`` for when the correction period of a game with a director
        closes (a hook on the end of each game, R201): for its webhook, and for what logs it
        (:class:`Finals`: its tournament's events, R246), both due at the one close."""
        if game.record.director is None:
            return
        jobs = []
        if game.record.webhook:
            jobs.append(Job(uuid.uuid4().hex, game.id, 1, FINAL, {"version": game.version}))
        if self.finals is not None and self.finals.logs_final(game):
            # Its id is the game's: queued twice, it is still one job of the outbox.
            jobs.append(Job(f"final-{game.id}", game.id, 1, LOGGED_FINAL,
                            {"version": game.version}))
        self._push(jobs, director.closes_at(game.record, game.updated_at))

    def _push(self, jobs: list[Job], due: float) -> None:
        for job in jobs:
            self.outbox.push(job, due)
        if jobs:
            self.start()
            self._wake.set()

    def resume(self) -> None:
        """Start delivering if the outbox holds jobs (once per process: its first request).
        When the store cannot be asked, the next request looks again, but not before
        :data:`LOOK_AGAIN` seconds: requests must not wait on a store that is down."""
        if self.looked or self.clock() < self._look_after:
            return
        try:
            if self.outbox.next_due() is not None:
                self.start()
            self.looked = True
        except StoreUnavailable:
            self._look_after = self.clock() + self.LOOK_AGAIN

    def start(self) -> None:
        with self._start_lock:
            if self._thread is None and not self._closed.is_set():
                self._thread = threading.Thread(
                    target=self._run, name="referee-webhooks", daemon=True
                )
                self._thread.start()

    def close(self) -> None:
        """Stop the thread after its current try."""
        self._closed.set()
        self._wake.set()

    # -- delivering ---------------------------------------------------------------------------

    def _run(self) -> None:
        while not self._closed.is_set():
            wait = self.POLL
            try:
                while not self._closed.is_set() and self.deliver_due():
                    pass
                due = self.outbox.next_due()
                if due is not None:
                    wait = min(self.POLL, max(due - self.clock(), 0))
                self._failing = False
            except StoreUnavailable as exc:
                if not self._failing:  # once per outage, not once a second
                    log.warning("webhooks: the store cannot be reached (%s); retrying", exc)
                self._failing = True
            except Exception:  # the thread must outlive any one job; the job's lease expires
                log.exception("webhooks: a delivery failed unexpectedly")
            self._wake.wait(wait)
            self._wake.clear()

    def deliver_due(self) -> bool:
        """Claim and try one due job; False when none is due.

        Raises:
            StoreUnavailable: the outbox cannot be reached.
        """
        job = self.outbox.claim(self.clock(), self.timeout + LEASE_MARGIN)
        if job is None:
            return False
        if job.kind == TOURNAMENT:
            return self._tournament(job)
        if job.kind == LOGGED_FINAL:
            return self._logged_final(job)
        try:
            game = self.service.load(job.game)
        except GameNotFound:
            self.outbox.remove(job)
            return True
        status, error = self._try(game, job)
        delivered = status is not None and 200 <= status < 300
        entry: dict[str, Any] = {"attempt": job.attempt, "at": iso(self.clock()),
                                 "status": status, "error": error}
        retry_at = None
        if delivered:
            entry["outcome"] = "delivered"
        elif job.attempt < self.attempts:
            retry_at = self.clock() + min(self.backoff * 2 ** (job.attempt - 1), MAX_BACKOFF)
            entry["outcome"] = "retrying"
            entry["next_at"] = iso(retry_at)
        else:
            entry["outcome"] = "given up"
        # Noted before the retry is queued, so the notes of a game's tries stay in order. The
        # record lists the tournament webhook's tries; turn notifications are only logged.
        if job.kind in (RESULT, AMENDED, FINAL):
            self.outbox.note(game.id, entry)
        if retry_at is None:
            self.outbox.remove(job)
        else:
            self.outbox.reschedule(job, replace(job, attempt=job.attempt + 1), retry_at)
        log.log(logging.INFO if delivered else logging.WARNING,
                "webhook of game %s, try %d: %s", game.id, job.attempt,
                entry["outcome"] if error is None else f"{entry['outcome']} ({error})")
        return True

    def tournament(self, tournament_id: str, event: Any) -> None:
        """Queue a tournament's ``event`` for its webhook; returns at once."""
        self._push([Job(uuid.uuid4().hex, tournament_id, 1, TOURNAMENT, event)], self.clock())

    def _logged_final(self, job: Job) -> bool:
        """A game's final result logged (:class:`Finals`); a store failure leaves the job
        claimed, to be tried again when its lease runs out."""
        try:
            game = self.service.load(job.game)
        except GameNotFound:
            game = None
        if game is not None and self.finals is not None:
            self.finals.finalised(game)
        self.outbox.remove(job)
        return True

    def _tournament(self, job: Job) -> bool:
        """One try of a tournament's event (retried as a game's; its tries only logged)."""
        hook = self.tournament_hook(job.game) if self.tournament_hook else None
        if not hook:
            self.outbox.remove(job)
            return True
        body = orjson.dumps({"type": job.data["type"], "tournament": job.game,
                             "event": job.data, "delivery": job.id, "attempt": job.attempt,
                             "sent_at": iso(self.clock())})
        status, error = self._post(hook["url"], body, {
            "Content-Type": "application/json", "User-Agent": USER_AGENT,
            "X-Referee-Event": job.data["type"], "X-Referee-Delivery": job.id,
            SIGNATURE_HEADER: signature(hook["secret"], body)})
        if status is not None and 200 <= status < 300:
            self.outbox.remove(job)
        elif job.attempt < self.attempts:
            retry_at = self.clock() + min(self.backoff * 2 ** (job.attempt - 1), MAX_BACKOFF)
            self.outbox.reschedule(job, replace(job, attempt=job.attempt + 1), retry_at)
        else:
            self.outbox.remove(job)
        log.log(logging.INFO if error is None else logging.WARNING,
                "webhook of tournament %s, try %d: %s", job.game, job.attempt,
                "delivered" if error is None else error)
        return True

    def _try(self, game: Game, job: Job) -> tuple[int | None, str | None]:
        if job.kind == CALLED:
            return self._called(game, job)
        if job.kind not in (RESULT, AMENDED, FINAL):
            return self._notify(game, job)
        signed = self.signing.signer().sign(
            result_document(game, stored_log(self.service, game), self.service.clock()))
        kind = "game_ended" if job.kind == RESULT else job.kind
        return self._send(game.record.webhook, kind, game, job, {"signed_result": signed})

    def _called(self, game: Game, job: Job) -> tuple[int | None, str | None]:
        """One try of a call of the director (R209), signed with the ``director_webhook``'s
        secret: the call with its message (for the director alone), never a card."""
        hook = game.record.director_webhook
        if not hook:
            return None, "the game has no director_webhook"
        return self._send(hook, CALLED, game, job, job.data)

    def _notify(self, game: Game, job: Job) -> tuple[int | None, str | None]:
        """One try of a turn notification: what was queued, signed with the game's ``notify``
        secret. It names seats and versions only, never a card (G3)."""
        return self._send(game.record.notify, job.kind, game, job, job.data)

    def _send(self, hook: Any, kind: str, game: Game, job: Job, fields: Any
              ) -> tuple[int | None, str | None]:
        """One try of ``job``: a POST of ``kind`` with ``fields`` to ``hook`` (its ``url``),
        signed with its ``secret``."""
        body = orjson.dumps({
            "type": kind,
            "game": game.id,
            **fields,
            "delivery": job.id,
            "attempt": job.attempt,
            "sent_at": iso(self.clock()),
        })
        headers = {
            "Content-Type": "application/json",
            "User-Agent": USER_AGENT,
            "X-Referee-Event": kind,
            "X-Referee-Delivery": job.id,
            SIGNATURE_HEADER: signature(hook["secret"], body),
        }
        return self._post(hook["url"], body, headers)

    def _post(self, url: str, body: bytes, headers: dict[str, str]
              ) -> tuple[int | None, str | None]:
        try:
            status = post(self.guard, url, body, headers, self.timeout)
        except URLRefused as exc:
            return None, exc.reason
        except (OSError, http.client.HTTPException) as exc:
            # What went wrong, in words a record may show: no URL, no secret.
            reason = getattr(exc, "strerror", None)
            return None, type(exc).__name__ + (f": {reason}" if reason else "")
        return status, None if 200 <= status < 300 else f"HTTP {status}"
