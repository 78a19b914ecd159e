"""Computer players at the table, and hints (docs/bots.md).

A seat given to a bot at creation (``"bots": {"1": "strong"}``) is played by
:func:`variants.search.choose` once a change hands it the turn: in the background, as a job
(referee.bot_workers), or in the request itself with a bare service. What the bot decides from
is what its seat has seen, a :class:`~variants.search.Seen` the service builds exactly as the
seat reads the game (:meth:`referee.core.games.GameService.seen`: the seat's ``GET
/v1/games/{id}`` and ``GET /v1/games/{id}/events``), never the engine state: this module
imports nothing of the service. Bots are seeded from the game's seed (G2), so a seeded game with bots
plays the same moves again when the iteration cap, not the time budget, ends each search.
"""

from __future__ import annotations

import functools
import hashlib
import hmac
import math
import random
import time
from collections.abc import Callable, Iterable, Mapping
from dataclasses import replace
from typing import Any

from referee.core import meter
from variants.base import IllegalSetup, Move, RuleViolation, Variant
from variants.i18n import T
from variants.search import LEVELS, Budget, Choice, Seen, choose, has_bots, seed_for

#: The most bot moves one request makes, and the most seconds it spends on them: when a
#: person is out of a game (or every seat is a bot) the bots may have a whole game to play;
#: what is left is played by the next requests about the game (any read settles it), so no
#: request runs into the server's timeout.
MAX_BOT_MOVES = 10_000
MAX_BOT_SECONDS = 10.0
#: The milliseconds of a bot move's budget kept for applying and stamping the move (and a
#: hint's reply), and for committing the last one of a request, which no later bot's budget
#: pays: the search gets what is left (docs/bots.md, bench/bots_think.py).
COMMIT_RESERVE_MS = 5.0
#: How many of the moves the search weighed a hint shows.
HINT_CANDIDATES = 5
#: R130: no computer player in a scorekeeper game. R131: hints are off in this game. R132: the
#: game (a variant added to the service) brings no computer players.
NO_BOTS_AT_A_REAL_TABLE = "R130"
HINTS_OFF = "R131"
NO_BOTS_IN_THIS_GAME = "R132"


#: The CPU-milliseconds a bot move costs at each level at least, the floor of what admission
#: reserves for it (R287, :func:`move_cost`): docs/bots.md, "CPU per move", measures ``strong``
#: at the game's cap at 12-20 ms on a free core (the upper figure taken), ``random`` and
#: ``greedy`` under half a millisecond, which the meter charges as a whole one.
MOVE_COST_MS = {"random": 1, "greedy": 1, "strong": 20}
#: A hint is one ``strong`` search.
HINT_COST_MS = MOVE_COST_MS["strong"]
#: The moves a game is taken to last when its length cannot be measured (a state without a
#: hashable ``config``), and the most moves the measuring playout makes.
DEFAULT_GAME_MOVES = 100
MAX_MEASURED_MOVES = 5_000


def move_cost(level: str, measured: Mapping[str, float]) -> int:
    """The CPU-milliseconds admission reserves for a bot move at ``level`` (R287): the running
    mean of what its moves have really cost (``measured``, the jobs' own figures: a busy
    machine's searches cost more than a free core's), never below the documented floor
    (:data:`MOVE_COST_MS`)."""
    floor = MOVE_COST_MS.get(level, HINT_COST_MS)
    return max(floor, math.ceil(measured.get(level, 0.0)))


def work(variant: Variant[Any, Any], state: Any, bots: Mapping[str, Any] | None,
         events: int) -> int:
    """The CPU-milliseconds of bot work queued by a change that leaves the game at ``state``
    with ``events`` logged (R287: the estimate admission reserves, settled against what the
    searches really spend). Where every seat is a bot they play the rest of the game: the
    moves left times the levels' mean cost a move (:func:`move_cost`, as the current payer's
    store measured it); where a person sits, the bots move until a person's turn comes, each
    bot seat once at most."""
    seats = bots["seats"] if bots else {}
    if not seats or variant.is_finished(state):
        return 0
    measured = meter.costs()
    costs = [move_cost(level, measured) for level in seats.values()]
    if person_sits(variant, state, bots):
        return sum(costs)
    return math.ceil(moves_left(variant, state, events) * sum(costs) / len(costs))


def person_sits(variant: Variant[Any, Any], state: Any, bots: Mapping[str, Any] | None) -> bool:
    """Whether a person sits at the table of a game at ``state`` (a seat no bot holds): its bot
    moves keep someone waiting (the interactive lane, referee.storage.jobs)."""
    return len(bots["seats"] if bots else {}) < variant.seats(state)


def moves_left(variant: Variant[Any, Any], state: Any, events: int) -> int:
    """About how many moves a game at ``state`` with ``events`` logged has left: the share of
    a whole game's events still to come, in moves, as one seeded random playout of the same
    configuration measured them (once per configuration and process, :func:`game_length`)."""
    try:
        moves, logged = game_length(variant, state.config)
    except (AttributeError, TypeError):  # no config, or one that cannot be a cache's key
        moves, logged = DEFAULT_GAME_MOVES, 2 * DEFAULT_GAME_MOVES
    return max(1, math.ceil(moves * max(0, logged - events) / logged))


@functools.lru_cache(maxsize=128)
def game_length(variant: Variant[Any, Any], config: Any) -> tuple[int, int]:
    """The moves and the events of a seeded game of random moves in ``config`` (the creation's
    event counted), the yardstick of :func:`moves_left`."""
    state, events = variant.start(config, "referee/work")
    rng = random.Random("referee/work")
    moves, logged = 0, 1 + len(events)
    while not variant.is_finished(state) and moves < MAX_MEASURED_MOVES:
        seat = variant.to_act(state)[0]
        state, events = variant.apply(state, rng.choice(variant.legal_moves(state, seat)))
        moves, logged = moves + 1, logged + 1 + len(events)
    return max(1, moves), max(2, logged)


class HintsOff(RuleViolation):
    """A hint asked of a game whose hints are off (R131): 403."""


class NotYourTurn(RuleViolation):
    """A hint asked by a seat whose move is not awaited (G6): 409, the game is not there yet."""


def no_bots_in(variant: Variant[Any, Any], field: str | None = None) -> IllegalSetup:
    """R132: the refusal of a bot (``field`` ``bots``) or a hint in a game whose package has
    no ``bots`` module."""
    return IllegalSetup(NO_BOTS_IN_THIS_GAME, T(
        f"{variant.name} has no computer players: its game brings no bots, so no seat can be "
        "given to one and no hint can be asked",
        f"{variant.name} non ha giocatori automatici: il suo gioco non ne porta, quindi nessun "
        "posto può esserne occupato e non si possono chiedere suggerimenti",
    ), field=field)


def table_bots(variant: Variant[Any, Any], bots: Mapping[int, str], players: int, tabletop: bool,
               seed: str) -> dict[str, Any]:
    """The ``bots`` record of a new game: the level at each bot seat, and the bots' own seed,
    derived from the game's (G2) so that the bots never hold the seed of the shuffle.

    Raises:
        IllegalSetup: R130 in a scorekeeper game; R132 for a game with no bots; G1 for a seat
            the game does not have, or an unknown level.
    """
    if not has_bots(variant):
        raise no_bots_in(variant, "bots")
    if tabletop:
        raise IllegalSetup(NO_BOTS_AT_A_REAL_TABLE, T(
            "a scorekeeper game (\"deal\": \"table\") has no computer players: its cards are "
            "real and the referee never sees them",
            "una partita segnapunti (\"deal\": \"table\") non ha giocatori automatici: le "
            "carte sono vere e l'arbitro non le vede",
        ), field="bots")
    for seat, level in bots.items():
        if not 0 <= seat < players:
            raise IllegalSetup("G1", T(
                f"seat {seat} is no seat of a {players}-player game",
                f"il posto {seat} non esiste in una partita a {players} giocatori",
            ), field=f"bots.{seat}")
        if level not in LEVELS:
            raise IllegalSetup("G1", T(f"no bot level {level!r}", f"nessun livello {level!r}"),
                               field=f"bots.{seat}")
    key = hmac.new(seed.encode(), b"referee/bots", hashlib.sha256).hexdigest()
    return {"seats": {str(seat): level for seat, level in sorted(bots.items())}, "seed": key}


def awaited_bot(variant: Variant[Any, Any], state: Any,
                bots: Mapping[str, Any] | None) -> tuple[int, str] | None:
    """The bot seat whose move is awaited now in ``state`` and its level, or None (``bots``:
    the game's record of its bots)."""
    seats = bots["seats"] if bots else None
    if not seats or variant.is_finished(state):
        return None
    for seat in variant.to_act(state):
        level = seats.get(str(seat))
        if level is not None:
            return seat, level
    return None


class BotChain:
    """The bot moves one request makes in a row, and their deadline. A bot's move begins when
    the move before it is stamped (a person's, or the previous bot's): its own budget runs from
    there, so what comes between, committing that move and reading what the seat has seen,
    is the bot's to pay, as the table sees it (the time stamps of the events). The ``k``-th
    must be stamped by ``k`` budgets after the chain began, so a person's move that hands the
    turn to ``n`` bots answers within ``n`` budgets (docs/bots.md). Each bot's search gets the
    least of what is left of its own budget and of the chain's, less
    :data:`COMMIT_RESERVE_MS`: a move that ran over (a slow commit, a garbage collection) is
    made up by the next ones instead of adding up. ``began`` is when the move that handed the
    turn to the bots was stamped (by default, now); ``clock`` (seconds) is injectable for
    tests."""

    def __init__(self, budget: Budget, *, began: float | None = None,
                 clock: Callable[[], float] = time.perf_counter):
        self.budget, self.clock = budget, clock
        self.began = clock() if began is None else began
        self.handed = self.began  # when the move before the next bot's was stamped
        self.moves = 0

    def search_budget(self) -> Budget:
        """The budget of the next bot move's search, what its seat has seen being read."""
        self.moves += 1
        if self.budget.millis is None:
            return self.budget
        now = self.clock()
        own = self.budget.millis - (now - self.handed) * 1000
        chain = self.moves * self.budget.millis - (now - self.began) * 1000
        return replace(self.budget, millis=max(0.0, min(own, chain) - COMMIT_RESERVE_MS))

    def stamped(self) -> None:
        """The bot's move is stamped: the next bot's move begins now."""
        self.handed = self.clock()


def decide(variant: Variant[Any, Any], seen: Seen, level: str, bots_seed: str, events: int,
           chain: BotChain) -> Move:
    """The move the bot at ``seen.seat`` makes now, at ``level``, from what the seat has seen,
    seeded from the game's bot seed and its event count (one seed per move), as the next move
    of ``chain``."""
    rng = seed_for(bots_seed, seen.seat, events)
    return think(variant, seen, level, rng, chain).move


def think(variant: Variant[Any, Any], seen: Seen, level: str, rng: random.Random,
          chain: BotChain) -> Choice:
    """``level``'s choice for ``seen.seat`` from what the seat has seen, within the bot
    budget: the search gets what is left of it once the seat's view and events are read (by
    the caller, before), less what applying and stamping the move takes
    (:data:`COMMIT_RESERVE_MS`), so the budget is the bot move's, not the search's; and no
    more than what is left of ``chain``'s."""
    return choose(variant, seen, level, rng, chain.search_budget())


def check_hint(variant: Variant[Any, Any], tabletop: bool, hints: bool, seat: int | None,
               to_act: Iterable[int]) -> None:
    """Whether ``seat`` may have a hint now.

    Raises:
        HintsOff: R131, for a game created with ``hints: false`` (or a tournament's).
        IllegalSetup: R130 in a scorekeeper game, R132 in a game with no bots. NotYourTurn:
            G6 when no move is awaited from the seat.
    """
    if not has_bots(variant):
        raise no_bots_in(variant)
    if tabletop:
        raise IllegalSetup(NO_BOTS_AT_A_REAL_TABLE, T(
            "a scorekeeper game has no hints: the referee never sees its cards",
            "una partita segnapunti non ha suggerimenti: l'arbitro non ne vede le carte",
        ))
    if not hints:
        raise HintsOff(HINTS_OFF, T(
            "hints are off in this game (created with hints: false, or a tournament's)",
            "i suggerimenti sono disattivati in questa partita (creata con hints: false, o "
            "di un torneo)",
        ))
    if seat is None or seat not in to_act:
        raise NotYourTurn("G6", T(
            f"no move is awaited from seat {seat} now: a hint is for the seat to move",
            f"ora non si attende una mossa dal posto {seat}: il suggerimento è per chi muove",
        ))


def hint(variant: Variant[Any, Any], seen: Seen, seed: str, events: int, version: int,
         budget: Budget) -> dict[str, Any]:
    """The ``strong`` bot's choice for ``seen.seat`` now (a hint, :func:`check_hint` passed),
    as a ready-to-send move, with the moves it weighed best and their estimated win rates.
    Nothing is stored: a hint never changes the game."""
    seat = seen.seat
    rng = seed_for(seed, "hint", seat, events)
    choice = think(variant, seen, "strong", rng, BotChain(budget))
    return {
        "seat": seat,
        "version": version,
        "level": "strong",
        "move": choice.move.to_dict(),
        "candidates": [
            {"move": c.move.to_dict(), "visits": c.visits, "win_rate": round(c.win_rate, 3)}
            for c in choice.candidates[:HINT_CANDIDATES]
        ],
        "iterations": choice.iterations,
        "think_ms": round(choice.seconds * 1000, 1),
    }
