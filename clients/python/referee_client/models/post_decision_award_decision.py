from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.post_decision_award_decision_type import PostDecisionAwardDecisionType
from ..types import UNSET, Unset

T = TypeVar("T", bound="PostDecisionAwardDecision")


@_attrs_define
class PostDecisionAwardDecision:
    """
    Attributes:
        reason (str): shown to everyone
        type_ (PostDecisionAwardDecisionType):
        winners (list[int]):
        scores (list[int] | Unset):
    """

    reason: str
    type_: PostDecisionAwardDecisionType
    winners: list[int]
    scores: list[int] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        reason = self.reason

        type_ = self.type_.value

        winners = self.winners

        scores: list[int] | Unset = UNSET
        if not isinstance(self.scores, Unset):
            scores = self.scores

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "reason": reason,
                "type": type_,
                "winners": winners,
            }
        )
        if scores is not UNSET:
            field_dict["scores"] = scores

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        reason = d.pop("reason")

        type_ = PostDecisionAwardDecisionType(d.pop("type"))

        winners = cast(list[int], d.pop("winners"))

        scores = cast(list[int], d.pop("scores", UNSET))

        post_decision_award_decision = cls(
            reason=reason,
            type_=type_,
            winners=winners,
            scores=scores,
        )

        return post_decision_award_decision
