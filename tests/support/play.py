"""Whole games over real HTTP, each move sent to the next of several service processes in turn
(scale-out: any process can serve any game, because the state lives in the shared store)."""

from __future__ import annotations

import random
import uuid
from collections.abc import Sequence
from typing import Any

from tests.support.live import request
from variants import all_variants


def variant_names() -> list[str]:
    """Every variant whose engine exists now (the others are not registered yet)."""
    return sorted(all_variants())


def play_every_variant(urls: Sequence[str], label: str) -> None:
    """A seeded game of each variant played to the end, alternating between ``urls``."""
    for variant in variant_names():
        seed = f"{label} {variant}"
        moves, final, _ = play_alternating(urls, seeded_game(variant, seed), seed)
        assert moves >= 2 and final["winners"], variant


def seeded_game(variant: str, seed: str) -> dict[str, Any]:
    """The creation body of a game of ``variant`` at its fewest players, dealt from ``seed``."""
    players = [f"p{i}" for i in range(all_variants()[variant].min_players)]
    return {"variant": variant, "players": players, "seed": seed}


def play_alternating(
    urls: Sequence[str], game: dict[str, Any], seed: str
) -> tuple[int, dict[str, Any], dict[str, Any]]:
    """Create ``game`` (a creation body) on ``urls[0]`` and play it to the end, move ``i``
    through ``urls[i % len(urls)]`` (its legal moves asked of the same process), each move
    picked from the legal ones by a generator seeded with ``seed``.

    Returns the number of moves, the final view and the creation reply (with the tokens), after
    checking that every process shows the same finished game and the same event log.
    """
    # Every request with an Idempotency-Key, so the key's records take the same path.
    once = f"{uuid.uuid4().hex}-"
    status, _, created = request("POST", urls[0] + "/v1/games", game,
                                 headers={"Idempotency-Key": once + "create"})
    assert status == 201, created
    path, seats = f"/v1/games/{created['id']}", created["tokens"]["seats"]
    status, _, view = request("GET", urls[0] + path)
    assert status == 200, view
    pick = random.Random(seed)
    moves = 0
    while view["status"] != "finished":
        url = urls[moves % len(urls)]
        seat = view["to_act"][0]
        status, _, legal = request("GET", f"{url}{path}/legal-moves", token=seats[seat])
        assert status == 200 and legal["moves"], legal
        status, _, reply = request(
            "POST", f"{url}{path}/moves", pick.choice(legal["moves"]), seats[seat],
            headers={"Idempotency-Key": f"{once}{moves}"},
        )
        assert status == 200, (game["variant"], moves, reply)
        assert reply["version"] == moves + 2
        view = reply["view"]
        moves += 1
        assert moves < 5000, f"{game['variant']} did not end"
    finals = [request("GET", url + path)[2] for url in urls]
    logs = [request("GET", f"{url}{path}/events")[2]["events"] for url in urls]
    assert all(final == finals[0] for final in finals) and finals[0]["status"] == "finished"
    assert all(log == logs[0] for log in logs)
    assert [e["seq"] for e in logs[0]] == list(range(1, len(logs[0]) + 1))
    return moves, finals[0], created
