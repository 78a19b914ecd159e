from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="BoardRef")


@_attrs_define
class BoardRef:
    """
    Attributes:
        board (int):
        commitment (str): SHA-256 of the board's seed, revealed by the traveller once every table of the board has
            finished (R242)
        seats (int):
        tables (list[int]):
    """

    board: int
    commitment: str
    seats: int
    tables: list[int]

    def to_dict(self) -> dict[str, Any]:
        board = self.board

        commitment = self.commitment

        seats = self.seats

        tables = self.tables

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "board": board,
                "commitment": commitment,
                "seats": seats,
                "tables": tables,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        board = d.pop("board")

        commitment = d.pop("commitment")

        seats = d.pop("seats")

        tables = cast(list[int], d.pop("tables"))

        board_ref = cls(
            board=board,
            commitment=commitment,
            seats=seats,
            tables=tables,
        )

        return board_ref
