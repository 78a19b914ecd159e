from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="FourAcesMoveEventMove")


@_attrs_define
class FourAcesMoveEventMove:
    """absent for a caller who may not see it (G3)

    Attributes:
        type_ (str):
        card (str | Unset):
        cards (list[str] | Unset):
        give (list[str] | Unset):
        joker_value (int | Unset):
        take (list[str] | Unset):
    """

    type_: str
    card: str | Unset = UNSET
    cards: list[str] | Unset = UNSET
    give: list[str] | Unset = UNSET
    joker_value: int | Unset = UNSET
    take: list[str] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        card = self.card

        cards: list[str] | Unset = UNSET
        if not isinstance(self.cards, Unset):
            cards = self.cards

        give: list[str] | Unset = UNSET
        if not isinstance(self.give, Unset):
            give = self.give

        joker_value = self.joker_value

        take: list[str] | Unset = UNSET
        if not isinstance(self.take, Unset):
            take = self.take

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "type": type_,
            }
        )
        if card is not UNSET:
            field_dict["card"] = card
        if cards is not UNSET:
            field_dict["cards"] = cards
        if give is not UNSET:
            field_dict["give"] = give
        if joker_value is not UNSET:
            field_dict["joker_value"] = joker_value
        if take is not UNSET:
            field_dict["take"] = take

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = d.pop("type")

        card = d.pop("card", UNSET)

        cards = cast(list[str], d.pop("cards", UNSET))

        give = cast(list[str], d.pop("give", UNSET))

        joker_value = d.pop("joker_value", UNSET)

        take = cast(list[str], d.pop("take", UNSET))

        four_aces_move_event_move = cls(
            type_=type_,
            card=card,
            cards=cards,
            give=give,
            joker_value=joker_value,
            take=take,
        )

        four_aces_move_event_move.additional_properties = d
        return four_aces_move_event_move

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
