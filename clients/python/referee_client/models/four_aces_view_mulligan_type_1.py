from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="FourAcesViewMulliganType1")


@_attrs_define
class FourAcesViewMulliganType1:
    """
    Attributes:
        limit (int):
        turn (int):
        turns (int):
    """

    limit: int
    turn: int
    turns: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        limit = self.limit

        turn = self.turn

        turns = self.turns

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "limit": limit,
                "turn": turn,
                "turns": turns,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        limit = d.pop("limit")

        turn = d.pop("turn")

        turns = d.pop("turns")

        four_aces_view_mulligan_type_1 = cls(
            limit=limit,
            turn=turn,
            turns=turns,
        )

        four_aces_view_mulligan_type_1.additional_properties = d
        return four_aces_view_mulligan_type_1

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
