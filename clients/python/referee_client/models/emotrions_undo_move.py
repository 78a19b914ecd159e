from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.emotrions_undo_move_type import EmotrionsUndoMoveType

T = TypeVar("T", bound="EmotrionsUndoMove")


@_attrs_define
class EmotrionsUndoMove:
    """
    Attributes:
        type_ (EmotrionsUndoMoveType): the table token of a scorekeeper game takes back the last move standing (R83);
            the log keeps it, with a move_undone event
    """

    type_: EmotrionsUndoMoveType

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = EmotrionsUndoMoveType(d.pop("type"))

        emotrions_undo_move = cls(
            type_=type_,
        )

        return emotrions_undo_move
