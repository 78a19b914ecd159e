from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.stake_event_type import StakeEventType
from ..types import UNSET, Unset

T = TypeVar("T", bound="StakeEvent")


@_attrs_define
class StakeEvent:
    """A `stake` event (emotrions)

    Attributes:
        at (str):
        count (int):
        seat (int):
        seq (int):
        type_ (StakeEventType):
        version (int): the version it led to
        cards (list[str] | Unset): absent for a caller who may not see it (G3)
    """

    at: str
    count: int
    seat: int
    seq: int
    type_: StakeEventType
    version: int
    cards: list[str] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        at = self.at

        count = self.count

        seat = self.seat

        seq = self.seq

        type_ = self.type_.value

        version = self.version

        cards: list[str] | Unset = UNSET
        if not isinstance(self.cards, Unset):
            cards = self.cards

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "at": at,
                "count": count,
                "seat": seat,
                "seq": seq,
                "type": type_,
                "version": version,
            }
        )
        if cards is not UNSET:
            field_dict["cards"] = cards

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        at = d.pop("at")

        count = d.pop("count")

        seat = d.pop("seat")

        seq = d.pop("seq")

        type_ = StakeEventType(d.pop("type"))

        version = d.pop("version")

        cards = cast(list[str], d.pop("cards", UNSET))

        stake_event = cls(
            at=at,
            count=count,
            seat=seat,
            seq=seq,
            type_=type_,
            version=version,
            cards=cards,
        )

        stake_event.additional_properties = d
        return stake_event

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
