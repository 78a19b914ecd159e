from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.bye import Bye
    from ..models.round_table import RoundTable


T = TypeVar("T", bound="RoundCreated")


@_attrs_define
class RoundCreated:
    """
    Attributes:
        byes (list[Bye]):
        round_ (int):
        tables (list[RoundTable]):
        version (int): the tournament's
    """

    byes: list[Bye]
    round_: int
    tables: list[RoundTable]
    version: int

    def to_dict(self) -> dict[str, Any]:
        byes = []
        for byes_item_data in self.byes:
            byes_item = byes_item_data.to_dict()
            byes.append(byes_item)

        round_ = self.round_

        tables = []
        for tables_item_data in self.tables:
            tables_item = tables_item_data.to_dict()
            tables.append(tables_item)

        version = self.version

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "byes": byes,
                "round": round_,
                "tables": tables,
                "version": version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.bye import Bye  # noqa: PLC0415
        from ..models.round_table import RoundTable  # noqa: PLC0415

        d = dict(src_dict)
        byes = []
        _byes = d.pop("byes")
        for byes_item_data in _byes:
            byes_item = Bye.from_dict(byes_item_data)

            byes.append(byes_item)

        round_ = d.pop("round")

        tables = []
        _tables = d.pop("tables")
        for tables_item_data in _tables:
            tables_item = RoundTable.from_dict(tables_item_data)

            tables.append(tables_item)

        version = d.pop("version")

        round_created = cls(
            byes=byes,
            round_=round_,
            tables=tables,
            version=version,
        )

        return round_created
