"""Build the preset dictionary of the stored event log (referee/storage/eventlog.py), once.

The dictionary is the end of each of seeded games of every variant and player count (server
and scorekeeper games), their events' JSON without the service's stamp (seq, version, time),
32 KB in all: what zlib may refer to when it deflates one event alone. It is fixed for good
once stored games use it (``referee/storage/eventlog-1.zdict``); run this to make a *new* one, under a
new number, if the engines' events change much:

    .venv/bin/python scripts/build_event_dictionary.py referee/eventlog-2.zdict
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

# The project is installed in the venv (`pip install -e .`): no sys.path to patch.
from referee.core.games import GameService
from referee.storage.eventlog import STAMP
from referee.storage.memory import MemoryStore

ROOT = Path(__file__).resolve().parents[1]

SIZE = 32 * 1024
#: (variant, players, options, scorekeeper): one game of each.
GAMES = [
    ("emotrions", 2, {}, False), ("emotrions", 3, {"covered": True}, False),
    ("emotrions", 4, {"winner_options": True}, False), ("emotrions", 5, {}, False),
    ("emotrions", 2, {}, True), ("pareo", 2, {}, False), ("pareo", 2, {}, True),
    ("four-aces", 2, {}, False), ("four-aces", 3, {}, False), ("four-aces", 4, {}, False),
    ("four-aces", 4, {"mode": "teams"}, True),
]


def events_of(variant: str, players: int, options: dict, tabletop: bool, seed: str
              ) -> list[bytes]:
    """The stored events of one seeded game played to its end by random legal moves."""
    clock = iter(range(1_780_000_000_000, 1 << 62, 2_345))
    service = GameService(MemoryStore(), clock=lambda: next(clock) / 1000)
    names = [f"Player {i}" for i in range(players)]
    game, tokens = service.create(variant, names, options, seed=seed, tabletop=tabletop)
    pick = random.Random(seed)
    while not game.variant.is_finished(game.state):
        seat = game.variant.to_act(game.state)[0]
        move = pick.choice(game.variant.legal_moves(game.state, seat))
        token = tokens["table"] if tabletop else tokens["seats"][seat]
        service.move(game.id, token, lambda g, c, move=move: move)
        game = service.load(game.id)
    return service.store.events(game.id)


def build() -> bytes:
    share = SIZE // len(GAMES)
    parts = []
    for n, (variant, players, options, tabletop) in enumerate(GAMES):
        bodies = [b"{" + raw[STAMP.match(raw).end():]
                  for raw in events_of(variant, players, options, tabletop, f"dictionary-{n}")]
        parts.append(b"".join(bodies)[-share:])
    return b"".join(parts)[-SIZE:]


if __name__ == "__main__":
    target = Path(sys.argv[1])
    if target.exists():
        sys.exit(f"{target} exists: a stored dictionary is never replaced")
    target.write_bytes(build())
    print(f"{target}: {target.stat().st_size} bytes")
