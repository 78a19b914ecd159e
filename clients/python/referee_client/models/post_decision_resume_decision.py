from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.post_decision_resume_decision_type import PostDecisionResumeDecisionType

T = TypeVar("T", bound="PostDecisionResumeDecision")


@_attrs_define
class PostDecisionResumeDecision:
    """
    Attributes:
        reason (str): shown to everyone
        type_ (PostDecisionResumeDecisionType):
    """

    reason: str
    type_: PostDecisionResumeDecisionType

    def to_dict(self) -> dict[str, Any]:
        reason = self.reason

        type_ = self.type_.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "reason": reason,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        reason = d.pop("reason")

        type_ = PostDecisionResumeDecisionType(d.pop("type"))

        post_decision_resume_decision = cls(
            reason=reason,
            type_=type_,
        )

        return post_decision_resume_decision
