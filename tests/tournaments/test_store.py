"""The tournament store's contract, on both implementations (memory, a real Redis): the
compare-and-set on the version, the events and the idempotency record written with it."""

from __future__ import annotations

import uuid

import pytest

from referee.storage.redis_store import RedisStore
from referee.storage.store import IdempotencyRecord
from referee.storage.tournaments import MemoryTournaments, RedisTournaments


@pytest.fixture(params=["memory", "redis"])
def store(request):
    if request.param == "memory":
        return MemoryTournaments()
    return RedisTournaments(RedisStore.from_url("redis://127.0.0.1:6379/0",
                                                prefix=f"test-{uuid.uuid4().hex[:12]}"))


def test_commit_is_a_compare_and_set_on_the_version(store):
    assert store.load("t") is None
    assert store.commit("t", 0, b"one", [b"e1"])
    assert not store.commit("t", 0, b"again")  # the id is taken
    assert store.commit("t", 1, b"two", [b"e2"], IdempotencyRecord("k", b"reply", 60))
    assert not store.commit("t", 1, b"lost", [b"e3"], IdempotencyRecord("j", b"no", 60))
    snapshot = store.load("t")
    assert (snapshot.version, snapshot.data) == (2, b"two")
    assert store.events("t") == [b"e1", b"e2"] and store.events("t", 1) == [b"e2"]
    assert store.recalled("t", "k") == b"reply" and store.recalled("t", "j") is None


def test_an_append_once_appends_under_its_name_only_once(store):
    assert store.commit("t", 0, b"one", [b"e1"])
    assert store.append("t", [b"e2"], once="final:g1")
    assert not store.append("t", [b"e2 again"], once="final:g1")  # R246: logged once
    assert store.append("t", [b"e3"], once="final:g2")
    assert store.append("t", [b"e4"]) and store.append("t", [b"e4"])  # no name: always
    assert store.events("t") == [b"e1", b"e2", b"e3", b"e4", b"e4"]
