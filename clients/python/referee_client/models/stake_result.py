from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="StakeResult")


@_attrs_define
class StakeResult:
    """
    Attributes:
        cards (list[str]):
        pass_ (bool): E3.8
        seat (int):
        strength (int): E3.4
    """

    cards: list[str]
    pass_: bool
    seat: int
    strength: int

    def to_dict(self) -> dict[str, Any]:
        cards = self.cards

        pass_ = self.pass_

        seat = self.seat

        strength = self.strength

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "cards": cards,
                "pass": pass_,
                "seat": seat,
                "strength": strength,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        cards = cast(list[str], d.pop("cards"))

        pass_ = d.pop("pass")

        seat = d.pop("seat")

        strength = d.pop("strength")

        stake_result = cls(
            cards=cards,
            pass_=pass_,
            seat=seat,
            strength=strength,
        )

        return stake_result
