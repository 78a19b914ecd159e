from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="FourAcesViewInterruptionsItem")


@_attrs_define
class FourAcesViewInterruptionsItem:
    """
    Attributes:
        against (list[int]):
        left (int):
        received (int):
    """

    against: list[int]
    left: int
    received: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        against = self.against

        left = self.left

        received = self.received

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "against": against,
                "left": left,
                "received": received,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        against = cast(list[int], d.pop("against"))

        left = d.pop("left")

        received = d.pop("received")

        four_aces_view_interruptions_item = cls(
            against=against,
            left=left,
            received=received,
        )

        four_aces_view_interruptions_item.additional_properties = d
        return four_aces_view_interruptions_item

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
