from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.post_decision_forfeit_decision_type import PostDecisionForfeitDecisionType

T = TypeVar("T", bound="PostDecisionForfeitDecision")


@_attrs_define
class PostDecisionForfeitDecision:
    """
    Attributes:
        reason (str): shown to everyone
        seat (int):
        type_ (PostDecisionForfeitDecisionType):
    """

    reason: str
    seat: int
    type_: PostDecisionForfeitDecisionType

    def to_dict(self) -> dict[str, Any]:
        reason = self.reason

        seat = self.seat

        type_ = self.type_.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "reason": reason,
                "seat": seat,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        reason = d.pop("reason")

        seat = d.pop("seat")

        type_ = PostDecisionForfeitDecisionType(d.pop("type"))

        post_decision_forfeit_decision = cls(
            reason=reason,
            seat=seat,
            type_=type_,
        )

        return post_decision_forfeit_decision
