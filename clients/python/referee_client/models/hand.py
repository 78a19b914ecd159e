from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="Hand")


@_attrs_define
class Hand:
    """
    Attributes:
        count (int):
        cards (list[str] | Unset): only where the caller may see them (G3)
    """

    count: int
    cards: list[str] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        count = self.count

        cards: list[str] | Unset = UNSET
        if not isinstance(self.cards, Unset):
            cards = self.cards

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "count": count,
            }
        )
        if cards is not UNSET:
            field_dict["cards"] = cards

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        count = d.pop("count")

        cards = cast(list[str], d.pop("cards", UNSET))

        hand = cls(
            count=count,
            cards=cards,
        )

        return hand
