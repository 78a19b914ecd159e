from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.challenger_event_type import ChallengerEventType

T = TypeVar("T", bound="ChallengerEvent")


@_attrs_define
class ChallengerEvent:
    """A `challenger` event (pareo)

    Attributes:
        at (str):
        changed (bool):
        pile_values (list[int]):
        rule (str):
        seat (int):
        seq (int):
        type_ (ChallengerEventType):
        version (int): the version it led to
    """

    at: str
    changed: bool
    pile_values: list[int]
    rule: str
    seat: int
    seq: int
    type_: ChallengerEventType
    version: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        at = self.at

        changed = self.changed

        pile_values = self.pile_values

        rule = self.rule

        seat = self.seat

        seq = self.seq

        type_ = self.type_.value

        version = self.version

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "at": at,
                "changed": changed,
                "pile_values": pile_values,
                "rule": rule,
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

        changed = d.pop("changed")

        pile_values = cast(list[int], d.pop("pile_values"))

        rule = d.pop("rule")

        seat = d.pop("seat")

        seq = d.pop("seq")

        type_ = ChallengerEventType(d.pop("type"))

        version = d.pop("version")

        challenger_event = cls(
            at=at,
            changed=changed,
            pile_values=pile_values,
            rule=rule,
            seat=seat,
            seq=seq,
            type_=type_,
            version=version,
        )

        challenger_event.additional_properties = d
        return challenger_event

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
