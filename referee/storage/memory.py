"""The in-memory store: games in this process's memory, guarded by one lock (the zero-setup
default for one process; nothing survives a restart). The contract is
:class:`~referee.storage.store.Store`'s."""

from __future__ import annotations

import threading
import time
from collections.abc import Callable, Sequence

from referee.storage.rates import Charge, Windows
from referee.storage.store import GameExists, IdempotencyRecord, KeyAnswered, Snapshot, Store

#: Of how many games the in-memory store keeps hints at most (each game's at one version).
HINTS_KEPT = 4096


class MemoryStore(Store):
    """Games in this process's memory, guarded by one lock. Nothing survives a restart."""

    persistent = False

    def __init__(self, clock: Callable[[], float] = time.monotonic) -> None:
        self._lock = threading.Lock()
        self._games: dict[str, Snapshot] = {}
        self._events: dict[str, list[bytes]] = {}
        self._keys: dict[tuple[str | None, str], tuple[bytes, float]] = {}
        self._clock = clock
        self._listeners: list[Callable[[str, int], None]] = []
        #: When each game expires (absent: never), and each tag's index with its expiry.
        self._deadlines: dict[str, float] = {}
        self._indexes: dict[str, tuple[set[str], float | None]] = {}
        #: The rate limits' counters (referee.storage.rates), on the wall clock as Redis's are.
        self.windows = Windows()
        #: Each game's hints at one version, by seat, and their expiry (referee.http.shares); the
        #: games' least recently given a hint first.
        self._hints: dict[str, tuple[int, dict[int, bytes], float]] = {}

    def listen(self, callback: Callable[[str, int], None]) -> None:
        """Call ``callback(game_id, log_length)`` after each commit (live streams), as Redis
        commits publish on the game's channel."""
        self._listeners.append(callback)

    def _key(self, game_id: str | None, scope: str) -> bytes | None:
        held = self._keys.get((game_id, scope))
        if held is None:
            return None
        if held[1] <= self._clock():
            del self._keys[(game_id, scope)]
            return None
        return held[0]

    def _expire(self, game_id: str | None) -> None:
        """Forget ``game_id`` if its time is up (called under the lock, before any access)."""
        if game_id is None:
            return  # a key of no game (a batch's, a tournament's): only games have deadlines
        deadline = self._deadlines.get(game_id)
        if deadline is not None and deadline <= self._clock():
            self._drop(game_id)

    def _drop(self, game_id: str) -> bool:
        existed = self._games.pop(game_id, None) is not None
        self._events.pop(game_id, None)
        self._deadlines.pop(game_id, None)
        self._hints.pop(game_id, None)
        for key in [k for k in self._keys if k[0] == game_id]:
            del self._keys[key]
        return existed

    def _live_for(self, game_id: str, ttl: float | None) -> None:
        if ttl is None:
            self._deadlines.pop(game_id, None)
        else:
            self._deadlines[game_id] = self._clock() + ttl

    def _sweep(self) -> None:
        # A dict scan on each creation would cost O(games): expired games are forgotten when
        # touched, and all of them at most once a minute here.
        now = self._clock()
        if now < getattr(self, "_next_sweep", 0.0):
            return
        self._next_sweep = now + 60.0
        for game_id in [g for g, deadline in self._deadlines.items() if deadline <= now]:
            self._drop(game_id)

    def create(
        self, game_id: str, data: bytes, events: Sequence[bytes], ttl: float | None = None
    ) -> None:
        with self._lock:
            self._sweep()
            self._expire(game_id)
            if game_id in self._games:
                raise GameExists(game_id)
            self._games[game_id] = Snapshot(1, data)
            self._events[game_id] = list(events)
            self._live_for(game_id, ttl)

    def load(self, game_id: str, charge: Charge | None = None) -> Snapshot | None:
        if charge is not None:
            self.windows.charge(charge)
        with self._lock:
            self._expire(game_id)
            return self._games.get(game_id)

    def charge(self, charge: Charge) -> None:
        self.windows.charge(charge)

    def spend(self, key: str, amount: int, seconds: int, cost: int) -> int:
        return self.windows.spend(f"cpu:{key}", amount, seconds, cost)

    def hint(self, game_id: str, version: int, seat: int) -> bytes | None:
        with self._lock:
            self._expire(game_id)
            kept = self._hints.get(game_id)
            if kept is None or kept[0] != version or kept[2] <= self._clock():
                return None
            return kept[1].get(seat)

    def keep_hint(self, game_id: str, version: int, seat: int, reply: bytes, ttl: int) -> None:
        with self._lock:
            self._expire(game_id)
            if game_id not in self._games:
                return
            kept = self._hints.pop(game_id, None)  # re-inserted last: the oldest go first
            seats = kept[1] if kept is not None and kept[0] == version else {}
            seats[seat] = reply
            if len(self._hints) >= HINTS_KEPT:
                del self._hints[next(iter(self._hints))]
            self._hints[game_id] = (version, seats, self._clock() + ttl)

    def commit(
        self,
        game_id: str,
        expected: int,
        data: bytes,
        events: Sequence[bytes],
        record: IdempotencyRecord | None = None,
        ttl: float | None = None,
    ) -> bool:
        with self._lock:
            self._expire(game_id)
            current = self._games.get(game_id)
            if current is None or current.version != expected:
                return False
            if record is not None and (self._key(game_id, record.scope) or b"")[:1] == b"D":
                raise KeyAnswered(record.scope)  # a finished reply (DONE) is never replaced
            self._games[game_id] = Snapshot(expected + 1, data)
            self._events[game_id].extend(events)
            self._live_for(game_id, ttl)
            if record is not None:
                self._keys[(game_id, record.scope)] = (record.value, self._clock() + record.ttl)
            length = len(self._events[game_id])
        for callback in self._listeners:
            callback(game_id, length)
        return True

    def claim(
        self, game_id: str | None, scope: str, pending: bytes, ttl_ms: int,
        charge: Charge | None = None,
    ) -> tuple[bytes | None, Snapshot | None]:
        if charge is not None:
            self.windows.charge(charge)
        with self._lock:
            self._expire(game_id)
            held = self._key(game_id, scope)
            if held is not None:
                return held, None
            self._keys[(game_id, scope)] = (pending, self._clock() + ttl_ms / 1000)
            return None, self._games.get(game_id) if game_id else None

    def release(self, game_id: str | None, scope: str, pending: bytes) -> None:
        with self._lock:
            if self._key(game_id, scope) == pending:
                del self._keys[(game_id, scope)]

    def remember(self, game_id: str | None, scope: str, record: bytes, ttl: int) -> None:
        with self._lock:
            self._keys[(game_id, scope)] = (record, self._clock() + ttl)

    def events(self, game_id: str, after: int = 0) -> list[bytes]:
        with self._lock:
            self._expire(game_id)
            return list(self._events.get(game_id, ())[max(after, 0):])

    def archive(self, game_id: str, expected: int, data: bytes) -> bool:
        with self._lock:
            self._expire(game_id)
            current = self._games.get(game_id)
            if current is None or current.version != expected:
                return False
            self._games[game_id] = Snapshot(expected, data)
            self._events[game_id] = []
            return True

    def ping(self) -> None:
        return None

    def delete(self, game_id: str, expected: int | None = None, scope: str | None = None) -> bool:
        with self._lock:
            self._expire(game_id)
            current = self._games.get(game_id)
            if current is None or expected is not None and current.version != expected:
                return False
            return self._drop(game_id)  # (every key of the game, ``scope``'s among them)

    def expires_in(self, game_id: str) -> float | None:
        with self._lock:
            self._expire(game_id)
            deadline = self._deadlines.get(game_id)
            return None if deadline is None else deadline - self._clock()

    def load_many(self, game_ids: Sequence[str]) -> list[Snapshot | None]:
        with self._lock:
            for game_id in game_ids:
                self._expire(game_id)
            return [self._games.get(game_id) for game_id in game_ids]

    def _index_of(self, tag: str) -> set[str]:
        entries, deadline = self._indexes.get(tag, (set(), None))
        if deadline is not None and deadline <= self._clock():
            del self._indexes[tag]
            return set()
        return entries

    def index(self, tag: str, entry: str | None, ttl: float | None) -> None:
        with self._lock:
            entries = self._index_of(tag)
            existed = tag in self._indexes
            if entry is None and not entries:
                return
            if entry is not None:
                entries.add(entry)
            _, deadline = self._indexes.get(tag, (set(), None))
            if ttl is None:
                deadline = None
            elif not existed or (deadline is not None and deadline < self._clock() + ttl):
                deadline = self._clock() + ttl
            self._indexes[tag] = (entries, deadline)

    def index_page(self, tag: str, after: str | None, limit: int) -> list[str]:
        with self._lock:
            entries = sorted(e for e in self._index_of(tag) if after is None or e > after)
            return entries[:limit]

    def unindex(self, tag: str, entries: Sequence[str]) -> None:
        with self._lock:
            self._index_of(tag).difference_update(entries)
