from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.pareo_decline_move_type import PareoDeclineMoveType
from ..types import UNSET, Unset

T = TypeVar("T", bound="PareoDeclineMove")


@_attrs_define
class PareoDeclineMove:
    """
    Attributes:
        type_ (PareoDeclineMoveType): The Pareo does not answer (P2 c).
        seat (int | Unset): the seat moving: needed only from the table token of a scorekeeper game (R80); from a seat
            token it must be that seat
    """

    type_: PareoDeclineMoveType
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
        type_ = PareoDeclineMoveType(d.pop("type"))

        seat = d.pop("seat", UNSET)

        pareo_decline_move = cls(
            type_=type_,
            seat=seat,
        )

        return pareo_decline_move
