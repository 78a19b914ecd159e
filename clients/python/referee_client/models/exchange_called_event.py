from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.exchange_called_event_type import ExchangeCalledEventType

T = TypeVar("T", bound="ExchangeCalledEvent")


@_attrs_define
class ExchangeCalledEvent:
    """A `exchange_called` event (emotrions)

    Attributes:
        at (str):
        caller (int):
        seq (int):
        shown (str):
        type_ (ExchangeCalledEventType):
        version (int): the version it led to
    """

    at: str
    caller: int
    seq: int
    shown: str
    type_: ExchangeCalledEventType
    version: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        at = self.at

        caller = self.caller

        seq = self.seq

        shown = self.shown

        type_ = self.type_.value

        version = self.version

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "at": at,
                "caller": caller,
                "seq": seq,
                "shown": shown,
                "type": type_,
                "version": version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        at = d.pop("at")

        caller = d.pop("caller")

        seq = d.pop("seq")

        shown = d.pop("shown")

        type_ = ExchangeCalledEventType(d.pop("type"))

        version = d.pop("version")

        exchange_called_event = cls(
            at=at,
            caller=caller,
            seq=seq,
            shown=shown,
            type_=type_,
            version=version,
        )

        exchange_called_event.additional_properties = d
        return exchange_called_event

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
