from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.interrupted_event_type import InterruptedEventType

T = TypeVar("T", bound="InterruptedEvent")


@_attrs_define
class InterruptedEvent:
    """A `interrupted` event (four-aces)

    Attributes:
        at (str):
        by (int):
        card (str):
        from_ (int):
        seq (int):
        type_ (InterruptedEventType):
        version (int): the version it led to
    """

    at: str
    by: int
    card: str
    from_: int
    seq: int
    type_: InterruptedEventType
    version: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        at = self.at

        by = self.by

        card = self.card

        from_ = self.from_

        seq = self.seq

        type_ = self.type_.value

        version = self.version

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "at": at,
                "by": by,
                "card": card,
                "from": from_,
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

        by = d.pop("by")

        card = d.pop("card")

        from_ = d.pop("from")

        seq = d.pop("seq")

        type_ = InterruptedEventType(d.pop("type"))

        version = d.pop("version")

        interrupted_event = cls(
            at=at,
            by=by,
            card=card,
            from_=from_,
            seq=seq,
            type_=type_,
            version=version,
        )

        interrupted_event.additional_properties = d
        return interrupted_event

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
