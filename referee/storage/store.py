"""Where games live: versioned snapshots and append-only event logs.

A game is one snapshot (bytes, opaque to the store) with a version, plus its event log. A move
reads the snapshot, applies the move in the engine, and writes the new snapshot back with a
compare-and-set on the version, appending the move's events in the same atomic step, so two
concurrent moves on one game can never both apply and nothing is ever half-written.

Two implementations pass the same contract tests (``tests/test_store.py``):

* :class:`RedisStore`: the compare-and-set is one Lua script; both keys of a game share a hash
  tag (``{id}``), so the layout works on Redis Cluster.
* :class:`MemoryStore`: the zero-setup default for one process; nothing persists.
"""

from __future__ import annotations

import hashlib
import threading
import time
from abc import ABC, abstractmethod
from collections.abc import Callable, Sequence
from dataclasses import dataclass

import redis
import redis.cluster
import redis.exceptions

from referee import metrics, rates
from referee.rates import Charge, Windows
from referee.storage import eventlog


class StoreUnavailable(Exception):
    """The store cannot be reached or failed; nothing was changed by the request. Each one
    made is a failed store operation, counted (``referee_store_errors_total``)."""

    def __init__(self, *args: object) -> None:
        super().__init__(*args)
        metrics.store_failed()


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
        the request's rate limit evaluated first, in the same step (``referee.rates``).

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
        left again, 0 when it has now (:func:`referee.rates.spend`; referee.shares).

        Raises:
            StoreUnavailable: on a store failure.
        """

    @abstractmethod
    def hint(self, game_id: str, version: int, seat: int) -> bytes | None:
        """The hint kept for ``seat`` at the game's ``version`` (referee.shares), or None.

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
        """

    @abstractmethod
    def claim(
        self, game_id: str | None, scope: str, pending: bytes, ttl_ms: int,
        charge: Charge | None = None,
    ) -> tuple[bytes | None, Snapshot | None]:
        """Claim the idempotency key ``scope`` (of game ``game_id``, or of a creation when
        None) by storing ``pending`` if it is free, and load the game, in one step (with
        ``charge``, the rate limit evaluated first, in the same step). Returns the record the
        key already held (then nothing was claimed), or None and the snapshot.

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
    def delete(self, game_id: str) -> bool:
        """Remove the game and everything of it (log, idempotency records); True if it existed.

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
        #: The rate limits' counters (referee.rates), on the wall clock as Redis's are.
        self.windows = Windows()
        #: Each game's hints at one version, by seat, and their expiry (referee.shares); the
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
        deadline = self._deadlines.get(game_id)  # type: ignore[arg-type]
        if deadline is not None and deadline <= self._clock():
            self._drop(game_id)  # type: ignore[arg-type]

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

    def delete(self, game_id: str) -> bool:
        with self._lock:
            self._expire(game_id)
            return self._drop(game_id)

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


# KEYS[1] snapshot hash {v, s}; KEYS[2] event list; KEYS[3] the game's notification channel;
# KEYS[4] an idempotency key; KEYS[5] the set naming the game's idempotency keys; KEYS[6] its
# webhook notes. ARGV[1] expected version ("0" to create), ARGV[2] the new snapshot, ARGV[3] the
# idempotency record ("" for none), ARGV[4] its time to live in seconds, ARGV[5] the game's time
# to live in ms ("" for none: kept until deleted), ARGV[6..] events.
# Returns 1 when written, 0 when the version moved. After a write it publishes the log's new
# length on the channel, so live streams in any process learn of new events at once (the log
# stays the source of truth: a missed notification only delays a stream until its next poll).
# Every key of the game gets the game's time to live at each commit (referee.core.lifecycle), so a
# game expires whole; the idempotency records are named in KEYS[5] so a deletion finds them.
_COMMIT = """
local current = redis.call('HGET', KEYS[1], 'v')
if ARGV[1] == '0' then
  if current then return 0 end
elseif current ~= ARGV[1] then
  return 0
end
redis.call('HSET', KEYS[1], 'v', tostring(tonumber(ARGV[1]) + 1), 's', ARGV[2])
if ARGV[3] ~= '' then
  redis.call('SET', KEYS[4], ARGV[3], 'EX', ARGV[4])
  redis.call('SADD', KEYS[5], KEYS[4])
end
local length = 0
if #ARGV > 5 then
  length = redis.call('RPUSH', KEYS[2], unpack(ARGV, 6))
end
for _, i in ipairs({1, 2, 5, 6}) do
  if ARGV[5] == '' then
    redis.call('PERSIST', KEYS[i])
  else
    redis.call('PEXPIRE', KEYS[i], ARGV[5])
  end
end
if length > 0 then
  redis.call('PUBLISH', KEYS[3], length)
end
return 1
"""

# KEYS[1] snapshot hash (for a creation: the idempotency key again); KEYS[2] an idempotency key;
# KEYS[3] a rate limit's budget (referee.rates; KEYS[2] again when none). ARGV[1] the pending
# marker, ARGV[2] its time to live in ms, ARGV[3..] the charge's rates (count 0: none).
# Returns {verdict} when the rate limit refuses (nothing claimed), {verdict, record} when the
# key is taken, else claims it and returns {verdict, '', version, snapshot} ('' verdict: none).
_CLAIM = rates.LUA + """
local verdict = ''
if ARGV[3] ~= '0' then
  verdict = charge(KEYS[3], 3)
  if string.sub(verdict, 1, 1) == '0' then return {verdict} end
end
local held = redis.call('GET', KEYS[2])
if held then return {verdict, held} end
redis.call('SET', KEYS[2], ARGV[1], 'PX', ARGV[2])
if KEYS[1] == KEYS[2] then return {verdict, ''} end
local snap = redis.call('HMGET', KEYS[1], 'v', 's')
return {verdict, '', snap[1], snap[2]}
"""

# KEYS[1] snapshot hash, KEYS[2] a rate limit's budget; ARGV the charge's rates. The read of a
# request that pays a rate limit: {verdict} when refused, else {verdict, version, snapshot}.
_LOAD = rates.LUA + """
local verdict = charge(KEYS[2], 1)
if string.sub(verdict, 1, 1) == '0' then return {verdict} end
local snap = redis.call('HMGET', KEYS[1], 'v', 's')
return {verdict, snap[1], snap[2]}
"""

# KEYS[1] event list; ARGV[1] the index to read from. Reads on from the element that holds the
# event at that index (referee.storage.eventlog: a move's events are packed in its first element, each
# other one says how far back that is), so a read from within a move reads its first element
# too, in the same step: {how many elements before the index were read, the elements}.
_EVENTS = """
local from = tonumber(ARGV[1])
local first = redis.call('LINDEX', KEYS[1], from)
local back = 0
if first and string.byte(first, 1) == 3 then back = string.byte(first, 2) end
return {back, redis.call('LRANGE', KEYS[1], from - back, -1)}
"""

# KEYS[1] a rate limit's budget; ARGV the charge's rates. Returns the verdict.
_CHARGE = rates.LUA + """
return charge(KEYS[1], 1)
"""

# KEYS[1] an idempotency key; ARGV[1] the pending marker. Deletes the key if it still holds it.
_RELEASE = """
if redis.call('GET', KEYS[1]) == ARGV[1] then redis.call('DEL', KEYS[1]) end
return 1
"""


# KEYS[1] snapshot hash, KEYS[2] event list; ARGV[1] the expected version, ARGV[2] the game's
# archive. Replaces the snapshot by the archive (the hash keeps its expiry) and drops the log;
# returns 1, or 0 when the version moved.
_ARCHIVE = """
if redis.call('HGET', KEYS[1], 'v') ~= ARGV[1] then return 0 end
redis.call('HSET', KEYS[1], 's', ARGV[2])
redis.call('DEL', KEYS[2])
return 1
"""

# KEYS[1] snapshot, KEYS[2] events, KEYS[3] the set naming the game's idempotency keys,
# KEYS[4] webhook notes. Deletes them all (and the keys named in KEYS[3]: they share the game's
# hash tag); returns 1 if the game existed.
_DELETE = """
local existed = redis.call('EXISTS', KEYS[1])
for _, key in ipairs(redis.call('SMEMBERS', KEYS[3])) do
  redis.call('DEL', key)
end
redis.call('DEL', KEYS[1], KEYS[2], KEYS[3], KEYS[4])
return existed
"""

# KEYS[1] a hint, KEYS[2] its game's snapshot, KEYS[3] the set naming the game's idempotency
# keys (and hints: a deletion finds them). ARGV[1] the hint, ARGV[2] its time to live in ms,
# cut to the game's own: a hint never outlives its game (R90). Nothing is kept for a game gone.
_KEEP_HINT = """
local life = redis.call('PTTL', KEYS[2])
if life == -2 then return 0 end
local ttl = tonumber(ARGV[2])
if life > 0 and life < ttl then ttl = life end
redis.call('SET', KEYS[1], ARGV[1], 'PX', ttl)
redis.call('SADD', KEYS[3], KEYS[1])
return 1
"""

# KEYS[1] a tag's index (sorted set, every score 0, entries in lexicographic order). ARGV[1] an
# entry to add ("" for none), ARGV[2] the time to live in ms its game was just given ("" for
# none). The index lives at least as long as its longest-lived game: its expiry is only ever
# pushed later (an index without one keeps none).
_INDEX = """
local before = redis.call('PTTL', KEYS[1])
if ARGV[1] ~= '' then redis.call('ZADD', KEYS[1], 0, ARGV[1]) end
if before == -2 and ARGV[1] == '' then return 0 end
if ARGV[2] == '' then
  redis.call('PERSIST', KEYS[1])
elseif before == -2 or (before >= 0 and before < tonumber(ARGV[2])) then
  redis.call('PEXPIRE', KEYS[1], ARGV[2])
end
return 1
"""


#: What redis-py retries (a connection refused, lost or timed out).
_LOST = (redis.exceptions.ConnectionError, redis.exceptions.TimeoutError, OSError)


def _ms(ttl: float | None) -> str:
    """A time to live as the scripts take it: whole milliseconds, "" for none."""
    return "" if ttl is None else str(max(1, round(ttl * 1000)))


class RedisStore(Store):
    """Games in Redis: ``<prefix>:game:{id}`` (hash: ``v`` version, ``s`` snapshot) and
    ``<prefix>:events:{id}`` (list of events, each packed by :mod:`referee.storage.eventlog`);
    commits publish on ``<prefix>:notify:{id}``.
    ``<prefix>:idemkeys:{id}`` names the game's idempotency records (and its hints,
    ``<prefix>:hint:{id}:<version>:<seat>``), and each commit gives
    every key of the game the same expiry. ``<prefix>:tag:<hash>`` indexes games by tag.
    Every failure becomes :class:`StoreUnavailable`."""

    def __init__(self, client: redis.Redis, prefix: str = "referee") -> None:
        self._redis = client
        self._prefix = prefix
        # One Redis (not a cluster, whose client routes each command): the hot calls take a
        # pooled connection themselves (:meth:`_direct`).
        self._pool = client.connection_pool if type(client) is redis.Redis else None
        self._commit = client.register_script(_COMMIT)
        self._claim = client.register_script(_CLAIM)
        self._release = client.register_script(_RELEASE)
        self._read_events = client.register_script(_EVENTS)
        self._delete = client.register_script(_DELETE)
        self._index = client.register_script(_INDEX)
        self._load = client.register_script(_LOAD)
        self._charge = client.register_script(_CHARGE)
        self._spend = client.register_script(rates.SPEND_LUA)
        self._keep_hint = client.register_script(_KEEP_HINT)
        # A script may only touch keys of one hash slot on a cluster: there a rate limit's
        # budget (another slot than the game's) costs its own round trip.
        self._cluster = isinstance(client, redis.cluster.RedisCluster)
        self._archive = client.register_script(_ARCHIVE)

    @property
    def client(self) -> redis.Redis:
        """The Redis client, for the backend's other parts on the same Redis
        (``referee.storage.backend``)."""
        return self._redis

    @property
    def prefix(self) -> str:
        """The key prefix every key of this store (and of its backend) starts with."""
        return self._prefix

    @classmethod
    def from_url(cls, url: str, *, timeout: float = 2.0, prefix: str = "referee") -> RedisStore:
        """A store on ``url``; ``redis+cluster://`` (or ``rediss+cluster://``) and one node's
        address use a Redis Cluster client, which finds the other nodes itself."""
        if url.startswith(("redis+cluster://", "rediss+cluster://")):
            cluster = redis.cluster.RedisCluster.from_url(
                url.replace("+cluster", "", 1),
                socket_timeout=timeout,
                socket_connect_timeout=timeout,
            )
            return cls(cluster, prefix)
        client = redis.Redis.from_url(
            url,
            socket_timeout=timeout,
            socket_connect_timeout=timeout,
            health_check_interval=30,
        )
        return cls(client, prefix)

    def _direct(self, *command: object) -> object:
        """``command``'s reply, sent on a connection of the client's pool by hand: the move's
        and the view's calls (the load, the claim, the commit) skip redis-py's per-call layers
        (retry wrapper, metrics, deprecation and response-callback lookups: some 15 µs a
        call, docs/performance.md). A connection refused, lost or timed out gives the command to
        the client itself, which reconnects and retries as it always does; :meth:`_script`
        loads a script Redis does not hold.

        Raises:
            redis.exceptions.RedisError: as the client raises it.
        """
        pool = self._pool
        if pool is None:
            return self._redis.execute_command(*command)
        try:
            connection = pool.get_connection()
        except _LOST:
            return self._redis.execute_command(*command)
        try:
            connection.send_packed_command(connection.pack_command(*command))
            return connection.read_response()
        except _LOST:
            connection.disconnect()
        finally:
            pool.release(connection)
        return self._redis.execute_command(*command)

    def _script(self, script: redis.commands.core.Script, keys: list[str], args: list) -> object:
        """``script`` on ``keys`` and ``args`` (:meth:`_direct`), loaded first if Redis does not
        hold it (a Redis restarted or flushed since)."""
        try:
            return self._direct("EVALSHA", script.sha, len(keys), *keys, *args)
        except redis.exceptions.NoScriptError:
            return script(keys=keys, args=args)

    def _keys(self, game_id: str) -> list[str]:
        tag = "{" + game_id + "}"
        return [
            f"{self._prefix}:game:{tag}",
            f"{self._prefix}:events:{tag}",
            self.channel(game_id),
        ]

    def _lifetime_keys(self, game_id: str) -> list[str]:
        """The set naming the game's idempotency records, and its webhook notes
        (``referee.delivery.webhooks``): keys that live and die with the game."""
        tag = "{" + game_id + "}"
        return [f"{self._prefix}:idemkeys:{tag}", f"{self._prefix}:webhooks:notes:{tag}"]

    def _tag_key(self, tag: str) -> str:
        # Hashed: a tag is the organiser's text, a key name should not be.
        return f"{self._prefix}:tag:" + hashlib.sha256(tag.encode()).hexdigest()[:32]

    def _idem_key(self, game_id: str | None, scope: str) -> str:
        # A move's key shares its game's hash tag (one atomic script writes both); a
        # creation's is tagged by itself.
        if game_id is None:
            return f"{self._prefix}:idem:create:{{{scope}}}"
        return f"{self._prefix}:idem:{{{game_id}}}:{scope}"

    def channel(self, game_id: str) -> str:
        """The pub/sub channel on which each commit publishes the game's new log length."""
        return f"{self._prefix}:notify:{{{game_id}}}"

    def create(
        self, game_id: str, data: bytes, events: Sequence[bytes], ttl: float | None = None
    ) -> None:
        keys = [*self._keys(game_id), self._keys(game_id)[0], *self._lifetime_keys(game_id)]
        try:
            written = self._commit(
                keys=keys, args=["0", data, "", "0", _ms(ttl), *eventlog.pack_move(events)]
            )
        except redis.exceptions.RedisError as exc:
            raise StoreUnavailable(str(exc)) from exc
        if not written:
            raise GameExists(game_id)

    def _rate_key(self, charge: Charge) -> str:
        return f"{self._prefix}:rate:{charge.key}"

    def spend(self, key: str, amount: int, seconds: int, cost: int) -> int:
        try:
            wait = self._script(self._spend, [f"{self._prefix}:cpu:{key}"],
                                [amount, seconds * 1000, cost])
        except redis.exceptions.RedisError as exc:
            raise StoreUnavailable(str(exc)) from exc
        assert isinstance(wait, int)  # a Lua number comes back a Redis integer
        return wait

    def _hint_key(self, game_id: str, version: int, seat: int) -> str:
        return f"{self._prefix}:hint:{{{game_id}}}:{version}:{seat}"

    def hint(self, game_id: str, version: int, seat: int) -> bytes | None:
        try:
            kept = self._direct("GET", self._hint_key(game_id, version, seat))
        except redis.exceptions.RedisError as exc:
            raise StoreUnavailable(str(exc)) from exc
        return kept if isinstance(kept, bytes) else None

    def keep_hint(self, game_id: str, version: int, seat: int, reply: bytes, ttl: int) -> None:
        keys = [self._hint_key(game_id, version, seat), self._keys(game_id)[0],
                self._lifetime_keys(game_id)[0]]
        try:
            self._script(self._keep_hint, keys, [reply, ttl * 1000])
        except redis.exceptions.RedisError as exc:
            raise StoreUnavailable(str(exc)) from exc

    def load(self, game_id: str, charge: Charge | None = None) -> Snapshot | None:
        if charge is not None and self._cluster:
            self.charge(charge)
            charge = None
        key = self._keys(game_id)[0]
        try:
            if charge is None:
                version, data = self._direct("HMGET", key, "v", "s")  # type: ignore[misc]
            else:
                reply = self._script(self._load, [key, self._rate_key(charge)], charge.args())
        except redis.exceptions.RedisError as exc:
            raise StoreUnavailable(str(exc)) from exc
        if charge is not None:
            charge.settle(reply[0])
            version, data = reply[1], reply[2]
        if version is None or data is None:
            return None
        return Snapshot(int(version), data)

    def charge(self, charge: Charge) -> None:
        try:
            verdict = self._charge(keys=[self._rate_key(charge)], args=charge.args())
        except redis.exceptions.RedisError as exc:
            raise StoreUnavailable(str(exc)) from exc
        charge.settle(verdict)

    def commit(
        self,
        game_id: str,
        expected: int,
        data: bytes,
        events: Sequence[bytes],
        record: IdempotencyRecord | None = None,
        ttl: float | None = None,
    ) -> bool:
        keys = self._keys(game_id)
        if record is None:
            keys.append(keys[0])
            extra = ["", "0"]
        else:
            keys.append(self._idem_key(game_id, record.scope))
            extra = [record.value, str(record.ttl)]
        keys.extend(self._lifetime_keys(game_id))
        args = [str(expected), data, *extra, _ms(ttl), *eventlog.pack_move(events)]
        try:
            return bool(self._script(self._commit, keys, args))
        except redis.exceptions.RedisError as exc:
            # A timeout may leave the outcome unknown; the script is atomic, so either all of
            # it ran or none, and the client's retry finds out which by the version (or, with
            # an Idempotency-Key, by the stored reply).
            raise StoreUnavailable(str(exc)) from exc

    def claim(
        self, game_id: str | None, scope: str, pending: bytes, ttl_ms: int,
        charge: Charge | None = None,
    ) -> tuple[bytes | None, Snapshot | None]:
        if charge is not None and self._cluster:
            self.charge(charge)
            charge = None
        key = self._idem_key(game_id, scope)
        snap_key = self._keys(game_id)[0] if game_id else key
        if charge is None:
            keys, args = [snap_key, key, key], [pending, ttl_ms, 0]
        else:
            keys, args = [snap_key, key, self._rate_key(charge)], [pending, ttl_ms, *charge.args()]
        try:
            reply = self._script(self._claim, keys, args)
        except redis.exceptions.RedisError as exc:
            raise StoreUnavailable(str(exc)) from exc
        if charge is not None:
            charge.settle(reply[0])
        if reply[1]:
            return reply[1], None
        if game_id is None or len(reply) < 4 or reply[2] is None or reply[3] is None:
            return None, None
        return None, Snapshot(int(reply[2]), reply[3])

    def release(self, game_id: str | None, scope: str, pending: bytes) -> None:
        try:
            self._release(keys=[self._idem_key(game_id, scope)], args=[pending])
        except redis.exceptions.RedisError as exc:
            raise StoreUnavailable(str(exc)) from exc

    def remember(self, game_id: str | None, scope: str, record: bytes, ttl: int) -> None:
        try:
            self._redis.set(self._idem_key(game_id, scope), record, ex=ttl)
        except redis.exceptions.RedisError as exc:
            raise StoreUnavailable(str(exc)) from exc

    def events(self, game_id: str, after: int = 0) -> list[bytes]:
        try:
            back, stored = self._script(
                self._read_events, [self._keys(game_id)[1]], [max(after, 0)])
        except redis.exceptions.RedisError as exc:
            raise StoreUnavailable(str(exc)) from exc
        return eventlog.unpack_all(stored)[back:]

    def archive(self, game_id: str, expected: int, data: bytes) -> bool:
        try:
            return bool(self._archive(keys=self._keys(game_id)[:2], args=[str(expected), data]))
        except redis.exceptions.RedisError as exc:
            raise StoreUnavailable(str(exc)) from exc

    def delete(self, game_id: str) -> bool:
        keys = [*self._keys(game_id)[:2], *self._lifetime_keys(game_id)]
        try:
            return bool(self._delete(keys=keys))
        except redis.exceptions.RedisError as exc:
            raise StoreUnavailable(str(exc)) from exc

    def expires_in(self, game_id: str) -> float | None:
        try:
            ms = self._redis.pttl(self._keys(game_id)[0])
        except redis.exceptions.RedisError as exc:
            raise StoreUnavailable(str(exc)) from exc
        return None if ms < 0 else ms / 1000

    def load_many(self, game_ids: Sequence[str]) -> list[Snapshot | None]:
        try:
            pipe = self._redis.pipeline(transaction=False)
            for game_id in game_ids:
                pipe.hmget(self._keys(game_id)[0], ["v", "s"])
            replies = pipe.execute()
        except redis.exceptions.RedisError as exc:
            raise StoreUnavailable(str(exc)) from exc
        return [
            None if v is None or data is None else Snapshot(int(v), data) for v, data in replies
        ]

    def index(self, tag: str, entry: str | None, ttl: float | None) -> None:
        try:
            self._index(keys=[self._tag_key(tag)], args=[entry or "", _ms(ttl)])
        except redis.exceptions.RedisError as exc:
            raise StoreUnavailable(str(exc)) from exc

    def index_page(self, tag: str, after: str | None, limit: int) -> list[str]:
        start = b"(" + after.encode() if after else b"-"
        try:
            entries = self._redis.zrangebylex(self._tag_key(tag), start, b"+", 0, limit)
        except redis.exceptions.RedisError as exc:
            raise StoreUnavailable(str(exc)) from exc
        return [e.decode() for e in entries]

    def unindex(self, tag: str, entries: Sequence[str]) -> None:
        if not entries:
            return
        try:
            self._redis.zrem(self._tag_key(tag), *entries)
        except redis.exceptions.RedisError as exc:
            raise StoreUnavailable(str(exc)) from exc

    def ping(self) -> None:
        try:
            self._redis.ping()
        except redis.exceptions.RedisError as exc:
            raise StoreUnavailable(str(exc)) from exc
