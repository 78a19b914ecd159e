"""What the replica tests share (test_replicas, test_tournament_replicas): a real master with a
real replica, started once a module, and its replica released after each test."""

from __future__ import annotations

import pytest

from tests.support.redis_replicas import Replicated


@pytest.fixture(scope="module")
def pair():
    servers = Replicated(replicas=1).start()
    yield servers
    servers.stop()


@pytest.fixture
def held(pair):
    """The replica, released again after the test whatever it did."""
    replica = pair.replica_ports()[0]
    yield replica
    pair.release_replica(replica)
    pair.wait_online(1)
