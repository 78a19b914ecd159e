from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.exchange_take_event_type import ExchangeTakeEventType
from ..types import UNSET, Unset

T = TypeVar("T", bound="ExchangeTakeEvent")


@_attrs_define
class ExchangeTakeEvent:
    """A `exchange_take` event (emotrions)

    Attributes:
        at (str):
        ends (bool):
        seq (int):
        taker (int):
        type_ (ExchangeTakeEventType):
        version (int): the version it led to
        victim (int):
        card (str | Unset): absent for a caller who may not see it (G3)
    """

    at: str
    ends: bool
    seq: int
    taker: int
    type_: ExchangeTakeEventType
    version: int
    victim: int
    card: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        at = self.at

        ends = self.ends

        seq = self.seq

        taker = self.taker

        type_ = self.type_.value

        version = self.version

        victim = self.victim

        card = self.card

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "at": at,
                "ends": ends,
                "seq": seq,
                "taker": taker,
                "type": type_,
                "version": version,
                "victim": victim,
            }
        )
        if card is not UNSET:
            field_dict["card"] = card

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        at = d.pop("at")

        ends = d.pop("ends")

        seq = d.pop("seq")

        taker = d.pop("taker")

        type_ = ExchangeTakeEventType(d.pop("type"))

        version = d.pop("version")

        victim = d.pop("victim")

        card = d.pop("card", UNSET)

        exchange_take_event = cls(
            at=at,
            ends=ends,
            seq=seq,
            taker=taker,
            type_=type_,
            version=version,
            victim=victim,
            card=card,
        )

        exchange_take_event.additional_properties = d
        return exchange_take_event

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
