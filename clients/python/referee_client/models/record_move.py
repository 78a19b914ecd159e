from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.record_move_move import RecordMoveMove


T = TypeVar("T", bound="RecordMove")


@_attrs_define
class RecordMove:
    """
    Attributes:
        at (str):
        move_type (str):
        seat (int):
        seq (int): its `move` event's seq
        version (int): the version it led to
        move (RecordMoveMove | Unset): the move object, where the reader may see it
    """

    at: str
    move_type: str
    seat: int
    seq: int
    version: int
    move: RecordMoveMove | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        at = self.at

        move_type = self.move_type

        seat = self.seat

        seq = self.seq

        version = self.version

        move: dict[str, Any] | Unset = UNSET
        if not isinstance(self.move, Unset):
            move = self.move.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "at": at,
                "move_type": move_type,
                "seat": seat,
                "seq": seq,
                "version": version,
            }
        )
        if move is not UNSET:
            field_dict["move"] = move

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.record_move_move import RecordMoveMove  # noqa: PLC0415

        d = dict(src_dict)
        at = d.pop("at")

        move_type = d.pop("move_type")

        seat = d.pop("seat")

        seq = d.pop("seq")

        version = d.pop("version")

        _move = d.pop("move", UNSET)
        move: RecordMoveMove | Unset
        if isinstance(_move, Unset):
            move = UNSET
        else:
            move = RecordMoveMove.from_dict(_move)

        record_move = cls(
            at=at,
            move_type=move_type,
            seat=seat,
            seq=seq,
            version=version,
            move=move,
        )

        record_move.additional_properties = d
        return record_move

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
