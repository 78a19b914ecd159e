from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="PerMoveClock")


@_attrs_define
class PerMoveClock:
    """
    Attributes:
        per_move (int): seconds a seat has for each move
    """

    per_move: int

    def to_dict(self) -> dict[str, Any]:
        per_move = self.per_move

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "per_move": per_move,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        per_move = d.pop("per_move")

        per_move_clock = cls(
            per_move=per_move,
        )

        return per_move_clock
