"""The few wire strings the core names without importing ``schemas`` (the core knows no wire
format: docs/architecture.md): each is the schema's, to the letter."""

from __future__ import annotations

from referee.core import lifecycle, tabletop
from schemas import games, moves
from schemas import lifecycle as listing


def test_the_core_names_the_wire_s_strings_as_the_schemas_do():
    assert tabletop.UNDO_TYPE == moves.UNDO_TYPE
    assert tabletop.TABLE_DEAL == games.TABLE_DEAL
    assert lifecycle.CURSOR_PATTERN == listing.CURSOR_PATTERN
