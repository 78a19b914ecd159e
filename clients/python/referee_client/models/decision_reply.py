from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.decision_view import DecisionView


T = TypeVar("T", bound="DecisionReply")


@_attrs_define
class DecisionReply:
    """
    Attributes:
        decision (DecisionView):
        version (int):
    """

    decision: DecisionView
    version: int

    def to_dict(self) -> dict[str, Any]:
        decision = self.decision.to_dict()

        version = self.version

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "decision": decision,
                "version": version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.decision_view import DecisionView  # noqa: PLC0415

        d = dict(src_dict)
        decision = DecisionView.from_dict(d.pop("decision"))

        version = d.pop("version")

        decision_reply = cls(
            decision=decision,
            version=version,
        )

        return decision_reply
