from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.pareo_reveal_move_cards_item import PareoRevealMoveCardsItem
from ..models.pareo_reveal_move_type import PareoRevealMoveType
from ..types import UNSET, Unset

T = TypeVar("T", bound="PareoRevealMove")


@_attrs_define
class PareoRevealMove:
    """
    Attributes:
        cards (list[PareoRevealMoveCardsItem]): the cards: of an attack (P2 b), an answer (P3) or a reveal (P6, R62)
        type_ (PareoRevealMoveType): In a scorekeeper game, the cards a player still holds at the end of a hand, shown
            to be     added to their pile (P6, R62). Not a stake: any number of cards.
        seat (int | Unset): the seat moving: needed only from the table token of a scorekeeper game (R80); from a seat
            token it must be that seat
    """

    cards: list[PareoRevealMoveCardsItem]
    type_: PareoRevealMoveType
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
            cards_item = PareoRevealMoveCardsItem(cards_item_data)

            cards.append(cards_item)

        type_ = PareoRevealMoveType(d.pop("type"))

        seat = d.pop("seat", UNSET)

        pareo_reveal_move = cls(
            cards=cards,
            type_=type_,
            seat=seat,
        )

        return pareo_reveal_move
