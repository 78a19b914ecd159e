from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.bye import Bye


T = TypeVar("T", bound="Round")


@_attrs_define
class Round:
    """
    Attributes:
        tables (list[list[str]]): each table's player ids, in seat order Example: [['FED-1', 'FED-2'], ['FED-3',
            'FED-4']].
        byes (list[Bye] | Unset):
        duplicate (bool | Unset): duplicate boards (R241): every table with the same number of seats plays the same
            secret deal, seat for seat, one board per size
    """

    tables: list[list[str]]
    byes: list[Bye] | Unset = UNSET
    duplicate: bool | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        tables = []
        for tables_item_data in self.tables:
            tables_item = tables_item_data

            tables.append(tables_item)

        byes: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.byes, Unset):
            byes = []
            for byes_item_data in self.byes:
                byes_item = byes_item_data.to_dict()
                byes.append(byes_item)

        duplicate = self.duplicate

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "tables": tables,
            }
        )
        if byes is not UNSET:
            field_dict["byes"] = byes
        if duplicate is not UNSET:
            field_dict["duplicate"] = duplicate

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.bye import Bye  # noqa: PLC0415

        d = dict(src_dict)
        tables = []
        _tables = d.pop("tables")
        for tables_item_data in _tables:
            tables_item = cast(list[str], tables_item_data)

            tables.append(tables_item)

        _byes = d.pop("byes", UNSET)
        byes: list[Bye] | Unset = UNSET
        if _byes is not UNSET:
            byes = []
            for byes_item_data in _byes:
                byes_item = Bye.from_dict(byes_item_data)

                byes.append(byes_item)

        duplicate = d.pop("duplicate", UNSET)

        round_ = cls(
            tables=tables,
            byes=byes,
            duplicate=duplicate,
        )

        return round_
