from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.four_aces_capture_move_card import FourAcesCaptureMoveCard
from ..models.four_aces_capture_move_take_item import FourAcesCaptureMoveTakeItem
from ..models.four_aces_capture_move_type import FourAcesCaptureMoveType
from ..types import UNSET, Unset

T = TypeVar("T", bound="FourAcesCaptureMove")


@_attrs_define
class FourAcesCaptureMove:
    """
    Attributes:
        card (FourAcesCaptureMoveCard): the card played (A6.1)
        take (list[FourAcesCaptureMoveTakeItem]): the table cards captured (A6.1)
        type_ (FourAcesCaptureMoveType): A6.1: play ``card`` and take ``take`` from the table; a joker declares
            ``joker_value``.
        joker_value (int | Unset): a joker's declared value, 5 to 9 (A1.2)
        seat (int | Unset): the seat moving: needed only from the table token of a scorekeeper game (R80); from a seat
            token it must be that seat
    """

    card: FourAcesCaptureMoveCard
    take: list[FourAcesCaptureMoveTakeItem]
    type_: FourAcesCaptureMoveType
    joker_value: int | Unset = UNSET
    seat: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        card = self.card.value

        take = []
        for take_item_data in self.take:
            take_item = take_item_data.value
            take.append(take_item)

        type_ = self.type_.value

        joker_value = self.joker_value

        seat = self.seat

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "card": card,
                "take": take,
                "type": type_,
            }
        )
        if joker_value is not UNSET:
            field_dict["joker_value"] = joker_value
        if seat is not UNSET:
            field_dict["seat"] = seat

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        card = FourAcesCaptureMoveCard(d.pop("card"))

        take = []
        _take = d.pop("take")
        for take_item_data in _take:
            take_item = FourAcesCaptureMoveTakeItem(take_item_data)

            take.append(take_item)

        type_ = FourAcesCaptureMoveType(d.pop("type"))

        joker_value = d.pop("joker_value", UNSET)

        seat = d.pop("seat", UNSET)

        four_aces_capture_move = cls(
            card=card,
            take=take,
            type_=type_,
            joker_value=joker_value,
            seat=seat,
        )

        return four_aces_capture_move
