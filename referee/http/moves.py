"""Moves as they come over the wire: a body loaded by ``MoveSchema`` made the move it stands
for in a game, for the caller (the contract's part, with marshmallow: not the core's)."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from marshmallow import ValidationError

from referee.core.auth import Caller
from referee.core.games import BadMove, Game
from referee.core.tabletop import UNDO
from schemas.moves import UNDO_TYPE, build_move
from variants.base import IllegalMove, Move


def wire(data: Mapping[str, Any]) -> Callable[[Game, Caller], Move]:
    """What :meth:`referee.core.games.GameService.move` builds the move ``data`` with."""
    return lambda game, caller: wire_move(game, caller, data)


def wire_move(game: Game, caller: Caller, data: Mapping[str, Any]) -> Move:
    """The move ``data`` (a body loaded by ``MoveSchema``) stands for in ``game``, made by
    ``caller``: :data:`~referee.core.tabletop.UNDO`, or the engine's move for the caller's seat, or
    for the seat the table token of a scorekeeper game names (R80).

    Raises:
        BadMove: fields an undo does not take; a move the variant does not take (each named).
        IllegalMove: a seat missing (R80), out of range (G1) or not the caller's (R82).
    """
    seat = data.get("seat")
    if data["type"] == UNDO_TYPE:
        # R83: an undo takes back the last move standing, whoever made it.
        extra = {name: [f"an undo takes no {name!r}"] for name in data if name != "type"}
        if extra:
            raise BadMove(extra)
        return UNDO
    # Who may move for which seat depends on the token and the game, which the contract
    # cannot know: a 422 with the rule, never a 400 (R120).
    if caller.seat is None:  # the table token of a scorekeeper game (else 403 already)
        if seat is None:
            raise IllegalMove("R80", "the table token of a scorekeeper game reports each "
                              "move for a seat: give its \"seat\"", field="seat")
        if seat >= len(game.players):
            raise IllegalMove("G1", f"this game has seats 0 to {len(game.players) - 1}",
                              field="seat")
    elif seat is not None and seat != caller.seat:
        raise IllegalMove("R82", f"a seat token moves only for its own seat ({caller.seat})",
                          field="seat")
    try:
        return build_move(game.variant, data, caller.seat if seat is None else seat)
    except ValidationError as exc:
        raise BadMove(exc.messages) from None
