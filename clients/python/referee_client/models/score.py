from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="Score")


@_attrs_define
class Score:
    """
    Attributes:
        hand (int): this hand's (or round's) points
        total (int): the game total (less the director's penalties)
        penalty (int | Unset): a game with a director whose seats were penalised: the points deducted from `total`
            (R202)
    """

    hand: int
    total: int
    penalty: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        hand = self.hand

        total = self.total

        penalty = self.penalty

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "hand": hand,
                "total": total,
            }
        )
        if penalty is not UNSET:
            field_dict["penalty"] = penalty

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        hand = d.pop("hand")

        total = d.pop("total")

        penalty = d.pop("penalty", UNSET)

        score = cls(
            hand=hand,
            total=total,
            penalty=penalty,
        )

        return score
