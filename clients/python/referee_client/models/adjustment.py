from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.adjustment_seats_item import AdjustmentSeatsItem

T = TypeVar("T", bound="Adjustment")


@_attrs_define
class Adjustment:
    """
    Attributes:
        seats (list[AdjustmentSeatsItem]): each seat's: average (50 %), average-plus (60 %), average-minus (40 %)
        table (int):
    """

    seats: list[AdjustmentSeatsItem]
    table: int

    def to_dict(self) -> dict[str, Any]:
        seats = []
        for seats_item_data in self.seats:
            seats_item = seats_item_data.value
            seats.append(seats_item)

        table = self.table

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seats": seats,
                "table": table,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seats = []
        _seats = d.pop("seats")
        for seats_item_data in _seats:
            seats_item = AdjustmentSeatsItem(seats_item_data)

            seats.append(seats_item)

        table = d.pop("table")

        adjustment = cls(
            seats=seats,
            table=table,
        )

        return adjustment
