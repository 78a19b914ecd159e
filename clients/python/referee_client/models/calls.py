from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.call_view import CallView


T = TypeVar("T", bound="Calls")


@_attrs_define
class Calls:
    """
    Attributes:
        calls (list[CallView]):
    """

    calls: list[CallView]

    def to_dict(self) -> dict[str, Any]:
        calls = []
        for calls_item_data in self.calls:
            calls_item = calls_item_data.to_dict()
            calls.append(calls_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "calls": calls,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.call_view import CallView  # noqa: PLC0415

        d = dict(src_dict)
        calls = []
        _calls = d.pop("calls")
        for calls_item_data in _calls:
            calls_item = CallView.from_dict(calls_item_data)

            calls.append(calls_item)

        calls = cls(
            calls=calls,
        )

        return calls
