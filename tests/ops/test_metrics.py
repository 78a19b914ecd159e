"""Prometheus metrics: what each request, move, game and store failure adds, and a scrape of a
2-worker gunicorn that adds up both workers' counts."""

from __future__ import annotations

import json
import socket
import uuid

import pytest
from prometheus_client import REGISTRY
from prometheus_client.parser import text_string_to_metric_families

from referee import create_app
from referee.config import Settings
from referee.storage.redis_store import RedisStore
from tests.support.http import DEAL_2P, Table, assert_problem
from tests.support.live import Server, request
from tests.support.play import play_alternating
from tests.support.redis_server import free_port

EMOTRIONS_2P = {"variant": "emotrions", "players": ["Ann", "Bob"], "deal": DEAL_2P}


def sample(name: str, **labels: str) -> float:
    """A metric's value in this process (the test client's app), 0 when never counted."""
    return REGISTRY.get_sample_value(name, labels) or 0.0


def scrape(url: str) -> dict[tuple[str, frozenset], float]:
    """Every sample of a ``/metrics`` page, by name and labels."""
    status, headers, text = request("GET", url + "/metrics")
    assert status == 200 and headers["Content-Type"].startswith("text/plain")
    return {
        (s.name, frozenset(s.labels.items())): s.value
        for family in text_string_to_metric_families(text)
        for s in family.samples
    }


def move_counts() -> dict[str, float]:
    return {
        "created": sample("referee_games_created_total", variant="emotrions"),
        **{outcome: sample("referee_moves_total", variant="emotrions", outcome=outcome, rule="")
           for outcome in ("accepted", "stale", "unauthorized", "replayed")},
        "illegal": sample("referee_moves_total", variant="emotrions", outcome="illegal",
                          rule="E3.3"),
        # Refused by the schema before the game is read: its variant is not known.
        "malformed": sample("referee_moves_total", variant="unknown", outcome="malformed",
                            rule=""),
    }


@pytest.mark.redis
def test_moves_are_counted_by_variant_and_outcome_with_the_rule_broken(client):
    before = move_counts()
    table = Table(client, EMOTRIONS_2P)
    # With an Idempotency-Key the game comes with the key's claim: its variant is known too.
    once = {"Idempotency-Key": f"stake-{uuid.uuid4().hex}"}
    assert table.move(0, {"type": "stake", "cards": ["joy"]}, headers=once).status_code == 200
    replay = table.move(0, {"type": "stake", "cards": ["joy"]}, headers=once)
    assert replay.headers["Idempotent-Replayed"] == "true"
    assert_problem(table.move(1, {"type": "stake", "cards": ["joy", "joy"]}), 422, "E3.3")
    assert_problem(table.move(1, {"type": "stake", "cards": ["love"]},
                              headers={"If-Match": '"1"'}), 412)
    assert_problem(client.post(f"/v1/games/{table.id}/moves", json={"type": "stake"},
                               headers={"Authorization": "Bearer nobody"}), 401)
    assert_problem(table.move(1, {"type": "no-such-move"}), 400)
    after = move_counts()
    assert {k: after[k] - before[k] for k in before} == dict.fromkeys(before, 1.0)


@pytest.mark.redis
def test_requests_are_counted_and_timed_by_route_and_status(client):
    route = "/v1/games/<game_id>"
    ok = sample("referee_http_requests_total", method="GET", route=route, status="200")
    missing = sample("referee_http_requests_total", method="GET", route=route, status="404")
    timed = sample("referee_http_request_duration_seconds_count", method="GET", route=route)
    table = Table(client, EMOTRIONS_2P)
    assert table.view().status_code == 200
    assert client.get("/v1/games/no-such-game").status_code == 404
    assert sample("referee_http_requests_total", method="GET", route=route, status="200") == ok + 1
    assert sample("referee_http_requests_total", method="GET", route=route,
                  status="404") == missing + 1
    assert sample("referee_http_request_duration_seconds_count", method="GET",
                  route=route) == timed + 2
    # A path that matches no route is counted under one label, not one per path.
    unmatched = sample("referee_http_requests_total", method="GET", route="<unmatched>",
                       status="404")
    client.get(f"/no/such/{uuid.uuid4().hex}")
    assert sample("referee_http_requests_total", method="GET", route="<unmatched>",
                  status="404") == unmatched + 1


def test_store_errors_are_counted():
    # A Redis that is not there: nothing listens on this port.
    store = RedisStore.from_url(f"redis://127.0.0.1:{free_port()}/0", timeout=0.2)
    client = create_app(Settings(), store=store).test_client()
    # Each failed request counts its failed store calls (another extension's may add some).
    before = sample("referee_store_errors_total")
    assert_problem(client.get("/v1/games/anything"), 503)
    after_game = sample("referee_store_errors_total")
    assert client.get("/readyz").status_code == 503
    assert before < after_game < sample("referee_store_errors_total")


@pytest.mark.redis
def test_metrics_page_is_prometheus_text(client):
    client.get("/healthz")
    response = client.get("/metrics")
    assert response.status_code == 200
    names = {f.name for f in text_string_to_metric_families(response.get_data(as_text=True))}
    assert {"referee_http_requests", "referee_http_request_duration_seconds", "referee_moves",
            "referee_games_created", "referee_store_errors", "referee_open_streams"} <= names


def _hold_a_worker(url: str) -> socket.socket:
    """Send a request's first line but not its end: the sync worker that accepts it waits for
    the rest, so every other connection goes to the other worker until :func:`_release`."""
    host, port = url.removeprefix("http://").split(":")
    held = socket.create_connection((host, int(port)))
    held.sendall(b"GET /v1/variants HTTP/1.1\r\nHost: referee\r\n")
    return held


def _release(held: socket.socket) -> int:
    held.sendall(b"Connection: close\r\n\r\n")
    reply = b""
    while chunk := held.recv(65536):
        reply += chunk
    held.close()
    return int(reply.split(b" ", 2)[1])


@pytest.mark.redis
def test_a_scrape_of_two_workers_counts_the_requests_of_both(redis_url):
    # The sync worker class serves one connection at a time per worker, which lets the test
    # send one request to one worker and the whole game to the other; the counting is the same
    # for every worker class.
    server = Server({"REDIS_URL": redis_url, "REFEREE_KEY_PREFIX": f"test-{uuid.uuid4().hex[:12]}",
                     "REFEREE_WORKER_CLASS": "sync"}, workers=2).start()
    try:
        held = _hold_a_worker(server.url)
        played, _, _ = play_alternating([server.url], EMOTRIONS_2P, seed="metrics")
        assert _release(held) == 200
        samples = scrape(server.url)
    finally:
        log = server.stop()
    lines = [json.loads(line) for line in log.splitlines() if line.startswith("{")]
    served = {}
    for line in lines:
        if line["logger"] == "referee.access":
            served.setdefault(line["route"], set()).add(line["pid"])
    # Two workers served: the held request on one, the game on the other.
    assert len(served["/v1/variants"]) == 1 and len(served["/v1/games/<game_id>/moves"]) == 1
    assert served["/v1/variants"] != served["/v1/games/<game_id>/moves"]

    def value(name: str, **labels: str) -> float:
        return samples.get((name, frozenset(labels.items())), 0.0)

    # Whichever worker answered the scrape, it counted the other's requests too.
    assert value("referee_http_requests_total", method="GET", route="/v1/variants",
                 status="200") == 1
    assert value("referee_moves_total", variant="emotrions", outcome="accepted",
                 rule="") == played
    assert value("referee_http_requests_total", method="POST", route="/v1/games/<game_id>/moves",
                 status="200") == played
    assert value("referee_games_created_total", variant="emotrions") == 1
    assert value("referee_open_streams") == 0
