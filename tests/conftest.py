"""Fixtures shared by the service tests: a real Redis, apps on both stores, seeded games."""

from __future__ import annotations

import os
import uuid

import pytest

from referee import create_app
from referee.config import Settings
from referee.storage.memory import MemoryStore
from referee.storage.redis_store import RedisStore
from tests.support.redis_server import session_url

# The services the tests start play their bots at the serving processes' own priority: under
# ``pytest -n 2`` the two test workers keep both cores busy, and a bot process at the production
# default (niceness 19, docs/deployment.md) would wait behind them for seconds, so a test that
# waits for a bot's reply would measure the machine, not the service. The test of the niceness
# itself sets its own (tests/bots/test_bot_workers.py).
os.environ.setdefault("REFEREE_BOT_NICE", "0")


@pytest.fixture(scope="session")
def redis_url():
    url, server = session_url()
    yield url
    if server:
        server.stop()


@pytest.fixture
def redis_store(redis_url):
    # A fresh key prefix per test: tests never see each other's games, nothing to flush.
    return RedisStore.from_url(redis_url, prefix=f"test-{uuid.uuid4().hex[:12]}")


@pytest.fixture(params=["memory", "redis"])
def store(request):
    if request.param == "memory":
        return MemoryStore()
    return request.getfixturevalue("redis_store")


@pytest.fixture
def app(redis_store):
    """The service on a real Redis."""
    app = create_app(Settings(), store=redis_store)
    app.testing = True
    return app


@pytest.fixture
def client(app):
    return app.test_client()
