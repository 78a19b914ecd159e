"""The Redis store: games in Redis, under the key layout of :mod:`referee.storage.keys`, changed
by the Lua scripts of ``lua/`` (:mod:`referee.storage.scripts`), each atomic. The contract is
:class:`~referee.storage.store.Store`'s."""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from typing import cast
from urllib.parse import parse_qsl, unquote, urlsplit

import redis
import redis.cluster
import redis.exceptions
import redis.sentinel

from referee.storage import eventlog, scripts
from referee.storage.keys import Keys
from referee.storage.rates import Charge
from referee.storage.store import (
    GameExists,
    IdempotencyRecord,
    KeyAnswered,
    NotReplicated,
    Snapshot,
    Store,
    StoreUnavailable,
)

#: What redis-py retries (a connection refused, lost or timed out).
_LOST = (redis.exceptions.ConnectionError, redis.exceptions.TimeoutError, OSError)


def _ms(ttl: float | None) -> str:
    """A time to live as the scripts take it: whole milliseconds, "" for none."""
    return "" if ttl is None else str(max(1, round(ttl * 1000)))


#: The TLS options a ``rediss+sentinel://`` URL's query may give, as redis-py names them.
_TLS_OPTIONS = ("ssl_ca_certs", "ssl_certfile", "ssl_keyfile", "ssl_cert_reqs", "ssl_ca_path")


def sentinel_master(url: str, timeout: float, name: str | None = None) -> redis.Redis:
    """The client of the master a Sentinel group names, from
    ``redis+sentinel://[user:password@]host:port[,host:port...]/<master name>[/<db>]`` (docs/
    deployment.md): redis-py's :class:`redis.sentinel.Sentinel` asks the sentinels for the
    master at each new connection, so the client follows a failover by itself (a connection
    to the old master fails, or finds it demoted, and the next one goes to the new). The user
    and password are the master's (and its replicas'); ``?sentinel_password=`` (and
    ``sentinel_username=``) the sentinels' own when they ask for one. ``rediss+sentinel://``
    speaks TLS to both, with the query's ``ssl_*`` options as for ``rediss://``. ``name``:
    the name the master's connections give themselves (``CLIENT SETNAME``).

    Raises:
        ValueError: the URL names no sentinel or no master.
    """
    parts = urlsplit(url)
    query = dict(parse_qsl(parts.query))
    hosts = parts.netloc.rpartition("@")[2]
    sentinels = []
    for address in filter(None, hosts.split(",")):
        host, sep, port = address.rpartition(":")
        if not sep or "]" in port:  # no port: Sentinel's own
            host, port = address, "26379"
        sentinels.append((host.strip("[]"), int(port)))
    path = [unquote(part) for part in parts.path.split("/") if part]
    if not sentinels or not path:
        raise ValueError("a redis+sentinel:// URL names sentinels and a master: "
                         "redis+sentinel://host:26379,host2:26379/mymaster/0")
    tls: dict[str, object] = {}
    if parts.scheme == "rediss+sentinel":
        tls = {"ssl": True, **{k: v for k, v in query.items() if k in _TLS_OPTIONS}}
    common = {"socket_timeout": timeout, "socket_connect_timeout": timeout, **tls}
    sentinel_auth = {k: query[k] for k in ("sentinel_username", "sentinel_password")
                     if k in query}
    group = redis.sentinel.Sentinel(
        sentinels,
        sentinel_kwargs={**common, **{k.removeprefix("sentinel_"): v
                                      for k, v in sentinel_auth.items()}},
        **common,
    )
    return group.master_for(
        path[0],
        db=int(path[1]) if len(path) > 1 else 0,
        username=unquote(parts.username) if parts.username else None,
        password=unquote(parts.password) if parts.password else None,
        health_check_interval=30,
        client_name=name,
    )


def _wrote(reply: object) -> bool:
    """Whether commit.lua wrote (1 + the log's length; 0 and -1 write nothing)."""
    return isinstance(reply, int) and reply > 0


def _no(seconds: float) -> bool:
    """The confirm of a write nothing waits on."""
    return False


def _replays(reply: object) -> bool:
    """Whether a claim's reply is a finished request's record (``D``, referee.core.idempotency;
    claim.lua touched it)."""
    return (isinstance(reply, list) and len(reply) > 1 and isinstance(reply[1], bytes)
            and reply[1][:1] == b"D")


def _deleted(reply: object) -> bool:
    """Whether delete.lua removed the game (1; a compare-and-delete lost writes nothing)."""
    return reply == 1


class RedisStore(Store):
    """Games in Redis, under ``prefix`` (the keys of :class:`~referee.storage.keys.Keys`): a
    snapshot hash and an event log a game, commits publishing on its channel; each commit gives
    every key of the game the same expiry. Every failure becomes :class:`StoreUnavailable`."""

    def __init__(self, client: redis.Redis, prefix: str = "referee", *, replicas: int = 0,
                 replicas_timeout: float = 1.0) -> None:
        self._redis = client
        #: Replicas (of the game's shard) each change must reach before it is answered
        #: (REFEREE_REDIS_REPLICAS; -1: those connected), and the wait for them in ms.
        self.replicas = replicas
        self._wait_ms = max(1, round(replicas_timeout * 1000))
        self._connected: dict[tuple[object, object], tuple[float, int]] = {}
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
    def from_url(cls, url: str, *, timeout: float = 2.0, prefix: str = "referee",
                 replicas: int = 0, replicas_timeout: float = 1.0,
                 name: str | None = None) -> RedisStore:
        """A store on ``url``; ``redis+cluster://`` (or ``rediss+cluster://``) and one node's
        address use a Redis Cluster client, which finds the other nodes itself;
        ``redis+sentinel://`` (or ``rediss+sentinel://``) the master the sentinels name
        (:func:`sentinel_master`). ``replicas``: how many replicas each change must reach
        before it is answered (REFEREE_REDIS_REPLICAS). ``name``: the name its connections
        give themselves (``CLIENT SETNAME``), so that ``CLIENT LIST`` tells the bot
        processes' apart (docs/deployment.md)."""
        waits = {"replicas": replicas, "replicas_timeout": replicas_timeout}
        if url.startswith(("redis+cluster://", "rediss+cluster://")):
            cluster = redis.cluster.RedisCluster.from_url(
                url.replace("+cluster", "", 1),
                socket_timeout=timeout,
                socket_connect_timeout=timeout,
                client_name=name,
            )
            return cls(cluster, prefix, **waits)
        if url.startswith(("redis+sentinel://", "rediss+sentinel://")):
            return cls(sentinel_master(url, timeout, name), prefix, **waits)
        client = redis.Redis.from_url(
            url,
            socket_timeout=timeout,
            socket_connect_timeout=timeout,
            health_check_interval=30,
            client_name=name,
        )
        return cls(client, prefix, **waits)

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

    # -- replicated before answered (REFEREE_REDIS_REPLICAS, docs/reliability.md) ---------------

    def _pool_of(self, key: str) -> redis.ConnectionPool:
        """The connection pool of the primary holding ``key``: the one Redis (or the master
        the sentinels name), or on a cluster the primary of the key's slot."""
        if self._pool is not None:
            return self._pool
        cluster = self._redis
        assert isinstance(cluster, redis.cluster.RedisCluster)
        node = cluster.get_redis_connection(cluster.get_node_from_key(key))
        return node.connection_pool

    def _wanted(self, connection: redis.connection.AbstractConnection) -> int:
        """How many replicas a write must reach: the setting, or with ``connected`` (-1) the
        replicas the primary has now (``ROLE``, asked on the connection, at most once a second
        per primary: a replica that drops out is not waited for)."""
        if self.replicas >= 0:
            return self.replicas
        now = time.monotonic()
        address = (getattr(connection, "host", None), getattr(connection, "port", None))
        known = self._connected.get(address)
        if known is None or now - known[0] > 1.0:
            connection.send_command("ROLE")
            role = connection.read_response()
            known = (now, len(role[2]) if role and role[0] == b"master" else 0)
            self._connected[address] = known
        return known[1]

    def _written(self, key: str, command: tuple[object, ...],
                 script: redis.commands.core.Script | None = None,
                 wait: Callable[[object], bool] | None = None,
                 then: Callable[[object], None] | None = None, hold: bool = False,
                 made: Callable[[object], bool] | None = None) -> object:
        """``command``'s reply (``script``'s ``EVALSHA``, loaded if the primary lacks it) on
        the primary of ``key``, answered once the replicas asked for hold what it wrote:
        ``WAIT`` is sent after it on the same connection, in the same round trip (it counts
        the writes of that connection only); with ``wait``, the command goes alone and the
        wait follows only when ``wait(reply)`` says it wrote what the caller answers with (an
        idempotent replay). ``then(reply)`` runs once the replicas have it (now, or when
        :attr:`NotReplicated.confirm` says so). With ``hold``, the confirm of a write not yet
        replicated keeps its connection to wait on (a change whose consequences wait for it:
        referee.core.games.Held); else it says no at once. ``made(reply)``: whether the
        command wrote anything (a compare-and-set lost writes nothing: it is never
        NotReplicated, whatever the wait found); by default it did.

        Raises:
            NotReplicated: the command ran; fewer replicas acknowledged it in time.
            redis.exceptions.RedisError: as the connection raises it (a connection lost while
            the command ran leaves its outcome unknown: it is never sent again).
        """
        if not self.replicas:
            try:
                return self._direct(*command)
            except redis.exceptions.NoScriptError:
                if script is None:
                    raise
                self._redis.script_load(script.script)
                return self._direct(*command)
        for _ in range(3):
            pool = self._pool_of(key)
            connection = pool.get_connection()
            held = False
            try:
                wanted = self._wanted(connection)
                waits = wanted > 0 and wait is None
                commands = [command, ("WAIT", wanted, self._wait_ms)] if waits else [command]
                connection.send_packed_command(connection.pack_commands(commands))
                try:
                    reply = connection.read_response()
                finally:
                    acked = self._acked(connection) if waits else wanted
                if wanted > 0 and wait is not None and wait(reply):
                    waits = True
                    connection.send_command("WAIT", wanted, self._wait_ms)
                    acked = self._acked(connection)
                if (waits and isinstance(acked, int) and acked < wanted
                        and (made is None or made(reply))):
                    held = hold
                    confirm = (self._confirm(pool, connection, wanted, then, reply)
                               if hold else _no)
                    raise NotReplicated(
                        f"{acked} of {wanted} replicas acknowledged in {self._wait_ms} ms",
                        confirm)
            except redis.exceptions.NoScriptError:
                if script is None:
                    raise
                # Not run: the script is loaded on this primary and sent again.
                connection.send_command("SCRIPT", "LOAD", script.script)
                connection.read_response()
                continue
            except (redis.exceptions.MovedError, redis.exceptions.AskError):
                # Not run: the slot has moved (a failover); the cluster's map is read again.
                self._remap()
                continue
            except _LOST:
                connection.disconnect()
                self._remap()
                raise
            finally:
                if not held:
                    pool.release(connection)
            if then is not None:
                then(reply)
            return reply
        raise StoreUnavailable(f"{command[0]!r} found no primary that takes it")

    def written(self, key: str, command: tuple[object, ...],
                script: redis.commands.core.Script | None = None, *, hold: bool = False,
                made: Callable[[object], bool] | None = None) -> object:
        """A write of the store's companion on the same Redis (a tournament's,
        referee.storage.tournaments), answered as the store's own are: once the replicas asked
        for hold it (:meth:`_written`, whose arguments these are).

        Raises:
            NotReplicated: written, fewer replicas acknowledged it in time. StoreUnavailable.
        """
        try:
            return self._written(key, command, script, hold=hold, made=made)
        except (redis.exceptions.RedisError, OSError) as exc:  # a lost connection too
            raise StoreUnavailable(str(exc)) from exc

    def _acked(self, connection: redis.connection.AbstractConnection) -> object:
        """The reply of a ``WAIT`` sent on ``connection``: read with the wait's own time on top
        of the socket's timeout (REFEREE_REDIS_TIMEOUT), which a wait may outlast."""
        socket = getattr(connection, "socket_timeout", None) or 0.0
        return connection.read_response(timeout=socket + self._wait_ms / 1000)

    def _remap(self) -> None:
        """On a cluster, read the map of slots again (after a failover moved them)."""
        cluster = self._redis
        if isinstance(cluster, redis.cluster.RedisCluster):
            try:
                cluster.nodes_manager.initialize()
            except redis.exceptions.RedisError:
                pass  # the cluster client retries on its next command

    def _confirm(self, pool: redis.ConnectionPool, connection: redis.connection.AbstractConnection,
                 wanted: int, then: Callable[[object], None] | None,
                 reply: object) -> Callable[[float], bool]:
        """The :attr:`NotReplicated.confirm` of a write made on ``connection``: the same wait,
        ``seconds`` longer, on the same connection (given back to ``pool`` after); ``then`` its
        ``reply`` once it is answered yes."""
        def confirm(seconds: float) -> bool:
            try:
                connection.send_command("WAIT", wanted, max(1, round(seconds * 1000)))
                acked = connection.read_response(timeout=seconds + 5)
                if isinstance(acked, int) and acked >= wanted:
                    if then is not None:
                        then(reply)
                    return True
                return False
            except (redis.exceptions.RedisError, *_LOST):
                connection.disconnect()
                return False
            finally:
                pool.release(connection)
        return confirm

    def channel(self, game_id: str) -> str:
        """The pub/sub channel on which each commit publishes the game's new log length."""
        return self._names.channel(game_id)

    def create(
        self, game_id: str, data: bytes, events: Sequence[bytes], ttl: float | None = None
    ) -> None:
        names = self._names
        keys = [*names.of_game(game_id), names.game(game_id), *names.lifetime(game_id)]
        args = ["0", data, "", "0", _ms(ttl), *eventlog.pack_move(events)]
        try:
            written = self._commit_script(game_id, keys, args)
        except redis.exceptions.RedisError as exc:
            raise StoreUnavailable(str(exc)) from exc
        if not written:
            raise GameExists(game_id)

    def _commit_script(self, game_id: str, keys: list[str], args: list[str]) -> object:
        """commit.lua on ``keys`` and ``args``; with replicas waited for, the live streams are
        told of the new events only once the replicas hold them: the script does not publish
        (its channel key is the snapshot's), this does, after the wait."""
        if not self.replicas:
            return self._written(keys[0], ("EVALSHA", self._commit.sha, len(keys), *keys, *args),
                                 self._commit)
        # 0: the version moved, -1: the key was answered; nothing was written.
        keys[2] = keys[0]
        channel = self._names.channel(game_id)

        def publish(reply: object) -> None:
            if isinstance(reply, int) and reply > 1:  # 1 + the log's new length
                try:
                    self._redis.publish(channel, reply - 1)
                except redis.exceptions.RedisError:
                    pass  # a missed notice only delays a stream to its next poll
        return self._written(keys[0], ("EVALSHA", self._commit.sha, len(keys), *keys, *args),
                             self._commit, then=publish, hold=True, made=_wrote)

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
                # HMGET of two fields: Redis replies a list of two, each bytes or nil.
                version, data = cast("list[bytes | None]", self._direct("HMGET", key, "v", "s"))
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
            written = self._commit_script(game_id, keys, args)
        except redis.exceptions.RedisError as exc:
            # A timeout may leave the outcome unknown; the script is atomic, so either all of
            # it ran or none, and the client's retry finds out which by the version (or, with
            # an Idempotency-Key, by the stored reply).
            raise StoreUnavailable(str(exc)) from exc
        if written == -1:
            raise KeyAnswered(record.scope if record else "")
        return bool(written)

    def claim(
        self, game_id: str | None, scope: str, pending: bytes, ttl_ms: int,
        charge: Charge | None = None,
    ) -> tuple[bytes | None, Snapshot | None]:
        if charge is not None and self._cluster:
            self.charge(charge)
            charge = None
        key = self._names.idem(game_id, scope)
        snap_key = self._names.game(game_id) if game_id else key
        pending = self._marker(pending)
        if charge is None:
            keys, args = [snap_key, key, key], [pending, ttl_ms, 0]
        else:
            keys = [snap_key, key, self._names.rate(charge.key)]
            args = [pending, ttl_ms, *charge.args()]
        try:
            # A reply found is answered only once the replicas hold it too (the script
            # touched it: the wait covers it, whoever wrote it).
            reply = self._written(key, ("EVALSHA", self._claim.sha, len(keys), *keys, *args),
                                  self._claim, wait=_replays)
        except redis.exceptions.RedisError as exc:
            raise StoreUnavailable(str(exc)) from exc
        if charge is not None:
            charge.settle(reply[0])
        if reply[1]:
            return reply[1], None
        if game_id is None or len(reply) < 4 or reply[2] is None or reply[3] is None:
            return None, None
        return None, Snapshot(int(reply[2]), reply[3])

    def _marker(self, pending: bytes) -> bytes:
        """The pending marker as the scripts take it: with replicas waited for, ending in
        ``@`` (claim.lua stores the primary's run id after it, so a marker a failover left
        behind is known as such and does not hold its key for the marker's whole life)."""
        return pending + b"@" if self.replicas else pending

    def release(self, game_id: str | None, scope: str, pending: bytes) -> None:
        try:
            self._release(keys=[self._names.idem(game_id, scope)], args=[self._marker(pending)])
        except redis.exceptions.RedisError as exc:
            raise StoreUnavailable(str(exc)) from exc

    def remember(self, game_id: str | None, scope: str, record: bytes, ttl: int) -> None:
        key = self._names.idem(game_id, scope)
        try:
            self._written(key, ("SET", key, record, "EX", ttl))
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
            command = ("EVALSHA", self._archive.sha, 2, *keys, str(expected), data)
            return bool(self._written(keys[0], command, self._archive, made=bool))
        except redis.exceptions.RedisError as exc:
            raise StoreUnavailable(str(exc)) from exc

    def delete(self, game_id: str, expected: int | None = None, scope: str | None = None) -> bool:
        names = self._names
        keys = [names.game(game_id), names.events(game_id), *names.lifetime(game_id)]
        keys.append(keys[0] if scope is None else names.idem(game_id, scope))
        version = "" if expected is None else str(expected)
        try:
            return self._written(keys[0], ("EVALSHA", self._delete.sha, len(keys), *keys, version),
                                 self._delete, made=_deleted) == 1
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
