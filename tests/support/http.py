"""Helpers for the HTTP tests: create games, move with tokens, read problems."""

from __future__ import annotations

import time
from collections import Counter
from collections.abc import Callable, Iterable
from typing import Any

EMOTRIONS = ["joy", "love", "goodness", "force", "sadness", "hatred", "fury", "hunger", "indecision"]


def bearer(token: str | None) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"} if token else {}


def stock_for(hands: Iterable[Iterable[str]], top: Iterable[str] = (), decks: int = 1) -> list[str]:
    """The rest of an Emotrions deck after ``hands``, with ``top`` first (top card first)."""
    left = Counter({card: 4 * decks for card in EMOTRIONS})
    for card in [c for hand in hands for c in hand] + list(top):
        left[card] -= 1
        assert left[card] >= 0, f"too many {card}"
    return list(top) + [card for card in EMOTRIONS for _ in range(left[card])]


#: A 2-player explicit deal: after the first draws seat 0 holds joy love goodness sadness hatred
#: hunger force, seat 1 joy love fury fury indecision sadness force.
HANDS_2P = [
    ["joy", "love", "goodness", "sadness", "hatred", "hunger"],
    ["joy", "love", "fury", "fury", "indecision", "sadness"],
]
DEAL_2P = {"hands": HANDS_2P, "stock": stock_for(HANDS_2P, ["force", "force"]), "leader": 0}


class Table:
    """One game seen through the HTTP API: its id and tokens."""

    def __init__(self, client, body: dict[str, Any], headers: dict[str, str] | None = None):
        self.client = client
        response = client.post("/v1/games", json=body, headers=headers)
        assert response.status_code == 201, response.get_json()
        self.created = response.get_json()
        self.id = self.created["id"]
        self.seats = self.created["tokens"]["seats"]
        self.table = self.created["tokens"]["table"]
        self.location = response.headers["Location"]

    def view(self, seat: int | None = None, **kw):
        token = self.seats[seat] if seat is not None else None
        return self.client.get(f"/v1/games/{self.id}", headers=bearer(token), **kw)

    def move(self, seat: int, move: dict[str, Any], headers: dict[str, str] | None = None):
        return self.client.post(
            f"/v1/games/{self.id}/moves",
            json=move,
            headers={**bearer(self.seats[seat]), **(headers or {})},
        )

    def legal(self, seat: int):
        response = self.client.get(
            f"/v1/games/{self.id}/legal-moves", headers=bearer(self.seats[seat])
        )
        assert response.status_code == 200, response.get_json()
        return response.get_json()["moves"]

    def events(self, seat: int | None = None, after: int = 0):
        token = self.seats[seat] if seat is not None else None
        response = self.client.get(
            f"/v1/games/{self.id}/events", query_string={"after": after}, headers=bearer(token)
        )
        assert response.status_code == 200, response.get_json()
        return response.get_json()["events"]

    def play_to_end(self, pick=lambda moves: moves[0], limit: int = 5000) -> dict[str, Any]:
        """Play by ``pick`` from each awaited seat's legal moves until the game ends."""
        for _ in range(limit):
            view = self.view().get_json()
            if view["status"] == "finished":
                return view
            seat = view["to_act"][0]
            response = self.move(seat, pick(self.legal(seat)))
            assert response.status_code == 200, response.get_json()
        raise AssertionError("game did not end")


#: The reply waits for the computer players' moves that follow (R285; docs/bots.md).
WAIT = {"Prefer": "wait=10"}


def until(what: Callable[[], Any], seconds: float = 60) -> Any:
    """``what()`` once it is true (background work: the bots' jobs, a worker); fails past
    ``seconds`` (a deadline, not a measurement)."""
    deadline = time.monotonic() + seconds
    while True:
        got = what()
        if got:
            return got
        assert time.monotonic() < deadline, "the background work did not come"
        time.sleep(0.02)


def played_out(client, game_id: str) -> dict[str, Any]:
    """The spectator's view of a game once it has ended, its bots playing in the background:
    its live event stream read to its ``game_ended`` (the stream ends there)."""
    stream = client.get(f"/v1/games/{game_id}/events", headers={"Accept": "text/event-stream"})
    assert b"game_ended" in stream.get_data()
    return client.get(f"/v1/games/{game_id}").get_json()


def assert_problem(response, status: int, rule: str | None = None) -> dict[str, Any]:
    assert response.status_code == status, (response.status_code, response.get_data(as_text=True))
    assert response.headers["Content-Type"].startswith("application/problem+json")
    body = response.get_json()
    assert body["status"] == status and body["type"] and body["title"] and body["detail"]
    if rule is not None:
        assert body["rule"] == rule, body
    return body


FOUR_ACES_RANKS = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"]
FOUR_ACES = [r + s for s in "SCDH" for r in FOUR_ACES_RANKS] + ["BJ", "RJ"]
EXIT_HAND = ["joy", "sadness", "love", "hatred", "goodness", "fury"]


def explicit_deal(variant: str, players: int, options: dict, seed: str) -> dict[str, Any]:
    """A valid explicit first deal (G5) for ``variant``, shuffled from ``seed``."""
    from variants.rng import Rng

    rng = Rng("test-deal/" + seed)
    if variant == "four-aces":
        deck = list(FOUR_ACES)
        rng.shuffle(deck)
        size = 8 if players == 2 else 6
        hands = [deck[i * size:(i + 1) * size] for i in range(players)]
        rest = deck[players * size:]
        return {"dealer": 0, "hands": hands, "table": rest[:6], "stock": rest[6:]}
    decks = options.get("decks", 2 if players >= 5 else 1)
    deck = [card for card in EMOTRIONS for _ in range(4 * decks)]
    if options.get("exit"):
        hands = [list(EXIT_HAND) for _ in range(players)]
        for card in EXIT_HAND * players:
            deck.remove(card)
        rng.shuffle(deck)
    else:
        rng.shuffle(deck)
        hands = [deck[i * 6:(i + 1) * 6] for i in range(players)]
        deck = deck[players * 6:]
    return {"hands": hands, "stock": deck, "leader": 0}
