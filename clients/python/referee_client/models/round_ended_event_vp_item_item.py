from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="RoundEndedEventVpItemItem")


@_attrs_define
class RoundEndedEventVpItemItem:
    """
    Attributes:
        item (str):
        points (int):
        rule (str):
        card (str | Unset):
        suit (str | Unset):
    """

    item: str
    points: int
    rule: str
    card: str | Unset = UNSET
    suit: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        item = self.item

        points = self.points

        rule = self.rule

        card = self.card

        suit = self.suit

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "item": item,
                "points": points,
                "rule": rule,
            }
        )
        if card is not UNSET:
            field_dict["card"] = card
        if suit is not UNSET:
            field_dict["suit"] = suit

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        item = d.pop("item")

        points = d.pop("points")

        rule = d.pop("rule")

        card = d.pop("card", UNSET)

        suit = d.pop("suit", UNSET)

        round_ended_event_vp_item_item = cls(
            item=item,
            points=points,
            rule=rule,
            card=card,
            suit=suit,
        )

        round_ended_event_vp_item_item.additional_properties = d
        return round_ended_event_vp_item_item

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
