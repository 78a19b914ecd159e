from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.call_view import CallView


T = TypeVar("T", bound="CallReply")


@_attrs_define
class CallReply:
    """
    Attributes:
        call (CallView):
        version (int):
    """

    call: CallView
    version: int

    def to_dict(self) -> dict[str, Any]:
        call = self.call.to_dict()

        version = self.version

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "call": call,
                "version": version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.call_view import CallView  # noqa: PLC0415

        d = dict(src_dict)
        call = CallView.from_dict(d.pop("call"))

        version = d.pop("version")

        call_reply = cls(
            call=call,
            version=version,
        )

        return call_reply
