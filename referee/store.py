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

import threading
from abc import ABC, abstractmethod
from dataclasses import dataclass
from typing import Sequence

import redis
import redis.exceptions


class StoreUnavailable(Exception):
    """The store cannot be reached or failed; nothing was changed by the request."""


class GameExists(Exception):
    """A game with this id already exists (ids are random: practically never)."""


@dataclass(frozen=True)
class Snapshot:
    version: int
    data: bytes


class Store(ABC):
    """The storage contract. Versions start at 1 when a game is created."""

    @abstractmethod
    def create(self, game_id: str, data: bytes, events: Sequence[bytes]) -> None:
        """Store a new game at version 1 with its first events.

        Raises:
            GameExists: if ``game_id`` is taken. StoreUnavailable: on a store failure.
        """

    @abstractmethod
    def load(self, game_id: str) -> Snapshot | None:
        """The game's current snapshot, or ``None`` if there is no such game.

        Raises:
            StoreUnavailable: on a store failure.
        """

    @abstractmethod
    def commit(
        self, game_id: str, expected: int, data: bytes, events: Sequence[bytes]
    ) -> bool:
        """Replace the snapshot at version ``expected`` by ``data`` (version ``expected + 1``)
        and append ``events``, atomically. Returns False, changing nothing, if the current
        version is not ``expected`` (another move won the race).

        Raises:
            StoreUnavailable: on a store failure (then nothing was changed).
        """

    @abstractmethod
    def events(self, game_id: str, after: int = 0) -> list[bytes]:
        """The stored events with ``seq > after`` (``seq`` counts from 1), oldest first.

        Raises:
            StoreUnavailable: on a store failure.
        """

    @abstractmethod
    def ping(self) -> None:
        """Raises StoreUnavailable when the store does not answer."""

    persistent: bool = True


class MemoryStore(Store):
    """Games in this process's memory, guarded by one lock. Nothing survives a restart."""

    persistent = False

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._games: dict[str, Snapshot] = {}
        self._events: dict[str, list[bytes]] = {}

    def create(self, game_id: str, data: bytes, events: Sequence[bytes]) -> None:
        with self._lock:
            if game_id in self._games:
                raise GameExists(game_id)
            self._games[game_id] = Snapshot(1, data)
            self._events[game_id] = list(events)

    def load(self, game_id: str) -> Snapshot | None:
        with self._lock:
            return self._games.get(game_id)

    def commit(self, game_id: str, expected: int, data: bytes, events: Sequence[bytes]) -> bool:
        with self._lock:
            current = self._games.get(game_id)
            if current is None or current.version != expected:
                return False
            self._games[game_id] = Snapshot(expected + 1, data)
            self._events[game_id].extend(events)
            return True

    def events(self, game_id: str, after: int = 0) -> list[bytes]:
        with self._lock:
            return list(self._events.get(game_id, ())[max(after, 0):])

    def ping(self) -> None:
        return None


# KEYS[1] snapshot hash {v, s}; KEYS[2] event list; KEYS[3] the game's notification channel.
# ARGV[1] expected version ("0" to create), ARGV[2] the new snapshot, ARGV[3..] events.
# Returns 1 when written, 0 when the version moved. After a write it publishes the log's new
# length on the channel, so live streams in any process learn of new events at once (the log
# stays the source of truth: a missed notification only delays a stream until its next poll).
_COMMIT = """
local current = redis.call('HGET', KEYS[1], 'v')
if ARGV[1] == '0' then
  if current then return 0 end
elseif current ~= ARGV[1] then
  return 0
end
redis.call('HSET', KEYS[1], 'v', tostring(tonumber(ARGV[1]) + 1), 's', ARGV[2])
if #ARGV > 2 then
  local length = redis.call('RPUSH', KEYS[2], unpack(ARGV, 3))
  redis.call('PUBLISH', KEYS[3], length)
end
return 1
"""


class RedisStore(Store):
    """Games in Redis: ``<prefix>:game:{id}`` (hash: ``v`` version, ``s`` snapshot) and
    ``<prefix>:events:{id}`` (list of events); commits publish on ``<prefix>:notify:{id}``.
    Every failure becomes :class:`StoreUnavailable`."""

    def __init__(self, client: redis.Redis, prefix: str = "referee") -> None:
        self._redis = client
        self._prefix = prefix
        self._commit = client.register_script(_COMMIT)

    @classmethod
    def from_url(cls, url: str, *, timeout: float = 2.0, prefix: str = "referee") -> "RedisStore":
        client = redis.Redis.from_url(
            url,
            socket_timeout=timeout,
            socket_connect_timeout=timeout,
            health_check_interval=30,
        )
        return cls(client, prefix)

    def _keys(self, game_id: str) -> list[str]:
        tag = "{" + game_id + "}"
        return [
            f"{self._prefix}:game:{tag}",
            f"{self._prefix}:events:{tag}",
            self.channel(game_id),
        ]

    def channel(self, game_id: str) -> str:
        """The pub/sub channel on which each commit publishes the game's new log length."""
        return f"{self._prefix}:notify:{{{game_id}}}"

    def create(self, game_id: str, data: bytes, events: Sequence[bytes]) -> None:
        try:
            written = self._commit(keys=self._keys(game_id), args=["0", data, *events])
        except redis.exceptions.RedisError as exc:
            raise StoreUnavailable(str(exc)) from exc
        if not written:
            raise GameExists(game_id)

    def load(self, game_id: str) -> Snapshot | None:
        try:
            version, data = self._redis.hmget(self._keys(game_id)[0], ["v", "s"])
        except redis.exceptions.RedisError as exc:
            raise StoreUnavailable(str(exc)) from exc
        if version is None or data is None:
            return None
        return Snapshot(int(version), data)

    def commit(self, game_id: str, expected: int, data: bytes, events: Sequence[bytes]) -> bool:
        try:
            return bool(
                self._commit(keys=self._keys(game_id), args=[str(expected), data, *events])
            )
        except redis.exceptions.RedisError as exc:
            # A timeout may leave the outcome unknown; the script is atomic, so either all of
            # it ran or none, and the client's retry finds out which by the version (or, with
            # an Idempotency-Key, by the stored reply).
            raise StoreUnavailable(str(exc)) from exc

    def events(self, game_id: str, after: int = 0) -> list[bytes]:
        try:
            return self._redis.lrange(self._keys(game_id)[1], max(after, 0), -1)
        except redis.exceptions.RedisError as exc:
            raise StoreUnavailable(str(exc)) from exc

    def ping(self) -> None:
        try:
            self._redis.ping()
        except redis.exceptions.RedisError as exc:
            raise StoreUnavailable(str(exc)) from exc
