"""What a read of a game serves: its events as a caller may see them (a spectator's delayed,
R212), the version that caller sees, what a seat has seen (a computer player decides from it),
a hint, the legal moves. Reads only: nothing here commits (what a read settles first is
:meth:`referee.core.games.GameService.settled`'s)."""

from __future__ import annotations

from typing import Any

import orjson

from referee.core import director
from referee.core.auth import Caller
from referee.core.bots import check_hint, hint
from referee.core.game import Game
from referee.core.snapshots import Snapshots
from referee.core.tabletop import created_config
from referee.core.tuning import Tuning
from variants.base import Move, redact_event
from variants.search import Seen


class Queries:
    """The reads of the games ``snapshots`` holds."""

    def __init__(self, snapshots: Snapshots, tuning: Tuning) -> None:
        self.snapshots = snapshots
        self.tuning = tuning

    def events(self, game: Game, caller: Caller, after: int = 0) -> list[dict[str, Any]]:
        """The event log after ``after`` as ``caller`` may see it (every event, redacted).

        Whoever sees what a spectator sees gets the log ``spectator_delay`` moves late while the
        game is on (tournaments): the events of the latest moves are held back until then."""
        viewer = game.viewer(caller)
        stored = [orjson.loads(raw) for raw in self.snapshots.log(game, after)]
        delay = game.record.spectator_delay if viewer is None else 0
        # The end lifts the delay: the rules' or the director's (R212), which later decisions
        # (a penalty after the end, R202) do not undo. A live stream reads newer events than
        # its game, so the log's last event counts too.
        if delay and stored and not (director.ended(game.variant, game.state, game.record)
                                     or stored[-1]["type"] == "game_ended"
                                     or director.ends_play(stored[-1])):
            # The log's last event is of the current version; creation's (1) is never held.
            shown = max(stored[-1]["version"] - delay, 1)
            stored = [event for event in stored if event["version"] <= shown]
        return [redact_event(event, viewer) for event in stored]


    def shown_version(self, game: Game, caller: Caller) -> int:
        """The version ``caller`` sees the log at: the current one, or ``spectator_delay`` moves
        earlier for whoever sees what a spectator sees while the game is on (creation's, 1, is
        never held). The ETag of a delayed reply is this one, not how far the game is."""
        delay = game.record.spectator_delay if game.viewer(caller) is None else 0
        # R212: the delay is lifted at the end, the director's (award, annulment) included.
        if not delay or director.ended(game.variant, game.state, game.record):
            return game.version
        return max(game.version - delay, 1)


    def seen(self, game: Game, seat: int) -> Seen:
        """What ``seat`` has seen of ``game``, what a computer player decides from: its ``GET
        /v1/games/{id}`` view and its events, by the functions that serve them. The config is
        the public one of the ``game_created`` event."""
        caller = Caller(seat=seat)
        events = self.events(game, caller)
        return Seen(created_config(game.variant, events[0]), seat, game.view(caller), events)


    def hint(self, game: Game, caller: Caller) -> dict[str, Any]:
        """The ``strong`` bot's choice for the caller's seat now (docs/bots.md): a ready-to-send
        move and the moves it weighed best. Nothing is stored.

        Raises:
            as :func:`referee.core.bots.check_hint`.
        """
        check_hint(game.variant, game.tabletop, game.record.hints, caller.seat,
                   game.variant.to_act(game.state))
        assert caller.seat is not None  # (check_hint: the seat is awaited)
        seed = game.record.bots["seed"] if game.record.bots else game.id
        return hint(game.variant, self.seen(game, caller.seat), seed, game.events,
                    game.version, self.tuning.bot_budget)


    def legal_moves(self, game: Game, caller: Caller) -> tuple[list[Move], int]:
        """The moves ``caller`` may submit now, and their total count (listings may be capped).
        For the table token of a scorekeeper game, those of every seat awaited (R87), each
        move carrying its seat."""
        if caller.table and game.tabletop:
            listed: list[Move] = []
            total = 0
            for seat in game.variant.to_act(game.state):
                moves, count = game.variant.legal_moves_listing(game.state, seat)
                listed.extend(moves)
                total += count
            return listed, total
        if caller.seat is None:
            return [], 0
        return game.variant.legal_moves_listing(game.state, caller.seat)

    # -- creating -----------------------------------------------------------------------------
