from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.count_ruling_columns_item_item import CountRulingColumnsItemItem
    from ..models.count_ruling_early_win_type_0 import CountRulingEarlyWinType0
    from ..models.count_ruling_ranking_item import CountRulingRankingItem
    from ..models.count_ruling_vp_item_item import CountRulingVpItemItem
    from ..models.explanation_line import ExplanationLine


T = TypeVar("T", bound="CountRuling")


@_attrs_define
class CountRuling:
    """
    Attributes:
        columns (list[list[CountRulingColumnsItemItem]]): A8.1, per side
        early_win (CountRulingEarlyWinType0 | None):
        explanation (list[ExplanationLine]): why, step by step
        jokers_used (list[int]):
        mode (str):
        points (list[int]):
        ranking (list[CountRulingRankingItem]): A8.2
        sides (list[list[int]]):
        vp (list[list[CountRulingVpItemItem]]): A8.3, A9.1–A9.3 lines, per side
        match_winners (list[int] | Unset):
        totals (list[int] | Unset):
    """

    columns: list[list[CountRulingColumnsItemItem]]
    early_win: CountRulingEarlyWinType0 | None
    explanation: list[ExplanationLine]
    jokers_used: list[int]
    mode: str
    points: list[int]
    ranking: list[CountRulingRankingItem]
    sides: list[list[int]]
    vp: list[list[CountRulingVpItemItem]]
    match_winners: list[int] | Unset = UNSET
    totals: list[int] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.count_ruling_early_win_type_0 import CountRulingEarlyWinType0  # noqa: PLC0415

        columns = []
        for columns_item_data in self.columns:
            columns_item = []
            for columns_item_item_data in columns_item_data:
                columns_item_item = columns_item_item_data.to_dict()
                columns_item.append(columns_item_item)

            columns.append(columns_item)

        early_win: dict[str, Any] | None
        if isinstance(self.early_win, CountRulingEarlyWinType0):
            early_win = self.early_win.to_dict()
        else:
            early_win = self.early_win

        explanation = []
        for explanation_item_data in self.explanation:
            explanation_item = explanation_item_data.to_dict()
            explanation.append(explanation_item)

        jokers_used = self.jokers_used

        mode = self.mode

        points = self.points

        ranking = []
        for ranking_item_data in self.ranking:
            ranking_item = ranking_item_data.to_dict()
            ranking.append(ranking_item)

        sides = []
        for sides_item_data in self.sides:
            sides_item = sides_item_data

            sides.append(sides_item)

        vp = []
        for vp_item_data in self.vp:
            vp_item = []
            for vp_item_item_data in vp_item_data:
                vp_item_item = vp_item_item_data.to_dict()
                vp_item.append(vp_item_item)

            vp.append(vp_item)

        match_winners: list[int] | Unset = UNSET
        if not isinstance(self.match_winners, Unset):
            match_winners = self.match_winners

        totals: list[int] | Unset = UNSET
        if not isinstance(self.totals, Unset):
            totals = self.totals

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "columns": columns,
                "early_win": early_win,
                "explanation": explanation,
                "jokers_used": jokers_used,
                "mode": mode,
                "points": points,
                "ranking": ranking,
                "sides": sides,
                "vp": vp,
            }
        )
        if match_winners is not UNSET:
            field_dict["match_winners"] = match_winners
        if totals is not UNSET:
            field_dict["totals"] = totals

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.count_ruling_columns_item_item import CountRulingColumnsItemItem  # noqa: PLC0415
        from ..models.count_ruling_early_win_type_0 import CountRulingEarlyWinType0  # noqa: PLC0415
        from ..models.count_ruling_ranking_item import CountRulingRankingItem  # noqa: PLC0415
        from ..models.count_ruling_vp_item_item import CountRulingVpItemItem  # noqa: PLC0415
        from ..models.explanation_line import ExplanationLine  # noqa: PLC0415

        d = dict(src_dict)
        columns = []
        _columns = d.pop("columns")
        for columns_item_data in _columns:
            columns_item = []
            _columns_item = columns_item_data
            for columns_item_item_data in _columns_item:
                columns_item_item = CountRulingColumnsItemItem.from_dict(columns_item_item_data)

                columns_item.append(columns_item_item)

            columns.append(columns_item)

        def _parse_early_win(data: object) -> CountRulingEarlyWinType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                early_win_type_0 = CountRulingEarlyWinType0.from_dict(data)

                return early_win_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(CountRulingEarlyWinType0 | None, data)

        early_win = _parse_early_win(d.pop("early_win"))

        explanation = []
        _explanation = d.pop("explanation")
        for explanation_item_data in _explanation:
            explanation_item = ExplanationLine.from_dict(explanation_item_data)

            explanation.append(explanation_item)

        jokers_used = cast(list[int], d.pop("jokers_used"))

        mode = d.pop("mode")

        points = cast(list[int], d.pop("points"))

        ranking = []
        _ranking = d.pop("ranking")
        for ranking_item_data in _ranking:
            ranking_item = CountRulingRankingItem.from_dict(ranking_item_data)

            ranking.append(ranking_item)

        sides = []
        _sides = d.pop("sides")
        for sides_item_data in _sides:
            sides_item = cast(list[int], sides_item_data)

            sides.append(sides_item)

        vp = []
        _vp = d.pop("vp")
        for vp_item_data in _vp:
            vp_item = []
            _vp_item = vp_item_data
            for vp_item_item_data in _vp_item:
                vp_item_item = CountRulingVpItemItem.from_dict(vp_item_item_data)

                vp_item.append(vp_item_item)

            vp.append(vp_item)

        match_winners = cast(list[int], d.pop("match_winners", UNSET))

        totals = cast(list[int], d.pop("totals", UNSET))

        count_ruling = cls(
            columns=columns,
            early_win=early_win,
            explanation=explanation,
            jokers_used=jokers_used,
            mode=mode,
            points=points,
            ranking=ranking,
            sides=sides,
            vp=vp,
            match_winners=match_winners,
            totals=totals,
        )

        return count_ruling
