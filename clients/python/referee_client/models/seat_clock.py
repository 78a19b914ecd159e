from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="SeatClock")


@_attrs_define
class SeatClock:
    """
    Attributes:
        remaining_ms (int): time left at `server_time`, in milliseconds
        running (bool): the seat is awaited
        seat (int):
    """

    remaining_ms: int
    running: bool
    seat: int

    def to_dict(self) -> dict[str, Any]:
        remaining_ms = self.remaining_ms

        running = self.running

        seat = self.seat

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "remaining_ms": remaining_ms,
                "running": running,
                "seat": seat,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        remaining_ms = d.pop("remaining_ms")

        running = d.pop("running")

        seat = d.pop("seat")

        seat_clock = cls(
            remaining_ms=remaining_ms,
            running=running,
            seat=seat,
        )

        return seat_clock
