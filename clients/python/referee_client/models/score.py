from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="Score")


@_attrs_define
class Score:
    """
    Attributes:
        hand (int): this hand's (or round's) points
        total (int): the game total
    """

    hand: int
    total: int

    def to_dict(self) -> dict[str, Any]:
        hand = self.hand

        total = self.total

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "hand": hand,
                "total": total,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        hand = d.pop("hand")

        total = d.pop("total")

        score = cls(
            hand=hand,
            total=total,
        )

        return score
