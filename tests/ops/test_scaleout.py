"""Scale-out on one Redis: two independent service processes (separate gunicorn masters, as two
hosts behind a load balancer would run them) serve one game, its moves alternating between them,
for every variant. One test, so that the servers start once under pytest-xdist."""

from __future__ import annotations

import uuid

import pytest

from tests.support.live import Server
from tests.support.play import play_every_variant


@pytest.mark.redis
def test_every_variant_plays_to_the_end_alternating_between_two_instances(redis_url):
    env = {
        "REDIS_URL": redis_url,
        "REFEREE_KEY_PREFIX": f"test-{uuid.uuid4().hex[:12]}",
        # A line per request would fill the servers' output pipe over whole games.
        "REFEREE_LOG_LEVEL": "WARNING",
    }
    servers = []
    try:
        for _ in range(2):
            servers.append(Server(env))
            servers[-1].start()
        urls = [server.url for server in servers]
        play_every_variant(urls, "scale-out")
    finally:
        for server in servers:
            server.stop()
