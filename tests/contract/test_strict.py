"""Unknown fields, judged by the contract and by the service alike: every request body of
``openapi.yaml`` is walked, and at each object of a valid body a field nobody declares is
added. Where the contract closes the object (``additionalProperties: false``), the service
refuses the body with 400 naming the field; where the contract leaves it open (a record to
verify), the service takes it (R120)."""

from __future__ import annotations

import copy
from collections.abc import Iterator
from typing import Any

import pytest

from tests.contract.test_precision import SECRET, SPEC, URL, body_allowed
from tests.support.http import DEAL_2P, Table, assert_problem, bearer

UNKNOWN = "zz_unknown"

#: (Its notify URL is never called: every body sent with it is refused.)
GAME = {
    "variant": "emotrions", "players": ["Ann", "Bob"], "options": {"decks": 1},
    "deals": [DEAL_2P], "clock": {"per_move": 30}, "bots": {"1": "random"},
    "notify": {"url": URL, "secret": SECRET},
}

#: A valid body of each operation that takes one (a new operation needs its example here).
BODIES: dict[str, Any] = {
    "/v1/games": GAME,
    "/v1/batches": {"games": [GAME]},
    "/v1/games/{game_id}/moves": {"type": "stake", "cards": ["joy"]},
    "/v1/games/{game_id}/decisions": {"type": "penalty", "seat": 0, "points": 1,
                                      "reason": "slow play"},
    "/v1/games/{game_id}/director-calls": {"message": "please come"},
    "/v1/games/{game_id}/invitations/redeem": {"code": None},  # the game's code
    "/v1/records/verify": {"format": "referee-record/1"},
    "/v1/results/verify": {
        "result": {"result": {"game": "g", "variant": "pareo", "rules_version": 1,
                              "players": ["Ann", "Bob"], "version": 40, "ended_at": "t",
                              "winners": [0], "scores": [3, 1],
                              "ranking": [{"rank": 1, "seat": 0, "name": "Ann", "score": 3}],
                              "log_sha256": "0" * 64},
                   "algorithm": "Ed25519", "key_id": "ed25519:0", "signature": "AAAA"},
        "record": {"format": "referee-record/1"},
    },
    "/v1/tournaments": {"name": "Cup", "variant": "pareo",
                        "players": [{"id": "FED-1", "name": "Ann"}, {"id": "FED-2", "name": "Bob"}],
                        "scoring": {"win": 3, "draw": 1}, "tiebreaks": ["buchholz"]},
    # No such tournament: a body the contract takes is a 404, never a 400.
    "/v1/tournaments/{tournament_id}/rounds": {"tables": [["FED-1", "FED-2"]],
                                               "byes": [{"player": "FED-3", "kind": "half"}]},
    "/v1/tournaments/{tournament_id}/boards/{board}/adjustments": {
        "table": 1, "seats": ["average", "average-minus"]},
    "/v1/standings/verify": {"standings": {"standings": {}}, "results": [{"result": {}}]},
    "/v1/rules/emotrions/trick": {"stakes": [{"seat": 0, "cards": ["joy"]},
                                             {"seat": 1, "cards": ["love"]}]},
    "/v1/rules/emotrions/score": {"piles": [["joy"], []], "totals": [1, 2]},
    "/v1/rules/pareo/play": {"attack": ["joy"], "answer": ["love"], "challenger": 0},
    "/v1/rules/four-aces/capture": {"table": ["3S", "4S"], "card": "7S", "take": ["3S", "4S"]},
    "/v1/rules/four-aces/count": {"mode": "duel", "piles": [["AS"], ["2S"]],
                                  "piumas": [[], []], "totals": [0, 0]},
}


def _clean(body: Any) -> Any:
    """``body`` without the keys set to None (placeholders filled per test)."""
    if isinstance(body, dict):
        return {k: _clean(v) for k, v in body.items() if v is not None}
    if isinstance(body, list):
        return [_clean(v) for v in body]
    return body


def objects(body: Any, at: tuple = ()) -> Iterator[tuple]:
    """The place of every object in ``body``, outermost first."""
    if isinstance(body, dict):
        yield at
        for key, value in body.items():
            yield from objects(value, (*at, key))
    elif isinstance(body, list):
        for i, value in enumerate(body):
            yield from objects(value, (*at, i))


def with_unknown(body: Any, at: tuple) -> Any:
    out = copy.deepcopy(body)
    target = out
    for step in at:
        target = target[step]
    target[UNKNOWN] = 1
    return out


def names(errors: Any) -> bool:
    """Whether a problem's field errors name :data:`UNKNOWN`."""
    if isinstance(errors, dict):
        return UNKNOWN in errors or any(names(v) for v in errors.values())
    if isinstance(errors, list):
        return any(names(v) for v in errors)
    return UNKNOWN in str(errors)


def test_every_operation_with_a_body_has_an_example():
    operations = {path for path, item in SPEC["paths"].items()
                  for op in item.values() if isinstance(op, dict) and "requestBody" in op}
    assert operations == set(BODIES)


@pytest.mark.parametrize("path", sorted(BODIES))
def test_an_unknown_field_is_refused_where_the_contract_closes_the_object(client, path):
    # A board's number is an integer in its path: any names none here (404 past the schema).
    body, headers, url = _clean(BODIES[path]), {}, path.replace("{board}", "1")
    if "{game_id}" in path:
        game = {"variant": "emotrions", "players": ["Ann", "Bob"], "deal": DEAL_2P}
        if path.endswith("/redeem"):
            created = client.post("/v1/games", json={**game, "invitations": True}).get_json()
            url = path.replace("{game_id}", created["id"])
            body = {"code": created["tokens"]["invitations"][0]}
        else:
            table = Table(client, game)
            url, headers = path.replace("{game_id}", table.id), bearer(table.seats[0])
    assert body_allowed(path, body), body
    closed = 0
    for at in objects(body):
        changed = with_unknown(body, at)
        response = client.post(url, json=changed, headers=headers)
        if body_allowed(path, changed):
            assert response.status_code != 400, (at, response.get_json())
            continue
        closed += 1
        problem = assert_problem(response, 400)
        assert names(problem.get("errors")), (at, problem)
    assert closed or path == "/v1/records/verify"
