from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.four_aces_pass_move_type import FourAcesPassMoveType
from ..types import UNSET, Unset

T = TypeVar("T", bound="FourAcesPassMove")


@_attrs_define
class FourAcesPassMove:
    """
    Attributes:
        type_ (FourAcesPassMoveType): A5: a Mulligan turn that swaps nothing.
        seat (int | Unset): the seat moving: needed only from the table token of a scorekeeper game (R80); from a seat
            token it must be that seat
    """

    type_: FourAcesPassMoveType
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
        type_ = FourAcesPassMoveType(d.pop("type"))

        seat = d.pop("seat", UNSET)

        four_aces_pass_move = cls(
            type_=type_,
            seat=seat,
        )

        return four_aces_pass_move
