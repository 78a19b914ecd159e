"""Hostile request bodies (docs/rulings/contract.md): no body reaches a 500, each is a 400 problem
naming the field or the position, and nothing is stored (referee/http/body.py).

The regression tests send what answered 500 before (JSON nested 30,000 deep, whole numbers of
more than 4,300 digits, lone surrogates) to every operation that takes a body. The property test
draws hostile JSON (deep nesting, huge and non-finite numbers, surrogates, NUL and bidi controls
in keys, duplicate keys, a wrong type at any field of a valid body) for each of them, derandomized; the
suite runs a few examples per operation, the long run more:
``REFEREE_HOSTILE_EXAMPLES=500 python -m pytest tests/http/test_hostile_bodies.py -n 0``.
"""

from __future__ import annotations

import json
import os
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from referee.http.body import MAX_DEPTH
from tests.support.http import DEAL_2P, Table, bearer
from tests.support.logs import json_lines
from tests.support.tournament import finished_record, tournament_app

EXAMPLES = int(os.environ.get("REFEREE_HOSTILE_EXAMPLES", "12"))
GAME = {"variant": "emotrions", "players": ["Ann", "Bob"], "seed": "s1",
        "options": {"covered": True}, "tag": "cup"}


# -- writing JSON as an attacker would: raw literals, repeated keys ---------------------------


@dataclass(frozen=True)
class Raw:
    """A piece of JSON text written as is (a number literal, a string with escapes)."""

    text: str


@dataclass(frozen=True)
class Pairs:
    """An object written from its (key, value) pairs, a key possibly twice."""

    items: tuple


def render(value: Any) -> str:
    if isinstance(value, Raw):
        return value.text
    if isinstance(value, Pairs):
        return "{" + ",".join(f"{render(k)}:{render(v)}" for k, v in value.items) + "}"
    if isinstance(value, dict):
        return render(Pairs(tuple(value.items())))
    if isinstance(value, list):
        return "[" + ",".join(map(render, value)) + "]"
    return json.dumps(value)


def positions(value: Any, path: tuple = ()) -> list[tuple]:
    """Every path to a value inside ``value``, the whole of it first."""
    out = [path]
    if isinstance(value, dict):
        for key, inner in value.items():
            out += positions(inner, (*path, key))
    elif isinstance(value, list):
        for i, inner in enumerate(value):
            out += positions(inner, (*path, i))
    return out


def replaced(value: Any, path: tuple, new: Any) -> Any:
    if not path:
        return new
    head, rest = path[0], path[1:]
    if isinstance(value, dict):
        return {k: replaced(v, rest, new) if k == head else v for k, v in value.items()}
    return [replaced(v, rest, new) if i == head else v for i, v in enumerate(value)]


def nested(path: tuple, message: str) -> dict:
    """Field errors as the service nests them (marshmallow's way)."""
    out: Any = [message]
    for part in reversed(path):
        out = {str(part): out}
    return out


def at(value: Any, path: tuple) -> Any:
    for part in path:
        value = value[part]
    return value


def _nested(depth: int, leaf: str, kind: str) -> Raw:
    if kind == "[":
        return Raw("[" * depth + leaf + "]" * depth)
    return Raw('{"a":' * depth + leaf + "}" * depth)


#: A value of each JSON type, to put where another type is expected (null aside: some fields
#: take it, and documented so).
WRONG = {str: 7, int: "7", float: "7", bool: "yes", list: {}, dict: [], type(None): 7}
NUMBERS = ["NaN", "Infinity", "-Infinity", "1e999", "-1e400", "9" * 320, "-" + "9" * 5000]
SURROGATES = ["\\ud800", "\\udfff", "a\\udbff", "\\udc00b"]
CONTROLS = ["\\u0000", "a\\u0000b", "\\u001f", "\\u007f", "\\u0085", "\u202e", "\u2066x",
            "\u200f", "\u061c"]


@st.composite
def hostile(draw, base: Any, typed_paths: Callable[[tuple], bool] = lambda path: True) -> str:
    """A hostile JSON text made from the valid body ``base``. A wrong type goes only at the
    paths ``typed_paths`` accepts (a record's content is the verification's to judge)."""
    kind = draw(st.sampled_from(["deep", "number", "surrogate", "control", "duplicate", "type"]))
    where = positions(base)
    if kind == "duplicate":
        objects = [p for p in where if isinstance(at(base, p), dict) and at(base, p)]
        path = draw(st.sampled_from(objects))
        items = list(at(base, path).items())
        key, value = items[draw(st.integers(0, len(items) - 1))]
        again = draw(st.sampled_from([value, WRONG[type(value)]]))
        items.insert(draw(st.integers(0, len(items))), (key, again))
        return render(replaced(base, path, Pairs(tuple(items))))
    if kind == "type":
        path = draw(st.sampled_from([p for p in where if typed_paths(p)]))
        return render(replaced(base, path, WRONG[type(at(base, path))]))
    path = draw(st.sampled_from(where))
    if kind == "deep":
        depth = draw(st.integers(MAX_DEPTH, 40_000))
        new = _nested(depth, draw(st.sampled_from(["1", '"x"', "[]", "{}"])),
                      draw(st.sampled_from("[{")))
    elif kind == "number":
        new = Raw(draw(st.sampled_from(NUMBERS)))
    else:
        pick = SURROGATES if kind == "surrogate" else CONTROLS
        text = '"' + draw(st.sampled_from(pick)) + '"'
        # A control or bidi character is refused in a key (no field has one); in a value it is a
        # string the contract allows (R120).
        in_key = kind == "control" or draw(st.booleans())
        if kind == "control" and not (path and isinstance(path[-1], str)):
            path = draw(st.sampled_from([p for p in where if p and isinstance(p[-1], str)]))
        if path and isinstance(path[-1], str) and in_key:
            # In a key rather than a value.
            parent = at(base, path[:-1])
            items = tuple((Raw(text) if k == path[-1] else k, v) for k, v in parent.items())
            return render(replaced(base, path[:-1], Pairs(items)))
        new = Raw(text)
    return render(replaced(base, path, new))


# -- the operations taking a body -------------------------------------------------------------


@dataclass
class Operation:
    path: str
    base: Any
    headers: dict[str, str]
    #: Where a wrong type must be refused (elsewhere a judged answer may be 200).
    typed: Callable[[tuple], bool] = lambda path: True
    #: A reply that is not a 4xx but still a right answer (verification of a bad record).
    judged: Callable[[Any], bool] = lambda response: False


@pytest.fixture(scope="module")
def app(redis_url):
    return tournament_app(redis_url)


@pytest.fixture(scope="module")
def record(app) -> dict[str, Any]:
    _, record = finished_record(app, {"variant": "pareo", "players": ["Ann", "Bob"]})
    # A short record: the first moves and events are enough to carry every kind of field.
    return {**record, "moves": record["moves"][:3], "events": record["events"][:6]}


@pytest.fixture
def operations(app, record) -> dict[str, Operation]:
    """Each operation with a valid body (a fresh game and invitation for each test)."""
    client = app.test_client()
    game = Table(client, {"variant": "emotrions", "players": ["Ann", "Bob"], "deal": DEAL_2P})
    invited = client.post("/v1/games", json={**GAME, "invitations": True}).get_json()

    def not_a_record(response) -> bool:
        return response.status_code == 200 and response.get_json()["valid"] is False

    return {
        "games": Operation("/v1/games", GAME, {}),
        "batches": Operation("/v1/batches", {"games": [GAME, {**GAME, "seed": "s2"}]}, {}),
        "moves": Operation(f"/v1/games/{game.id}/moves",
                           {"type": "stake", "cards": ["love", "goodness"]},
                           bearer(game.seats[0])),
        "redeem": Operation(f"/v1/games/{invited['id']}/invitations/redeem",
                            {"code": invited["tokens"]["invitations"][0]}, {}),
        "verify": Operation("/v1/records/verify", record, {}, typed=lambda path: len(path) < 2,
                            judged=not_a_record),
        "trick": Operation("/v1/rules/emotrions/trick",
                           {"stakes": [{"seat": 0, "cards": ["fury"]},
                                       {"seat": 1, "cards": ["joy", "joy"]}], "players": 2}, {}),
        "score": Operation("/v1/rules/emotrions/score",
                           {"piles": [["joy", "fury"], None], "totals": [3, None], "decks": 1}, {}),
        "play": Operation("/v1/rules/pareo/play",
                          {"attack": ["fury"], "answer": ["fury"], "challenger": 0}, {}),
        "capture": Operation("/v1/rules/four-aces/capture",
                             {"table": ["5H", "4S"], "card": "9C", "take": ["5H", "4S"],
                              "after_piuma": False}, {}),
        "count": Operation("/v1/rules/four-aces/count",
                           {"mode": "duel", "piles": [["AS", "2S"], ["KH"]]}, {}),
    }


def stored(app) -> dict[bytes, bytes]:
    store = app.extensions["referee"].store
    raw = store._redis
    # Rate-limit counters count every request, refused or not, and the development signing key
    # is made at its first use (a verification): neither is what a body stores.
    return {key: raw.dump(key) for key in raw.scan_iter(match=f"{store._prefix}:*")
            if b":rate:" not in key and not key.endswith(b":signing-key")}


def post(client, operation: Operation, text: str | bytes):
    data = text.encode("utf-8", "surrogatepass") if isinstance(text, str) else text
    return client.post(operation.path, data=data, content_type="application/json",
                       headers=operation.headers)


def refused(response, operation: Operation | None = None) -> dict:
    """A 4xx problem (or, for ``operation``, one of its judged answers)."""
    if operation is not None and operation.judged(response):
        return {}
    assert 400 <= response.status_code < 500, (response.status_code, response.get_data()[:300])
    assert response.content_type == "application/problem+json"
    return response.get_json()


def test_each_base_body_is_valid(app, operations):
    # The hostile bodies are made from these: each must be accepted as it is, or the property
    # test below would prove nothing.
    client = app.test_client()
    for name, operation in operations.items():
        response = post(client, operation, render(operation.base))
        assert response.status_code in (200, 201), (name, response.get_json())
        assert name != "verify" or response.get_json()["valid"] is False  # cut short


# -- regression tests: each answered 500 before -----------------------------------------------

BODY_OPERATIONS = ["games", "batches", "moves", "redeem", "verify", "trick", "score", "play",
                   "capture", "count"]


@pytest.mark.parametrize("name", BODY_OPERATIONS)
def test_json_nested_30000_deep_is_a_400_naming_the_position(app, operations, name):
    operation = operations[name]
    before = stored(app)
    body = refused(post(app.test_client(), operation, "[" * 30_000 + "]" * 30_000))
    assert body["status"] == 400 and "depth" in body["detail"] and "char " in body["detail"]
    # Nested under the limit the parser allows but over the service's: the field is named.
    text = render(replaced(operation.base, (next(iter(operation.base)),),
                           _nested(MAX_DEPTH + 1, "1", "[")))
    body = refused(post(app.test_client(), operation, text))
    assert body["errors"] == {next(iter(operation.base)): [f"nested deeper than {MAX_DEPTH} levels"]}
    assert stored(app) == before


def test_a_record_nested_400000_deep_is_a_400(app, operations):
    body = refused(post(app.test_client(), operations["verify"], "[" * 400_000 + "]" * 400_000))
    assert body["status"] == 400 and "depth" in body["detail"]


@pytest.mark.parametrize("name", BODY_OPERATIONS)
def test_a_whole_number_of_5000_digits_is_a_400(app, operations, name):
    operation = operations[name]
    before = stored(app)
    key = next(iter(operation.base))
    body = refused(post(app.test_client(), operation,
                        render(replaced(operation.base, (key,), Raw("9" * 5000)))))
    assert body["errors"] == {key: ["a whole number of 5000 digits is not a finite number"]}
    assert stored(app) == before


@pytest.mark.parametrize("where", [("players", 0), ("seed",), ("tag",)])
def test_a_lone_surrogate_in_a_name_a_seed_or_a_batch_game_is_a_400(app, operations, where):
    client = app.test_client()
    before = stored(app)
    for name, path in (("games", where), ("batches", ("games", 1, *where))):
        operation = operations[name]
        text = render(replaced(operation.base, path, Raw('"\\ud800"')))
        body = refused(post(client, operation, text))
        assert body["errors"] == nested(path, "the string holds a lone surrogate, U+D800, at 0")
    assert stored(app) == before


def test_a_control_or_bidi_character_in_a_key_is_refused(app, operations):
    # In a value they are strings the contract allows (R120); a key holding one is no field.
    client = app.test_client()
    before = stored(app)
    for key in ("players\\u0000", "\u202eplayers"):
        text = render(Pairs((("variant", "emotrions"), (Raw(f'"{key}"'), ["Ann", "Bob"]))))
        body = refused(post(client, operations["games"], text))
        assert body["status"] == 400
    assert stored(app) == before


def test_a_key_given_twice_is_a_400_naming_it(app, operations):
    client = app.test_client()
    before = stored(app)
    text = '{"variant":"emotrions","players":["Ann","Bob"],"players":["Eve","Bob"]}'
    body = refused(post(client, operations["games"], text))
    assert body["errors"] == {"players": ["the key 'players' is given twice in one object"]}
    moves = operations["moves"]
    body = refused(post(client, moves, '{"type":"stake","cards":["love"],"cards":["joy"]}'))
    assert "cards" in body["errors"]
    assert stored(app) == before


def test_booleans_are_strict(app, operations):
    client = app.test_client()
    before = stored(app)
    body = refused(client.post("/v1/games", json={**GAME, "invitations": "yes"}))
    assert list(body["errors"]) == ["invitations"]
    for value in (1, "true", "yes"):
        body = refused(client.post(operations["moves"].path, headers=operations["moves"].headers,
                                   json={"type": "choose_style", "covered": value}))
        assert "covered" in body["errors"]
    assert stored(app) == before


def test_a_500_that_remains_logs_the_request_id(redis_url):
    app = tournament_app(redis_url)

    @app.route("/boom")
    def boom():
        raise RuntimeError("a bug")

    with json_lines("referee") as lines:
        response = app.test_client().get("/boom", headers={"X-Request-ID": "trace-500"})
    assert response.status_code == 500 and response.get_json()["request_id"] == "trace-500"
    error = next(line for line in lines() if line["msg"] == "unhandled error")
    assert error["request_id"] == "trace-500" and error["exception"] == "RuntimeError"


# -- the property: hostile JSON at every operation --------------------------------------------


@pytest.mark.parametrize("name", BODY_OPERATIONS)
def test_hostile_json_is_refused_and_stores_nothing(app, operations, name):
    operation = operations[name]
    client = app.test_client()
    before = stored(app)

    @settings(max_examples=EXAMPLES, derandomize=True, database=None, deadline=None,
              suppress_health_check=list(HealthCheck))
    @given(hostile(operation.base, operation.typed))
    def check(text: str) -> None:
        refused(post(client, operation, text), operation)

    check()
    assert stored(app) == before
