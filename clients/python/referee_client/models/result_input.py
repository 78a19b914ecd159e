from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.record_input import RecordInput
    from ..models.signed_result import SignedResult


T = TypeVar("T", bound="ResultInput")


@_attrs_define
class ResultInput:
    """
    Attributes:
        result (SignedResult):
        record (RecordInput | Unset):
    """

    result: SignedResult
    record: RecordInput | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        result = self.result.to_dict()

        record: dict[str, Any] | Unset = UNSET
        if not isinstance(self.record, Unset):
            record = self.record.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "result": result,
            }
        )
        if record is not UNSET:
            field_dict["record"] = record

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.record_input import RecordInput  # noqa: PLC0415
        from ..models.signed_result import SignedResult  # noqa: PLC0415

        d = dict(src_dict)
        result = SignedResult.from_dict(d.pop("result"))

        _record = d.pop("record", UNSET)
        record: RecordInput | Unset
        if isinstance(_record, Unset):
            record = UNSET
        else:
            record = RecordInput.from_dict(_record)

        result_input = cls(
            result=result,
            record=record,
        )

        return result_input
