"""Live updates: a game's event log streamed as Server-Sent Events while it grows.

A stream is the JSON event log read again each time the log grows: the same
:meth:`GameService.events <referee.core.games.GameService.events>` call, so the same per-seat
redaction (G3) and the same spectator delay. The log is the source of truth; notifications only
say *when* to read it again:

* :class:`Notifier`: wakes the streams of one game in this process. With the in-memory store,
  the store calls it on each commit.
* :class:`RedisNotifier`: with Redis, each commit PUBLISHes the game's new log length (see
  :mod:`referee.storage.store`); one pattern subscription per process hears every game's and wakes the
  local streams, so a move made through any process reaches streams held by every other.

A stream also reads the log at every heartbeat, so a lost notification (Redis restarted, the
subscription reconnecting) delays an event by one heartbeat at most and never loses it. Resume
needs no state on the server: ``Last-Event-ID`` is the last ``seq`` the client saw.

Browsers' ``EventSource`` cannot send ``Authorization``, and tokens never go in URLs, so a seat
trades its token for a :class:`ticket <Tickets>`: random, single use, valid for a minute,
stored only as a digest, and never logged.
"""

from __future__ import annotations

import logging
import threading
import time
from abc import ABC, abstractmethod
from collections.abc import Callable, Iterator
from contextlib import contextmanager

import orjson
import redis
import redis.exceptions

from referee.core import auth, clocks, director
from referee.core.auth import Caller
from referee.core.games import Game, GameNotFound, GameService
from referee.storage.store import StoreUnavailable

log = logging.getLogger("referee")

EVENT_STREAM = "text/event-stream"
#: The event after which a stream ends: nothing can follow it.
GAME_ENDED = "game_ended"
#: Seconds a stream ticket stays valid.
TICKET_SECONDS = 60
#: Sent first: how long a browser waits before reconnecting (ms), and it flushes the headers.
OPENING = b"retry: 1000\n\n"
#: An SSE comment: keeps an idle connection open through proxies, and finds dead clients.
HEARTBEAT = b": heartbeat\n\n"


def frame(event: dict) -> bytes:
    """One event as an SSE message: its ``seq`` as ``id`` (what ``Last-Event-ID`` sends back on
    reconnection), the event as one line of JSON as ``data``. There is no ``event:`` field, so a
    browser's ``onmessage`` receives every type; the type is in the data."""
    return b"id: %d\ndata: %s\n\n" % (event["seq"], orjson.dumps(event))


# ----------------------------------------------------------------------------------------------
# Notifiers


class Subscription:
    """One stream's doorbell: rung when its game's log may have grown."""

    def __init__(self) -> None:
        # Looked up at call time, so gevent's monkey-patching (done after import) applies.
        self._rung = threading.Event()

    def ring(self) -> None:
        self._rung.set()

    def wait(self, timeout: float) -> bool:
        """Wait until rung (True) or ``timeout`` seconds (False). A ring between two waits is
        kept, so nothing rung after the caller's last read of the log is missed."""
        rung = self._rung.wait(timeout)
        self._rung.clear()
        return rung


class Notifier:
    """Wakes the streams of a game held in this process. Alone (with the in-memory store, whose
    commits call :meth:`publish`) it is all a single process needs."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._subscriptions: dict[str, set[Subscription]] = {}

    @contextmanager
    def subscribe(self, game_id: str) -> Iterator[Subscription]:
        """A subscription to ``game_id``'s log, for the duration of the ``with`` block: every
        notification of the game from its start on rings it."""
        self._listen_now()
        subscription = Subscription()
        with self._lock:
            self._subscriptions.setdefault(game_id, set()).add(subscription)
        try:
            yield subscription
        finally:
            with self._lock:
                held = self._subscriptions.get(game_id, set())
                held.discard(subscription)
                if not held:
                    self._subscriptions.pop(game_id, None)

    def _listen_now(self) -> None:
        """Hook: a subscription is being made (the Redis notifier makes sure it listens)."""

    def publish(self, game_id: str, *_: object) -> None:
        """Ring every subscription to ``game_id`` in this process."""
        with self._lock:
            subscriptions = list(self._subscriptions.get(game_id, ()))
        for subscription in subscriptions:
            subscription.ring()

    def publish_all(self) -> None:
        """Ring every subscription: notifications may have been missed, read the logs again."""
        with self._lock:
            subscriptions = [s for held in self._subscriptions.values() for s in held]
        for subscription in subscriptions:
            subscription.ring()

    def subscriber_count(self) -> int:
        with self._lock:
            return sum(len(held) for held in self._subscriptions.values())

    def close(self) -> None:
        """Stop listening (nothing to stop here)."""


class RedisNotifier(Notifier):
    """Hears every game's commit notifications through one Redis pattern subscription
    (``<prefix>:notify:{*}``) and wakes this process's streams of that game.

    The subscription has its own thread (a greenlet under gevent), started with the first
    stream. It waits with ``get_message(timeout=…)``, which polls the socket without reading
    it, so the Redis client's ``socket_timeout`` (``REFEREE_REDIS_TIMEOUT``, meant to fail a
    request fast) never fires on an idle subscription as it would on a blocking ``listen()``.
    """

    #: Seconds between checks that the notifier was closed; also the reconnection pause.
    POLL = 1.0

    def __init__(self, client: redis.Redis, channel: Callable[[str], str]) -> None:
        super().__init__()
        self._client = client
        head, _, tail = channel("\0").partition("\0")
        self._head, self._tail = head.encode(), tail.encode()
        self._pattern = channel("*")
        self._thread: threading.Thread | None = None
        self._closed = threading.Event()
        self._listening = threading.Event()
        self._start_lock = threading.Lock()

    def _listen_now(self) -> None:
        with self._start_lock:
            if self._thread is None and not self._closed.is_set():
                self._thread = threading.Thread(
                    target=self._listen, name="referee-notifier", daemon=True
                )
                self._thread.start()
        # A stream reads the log once subscribed; when Redis is slow to confirm, it still does,
        # and the heartbeats' reads make up for what the subscription misses meanwhile.
        self._listening.wait(self.POLL)

    def _game_of(self, channel: bytes) -> str | None:
        if channel.startswith(self._head) and channel.endswith(self._tail):
            return channel[len(self._head):len(channel) - len(self._tail)].decode()
        return None

    def _listen(self) -> None:
        while not self._closed.is_set():
            pubsub = self._client.pubsub()
            try:
                pubsub.psubscribe(self._pattern)
                while not self._closed.is_set():
                    message = pubsub.get_message(timeout=self.POLL)
                    if message is None:
                        continue
                    if message["type"] == "pmessage":
                        game_id = self._game_of(message["channel"])
                        if game_id is not None:
                            self.publish(game_id)
                    elif message["type"] == "psubscribe":
                        # (Re)subscribed: what was published before now is in the logs.
                        self.publish_all()
                        self._listening.set()
            except (redis.exceptions.RedisError, OSError) as exc:
                self._listening.clear()
                log.warning(
                    "live updates: the Redis subscription failed (%s); streams read the log "
                    "at each heartbeat until it is back", exc,
                )
                self.publish_all()
                self._closed.wait(self.POLL)
            finally:
                try:
                    pubsub.close()
                except (redis.exceptions.RedisError, OSError):
                    pass

    def close(self) -> None:
        """Stop listening: the thread ends within :data:`POLL` seconds."""
        self._closed.set()


# ----------------------------------------------------------------------------------------------
# Stream tickets


def _caller_code(caller: Caller) -> str:
    return "table" if caller.table else f"seat:{caller.seat}"


def _caller_of(code: str) -> Caller:
    if code == "table":
        return Caller(table=True)
    return Caller(seat=int(code.removeprefix("seat:")))


class Tickets(ABC):
    """Single-use stream tickets: a ticket stands for a caller of one game for
    :data:`TICKET_SECONDS`, and is gone once redeemed. Only digests are stored."""

    def __init__(self, seconds: float = TICKET_SECONDS) -> None:
        self.seconds = seconds

    def issue(self, game_id: str, caller: Caller) -> str:
        """A new ticket for ``caller`` in ``game_id``.

        Raises:
            StoreUnavailable: the ticket could not be stored.
        """
        ticket = auth.new_token()
        self._put(game_id, auth.digest(ticket), _caller_code(caller))
        return ticket

    def redeem(self, game_id: str, ticket: str) -> Caller | None:
        """The caller ``ticket`` stands for in ``game_id``, once; None for a ticket unknown,
        used, expired, or of another game.

        Raises:
            StoreUnavailable: the store could not be asked.
        """
        code = self._take(game_id, auth.digest(ticket))
        return None if code is None else _caller_of(code)

    @abstractmethod
    def _put(self, game_id: str, digest: str, code: str) -> None: ...

    @abstractmethod
    def _take(self, game_id: str, digest: str) -> str | None: ...


class MemoryTickets(Tickets):
    """Tickets in this process's memory (with the in-memory store)."""

    def __init__(
        self, seconds: float = TICKET_SECONDS, clock: Callable[[], float] = time.monotonic
    ) -> None:
        super().__init__(seconds)
        self._clock = clock
        self._lock = threading.Lock()
        self._tickets: dict[tuple[str, str], tuple[float, str]] = {}

    def _put(self, game_id: str, digest: str, code: str) -> None:
        now = self._clock()
        with self._lock:
            for key in [k for k, (expiry, _) in self._tickets.items() if expiry <= now]:
                del self._tickets[key]
            self._tickets[(game_id, digest)] = (now + self.seconds, code)

    def _take(self, game_id: str, digest: str) -> str | None:
        with self._lock:
            expiry, code = self._tickets.pop((game_id, digest), (0.0, None))
        return code if expiry > self._clock() else None


# Redeem a ticket: its value, deleted in the same atomic step (GETDEL, before Redis 6.2 too).
_TAKE = """
local code = redis.call('GET', KEYS[1])
if code then redis.call('DEL', KEYS[1]) end
return code
"""


class RedisTickets(Tickets):
    """Tickets in Redis, ``<prefix>:ticket:{id}:<digest>`` with an expiry; redeeming is one
    atomic get-and-delete, so a ticket opens one stream even when presented twice at once."""

    def __init__(self, client: redis.Redis, prefix: str, seconds: float = TICKET_SECONDS) -> None:
        super().__init__(seconds)
        self._redis = client
        self._prefix = prefix
        self._take_script = client.register_script(_TAKE)

    def _key(self, game_id: str, digest: str) -> str:
        return f"{self._prefix}:ticket:{{{game_id}}}:{digest}"

    def _put(self, game_id: str, digest: str, code: str) -> None:
        try:
            self._redis.set(self._key(game_id, digest), code, px=int(self.seconds * 1000))
        except redis.exceptions.RedisError as exc:
            raise StoreUnavailable(str(exc)) from exc

    def _take(self, game_id: str, digest: str) -> str | None:
        try:
            code = self._take_script(keys=[self._key(game_id, digest)])
        except redis.exceptions.RedisError as exc:
            raise StoreUnavailable(str(exc)) from exc
        return None if code is None else code.decode()


# ----------------------------------------------------------------------------------------------
# Streams


class LiveEvents:
    """Live event streams over a :class:`GameService`: what ``Accept: text/event-stream`` on
    ``GET /v1/games/{id}/events`` serves, and the tickets that open them from a browser."""

    def __init__(
        self, service: GameService, notifier: Notifier, tickets: Tickets, heartbeat: float
    ) -> None:
        self.service = service
        self.notifier = notifier
        self.tickets = tickets
        self.heartbeat = heartbeat

    def stream(self, game: Game, caller: Caller, after: int) -> Iterator[bytes]:
        """SSE messages: every event after ``after`` as ``caller`` may see it (redacted, and as
        late as the spectator delay says), then each new one as it is logged, with heartbeats
        while idle, until ``game_ended``. Ends early, for the client to reconnect, when the
        store fails."""
        with self.notifier.subscribe(game.id) as subscription:
            yield OPENING
            last = after
            while True:
                try:
                    events = self.service.events(game, caller, last)
                except StoreUnavailable as exc:
                    log.warning("live updates: a stream of game %s ends: %s", game.id, exc)
                    return
                for event in events:
                    yield frame(event)
                    last = event["seq"]
                    if event["type"] == GAME_ENDED or director.ends_play(event):
                        return
                if not subscription.wait(self._idle(game)):
                    if game.clocks is None and not self._exists(game):
                        return  # deleted, or expired (referee.core.lifecycle): nothing will follow
                    yield HEARTBEAT
                if game.clocks is not None:
                    # docs/lifecycle.md: a stream is a request too; reading the game again settles a
                    # clock that has run out, and the forfeit's events follow at once.
                    try:
                        game = self.service.load(game.id)
                    except StoreUnavailable as exc:
                        log.warning("live updates: a stream of game %s ends: %s", game.id, exc)
                        return
                    except GameNotFound:
                        return

    def _exists(self, game: Game) -> bool:
        # One read per idle heartbeat; a store failure is the next read of the log's to tell.
        try:
            return self.service.store.load(game.id) is not None
        except StoreUnavailable:
            return True

    def _idle(self, game: Game) -> float:
        """How long an idle stream waits: a heartbeat, or less when a clock of the game runs
        out sooner (so that its forfeit reaches the stream when it happens)."""
        deadline = clocks.deadline(game.clocks) if game.clocks is not None else None
        if deadline is None:
            return self.heartbeat
        return min(self.heartbeat, max(0.05, deadline - self.service.clock() + 0.01))

    def finished_for(self, game: Game, after: int) -> bool:
        """True when ``game`` has ended and every event up to its end is before ``after``:
        nothing will ever follow, so a reconnecting browser is told to stop (204)."""
        return director.ended(game.variant, game.state, game.record) and after >= game.events

    def close(self) -> None:
        self.notifier.close()
