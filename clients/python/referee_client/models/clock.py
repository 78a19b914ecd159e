from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="Clock")


@_attrs_define
class Clock:
    """
    Attributes:
        increment (int | Unset): with `total`: seconds added to a seat's time after each of its moves (default 0)
        per_move (int | Unset): seconds a seat has for each move
        total (int | Unset): seconds a seat has for all its moves
    """

    increment: int | Unset = UNSET
    per_move: int | Unset = UNSET
    total: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        increment = self.increment

        per_move = self.per_move

        total = self.total

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if increment is not UNSET:
            field_dict["increment"] = increment
        if per_move is not UNSET:
            field_dict["per_move"] = per_move
        if total is not UNSET:
            field_dict["total"] = total

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        increment = d.pop("increment", UNSET)

        per_move = d.pop("per_move", UNSET)

        total = d.pop("total", UNSET)

        clock = cls(
            increment=increment,
            per_move=per_move,
            total=total,
        )

        return clock
