from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.emotrions_stake_move_cards_item import EmotrionsStakeMoveCardsItem
from ..models.emotrions_stake_move_type import EmotrionsStakeMoveType
from ..types import UNSET, Unset

T = TypeVar("T", bound="EmotrionsStakeMove")


@_attrs_define
class EmotrionsStakeMove:
    """
    Attributes:
        cards (list[EmotrionsStakeMoveCardsItem]): the 1 or 2 cards staked (E3.2, E3.3)
        type_ (EmotrionsStakeMoveType): E3.2: stake 1 or 2 cards from the hand (listed in card order, so equal stakes
            are equal).
        seat (int | Unset): the seat moving: needed only from the table token of a scorekeeper game (R80); from a seat
            token it must be that seat
    """

    cards: list[EmotrionsStakeMoveCardsItem]
    type_: EmotrionsStakeMoveType
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
            cards_item = EmotrionsStakeMoveCardsItem(cards_item_data)

            cards.append(cards_item)

        type_ = EmotrionsStakeMoveType(d.pop("type"))

        seat = d.pop("seat", UNSET)

        emotrions_stake_move = cls(
            cards=cards,
            type_=type_,
            seat=seat,
        )

        return emotrions_stake_move
