"""Live event streams in one process, on the in-memory store and on a real Redis: the log then
each new event, redacted exactly as the JSON log; resume with Last-Event-ID; the end after
game_ended; stream tickets; the spectator delay. (Across processes: test_streams_live.py.)"""

from __future__ import annotations

import logging
import threading
import time
import uuid
from collections.abc import Iterator
from typing import Any

import orjson
import pytest

from referee import create_app
from referee.config import Settings
from referee.storage.redis_store import RedisStore
from tests.support.http import DEAL_2P, Table, assert_problem, bearer

SSE = {"Accept": "text/event-stream"}
#: Heartbeat of the tests that wait for a notification: far longer than any delivery, so a
#: notification that never comes shows as a heartbeat where an event was expected.
NEVER = 30.0
#: Heartbeat of the tests that read until the stream is idle (caught up).
SOON = 0.02


class _Kept(logging.Handler):
    """A log handler keeping the records it handles."""

    def __init__(self, level: int) -> None:
        super().__init__(level)
        self.records: list[logging.LogRecord] = []

    def emit(self, record: logging.LogRecord) -> None:
        self.records.append(record)


class Stream:
    """A live stream read through the Flask test client, one SSE message at a time."""

    def __init__(self, client, game_id: str, headers: dict[str, str] | None = None,
                 query: dict[str, Any] | None = None):
        self.response = client.get(f"/v1/games/{game_id}/events", query_string=query or {},
                                   headers={**SSE, **(headers or {})}, buffered=False)
        assert self.response.status_code == 200, self.response.get_data()
        assert self.response.mimetype == "text/event-stream"
        self._chunks: Iterator[bytes] = iter(self.response.response)
        assert next(self._chunks).startswith(b"retry: ")

    def next(self) -> dict[str, Any] | str | None:
        """The next event; ``"heartbeat"`` for a heartbeat; None when the stream has ended."""
        chunk = next(self._chunks, None)
        if chunk is None:
            return None
        if chunk == b": heartbeat\n\n":
            return "heartbeat"
        head, data = chunk.rstrip(b"\n").split(b"\n")
        event = orjson.loads(data.removeprefix(b"data: "))
        assert head == b"id: %d" % event["seq"]
        return event

    def events(self, count: int) -> list[dict[str, Any]]:
        """The next ``count`` messages, which must be events."""
        out = [self.next() for _ in range(count)]
        events = [e for e in out if isinstance(e, dict)]
        assert len(events) == count, out
        return events

    def until_idle(self) -> list[dict[str, Any]]:
        """The events up to the first heartbeat (the stream has caught up with the log)."""
        out = []
        while isinstance(message := self.next(), dict):
            out.append(message)
        assert message == "heartbeat", "the stream ended"
        return out

    def rest(self) -> list[dict[str, Any]]:
        """Every event until the stream ends (heartbeats skipped)."""
        out = []
        while (message := self.next()) is not None:
            if message != "heartbeat":
                out.append(message)
        return out

    def close(self) -> None:
        self.response.close()


@pytest.fixture
def apps():
    """Makes apps on a store with a given heartbeat; stops their notifiers afterwards."""
    made = []

    def make(store, heartbeat: float):
        app = create_app(Settings(stream_heartbeat=heartbeat), store=store)
        app.testing = True
        made.append(app)
        return app

    yield make
    for app in made:
        app.extensions["referee.live"].close()


@pytest.fixture
def make_app(apps, store):
    """Apps on the test's store: in memory, or a real Redis."""
    return lambda heartbeat: apps(store, heartbeat)


def new_table(client, **extra: Any) -> Table:
    return Table(client, {"variant": "emotrions", "players": ["Ann", "Bob"], "deal": DEAL_2P,
                          **extra})


def play(table: Table, moves: int) -> None:
    for _ in range(moves):
        seat = table.view().get_json()["to_act"][0]
        response = table.move(seat, table.legal(seat)[0])
        assert response.status_code == 200, response.get_json()


def play_in_thread(app, table: Table, moves: int) -> None:
    """``moves`` moves made by another thread (another request) while the stream waits."""
    mover = Table.__new__(Table)
    mover.__dict__.update(table.__dict__, client=app.test_client())
    thread = threading.Thread(target=play, args=(mover, moves))
    thread.start()
    thread.join()


def test_a_stream_sends_the_log_then_each_new_event_redacted_as_the_json_log(make_app):
    app = make_app(NEVER)
    client = app.test_client()
    table = new_table(client)
    stream = Stream(client, table.id, bearer(table.seats[1]))
    first = stream.events(len(table.events(1)))
    assert first == table.events(1)

    play_in_thread(app, table, 3)
    log = table.events(1)
    live = stream.events(len(log) - len(first))
    stream.close()

    assert first + live == log
    assert [e["seq"] for e in log] == list(range(1, len(log) + 1))
    # G3: seat 1 sees its own draws and moves, never seat 0's cards.
    assert any(e["type"] == "draw" and e["seat"] == 1 and "card" in e for e in log)
    assert all("card" not in e for e in log if e["type"] == "draw" and e["seat"] == 0)
    moves = [e for e in log if e["type"] == "move"]
    assert [("move" in e) for e in moves] == [e["seat"] == 1 for e in moves]


def test_last_event_id_resumes_with_exactly_the_missed_events(make_app):
    app = make_app(SOON)
    client = app.test_client()
    table = new_table(client)
    stream = Stream(client, table.id)
    assert [e["seq"] for e in stream.events(2)] == [1, 2]
    stream.close()  # the connection drops after seq 2
    assert app.extensions["referee.live"].notifier.subscriber_count() == 0

    play(table, 2)
    # A browser reconnects to the same URL and says what it saw last: the header wins.
    resumed = Stream(client, table.id, {"Last-Event-ID": "2"}, {"after": 0})
    missed = resumed.until_idle()
    assert missed == table.events(None, after=2)
    assert missed[0]["seq"] == 3 and missed[-1]["version"] == 3

    play(table, 1)
    assert resumed.until_idle() == table.events(None, after=missed[-1]["seq"])
    resumed.close()


def test_the_stream_ends_after_game_ended_and_a_reconnection_is_told_to_stop(make_app):
    client = make_app(SOON).test_client()
    table = new_table(client)
    stream = Stream(client, table.id, bearer(table.seats[0]))
    table.play_to_end()
    events = stream.rest()
    assert events == table.events(0) and events[-1]["type"] == "game_ended"

    last = events[-1]["seq"]
    assert Stream(client, table.id, {"Last-Event-ID": str(last - 1)}).rest() == [events[-1]]
    done = client.get(f"/v1/games/{table.id}/events", headers={**SSE, "Last-Event-ID": str(last)})
    assert done.status_code == 204 and done.get_data() == b""


def test_stream_requests_are_checked_like_the_json_log(make_app):
    client = make_app(SOON).test_client()
    table = new_table(client)
    url = f"/v1/games/{table.id}/events"
    assert_problem(client.get("/v1/games/nosuchgame/events", headers=SSE), 404)
    assert_problem(client.get(url, headers={**SSE, **bearer("not-a-token")}), 401)
    assert_problem(client.get(url, headers={**SSE, "Last-Event-ID": "seven"}), 400)
    # Without text/event-stream in Accept, the JSON log as before.
    assert client.get(url, headers={"Accept": "*/*"}).get_json()["last_seq"] == 4


def test_a_ticket_opens_one_stream_as_its_seat(make_app, store):
    client = make_app(SOON).test_client()
    table, other = new_table(client), new_table(client)
    url = f"/v1/games/{table.id}/stream-tickets"
    response = client.post(url, headers=bearer(table.seats[1]))
    assert response.status_code == 201 and response.headers["Cache-Control"] == "no-store"
    issued = response.get_json()
    assert issued["expires_in"] == 60
    ticket = issued["ticket"]
    assert issued["url"] == f"/v1/games/{table.id}/events?ticket={ticket}"

    # A ticket of another game opens nothing (and is not spent there).
    assert_problem(client.get(f"/v1/games/{other.id}/events",
                              query_string={"ticket": ticket}, headers=SSE), 401)
    # Outside a stream a ticket is refused (406, documented: it opens a stream only), and not
    # spent either.
    assert_problem(client.get(issued["url"]), 406)
    stream = Stream(client, table.id, query={"ticket": ticket})
    assert stream.until_idle() == table.events(1)  # seat 1's view: its own hand and draw
    stream.close()
    assert_problem(client.get(issued["url"], headers=SSE), 401)  # single use

    assert_problem(client.post(url), 401)  # spectators need no ticket
    assert_problem(client.post(url, headers=bearer(other.seats[0])), 401)
    assert_problem(client.post("/v1/games/nosuchgame/stream-tickets",
                               headers=bearer(table.seats[0])), 404)


def test_a_ticket_expires_after_its_time(make_app):
    app = make_app(SOON)
    client = app.test_client()
    table = new_table(client)
    app.extensions["referee.live"].tickets.seconds = 0.05
    issued = client.post(f"/v1/games/{table.id}/stream-tickets",
                         headers=bearer(table.seats[0])).get_json()
    time.sleep(0.2)
    assert_problem(client.get(issued["url"], headers=SSE), 401)


def test_tickets_are_never_logged(make_app):
    client = make_app(SOON).test_client()
    table = new_table(client)
    handler = _Kept(logging.DEBUG)
    records = handler.records
    logger = logging.getLogger("referee")
    logger.addHandler(handler)
    try:
        issued = client.post(f"/v1/games/{table.id}/stream-tickets",
                             headers=bearer(table.seats[0])).get_json()
        Stream(client, table.id, query={"ticket": issued["ticket"]}).close()
        client.get(issued["url"], headers=SSE)  # spent: 401
    finally:
        logger.removeHandler(handler)
    assert records, "the requests were logged"
    logged = " ".join(f"{r.getMessage()} {r.__dict__}" for r in records)
    assert issued["ticket"] not in logged and table.seats[0] not in logged


def test_spectators_see_the_log_n_moves_late_until_the_game_ends(make_app):
    client = make_app(SOON).test_client()
    table = new_table(client, spectator_delay=2)
    play(table, 3)  # version 4: spectators see up to version 2
    seat = table.events(0)
    spectator = table.events()
    assert {e["version"] for e in spectator} == {1, 2}
    assert spectator == [e for e in table.events(None) if e["version"] <= 2]
    assert len(seat) > len(spectator) and seat[-1]["version"] == 4
    # The table token sees what a spectator sees (not a scorekeeper game): late as well.
    as_table = client.get(f"/v1/games/{table.id}/events", headers=bearer(table.table))
    assert as_table.get_json()["events"] == spectator
    page = client.get(f"/v1/games/{table.id}/events", query_string={"after": 4}).get_json()
    assert page["last_seq"] == spectator[-1]["seq"]

    stream = Stream(client, table.id)
    assert stream.until_idle() == spectator
    play(table, 1)
    assert {e["version"] for e in stream.until_idle()} == {3}

    table.play_to_end()  # the end lifts the delay
    rest = stream.rest()
    assert rest[-1]["type"] == "game_ended"
    assert spectator + [e for e in table.events() if e["version"] == 3] + rest == table.events()


def test_delayed_events_and_record_carry_the_delayed_versions_etag(make_app):
    # G3: the delayed replies carried the current version's ETag, which told a spectator
    # how far the game really was.
    client = make_app(SOON).test_client()
    table = new_table(client, spectator_delay=2)
    play(table, 3)  # version 4: spectators see up to version 2
    for path in ("/events", "/record"):
        spectator = client.get(f"/v1/games/{table.id}{path}")
        assert spectator.headers["ETag"] == '"2"', path
        seat = client.get(f"/v1/games/{table.id}{path}", headers=bearer(table.seats[0]))
        assert seat.headers["ETag"] == '"4"', path
    assert client.get(f"/v1/games/{table.id}/record").get_json()["version"] == 2


@pytest.mark.parametrize("delay", [-1, 101, "soon"])
def test_a_bad_spectator_delay_is_400(client, delay):
    response = client.post("/v1/games", json={"variant": "emotrions", "players": ["a", "b"],
                                              "spectator_delay": delay})
    assert assert_problem(response, 400)["errors"]["spectator_delay"]


def test_an_idle_redis_subscription_outlives_the_socket_timeout(apps, redis_url):
    # A blocking read on the subscription would time out after the client's socket_timeout
    # (REFEREE_REDIS_TIMEOUT) and drop it: the stream would then wait for its next heartbeat.
    short = RedisStore.from_url(redis_url, timeout=0.1, prefix=f"test-{uuid.uuid4().hex[:12]}")
    app = apps(short, NEVER)
    client = app.test_client()
    table = new_table(client)
    stream = Stream(client, table.id)
    stream.events(4)
    handler = _Kept(logging.WARNING)
    warnings = handler.records
    logging.getLogger("referee").addHandler(handler)
    try:
        time.sleep(0.5)  # idle for five socket timeouts
        play_in_thread(app, table, 1)
        assert stream.next() == table.events(None, after=4)[0]
    finally:
        logging.getLogger("referee").removeHandler(handler)
        stream.close()
    assert not [w for w in warnings if "subscription" in w.getMessage()]
