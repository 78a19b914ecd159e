from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="EmotrionsHandStartedEventStyle")


@_attrs_define
class EmotrionsHandStartedEventStyle:
    """
    Attributes:
        covered (bool):
        naked (bool):
        stock_face_up (bool):
    """

    covered: bool
    naked: bool
    stock_face_up: bool
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        covered = self.covered

        naked = self.naked

        stock_face_up = self.stock_face_up

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "covered": covered,
                "naked": naked,
                "stock_face_up": stock_face_up,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        covered = d.pop("covered")

        naked = d.pop("naked")

        stock_face_up = d.pop("stock_face_up")

        emotrions_hand_started_event_style = cls(
            covered=covered,
            naked=naked,
            stock_face_up=stock_face_up,
        )

        emotrions_hand_started_event_style.additional_properties = d
        return emotrions_hand_started_event_style

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
