from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.swap_event_type import SwapEventType

T = TypeVar("T", bound="SwapEvent")


@_attrs_define
class SwapEvent:
    """A `swap` event (four-aces)

    Attributes:
        at (str):
        give (list[str]):
        seat (int):
        seq (int):
        take (list[str]):
        type_ (SwapEventType):
        version (int): the version it led to
    """

    at: str
    give: list[str]
    seat: int
    seq: int
    take: list[str]
    type_: SwapEventType
    version: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        at = self.at

        give = self.give

        seat = self.seat

        seq = self.seq

        take = self.take

        type_ = self.type_.value

        version = self.version

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "at": at,
                "give": give,
                "seat": seat,
                "seq": seq,
                "take": take,
                "type": type_,
                "version": version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        at = d.pop("at")

        give = cast(list[str], d.pop("give"))

        seat = d.pop("seat")

        seq = d.pop("seq")

        take = cast(list[str], d.pop("take"))

        type_ = SwapEventType(d.pop("type"))

        version = d.pop("version")

        swap_event = cls(
            at=at,
            give=give,
            seat=seat,
            seq=seq,
            take=take,
            type_=type_,
            version=version,
        )

        swap_event.additional_properties = d
        return swap_event

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
