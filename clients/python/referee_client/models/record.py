from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.record_status import RecordStatus
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.record_calls_item import RecordCallsItem
    from ..models.record_clock_type_0 import RecordClockType0
    from ..models.record_deal import RecordDeal
    from ..models.record_decisions_item import RecordDecisionsItem
    from ..models.record_director import RecordDirector
    from ..models.record_event import RecordEvent
    from ..models.record_move import RecordMove
    from ..models.record_options_type_0 import RecordOptionsType0
    from ..models.record_webhook import RecordWebhook
    from ..models.result import Result


T = TypeVar("T", bound="Record")


@_attrs_define
class Record:
    """
    Attributes:
        clock (None | RecordClockType0): the game's clock as created (`per_move`, or `total` and `increment`, seconds);
            null: none. Its clock's forfeits (R99), pauses (R206) and extensions (R207) are replayed under it
        complete (bool): true once the game has ended: the record holds everything
        created_at (str):
        deal (RecordDeal):
        director (None | RecordDirector): the game's director (R200): its `correction_minutes` (R201); null: the game
            has none. Its decisions and calls are replayed under it
        ended_at (None | str):
        events (list[RecordEvent]): active: redacted for the caller; finished: as stored, each hidden part in `secret`
            with the seats it was shown to
        format_ (str):  Example: referee-record/1.
        id (str):
        moves (list[RecordMove]):
        options (None | RecordOptionsType0):
        players (list[str]):
        preset (None | str):
        result (None | Result):
        role (str): whose sight the record has: `all`, `seat N`, `table` or `spectator`
        rules_version (int):
        status (RecordStatus):
        variant (str):
        version (int): the last event's version
        calls (list[RecordCallsItem] | Unset): the calls of the director: `id`, `seat`, `version`, `at` (never the
            message, R210)
        decisions (list[RecordDecisionsItem] | Unset): the director's decisions as the reader may see them (R210);
            verification replays them with the moves
        webhook (RecordWebhook | Unset):
    """

    clock: None | RecordClockType0
    complete: bool
    created_at: str
    deal: RecordDeal
    director: None | RecordDirector
    ended_at: None | str
    events: list[RecordEvent]
    format_: str
    id: str
    moves: list[RecordMove]
    options: None | RecordOptionsType0
    players: list[str]
    preset: None | str
    result: None | Result
    role: str
    rules_version: int
    status: RecordStatus
    variant: str
    version: int
    calls: list[RecordCallsItem] | Unset = UNSET
    decisions: list[RecordDecisionsItem] | Unset = UNSET
    webhook: RecordWebhook | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.record_clock_type_0 import RecordClockType0  # noqa: PLC0415
        from ..models.record_director import RecordDirector  # noqa: PLC0415
        from ..models.record_options_type_0 import RecordOptionsType0  # noqa: PLC0415
        from ..models.result import Result  # noqa: PLC0415

        clock: dict[str, Any] | None
        if isinstance(self.clock, RecordClockType0):
            clock = self.clock.to_dict()
        else:
            clock = self.clock

        complete = self.complete

        created_at = self.created_at

        deal = self.deal.to_dict()

        director: dict[str, Any] | None
        if isinstance(self.director, RecordDirector):
            director = self.director.to_dict()
        else:
            director = self.director

        ended_at: None | str
        ended_at = self.ended_at

        events = []
        for events_item_data in self.events:
            events_item = events_item_data.to_dict()
            events.append(events_item)

        format_ = self.format_

        id = self.id

        moves = []
        for moves_item_data in self.moves:
            moves_item = moves_item_data.to_dict()
            moves.append(moves_item)

        options: dict[str, Any] | None
        if isinstance(self.options, RecordOptionsType0):
            options = self.options.to_dict()
        else:
            options = self.options

        players = self.players

        preset: None | str
        preset = self.preset

        result: dict[str, Any] | None
        if isinstance(self.result, Result):
            result = self.result.to_dict()
        else:
            result = self.result

        role = self.role

        rules_version = self.rules_version

        status = self.status.value

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

        webhook: dict[str, Any] | Unset = UNSET
        if not isinstance(self.webhook, Unset):
            webhook = self.webhook.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "clock": clock,
                "complete": complete,
                "created_at": created_at,
                "deal": deal,
                "director": director,
                "ended_at": ended_at,
                "events": events,
                "format": format_,
                "id": id,
                "moves": moves,
                "options": options,
                "players": players,
                "preset": preset,
                "result": result,
                "role": role,
                "rules_version": rules_version,
                "status": status,
                "variant": variant,
                "version": version,
            }
        )
        if calls is not UNSET:
            field_dict["calls"] = calls
        if decisions is not UNSET:
            field_dict["decisions"] = decisions
        if webhook is not UNSET:
            field_dict["webhook"] = webhook

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.record_calls_item import RecordCallsItem  # noqa: PLC0415
        from ..models.record_clock_type_0 import RecordClockType0  # noqa: PLC0415
        from ..models.record_deal import RecordDeal  # noqa: PLC0415
        from ..models.record_decisions_item import RecordDecisionsItem  # noqa: PLC0415
        from ..models.record_director import RecordDirector  # noqa: PLC0415
        from ..models.record_event import RecordEvent  # noqa: PLC0415
        from ..models.record_move import RecordMove  # noqa: PLC0415
        from ..models.record_options_type_0 import RecordOptionsType0  # noqa: PLC0415
        from ..models.record_webhook import RecordWebhook  # noqa: PLC0415
        from ..models.result import Result  # noqa: PLC0415

        d = dict(src_dict)

        def _parse_clock(data: object) -> None | RecordClockType0:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                clock_type_0 = RecordClockType0.from_dict(data)

                return clock_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | RecordClockType0, data)

        clock = _parse_clock(d.pop("clock"))

        complete = d.pop("complete")

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

        def _parse_ended_at(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        ended_at = _parse_ended_at(d.pop("ended_at"))

        events = []
        _events = d.pop("events")
        for events_item_data in _events:
            events_item = RecordEvent.from_dict(events_item_data)

            events.append(events_item)

        format_ = d.pop("format")

        id = d.pop("id")

        moves = []
        _moves = d.pop("moves")
        for moves_item_data in _moves:
            moves_item = RecordMove.from_dict(moves_item_data)

            moves.append(moves_item)

        def _parse_options(data: object) -> None | RecordOptionsType0:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                options_type_0 = RecordOptionsType0.from_dict(data)

                return options_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | RecordOptionsType0, data)

        options = _parse_options(d.pop("options"))

        players = cast(list[str], d.pop("players"))

        def _parse_preset(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        preset = _parse_preset(d.pop("preset"))

        def _parse_result(data: object) -> None | Result:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                result_type_0 = Result.from_dict(data)

                return result_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Result, data)

        result = _parse_result(d.pop("result"))

        role = d.pop("role")

        rules_version = d.pop("rules_version")

        status = RecordStatus(d.pop("status"))

        variant = d.pop("variant")

        version = d.pop("version")

        _calls = d.pop("calls", UNSET)
        calls: list[RecordCallsItem] | Unset = UNSET
        if _calls is not UNSET:
            calls = []
            for calls_item_data in _calls:
                calls_item = RecordCallsItem.from_dict(calls_item_data)

                calls.append(calls_item)

        _decisions = d.pop("decisions", UNSET)
        decisions: list[RecordDecisionsItem] | Unset = UNSET
        if _decisions is not UNSET:
            decisions = []
            for decisions_item_data in _decisions:
                decisions_item = RecordDecisionsItem.from_dict(decisions_item_data)

                decisions.append(decisions_item)

        _webhook = d.pop("webhook", UNSET)
        webhook: RecordWebhook | Unset
        if isinstance(_webhook, Unset):
            webhook = UNSET
        else:
            webhook = RecordWebhook.from_dict(_webhook)

        record = cls(
            clock=clock,
            complete=complete,
            created_at=created_at,
            deal=deal,
            director=director,
            ended_at=ended_at,
            events=events,
            format_=format_,
            id=id,
            moves=moves,
            options=options,
            players=players,
            preset=preset,
            result=result,
            role=role,
            rules_version=rules_version,
            status=status,
            variant=variant,
            version=version,
            calls=calls,
            decisions=decisions,
            webhook=webhook,
        )

        return record
