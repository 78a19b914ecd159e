"""Idempotency-Key on moves and creation, on a real Redis: a retry replays the first reply and
applies nothing; another body is 422; a request still running is 409; keys expire."""

from __future__ import annotations

import threading
import time
import uuid

from referee import create_app
from referee.config import Settings
from referee.storage.redis_store import RedisStore
from tests.support.http import DEAL_2P, Table, assert_problem, bearer

CREATE = {"variant": "emotrions", "players": ["Ann", "Bob"], "deal": DEAL_2P}


def key() -> dict[str, str]:
    return {"Idempotency-Key": str(uuid.uuid4())}


def test_a_retried_move_replays_the_first_reply_and_applies_once(client):
    table = Table(client, CREATE)
    k = key()
    first = table.move(0, {"type": "stake", "cards": ["joy"]}, headers=k)
    assert first.status_code == 200 and "Idempotent-Replayed" not in first.headers
    again = table.move(0, {"type": "stake", "cards": ["joy"]}, headers=k)
    assert again.status_code == 200 and again.headers["Idempotent-Replayed"] == "true"
    assert again.get_data() == first.get_data() and again.headers["ETag"] == first.headers["ETag"]
    view = table.view().get_json()
    assert view["version"] == 2
    assert sum(e["type"] == "move" for e in table.events()) == 1


def test_key_order_and_spacing_do_not_change_the_fingerprint(client):
    table = Table(client, CREATE)
    k = key()
    assert table.move(0, {"type": "stake", "cards": ["joy"]}, headers=k).status_code == 200
    r = client.post(f"/v1/games/{table.id}/moves", data='{ "cards": ["joy"],  "type": "stake" }',
                    content_type="application/json", headers={**bearer(table.seats[0]), **k})
    assert r.status_code == 200 and r.headers["Idempotent-Replayed"] == "true"


def test_the_same_key_with_another_body_is_422(client):
    table = Table(client, CREATE)
    k = key()
    assert table.move(0, {"type": "stake", "cards": ["joy"]}, headers=k).status_code == 200
    body = assert_problem(table.move(0, {"type": "stake", "cards": ["love"]}, headers=k), 422)
    assert body["type"].endswith("idempotency-key-reused") and "rule" not in body


def test_keys_are_scoped_to_the_caller(client):
    table = Table(client, CREATE)
    k = key()
    assert table.move(0, {"type": "stake", "cards": ["joy"]}, headers=k).status_code == 200
    # Seat 1 using the same key gets its own move applied, never seat 0's reply.
    r = table.move(1, {"type": "stake", "cards": ["joy"]}, headers=k)
    assert r.status_code == 200 and "Idempotent-Replayed" not in r.headers
    assert r.get_json()["view"]["you"] == 1


def test_a_refused_move_frees_its_key(client):
    table = Table(client, CREATE)
    k = key()
    assert_problem(table.move(0, {"type": "stake", "cards": ["fury"]}, headers=k), 422, "E3.3")
    assert_problem(table.move(0, {"type": "stake", "cards": ["fury"]}, headers=k), 422, "E3.3")
    assert table.move(0, {"type": "stake", "cards": ["joy"]}, headers=k).status_code == 200


def test_bad_keys_are_400(client):
    table = Table(client, CREATE)
    assert_problem(table.move(0, {"type": "stake", "cards": ["joy"]},
                              headers={"Idempotency-Key": ""}), 400)
    assert_problem(table.move(0, {"type": "stake", "cards": ["joy"]},
                              headers={"Idempotency-Key": "k" * 256}), 400)


class SlowCommitStore(RedisStore):
    """A real RedisStore whose next commit waits until released: a request still in flight."""

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.hold = False
        self.entered = threading.Event()
        self.release_commit = threading.Event()

    def commit(self, *args, **kwargs):
        if self.hold:
            self.hold = False
            self.entered.set()
            self.release_commit.wait(10)
        return super().commit(*args, **kwargs)


def test_the_same_key_while_the_first_is_running_is_409(redis_url):
    base = RedisStore.from_url(redis_url)
    store = SlowCommitStore(base._redis, f"test-{uuid.uuid4().hex[:12]}")
    app = create_app(Settings(), store=store)
    client = app.test_client()
    table = Table(client, CREATE)
    k = key()
    replies = {}
    store.hold = True
    thread = threading.Thread(target=lambda: replies.setdefault(
        "first", table.move(0, {"type": "stake", "cards": ["joy"]}, headers=k)))
    thread.start()
    assert store.entered.wait(10)
    second = client.post(f"/v1/games/{table.id}/moves", json={"type": "stake", "cards": ["joy"]},
                         headers={**bearer(table.seats[0]), **k})
    assert_problem(second, 409)
    assert second.headers["Retry-After"]
    store.release_commit.set()
    thread.join(10)
    assert replies["first"].status_code == 200
    third = table.move(0, {"type": "stake", "cards": ["joy"]}, headers=k)
    assert third.headers.get("Idempotent-Replayed") == "true"


def test_a_retried_creation_replays_the_same_game_and_tokens(client, app):
    k = key()
    first = client.post("/v1/games", json=CREATE, headers=k)
    again = client.post("/v1/games", json=CREATE, headers=k)
    assert first.status_code == again.status_code == 201
    assert again.get_json() == first.get_json()
    assert again.headers["Location"] == first.headers["Location"]
    assert again.headers["Idempotent-Replayed"] == "true"
    assert_problem(client.post("/v1/games", json={**CREATE, "players": ["X", "Y"]}, headers=k), 422)


def test_R125_a_retried_creation_of_a_deleted_game_creates_it_anew(client, app):
    k = key()
    first = client.post("/v1/games", json=CREATE, headers=k).get_json()
    table = {"Authorization": f"Bearer {first['tokens']['table']}"}
    assert client.delete(f"/v1/games/{first['id']}", headers=table).status_code == 204
    # Nothing of the deleted game stays (R90), the reply to its creation neither: no reply
    # naming a game that is gone (404), but a game of its own.
    again = client.post("/v1/games", json=CREATE, headers=k)
    assert again.status_code == 201 and "Idempotent-Replayed" not in again.headers
    assert again.get_json()["id"] != first["id"]
    assert client.get(again.headers["Location"]).status_code == 200
    replayed = client.post("/v1/games", json=CREATE, headers=k)
    assert replayed.get_json() == again.get_json()
    assert replayed.headers["Idempotent-Replayed"] == "true"


def test_creation_records_never_hold_tokens_in_plain_text(client, app, redis_store):
    k = key()
    created = client.post("/v1/games", json=CREATE, headers=k).get_json()
    tokens = created["tokens"]["seats"] + [created["tokens"]["table"]]
    raw = redis_store._redis
    values = b""
    for name in raw.scan_iter(match=f"{redis_store._prefix}:*"):
        kind = raw.type(name)
        if kind == b"string":
            values += raw.get(name)
        elif kind == b"hash":
            values += b"".join(raw.hgetall(name).values())
        elif kind == b"list":
            values += b"".join(raw.lrange(name, 0, -1))
    assert values
    for token in tokens:
        assert token.encode() not in values


def test_keys_expire(redis_url):
    store = RedisStore.from_url(redis_url, prefix=f"test-{uuid.uuid4().hex[:12]}")
    app = create_app(Settings(), store=store)
    app.extensions["referee"].idempotency_ttl = 1
    client = app.test_client()
    k = key()
    first = client.post("/v1/games", json=CREATE, headers=k).get_json()
    time.sleep(1.5)
    second = client.post("/v1/games", json=CREATE, headers=k)
    assert second.status_code == 201 and "Idempotent-Replayed" not in second.headers
    assert second.get_json()["id"] != first["id"]
