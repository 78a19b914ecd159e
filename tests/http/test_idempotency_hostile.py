"""What reaches an Idempotency-Key's fingerprint: every body, however hostile, once its schema has
loaded it (an integer field makes a whole number beyond 64 bits of ``1e22``). No entry point
answers 500 for it, with or without a key, and the fingerprint is the same one whatever the
body's key order (referee/core/idempotency.py)."""

from __future__ import annotations

import hashlib
import itertools

import orjson
import pytest

from referee.core.idempotency import Idempotency
from tests.core.test_director import Directed
from tests.http.test_hostile_bodies import Raw, render, replaced
from tests.support.http import Table, bearer

#: Numbers a JSON reader takes and a schema may make an integer beyond 64 bits of, or is at
#: the edge of orjson's integers; strings no field expects.
HOSTILE = [Raw("38508968813113045417984"), Raw("1e22"), Raw("-1e22"),
           Raw("18446744073709551615"), Raw("-9223372036854775809"), Raw("1.5"), Raw("-0.0"),
           Raw("[" * 31 + "1" + "]" * 31), "\u202e\u2066", "\U0001f600", "e\u0301", "\u0000",
           "\ufeff\uffff", Raw('"\\udbff\\udfff"')]
_KEYS = itertools.count()
#: The operations an Idempotency-Key applies to (elsewhere the header is ignored).
KEYED = ("games", "batches", "moves", "decisions")


def _posted(client, path: str, body, token: str | None):
    headers = {**bearer(token), "Idempotency-Key": f"hostile-{next(_KEYS)}"}
    text = render(body).encode()
    first = client.post(path, data=text, content_type="application/json", headers=headers)
    again = client.post(path, data=text, content_type="application/json", headers=headers)
    for reply in (first, again):
        assert reply.status_code < 500, (path, text[:200], reply.get_data()[:300])
        if reply.status_code >= 400:
            assert reply.content_type == "application/problem+json"
    if first.status_code < 300 and path.rsplit("/", 1)[-1] in KEYED:
        # A retry with the same key and body is the first reply again.
        assert again.get_data() == first.get_data() and again.headers["Idempotent-Replayed"]
    return first


def _entry_points(client):
    """Each entry point taking a body: its path, a valid body, and the token it is sent with."""
    aces = Table(client, {"variant": "four-aces", "players": ["Ann", "Bob"], "seed": "h",
                          "dealer": 0})
    directed = Directed(client, {"variant": "pareo", "players": ["Ann", "Bob"], "seed": "h",
                                 "leader": 0})
    invited = client.post("/v1/games", json={"variant": "emotrions", "players": ["A", "B"],
                                             "invitations": True}).get_json()
    game = {"variant": "emotrions", "players": ["Ann", "Bob"], "seed": "s1", "tag": "cup",
            "spectator_delay": 0, "round": 1}
    capture = {"type": "capture", "card": "QS", "take": ["QH"], "joker_value": 7}
    seat = aces.created["tokens"]["seats"]
    return [
        ("/v1/games", game, None),
        ("/v1/batches", {"games": [game]}, None),
        (f"/v1/games/{aces.id}/moves", capture, seat[1]),
        (f"/v1/games/{aces.id}/moves", capture, seat[0]),
        (f"/v1/games/{directed.id}/decisions",
         {"type": "penalty", "seat": 0, "points": 2, "reason": "slow"}, directed.director),
        (f"/v1/games/{directed.id}/decisions",
         {"type": "correct", "version": 2, "move": {"type": "attack", "cards": ["fury"]},
          "reason": "misheard"}, directed.director),
        (f"/v1/games/{directed.id}/director-calls", {"message": "come"},
         directed.created["tokens"]["seats"][1]),
        (f"/v1/games/{invited['id']}/invitations/redeem",
         {"code": invited["tokens"]["invitations"][0]}, None),
        (f"/v1/games/{aces.id}/rematch", {"players": ["Ann", "Bob"]}, aces.table),
        (f"/v1/games/{aces.id}/seats/0/reissue", {"why": 1}, aces.table),
    ]


def _paths(body, path=()):
    yield path
    if isinstance(body, dict):
        for key, inner in body.items():
            yield from _paths(inner, (*path, key))
    elif isinstance(body, list):
        for i, inner in enumerate(body):
            yield from _paths(inner, (*path, i))


def test_no_hostile_value_anywhere_in_a_body_with_a_key_answers_500(client):
    for path, base, token in _entry_points(client):
        for where in [p for p in _paths(base) if p] + [("extra",)]:
            for value in HOSTILE:
                body = ({**base, "extra": value} if where == ("extra",)
                        else replaced(base, where, value))
                _posted(client, path, body, token)


def test_the_move_that_answered_500_is_a_400(client):
    aces = Table(client, {"variant": "four-aces", "players": ["Ann", "Bob"], "seed": "h",
                          "dealer": 0})
    body = {"type": "capture", "card": "QS", "joker_value": Raw("38508968813113045417984")}
    for token in aces.created["tokens"]["seats"]:
        reply = _posted(client, f"/v1/games/{aces.id}/moves", body, token)
        assert reply.status_code == 400, reply.get_json()


@pytest.mark.parametrize("body", [
    {"joker_value": 38508968813113045417984, "n": -(2 ** 70)},
    {"x": float("nan"), "y": float("inf"), "z": -0.0},
    {"s": "\ud800", "t": "\U0001f600\u202e\u0000"},
    {1: "a key that is no string", None: 2},
    {"many": 10 ** 5000},
])
def test_a_fingerprint_is_made_of_any_loaded_body_and_ignores_key_order(body):
    deep: list = []
    for _ in range(5000):  # past orjson's 254 levels and Python's recursion limit
        deep = [deep]
    body = {**body, "deeper": deep}
    first = Idempotency.of("k", "POST", "/v1/games/x/moves", body)
    reordered = dict(reversed(list(body.items())))
    assert Idempotency.of("k", "POST", "/v1/games/x/moves", reordered) == first
    other = {**body, "another": 1}
    assert Idempotency.of("k", "POST", "/v1/games/x/moves", other) != first


def test_fingerprints_of_ordinary_bodies_are_those_kept_so_far():
    # Keys stored by an older build (a retry across a deploy) keep their fingerprint.
    body = {"type": "stake", "cards": ["joy", "love"], "seat": 1, "é": [1.5, None, True]}
    kept = hashlib.sha256(b"POST /v1/games/x/moves\n"
                          + orjson.dumps(body, option=orjson.OPT_SORT_KEYS)).hexdigest()
    assert Idempotency.of("k", "POST", "/v1/games/x/moves", body).fingerprint == kept
