"""Where tournaments live: one versioned document each, changed by a compare-and-set that also
appends the tournament's events and keeps a request's idempotency record in the same atomic
step (the pattern of :mod:`referee.storage.store` for games).

* :class:`RedisTournaments`: the compare-and-set is one Lua script
  (``lua/tournament_commit.lua``); a tournament's keys share the hash tag ``{tid}``
  (:meth:`referee.storage.keys.Keys.of_tournament`). Its writes (a commit, an append) are
  answered once the replicas of REFEREE_REDIS_REPLICAS hold them, by the game store's own
  wait (:meth:`referee.storage.redis_store.RedisStore.written`, docs/reliability.md).
* :class:`MemoryTournaments`: this process's memory, under a lock.
"""

from __future__ import annotations

import threading
import time
from abc import ABC, abstractmethod
from collections.abc import Sequence

import redis.commands.core
import redis.exceptions

from referee.storage import scripts
from referee.storage.keys import Keys
from referee.storage.redis_store import RedisStore
from referee.storage.store import IdempotencyRecord, Snapshot, StoreUnavailable


class TournamentStore(ABC):
    """The storage contract of tournaments. Versions start at 1 when one is created."""

    @abstractmethod
    def commit(self, tournament_id: str, expected: int, data: bytes,
               events: Sequence[bytes] = (), record: IdempotencyRecord | None = None) -> bool:
        """Write ``data`` as version ``expected + 1`` if the tournament is at ``expected`` (0:
        create it, if the id is free), append ``events`` to its log and keep ``record``,
        atomically. False, changing nothing, when the version moved.

        Raises:
            StoreUnavailable: on a store failure (then nothing was changed). NotReplicated:
            written, not yet on the replicas asked for (its ``confirm`` must be called).
        """

    @abstractmethod
    def append(self, tournament_id: str, events: Sequence[bytes], once: str | None = None
               ) -> bool:
        """Append ``events`` to the tournament's log (what its games' ends and amendments log:
        no change of its document); with ``once``, only if nothing was appended under that
        name before (in the same atomic step). Whether they were appended.

        Raises:
            StoreUnavailable: on a store failure. NotReplicated: as :meth:`commit`.
        """

    @abstractmethod
    def load(self, tournament_id: str) -> Snapshot | None:
        """The tournament's document and version, or None if there is none.

        Raises:
            StoreUnavailable: on a store failure.
        """

    @abstractmethod
    def events(self, tournament_id: str, after: int = 0) -> list[bytes]:
        """Its events after the first ``after`` (oldest first).

        Raises:
            StoreUnavailable: on a store failure.
        """

    @abstractmethod
    def recalled(self, tournament_id: str, scope: str) -> bytes | None:
        """The idempotency record kept under ``scope``, or None.

        Raises:
            StoreUnavailable: on a store failure.
        """


class MemoryTournaments(TournamentStore):
    """Tournaments in this process's memory."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._docs: dict[str, Snapshot] = {}
        self._events: dict[str, list[bytes]] = {}
        self._records: dict[tuple[str, str], tuple[bytes, float]] = {}
        self._once: set[tuple[str, str]] = set()

    def commit(self, tournament_id: str, expected: int, data: bytes,
               events: Sequence[bytes] = (), record: IdempotencyRecord | None = None) -> bool:
        with self._lock:
            current = self._docs.get(tournament_id)
            if (current.version if current else 0) != expected:
                return False
            self._docs[tournament_id] = Snapshot(expected + 1, data)
            self._events.setdefault(tournament_id, []).extend(events)
            if record is not None:
                self._records[tournament_id, record.scope] = (record.value,
                                                              time.time() + record.ttl)
            return True

    def append(self, tournament_id: str, events: Sequence[bytes], once: str | None = None
               ) -> bool:
        with self._lock:
            if once is not None:
                if (tournament_id, once) in self._once:
                    return False
                self._once.add((tournament_id, once))
            self._events.setdefault(tournament_id, []).extend(events)
            return True

    def load(self, tournament_id: str) -> Snapshot | None:
        with self._lock:
            return self._docs.get(tournament_id)

    def events(self, tournament_id: str, after: int = 0) -> list[bytes]:
        with self._lock:
            return list(self._events.get(tournament_id, [])[max(after, 0):])

    def recalled(self, tournament_id: str, scope: str) -> bytes | None:
        with self._lock:
            kept = self._records.get((tournament_id, scope))
            return kept[0] if kept is not None and kept[1] > time.time() else None


class RedisTournaments(TournamentStore):
    """Tournaments in Redis under ``prefix`` (:class:`~referee.storage.keys.Keys`)."""

    def __init__(self, store: RedisStore) -> None:
        self._store = store
        self._redis = store.client
        self._names = Keys(store.prefix)
        self._commit = self._redis.register_script(scripts.TOURNAMENT_COMMIT)
        self._append = self._redis.register_script(scripts.TOURNAMENT_APPEND)

    def _script(self, script: redis.commands.core.Script, keys: Sequence[str],
                args: Sequence[object]) -> bool:
        """``script`` run on the tournament's primary, answered once its replicas hold what it
        wrote (a script that wrote nothing, 0, is answered at once); the confirm of one not yet
        there waits on its connection (``hold``: the caller calls it)."""
        return bool(self._store.written(keys[0], ("EVALSHA", script.sha, len(keys), *keys,
                                                  *args), script, hold=True, made=bool))

    def commit(self, tournament_id: str, expected: int, data: bytes,
               events: Sequence[bytes] = (), record: IdempotencyRecord | None = None) -> bool:
        keys = self._names.of_tournament(tournament_id)
        idem = self._names.tournament_idem(tournament_id, record.scope) if record else keys[0]
        args = [str(expected), data, record.value if record else "",
                str(record.ttl) if record else "0", *events]
        return self._script(self._commit, [*keys, idem], args)

    def append(self, tournament_id: str, events: Sequence[bytes], once: str | None = None
               ) -> bool:
        if not events:
            return False
        keys = [self._names.of_tournament(tournament_id)[1],
                self._names.tournament_once(tournament_id)]
        return self._script(self._append, keys, [once or "", *events])

    def load(self, tournament_id: str) -> Snapshot | None:
        try:
            version, data = self._redis.hmget(self._names.of_tournament(tournament_id)[0],
                                              ["v", "s"])
        except redis.exceptions.RedisError as exc:
            raise StoreUnavailable(str(exc)) from exc
        return None if version is None else Snapshot(int(version), data)

    def events(self, tournament_id: str, after: int = 0) -> list[bytes]:
        try:
            return list(self._redis.lrange(self._names.of_tournament(tournament_id)[1],
                                           max(after, 0), -1))
        except redis.exceptions.RedisError as exc:
            raise StoreUnavailable(str(exc)) from exc

    def recalled(self, tournament_id: str, scope: str) -> bytes | None:
        try:
            kept = self._redis.get(self._names.tournament_idem(tournament_id, scope))
        except redis.exceptions.RedisError as exc:
            raise StoreUnavailable(str(exc)) from exc
        return kept if isinstance(kept, bytes) else None
