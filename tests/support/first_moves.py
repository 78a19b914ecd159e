"""The players of docs/tournaments.md's walkthrough, in Python: each seat plays its first legal
move until the game ends, as the walkthrough's ``play`` does with curl and jq, through the same
API, without two processes a request (tests/tournaments/test_walkthrough.py).

    python -m tests.support.first_moves BASE GAME '["seat 0 token", "seat 1 token"]'
"""

from __future__ import annotations

import json
import sys

from tests.support.live import request


def play(base: str, game: str, seats: list[str]) -> int:
    """Play ``game`` on ``base`` to its end, each awaited seat (its token in ``seats``) playing
    its first legal move; returns the moves played.

    Raises:
        AssertionError: a request was not answered 200 (the walkthrough's ``curl -f`` fails).
    """
    status, _, view = request("GET", f"{base}/v1/games/{game}")
    moves = 0
    while True:
        assert status == 200, (status, view)
        if view["status"] == "finished":
            return moves
        token = seats[view["to_act"][0]]
        status, _, listed = request("GET", f"{base}/v1/games/{game}/legal-moves", token=token)
        assert status == 200, (status, listed)
        status, _, reply = request("POST", f"{base}/v1/games/{game}/moves",
                                   listed["moves"][0], token=token)
        view = reply.get("view") if status == 200 else reply
        moves += 1


if __name__ == "__main__":
    base, game, seats = sys.argv[1:]
    play(base, game, json.loads(seats))
