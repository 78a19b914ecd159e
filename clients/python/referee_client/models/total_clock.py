from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="TotalClock")


@_attrs_define
class TotalClock:
    """
    Attributes:
        total (int): seconds a seat has for all its moves
        increment (int | Unset): seconds added to a seat's time after each of its moves (default 0)
    """

    total: int
    increment: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        total = self.total

        increment = self.increment

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "total": total,
            }
        )
        if increment is not UNSET:
            field_dict["increment"] = increment

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        total = d.pop("total")

        increment = d.pop("increment", UNSET)

        total_clock = cls(
            total=total,
            increment=increment,
        )

        return total_clock
