from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="Traveller")


@_attrs_define
class Traveller:
    """
    Attributes:
        board (int):
        commitment (str):
        finished (bool): every table of the board has finished: the seed, the deal and the matchpoints are shown
        round_ (int):
        seats (int):
        tables (list[Any]): each table: `table`, `game`, `players`, `ended`, and once ended `scores`, `winners`; once
            the board has finished `matchpoints` (each seat's `matchpoints`, `top`, `percent`, or `adjusted`)
        deal (list[Any] | Unset): once finished: each seat's first hand
        seed (str | Unset): once finished: hashes to `commitment`
    """

    board: int
    commitment: str
    finished: bool
    round_: int
    seats: int
    tables: list[Any]
    deal: list[Any] | Unset = UNSET
    seed: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        board = self.board

        commitment = self.commitment

        finished = self.finished

        round_ = self.round_

        seats = self.seats

        tables = self.tables

        deal: list[Any] | Unset = UNSET
        if not isinstance(self.deal, Unset):
            deal = self.deal

        seed = self.seed

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "board": board,
                "commitment": commitment,
                "finished": finished,
                "round": round_,
                "seats": seats,
                "tables": tables,
            }
        )
        if deal is not UNSET:
            field_dict["deal"] = deal
        if seed is not UNSET:
            field_dict["seed"] = seed

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        board = d.pop("board")

        commitment = d.pop("commitment")

        finished = d.pop("finished")

        round_ = d.pop("round")

        seats = d.pop("seats")

        tables = cast(list[Any], d.pop("tables"))

        deal = cast(list[Any], d.pop("deal", UNSET))

        seed = d.pop("seed", UNSET)

        traveller = cls(
            board=board,
            commitment=commitment,
            finished=finished,
            round_=round_,
            seats=seats,
            tables=tables,
            deal=deal,
            seed=seed,
        )

        traveller.additional_properties = d
        return traveller

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
