from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="PareoGameCreatedEventOptions")


@_attrs_define
class PareoGameCreatedEventOptions:
    """
    Attributes:
        naked (bool | Unset):
        stock_face_up (bool | Unset):
        target (str | Unset):
    """

    naked: bool | Unset = UNSET
    stock_face_up: bool | Unset = UNSET
    target: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        naked = self.naked

        stock_face_up = self.stock_face_up

        target = self.target

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if naked is not UNSET:
            field_dict["naked"] = naked
        if stock_face_up is not UNSET:
            field_dict["stock_face_up"] = stock_face_up
        if target is not UNSET:
            field_dict["target"] = target

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        naked = d.pop("naked", UNSET)

        stock_face_up = d.pop("stock_face_up", UNSET)

        target = d.pop("target", UNSET)

        pareo_game_created_event_options = cls(
            naked=naked,
            stock_face_up=stock_face_up,
            target=target,
        )

        pareo_game_created_event_options.additional_properties = d
        return pareo_game_created_event_options

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
