"""The tournament webhook over HTTP on a real Redis: each event of the tournament, signed with
its secret, retried after a failure; a refused URL at creation; the secret never shown."""

from __future__ import annotations

import hashlib
import hmac
import json

from tests.delivery.test_tournament_webhooks import SECRET, Receiver
from tests.support.tournament import finish, tournament_app
from tests.tournaments.test_swiss import PLAYERS, p

REDIS = "redis://127.0.0.1:6379/0"


def test_each_tournament_event_is_posted_signed_and_retried():
    receiver = Receiver([500] + [204] * 10)
    receiver.release()
    try:
        app = tournament_app(REDIS, webhook_allow_loopback=True, webhook_backoff=0.05)
        client = app.test_client()
        made = client.post("/v1/tournaments", json={
            "name": "Cup", "variant": "pareo", "players": PLAYERS, "seed": "hook",
            "tournament_webhook": receiver.url, "tournament_webhook_secret": SECRET}).get_json()
        assert SECRET not in json.dumps(made) and made["tournament_webhook"] == receiver.url
        director = {"Authorization": f"Bearer {made['director_token']}"}
        round_ = client.post(f"/v1/tournaments/{made['id']}/rounds", headers=director,
                             json={"tables": [[p(1), p(2)]]}).get_json()
        finish(app, round_["tables"][0]["game"], round_["tables"][0]["seat_tokens"], "hook")
        # created (failed once, then again), round_created, game_ended, and the round's end
        receiver.wait_for(5)
    finally:
        receiver.close()
    bodies = [json.loads(body) for _, body in receiver.received]
    for headers, body in receiver.received:
        expected = "sha256=" + hmac.new(SECRET.encode(), body, hashlib.sha256).hexdigest()
        assert hmac.compare_digest(headers["X-Referee-Signature-256"], expected)
        assert headers["X-Referee-Event"] == json.loads(body)["type"]
    kinds = sorted((b["type"], b["attempt"]) for b in bodies)
    assert kinds == [("game_ended", 1), ("round_created", 1), ("standings_changed", 1),
                     ("tournament_created", 1), ("tournament_created", 2)]
    assert all(b["tournament"] == made["id"] for b in bodies)


def test_a_tournament_webhook_the_service_will_not_call_is_refused_at_creation():
    app = tournament_app(REDIS)
    response = app.test_client().post("/v1/tournaments", json={
        "name": "Cup", "variant": "pareo", "players": PLAYERS,
        "tournament_webhook": "http://127.0.0.1:9/x", "tournament_webhook_secret": SECRET})
    assert response.status_code == 422, response.get_json()
    assert response.get_json()["field"] == "tournament_webhook"
