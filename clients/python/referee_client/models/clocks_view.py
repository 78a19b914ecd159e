from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.clocks_view_kind import ClocksViewKind
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.seat_clock import SeatClock


T = TypeVar("T", bound="ClocksView")


@_attrs_define
class ClocksView:
    """
    Attributes:
        kind (ClocksViewKind):
        running (list[int]): the seats whose clocks run
        seats (list[SeatClock]):
        server_time (str): the instant `remaining_ms` was measured at
        increment_s (int | Unset): seconds added after each move
        per_move_s (int | Unset): seconds for each move
        total_s (int | Unset): seconds for all of a seat's moves
    """

    kind: ClocksViewKind
    running: list[int]
    seats: list[SeatClock]
    server_time: str
    increment_s: int | Unset = UNSET
    per_move_s: int | Unset = UNSET
    total_s: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        kind = self.kind.value

        running = self.running

        seats = []
        for seats_item_data in self.seats:
            seats_item = seats_item_data.to_dict()
            seats.append(seats_item)

        server_time = self.server_time

        increment_s = self.increment_s

        per_move_s = self.per_move_s

        total_s = self.total_s

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "kind": kind,
                "running": running,
                "seats": seats,
                "server_time": server_time,
            }
        )
        if increment_s is not UNSET:
            field_dict["increment_s"] = increment_s
        if per_move_s is not UNSET:
            field_dict["per_move_s"] = per_move_s
        if total_s is not UNSET:
            field_dict["total_s"] = total_s

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.seat_clock import SeatClock  # noqa: PLC0415

        d = dict(src_dict)
        kind = ClocksViewKind(d.pop("kind"))

        running = cast(list[int], d.pop("running"))

        seats = []
        _seats = d.pop("seats")
        for seats_item_data in _seats:
            seats_item = SeatClock.from_dict(seats_item_data)

            seats.append(seats_item)

        server_time = d.pop("server_time")

        increment_s = d.pop("increment_s", UNSET)

        per_move_s = d.pop("per_move_s", UNSET)

        total_s = d.pop("total_s", UNSET)

        clocks_view = cls(
            kind=kind,
            running=running,
            seats=seats,
            server_time=server_time,
            increment_s=increment_s,
            per_move_s=per_move_s,
            total_s=total_s,
        )

        return clocks_view
