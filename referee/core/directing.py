"""The director's requests (R200–R212): who may decide, and each decision or call committed
through :meth:`referee.core.games.GameService.commit` like a move (stamped, versioned, raced
by compare-and-set, with ``If-Match`` and ``Idempotency-Key`` as for moves). What a decision
does is :mod:`referee.core.director`'s.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

import orjson

from referee.core import auth, director
from referee.core.auth import SPECTATOR, Caller
from referee.core.commands import Attempt
from referee.core.director import CALLS_PER_MINUTE, TooManyCalls
from referee.core.games import (
    Forbidden,
    Game,
    GameService,
    MoveResult,
    Next,
    Unauthorized,
)
from referee.core.idempotency import Idempotency
from referee.core.tabletop import Undo
from variants.base import Move

__all__ = ["CALLS_PER_MINUTE", "BatchDirector", "Directing", "TooManyCalls", "batch_director",
           "check_director", "is_director"]


@dataclass(frozen=True)
class BatchDirector:
    """A batch's director: the arguments each of its games is prepared with, and what the
    batch's reply adds (``director_token``)."""

    args: Mapping[str, Any] = field(default_factory=dict)
    reply: Mapping[str, Any] = field(default_factory=dict)


def batch_director(directed: bool, correction_minutes: int | None = None,
                   webhook: Mapping[str, str] | None = None) -> BatchDirector:
    """The director of a batch (``POST /v1/batches`` with ``director: true``, ``directed``):
    one token for every game (R200), only its digest kept in each; ``webhook`` (``url``,
    ``secret``) where its calls go."""
    if not directed:
        return BatchDirector()
    token = auth.new_token()
    args = {"director": False, "director_of": auth.digest(token),
            "correction_minutes": correction_minutes,
            "director_webhook": dict(webhook) if webhook else None}
    return BatchDirector(args, {"director_token": token})


def is_director(game: Game, token: str) -> bool:
    """Whether ``token`` is the director's of ``game`` (compared in constant time)."""
    return director.reads(game.record, auth.presented_digest(token))


def check_director(game: Game, token: str | None) -> None:
    """R200: only the director's token decides.

    Raises:
        Unauthorized: no token, or one of nobody in this game. Forbidden: a seat's or the
            table's token, or a game without a director.
    """
    if token is None:
        raise Unauthorized("the director's token is needed to decide")
    if is_director(game, token):
        return
    game.caller(token)  # Unauthorized for a token of nobody here
    if not director.directed(game.record):
        raise Forbidden("R200: this game has no director (create it with \"director\": true)")
    raise Forbidden("R200: only the director's token decides; a seat's or the table's cannot")


class Directing:
    """Decisions and calls on the games of ``service``."""

    def __init__(self, service: GameService) -> None:
        self.service = service

    # -- decisions ----------------------------------------------------------------------------

    def decide(
        self,
        game_id: str,
        token: str | None,
        body: Mapping[str, Any],
        build: Callable[[Game], Move | Undo] | None = None,
        *,
        if_match: int | None = None,
        idempotency: Idempotency | None = None,
    ) -> MoveResult:
        """Make the decision ``body`` (loaded by ``DecisionSchema``) on the game; ``build``
        makes a correction's move. Returns its reply (``decision``, ``version``).

        Raises:
            GameNotFound, Unauthorized, Forbidden (R200), StaleVersion, DirectorConflict
            (R201), IllegalMove (R202–R208, a correction's failing move), Contention,
            IdempotencyInProgress, IdempotencyMismatch, StoreUnavailable; BadMove for a
            correction's malformed move.
        """
        if token is None:
            raise Unauthorized("the director's token is needed to decide")
        return self.service.idempotent.run(
            game_id, token, idempotency, if_match,
            lambda attempt: self._decide(game_id, token, body, build, attempt))

    def _decide(self, game_id: str, token: str, body: Mapping[str, Any],
                build: Callable[[Game], Move | Undo] | None, attempt: Attempt) -> MoveResult:
        service = self.service

        def change(game: Game) -> Next:
            check_director(game, token)
            attempt.check(game)
            now = service.clock()
            was_ended = director.ended(game.variant, game.state, game.record)
            director.check_period(game.variant, game.state, game.record, game.updated_at, now)
            move = build(game) if body["type"] == "correct" and build is not None else None
            made = director.decide(
                game.variant, game.state, director.with_end(game.record, was_ended,
                                                            game.updated_at),
                game.clocks, body, number=len(game.record.decisions or ()) + 1,
                version=game.version + 1, now=now, tabletop=game.tabletop,
                stored=lambda: service.log_as_loaded(game), move=move)
            reply = orjson.dumps({"decision": director.shown(made.decision, None),
                                  "version": game.version + 1})
            return Next(made.state, made.events, None, record=made.record, at=now,
                        clocks=made.clocks, reply=reply, claim=attempt.claim)

        new, made, _ = service.commit(service.first(game_id, attempt), change, service.load,
                                      lost=lambda game, made: attempt.lost(game))
        assert made is not None  # (a decision is always a change)
        # A resume or a forfeit may hand the turn to a computer player: it is settled now.
        service.settled(new)
        return MoveResult(new.version, made.body)

    def decisions(self, game_id: str, token: str | None) -> list[dict[str, Any]]:
        """The game's decisions as the caller may see them (anyone who may read the game).

        Raises:
            GameNotFound, Unauthorized (a token of nobody here), StoreUnavailable.
        """
        game = self.service.load(game_id)
        viewer = None
        if token is not None and not is_director(game, token):
            viewer = game.viewer(game.caller(token))
        return [director.shown(d, viewer) for d in game.record.decisions or ()]

    # -- calls --------------------------------------------------------------------------------

    def call(self, game_id: str, token: str | None, message: str) -> MoveResult:
        """A seat (or the table) calls the director with ``message`` (R209), at most
        :data:`CALLS_PER_MINUTE` a minute, counted inside the call's compare-and-set.

        Raises:
            GameNotFound, Unauthorized, Forbidden (no director; the director's own token),
            TooManyCalls, Contention, StoreUnavailable.
        """
        if token is None:
            raise Unauthorized("a seat's or the table's token is needed to call the director")
        return self.service.idempotent.run(
            game_id, token, None, None, lambda attempt: self._call(game_id, token, message,
                                                                   attempt))

    def _call(self, game_id: str, token: str, message: str, attempt: Attempt) -> MoveResult:
        service = self.service
        game = service.first(game_id, attempt)
        caller = self._caller(game, token)

        def change(game: Game) -> Next:
            now = service.clock()
            was_ended = director.ended(game.variant, game.state, game.record)
            # R209: counted from the game's own calls inside the commit that adds this one, so
            # concurrent calls are checked one after the other (the compare-and-set).
            record, call = director.called(
                director.with_end(game.record, was_ended, game.updated_at), caller.seat,
                message, now, game.version + 1)
            return Next(game.state, [director.call_event(call)], None, record=record, at=now,
                        reply=orjson.dumps({"call": call, "version": game.version + 1}))

        new, made, _ = service.commit(game, change, service.load)
        assert made is not None  # (a call is always a change)
        return MoveResult(new.version, made.body)

    def calls(self, game_id: str, token: str | None) -> list[dict[str, Any]]:
        """The calls the caller may read: the director every one, a seat (or the table) its own.

        Raises:
            GameNotFound, Unauthorized, Forbidden, StoreUnavailable.
        """
        if token is None:
            raise Unauthorized("the director's, a seat's or the table's token is needed")
        game = self.service.load(game_id)
        calls = [dict(call) for call in game.record.calls or ()]
        if is_director(game, token):
            return calls
        caller = self._caller(game, token)
        return [call for call in calls if call["seat"] == caller.seat]

    def _caller(self, game: Game, token: str) -> Caller:
        if is_director(game, token):
            raise Forbidden("R209: the director is called by the seats and the table")
        caller = game.caller(token)
        if caller is SPECTATOR or caller.anonymous:
            raise Unauthorized("a seat's or the table's token is needed")
        if not director.directed(game.record):
            raise Forbidden("R209: this game has no director to call")
        return caller
