from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="CaptureOption")


@_attrs_define
class CaptureOption:
    """
    Attributes:
        joker_value (int | None):
        piuma (bool):
        take (list[str]):
    """

    joker_value: int | None
    piuma: bool
    take: list[str]

    def to_dict(self) -> dict[str, Any]:
        joker_value: int | None
        joker_value = self.joker_value

        piuma = self.piuma

        take = self.take

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "joker_value": joker_value,
                "piuma": piuma,
                "take": take,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)

        def _parse_joker_value(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        joker_value = _parse_joker_value(d.pop("joker_value"))

        piuma = d.pop("piuma")

        take = cast(list[str], d.pop("take"))

        capture_option = cls(
            joker_value=joker_value,
            piuma=piuma,
            take=take,
        )

        return capture_option
