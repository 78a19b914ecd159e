from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="Adjusted")


@_attrs_define
class Adjusted:
    """
    Attributes:
        board (int):
        seats (list[str]):
        table (int):
        version (int):
    """

    board: int
    seats: list[str]
    table: int
    version: int

    def to_dict(self) -> dict[str, Any]:
        board = self.board

        seats = self.seats

        table = self.table

        version = self.version

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "board": board,
                "seats": seats,
                "table": table,
                "version": version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        board = d.pop("board")

        seats = cast(list[str], d.pop("seats"))

        table = d.pop("table")

        version = d.pop("version")

        adjusted = cls(
            board=board,
            seats=seats,
            table=table,
            version=version,
        )

        return adjusted
