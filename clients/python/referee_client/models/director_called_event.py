from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.director_called_event_type import DirectorCalledEventType

if TYPE_CHECKING:
    from ..models.director_called_event_call import DirectorCalledEventCall


T = TypeVar("T", bound="DirectorCalledEvent")


@_attrs_define
class DirectorCalledEvent:
    """A `director_called` event (emotrions, four-aces, pareo)

    Attributes:
        at (str):
        call (DirectorCalledEventCall):
        seq (int):
        type_ (DirectorCalledEventType):
        version (int): the version it led to
    """

    at: str
    call: DirectorCalledEventCall
    seq: int
    type_: DirectorCalledEventType
    version: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        at = self.at

        call = self.call.to_dict()

        seq = self.seq

        type_ = self.type_.value

        version = self.version

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "at": at,
                "call": call,
                "seq": seq,
                "type": type_,
                "version": version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.director_called_event_call import DirectorCalledEventCall  # noqa: PLC0415

        d = dict(src_dict)
        at = d.pop("at")

        call = DirectorCalledEventCall.from_dict(d.pop("call"))

        seq = d.pop("seq")

        type_ = DirectorCalledEventType(d.pop("type"))

        version = d.pop("version")

        director_called_event = cls(
            at=at,
            call=call,
            seq=seq,
            type_=type_,
            version=version,
        )

        director_called_event.additional_properties = d
        return director_called_event

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
