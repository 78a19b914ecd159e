"""The composition root: the game service and everything a committed change sets off, built
once, in one place (the pattern of cosmicpython/code's ``bootstrap.py``).

What each event of a game triggers, in order, is the ``handlers`` table of
:func:`bootstrap`; nothing is attached to the service after it is built
(docs/architecture.md). The live streams are told by the store itself: a commit publishes on
the game's channel in the same step (Redis; the memory store calls its listeners), or with
REFEREE_REDIS_REPLICAS once the replicas hold it; a change not yet replicated comes as
:class:`Held`, and what it sets off is published only when they do (docs/reliability.md).
"""

from __future__ import annotations

import logging
from dataclasses import dataclass

from referee.bot_workers import Pool
from referee.config import Settings
from referee.core import lifecycle, meter
from referee.core.bots import person_sits, work
from referee.core.games import Committed, Ended, GameService, Held, Loaded, now
from referee.core.messagebus import MessageBus
from referee.delivery.outbound import Guard
from referee.delivery.streams import (
    LiveEvents,
    MemoryTickets,
    Notifier,
    RedisNotifier,
    RedisTickets,
    Tickets,
)
from referee.delivery.webhooks import Deliverer, MemoryOutbox, Outbox, RedisOutbox
from referee.http import observability
from referee.http.creation import creation_args
from referee.records.archive import Archiver, Archiving
from referee.records.records import KeyStore, MemoryKeyStore, RedisKeyStore, Signing
from referee.storage.backend import Backend, MemoryBackend, RedisBackend
from referee.storage.jobs import BATCH, INTERACTIVE, Job, Jobs
from referee.storage.memory import MemoryStore
from referee.storage.redis_store import RedisStore
from referee.storage.store import Store, once_replicated
from referee.tournaments.service import Tournaments
from variants.search import Budget

log = logging.getLogger("referee")


@dataclass(frozen=True)
class Services:
    """What the application serves with: the blueprints read these (``app.extensions``)."""

    service: GameService
    live: LiveEvents
    signing: Signing
    deliverer: Deliverer
    #: The computer players' jobs, and this process's pool playing them (None: external
    #: workers only, referee.bot_workers).
    jobs: Jobs
    pool: Pool | None
    #: The tournaments (referee.tournaments), on the same storage and game service.
    tournaments: Tournaments


@dataclass(frozen=True)
class Companions:
    """What the records and the delivery keep on the backend's storage."""

    #: Where the development signing key is kept (``referee.records.records``).
    key_store: KeyStore
    #: The webhooks' jobs (``referee.delivery.webhooks``).
    outbox: Outbox
    #: What tells live streams that a game's log grew (``referee.delivery.streams``).
    notifier: Notifier
    #: The single-use tickets that open a live stream from a browser.
    tickets: Tickets


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


def companions(backend: Backend) -> Companions:
    """The records' and delivery's objects on ``backend``'s storage: in the store's Redis under
    its key prefix (shared by every process), or in this process's memory."""
    if isinstance(backend, RedisBackend):
        store = backend.store
        client, prefix = store.client, store.prefix
        return Companions(RedisKeyStore(client, prefix), RedisOutbox(client, prefix),
                          RedisNotifier(client, store.channel), RedisTickets(client, prefix))
    assert isinstance(backend, MemoryBackend), backend
    notifier = Notifier()
    backend.store.listen(notifier.publish)  # each commit notifies, as Redis publishes
    return Companions(MemoryKeyStore(), MemoryOutbox(), notifier, MemoryTickets())


def bootstrap(backend: Backend, settings: Settings) -> Services:
    """The game service on ``backend`` with its handlers, and the services around it."""
    store = backend.store
    kept = companions(backend)
    lifetime = lifecycle.Lifetime(settings.finished_ttl, settings.abandoned_ttl, now)
    # One guard for every URL the service calls, at creation and at each try (docs/api.md).
    guard = Guard(settings.webhook_allow_loopback, settings.webhook_allow_private,
                  settings.webhook_resolve_timeout)
    signing = Signing(settings.signing_key, kept.key_store)
    archiving = Archiving(store)
    tags = lifecycle.TagIndex(store, lifetime)

    # The webhooks read the games they deliver from the service built below: their handlers
    # look the deliverer up when an event comes.
    def notify_turns(event: Committed) -> None:
        deliverer.notify(event.before, event.game)  # turn notifications (docs/lifecycle.md)

    def queue_result(event: Ended) -> None:
        deliverer.enqueue(event.game)  # the signed result's webhook (tournaments)

    def director_sends(event: Committed) -> None:
        deliverer.directed(event.before, event.game)  # amended results, calls (R201, R209)

    def queue_final(event: Ended) -> None:
        deliverer.finalise(event.game)  # result_final when the correction period closes

    jobs = backend.jobs(settings.bot_claim_seconds)
    jobs.lanes = settings.bot_lanes  # the lanes this process's workers take, in order

    def queue_bot(event: Committed) -> None:
        # docs/bots.md: a commit that hands the turn to a bot queues its move, paid by whoever
        # made the commit (R283); the bots' own commits queue the next bot's.
        # R287: the job holds the reservation of its work (the request's, admitted before
        # the commit; a bot's own commit reserves the rest of the work it carries on).
        game = event.game
        awaited = service.awaited_bot(game)
        if awaited is not None:
            bill = meter.bill(work(game.variant, game.state, game.record.bots, game.events))
            # The level: its search's cost measures the level's estimate (R287). The lane: a
            # person waiting for the move is served first (docs/deployment.md).
            lane = (INTERACTIVE if person_sits(game.variant, game.state, game.record.bots)
                    else BATCH)
            jobs.put(Job(game.id, game.version, bill.budgets, hold=bill.hold,
                         level=awaited[1], lane=lane))
            if pool is not None:
                pool.start()

    def release_held(event: Held) -> None:
        # docs/reliability.md: a change answered 503 not-yet-replicated sets nothing off
        # (webhooks, signed results, archive, bots, streams) until the replicas hold it.
        def send() -> None:
            for held in event.events:
                service.bus.publish(held)

        def lost() -> None:
            game = event.events[0].game
            log.warning("game %s version %d never reached its replicas: what it sets off "
                        "is not sent", game.id, game.version)
        once_replicated(event.confirm, float(settings.timeout), send, lost)

    def tournament_logs(event: Committed) -> None:
        tournaments.committed(event)  # a tournament's game ended or amended (its events)

    handlers = {
        Loaded: [observability.note_variant],  # the request's metrics and log line
        Held: [release_held],
        Committed: [notify_turns, tags.committed, director_sends, queue_bot, tournament_logs],
        # The archive first (docs/architecture.md): a webhook's try reads the game as archived.
        Ended: [archiving.ended, queue_result, queue_final],
    }
    service = GameService(
        store,
        cas_retries=settings.cas_retries,
        idempotency_ttl=lifecycle.idempotency_ttl(
            settings.idempotency_ttl, settings.finished_ttl, settings.abandoned_ttl),
        pending_ttl_ms=1000 * (settings.timeout + 5),
        bot_budget=Budget(settings.bot_iterations or None, settings.bot_budget_ms or None),
        bus=MessageBus(handlers),
        lifetime=lifetime,
        archiver=Archiver(),
        check_webhook=guard.check,
        correction_minutes=settings.correction_minutes,
        bot_stall=settings.bot_stall_seconds,
    )
    pool = (Pool(service, jobs, store, settings.bot_threads)
            if settings.bot_workers == "inline" else None)
    tournaments = Tournaments(backend.tournaments(), service, signing, creation_args,
                              settings.idempotency_ttl,
                              send=lambda tid, event: deliverer.tournament(tid, event),
                              held_seconds=float(settings.timeout))
    deliverer = Deliverer(
        service, kept.outbox, signing, guard,
        attempts=settings.webhook_attempts, backoff=settings.webhook_backoff,
        timeout=settings.webhook_timeout,
        tournament_hook=tournaments.webhook,
        finals=tournaments,  # R246: a tournament game's result_final, in its tournament's log
    )
    live = LiveEvents(service, kept.notifier, kept.tickets, settings.stream_heartbeat)
    return Services(service, live, signing, deliverer, jobs, pool, tournaments)
