"""Turn clocks (docs/lifecycle.md): a seat whose clock runs out forfeits at the next request (a
read or a move), with no background job; the forfeit is committed once however many requests find
it; the view shows the clocks. An injected service clock on a real Redis, and one short real clock
over real HTTP under gunicorn."""

from __future__ import annotations

import threading
import time
import uuid

import pytest

from tests.support.http import Table, assert_problem, bearer
from tests.support.live import Server, request


class FakeClock:
    """The service's clock, moved by hand."""

    def __init__(self, now: float = 1_800_000_000.0):
        self.now = now

    def __call__(self) -> float:
        return self.now

    def advance(self, seconds: float) -> None:
        self.now += seconds


@pytest.fixture
def clock(app):
    fake = FakeClock()
    app.extensions["referee"].clock = fake
    return fake


def _clocks(view) -> dict:
    return {s["seat"]: (s["remaining_ms"], s["running"]) for s in view["clocks"]["seats"]}


def _pareo(client, clock_option) -> Table:
    return Table(client, {"variant": "pareo", "players": ["Ann", "Bob"], "seed": "clock",
                          "leader": 0, "clock": clock_option})


def test_per_move_clock_is_shown_and_restarts_with_each_turn(client, clock):
    table = _pareo(client, {"per_move": 30})
    view = table.created["view"]
    assert view["clocks"]["kind"] == "per_move" and view["clocks"]["per_move_s"] == 30
    assert _clocks(view) == {0: (30_000, True), 1: (30_000, False)}
    clock.advance(12.5)
    view = table.view(0).get_json()
    assert _clocks(view) == {0: (17_500, True), 1: (30_000, False)}
    assert view["clocks"]["running"] == [0] and view["clocks"]["server_time"].endswith("Z")
    reply = table.move(0, table.legal(0)[0]).get_json()
    assert _clocks(reply["view"]) == {0: (30_000, False), 1: (30_000, True)}
    clock.advance(29.9)
    assert table.view().get_json()["status"] == "active"  # not yet


def test_total_clock_charges_the_time_used_and_credits_the_increment(client, clock):
    table = _pareo(client, {"total": 60, "increment": 5})
    clock.advance(10)
    view = table.move(0, table.legal(0)[0]).get_json()["view"]
    assert _clocks(view) == {0: (55_000, False), 1: (60_000, True)}
    clock.advance(20)
    view = table.move(1, table.legal(1)[-1]).get_json()["view"]  # the Pareo answers
    assert _clocks(view)[1] == (45_000, False)
    running = [seat for seat, (_, on) in _clocks(view).items() if on]
    clock.advance(_clocks(view)[running[0]][0] / 1000 - 0.001)
    assert table.view().get_json()["status"] == "active"
    clock.advance(0.002)
    assert table.view().get_json()["status"] == "finished"


def test_a_clock_that_ran_out_is_a_forfeit_at_the_next_read_and_a_late_move_is_refused(
    client, clock
):
    table = _pareo(client, {"per_move": 30})
    version = table.created["version"]
    clock.advance(30)
    # The first request after the time ran out, whatever it is, applies the forfeit (R96).
    events = table.events(1, after=0)
    expired = [e for e in events if e["type"] == "clock_expired"]
    assert expired == [{**expired[0], "seat": 0, "clock": "per_move"}]
    assert events[-1]["type"] == "game_ended" and events[-1]["winners"] == [1]
    view = table.view().get_json()
    assert view["version"] == version + 1 and view["status"] == "finished"
    assert view["clocks"]["running"] == [] and _clocks(view)[0] == (30_000, False)
    late = table.move(0, {"type": "attack", "cards": ["joy"]})
    assert_problem(late, 422, "G6")
    assert table.view().get_json()["version"] == version + 1  # applied once
    record = client.get(f"/v1/games/{table.id}/record").get_json()
    assert record["moves"][-1]["move_type"] == "clock_expired"
    verdict = client.post("/v1/records/verify", json=record).get_json()
    assert verdict["valid"], verdict


def test_R99_a_move_in_time_wins_and_a_move_out_of_time_meets_the_forfeit(client, clock):
    table = Table(client, {"variant": "emotrions", "players": ["Ann", "Bob", "Cy"],
                           "seed": "clock-3", "leader": 0, "clock": {"per_move": 20}})
    clock.advance(19.999)
    assert table.move(0, table.legal(0)[0]).status_code == 200
    clock.advance(20)
    # Seat 1 moves too late: its forfeit is applied first (R95: it is out), then its move is
    # out of turn.
    late = table.move(1, {"type": "stake", "cards": ["joy"]})
    assert_problem(late, 422, "G6")
    view = table.view().get_json()
    assert view["out"] == [1] and view["status"] == "active" and view["to_act"] == [2]
    assert _clocks(view)[2] == (20_000, True)  # the next seat's time starts at the forfeit


@pytest.mark.parametrize("path", ["", "/legal-moves", "/events", "/record"])
def test_every_read_settles_the_clock_first(client, clock, path):
    table = _pareo(client, {"per_move": 5})
    clock.advance(6)
    response = client.get(f"/v1/games/{table.id}{path}", headers=bearer(table.seats[1]))
    assert response.status_code == 200
    assert table.view().get_json()["status"] == "finished"
    types = [e["type"] for e in table.events()]
    assert types.count("clock_expired") == 1


def test_racing_readers_apply_the_forfeit_once(app, clock):
    service = app.extensions["referee"]
    table = _pareo(app.test_client(), {"per_move": 5})
    clock.advance(5)
    seen, barrier = [], threading.Barrier(8)

    def read():
        barrier.wait()
        seen.append(service.load(table.id).version)

    threads = [threading.Thread(target=read) for _ in range(8)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert seen == [2] * 8
    assert [e["type"] for e in table.events()].count("clock_expired") == 1


@pytest.mark.parametrize("clock_option", [
    {"per_move": 0}, {"per_move": 30, "total": 60}, {}, {"per_move": 30, "increment": 2},
    {"total": 60, "increment": -1}, {"total": 60, "bonus": 1}, {"per_move": "30"},
])
def test_a_bad_clock_is_400(client, clock_option):
    response = client.post("/v1/games", json={"variant": "pareo", "players": ["Ann", "Bob"],
                                              "clock": clock_option})
    problem = assert_problem(response, 400)
    assert "clock" in problem["errors"]


def test_R99_a_scorekeeper_game_has_no_clock(client):
    response = client.post("/v1/games", json={"variant": "pareo", "players": ["Ann", "Bob"],
                                              "deal": "table", "clock": {"per_move": 30}})
    assert_problem(response, 422, "R99")


def test_a_game_without_a_clock_shows_none(client):
    table = Table(client, {"variant": "pareo", "players": ["Ann", "Bob"]})
    assert "clocks" not in table.view().get_json()


def test_a_real_clock_runs_out_over_real_http_without_any_background_job(redis_url):
    """gunicorn, a 1 s clock: nothing happens while nobody asks; the first request after the
    second has passed finds the forfeit applied."""
    server = Server({"REDIS_URL": redis_url, "REFEREE_KEY_PREFIX": f"test-{uuid.uuid4().hex[:12]}",
                     "REFEREE_LOG_LEVEL": "WARNING"}).start()
    try:
        status, _, created = request("POST", server.url + "/v1/games", {
            "variant": "four-aces", "players": ["Ann", "Bob"], "seed": "real-clock",
            "dealer": 0, "clock": {"per_move": 1}})
        assert status == 201, created
        game = f"{server.url}/v1/games/{created['id']}"
        awaited = created["view"]["to_act"][0]
        time.sleep(1.3)
        status, headers, view = request("GET", game)
        assert status == 200 and view["status"] == "finished"
        assert view["winners"] == [1 - awaited] and headers["ETag"] == '"2"'
        status, _, page = request("GET", game + "/events?after=1")
        types = [e["type"] for e in page["events"]]
        assert types[-3:] == ["move", "clock_expired", "game_ended"]
        assert page["events"][-1]["rule"] == "R97"
    finally:
        server.stop()


def test_an_open_live_stream_gets_the_forfeit_when_the_clock_runs_out(client):
    """A live stream is a request about the game too: it wakes when the first clock runs out
    (not at its next heartbeat, 15 s away), settles it, and streams the forfeit."""
    from tests.delivery.test_streams import Stream

    table = _pareo(client, {"per_move": 1})  # the service's real clock
    started = time.monotonic()
    events = Stream(client, table.id, query={"after": 0}).rest()
    assert time.monotonic() - started < 10
    types = [e["type"] for e in events]
    assert types[-4:] == ["move", "clock_expired", "hand_ended", "game_ended"]
    assert events[-1]["winners"] == [1]
