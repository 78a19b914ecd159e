"""The Redis store: games in Redis, under the key layout of :mod:`referee.storage.keys`, changed
by the Lua scripts of ``lua/`` (:mod:`referee.storage.scripts`), each atomic. The contract is
:class:`~referee.storage.store.Store`'s."""

from __future__ import annotations

from collections.abc import Sequence

import redis
import redis.cluster
import redis.exceptions

from referee.storage import eventlog, scripts
from referee.storage.keys import Keys
from referee.storage.rates import Charge
from referee.storage.store import GameExists, IdempotencyRecord, Snapshot, Store, StoreUnavailable

#: What redis-py retries (a connection refused, lost or timed out).
_LOST = (redis.exceptions.ConnectionError, redis.exceptions.TimeoutError, OSError)


def _ms(ttl: float | None) -> str:
    """A time to live as the scripts take it: whole milliseconds, "" for none."""
    return "" if ttl is None else str(max(1, round(ttl * 1000)))


class RedisStore(Store):
    """Games in Redis, under ``prefix`` (the keys of :class:`~referee.storage.keys.Keys`): a
    snapshot hash and an event log a game, commits publishing on its channel; each commit gives
    every key of the game the same expiry. Every failure becomes :class:`StoreUnavailable`."""

    def __init__(self, client: redis.Redis, prefix: str = "referee") -> None:
        self._redis = client
        self._prefix = prefix
        self._names = Keys(prefix)
        # One Redis (not a cluster, whose client routes each command): the hot calls take a
        # pooled connection themselves (:meth:`_direct`).
        self._pool = client.connection_pool if type(client) is redis.Redis else None
        self._commit = client.register_script(scripts.COMMIT)
        self._claim = client.register_script(scripts.CLAIM)
        self._release = client.register_script(scripts.RELEASE)
        self._read_events = client.register_script(scripts.EVENTS)
        self._delete = client.register_script(scripts.DELETE)
        self._index = client.register_script(scripts.INDEX)
        self._load = client.register_script(scripts.LOAD)
        self._charge = client.register_script(scripts.CHARGE)
        self._spend = client.register_script(scripts.SPEND)
        self._keep_hint = client.register_script(scripts.KEEP_HINT)
        # A script may only touch keys of one hash slot on a cluster: there a rate limit's
        # budget (another slot than the game's) costs its own round trip.
        self._cluster = isinstance(client, redis.cluster.RedisCluster)
        self._archive = client.register_script(scripts.ARCHIVE)

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

    def channel(self, game_id: str) -> str:
        """The pub/sub channel on which each commit publishes the game's new log length."""
        return self._names.channel(game_id)

    def create(
        self, game_id: str, data: bytes, events: Sequence[bytes], ttl: float | None = None
    ) -> None:
        names = self._names
        keys = [*names.of_game(game_id), names.game(game_id), *names.lifetime(game_id)]
        try:
            written = self._commit(
                keys=keys, args=["0", data, "", "0", _ms(ttl), *eventlog.pack_move(events)]
            )
        except redis.exceptions.RedisError as exc:
            raise StoreUnavailable(str(exc)) from exc
        if not written:
            raise GameExists(game_id)

    def spend(self, key: str, amount: int, seconds: int, cost: int) -> int:
        try:
            wait = self._script(self._spend, [self._names.cpu(key)],
                                [amount, seconds * 1000, cost])
        except redis.exceptions.RedisError as exc:
            raise StoreUnavailable(str(exc)) from exc
        assert isinstance(wait, int)  # a Lua number comes back a Redis integer
        return wait

    def hint(self, game_id: str, version: int, seat: int) -> bytes | None:
        try:
            kept = self._direct("GET", self._names.hint(game_id, version, seat))
        except redis.exceptions.RedisError as exc:
            raise StoreUnavailable(str(exc)) from exc
        return kept if isinstance(kept, bytes) else None

    def keep_hint(self, game_id: str, version: int, seat: int, reply: bytes, ttl: int) -> None:
        keys = [self._names.hint(game_id, version, seat), self._names.game(game_id),
                self._names.idemkeys(game_id)]
        try:
            self._script(self._keep_hint, keys, [reply, ttl * 1000])
        except redis.exceptions.RedisError as exc:
            raise StoreUnavailable(str(exc)) from exc

    def load(self, game_id: str, charge: Charge | None = None) -> Snapshot | None:
        if charge is not None and self._cluster:
            self.charge(charge)
            charge = None
        key = self._names.game(game_id)
        try:
            if charge is None:
                version, data = self._direct("HMGET", key, "v", "s")  # type: ignore[misc]
            else:
                keys = [key, self._names.rate(charge.key)]
                reply = self._script(self._load, keys, charge.args())
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
            verdict = self._charge(keys=[self._names.rate(charge.key)], args=charge.args())
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
        keys = self._names.of_game(game_id)
        if record is None:
            keys.append(keys[0])
            extra = ["", "0"]
        else:
            keys.append(self._names.idem(game_id, record.scope))
            extra = [record.value, str(record.ttl)]
        keys.extend(self._names.lifetime(game_id))
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
        key = self._names.idem(game_id, scope)
        snap_key = self._names.game(game_id) if game_id else key
        if charge is None:
            keys, args = [snap_key, key, key], [pending, ttl_ms, 0]
        else:
            keys = [snap_key, key, self._names.rate(charge.key)]
            args = [pending, ttl_ms, *charge.args()]
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
            self._release(keys=[self._names.idem(game_id, scope)], args=[pending])
        except redis.exceptions.RedisError as exc:
            raise StoreUnavailable(str(exc)) from exc

    def remember(self, game_id: str | None, scope: str, record: bytes, ttl: int) -> None:
        try:
            self._redis.set(self._names.idem(game_id, scope), record, ex=ttl)
        except redis.exceptions.RedisError as exc:
            raise StoreUnavailable(str(exc)) from exc

    def events(self, game_id: str, after: int = 0) -> list[bytes]:
        try:
            back, stored = self._script(
                self._read_events, [self._names.events(game_id)], [max(after, 0)])
        except redis.exceptions.RedisError as exc:
            raise StoreUnavailable(str(exc)) from exc
        return eventlog.unpack_all(stored)[back:]

    def archive(self, game_id: str, expected: int, data: bytes) -> bool:
        try:
            keys = [self._names.game(game_id), self._names.events(game_id)]
            return bool(self._archive(keys=keys, args=[str(expected), data]))
        except redis.exceptions.RedisError as exc:
            raise StoreUnavailable(str(exc)) from exc

    def delete(self, game_id: str) -> bool:
        names = self._names
        keys = [names.game(game_id), names.events(game_id), *names.lifetime(game_id)]
        try:
            return bool(self._delete(keys=keys))
        except redis.exceptions.RedisError as exc:
            raise StoreUnavailable(str(exc)) from exc

    def expires_in(self, game_id: str) -> float | None:
        try:
            ms = self._redis.pttl(self._names.game(game_id))
        except redis.exceptions.RedisError as exc:
            raise StoreUnavailable(str(exc)) from exc
        return None if ms < 0 else ms / 1000

    def load_many(self, game_ids: Sequence[str]) -> list[Snapshot | None]:
        try:
            pipe = self._redis.pipeline(transaction=False)
            for game_id in game_ids:
                pipe.hmget(self._names.game(game_id), ["v", "s"])
            replies = pipe.execute()
        except redis.exceptions.RedisError as exc:
            raise StoreUnavailable(str(exc)) from exc
        return [
            None if v is None or data is None else Snapshot(int(v), data) for v, data in replies
        ]

    def index(self, tag: str, entry: str | None, ttl: float | None) -> None:
        try:
            self._index(keys=[self._names.tag(tag)], args=[entry or "", _ms(ttl)])
        except redis.exceptions.RedisError as exc:
            raise StoreUnavailable(str(exc)) from exc

    def index_page(self, tag: str, after: str | None, limit: int) -> list[str]:
        start = b"(" + after.encode() if after else b"-"
        try:
            entries = self._redis.zrangebylex(self._names.tag(tag), start, b"+", 0, limit)
        except redis.exceptions.RedisError as exc:
            raise StoreUnavailable(str(exc)) from exc
        return [e.decode() for e in entries]

    def unindex(self, tag: str, entries: Sequence[str]) -> None:
        if not entries:
            return
        try:
            self._redis.zrem(self._names.tag(tag), *entries)
        except redis.exceptions.RedisError as exc:
            raise StoreUnavailable(str(exc)) from exc

    def ping(self) -> None:
        try:
            self._redis.ping()
        except redis.exceptions.RedisError as exc:
            raise StoreUnavailable(str(exc)) from exc
