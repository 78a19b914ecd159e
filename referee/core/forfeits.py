"""The clocks' forfeits (R99): a seat awaited whose clock has run out forfeits, committed
like a move. No background job: every read and every move settles the game first
(:meth:`referee.core.games.GameService.settled`), and of several requests that find the same
clock run out, the compare-and-set lets one apply it and the others see it applied."""

from __future__ import annotations

from referee.core import clocks, director
from referee.core.game import Game, Next
from referee.core.tuning import Tuning
from referee.core.unit_of_work import UnitOfWork


class ClockForfeits:
    """The forfeits of the games ``uow`` commits, at the service's clock."""

    def __init__(self, uow: UnitOfWork, tuning: Tuning) -> None:
        self.uow = uow
        self.tuning = tuning

    def settle(self, game: Game) -> Game:
        """``game`` after the forfeit of any seat awaited whose clock has run out. A write:
        each forfeit is committed.

        Raises:
            GameNotFound, Contention, StoreUnavailable.
        """
        if game.clocks is None:
            return game
        made: Next | None = Next(None)
        while made is not None:  # each forfeit may leave another seat's clock run out
            game, made, _ = self.uow.commit(game, self.forfeit, self.uow.snapshots.read)
        return game

    def forfeit(self, game: Game) -> Next | None:
        """The forfeit of the seat awaited whose clock has run out, if any (a kind of change)."""
        if game.archive is not None or game.clocks is None:
            return None
        now = self.tuning.clock()
        seat = clocks.forfeit_due(game.variant, game.state, game.clocks,
                                  director.halted(game.record), now)
        if seat is None:
            return None
        kind = clocks.kind(game.clocks)
        state, events = clocks.expiry(game.variant, game.state, seat, kind)
        return Next(state, events, None, at=now)
