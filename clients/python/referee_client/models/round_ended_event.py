from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.round_ended_event_type import RoundEndedEventType

if TYPE_CHECKING:
    from ..models.round_ended_event_columns_item_item import RoundEndedEventColumnsItemItem
    from ..models.round_ended_event_early_win_type_1 import RoundEndedEventEarlyWinType1
    from ..models.round_ended_event_ranking_item import RoundEndedEventRankingItem
    from ..models.round_ended_event_vp_item_item import RoundEndedEventVpItemItem


T = TypeVar("T", bound="RoundEndedEvent")


@_attrs_define
class RoundEndedEvent:
    """A `round_ended` event (four-aces)

    Attributes:
        at (str):
        columns (list[list[RoundEndedEventColumnsItemItem]]):
        early_win (None | RoundEndedEventEarlyWinType1):
        jokers_used (list[int]):
        piles (list[list[str]]):
        piumas (list[list[str]]):
        points (list[int]):
        ranking (list[RoundEndedEventRankingItem]):
        round_ (int):
        seq (int):
        sides (list[list[int]]):
        totals (list[int]):
        type_ (RoundEndedEventType):
        version (int): the version it led to
        vp (list[list[RoundEndedEventVpItemItem]]):
    """

    at: str
    columns: list[list[RoundEndedEventColumnsItemItem]]
    early_win: None | RoundEndedEventEarlyWinType1
    jokers_used: list[int]
    piles: list[list[str]]
    piumas: list[list[str]]
    points: list[int]
    ranking: list[RoundEndedEventRankingItem]
    round_: int
    seq: int
    sides: list[list[int]]
    totals: list[int]
    type_: RoundEndedEventType
    version: int
    vp: list[list[RoundEndedEventVpItemItem]]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.round_ended_event_early_win_type_1 import RoundEndedEventEarlyWinType1  # noqa: PLC0415

        at = self.at

        columns = []
        for columns_item_data in self.columns:
            columns_item = []
            for columns_item_item_data in columns_item_data:
                columns_item_item = columns_item_item_data.to_dict()
                columns_item.append(columns_item_item)

            columns.append(columns_item)

        early_win: dict[str, Any] | None
        if isinstance(self.early_win, RoundEndedEventEarlyWinType1):
            early_win = self.early_win.to_dict()
        else:
            early_win = self.early_win

        jokers_used = self.jokers_used

        piles = []
        for piles_item_data in self.piles:
            piles_item = piles_item_data

            piles.append(piles_item)

        piumas = []
        for piumas_item_data in self.piumas:
            piumas_item = piumas_item_data

            piumas.append(piumas_item)

        points = self.points

        ranking = []
        for ranking_item_data in self.ranking:
            ranking_item = ranking_item_data.to_dict()
            ranking.append(ranking_item)

        round_ = self.round_

        seq = self.seq

        sides = []
        for sides_item_data in self.sides:
            sides_item = sides_item_data

            sides.append(sides_item)

        totals = self.totals

        type_ = self.type_.value

        version = self.version

        vp = []
        for vp_item_data in self.vp:
            vp_item = []
            for vp_item_item_data in vp_item_data:
                vp_item_item = vp_item_item_data.to_dict()
                vp_item.append(vp_item_item)

            vp.append(vp_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "at": at,
                "columns": columns,
                "early_win": early_win,
                "jokers_used": jokers_used,
                "piles": piles,
                "piumas": piumas,
                "points": points,
                "ranking": ranking,
                "round": round_,
                "seq": seq,
                "sides": sides,
                "totals": totals,
                "type": type_,
                "version": version,
                "vp": vp,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.round_ended_event_columns_item_item import RoundEndedEventColumnsItemItem  # noqa: PLC0415
        from ..models.round_ended_event_early_win_type_1 import RoundEndedEventEarlyWinType1  # noqa: PLC0415
        from ..models.round_ended_event_ranking_item import RoundEndedEventRankingItem  # noqa: PLC0415
        from ..models.round_ended_event_vp_item_item import RoundEndedEventVpItemItem  # noqa: PLC0415

        d = dict(src_dict)
        at = d.pop("at")

        columns = []
        _columns = d.pop("columns")
        for columns_item_data in _columns:
            columns_item = []
            _columns_item = columns_item_data
            for columns_item_item_data in _columns_item:
                columns_item_item = RoundEndedEventColumnsItemItem.from_dict(columns_item_item_data)

                columns_item.append(columns_item_item)

            columns.append(columns_item)

        def _parse_early_win(data: object) -> None | RoundEndedEventEarlyWinType1:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                early_win_type_1 = RoundEndedEventEarlyWinType1.from_dict(data)

                return early_win_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | RoundEndedEventEarlyWinType1, data)

        early_win = _parse_early_win(d.pop("early_win"))

        jokers_used = cast(list[int], d.pop("jokers_used"))

        piles = []
        _piles = d.pop("piles")
        for piles_item_data in _piles:
            piles_item = cast(list[str], piles_item_data)

            piles.append(piles_item)

        piumas = []
        _piumas = d.pop("piumas")
        for piumas_item_data in _piumas:
            piumas_item = cast(list[str], piumas_item_data)

            piumas.append(piumas_item)

        points = cast(list[int], d.pop("points"))

        ranking = []
        _ranking = d.pop("ranking")
        for ranking_item_data in _ranking:
            ranking_item = RoundEndedEventRankingItem.from_dict(ranking_item_data)

            ranking.append(ranking_item)

        round_ = d.pop("round")

        seq = d.pop("seq")

        sides = []
        _sides = d.pop("sides")
        for sides_item_data in _sides:
            sides_item = cast(list[int], sides_item_data)

            sides.append(sides_item)

        totals = cast(list[int], d.pop("totals"))

        type_ = RoundEndedEventType(d.pop("type"))

        version = d.pop("version")

        vp = []
        _vp = d.pop("vp")
        for vp_item_data in _vp:
            vp_item = []
            _vp_item = vp_item_data
            for vp_item_item_data in _vp_item:
                vp_item_item = RoundEndedEventVpItemItem.from_dict(vp_item_item_data)

                vp_item.append(vp_item_item)

            vp.append(vp_item)

        round_ended_event = cls(
            at=at,
            columns=columns,
            early_win=early_win,
            jokers_used=jokers_used,
            piles=piles,
            piumas=piumas,
            points=points,
            ranking=ranking,
            round_=round_,
            seq=seq,
            sides=sides,
            totals=totals,
            type_=type_,
            version=version,
            vp=vp,
        )

        round_ended_event.additional_properties = d
        return round_ended_event

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
