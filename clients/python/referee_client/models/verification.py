from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.discrepancy import Discrepancy
    from ..models.standings import Standings


T = TypeVar("T", bound="Verification")


@_attrs_define
class Verification:
    """
    Attributes:
        valid (bool):
        discrepancy (Discrepancy | Unset):
        events (int | Unset):
        log_sha256 (str | Unset): SHA-256 of the canonical JSON of the record's events (a compact record's: of the
            replay's), as a signed result's `log_sha256`
        moves (int | Unset):
        result (Standings | Unset):
        variant (str | Unset):
    """

    valid: bool
    discrepancy: Discrepancy | Unset = UNSET
    events: int | Unset = UNSET
    log_sha256: str | Unset = UNSET
    moves: int | Unset = UNSET
    result: Standings | Unset = UNSET
    variant: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        valid = self.valid

        discrepancy: dict[str, Any] | Unset = UNSET
        if not isinstance(self.discrepancy, Unset):
            discrepancy = self.discrepancy.to_dict()

        events = self.events

        log_sha256 = self.log_sha256

        moves = self.moves

        result: dict[str, Any] | Unset = UNSET
        if not isinstance(self.result, Unset):
            result = self.result.to_dict()

        variant = self.variant

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "valid": valid,
            }
        )
        if discrepancy is not UNSET:
            field_dict["discrepancy"] = discrepancy
        if events is not UNSET:
            field_dict["events"] = events
        if log_sha256 is not UNSET:
            field_dict["log_sha256"] = log_sha256
        if moves is not UNSET:
            field_dict["moves"] = moves
        if result is not UNSET:
            field_dict["result"] = result
        if variant is not UNSET:
            field_dict["variant"] = variant

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.discrepancy import Discrepancy  # noqa: PLC0415
        from ..models.standings import Standings  # noqa: PLC0415

        d = dict(src_dict)
        valid = d.pop("valid")

        _discrepancy = d.pop("discrepancy", UNSET)
        discrepancy: Discrepancy | Unset
        if isinstance(_discrepancy, Unset):
            discrepancy = UNSET
        else:
            discrepancy = Discrepancy.from_dict(_discrepancy)

        events = d.pop("events", UNSET)

        log_sha256 = d.pop("log_sha256", UNSET)

        moves = d.pop("moves", UNSET)

        _result = d.pop("result", UNSET)
        result: Standings | Unset
        if isinstance(_result, Unset):
            result = UNSET
        else:
            result = Standings.from_dict(_result)

        variant = d.pop("variant", UNSET)

        verification = cls(
            valid=valid,
            discrepancy=discrepancy,
            events=events,
            log_sha256=log_sha256,
            moves=moves,
            result=result,
            variant=variant,
        )

        return verification
