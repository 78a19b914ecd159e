from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.standings_input_results_item import StandingsInputResultsItem
    from ..models.standings_input_standings import StandingsInputStandings


T = TypeVar("T", bound="StandingsInput")


@_attrs_define
class StandingsInput:
    """
    Attributes:
        results (list[StandingsInputResultsItem]): the signed game results they name
        standings (StandingsInputStandings): the signed standings, as `GET /v1/tournaments/{id}/standings` gave them
            (`results` left out or not)
    """

    results: list[StandingsInputResultsItem]
    standings: StandingsInputStandings

    def to_dict(self) -> dict[str, Any]:
        results = []
        for results_item_data in self.results:
            results_item = results_item_data.to_dict()
            results.append(results_item)

        standings = self.standings.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "results": results,
                "standings": standings,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.standings_input_results_item import StandingsInputResultsItem  # noqa: PLC0415
        from ..models.standings_input_standings import StandingsInputStandings  # noqa: PLC0415

        d = dict(src_dict)
        results = []
        _results = d.pop("results")
        for results_item_data in _results:
            results_item = StandingsInputResultsItem.from_dict(results_item_data)

            results.append(results_item)

        standings = StandingsInputStandings.from_dict(d.pop("standings"))

        standings_input = cls(
            results=results,
            standings=standings,
        )

        return standings_input
