from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.interruption_asked_event_type import InterruptionAskedEventType

T = TypeVar("T", bound="InterruptionAskedEvent")


@_attrs_define
class InterruptionAskedEvent:
    """A `interruption_asked` event (four-aces)

    Attributes:
        at (str):
        cards (list[str]):
        from_ (int):
        seat (int):
        seq (int):
        type_ (InterruptionAskedEventType):
        version (int): the version it led to
    """

    at: str
    cards: list[str]
    from_: int
    seat: int
    seq: int
    type_: InterruptionAskedEventType
    version: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        at = self.at

        cards = self.cards

        from_ = self.from_

        seat = self.seat

        seq = self.seq

        type_ = self.type_.value

        version = self.version

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "at": at,
                "cards": cards,
                "from": from_,
                "seat": seat,
                "seq": seq,
                "type": type_,
                "version": version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        at = d.pop("at")

        cards = cast(list[str], d.pop("cards"))

        from_ = d.pop("from")

        seat = d.pop("seat")

        seq = d.pop("seq")

        type_ = InterruptionAskedEventType(d.pop("type"))

        version = d.pop("version")

        interruption_asked_event = cls(
            at=at,
            cards=cards,
            from_=from_,
            seat=seat,
            seq=seq,
            type_=type_,
            version=version,
        )

        interruption_asked_event.additional_properties = d
        return interruption_asked_event

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
