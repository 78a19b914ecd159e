"""The bots' tests' service: on memory and on a real Redis (under a key prefix of its own), with
the settings of the test module (its ``SETTINGS``)."""

from __future__ import annotations

import uuid
from dataclasses import replace

import pytest

from referee.bootstrap import bootstrap
from referee.storage.backend import MemoryBackend, RedisBackend
from referee.storage.redis_store import RedisStore


@pytest.fixture(params=["memory", "redis"])
def services(request, redis_url):
    settings = request.module.SETTINGS
    if request.param == "memory":
        yield bootstrap(MemoryBackend(), settings)
        return
    prefix = f"test-{uuid.uuid4().hex[:12]}"
    store = RedisStore.from_url(redis_url, prefix=prefix)
    yield bootstrap(RedisBackend(store), replace(settings, key_prefix=prefix))
