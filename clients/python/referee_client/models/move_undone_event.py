from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.move_undone_event_type import MoveUndoneEventType

T = TypeVar("T", bound="MoveUndoneEvent")


@_attrs_define
class MoveUndoneEvent:
    """A `move_undone` event (emotrions, four-aces, pareo)

    Attributes:
        at (str):
        move_type (str):
        phase (str):
        seat (int):
        seq (int):
        to_act (list[int]):
        type_ (MoveUndoneEventType):
        undone_seq (int):
        undone_version (int):
        version (int): the version it led to
    """

    at: str
    move_type: str
    phase: str
    seat: int
    seq: int
    to_act: list[int]
    type_: MoveUndoneEventType
    undone_seq: int
    undone_version: int
    version: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        at = self.at

        move_type = self.move_type

        phase = self.phase

        seat = self.seat

        seq = self.seq

        to_act = self.to_act

        type_ = self.type_.value

        undone_seq = self.undone_seq

        undone_version = self.undone_version

        version = self.version

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "at": at,
                "move_type": move_type,
                "phase": phase,
                "seat": seat,
                "seq": seq,
                "to_act": to_act,
                "type": type_,
                "undone_seq": undone_seq,
                "undone_version": undone_version,
                "version": version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        at = d.pop("at")

        move_type = d.pop("move_type")

        phase = d.pop("phase")

        seat = d.pop("seat")

        seq = d.pop("seq")

        to_act = cast(list[int], d.pop("to_act"))

        type_ = MoveUndoneEventType(d.pop("type"))

        undone_seq = d.pop("undone_seq")

        undone_version = d.pop("undone_version")

        version = d.pop("version")

        move_undone_event = cls(
            at=at,
            move_type=move_type,
            phase=phase,
            seat=seat,
            seq=seq,
            to_act=to_act,
            type_=type_,
            undone_seq=undone_seq,
            undone_version=undone_version,
            version=version,
        )

        move_undone_event.additional_properties = d
        return move_undone_event

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
