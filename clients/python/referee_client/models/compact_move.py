from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.compact_move_move import CompactMoveMove


T = TypeVar("T", bound="CompactMove")


@_attrs_define
class CompactMove:
    """
    Attributes:
        at (str):
        seat (int):
        version (int): the version it led to
        move (CompactMoveMove | Unset): the move object (absent for a clock's forfeit, whose `move_type` is
            `clock_expired`)
        move_type (str | Unset): only where it is not `move.type`
    """

    at: str
    seat: int
    version: int
    move: CompactMoveMove | Unset = UNSET
    move_type: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        at = self.at

        seat = self.seat

        version = self.version

        move: dict[str, Any] | Unset = UNSET
        if not isinstance(self.move, Unset):
            move = self.move.to_dict()

        move_type = self.move_type

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "at": at,
                "seat": seat,
                "version": version,
            }
        )
        if move is not UNSET:
            field_dict["move"] = move
        if move_type is not UNSET:
            field_dict["move_type"] = move_type

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.compact_move_move import CompactMoveMove  # noqa: PLC0415

        d = dict(src_dict)
        at = d.pop("at")

        seat = d.pop("seat")

        version = d.pop("version")

        _move = d.pop("move", UNSET)
        move: CompactMoveMove | Unset
        if isinstance(_move, Unset):
            move = UNSET
        else:
            move = CompactMoveMove.from_dict(_move)

        move_type = d.pop("move_type", UNSET)

        compact_move = cls(
            at=at,
            seat=seat,
            version=version,
            move=move,
            move_type=move_type,
        )

        compact_move.additional_properties = d
        return compact_move

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
