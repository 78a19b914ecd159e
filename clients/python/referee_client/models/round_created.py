from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.board_ref import BoardRef
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
        boards (list[BoardRef] | Unset): a duplicate round's boards
    """

    byes: list[Bye]
    round_: int
    tables: list[RoundTable]
    version: int
    boards: list[BoardRef] | Unset = UNSET

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

        boards: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.boards, Unset):
            boards = []
            for boards_item_data in self.boards:
                boards_item = boards_item_data.to_dict()
                boards.append(boards_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "byes": byes,
                "round": round_,
                "tables": tables,
                "version": version,
            }
        )
        if boards is not UNSET:
            field_dict["boards"] = boards

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.board_ref import BoardRef  # noqa: PLC0415
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

        _boards = d.pop("boards", UNSET)
        boards: list[BoardRef] | Unset = UNSET
        if _boards is not UNSET:
            boards = []
            for boards_item_data in _boards:
                boards_item = BoardRef.from_dict(boards_item_data)

                boards.append(boards_item)

        round_created = cls(
            byes=byes,
            round_=round_,
            tables=tables,
            version=version,
            boards=boards,
        )

        return round_created
