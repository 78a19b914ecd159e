from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.pareo_undo_move_type import PareoUndoMoveType

T = TypeVar("T", bound="PareoUndoMove")


@_attrs_define
class PareoUndoMove:
    """
    Attributes:
        type_ (PareoUndoMoveType): the table token of a scorekeeper game takes back the last move standing (R83); the
            log keeps it, with a move_undone event
    """

    type_: PareoUndoMoveType

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
        type_ = PareoUndoMoveType(d.pop("type"))

        pareo_undo_move = cls(
            type_=type_,
        )

        return pareo_undo_move
