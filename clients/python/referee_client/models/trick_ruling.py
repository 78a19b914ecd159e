from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.trick_ruling_to import TrickRulingTo

if TYPE_CHECKING:
    from ..models.explanation_line import ExplanationLine
    from ..models.stake_result import StakeResult


T = TypeVar("T", bound="TrickRuling")


@_attrs_define
class TrickRuling:
    """
    Attributes:
        decks (int):
        explanation (list[ExplanationLine]): why, step by step
        hunger (bool):
        stakes (list[StakeResult]):
        to (TrickRulingTo):
        winner (int | None):
    """

    decks: int
    explanation: list[ExplanationLine]
    hunger: bool
    stakes: list[StakeResult]
    to: TrickRulingTo
    winner: int | None

    def to_dict(self) -> dict[str, Any]:
        decks = self.decks

        explanation = []
        for explanation_item_data in self.explanation:
            explanation_item = explanation_item_data.to_dict()
            explanation.append(explanation_item)

        hunger = self.hunger

        stakes = []
        for stakes_item_data in self.stakes:
            stakes_item = stakes_item_data.to_dict()
            stakes.append(stakes_item)

        to = self.to.value

        winner: int | None
        winner = self.winner

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "decks": decks,
                "explanation": explanation,
                "hunger": hunger,
                "stakes": stakes,
                "to": to,
                "winner": winner,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.explanation_line import ExplanationLine  # noqa: PLC0415
        from ..models.stake_result import StakeResult  # noqa: PLC0415

        d = dict(src_dict)
        decks = d.pop("decks")

        explanation = []
        _explanation = d.pop("explanation")
        for explanation_item_data in _explanation:
            explanation_item = ExplanationLine.from_dict(explanation_item_data)

            explanation.append(explanation_item)

        hunger = d.pop("hunger")

        stakes = []
        _stakes = d.pop("stakes")
        for stakes_item_data in _stakes:
            stakes_item = StakeResult.from_dict(stakes_item_data)

            stakes.append(stakes_item)

        to = TrickRulingTo(d.pop("to"))

        def _parse_winner(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        winner = _parse_winner(d.pop("winner"))

        trick_ruling = cls(
            decks=decks,
            explanation=explanation,
            hunger=hunger,
            stakes=stakes,
            to=to,
            winner=winner,
        )

        return trick_ruling
