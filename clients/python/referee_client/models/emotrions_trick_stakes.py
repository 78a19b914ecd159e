from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.emotrions_trick_stakes_cards_item import EmotrionsTrickStakesCardsItem

T = TypeVar("T", bound="EmotrionsTrickStakes")


@_attrs_define
class EmotrionsTrickStakes:
    """
    Attributes:
        cards (list[EmotrionsTrickStakesCardsItem]): 1 or 2 cards (E3.3)
        seat (int):
    """

    cards: list[EmotrionsTrickStakesCardsItem]
    seat: int

    def to_dict(self) -> dict[str, Any]:
        cards = []
        for cards_item_data in self.cards:
            cards_item = cards_item_data.value
            cards.append(cards_item)

        seat = self.seat

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "cards": cards,
                "seat": seat,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        cards = []
        _cards = d.pop("cards")
        for cards_item_data in _cards:
            cards_item = EmotrionsTrickStakesCardsItem(cards_item_data)

            cards.append(cards_item)

        seat = d.pop("seat")

        emotrions_trick_stakes = cls(
            cards=cards,
            seat=seat,
        )

        return emotrions_trick_stakes
