"""Where games live: versioned snapshots and append-only event logs (the interface).

A game is one snapshot (bytes, opaque to the store) with a version, plus its event log. A move
reads the snapshot, applies the move in the engine, and writes the new snapshot back with a
compare-and-set on the version, appending the move's events in the same atomic step, so two
concurrent moves on one game can never both apply and nothing is ever half-written.

Two implementations pass the same contract tests (``tests/storage/test_store.py``):

* :class:`~referee.storage.redis_store.RedisStore`: the compare-and-set is one Lua script
  (``lua/commit.lua``); every key of a game shares a hash tag (``{id}``,
  :mod:`referee.storage.keys`), so the layout works on Redis Cluster.
* :class:`~referee.storage.memory.MemoryStore`: the zero-setup default for one process; nothing
  persists.
"""

from __future__ import annotations

import threading
from abc import ABC, abstractmethod
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from referee import metrics
from referee.storage.rates import Charge


class StoreUnavailable(Exception):
    """The store cannot be reached or failed; nothing was changed by the request. Each one
    made is a failed store operation, counted (``referee_store_errors_total``)."""

    def __init__(self, *args: object) -> None:
        super().__init__(*args)
        metrics.store_failed()


class NotReplicated(StoreUnavailable):
    """A change is stored on the primary, but fewer of its replicas than
    ``REFEREE_REDIS_REPLICAS`` acknowledged it in time (Redis's ``WAIT``): it happened, and it is
    not yet safe from the primary's loss (docs/reliability.md). The request is answered 503
    not-yet-replicated; its retry with the same Idempotency-Key gets the first reply once the
    replicas have it.

    ``confirm(seconds)`` waits up to ``seconds`` more for the same replicas, on the connection
    that wrote the change (its place in the replication stream), and says whether they have it
    now: False also when that connection is lost (the primary gone, the change maybe with it).
    It is called once, by whoever holds what the change sets off (referee.bootstrap); until
    then the connection stays out of its pool.
    """

    def __init__(self, message: str, confirm: Callable[[float], bool]) -> None:
        super().__init__(message)
        self.confirm = confirm


def once_replicated(confirm: Callable[[float], bool], seconds: float, send: Callable[[], None],
                    lost: Callable[[], None]) -> None:
    """What a change answered 503 not-yet-replicated sets off, sent only once its replicas hold
    it: a thread waits up to ``seconds`` (as long as a request may last) on ``confirm``
    (:class:`NotReplicated`'s), then calls ``send``, or ``lost`` if they never did
    (docs/reliability.md)."""
    def wait() -> None:
        if confirm(seconds):
            send()
        else:
            lost()
    threading.Thread(target=wait, name="referee-held", daemon=True).start()


class KeyAnswered(Exception):
    """The Idempotency-Key of a commit already holds a finished request's reply: another try of
    the same request took its pending marker over (its primary was lost, docs/reliability.md)
    and was answered; nothing was written, and the reply is that try's."""


class GameExists(Exception):
    """A game with this id already exists (ids are random: practically never)."""


@dataclass(frozen=True)
class Snapshot:
    version: int
    data: bytes


@dataclass(frozen=True)
class IdempotencyRecord:
    """A finished request's reply, kept ``ttl`` seconds under the hashed key ``scope``."""

    scope: str
    value: bytes
    ttl: int


class Store(ABC):
    """The storage contract. Versions start at 1 when a game is created."""

    @abstractmethod
    def create(
        self, game_id: str, data: bytes, events: Sequence[bytes], ttl: float | None = None
    ) -> None:
        """Store a new game at version 1 with its first events, to expire after ``ttl``
        seconds (None: kept until deleted).

        Raises:
            GameExists: if ``game_id`` is taken. StoreUnavailable: on a store failure.
        """

    @abstractmethod
    def load(self, game_id: str, charge: Charge | None = None) -> Snapshot | None:
        """The game's current snapshot, or ``None`` if there is no such game; with ``charge``,
        the request's rate limit evaluated first, in the same step (``referee.storage.rates``).

        Raises:
            StoreUnavailable: on a store failure. RateLimited: the charge is refused (then
            nothing was read).
        """

    @abstractmethod
    def charge(self, charge: Charge) -> None:
        """Evaluate a request's rate limit on its own (requests that read no game).

        Raises:
            StoreUnavailable: on a store failure. RateLimited: the charge is refused.
        """

    @abstractmethod
    def spend(self, key: str, amount: int, seconds: int, cost: int) -> int:
        """Add ``cost`` CPU-milliseconds to the budget ``key`` of bot and hint work (``amount``
        a window of ``seconds``; 0: only look) and return the milliseconds until it has some
        left again, 0 when it has now (:func:`referee.storage.rates.spend`; referee.http.shares).

        Raises:
            StoreUnavailable: on a store failure.
        """

    @abstractmethod
    def hint(self, game_id: str, version: int, seat: int) -> bytes | None:
        """The hint kept for ``seat`` at the game's ``version`` (referee.http.shares), or None.

        Raises:
            StoreUnavailable: on a store failure.
        """

    @abstractmethod
    def keep_hint(self, game_id: str, version: int, seat: int, reply: bytes, ttl: int) -> None:
        """Keep the hint ``reply`` for ``seat`` at ``version`` for ``ttl`` seconds, and never
        longer than its game (deleted or expired with it: R90).

        Raises:
            StoreUnavailable: on a store failure.
        """

    @abstractmethod
    def commit(
        self,
        game_id: str,
        expected: int,
        data: bytes,
        events: Sequence[bytes],
        record: IdempotencyRecord | None = None,
        ttl: float | None = None,
    ) -> bool:
        """Replace the snapshot at version ``expected`` by ``data`` (version ``expected + 1``)
        and append ``events`` (and write the idempotency ``record``), atomically. Returns
        False, changing nothing, if the current version is not ``expected`` (another move won
        the race). The whole game (snapshot, log, idempotency records) now expires after
        ``ttl`` seconds, or never when None.

        Raises:
            StoreUnavailable: on a store failure (then nothing was changed).
            NotReplicated: it was written, not yet to the replicas asked for.
            KeyAnswered: ``record``'s key holds a finished reply already (nothing written).
        """

    @abstractmethod
    def claim(
        self, game_id: str | None, scope: str, pending: bytes, ttl_ms: int,
        charge: Charge | None = None,
    ) -> tuple[bytes | None, Snapshot | None]:
        """Claim the idempotency key ``scope`` (of game ``game_id``, or of a creation when
        None) by storing ``pending`` if it is free, and load the game, in one step (with
        ``charge``, the rate limit evaluated first, in the same step). Returns the record the
        key already held (then nothing was claimed), or None and the snapshot. A pending marker
        left by a primary that is no longer the one answering (a failover, with replicas waited
        for) is taken over: its commit never ran here (a late one finds :class:`KeyAnswered`).

        Raises:
            StoreUnavailable: on a store failure. RateLimited: the charge is refused (then
            nothing was claimed).
        """

    @abstractmethod
    def release(self, game_id: str | None, scope: str, pending: bytes) -> None:
        """Free the key ``scope`` if it still holds ``pending`` (the request failed)."""

    @abstractmethod
    def remember(self, game_id: str | None, scope: str, record: bytes, ttl: int) -> None:
        """Store a finished request's ``record`` under ``scope`` for ``ttl`` seconds."""

    @abstractmethod
    def events(self, game_id: str, after: int = 0) -> list[bytes]:
        """The stored events with ``seq > after`` (``seq`` counts from 1), oldest first.

        Raises:
            StoreUnavailable: on a store failure.
        """

    @abstractmethod
    def archive(self, game_id: str, expected: int, data: bytes) -> bool:
        """Replace the game's snapshot at version ``expected`` by ``data`` (its archive, which
        holds its log: referee.records.archive) and drop its event log, keeping the version and the
        expiry; False, changing nothing, if the version is not ``expected``.

        Raises:
            StoreUnavailable: on a store failure (then nothing was changed).
        """

    @abstractmethod
    def ping(self) -> None:
        """Raises StoreUnavailable when the store does not answer."""

    # -- lifecycle (referee.core.lifecycle) ----------------------------------------------------------

    @abstractmethod
    def delete(self, game_id: str, expected: int | None = None, scope: str | None = None) -> bool:
        """Remove the game and every key of it (log, idempotency records and hints, webhook
        notes; with ``scope``, the deleting request's own idempotency key too) in one atomic
        step, if it is at version ``expected`` (None: at any). True if it was removed; False,
        changing nothing, if the game is gone or at another version (a compare-and-delete,
        R142: a change committed since the caller read ``expected`` is never lost).

        Raises:
            StoreUnavailable: on a store failure.
        """

    @abstractmethod
    def expires_in(self, game_id: str) -> float | None:
        """Seconds until the game expires; None if it never does (or does not exist)."""

    @abstractmethod
    def load_many(self, game_ids: Sequence[str]) -> list[Snapshot | None]:
        """The snapshots of ``game_ids`` (None for each that is gone), in one round trip."""

    @abstractmethod
    def index(self, tag: str, entry: str | None, ttl: float | None) -> None:
        """Add ``entry`` (when given) to the index of ``tag``, and keep the index at least
        ``ttl`` seconds more (None: for ever), the lifetime its game was just given."""

    @abstractmethod
    def index_page(self, tag: str, after: str | None, limit: int) -> list[str]:
        """Up to ``limit`` entries of the index of ``tag`` after ``after``, in ascending
        (lexicographic) order."""

    @abstractmethod
    def unindex(self, tag: str, entries: Sequence[str]) -> None:
        """Remove ``entries`` from the index of ``tag``."""

    persistent: bool = True
