from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="CallView")


@_attrs_define
class CallView:
    """
    Attributes:
        at (str):
        id (str):  Example: c1.
        message (str):
        seat (int | None): null: the table token called
        version (int):
    """

    at: str
    id: str
    message: str
    seat: int | None
    version: int

    def to_dict(self) -> dict[str, Any]:
        at = self.at

        id = self.id

        message = self.message

        seat: int | None
        seat = self.seat

        version = self.version

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "at": at,
                "id": id,
                "message": message,
                "seat": seat,
                "version": version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        at = d.pop("at")

        id = d.pop("id")

        message = d.pop("message")

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        version = d.pop("version")

        call_view = cls(
            at=at,
            id=id,
            message=message,
            seat=seat,
            version=version,
        )

        return call_view
