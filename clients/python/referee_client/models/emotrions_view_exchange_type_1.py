from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="EmotrionsViewExchangeType1")


@_attrs_define
class EmotrionsViewExchangeType1:
    """
    Attributes:
        asked (int | None):
        caller (int | None):
        shown (None | str):
        taker (int | None):
        takers (list[int]):
    """

    asked: int | None
    caller: int | None
    shown: None | str
    taker: int | None
    takers: list[int]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        asked: int | None
        asked = self.asked

        caller: int | None
        caller = self.caller

        shown: None | str
        shown = self.shown

        taker: int | None
        taker = self.taker

        takers = self.takers

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "asked": asked,
                "caller": caller,
                "shown": shown,
                "taker": taker,
                "takers": takers,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)

        def _parse_asked(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        asked = _parse_asked(d.pop("asked"))

        def _parse_caller(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        caller = _parse_caller(d.pop("caller"))

        def _parse_shown(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        shown = _parse_shown(d.pop("shown"))

        def _parse_taker(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        taker = _parse_taker(d.pop("taker"))

        takers = cast(list[int], d.pop("takers"))

        emotrions_view_exchange_type_1 = cls(
            asked=asked,
            caller=caller,
            shown=shown,
            taker=taker,
            takers=takers,
        )

        emotrions_view_exchange_type_1.additional_properties = d
        return emotrions_view_exchange_type_1

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
