"""Golden snapshots: games stored by an earlier version of the service, with what it answered
on them, so that a newer version is shown to read every game in flight the same (a rolling
upgrade: docs/versioning.md).

``python -m tests.snapshots.golden`` writes ``golden.json`` with the code checked out. The file
in the repository was written at the commit named in it (``written_at``) and must never be
rewritten by a newer version: it is what that version stored.
"""

from __future__ import annotations

import base64
import random
import subprocess
import sys
from pathlib import Path
from typing import Any

import orjson

from referee.core.auth import Caller
from referee.core.games import Ended, GameService
from referee.core.messagebus import MessageBus
from referee.records.archive import Archiver, Archiving
from referee.storage.store import Store
from variants.search import Budget

FILE = Path(__file__).with_name("golden.json")
#: The service's clock for every golden game (seconds): fixed, so clocks show the same.
T0 = 1_790_000_000.0
BOT_BUDGET = Budget(8, None)

#: name -> (creation arguments of GameService.create, moves to play, archived at the end).
GAMES: dict[str, tuple[dict[str, Any], int, bool]] = {
    "emotrions-active": ({"variant_name": "emotrions", "players": ["A", "B", "C"],
                          "options": {"covered": True}, "seed": "g1"}, 9, False),
    "emotrions-archived": ({"variant_name": "emotrions", "players": ["A", "B"], "options": {},
                            "seed": "g2", "tag": "cup"}, 10_000, True),
    "pareo-active": ({"variant_name": "pareo", "players": ["A", "B"], "options": {},
                      "seed": "g3", "spectator_delay": 1}, 7, False),
    "pareo-archived": ({"variant_name": "pareo", "players": ["A", "B"], "options": {},
                        "seed": "g4"}, 10_000, True),
    "four-aces-active": ({"variant_name": "four-aces", "players": ["A", "B", "C", "D"],
                          "options": {"mode": "teams"}, "seed": "g5"}, 11, False),
    "four-aces-archived": ({"variant_name": "four-aces", "players": ["A", "B"],
                            "options": {}, "seed": "g6", "hints": False}, 10_000, True),
    "scorekeeper-active": ({"variant_name": "pareo", "players": ["A", "B"], "options": {},
                            "seed": "g7", "tabletop": True}, 5, False),
    "clocked-active": ({"variant_name": "emotrions", "players": ["A", "B"], "options": {},
                        "seed": "g8", "clock": {"per_move": 60}}, 4, False),
    "bots-active": ({"variant_name": "four-aces", "players": ["A", "B"], "options": {},
                     "seed": "g9", "bots": {1: "greedy"}}, 3, False),
    "bots-archived": ({"variant_name": "emotrions", "players": ["A", "B"], "options": {},
                       "seed": "g10", "bots": {0: "greedy"}}, 10_000, True),
}


def service(store: Store) -> GameService:
    """The service the golden games are written and read with: a fixed clock, bots by an
    iteration cap, archives on."""
    return GameService(store, clock=lambda: T0, bot_budget=BOT_BUDGET, archiver=Archiver(),
                       bus=MessageBus({Ended: [Archiving(store).ended]}))


def replies(svc: GameService, game_id: str) -> dict[str, Any]:
    """What the service answers on the game for each caller: view, events, legal moves."""
    game = svc.load(game_id)
    callers = {"spectator": Caller(), "table": Caller(table=True),
               **{f"seat {s}": Caller(seat=s) for s in range(len(game.players))}}
    out: dict[str, Any] = {"version": game.version}
    for who, caller in callers.items():
        moves, total = svc.legal_moves(game, caller)
        out[who] = {"view": game.view(caller),
                    "legal_moves": [[m.to_dict() for m in moves], total]}
        if who in ("spectator", "table", "seat 0"):  # (the log is long: three readers)
            out[who]["events"] = svc.events(game, caller)
    return orjson.loads(orjson.dumps(out))


def continuation(svc: GameService, game_id: str, tokens: dict[str, Any]) -> Any:
    """The reply to the next move of an active game: the first legal move of the seat
    awaited (the table token's in a scorekeeper game)."""
    game = svc.load(game_id)
    if game.variant.is_finished(game.state):
        return None
    seat = game.variant.to_act(game.state)[0]
    move = game.variant.legal_moves(game.state, seat)[0]
    token = tokens["table"] if game.tabletop else tokens["seats"][seat]
    return orjson.loads(svc.move(game_id, token, lambda game, caller: move).body)


def restore(store: Store, game_id: str, stored: dict[str, Any]) -> None:
    """Put a golden game into ``store`` as it was stored: its snapshot (or archive) at its
    version, and its log."""
    data = base64.b64decode(stored["data"])
    log = [raw.encode() for raw in stored["log"]]
    store.create(game_id, data, log)
    for version in range(1, stored["version"]):
        assert store.commit(game_id, version, data, [])


def write() -> None:
    from referee.storage.memory import MemoryStore

    store = MemoryStore()
    svc = service(store)
    out: dict[str, Any] = {
        "written_at": subprocess.run(["git", "rev-parse", "HEAD"], capture_output=True,
                                     text=True).stdout.strip(),
        "games": {},
    }
    for name, (args, moves, archived) in GAMES.items():
        game, tokens = svc.create(**args)
        pick = random.Random(name)
        for _ in range(moves):
            game = svc.load(game.id)
            if game.variant.is_finished(game.state):
                break
            seat = game.variant.to_act(game.state)[0]
            move = pick.choice(game.variant.legal_moves(game.state, seat))
            token = tokens["table"] if game.tabletop else tokens["seats"][seat]
            svc.move(game.id, token, lambda game, caller, move=move: move)
        game = svc.load(game.id)
        assert game.variant.is_finished(game.state) == archived, name
        snapshot = store.load(game.id)
        assert (game.archive is not None) == archived, name
        stored = {"version": snapshot.version,
                  "data": base64.b64encode(snapshot.data).decode(),
                  "log": [raw.decode() for raw in store.events(game.id)]}
        out["games"][name] = {"id": game.id, "tokens": tokens, "stored": stored,
                              "replies": replies(svc, game.id),
                              "next": continuation(svc, game.id, tokens)}
    FILE.write_bytes(orjson.dumps(out) + b"\n")


if __name__ == "__main__":
    write()
    sys.exit(0)
