"""Scorekeeper games (``"deal": "table"``): how they start, and corrections (``undo``).

A scorekeeper game is played with real cards; the table token reports every move and may undo
the last one reported while the game is on (docs/rulings/tabletop.md, R83). The log is never
rewritten: an undo appends a ``move_undone`` event naming the move it takes back, and the new
state is the game replayed from its creation with every move that is not undone. Engines are
deterministic (``start(..., tabletop=True)`` plus the same moves gives the same state), so the
replay is the state the table would have reached had the wrong report never been made.

The same replay serves the service (:func:`undo`) and the records' verifier
(:mod:`referee.records.records`). Nothing here knows of HTTP or of the store.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from variants.base import ALL, Event, FieldKind, IllegalMove, Move, Variant, redact_event
from variants.i18n import T

#: The type of a request to undo: the wire's (``schemas.moves.UNDO_TYPE``, which the core
#: does not import: tests/checks hold the two the same).
UNDO_TYPE = "undo"
#: A game's ``deal_source`` when it is a scorekeeper game (R81): the wire's ``"deal": "table"``
#: (``schemas.games.TABLE_DEAL``, held the same by tests/checks).
TABLE_DEAL = "table"
#: Why an undo (R84) or a director's correction (R208) is refused outside a scorekeeper game.
NOT_SCOREKEPT = T("only a scorekeeper game (\"deal\": \"table\") can be corrected: here every "
                  "move is the player's own",
                  "si può correggere solo una partita segnapunti (\"deal\": \"table\"): qui "
                  "ogni mossa è del giocatore stesso")
#: The event an undo logs.
UNDONE_EVENT = "move_undone"
#: The event a director's decision logs (a correction among them: referee.core.director).
CORRECTION = "decision"


class Undo:
    """What a request to undo builds, where a move request builds a :class:`Move`."""

    TYPE = UNDO_TYPE

    def __repr__(self) -> str:
        return "UNDO"


UNDO = Undo()


def created_config(variant: Variant[Any, Any], created: Mapping[str, Any]) -> Any:
    """The config of a game as its ``game_created`` event (as everyone sees it) says."""
    return variant.configure(len(created["players"]), created.get("options") or {},
                             created.get("preset"))


def restarted(variant: Variant[Any, Any], state: Any, created: Mapping[str, Any]) -> Any:
    """The scorekeeper game ``state`` is of, as it stood when created (``created``: its
    ``game_created`` event as everyone sees it), before any move: where an undo (R83) and a
    correction (R208) replay the moves standing from."""
    # The seed draws the first leader or dealer by lot when none was given (R81).
    start, _ = start_game(variant, created_config(variant, created), variant.seed(state), (),
                          created["start"], tabletop=True)
    return start


def start_game(
    variant: Variant[Any, Any],
    config: Any,
    seed: str,
    deals: Sequence[Mapping[str, Any]] = (),
    start: Mapping[str, Any] | None = None,
    tabletop: bool = False,
) -> tuple[Any, list[Event]]:
    """The engine's new game (:meth:`Variant.start`); a scorekeeper game with ``tabletop``
    (never with explicit deals: a real table deals its own cards).

    Raises:
        IllegalSetup: as :meth:`Variant.start`.
    """
    if tabletop:
        return variant.start(config, seed, (), start, tabletop=True)
    return variant.start(config, seed, deals, start)


@dataclass(frozen=True)
class LoggedMove:
    """A move as its ``move`` event logged it: the event's seq and version, the seat, the move
    (a resignation included). Scorekeeper games have no clocks (R99), so every change of their
    log is a move."""

    seq: int
    version: int
    seat: int
    move_type: str
    move: Move


def stored_move(variant: Variant[Any, Any], data: Mapping[str, Any], seat: int) -> Move:
    """The move ``seat`` made whose :meth:`~variants.base.Move.to_dict` the service's own log
    holds (a ``move`` event, a correction): a move accepted once, so written as its class
    reads it (a request's move is parsed at the HTTP edge, referee.http.moves).

    Raises:
        KeyError: a type ``variant`` has not.
    """
    cls = variant.wire_moves()[data["type"]]
    values: dict[str, Any] = {}
    for spec in cls.wire_fields():
        if spec.name in data:
            value = data[spec.name]
            values[spec.name] = tuple(value) if spec.kind == FieldKind.CARDS else value
    return cls(seat=seat, **values)


def logged_move(variant: Variant[Any, Any], event: Mapping[str, Any]) -> LoggedMove:
    """The move a stored ``move`` event logged (its hidden move object included)."""
    shown = redact_event(event, ALL)
    move = stored_move(variant, shown["move"], shown["seat"])
    return LoggedMove(shown["seq"], shown["version"], shown["seat"], shown["move_type"], move)


def live_moves(variant: Variant[Any, Any], stored: Iterable[Mapping[str, Any]]) -> list[LoggedMove]:
    """The moves of a stored log that are not undone, in the order they were made: each
    ``move_undone`` takes back the last move still standing (R83)."""
    live: list[LoggedMove] = []
    for event in stored:
        if event["type"] == "move":
            live.append(logged_move(variant, event))
        elif event["type"] == UNDONE_EVENT:
            undone = live.pop()
            assert undone.seq == event["undone_seq"], "the log's undo names another move"
        elif event["type"] == CORRECTION and event["decision"]["type"] == "correct":
            # R208: the director's correction replaces the move reported at that version.
            shown = redact_event(event, ALL)["decision"]
            live = [_replaced(variant, m, shown) if m.version == shown["corrected_version"]
                    else m for m in live]
    return live


def _replaced(variant: Variant[Any, Any], logged: LoggedMove, correction: Mapping[str, Any]) -> LoggedMove:
    move = stored_move(variant, correction["move"], correction["seat"])
    return LoggedMove(logged.seq, logged.version, move.seat, move.TYPE, move)


def replay(variant: Variant[Any, Any], state: Any, moves: Iterable[LoggedMove]) -> Any:
    """``state`` after ``moves`` (each legal: they were accepted once from the same state)."""
    for logged in moves:
        state, _ = variant.apply(state, logged.move)  # R95-R98: a resignation too
    return state


def check_correctable(tabletop: bool) -> None:
    """Refuse an undo outside a scorekeeper game (R84): there every move is the player's own.

    Raises:
        IllegalMove: R84.
    """
    if not tabletop:
        raise IllegalMove("R84", NOT_SCOREKEPT)


def check_undo(variant: Variant[Any, Any], state: Any, live: Sequence[LoggedMove]) -> LoggedMove:
    """The move an undo takes back now: the last one still standing.

    Raises:
        IllegalMove: R85 once the game has ended; R83 when no move is left to undo.
    """
    if variant.is_finished(state):
        raise IllegalMove(
            "R85",
            T("the game has ended: its result is final and can no longer be corrected",
              "la partita è finita: il risultato è definitivo e non si può più correggere"),
        )
    if not live:
        raise IllegalMove(
            "R83",
            T("nothing to undo: every reported move has been undone (the deal itself is "
              "not a move)",
              "niente da annullare: ogni mossa riportata è già stata annullata (la "
              "distribuzione non è una mossa)"),
        )
    return live[-1]


def undone_event(
    variant: Variant[Any, Any], state: Any, undone: LoggedMove, request: str | None = None
) -> Event:
    """The ``move_undone`` event logged for taking back ``undone``, ``state`` being the game
    after the correction. It is public and names no card (G3): which move (its event's seq, the
    version whose events no longer hold), whose, its type, and who must act now."""
    data: dict[str, Any] = {
        "undone_seq": undone.seq,
        "undone_version": undone.version,
        "seat": undone.seat,
        "move_type": undone.move_type,
        "phase": variant.view(state, None)["phase"],
        "to_act": list(variant.to_act(state)),
    }
    if request:
        data["request"] = request
    return Event(UNDONE_EVENT, data)


def undo(
    variant: Variant[Any, Any],
    state: Any,
    created: Mapping[str, Any],
    stored: Sequence[Mapping[str, Any]],
    request: str | None = None,
) -> tuple[Any, list[Event]]:
    """Undo the last move of a scorekeeper game standing in ``stored`` (its whole log as stored,
    up to the current version; ``created`` its ``game_created`` event as everyone sees it):
    the game replayed from its creation without that move, and the event to log.

    Raises:
        IllegalMove: as :func:`check_undo`.
    """
    live = live_moves(variant, stored)
    undone = check_undo(variant, state, live)
    new_state = replay(variant, restarted(variant, state, created), live[:-1])
    return new_state, [undone_event(variant, new_state, undone, request)]
