"""Webhooks: a game created with a webhook gets a signed POST when it ends, delivered by a
background thread to a real receiver on 127.0.0.1 and retried after the receiver first fails;
the move never waits for it; tries are in the record; private and loopback receivers are refused
unless allowed."""

from __future__ import annotations

import hashlib
import hmac
import json
import random
import threading
import uuid
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import pytest

from referee.delivery.outbound import REFUSED
from referee.delivery.webhooks import Job, RedisOutbox
from referee.records.records import verify_signature
from tests.support.http import DEAL_2P, assert_problem
from tests.support.live import Server, request
from tests.support.redis_server import free_port
from tests.support.tournament import create, finish, tournament_app

SECRET = "a-long-shared-secret"
#: Generous bounds for a background thread to act: a test waits at most this long, then fails.
PATIENCE = 30


class Receiver:
    """A webhook receiver on 127.0.0.1 answering each POST with the next of ``statuses``; the
    first POST is held until the test calls :meth:`release`."""

    def __init__(self, statuses: list[int]):
        self.statuses = list(statuses)
        self.received: list[tuple[dict[str, str], bytes]] = []
        self.released = threading.Event()
        self.released_by_test: bool | None = None
        self.arrived = threading.Semaphore(0)
        receiver = self

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self):
                body = self.rfile.read(int(self.headers["Content-Length"]))
                if not receiver.received:
                    receiver.released_by_test = receiver.released.wait(PATIENCE)
                receiver.received.append((dict(self.headers), body))
                self.send_response(receiver.statuses.pop(0))
                self.send_header("Content-Length", "0")
                self.end_headers()
                receiver.arrived.release()

            def log_message(self, *args):
                pass

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.url = f"http://127.0.0.1:{self.server.server_port}/ended?club=7"
        threading.Thread(target=self.server.serve_forever, args=(0.05,), daemon=True).start()

    def release(self) -> None:
        self.released.set()

    def wait_for(self, count: int) -> None:
        # Until ``count`` have arrived: a POST is noted before its release, so counting the
        # releases still owed (count - len) could stop one short.
        while len(self.received) < count:
            assert self.arrived.acquire(timeout=PATIENCE), "the webhook did not arrive"

    def close(self) -> None:
        self.server.shutdown()
        self.server.server_close()


@pytest.fixture
def receiver():
    receiver = Receiver([500, 204])
    yield receiver
    receiver.release()
    receiver.close()


def _record(app, game_id: str) -> dict:
    return app.test_client().get(f"/v1/games/{game_id}/record").get_json()


def test_a_webhook_is_delivered_signed_and_retried_after_a_failure(redis_url, receiver):
    app = tournament_app(redis_url, webhook_allow_loopback=True, webhook_backoff=0.05)
    client = app.test_client()
    created = create(client, {"variant": "emotrions", "players": ["Ann", "Bob"], "deal": DEAL_2P,
                              "webhook": receiver.url, "webhook_secret": SECRET})
    game = finish(app, created["id"], created["tokens"]["seats"])
    # The move that ended the game has its reply; the receiver still holds the first POST.
    receiver.release()
    receiver.wait_for(2)
    assert receiver.released_by_test is True  # the ending move did not wait for the receiver

    first, second = receiver.received
    for headers, body in (first, second):
        expected = "sha256=" + hmac.new(SECRET.encode(), body, hashlib.sha256).hexdigest()
        assert hmac.compare_digest(headers["X-Referee-Signature-256"], expected)
        assert headers["X-Referee-Event"] == "game_ended"
    payloads = [json.loads(body) for _, body in (first, second)]
    assert [p["attempt"] for p in payloads] == [1, 2]
    assert payloads[0]["delivery"] == payloads[1]["delivery"] == first[0]["X-Referee-Delivery"]
    signed = payloads[1]["signed_result"]
    assert signed["result"]["game"] == game.id and signed["result"]["version"] == game.version
    (key,) = client.get("/v1/keys").get_json()["keys"]
    assert verify_signature(signed, key["public_key"])

    # The tries are in the record (the second note is written just after the receiver answers).
    for _ in range(PATIENCE * 20):
        webhook = _record(app, game.id)["webhook"]
        if len(webhook["deliveries"]) == 2:
            break
        threading.Event().wait(0.05)
    assert webhook["origin"] == f"http://127.0.0.1:{receiver.server.server_port}"
    assert [(d["attempt"], d["status"], d["outcome"]) for d in webhook["deliveries"]] == \
        [(1, 500, "retrying"), (2, 204, "delivered")]
    assert SECRET not in json.dumps(_record(app, game.id))
    app.extensions["referee.tournament"].deliverer.close()


def test_a_receiver_that_never_answers_is_given_up(redis_url):
    closed = f"http://127.0.0.1:{free_port()}/ended"  # nothing listens there
    app = tournament_app(redis_url, webhook_allow_loopback=True, webhook_attempts=2,
                         webhook_backoff=0.01)
    deliverer = app.extensions["referee.tournament"].deliverer
    deliverer.close()  # no thread: this test drives the outbox itself, deterministically
    created = create(app.test_client(), {"variant": "pareo", "players": ["Ann", "Bob"],
                                         "seed": "w", "webhook": closed, "webhook_secret": SECRET})
    finish(app, created["id"], created["tokens"]["seats"])
    for _ in range(PATIENCE * 20):
        if deliverer.outbox.next_due() is None:
            break
        deliverer.deliver_due() or threading.Event().wait(0.02)
    notes = _record(app, created["id"])["webhook"]["deliveries"]
    assert [(n["attempt"], n["status"], n["outcome"]) for n in notes] == \
        [(1, None, "retrying"), (2, None, "given up")]
    assert notes[0]["error"].startswith("ConnectionRefusedError")


def test_a_job_is_claimed_by_one_process_and_resumed_by_another(redis_url, receiver,
                                                                 monkeypatch):
    """The outbox is shared: a job left by a process that stopped is delivered by the next
    process to serve a request, and a claimed job is invisible to other claims."""
    receiver.statuses = [204]
    receiver.release()
    prefix = f"test-{uuid.uuid4().hex[:12]}"
    first = tournament_app(redis_url, prefix, webhook_allow_loopback=True)
    created = create(first.test_client(), {
        "variant": "pareo", "players": ["Ann", "Bob"], "seed": "w", "webhook": receiver.url,
        "webhook_secret": SECRET})
    # The first process stops before it delivers: it queues no webhook.
    monkeypatch.setattr(first.extensions["referee.tournament"].deliverer, "enqueue",
                        lambda game: None)
    game = finish(first, created["id"], created["tokens"]["seats"])
    store = first.extensions["referee"].store
    outboxes = [RedisOutbox(store._redis, store._prefix) for _ in range(2)]
    outboxes[0].push(Job("left-behind", game.id, 1), 0)
    assert outboxes[0].claim(1, 60) == Job("left-behind", game.id, 1)
    assert outboxes[1].claim(2, 60) is None  # leased to the first claim until 61
    outboxes[1].reschedule(Job("left-behind", game.id, 1), Job("left-behind", game.id, 1), 0)

    second = tournament_app(redis_url, prefix, webhook_allow_loopback=True)
    second.test_client().get("/v1/variants")  # its first request finds a job: it delivers
    receiver.wait_for(1)
    assert json.loads(receiver.received[0][1])["delivery"] == "left-behind"
    second.extensions["referee.tournament"].deliverer.close()


def test_gunicorn_workers_deliver_webhooks_and_sign_with_one_key(redis_url, receiver):
    """Under gunicorn (two worker processes on one Redis): the delivery thread runs in a
    forked worker, retries, and every worker signs with the one development key."""
    receiver.release()
    server = Server({"REDIS_URL": redis_url, "REFEREE_KEY_PREFIX": f"test-{uuid.uuid4().hex[:12]}",
                     "REFEREE_WEBHOOK_ALLOW_LOOPBACK": "1", "REFEREE_WEBHOOK_BACKOFF": "0.05",
                     # No access log: nothing reads the server's output pipe until it stops.
                     "REFEREE_LOG_LEVEL": "WARNING"},
                    workers=2).start()
    try:
        keys = {json.dumps(request("GET", server.url + "/v1/keys")[2]) for _ in range(8)}
        assert len(keys) == 1
        status, _, created = request("POST", server.url + "/v1/games", {
            "variant": "pareo", "players": ["Ann", "Bob"], "seed": "live-2",
            "webhook": receiver.url, "webhook_secret": SECRET})
        assert status == 201, created
        game, seats = f"{server.url}/v1/games/{created['id']}", created["tokens"]["seats"]
        pick = random.Random("live")
        view = created["view"]
        while view["status"] != "finished":
            seat = view["to_act"][0]
            legal = request("GET", game + "/legal-moves", token=seats[seat])[2]["moves"]
            status, _, reply = request("POST", game + "/moves", pick.choice(legal), seats[seat])
            assert status == 200, reply
            view = reply["view"]
        receiver.wait_for(2)
        signed = json.loads(receiver.received[1][1])["signed_result"]
        assert verify_signature(signed, json.loads(keys.pop())["keys"][0]["public_key"])
    finally:
        server.stop()


#: Receivers by configuration: (URL, what it is refused as, or None when accepted).
RECEIVERS = {
    "default": [
        ("http://127.0.0.1:8080/ended", "loopback"),
        ("http://localhost/ended", "loopback"),
        ("http://[::1]/ended", "loopback"),
        ("http://10.1.2.3/ended", "private"),
        ("https://93.184.215.14/ended", None),
    ],
    "webhook_allow_loopback": [
        ("http://127.0.0.1:8080/ended", None),
        ("http://10.1.2.3/ended", "private"),
        ("http://169.254.169.254/latest", "private"),
    ],
    "webhook_allow_private": [
        ("http://10.1.2.3/ended", None),
        ("http://127.0.0.1:8080/ended", "loopback"),
    ],
}


@pytest.mark.parametrize("allowed", list(RECEIVERS))
def test_private_and_loopback_receivers_are_refused_unless_allowed(redis_url, allowed):
    settings = {} if allowed == "default" else {allowed: True}
    client = tournament_app(redis_url, **settings).test_client()
    for url, refused in RECEIVERS[allowed]:
        body = {"variant": "pareo", "players": ["a", "b"], "webhook": url,
                "webhook_secret": SECRET}
        response = client.post("/v1/games", json=body)
        if refused is None:
            assert response.status_code == 201, (url, response.get_json())
        else:
            problem = assert_problem(response, 422)
            # One wording whatever the reason (docs/tournaments.md: the reason would map internal
            # names).
            assert problem["detail"] == REFUSED and problem["errors"]["webhook"] == [REFUSED]
            assert problem["field"] == "webhook", url


def test_a_webhook_needs_its_secret(redis_url):
    client = tournament_app(redis_url).test_client()
    body = {"variant": "pareo", "players": ["a", "b"], "webhook": "https://93.184.215.14/x"}
    assert "webhook_secret" in assert_problem(client.post("/v1/games", json=body), 400)["errors"]
    body["webhook"] = "ftp://93.184.215.14/x"
    assert "webhook" in assert_problem(client.post("/v1/games", json={
        **body, "webhook_secret": SECRET}), 400)["errors"]
