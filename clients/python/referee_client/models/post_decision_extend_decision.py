from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.post_decision_extend_decision_type import PostDecisionExtendDecisionType

T = TypeVar("T", bound="PostDecisionExtendDecision")


@_attrs_define
class PostDecisionExtendDecision:
    """
    Attributes:
        reason (str): shown to everyone
        seat (int):
        seconds (int):
        type_ (PostDecisionExtendDecisionType):
    """

    reason: str
    seat: int
    seconds: int
    type_: PostDecisionExtendDecisionType

    def to_dict(self) -> dict[str, Any]:
        reason = self.reason

        seat = self.seat

        seconds = self.seconds

        type_ = self.type_.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "reason": reason,
                "seat": seat,
                "seconds": seconds,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        reason = d.pop("reason")

        seat = d.pop("seat")

        seconds = d.pop("seconds")

        type_ = PostDecisionExtendDecisionType(d.pop("type"))

        post_decision_extend_decision = cls(
            reason=reason,
            seat=seat,
            seconds=seconds,
            type_=type_,
        )

        return post_decision_extend_decision
