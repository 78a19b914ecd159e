from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.post_decision_penalty_decision_type import PostDecisionPenaltyDecisionType

T = TypeVar("T", bound="PostDecisionPenaltyDecision")


@_attrs_define
class PostDecisionPenaltyDecision:
    """
    Attributes:
        points (int):
        reason (str): shown to everyone
        seat (int):
        type_ (PostDecisionPenaltyDecisionType):
    """

    points: int
    reason: str
    seat: int
    type_: PostDecisionPenaltyDecisionType

    def to_dict(self) -> dict[str, Any]:
        points = self.points

        reason = self.reason

        seat = self.seat

        type_ = self.type_.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "points": points,
                "reason": reason,
                "seat": seat,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        points = d.pop("points")

        reason = d.pop("reason")

        seat = d.pop("seat")

        type_ = PostDecisionPenaltyDecisionType(d.pop("type"))

        post_decision_penalty_decision = cls(
            points=points,
            reason=reason,
            seat=seat,
            type_=type_,
        )

        return post_decision_penalty_decision
