from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.four_aces_drop_move_card import FourAcesDropMoveCard
from ..models.four_aces_drop_move_type import FourAcesDropMoveType
from ..types import UNSET, Unset

T = TypeVar("T", bound="FourAcesDropMove")


@_attrs_define
class FourAcesDropMove:
    """
    Attributes:
        card (FourAcesDropMoveCard): the card: dropped (A6.1) or interrupted (A7.1)
        type_ (FourAcesDropMoveType): A6.1: put ``card`` face up on the table, capturing nothing.
        seat (int | Unset): the seat moving: needed only from the table token of a scorekeeper game (R80); from a seat
            token it must be that seat
    """

    card: FourAcesDropMoveCard
    type_: FourAcesDropMoveType
    seat: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        card = self.card.value

        type_ = self.type_.value

        seat = self.seat

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "card": card,
                "type": type_,
            }
        )
        if seat is not UNSET:
            field_dict["seat"] = seat

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        card = FourAcesDropMoveCard(d.pop("card"))

        type_ = FourAcesDropMoveType(d.pop("type"))

        seat = d.pop("seat", UNSET)

        four_aces_drop_move = cls(
            card=card,
            type_=type_,
            seat=seat,
        )

        return four_aces_drop_move
