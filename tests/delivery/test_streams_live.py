"""Live streams across processes: two gunicorn servers on one Redis; moves made through one
reach the streams held by the other, for a seat and for a spectator, redacted as each may see;
a dropped stream resumes with exactly the missed events; the stream ends after game_ended."""

from __future__ import annotations

import http.client
import json
import uuid
from typing import Any

import pytest

from tests.support.http import DEAL_2P
from tests.support.live import Server, request

#: The servers' heartbeat: far longer than any delivery, so only a notification that crossed
#: from the other process through Redis can bring an event in time.
HEARTBEAT = "60"
#: Seconds a read may block before the test fails (a notification lost).
READ_TIMEOUT = 20


class SseClient:
    """A live stream over real HTTP (http.client), read one SSE message at a time."""

    def __init__(self, server: Server, path: str, headers: dict[str, str]):
        self.conn = http.client.HTTPConnection("127.0.0.1", server.port, timeout=READ_TIMEOUT)
        self.conn.request("GET", path, headers={"Accept": "text/event-stream", **headers})
        self.response = self.conn.getresponse()
        assert self.response.status == 200, self.response.read()
        assert self.response.getheader("Content-Type") == "text/event-stream"

    def next(self) -> dict[str, Any] | None:
        """The next event (retry lines and heartbeats skipped); None when the stream ends."""
        fields: dict[str, bytes] = {}
        while True:
            line = self.response.readline()
            if not line:
                return None
            line = line.rstrip(b"\n")
            if line:
                name, _, value = line.partition(b": ")
                fields[name.decode()] = value
            elif "data" in fields:
                event = json.loads(fields["data"])
                assert int(fields["id"]) == event["seq"]
                return event
            else:
                fields = {}

    def events(self, count: int) -> list[dict[str, Any]]:
        out = [self.next() for _ in range(count)]
        events = [e for e in out if e is not None]
        assert len(events) == count, "the stream ended early"
        return events

    def close(self) -> None:
        self.conn.close()


@pytest.fixture
def servers(redis_url):
    """Two service processes sharing one Redis and one key prefix; afterwards, their logs
    hold no error and none of the secrets the test put in ``secrets``."""
    env = {"REDIS_URL": redis_url, "REFEREE_KEY_PREFIX": f"test-{uuid.uuid4().hex[:12]}",
           "REFEREE_STREAM_HEARTBEAT": HEARTBEAT}
    started: list[Server] = []
    secrets: list[str] = []
    try:
        for _ in range(2):
            started.append(Server(env).start())
        yield started, secrets
    finally:
        logs = [server.stop() for server in started]
    assert secrets
    for log in logs:
        assert "Traceback" not in log and '"level":"error"' not in log, log
        assert not [secret for secret in secrets if secret in log]


def log_of(server: Server, game: str, token: str | None = None) -> list[dict[str, Any]]:
    status, _, page = request("GET", f"{server.url}/v1/games/{game}/events", token=token)
    assert status == 200, page
    return page["events"]


def move(server: Server, created: dict[str, Any], count: int) -> None:
    """``count`` moves through ``server``: the first legal move of the seat to act."""
    game, seats = created["id"], created["tokens"]["seats"]
    for _ in range(count):
        _, _, view = request("GET", f"{server.url}/v1/games/{game}")
        if view["status"] == "finished":
            return
        seat = view["to_act"][0]
        _, _, legal = request("GET", f"{server.url}/v1/games/{game}/legal-moves",
                              token=seats[seat])
        status, _, reply = request("POST", f"{server.url}/v1/games/{game}/moves",
                                   legal["moves"][0], seats[seat])
        assert status == 200, reply


def test_moves_through_one_process_reach_streams_held_by_another(servers):
    (a, b), secrets = servers
    _, _, created = request("POST", a.url + "/v1/games",
                            {"variant": "emotrions", "players": ["Ann", "Bob"], "deal": DEAL_2P})
    game, bob = created["id"], created["tokens"]["seats"][1]
    # Bob's browser: a ticket from A (with his token), the stream from B (with the ticket).
    _, _, issued = request("POST", f"{a.url}/v1/games/{game}/stream-tickets", token=bob)
    secrets += [issued["ticket"], *created["tokens"]["seats"], created["tokens"]["table"]]
    seat = SseClient(b, issued["url"], {})
    spectator = SseClient(b, f"/v1/games/{game}/events", {})
    seen_seat = seat.events(len(log_of(b, game, bob)))
    seen_spectator = spectator.events(len(log_of(b, game)))

    move(a, created, 3)
    seat_log, spectator_log = log_of(b, game, bob), log_of(b, game)
    seen_seat += seat.events(len(seat_log) - len(seen_seat))
    seen_spectator += spectator.events(len(spectator_log) - len(seen_spectator))
    assert seen_seat == seat_log and seen_spectator == spectator_log
    # G3: Bob sees his own cards only; the spectator sees nobody's.
    draws = [e for e in seat_log if e["type"] == "draw"]
    assert [("card" in e) for e in draws] == [e["seat"] == 1 for e in draws]
    assert not any("card" in e for e in spectator_log if e["type"] == "draw")
    assert not any("move" in e for e in spectator_log if e["type"] == "move")

    # The spectator's connection drops; two moves later it reconnects to A and resumes.
    spectator.close()
    last = seen_spectator[-1]["seq"]
    move(a, created, 2)
    resumed = SseClient(a, f"/v1/games/{game}/events?after=0", {"Last-Event-ID": str(last)})
    missed = log_of(a, game)[last:]
    assert resumed.events(len(missed)) == missed and missed[0]["seq"] == last + 1

    # The game is played out through B; both streams end after game_ended.
    move(b, created, 100)
    for stream, token in ((seat, bob), (resumed, None)):
        rest = []
        while (event := stream.next()) is not None:
            rest.append(event)
        assert rest[-1]["type"] == "game_ended"
        assert rest == log_of(a, game, token)[rest[0]["seq"] - 1:]
        stream.close()
    status, _, _ = request("GET", f"{b.url}/v1/games/{game}/events",
                           headers={"Accept": "text/event-stream",
                                    "Last-Event-ID": str(rest[-1]["seq"])})
    assert status == 204
