"""Fixtures shared by the service tests: a real Redis, apps on both stores, seeded games."""

from __future__ import annotations

import uuid

import pytest

from referee import create_app
from referee.config import Settings
from referee.storage.memory import MemoryStore
from referee.storage.redis_store import RedisStore
from tests.support.redis_server import session_url


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
