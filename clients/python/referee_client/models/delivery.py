from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.delivery_outcome import DeliveryOutcome
from ..types import UNSET, Unset

T = TypeVar("T", bound="Delivery")


@_attrs_define
class Delivery:
    """
    Attributes:
        at (str):
        attempt (int):
        error (None | str):
        outcome (DeliveryOutcome):
        status (int | None): the receiver's HTTP status
        next_at (str | Unset): when retrying: the next try
    """

    at: str
    attempt: int
    error: None | str
    outcome: DeliveryOutcome
    status: int | None
    next_at: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        at = self.at

        attempt = self.attempt

        error: None | str
        error = self.error

        outcome = self.outcome.value

        status: int | None
        status = self.status

        next_at = self.next_at

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "at": at,
                "attempt": attempt,
                "error": error,
                "outcome": outcome,
                "status": status,
            }
        )
        if next_at is not UNSET:
            field_dict["next_at"] = next_at

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        at = d.pop("at")

        attempt = d.pop("attempt")

        def _parse_error(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        error = _parse_error(d.pop("error"))

        outcome = DeliveryOutcome(d.pop("outcome"))

        def _parse_status(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        status = _parse_status(d.pop("status"))

        next_at = d.pop("next_at", UNSET)

        delivery = cls(
            at=at,
            attempt=attempt,
            error=error,
            outcome=outcome,
            status=status,
            next_at=next_at,
        )

        return delivery
