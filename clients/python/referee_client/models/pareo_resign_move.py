from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.pareo_resign_move_type import PareoResignMoveType
from ..types import UNSET, Unset

T = TypeVar("T", bound="PareoResignMove")


@_attrs_define
class PareoResignMove:
    """
    Attributes:
        type_ (PareoResignMoveType): The seat resigns: a move of every variant, at any time while the game is on (R99);
            the     game goes on or ends as the variant's forfeit rule says (R95–R98).
        seat (int | Unset): the seat moving: needed only from the table token of a scorekeeper game (R80); from a seat
            token it must be that seat
    """

    type_: PareoResignMoveType
    seat: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        seat = self.seat

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
            }
        )
        if seat is not UNSET:
            field_dict["seat"] = seat

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = PareoResignMoveType(d.pop("type"))

        seat = d.pop("seat", UNSET)

        pareo_resign_move = cls(
            type_=type_,
            seat=seat,
        )

        return pareo_resign_move
