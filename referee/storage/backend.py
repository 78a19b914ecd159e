"""The backend: one object per application that hands out everything kept outside the process.

A :class:`Backend` holds the game :class:`~referee.storage.store.Store` and makes, on the same storage,
the signing :class:`~referee.records.records.KeyStore`, the webhooks' :class:`~referee.delivery.webhooks.Outbox`,
the live streams' :class:`~referee.delivery.streams.Notifier` and
:class:`~referee.delivery.streams.Tickets`, the computer players'
:class:`~referee.storage.jobs.Jobs`, and the tournaments'
:class:`~referee.storage.tournaments.TournamentStore`. ``create_app`` builds one (:func:`make_backend`, or
:func:`backend_for` a store a test gives) and wires the service with it, once; no other module
reaches into a store's Redis client or asks which kind of store it has.

* :class:`RedisBackend`: everything in the store's Redis, under its key prefix (shared by every
  process and every worker).
* :class:`MemoryBackend`: everything in this process's memory (one process only, nothing kept).
"""

from __future__ import annotations

import logging
from abc import ABC, abstractmethod

from referee.config import Settings
from referee.delivery.streams import MemoryTickets, Notifier, RedisNotifier, RedisTickets, Tickets
from referee.delivery.webhooks import MemoryOutbox, Outbox, RedisOutbox
from referee.records.records import KeyStore, MemoryKeyStore, RedisKeyStore
from referee.storage.jobs import Jobs, MemoryJobs, RedisJobs
from referee.storage.memory import MemoryStore
from referee.storage.redis_store import RedisStore
from referee.storage.store import Store
from referee.storage.tournaments import MemoryTournaments, RedisTournaments, TournamentStore

log = logging.getLogger("referee")


class Backend(ABC):
    """The store and its companions, on one storage."""

    store: Store

    @abstractmethod
    def key_store(self) -> KeyStore:
        """Where the development signing key is kept (``referee.records.records``)."""

    @abstractmethod
    def outbox(self) -> Outbox:
        """The webhooks' jobs (``referee.delivery.webhooks``)."""

    @abstractmethod
    def notifier(self) -> Notifier:
        """What tells live streams that a game's log grew (``referee.delivery.streams``)."""

    @abstractmethod
    def tickets(self) -> Tickets:
        """The single-use tickets that open a live stream from a browser."""

    @abstractmethod
    def jobs(self, claim_seconds: float) -> Jobs:
        """The computer players' jobs (``referee.storage.jobs``), a job left unfinished
        ``claim_seconds`` given to another worker."""

    @abstractmethod
    def tournaments(self) -> TournamentStore:
        """The tournaments (``referee.storage.tournaments``)."""


class MemoryBackend(Backend):
    """Everything in this process's memory."""

    def __init__(self, store: MemoryStore | None = None) -> None:
        self.store = store if store is not None else MemoryStore()

    def key_store(self) -> KeyStore:
        return MemoryKeyStore()

    def outbox(self) -> Outbox:
        return MemoryOutbox()

    def notifier(self) -> Notifier:
        notifier = Notifier()
        self.store.listen(notifier.publish)  # each commit notifies, as Redis publishes
        return notifier

    def tickets(self) -> Tickets:
        return MemoryTickets()

    def jobs(self, claim_seconds: float) -> Jobs:
        return MemoryJobs(claim_seconds, self.store.windows)  # R287: next to the budgets

    def tournaments(self) -> TournamentStore:
        return MemoryTournaments()


class RedisBackend(Backend):
    """Everything in the store's Redis, under its key prefix."""

    def __init__(self, store: RedisStore) -> None:
        self.store = store

    def key_store(self) -> KeyStore:
        return RedisKeyStore(self.store.client, self.store.prefix)

    def outbox(self) -> Outbox:
        return RedisOutbox(self.store.client, self.store.prefix)

    def notifier(self) -> Notifier:
        return RedisNotifier(self.store.client, self.store.channel)

    def tickets(self) -> Tickets:
        return RedisTickets(self.store.client, self.store.prefix)

    def jobs(self, claim_seconds: float) -> Jobs:
        return RedisJobs(self.store.client, self.store.prefix, claim_seconds)

    def tournaments(self) -> TournamentStore:
        return RedisTournaments(self.store.client, self.store.prefix)


def make_backend(settings: Settings) -> Backend:
    """The backend ``settings`` ask for: Redis at ``REDIS_URL``, else memory (with a warning)."""
    if settings.redis_url:
        return RedisBackend(RedisStore.from_url(
            settings.redis_url, timeout=settings.redis_timeout, prefix=settings.key_prefix,
            replicas=settings.redis_replicas, replicas_timeout=settings.redis_replicas_timeout,
        ))
    log.warning(
        "REDIS_URL is not set: games are kept in this process's memory only; nothing persists "
        "and only one worker process may serve them"
    )
    return MemoryBackend()


def backend_for(store: Store) -> Backend:
    """The backend around a store made beforehand (tests, tools): the one place that asks
    which kind of store it is."""
    if isinstance(store, RedisStore):
        return RedisBackend(store)
    if isinstance(store, MemoryStore):
        return MemoryBackend(store)
    raise TypeError(f"no backend for a {type(store).__name__}")
