"""Every lifecycle change takes ``If-Match`` and ``Idempotency-Key`` as a move does, through the
one idempotent-command wrapper (referee.core.commands; docs/rulings/lifecycle.md R140, R141),
over HTTP on a real Redis."""

from __future__ import annotations

import pytest

from tests.support.http import assert_problem, bearer
from tests.support.tournament import create, finish

GAME = {"variant": "emotrions", "players": ["Ann", "Bob", "Cy"], "seed": "idempotent-lifecycle",
        "invitations": True}


def keyed(token: str | None, key: str, if_match: int | None = None) -> dict[str, str]:
    headers = {**bearer(token), "Idempotency-Key": key}
    if if_match is not None:
        headers["If-Match"] = f'"{if_match}"'
    return headers


def version(client, game_id: str) -> int:
    return client.get(f"/v1/games/{game_id}").get_json()["version"]


def test_R140_a_redeem_retried_with_its_key_gets_the_same_token(client):
    created = create(client, GAME)
    game, code = created["id"], created["tokens"]["invitations"][1]
    path = f"/v1/games/{game}/invitations/redeem"
    first = client.post(path, json={"code": code}, headers=keyed(None, "redeem-1"))
    assert first.status_code == 200, first.get_json()
    at = version(client, game)
    again = client.post(path, json={"code": code}, headers=keyed(None, "redeem-1"))
    assert again.status_code == 200 and again.get_json() == first.get_json()
    assert again.headers["ETag"] == first.headers["ETag"] == f'"{at}"'
    assert version(client, game) == at  # nothing changed twice
    assert client.get(f"/v1/games/{game}", headers=bearer(first.get_json()["token"])
                      ).get_json()["you"] == 1
    # Without the key the code is spent (R92).
    assert_problem(client.post(path, json={"code": code}), 401)


def test_R140_a_stale_If_Match_refuses_a_redeem_and_spends_nothing(client):
    created = create(client, GAME)
    game, code = created["id"], created["tokens"]["invitations"][0]
    path = f"/v1/games/{game}/invitations/redeem"
    at = version(client, game)
    assert_problem(client.post(path, json={"code": code}, headers={"If-Match": f'"{at + 1}"'}),
                   412)
    assert version(client, game) == at
    response = client.post(path, json={"code": code}, headers={"If-Match": f'"{at}"'})
    assert response.status_code == 200 and response.get_json()["seat"] == 0


@pytest.mark.parametrize("change, field, status", [("invitation", "code", 201),
                                                    ("reissue", "token", 200)])
def test_R140_a_seat_s_change_retried_with_its_key_gets_the_same_secret(client, change, field,
                                                                       status):
    created = create(client, GAME)
    game, table = created["id"], created["tokens"]["table"]
    path = f"/v1/games/{game}/seats/2/{change}"
    first = client.post(path, headers=keyed(table, f"{change}-1"))
    assert first.status_code == status, first.get_json()
    at = version(client, game)
    again = client.post(path, headers=keyed(table, f"{change}-1"))
    assert again.status_code == status and again.get_json() == first.get_json()
    assert again.get_json()[field] == first.get_json()[field]
    assert version(client, game) == at
    # The same key for another seat is another request: 422, and nothing changes.
    other = assert_problem(client.post(f"/v1/games/{game}/seats/1/{change}",
                                       headers=keyed(table, f"{change}-1")), 422)
    assert "Idempotency-Key" in other["detail"]
    assert version(client, game) == at
    # Another key is another change.
    fresh = client.post(path, headers=keyed(table, f"{change}-2"))
    assert fresh.status_code == status and fresh.get_json()[field] != first.get_json()[field]
    assert version(client, game) == at + 1


@pytest.mark.parametrize("change", ["invitation", "reissue"])
def test_R140_a_stale_If_Match_refuses_a_seat_s_change_and_frees_its_key(client, change):
    created = create(client, GAME)
    game, table = created["id"], created["tokens"]["table"]
    path = f"/v1/games/{game}/seats/0/{change}"
    at = version(client, game)
    assert_problem(client.post(path, headers=keyed(table, "k", at - 1)), 412)
    assert version(client, game) == at
    # The key was released with the refusal: its retry, now current, is made.
    response = client.post(path, headers=keyed(table, "k", at))
    assert response.status_code in (200, 201), response.get_json()
    assert version(client, game) == at + 1
    # A table-only change: a seat's code is no table token, with or without a key.
    assert_problem(client.post(path, headers=keyed(None, "k")), 401)


def test_R140_a_rematch_retried_with_its_key_gets_the_same_game(app, client):
    body = {"variant": "emotrions", "players": ["Ann", "Bob"], "seed": "rematch-key",
            "options": {"target": "reach37"}}
    created = create(client, body)
    game, table = created["id"], created["tokens"]["table"]
    finish(app, game, created["tokens"]["seats"])
    at = version(client, game)
    path = f"/v1/games/{game}/rematch"
    assert_problem(client.post(path, headers=keyed(table, "re", at + 5)), 412)
    assert client.get(f"/v1/games/{game}").get_json().get("rematch") is None
    assert version(client, game) == at
    first = client.post(path, headers=keyed(table, "re", at))
    assert first.status_code == 201, first.get_json()
    again = client.post(path, headers=keyed(table, "re"))
    assert again.status_code == 201 and again.get_json() == first.get_json()
    assert again.headers["Location"] == first.headers["Location"]
    assert again.headers["ETag"] == first.headers["ETag"]
    assert version(client, game) == at + 1  # the link, once
    assert client.get(f"/v1/games/{game}").get_json()["rematch"] == first.get_json()["id"]
    # Without the key it is another request: the game has its rematch (R94).
    assert assert_problem(client.post(path, headers=bearer(table)), 409)["rematch"] == \
        first.get_json()["id"]


def test_R141_a_delete_takes_If_Match_and_its_key_goes_with_the_game(client):
    created = create(client, {**GAME, "invitations": False})
    game, table = created["id"], created["tokens"]["table"]
    at = version(client, game)
    assert_problem(client.delete(f"/v1/games/{game}", headers=keyed(table, "del", at + 1)), 412)
    assert version(client, game) == at  # still there
    response = client.delete(f"/v1/games/{game}", headers=keyed(table, "del", at))
    assert response.status_code == 204
    # R90: nothing of the game stays, its key's reply neither: the retry finds no game.
    assert_problem(client.delete(f"/v1/games/{game}", headers=keyed(table, "del")), 404)
