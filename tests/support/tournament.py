"""What the tournament tests share: apps on a real Redis, and games played to their end.

Games are played through :class:`~referee.core.games.GameService` (the same path a move request
takes after its parsing, the store's compare-and-set and the end-of-game hooks included): the
tests are about records, results and webhooks, not about the move endpoint, and this keeps them
fast. Every other request they make goes over HTTP (the Flask test client).
"""

from __future__ import annotations

import random
import uuid
from typing import Any

from referee import create_app
from referee.config import Settings
from referee.core.games import Game
from referee.storage.redis_store import RedisStore

#: A game of each variant at its fewest players, and an EmotrionsOnCards game with Forced
#: Exchanges and the Winner's Options (random picks, style choices).
GAMES = [
    ("emotrions", ["Ann", "Bob", "Cy"], {"forced_exchange": True, "winner_options": True}),
    ("pareo", ["Ann", "Bob"], {}),
    ("four-aces", ["Ann", "Bob"], {}),
]


def tournament_app(redis_url: str, prefix: str | None = None, **settings: Any):
    """The service on a real Redis under ``prefix`` (fresh by default), with ``settings``."""
    store = RedisStore.from_url(redis_url, prefix=prefix or f"test-{uuid.uuid4().hex[:12]}")
    app = create_app(Settings(**settings), store=store)
    app.testing = True
    return app


def finish(app, game_id: str, seats: list[str], seed: str = "finish") -> Game:
    """Play ``game_id`` to its end by legal moves picked by a generator seeded with ``seed``."""
    service = app.extensions["referee"]
    pick = random.Random(seed)
    for _ in range(5000):
        game = service.load(game_id)
        if game.variant.is_finished(game.state):
            return game
        seat = game.variant.to_act(game.state)[0]
        move = pick.choice(game.variant.legal_moves(game.state, seat))
        service.move(game_id, seats[seat], lambda _game, _caller, move=move: move)
    raise AssertionError(f"game {game_id} did not end")


def create(client, body: dict[str, Any]) -> dict[str, Any]:
    response = client.post("/v1/games", json=body)
    assert response.status_code == 201, response.get_json()
    return response.get_json()


def finished_record(app, body: dict[str, Any], seed: str = "finish") -> tuple[dict, dict]:
    """Create ``body``'s game, play it to the end, and return its creation reply and record."""
    client = app.test_client()
    created = create(client, body)
    finish(app, created["id"], created["tokens"]["seats"], seed)
    response = client.get(f"/v1/games/{created['id']}/record")
    assert response.status_code == 200, response.get_json()
    return created, response.get_json()
