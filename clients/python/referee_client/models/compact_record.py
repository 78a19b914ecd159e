from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.compact_move import CompactMove
    from ..models.compact_record_calls_item import CompactRecordCallsItem
    from ..models.compact_record_clock_type_0 import CompactRecordClockType0
    from ..models.compact_record_decisions_item import CompactRecordDecisionsItem
    from ..models.compact_record_options_type_0 import CompactRecordOptionsType0
    from ..models.record_deal import RecordDeal
    from ..models.record_director import RecordDirector
    from ..models.signed_result import SignedResult


T = TypeVar("T", bound="CompactRecord")


@_attrs_define
class CompactRecord:
    """
    Attributes:
        clock (CompactRecordClockType0 | None): the game's clock as created (`per_move`, or `total` and `increment`,
            seconds); null: none. Its clock's forfeits (R99), pauses (R206) and extensions (R207) are replayed under it
        created_at (str):
        deal (RecordDeal):
        director (None | RecordDirector): the game's director (R200): its `correction_minutes` (R201); null: the game
            has none. Its decisions and calls are replayed under it
        ended_at (str):
        format_ (str):  Example: referee-record-compact/1.
        id (str):
        moves (list[CompactMove]):
        options (CompactRecordOptionsType0 | None):
        players (list[str]):
        preset (None | str):
        result (SignedResult):
        rules_version (int):
        variant (str):
        version (int): the last event's version
        calls (list[CompactRecordCallsItem] | Unset): the calls of the director, as the full record holds them
        decisions (list[CompactRecordDecisionsItem] | Unset): the director's decisions, as the full record holds them
            (R210)
    """

    clock: CompactRecordClockType0 | None
    created_at: str
    deal: RecordDeal
    director: None | RecordDirector
    ended_at: str
    format_: str
    id: str
    moves: list[CompactMove]
    options: CompactRecordOptionsType0 | None
    players: list[str]
    preset: None | str
    result: SignedResult
    rules_version: int
    variant: str
    version: int
    calls: list[CompactRecordCallsItem] | Unset = UNSET
    decisions: list[CompactRecordDecisionsItem] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.compact_record_clock_type_0 import CompactRecordClockType0  # noqa: PLC0415
        from ..models.compact_record_options_type_0 import CompactRecordOptionsType0  # noqa: PLC0415
        from ..models.record_director import RecordDirector  # noqa: PLC0415

        clock: dict[str, Any] | None
        if isinstance(self.clock, CompactRecordClockType0):
            clock = self.clock.to_dict()
        else:
            clock = self.clock

        created_at = self.created_at

        deal = self.deal.to_dict()

        director: dict[str, Any] | None
        if isinstance(self.director, RecordDirector):
            director = self.director.to_dict()
        else:
            director = self.director

        ended_at = self.ended_at

        format_ = self.format_

        id = self.id

        moves = []
        for moves_item_data in self.moves:
            moves_item = moves_item_data.to_dict()
            moves.append(moves_item)

        options: dict[str, Any] | None
        if isinstance(self.options, CompactRecordOptionsType0):
            options = self.options.to_dict()
        else:
            options = self.options

        players = self.players

        preset: None | str
        preset = self.preset

        result = self.result.to_dict()

        rules_version = self.rules_version

        variant = self.variant

        version = self.version

        calls: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.calls, Unset):
            calls = []
            for calls_item_data in self.calls:
                calls_item = calls_item_data.to_dict()
                calls.append(calls_item)

        decisions: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.decisions, Unset):
            decisions = []
            for decisions_item_data in self.decisions:
                decisions_item = decisions_item_data.to_dict()
                decisions.append(decisions_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "clock": clock,
                "created_at": created_at,
                "deal": deal,
                "director": director,
                "ended_at": ended_at,
                "format": format_,
                "id": id,
                "moves": moves,
                "options": options,
                "players": players,
                "preset": preset,
                "result": result,
                "rules_version": rules_version,
                "variant": variant,
                "version": version,
            }
        )
        if calls is not UNSET:
            field_dict["calls"] = calls
        if decisions is not UNSET:
            field_dict["decisions"] = decisions

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.compact_move import CompactMove  # noqa: PLC0415
        from ..models.compact_record_calls_item import CompactRecordCallsItem  # noqa: PLC0415
        from ..models.compact_record_clock_type_0 import CompactRecordClockType0  # noqa: PLC0415
        from ..models.compact_record_decisions_item import CompactRecordDecisionsItem  # noqa: PLC0415
        from ..models.compact_record_options_type_0 import CompactRecordOptionsType0  # noqa: PLC0415
        from ..models.record_deal import RecordDeal  # noqa: PLC0415
        from ..models.record_director import RecordDirector  # noqa: PLC0415
        from ..models.signed_result import SignedResult  # noqa: PLC0415

        d = dict(src_dict)

        def _parse_clock(data: object) -> CompactRecordClockType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                clock_type_0 = CompactRecordClockType0.from_dict(data)

                return clock_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(CompactRecordClockType0 | None, data)

        clock = _parse_clock(d.pop("clock"))

        created_at = d.pop("created_at")

        deal = RecordDeal.from_dict(d.pop("deal"))

        def _parse_director(data: object) -> None | RecordDirector:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                director_type_0 = RecordDirector.from_dict(data)

                return director_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | RecordDirector, data)

        director = _parse_director(d.pop("director"))

        ended_at = d.pop("ended_at")

        format_ = d.pop("format")

        id = d.pop("id")

        moves = []
        _moves = d.pop("moves")
        for moves_item_data in _moves:
            moves_item = CompactMove.from_dict(moves_item_data)

            moves.append(moves_item)

        def _parse_options(data: object) -> CompactRecordOptionsType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                options_type_0 = CompactRecordOptionsType0.from_dict(data)

                return options_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(CompactRecordOptionsType0 | None, data)

        options = _parse_options(d.pop("options"))

        players = cast(list[str], d.pop("players"))

        def _parse_preset(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        preset = _parse_preset(d.pop("preset"))

        result = SignedResult.from_dict(d.pop("result"))

        rules_version = d.pop("rules_version")

        variant = d.pop("variant")

        version = d.pop("version")

        _calls = d.pop("calls", UNSET)
        calls: list[CompactRecordCallsItem] | Unset = UNSET
        if _calls is not UNSET:
            calls = []
            for calls_item_data in _calls:
                calls_item = CompactRecordCallsItem.from_dict(calls_item_data)

                calls.append(calls_item)

        _decisions = d.pop("decisions", UNSET)
        decisions: list[CompactRecordDecisionsItem] | Unset = UNSET
        if _decisions is not UNSET:
            decisions = []
            for decisions_item_data in _decisions:
                decisions_item = CompactRecordDecisionsItem.from_dict(decisions_item_data)

                decisions.append(decisions_item)

        compact_record = cls(
            clock=clock,
            created_at=created_at,
            deal=deal,
            director=director,
            ended_at=ended_at,
            format_=format_,
            id=id,
            moves=moves,
            options=options,
            players=players,
            preset=preset,
            result=result,
            rules_version=rules_version,
            variant=variant,
            version=version,
            calls=calls,
            decisions=decisions,
        )

        return compact_record
