"""The bot runner: the computer players' moves (docs/bots.md), each committed like a
person's (:class:`~referee.core.unit_of_work.UnitOfWork`). A bot's move is played by its job
(:meth:`BotRunner.play_job`, queued by the commit that hands it the turn: referee.bootstrap), or,
when its job is lost or late (R284), by the next read that finds it stalled
(:meth:`BotRunner.settle`). A service built bare (no handler queuing jobs: tools, tests of the
core, ``Tuning.bot_stall`` None) plays the bots in the request that hands them the turn
(:meth:`BotRunner.handed`): those are the only places where the two ways differ."""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

import orjson

from referee.core import director, meter
from referee.core.auth import SPECTATOR
from referee.core.bots import MAX_BOT_MOVES, MAX_BOT_SECONDS, BotChain, awaited_bot, decide
from referee.core.game import (
    Change,
    Contention,
    CreateResult,
    Game,
    GameNotFound,
    MoveResult,
    Next,
)
from referee.core.moves import move_event
from referee.core.queries import Queries
from referee.core.stamps import epoch
from referee.core.tuning import Tuning
from referee.core.unit_of_work import UnitOfWork
from variants.search import collector_paused

#: What a bot job did (:meth:`BotRunner.play_job`).
MOVED, GONE, SPENT = "moved", "gone", "spent"


class BotRunner:
    """The computer players of the games ``uow`` commits, seeing them as ``queries`` serve
    them."""

    def __init__(self, uow: UnitOfWork, queries: Queries, tuning: Tuning) -> None:
        self.uow = uow
        self.queries = queries
        self.snapshots = queries.snapshots
        self.tuning = tuning

    def awaited(self, game: Game) -> tuple[int, str] | None:
        """The bot seat whose move ``game`` awaits and its level, or None: the one question
        asked before any bot thinks (a job queued, a job played, a read settling)."""
        if game.archive is not None or director.halted(game.record):  # R206: paused
            return None
        return awaited_bot(game.variant, game.state, game.record.bots)

    def handed(self, game: Game) -> tuple[Game, list[bytes]]:
        """After a commit that may hand the turn to the bots: in a bare service, ``game`` after
        they have all moved, and the events they stored; else ``game`` (their jobs are queued
        by the commit's handler, referee.bootstrap)."""
        if self.tuning.bot_stall is not None:
            return game, []
        return self.play_all(game)

    def settle(self, game: Game) -> Game:
        """``game`` after the bots awaited longer than ``Tuning.bot_stall`` seconds (their job
        lost, or their payer's budget spent: R284, R256) have moved; a bare service's reads
        play every bot awaited. A write: each bot's move is committed.

        Raises:
            GameNotFound, Contention, StoreUnavailable.
        """
        if self.awaited(game) is None or not self.stalled(game):
            return game
        if self.tuning.bot_stall is None:
            game, _ = self.play_all(game)  # no jobs: the reads play the bots, as they come
            return game
        # One move: its commit queues the next bot's job, as any commit does (R284).
        game, _, _ = self.uow.commit(game, self.move_of(BotChain(self.tuning.bot_budget)),
                                     self.snapshots.read, hold=collector_paused)
        return game

    def stalled(self, game: Game) -> bool:
        """Whether the bot awaited in ``game`` has waited ``Tuning.bot_stall`` seconds since
        the game's last change of play (R284)."""
        stall = self.tuning.bot_stall
        return stall is None or self.tuning.clock() - epoch(game.updated_at) >= stall

    def play_job(self, game_id: str, version: int) -> str:
        """A bot job (docs/bots.md): the move of the computer player ``game_id`` awaits, if the
        game is still at ``version`` (R281: a job taken twice, or overtaken by another change,
        plays nothing; the compare-and-set decides a race). Returns :data:`MOVED`,
        :data:`GONE` (nothing to play: the game moved on, ended or is gone) or :data:`SPENT`
        (the payer's CPU budget is spent: the job is to be tried again later, R256).

        Raises:
            StoreUnavailable.
        """
        try:
            game = self.snapshots.read(game_id)
        except GameNotFound:
            return GONE  # deleted, or expired, since
        if game.version != version or self.awaited(game) is None:
            return GONE
        if not meter.allows():
            return SPENT
        try:
            _, made, _ = self.uow.commit(game, self.move_of(BotChain(self.tuning.bot_budget)),
                                         self.snapshots.read, tries=1, hold=collector_paused)
        except (Contention, GameNotFound):
            return GONE  # another change came first: its commit queued the next job
        return MOVED if made is not None else SPENT

    def play_all(self, game: Game) -> tuple[Game, list[bytes]]:
        """``game`` after every computer player awaited has moved, in turn, each move
        committed as its own version like a player's; returns the game and the events stored.
        A bot decides from its seat's view and events, read as that seat reads them
        (:func:`referee.core.bots.decide`).

        Raises:
            GameNotFound, StoreUnavailable.
        """
        if self.awaited(game) is None:
            return game, []
        played: list[bytes] = []
        chain = BotChain(self.tuning.bot_budget)  # n bot moves in a row: n budgets
        bot_move = self.move_of(chain)
        for _ in range(MAX_BOT_MOVES):
            # No garbage collection from the search to the stamp, where the bot's clock no
            # longer looks: what falls due runs in the commit, inside the next bot's budget
            # (or, after the last, in the reply), never unseen inside this move.
            game, made, stored = self.uow.commit(game, bot_move, self.snapshots.read,
                                                 tries=MAX_BOT_MOVES, hold=collector_paused)
            if made is None:
                break
            played += stored
            if chain.clock() - chain.began > MAX_BOT_SECONDS:
                break  # the next request about the game plays on (settle)
        return game, played

    def move_of(self, chain: BotChain) -> Change:
        """The move of the computer player awaited, as the next move of ``chain`` (a kind of
        change; None when no bot is awaited, or its payer's budget is spent: R256)."""

        def bot_move(game: Game) -> Next | None:
            awaited = self.awaited(game)
            if awaited is None:
                return None
            seat, level = awaited
            if not meter.allows():
                return None  # R256: the payer's CPU budget is spent; a later request plays on
            assert game.record.bots is not None  # (a bot is awaited)
            with meter.metered():
                move = decide(game.variant, self.queries.seen(game, seat), level,
                              game.record.bots["seed"], game.events, chain)
            state, events = game.variant.apply(game.state, move)
            return Next(state, [move_event(move, bot=level), *events], move,
                        stamped=chain.stamped)

        return bot_move

    # -- replies that wait for the bots (Prefer: wait, R285) -----------------------------------

    def with_bots(self, game_id: str, token: str, result: MoveResult, seconds: float,
                  wait: Callable[[float], Any]) -> MoveResult:
        """As :meth:`referee.core.games.GameService.with_bots`."""
        if result.replayed:
            return result
        game = self._await(game_id, result.version, seconds, wait)
        if game.version == result.version:
            return result
        caller = game.caller(token)
        body = orjson.dumps({"version": game.version,
                             "events": self.queries.events(game, caller, result.after),
                             "view": game.view(caller)})
        return MoveResult(game.version, body, after=result.after)

    def created_with_bots(self, result: CreateResult, seconds: float,
                          wait: Callable[[float], Any]) -> CreateResult:
        """As :meth:`referee.core.games.GameService.created_with_bots`."""
        if result.replayed:
            return result
        game = self._await(result.id, result.version, seconds, wait)
        if game.version == result.version:
            return result
        created = orjson.loads(result.body)
        created.update(version=game.version, view=game.view(SPECTATOR))
        return CreateResult(result.id, game.version, orjson.dumps(created))

    def _await(self, game_id: str, version: int, seconds: float,
               wait: Callable[[float], Any]) -> Game:
        """The game once no computer player is awaited, or as it is after ``seconds``."""
        deadline = time.monotonic() + seconds
        while True:
            game = self.snapshots.read(game_id)
            left = deadline - time.monotonic()
            # R256: bots whose payer (this request's) has spent its budget wait for later.
            if self.awaited(game) is None or left <= 0 or not meter.left():
                return game
            wait(left)
