from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="Unchecked")


@_attrs_define
class Unchecked:
    """
    Attributes:
        rule (str):  Example: R201.
        why (str): what the record lacks to check it (a record of the older format)
    """

    rule: str
    why: str

    def to_dict(self) -> dict[str, Any]:
        rule = self.rule

        why = self.why

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "rule": rule,
                "why": why,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        rule = d.pop("rule")

        why = d.pop("why")

        unchecked = cls(
            rule=rule,
            why=why,
        )

        return unchecked
