from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="Invitation")


@_attrs_define
class Invitation:
    """
    Attributes:
        code (str): a single-use code for the seat, shown only now
        seat (int):
    """

    code: str
    seat: int

    def to_dict(self) -> dict[str, Any]:
        code = self.code

        seat = self.seat

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "code": code,
                "seat": seat,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        code = d.pop("code")

        seat = d.pop("seat")

        invitation = cls(
            code=code,
            seat=seat,
        )

        return invitation
