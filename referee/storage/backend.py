"""The backend: one object per application that hands out everything kept outside the process.

A :class:`Backend` holds the game :class:`~referee.storage.store.Store` and makes, on the same storage,
the computer players' :class:`~referee.storage.jobs.Jobs` and the tournaments'
:class:`~referee.storage.tournaments.TournamentStore`. The composition root chooses and builds
one (:func:`referee.bootstrap.make_backend`, or :func:`referee.bootstrap.backend_for` a store a
test gives) and builds on its storage the records' and delivery's objects
(:func:`referee.bootstrap.companions`: the signing key store, the webhooks' outbox, the live
streams' notifier and tickets), once.

* :class:`RedisBackend`: everything in the store's Redis, under its key prefix (shared by every
  process and every worker).
* :class:`MemoryBackend`: everything in this process's memory (one process only, nothing kept).
"""

from __future__ import annotations

from abc import ABC, abstractmethod

from referee.storage.jobs import Jobs, MemoryJobs, RedisJobs
from referee.storage.memory import MemoryStore
from referee.storage.redis_store import RedisStore
from referee.storage.store import Store
from referee.storage.tournaments import MemoryTournaments, RedisTournaments, TournamentStore


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
        return RedisTournaments(self.store)
