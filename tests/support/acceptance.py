"""Helpers of the acceptance tests (tests/test_acceptance_*.py): black-box checks of API.md over
real HTTP, using nothing but the wire format."""

from __future__ import annotations

import json
from collections.abc import Iterable
from typing import Any

from tests.support.http import FOUR_ACES, Table, bearer


def problem(response, status: int, rule: str | None = None) -> dict[str, Any]:
    """API.md, Errors: an ``application/problem+json`` body (RFC 9457) with ``type``, ``title``,
    ``status`` and ``detail``; on 422 of a broken rule, ``rule``; never a stack trace."""
    text = response.get_data(as_text=True)
    assert response.status_code == status, (response.status_code, text)
    assert response.headers["Content-Type"].startswith("application/problem+json"), text
    body = response.get_json()
    for field in ("type", "title", "detail"):
        assert isinstance(body[field], str) and body[field], (field, body)
    assert body["status"] == status
    assert "Traceback" not in text and 'File "' not in text
    if rule is not None:
        assert body["rule"] == rule, body
    return body


def four_aces_deal(hands: list[list[str]], table: list[str], dealer: int = 0) -> dict[str, Any]:
    """An explicit 4 Aces deal (API.md): the stock is the rest of the deck, in deck order."""
    used = [card for hand in hands for card in hand] + table
    assert len(set(used)) == len(used)
    return {"dealer": dealer, "hands": hands, "table": table,
            "stock": [card for card in FOUR_ACES if card not in used]}


def four_aces_duel(client, hands: list[list[str]], table: list[str], swap: dict | None = None,
                   **extra) -> Table:
    """A 2-player 4 Aces game dealt so, with dealer 0, played past its Mulligan (A5.1: four
    turns; seat 0's first turn is ``swap`` if given, every other turn a pass)."""
    game = Table(client, {"variant": "four-aces", "players": ["Ann", "Bob"],
                          "deal": four_aces_deal(hands, table), **extra})
    for turn, seat in enumerate((0, 1, 0, 1)):
        move = swap if (turn == 0 and swap) else {"type": "pass"}
        response = game.move(seat, move)
        assert response.status_code == 200, response.get_json()
    return game


def event_of(events: Iterable[dict[str, Any]], kind: str) -> dict[str, Any]:
    found = [event for event in events if event["type"] == kind]
    assert found, f"no {kind} event"
    return found[0]


def viewers(game: Table) -> dict[str, dict[str, str]]:
    """Every kind of caller of a game: the spectator, each seat, the table token."""
    out = {"spectator": {}, "table": bearer(game.table)}
    out.update({f"seat {n}": bearer(token) for n, token in enumerate(game.seats)})
    return out


def events_as(game: Table, headers: dict[str, str], after: int = 0) -> list[dict[str, Any]]:
    response = game.client.get(f"/v1/games/{game.id}/events", query_string={"after": after},
                               headers=headers)
    assert response.status_code == 200, response.get_json()
    return response.get_json()["events"]


def wire(response) -> str:
    """A response as a client receives it: headers and body, to search for what must not leak."""
    headers = json.dumps(dict(response.headers))
    return headers + response.get_data(as_text=True)
