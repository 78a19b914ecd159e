from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.four_aces_lay_move_cards_item import FourAcesLayMoveCardsItem
from ..models.four_aces_lay_move_type import FourAcesLayMoveType
from ..types import UNSET, Unset

T = TypeVar("T", bound="FourAcesLayMove")


@_attrs_define
class FourAcesLayMove:
    """
    Attributes:
        cards (list[FourAcesLayMoveCardsItem]): the table cards laid from the stock (A4.1, A6.2; R72)
        type_ (FourAcesLayMoveType): R72, scorekeeper games only: the dealer reports ``cards``, laid face up from the
            stock to     the table (the 6 of A4.1 at a round's start, the up to 4 of A6.2 after a Piuma).
        seat (int | Unset): the seat moving: needed only from the table token of a scorekeeper game (R80); from a seat
            token it must be that seat
    """

    cards: list[FourAcesLayMoveCardsItem]
    type_: FourAcesLayMoveType
    seat: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        cards = []
        for cards_item_data in self.cards:
            cards_item = cards_item_data.value
            cards.append(cards_item)

        type_ = self.type_.value

        seat = self.seat

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "cards": cards,
                "type": type_,
            }
        )
        if seat is not UNSET:
            field_dict["seat"] = seat

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        cards = []
        _cards = d.pop("cards")
        for cards_item_data in _cards:
            cards_item = FourAcesLayMoveCardsItem(cards_item_data)

            cards.append(cards_item)

        type_ = FourAcesLayMoveType(d.pop("type"))

        seat = d.pop("seat", UNSET)

        four_aces_lay_move = cls(
            cards=cards,
            type_=type_,
            seat=seat,
        )

        return four_aces_lay_move
