from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.four_aces_interrupt_move_card import FourAcesInterruptMoveCard
from ..models.four_aces_interrupt_move_type import FourAcesInterruptMoveType
from ..types import UNSET, Unset

T = TypeVar("T", bound="FourAcesInterruptMove")


@_attrs_define
class FourAcesInterruptMove:
    """
    Attributes:
        card (FourAcesInterruptMoveCard): the card: dropped (A6.1) or interrupted (A7.1)
        type_ (FourAcesInterruptMoveType): A7.1: remove ``card``, just taken by the capturer, from the game.
        seat (int | Unset): the seat moving: needed only from the table token of a scorekeeper game (R80); from a seat
            token it must be that seat
    """

    card: FourAcesInterruptMoveCard
    type_: FourAcesInterruptMoveType
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
        card = FourAcesInterruptMoveCard(d.pop("card"))

        type_ = FourAcesInterruptMoveType(d.pop("type"))

        seat = d.pop("seat", UNSET)

        four_aces_interrupt_move = cls(
            card=card,
            type_=type_,
            seat=seat,
        )

        return four_aces_interrupt_move
