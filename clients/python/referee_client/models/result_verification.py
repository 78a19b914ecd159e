from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.discrepancy import Discrepancy
    from ..models.verification import Verification


T = TypeVar("T", bound="ResultVerification")


@_attrs_define
class ResultVerification:
    """
    Attributes:
        key_id (None | str): the key id the result names
        valid (bool): signed by this service's key under its id, and (with `record`) the record replays and its events
            hash to the result's `log_sha256`
        discrepancy (Discrepancy | Unset):
        record (Verification | Unset):
    """

    key_id: None | str
    valid: bool
    discrepancy: Discrepancy | Unset = UNSET
    record: Verification | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        key_id: None | str
        key_id = self.key_id

        valid = self.valid

        discrepancy: dict[str, Any] | Unset = UNSET
        if not isinstance(self.discrepancy, Unset):
            discrepancy = self.discrepancy.to_dict()

        record: dict[str, Any] | Unset = UNSET
        if not isinstance(self.record, Unset):
            record = self.record.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "key_id": key_id,
                "valid": valid,
            }
        )
        if discrepancy is not UNSET:
            field_dict["discrepancy"] = discrepancy
        if record is not UNSET:
            field_dict["record"] = record

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.discrepancy import Discrepancy  # noqa: PLC0415
        from ..models.verification import Verification  # noqa: PLC0415

        d = dict(src_dict)

        def _parse_key_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        key_id = _parse_key_id(d.pop("key_id"))

        valid = d.pop("valid")

        _discrepancy = d.pop("discrepancy", UNSET)
        discrepancy: Discrepancy | Unset
        if isinstance(_discrepancy, Unset):
            discrepancy = UNSET
        else:
            discrepancy = Discrepancy.from_dict(_discrepancy)

        _record = d.pop("record", UNSET)
        record: Verification | Unset
        if isinstance(_record, Unset):
            record = UNSET
        else:
            record = Verification.from_dict(_record)

        result_verification = cls(
            key_id=key_id,
            valid=valid,
            discrepancy=discrepancy,
            record=record,
        )

        return result_verification
