"""A person's move (or a scorekeeper's report, or an undo: R83) on a game, committed through the
unit of work under the idempotent-command wrapper; and the events and reply of a move."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import partial
from typing import Any

import orjson

from referee.core import director, meter
from referee.core.auth import Caller
from referee.core.bots import awaited_bot, work
from referee.core.commands import Attempt, Idempotent
from referee.core.game import Forbidden, Game, MoveResult, Next, StaleVersion, Unauthorized
from referee.core.idempotency import Idempotency
from referee.core.snapshots import Snapshots
from referee.core.tabletop import UNDO, Undo, check_correctable, undo
from referee.core.tuning import Tuning
from referee.core.unit_of_work import UnitOfWork
from referee.storage.rates import Charge
from variants.base import Event, Move, Secret, redact_event


class Moving:
    """Moves on the games ``uow`` commits; a game is first read as ``settled`` gives it, and
    ``handed`` plays the bots a move hands the turn to when no job does
    (:meth:`referee.core.bot_runner.BotRunner.handed`)."""

    def __init__(self, uow: UnitOfWork, snapshots: Snapshots, idempotent: Idempotent,
                 handed: Callable[[Game], tuple[Game, list[bytes]]],
                 settled: Callable[[Game], Game], tuning: Tuning) -> None:
        self.uow = uow
        self.snapshots = snapshots
        self.idempotent = idempotent
        self.handed = handed
        self.settled = settled
        self.tuning = tuning

    def move(
        self,
        game_id: str,
        token: str | None,
        build: Callable[[Game, Caller], Move | Undo],
        *,
        if_match: int | None = None,
        idempotency: Idempotency | None = None,
        charge: Charge | None = None,
    ) -> MoveResult:
        """Apply the move ``build`` makes for the caller, with compare-and-set retries.

        A move that loses the race to another is applied again to the new state (at most
        ``cas_retries`` times): it succeeds if still legal, else IllegalMove. With ``if_match``
        a lost race is StaleVersion instead, and always for an undo (R89). With
        ``idempotency``, a request already answered gets its first reply again and nothing is
        applied. With ``charge``, the request's rate limit is paid in the first read's round
        trip (with the idempotency claim).

        Raises:
            GameNotFound, Unauthorized, Forbidden, StaleVersion, IllegalMove, Contention,
            IdempotencyInProgress, IdempotencyMismatch, StoreUnavailable, RateLimited; and
            whatever ``build`` raises for a malformed move.
        """
        if token is None:
            raise Unauthorized("a seat token is needed to move")
        return self.idempotent.run(game_id, token, idempotency, if_match,
                                   partial(self._move, game_id, token, build), charge)

    def _move(self, game_id: str, token: str, build: Callable[[Game, Caller], Move | Undo],
              attempt: Attempt) -> MoveResult:
        claim = attempt.claim
        request = claim.request if claim is not None else None

        def person_move(game: Game) -> Next:
            caller = game.caller(token)
            if caller.anonymous:
                raise Forbidden("the director's token decides, it does not move (R200)")
            if caller.seat is None and not game.tabletop:
                raise Forbidden(
                    "the table token of a server-dealt game sees what a spectator sees and "
                    "cannot move for a seat"
                )
            attempt.check(game)
            director.check_play(game.record)  # R206, R203/R204
            move = build(game, caller)
            if isinstance(move, Undo):
                state, logged = self._undo(game, caller, request)
            else:
                state, events = game.variant.apply(game.state, move)
                logged = [move_event(move, request), *events]
            if awaited_bot(game.variant, state, game.record.bots) is not None:
                # R255: the bots this move hands the turn to are its CPU; R287: reserved
                meter.admit(work(game.variant, state, game.record.bots,
                                 game.events + len(logged)))
            return Next(state, logged, move, claim=claim, reply=partial(move_reply, caller))

        def lost(game: Game, made: Next) -> None:
            attempt.lost(game)
            if made.move is UNDO:
                # R89: an undo takes back the last move the table saw, never a newer one.
                raise StaleVersion(game.version + 1)

        snapshot = attempt.snapshot
        if snapshot is not None:
            first = self.settled(self.snapshots.decode(game_id, snapshot.version, snapshot.data))
        else:
            first = self.settled(self.snapshots.read(game_id))
        new, made, stored = self.uow.commit(first, person_move, self.snapshots.read, lost=lost)
        assert made is not None  # (a person's move is always a change)
        after = new.events - len(stored)
        # A bare service's bots move now, each move its own version, and the reply (and its
        # idempotent replay) shows them all; else they move in the background, each a job
        # queued by the commit's handler (referee.bootstrap), and the reply is the move's own
        # (with the bots' moves when it waits: GameService.with_bots).
        new, played = self.handed(new)
        body = made.body
        if played:
            body = move_reply(new.caller(token), new, [*stored, *played])
            if claim is not None:
                self.uow.store.remember(game_id, claim.scope, claim.idempotency.done(body),
                                        self.tuning.idempotency_ttl)
        return MoveResult(new.version, body, after=after)

    def _undo(self, game: Game, caller: Caller, request: str | None) -> tuple[Any, list[Event]]:
        """The game with its last move taken back, and the events to log (R83).

        Raises:
            IllegalMove: R84 outside a scorekeeper game; as :func:`referee.core.tabletop.undo`.
            Forbidden: a seat token (only the table corrects, R82).
        """
        check_correctable(game.tabletop)
        if not caller.table:
            raise Forbidden("only the table token corrects a scorekeeper game (undo)")
        stored = self.snapshots.log_as_loaded(game)
        created = redact_event(stored[0], None)
        return undo(game.variant, game.state, created, stored, request)


def move_reply(caller: Caller, game: Game, stored: Sequence[bytes]) -> bytes:
    """A move's reply body to ``caller``: the new version of ``game``, ``stored`` events as
    the caller may see them, and the caller's new view."""
    viewer = game.viewer(caller)
    return orjson.dumps({
        "version": game.version,
        "events": [redact_event(orjson.loads(e), viewer) for e in stored],
        "view": game.view(caller),
    })


def move_event(move: Move, request: str | None = None, bot: str | None = None) -> Event:
    """The event logged for each accepted move, before the events it caused. ``request`` is
    a short hash of the move's Idempotency-Key, so an audit can tell that each acknowledged
    request was applied exactly once (it says nothing about the key itself); ``bot`` the
    level of the computer player that made it (docs/bots.md)."""
    data: dict[str, Any] = {"seat": move.seat, "move_type": move.TYPE}
    if request:
        data["request"] = request
    if bot:
        data["bot"] = bot
    # The move itself may hold what others may not see (a covered stake): G3.
    return Event("move", data, (Secret((move.seat,), {"move": move.to_dict()}),))
