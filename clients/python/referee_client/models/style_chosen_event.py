from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.style_chosen_event_type import StyleChosenEventType

T = TypeVar("T", bound="StyleChosenEvent")


@_attrs_define
class StyleChosenEvent:
    """A `style_chosen` event (emotrions)

    Attributes:
        at (str):
        covered (bool):
        naked (bool):
        seat (int):
        seq (int):
        stock_face_up (bool):
        type_ (StyleChosenEventType):
        version (int): the version it led to
    """

    at: str
    covered: bool
    naked: bool
    seat: int
    seq: int
    stock_face_up: bool
    type_: StyleChosenEventType
    version: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        at = self.at

        covered = self.covered

        naked = self.naked

        seat = self.seat

        seq = self.seq

        stock_face_up = self.stock_face_up

        type_ = self.type_.value

        version = self.version

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "at": at,
                "covered": covered,
                "naked": naked,
                "seat": seat,
                "seq": seq,
                "stock_face_up": stock_face_up,
                "type": type_,
                "version": version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        at = d.pop("at")

        covered = d.pop("covered")

        naked = d.pop("naked")

        seat = d.pop("seat")

        seq = d.pop("seq")

        stock_face_up = d.pop("stock_face_up")

        type_ = StyleChosenEventType(d.pop("type"))

        version = d.pop("version")

        style_chosen_event = cls(
            at=at,
            covered=covered,
            naked=naked,
            seat=seat,
            seq=seq,
            stock_face_up=stock_face_up,
            type_=type_,
            version=version,
        )

        style_chosen_event.additional_properties = d
        return style_chosen_event

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
