"""The service's decoded snapshots (referee.core.games.Decoded): what a committed move keeps for the
next read is exactly what decoding the stored bytes gives, type for type, in every variant and
kind of game; a read of other bytes decodes them."""

from __future__ import annotations

import dataclasses
import random
from typing import Any

import pytest

from referee.core.games import GameService
from referee.storage.memory import MemoryStore
from variants import all_variants

GAMES = [
    (name, {}) for name in sorted(all_variants())
] + [
    ("pareo", {"clock": {"per_move": 30}}),
    ("emotrions", {"clock": {"total": 600, "increment": 5}, "tag": "club"}),
    ("four-aces", {"deal": "table"}),
]


def _same(a: Any, b: Any, where: str = "") -> None:
    """``a`` and ``b`` equal and of the same types throughout (a tuple is no list, dict order
    counts), so that the engines and the service cannot tell them apart."""
    assert type(a) is type(b), f"{where}: {type(a).__name__} != {type(b).__name__}"
    if dataclasses.is_dataclass(a):
        for f in dataclasses.fields(a):
            _same(getattr(a, f.name), getattr(b, f.name), f"{where}.{f.name}")
    elif isinstance(a, dict):
        assert list(a) == list(b), where
        for key in a:
            _same(a[key], b[key], f"{where}[{key!r}]")
    elif isinstance(a, (list, tuple)):
        assert len(a) == len(b), where
        for i, (x, y) in enumerate(zip(a, b, strict=True)):
            _same(x, y, f"{where}[{i}]")
    else:
        assert a == b, where


@pytest.mark.parametrize("name,extra", GAMES, ids=[f"{n}{'-' + str(e) if e else ''}"
                                                    for n, e in GAMES])
def test_what_a_move_keeps_is_what_decoding_its_bytes_gives(name, extra):
    store = MemoryStore()
    service = GameService(store)
    variant = all_variants()[name]
    players = ["A", "B", "C", "D"][:max(2, variant.min_players)]
    options = {k: v for k, v in extra.items() if k not in ("deal", "tag")}
    game, tokens = service.create(name, players, {}, seed=f"decoded-{name}",
                                  tabletop=extra.get("deal") == "table", tag=extra.get("tag"),
                                  **options)
    pick = random.Random(name)
    moved = 0
    while moved < 80 and not game.variant.is_finished(game.state):
        caller_seat = game.variant.to_act(game.state)[0]
        move = pick.choice(game.variant.legal_moves(game.state, caller_seat))
        token = tokens["table"] if game.tabletop else tokens["seats"][caller_seat]
        service.move(game.id, token, lambda g, c, m=move: m)
        snapshot = store.load(game.id)
        kept = service.decoded.get(game.id, snapshot.version, snapshot.data)
        if snapshot.version == game.version + 1 and not game.variant.is_finished(game.state):
            assert kept is not None  # the move's own commit is kept for the next read
        if kept is not None:
            fresh = GameService(store).snapshots.decode(game.id, snapshot.version, snapshot.data)
            _same(kept[0], fresh.record, "record")
            _same(kept[1:4], (fresh.updated_at, fresh.events, fresh.clocks), "progress")
            _same(kept[5], fresh.state, "state")
        game = service.load(game.id)
        moved += 1
    assert moved > 5


def test_other_bytes_are_decoded_and_each_reader_gets_its_own_record():
    store = MemoryStore()
    service = GameService(store)
    game, _ = service.create("pareo", ["A", "B"], {}, seed="decoded")
    first = service.load(game.id)
    first.meta["players"] = ["changed"]  # a reader's own copy
    assert service.load(game.id).meta["players"] == ["A", "B"]
    snapshot = store.load(game.id)
    assert service.decoded.get(game.id, snapshot.version, snapshot.data + b" ") is None
    assert service.decoded.get(game.id, snapshot.version + 1, snapshot.data) is None
