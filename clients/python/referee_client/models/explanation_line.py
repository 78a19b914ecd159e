from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="ExplanationLine")


@_attrs_define
class ExplanationLine:
    """
    Attributes:
        rule (str): a RULES.md id or a ruling R…
        text (str): in the Accept-Language asked
    """

    rule: str
    text: str

    def to_dict(self) -> dict[str, Any]:
        rule = self.rule

        text = self.text

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "rule": rule,
                "text": text,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        rule = d.pop("rule")

        text = d.pop("text")

        explanation_line = cls(
            rule=rule,
            text=text,
        )

        return explanation_line
