"""Limits a change spends, spent with its commit: concurrent requests on a real Redis behind the
project's gunicorn accept exactly what the limit allows (docs/architecture.md)."""

from __future__ import annotations

import functools
import uuid

import pytest

from referee.core.director import CALLS_PER_MINUTE
from tests.support.live import Server, request, simultaneously

GAME = {"variant": "pareo", "players": ["Ann", "Bob"], "seed": "guards", "leader": 0,
        "director": True}


@pytest.fixture
def server(redis_url):
    # Several workers, each with its threads: the calls race in separate processes too.
    live = Server({"REDIS_URL": redis_url, "REFEREE_KEY_PREFIX": f"test-{uuid.uuid4().hex[:12]}",
                   "REFEREE_LOG_LEVEL": "WARNING"}, workers=3).start()
    yield live
    live.stop()


def test_R209_twenty_simultaneous_calls_of_one_seat_accept_exactly_three(server):
    status, _, created = request("POST", server.url + "/v1/games", GAME)
    assert status == 201, created
    gid, seat = created["id"], created["tokens"]["seats"][0]
    call = functools.partial(request, "POST", f"{server.url}/v1/games/{gid}/director-calls",
                             {"message": "please come"}, seat, timeout=60)
    results = simultaneously([call] * 20)
    statuses = sorted(status for status, _, _ in results)
    assert statuses == [201] * CALLS_PER_MINUTE + [429] * (20 - CALLS_PER_MINUTE), statuses
    for status, headers, body in results:
        if status == 429:
            assert body["rule"] == "R209" and int(headers["Retry-After"]) >= 1, body
    accepted = sorted(body["call"]["id"] for status, _, body in results if status == 201)
    assert accepted == ["c1", "c2", "c3"]
    # The other seat's minute is its own.
    other = created["tokens"]["seats"][1]
    assert request("POST", f"{server.url}/v1/games/{gid}/director-calls",
                   {"message": "me too"}, other)[0] == 201
