from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="Rank")


@_attrs_define
class Rank:
    """
    Attributes:
        name (str):
        rank (int): 1 for the winners; equal places share a rank
        score (int): the game total
        seat (int):
    """

    name: str
    rank: int
    score: int
    seat: int

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        rank = self.rank

        score = self.score

        seat = self.seat

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "name": name,
                "rank": rank,
                "score": score,
                "seat": seat,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        name = d.pop("name")

        rank = d.pop("rank")

        score = d.pop("score")

        seat = d.pop("seat")

        rank = cls(
            name=name,
            rank=rank,
            score=score,
            seat=seat,
        )

        return rank
