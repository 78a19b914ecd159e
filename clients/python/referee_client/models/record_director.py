from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="RecordDirector")


@_attrs_define
class RecordDirector:
    """
    Attributes:
        correction_minutes (int): minutes after the end during which the director may still decide (R201; 0: final at
            the end)
    """

    correction_minutes: int

    def to_dict(self) -> dict[str, Any]:
        correction_minutes = self.correction_minutes

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "correction_minutes": correction_minutes,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        correction_minutes = d.pop("correction_minutes")

        record_director = cls(
            correction_minutes=correction_minutes,
        )

        return record_director
