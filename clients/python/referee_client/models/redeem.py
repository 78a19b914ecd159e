from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="Redeem")


@_attrs_define
class Redeem:
    """
    Attributes:
        code (str): the seat's invitation code, as the organiser got it at creation (a secret: it goes in the body,
            never in a URL)
    """

    code: str

    def to_dict(self) -> dict[str, Any]:
        code = self.code

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "code": code,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        code = d.pop("code")

        redeem = cls(
            code=code,
        )

        return redeem
