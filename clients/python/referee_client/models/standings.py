from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.rank import Rank


T = TypeVar("T", bound="Standings")


@_attrs_define
class Standings:
    """
    Attributes:
        ranking (list[Rank]):
        scores (list[int]):
        winners (list[int]):
    """

    ranking: list[Rank]
    scores: list[int]
    winners: list[int]

    def to_dict(self) -> dict[str, Any]:
        ranking = []
        for ranking_item_data in self.ranking:
            ranking_item = ranking_item_data.to_dict()
            ranking.append(ranking_item)

        scores = self.scores

        winners = self.winners

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "ranking": ranking,
                "scores": scores,
                "winners": winners,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.rank import Rank  # noqa: PLC0415

        d = dict(src_dict)
        ranking = []
        _ranking = d.pop("ranking")
        for ranking_item_data in _ranking:
            ranking_item = Rank.from_dict(ranking_item_data)

            ranking.append(ranking_item)

        scores = cast(list[int], d.pop("scores"))

        winners = cast(list[int], d.pop("winners"))

        standings = cls(
            ranking=ranking,
            scores=scores,
            winners=winners,
        )

        return standings
