from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.mulligan_ended_event_type import MulliganEndedEventType

T = TypeVar("T", bound="MulliganEndedEvent")


@_attrs_define
class MulliganEndedEvent:
    """A `mulligan_ended` event (four-aces)

    Attributes:
        at (str):
        first_player (int):
        seq (int):
        type_ (MulliganEndedEventType):
        version (int): the version it led to
    """

    at: str
    first_player: int
    seq: int
    type_: MulliganEndedEventType
    version: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        at = self.at

        first_player = self.first_player

        seq = self.seq

        type_ = self.type_.value

        version = self.version

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "at": at,
                "first_player": first_player,
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

        first_player = d.pop("first_player")

        seq = d.pop("seq")

        type_ = MulliganEndedEventType(d.pop("type"))

        version = d.pop("version")

        mulligan_ended_event = cls(
            at=at,
            first_player=first_player,
            seq=seq,
            type_=type_,
            version=version,
        )

        mulligan_ended_event.additional_properties = d
        return mulligan_ended_event

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
