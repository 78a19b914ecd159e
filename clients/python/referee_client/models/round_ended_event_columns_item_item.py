from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="RoundEndedEventColumnsItemItem")


@_attrs_define
class RoundEndedEventColumnsItemItem:
    """
    Attributes:
        joker (None | str):
        length (int):
        pure (bool):
        stands_for (None | str):
        suit (str):
    """

    joker: None | str
    length: int
    pure: bool
    stands_for: None | str
    suit: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        joker: None | str
        joker = self.joker

        length = self.length

        pure = self.pure

        stands_for: None | str
        stands_for = self.stands_for

        suit = self.suit

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "joker": joker,
                "length": length,
                "pure": pure,
                "stands_for": stands_for,
                "suit": suit,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)

        def _parse_joker(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        joker = _parse_joker(d.pop("joker"))

        length = d.pop("length")

        pure = d.pop("pure")

        def _parse_stands_for(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        stands_for = _parse_stands_for(d.pop("stands_for"))

        suit = d.pop("suit")

        round_ended_event_columns_item_item = cls(
            joker=joker,
            length=length,
            pure=pure,
            stands_for=stands_for,
            suit=suit,
        )

        round_ended_event_columns_item_item.additional_properties = d
        return round_ended_event_columns_item_item

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
