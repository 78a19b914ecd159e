from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="InterruptionEligibility")


@_attrs_define
class InterruptionEligibility:
    """
    Attributes:
        cards (list[str]):
        eligible (bool):
    """

    cards: list[str]
    eligible: bool

    def to_dict(self) -> dict[str, Any]:
        cards = self.cards

        eligible = self.eligible

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "cards": cards,
                "eligible": eligible,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        cards = cast(list[str], d.pop("cards"))

        eligible = d.pop("eligible")

        interruption_eligibility = cls(
            cards=cards,
            eligible=eligible,
        )

        return interruption_eligibility
