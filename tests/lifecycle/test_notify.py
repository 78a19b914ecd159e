"""Turn notifications (docs/lifecycle.md): a game created with ``notify`` gets a signed POST when a
seat's turn comes (``your_turn``) and when it ends (``game_ended``), from the webhook delivery
thread (outbox on a real Redis, retries with backoff), at a real HTTP receiver on 127.0.0.1. A
notification names seats and versions, never a card; private receivers are refused."""

from __future__ import annotations

import hashlib
import hmac
import json
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import pytest

from tests.support.http import EMOTRIONS, assert_problem, bearer
from tests.support.tournament import create, tournament_app

SECRET = "a-long-notify-secret"
PATIENCE = 30


class Receiver:
    """An app's push relay on 127.0.0.1: answers each POST with the next of ``statuses`` (then
    204; a redirect to ``location``), and keeps what it got."""

    def __init__(self, statuses: list[int] = (), location: str | None = None):
        self.statuses = list(statuses)
        self.received: list[tuple[dict[str, str], bytes]] = []
        self.changed = threading.Condition()
        receiver = self

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self):
                body = self.rfile.read(int(self.headers["Content-Length"]))
                status = receiver.statuses.pop(0) if receiver.statuses else 204
                self.send_response(status)
                if location:
                    self.send_header("Location", location)
                self.send_header("Content-Length", "0")
                self.end_headers()
                with receiver.changed:
                    receiver.received.append((dict(self.headers), body))
                    receiver.changed.notify_all()

            def log_message(self, *args):
                pass

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.port = self.server.server_port
        self.url = f"http://127.0.0.1:{self.port}/push?app=7"
        threading.Thread(target=self.server.serve_forever, args=(0.05,), daemon=True).start()

    def bodies(self, count: int) -> list[dict]:
        """The first ``count`` bodies, once they have all arrived (each checked for its
        signature)."""
        with self.changed:
            assert self.changed.wait_for(lambda: len(self.received) >= count, PATIENCE), (
                f"{len(self.received)} of {count} notifications arrived")
            received = list(self.received[:count])
        out = []
        for headers, body in received:
            expected = "sha256=" + hmac.new(SECRET.encode(), body, hashlib.sha256).hexdigest()
            assert headers["X-Referee-Signature-256"] == expected
            data = json.loads(body)
            assert headers["X-Referee-Event"] == data["type"]
            out.append(data)
        return out

    def close(self) -> None:
        self.server.shutdown()
        self.server.server_close()


@pytest.fixture
def receiver():
    receiver = Receiver()
    yield receiver
    receiver.close()


@pytest.fixture
def app(redis_url):
    app = tournament_app(redis_url, webhook_allow_loopback=True, webhook_backoff=0.05)
    yield app
    app.extensions["referee.tournament"].deliverer.close()


def _no_card(body: dict) -> None:
    text = json.dumps(body)
    assert not any(f'"{card}"' in text for card in EMOTRIONS), text


def test_your_turn_for_each_seat_newly_awaited_then_game_ended(app, receiver):
    client = app.test_client()
    created = create(client, {"variant": "pareo", "players": ["Ann", "Bob"], "seed": "notify",
                              "leader": 0, "notify": {"url": receiver.url, "secret": SECRET}})
    game, seats = created["id"], created["tokens"]["seats"]
    first = receiver.bodies(1)[0]
    assert {k: first[k] for k in ("type", "game", "seat", "version")} == {
        "type": "your_turn", "game": game, "seat": 0, "version": 1}
    assert first["attempt"] == 1 and first["delivery"] and first["sent_at"].endswith("Z")
    legal = client.get(f"/v1/games/{game}/legal-moves", headers=bearer(seats[0])).get_json()
    reply = client.post(f"/v1/games/{game}/moves", json=legal["moves"][0],
                        headers=bearer(seats[0]))
    assert reply.status_code == 200
    second = receiver.bodies(2)[1]
    assert (second["type"], second["seat"], second["version"]) == ("your_turn", 1, 2)
    # Bob resigns: nobody is awaited any more, the game has ended.
    reply = client.post(f"/v1/games/{game}/moves", json={"type": "resign"},
                        headers=bearer(seats[1]))
    assert reply.status_code == 200
    third = receiver.bodies(3)[2]
    assert (third["type"], third["version"], third["winners"]) == ("game_ended", 3, [0])
    for body in receiver.bodies(3):
        _no_card(body)
    assert "notify" not in client.get(f"/v1/games/{game}").get_json()  # the secret stays


def test_a_failed_notification_is_retried_with_the_same_delivery(app):
    receiver = Receiver([503])
    try:
        create(app.test_client(), {"variant": "four-aces", "players": ["Ann", "Bob"],
                                   "dealer": 0, "notify": {"url": receiver.url,
                                                           "secret": SECRET}})
        first, again = receiver.bodies(2)
        assert first["delivery"] == again["delivery"]
        assert (first["attempt"], again["attempt"]) == (1, 2)
        assert first["type"] == again["type"] == "your_turn"
    finally:
        receiver.close()


def test_a_game_without_notify_sends_nothing(app, receiver):
    client = app.test_client()
    created = create(client, {"variant": "pareo", "players": ["Ann", "Bob"], "seed": "quiet"})
    client.post(f"/v1/games/{created['id']}/moves", json={"type": "resign"},
                headers=bearer(created["tokens"]["seats"][0]))
    deliverer = app.extensions["referee.tournament"].deliverer
    assert deliverer.outbox.next_due() is None and receiver.received == []


@pytest.mark.parametrize("notify, field, status", [
    # A URL that fits the schema but that the service will not call: its decision, a 422.
    ({"url": "http://10.1.2.3/push", "secret": SECRET}, "url", 422),
    ({"url": "ftp://example.org/push", "secret": SECRET}, "url", 400),
    ({"url": "", "secret": SECRET}, "url", 400),
    ({"url": "https://example.org/push", "secret": "short"}, "secret", 400),
    ({"url": "https://example.org/push"}, "secret", 400),
])
def test_a_bad_or_private_notify_is_refused(app, notify, field, status):
    response = app.test_client().post("/v1/games", json={
        "variant": "pareo", "players": ["Ann", "Bob"], "notify": notify})
    problem = assert_problem(response, status)
    assert field in problem["errors"]["notify"], problem


def test_a_batch_names_the_game_whose_notify_is_refused(app, receiver):
    games = [{"variant": "pareo", "players": ["Ann", "Bob"],
              "notify": {"url": receiver.url, "secret": SECRET}},
             {"variant": "pareo", "players": ["Cy", "Di"],
              "notify": {"url": "http://192.168.1.9/push", "secret": SECRET}}]
    refused = app.test_client().post("/v1/batches", json={"games": games})
    problem = assert_problem(refused, 422)
    assert "url" in problem["errors"]["games"]["1"]["notify"], problem
    created = app.test_client().post("/v1/batches", json={"games": games[:1]})
    assert created.status_code == 201
    assert receiver.bodies(1)[0]["type"] == "your_turn"
