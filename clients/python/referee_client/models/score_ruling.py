from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.explanation_line import ExplanationLine


T = TypeVar("T", bound="ScoreRuling")


@_attrs_define
class ScoreRuling:
    """
    Attributes:
        decks (int):
        explanation (list[ExplanationLine]): why, step by step
        hand_winners (list[int]): E4.3
        points (list[int | None]): E4.2, per seat; null: taking no part
        totals (list[int | None] | Unset): when totals were given: after the hand
    """

    decks: int
    explanation: list[ExplanationLine]
    hand_winners: list[int]
    points: list[int | None]
    totals: list[int | None] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        decks = self.decks

        explanation = []
        for explanation_item_data in self.explanation:
            explanation_item = explanation_item_data.to_dict()
            explanation.append(explanation_item)

        hand_winners = self.hand_winners

        points = []
        for points_item_data in self.points:
            points_item: int | None
            points_item = points_item_data
            points.append(points_item)

        totals: list[int | None] | Unset = UNSET
        if not isinstance(self.totals, Unset):
            totals = []
            for totals_item_data in self.totals:
                totals_item: int | None
                totals_item = totals_item_data
                totals.append(totals_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "decks": decks,
                "explanation": explanation,
                "hand_winners": hand_winners,
                "points": points,
            }
        )
        if totals is not UNSET:
            field_dict["totals"] = totals

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.explanation_line import ExplanationLine  # noqa: PLC0415

        d = dict(src_dict)
        decks = d.pop("decks")

        explanation = []
        _explanation = d.pop("explanation")
        for explanation_item_data in _explanation:
            explanation_item = ExplanationLine.from_dict(explanation_item_data)

            explanation.append(explanation_item)

        hand_winners = cast(list[int], d.pop("hand_winners"))

        points = []
        _points = d.pop("points")
        for points_item_data in _points:

            def _parse_points_item(data: object) -> int | None:
                if data is None:
                    return data
                return cast(int | None, data)

            points_item = _parse_points_item(points_item_data)

            points.append(points_item)

        _totals = d.pop("totals", UNSET)
        totals: list[int | None] | Unset = UNSET
        if _totals is not UNSET:
            totals = []
            for totals_item_data in _totals:

                def _parse_totals_item(data: object) -> int | None:
                    if data is None:
                        return data
                    return cast(int | None, data)

                totals_item = _parse_totals_item(totals_item_data)

                totals.append(totals_item)

        score_ruling = cls(
            decks=decks,
            explanation=explanation,
            hand_winners=hand_winners,
            points=points,
            totals=totals,
        )

        return score_ruling
