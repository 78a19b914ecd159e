from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.decision_ref import DecisionRef
    from ..models.rank import Rank


T = TypeVar("T", bound="Standings")


@_attrs_define
class Standings:
    """
    Attributes:
        ranking (list[Rank]):
        scores (list[int]):
        winners (list[int]):
        decisions (list[DecisionRef] | Unset):
        outcome (str | Unset):
    """

    ranking: list[Rank]
    scores: list[int]
    winners: list[int]
    decisions: list[DecisionRef] | Unset = UNSET
    outcome: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        ranking = []
        for ranking_item_data in self.ranking:
            ranking_item = ranking_item_data.to_dict()
            ranking.append(ranking_item)

        scores = self.scores

        winners = self.winners

        decisions: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.decisions, Unset):
            decisions = []
            for decisions_item_data in self.decisions:
                decisions_item = decisions_item_data.to_dict()
                decisions.append(decisions_item)

        outcome = self.outcome

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "ranking": ranking,
                "scores": scores,
                "winners": winners,
            }
        )
        if decisions is not UNSET:
            field_dict["decisions"] = decisions
        if outcome is not UNSET:
            field_dict["outcome"] = outcome

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.decision_ref import DecisionRef  # noqa: PLC0415
        from ..models.rank import Rank  # noqa: PLC0415

        d = dict(src_dict)
        ranking = []
        _ranking = d.pop("ranking")
        for ranking_item_data in _ranking:
            ranking_item = Rank.from_dict(ranking_item_data)

            ranking.append(ranking_item)

        scores = cast(list[int], d.pop("scores"))

        winners = cast(list[int], d.pop("winners"))

        _decisions = d.pop("decisions", UNSET)
        decisions: list[DecisionRef] | Unset = UNSET
        if _decisions is not UNSET:
            decisions = []
            for decisions_item_data in _decisions:
                decisions_item = DecisionRef.from_dict(decisions_item_data)

                decisions.append(decisions_item)

        outcome = d.pop("outcome", UNSET)

        standings = cls(
            ranking=ranking,
            scores=scores,
            winners=winners,
            decisions=decisions,
            outcome=outcome,
        )

        return standings
