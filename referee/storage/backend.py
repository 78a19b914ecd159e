"""The backend: one object per application that hands out everything kept outside the process.

A :class:`Backend` holds the game :class:`~referee.storage.store.Store` and makes, on the same storage,
the computer players' :class:`~referee.storage.jobs.Jobs` and the tournaments'
:class:`~referee.storage.tournaments.TournamentStore`. ``create_app`` builds one
(:func:`make_backend`, or :func:`backend_for` a store a test gives) and the composition root
(:func:`referee.bootstrap.companions`) builds on its storage the records' and delivery's objects
(the signing key store, the webhooks' outbox, the live streams' notifier and tickets), once.

* :class:`RedisBackend`: everything in the store's Redis, under its key prefix (shared by every
  process and every worker).
* :class:`MemoryBackend`: everything in this process's memory (one process only, nothing kept).
"""

from __future__ import annotations

import logging
from abc import ABC, abstractmethod

from referee.config import Settings
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
    def jobs(self, claim_seconds: float) -> Jobs:
        """The computer players' jobs (``referee.storage.jobs``), a job left unfinished
        ``claim_seconds`` given to another worker."""

    @abstractmethod
    def tournaments(self) -> TournamentStore:
        """The tournaments (``referee.storage.tournaments``)."""


class MemoryBackend(Backend):
    """Everything in this process's memory."""

    store: MemoryStore

    def __init__(self, store: MemoryStore | None = None) -> None:
        self.store = store if store is not None else MemoryStore()

    def jobs(self, claim_seconds: float) -> Jobs:
        return MemoryJobs(claim_seconds, self.store.windows)  # R287: next to the budgets

    def tournaments(self) -> TournamentStore:
        return MemoryTournaments()


class RedisBackend(Backend):
    """Everything in the store's Redis, under its key prefix."""

    store: RedisStore

    def __init__(self, store: RedisStore) -> None:
        self.store = store

    def jobs(self, claim_seconds: float) -> Jobs:
        return RedisJobs(self.store.client, self.store.prefix, claim_seconds)

    def tournaments(self) -> TournamentStore:
        return RedisTournaments(self.store.client, self.store.prefix)


def make_backend(settings: Settings, name: str | None = None) -> Backend:
    """The backend ``settings`` ask for: Redis at ``REDIS_URL``, its connections named
    ``name`` (``CLIENT SETNAME``; None: unnamed), else memory (with a warning)."""
    if settings.redis_url:
        return RedisBackend(RedisStore.from_url(
            settings.redis_url, timeout=settings.redis_timeout, prefix=settings.key_prefix,
            replicas=settings.redis_replicas, replicas_timeout=settings.redis_replicas_timeout,
            name=name,
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
