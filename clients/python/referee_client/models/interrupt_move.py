from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.interrupt_move_card import InterruptMoveCard
from ..models.interrupt_move_type import InterruptMoveType
from ..types import UNSET, Unset

T = TypeVar("T", bound="InterruptMove")


@_attrs_define
class InterruptMove:
    """
    Attributes:
        card (InterruptMoveCard): capture / drop / interrupt: the card (4 Aces)
        type_ (InterruptMoveType):
        seat (int | Unset): the seat moving: needed only from the table token of a scorekeeper game (R80); from a seat
            token it must be that seat
    """

    card: InterruptMoveCard
    type_: InterruptMoveType
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
        card = InterruptMoveCard(d.pop("card"))

        type_ = InterruptMoveType(d.pop("type"))

        seat = d.pop("seat", UNSET)

        interrupt_move = cls(
            card=card,
            type_=type_,
            seat=seat,
        )

        return interrupt_move
