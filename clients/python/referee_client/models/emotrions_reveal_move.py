from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.emotrions_reveal_move_cards_item import EmotrionsRevealMoveCardsItem
from ..models.emotrions_reveal_move_type import EmotrionsRevealMoveType
from ..types import UNSET, Unset

T = TypeVar("T", bound="EmotrionsRevealMove")


@_attrs_define
class EmotrionsRevealMove:
    """
    Attributes:
        cards (list[EmotrionsRevealMoveCardsItem]): the cards still held, added to their holder's pile (E4.1, R56)
        type_ (EmotrionsRevealMoveType): E4.1 in a scorekeeper game: the table reports the cards the one player still
            holding     cards adds to their won pile (listed in card order).
        seat (int | Unset): the seat moving: needed only from the table token of a scorekeeper game (R80); from a seat
            token it must be that seat
    """

    cards: list[EmotrionsRevealMoveCardsItem]
    type_: EmotrionsRevealMoveType
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
            cards_item = EmotrionsRevealMoveCardsItem(cards_item_data)

            cards.append(cards_item)

        type_ = EmotrionsRevealMoveType(d.pop("type"))

        seat = d.pop("seat", UNSET)

        emotrions_reveal_move = cls(
            cards=cards,
            type_=type_,
            seat=seat,
        )

        return emotrions_reveal_move
