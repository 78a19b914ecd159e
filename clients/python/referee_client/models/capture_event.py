from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.capture_event_type import CaptureEventType

T = TypeVar("T", bound="CaptureEvent")


@_attrs_define
class CaptureEvent:
    """A `capture` event (four-aces)

    Attributes:
        at (str):
        card (str):
        joker_value (int | None):
        piuma (bool):
        seat (int):
        seq (int):
        take (list[str]):
        type_ (CaptureEventType):
        version (int): the version it led to
    """

    at: str
    card: str
    joker_value: int | None
    piuma: bool
    seat: int
    seq: int
    take: list[str]
    type_: CaptureEventType
    version: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        at = self.at

        card = self.card

        joker_value: int | None
        joker_value = self.joker_value

        piuma = self.piuma

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
                "card": card,
                "joker_value": joker_value,
                "piuma": piuma,
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

        card = d.pop("card")

        def _parse_joker_value(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        joker_value = _parse_joker_value(d.pop("joker_value"))

        piuma = d.pop("piuma")

        seat = d.pop("seat")

        seq = d.pop("seq")

        take = cast(list[str], d.pop("take"))

        type_ = CaptureEventType(d.pop("type"))

        version = d.pop("version")

        capture_event = cls(
            at=at,
            card=card,
            joker_value=joker_value,
            piuma=piuma,
            seat=seat,
            seq=seq,
            take=take,
            type_=type_,
            version=version,
        )

        capture_event.additional_properties = d
        return capture_event

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
