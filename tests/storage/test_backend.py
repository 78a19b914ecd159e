"""The backend (referee.storage.backend): one object per app hands out the store, chosen and built
by the composition (referee.bootstrap.make_backend, backend_for); on the same storage it
(referee.bootstrap.companions) builds the signing key store, the webhooks'
outbox, the streams' notifier and tickets."""

from __future__ import annotations

from unittest.mock import create_autospec

import pytest

from referee import create_app
from referee.bootstrap import backend_for, companions
from referee.config import Settings
from referee.core.auth import Caller
from referee.core.games import Committed, Ended
from referee.delivery.webhooks import Job
from referee.storage.backend import MemoryBackend, RedisBackend
from referee.storage.store import Store


@pytest.fixture
def backend(store):
    return backend_for(store)


def test_each_store_gets_the_backend_of_its_kind(store):
    backend = backend_for(store)
    assert backend.store is store
    assert isinstance(backend, RedisBackend if store.persistent else MemoryBackend)
    with pytest.raises(TypeError):
        # A store of a kind the bootstrap does not know.
        backend_for(create_autospec(Store, instance=True))


def test_the_parts_share_the_backend_storage(backend):
    # The signing key: the first kept is the one every later process gets.
    assert companions(backend).key_store.get_or_put("first") == "first"
    again = companions(backend).key_store.get_or_put("second")
    assert again == ("first" if backend.store.persistent else "second")
    # The outbox: a job pushed by one process's outbox is due in another's (Redis).
    job = Job("j1", "g1", 1)
    companions(backend).outbox.push(job, 5.0)
    assert (companions(backend).outbox.next_due() == 5.0) is backend.store.persistent
    # Tickets: issued by one, redeemed once by another (Redis); in memory, by the same.
    tickets = companions(backend).tickets
    redeemer = companions(backend).tickets if backend.store.persistent else tickets
    ticket = tickets.issue("g1", Caller(seat=1))
    assert redeemer.redeem("g1", ticket) == Caller(seat=1)
    assert redeemer.redeem("g1", ticket) is None


def test_a_commit_rings_the_backends_notifier(backend):
    notifier = companions(backend).notifier
    try:
        with notifier.subscribe("g1") as subscription:
            backend.store.create("g1", b"{}", [b"created"])
            backend.store.commit("g1", 1, b"{}", [b"moved"])
            assert subscription.wait(5.0)
    finally:
        notifier.close()


def test_the_app_is_wired_once_from_its_backend(store):
    backend = backend_for(store)
    app = create_app(Settings(), backend=backend)
    service = app.extensions["referee"]
    assert app.extensions["referee.backend"] is backend and service.store is backend.store
    # The service's handlers, registered by the bootstrap and nowhere else: turn
    # notifications, tag indexes, the director's deliveries (docs/rulings/director.md), the
    # bots' jobs (docs/rulings/workers.md) and the tournaments' events (docs/tournaments.md) on
    # each commit; the archive, the webhook and the
    # director's final result at each end; a second app on the same backend wires its own service
    # the same way.
    other = create_app(Settings(), backend=backend).extensions["referee"]
    assert len(service.bus.handlers[Committed]) == len(other.bus.handlers[Committed]) == 5
    assert len(service.bus.handlers[Ended]) == len(other.bus.handlers[Ended]) == 3
    assert service.bus is not other.bus
    assert app.extensions["referee.tournaments"].store is not None
    for made in (app, create_app(Settings(), backend=backend)):
        made.extensions["referee.live"].close()
        made.extensions["referee.tournament"].deliverer.close()
