from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.standings_verification_discrepancy import StandingsVerificationDiscrepancy


T = TypeVar("T", bound="StandingsVerification")


@_attrs_define
class StandingsVerification:
    """
    Attributes:
        valid (bool):
        discrepancy (StandingsVerificationDiscrepancy | Unset): `at` (a path into the body) and `detail`: the first
            check that fails
        key_id (None | str | Unset):
    """

    valid: bool
    discrepancy: StandingsVerificationDiscrepancy | Unset = UNSET
    key_id: None | str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        valid = self.valid

        discrepancy: dict[str, Any] | Unset = UNSET
        if not isinstance(self.discrepancy, Unset):
            discrepancy = self.discrepancy.to_dict()

        key_id: None | str | Unset
        if isinstance(self.key_id, Unset):
            key_id = UNSET
        else:
            key_id = self.key_id

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "valid": valid,
            }
        )
        if discrepancy is not UNSET:
            field_dict["discrepancy"] = discrepancy
        if key_id is not UNSET:
            field_dict["key_id"] = key_id

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.standings_verification_discrepancy import StandingsVerificationDiscrepancy  # noqa: PLC0415

        d = dict(src_dict)
        valid = d.pop("valid")

        _discrepancy = d.pop("discrepancy", UNSET)
        discrepancy: StandingsVerificationDiscrepancy | Unset
        if isinstance(_discrepancy, Unset):
            discrepancy = UNSET
        else:
            discrepancy = StandingsVerificationDiscrepancy.from_dict(_discrepancy)

        def _parse_key_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        key_id = _parse_key_id(d.pop("key_id", UNSET))

        standings_verification = cls(
            valid=valid,
            discrepancy=discrepancy,
            key_id=key_id,
        )

        return standings_verification
