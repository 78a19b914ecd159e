from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.answer_event import AnswerEvent
    from ..models.attack_event import AttackEvent
    from ..models.capture_event import CaptureEvent
    from ..models.challenger_event import ChallengerEvent
    from ..models.dealer_cut_event import DealerCutEvent
    from ..models.decision_event import DecisionEvent
    from ..models.decline_event import DeclineEvent
    from ..models.director_called_event import DirectorCalledEvent
    from ..models.draw_event import DrawEvent
    from ..models.drop_event import DropEvent
    from ..models.exchange_called_event import ExchangeCalledEvent
    from ..models.exchange_declined_event import ExchangeDeclinedEvent
    from ..models.exchange_take_event import ExchangeTakeEvent
    from ..models.game_created_event import GameCreatedEvent
    from ..models.game_ended_event import GameEndedEvent
    from ..models.hand_ended_event import HandEndedEvent
    from ..models.hand_started_event import HandStartedEvent
    from ..models.interrupted_event import InterruptedEvent
    from ..models.interruption_asked_event import InterruptionAskedEvent
    from ..models.interruption_declined_event import InterruptionDeclinedEvent
    from ..models.move_event import MoveEvent
    from ..models.move_undone_event import MoveUndoneEvent
    from ..models.mulligan_ended_event import MulliganEndedEvent
    from ..models.pass_event import PassEvent
    from ..models.piuma_event import PiumaEvent
    from ..models.play_resolved_event import PlayResolvedEvent
    from ..models.player_out_event import PlayerOutEvent
    from ..models.round_ended_event import RoundEndedEvent
    from ..models.round_started_event import RoundStartedEvent
    from ..models.seat_resigned_event import SeatResignedEvent
    from ..models.stake_event import StakeEvent
    from ..models.style_chosen_event import StyleChosenEvent
    from ..models.swap_event import SwapEvent
    from ..models.table_refilled_event import TableRefilledEvent
    from ..models.trick_resolved_event import TrickResolvedEvent


T = TypeVar("T", bound="EventPage")


@_attrs_define
class EventPage:
    """
    Attributes:
        events (list[AnswerEvent | AttackEvent | CaptureEvent | ChallengerEvent | DealerCutEvent | DecisionEvent |
            DeclineEvent | DirectorCalledEvent | DrawEvent | DropEvent | ExchangeCalledEvent | ExchangeDeclinedEvent |
            ExchangeTakeEvent | GameCreatedEvent | GameEndedEvent | HandEndedEvent | HandStartedEvent | InterruptedEvent |
            InterruptionAskedEvent | InterruptionDeclinedEvent | MoveEvent | MoveUndoneEvent | MulliganEndedEvent |
            PassEvent | PiumaEvent | PlayerOutEvent | PlayResolvedEvent | RoundEndedEvent | RoundStartedEvent |
            SeatResignedEvent | StakeEvent | StyleChosenEvent | SwapEvent | TableRefilledEvent | TrickResolvedEvent]):
        last_seq (int): the last event's seq
    """

    events: list[
        AnswerEvent
        | AttackEvent
        | CaptureEvent
        | ChallengerEvent
        | DealerCutEvent
        | DecisionEvent
        | DeclineEvent
        | DirectorCalledEvent
        | DrawEvent
        | DropEvent
        | ExchangeCalledEvent
        | ExchangeDeclinedEvent
        | ExchangeTakeEvent
        | GameCreatedEvent
        | GameEndedEvent
        | HandEndedEvent
        | HandStartedEvent
        | InterruptedEvent
        | InterruptionAskedEvent
        | InterruptionDeclinedEvent
        | MoveEvent
        | MoveUndoneEvent
        | MulliganEndedEvent
        | PassEvent
        | PiumaEvent
        | PlayerOutEvent
        | PlayResolvedEvent
        | RoundEndedEvent
        | RoundStartedEvent
        | SeatResignedEvent
        | StakeEvent
        | StyleChosenEvent
        | SwapEvent
        | TableRefilledEvent
        | TrickResolvedEvent
    ]
    last_seq: int

    def to_dict(self) -> dict[str, Any]:
        from ..models.answer_event import AnswerEvent  # noqa: PLC0415
        from ..models.attack_event import AttackEvent  # noqa: PLC0415
        from ..models.capture_event import CaptureEvent  # noqa: PLC0415
        from ..models.challenger_event import ChallengerEvent  # noqa: PLC0415
        from ..models.dealer_cut_event import DealerCutEvent  # noqa: PLC0415
        from ..models.decision_event import DecisionEvent  # noqa: PLC0415
        from ..models.decline_event import DeclineEvent  # noqa: PLC0415
        from ..models.director_called_event import DirectorCalledEvent  # noqa: PLC0415
        from ..models.draw_event import DrawEvent  # noqa: PLC0415
        from ..models.drop_event import DropEvent  # noqa: PLC0415
        from ..models.exchange_called_event import ExchangeCalledEvent  # noqa: PLC0415
        from ..models.exchange_declined_event import ExchangeDeclinedEvent  # noqa: PLC0415
        from ..models.exchange_take_event import ExchangeTakeEvent  # noqa: PLC0415
        from ..models.game_created_event import GameCreatedEvent  # noqa: PLC0415
        from ..models.game_ended_event import GameEndedEvent  # noqa: PLC0415
        from ..models.hand_ended_event import HandEndedEvent  # noqa: PLC0415
        from ..models.hand_started_event import HandStartedEvent  # noqa: PLC0415
        from ..models.interrupted_event import InterruptedEvent  # noqa: PLC0415
        from ..models.interruption_asked_event import InterruptionAskedEvent  # noqa: PLC0415
        from ..models.interruption_declined_event import InterruptionDeclinedEvent  # noqa: PLC0415
        from ..models.move_event import MoveEvent  # noqa: PLC0415
        from ..models.move_undone_event import MoveUndoneEvent  # noqa: PLC0415
        from ..models.mulligan_ended_event import MulliganEndedEvent  # noqa: PLC0415
        from ..models.pass_event import PassEvent  # noqa: PLC0415
        from ..models.piuma_event import PiumaEvent  # noqa: PLC0415
        from ..models.play_resolved_event import PlayResolvedEvent  # noqa: PLC0415
        from ..models.player_out_event import PlayerOutEvent  # noqa: PLC0415
        from ..models.round_ended_event import RoundEndedEvent  # noqa: PLC0415
        from ..models.round_started_event import RoundStartedEvent  # noqa: PLC0415
        from ..models.seat_resigned_event import SeatResignedEvent  # noqa: PLC0415
        from ..models.stake_event import StakeEvent  # noqa: PLC0415
        from ..models.style_chosen_event import StyleChosenEvent  # noqa: PLC0415
        from ..models.swap_event import SwapEvent  # noqa: PLC0415
        from ..models.table_refilled_event import TableRefilledEvent  # noqa: PLC0415

        events = []
        for events_item_data in self.events:
            events_item: dict[str, Any]
            if isinstance(events_item_data, AnswerEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, AttackEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, CaptureEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, ChallengerEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, DealerCutEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, DecisionEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, DeclineEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, DirectorCalledEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, DrawEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, DropEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, ExchangeCalledEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, ExchangeDeclinedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, ExchangeTakeEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, GameCreatedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, GameEndedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, HandEndedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, HandStartedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, InterruptedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, InterruptionAskedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, InterruptionDeclinedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, MoveEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, MoveUndoneEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, MulliganEndedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, PassEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, PiumaEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, PlayResolvedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, PlayerOutEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, RoundEndedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, RoundStartedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, SeatResignedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, StakeEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, StyleChosenEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, SwapEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, TableRefilledEvent):
                events_item = events_item_data.to_dict()
            else:
                events_item = events_item_data.to_dict()

            events.append(events_item)

        last_seq = self.last_seq

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "events": events,
                "last_seq": last_seq,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.answer_event import AnswerEvent  # noqa: PLC0415
        from ..models.attack_event import AttackEvent  # noqa: PLC0415
        from ..models.capture_event import CaptureEvent  # noqa: PLC0415
        from ..models.challenger_event import ChallengerEvent  # noqa: PLC0415
        from ..models.dealer_cut_event import DealerCutEvent  # noqa: PLC0415
        from ..models.decision_event import DecisionEvent  # noqa: PLC0415
        from ..models.decline_event import DeclineEvent  # noqa: PLC0415
        from ..models.director_called_event import DirectorCalledEvent  # noqa: PLC0415
        from ..models.draw_event import DrawEvent  # noqa: PLC0415
        from ..models.drop_event import DropEvent  # noqa: PLC0415
        from ..models.exchange_called_event import ExchangeCalledEvent  # noqa: PLC0415
        from ..models.exchange_declined_event import ExchangeDeclinedEvent  # noqa: PLC0415
        from ..models.exchange_take_event import ExchangeTakeEvent  # noqa: PLC0415
        from ..models.game_created_event import GameCreatedEvent  # noqa: PLC0415
        from ..models.game_ended_event import GameEndedEvent  # noqa: PLC0415
        from ..models.hand_ended_event import HandEndedEvent  # noqa: PLC0415
        from ..models.hand_started_event import HandStartedEvent  # noqa: PLC0415
        from ..models.interrupted_event import InterruptedEvent  # noqa: PLC0415
        from ..models.interruption_asked_event import InterruptionAskedEvent  # noqa: PLC0415
        from ..models.interruption_declined_event import InterruptionDeclinedEvent  # noqa: PLC0415
        from ..models.move_event import MoveEvent  # noqa: PLC0415
        from ..models.move_undone_event import MoveUndoneEvent  # noqa: PLC0415
        from ..models.mulligan_ended_event import MulliganEndedEvent  # noqa: PLC0415
        from ..models.pass_event import PassEvent  # noqa: PLC0415
        from ..models.piuma_event import PiumaEvent  # noqa: PLC0415
        from ..models.play_resolved_event import PlayResolvedEvent  # noqa: PLC0415
        from ..models.player_out_event import PlayerOutEvent  # noqa: PLC0415
        from ..models.round_ended_event import RoundEndedEvent  # noqa: PLC0415
        from ..models.round_started_event import RoundStartedEvent  # noqa: PLC0415
        from ..models.seat_resigned_event import SeatResignedEvent  # noqa: PLC0415
        from ..models.stake_event import StakeEvent  # noqa: PLC0415
        from ..models.style_chosen_event import StyleChosenEvent  # noqa: PLC0415
        from ..models.swap_event import SwapEvent  # noqa: PLC0415
        from ..models.table_refilled_event import TableRefilledEvent  # noqa: PLC0415
        from ..models.trick_resolved_event import TrickResolvedEvent  # noqa: PLC0415

        d = dict(src_dict)
        events = []
        _events = d.pop("events")
        for events_item_data in _events:

            def _parse_events_item(
                data: object,
            ) -> (
                AnswerEvent
                | AttackEvent
                | CaptureEvent
                | ChallengerEvent
                | DealerCutEvent
                | DecisionEvent
                | DeclineEvent
                | DirectorCalledEvent
                | DrawEvent
                | DropEvent
                | ExchangeCalledEvent
                | ExchangeDeclinedEvent
                | ExchangeTakeEvent
                | GameCreatedEvent
                | GameEndedEvent
                | HandEndedEvent
                | HandStartedEvent
                | InterruptedEvent
                | InterruptionAskedEvent
                | InterruptionDeclinedEvent
                | MoveEvent
                | MoveUndoneEvent
                | MulliganEndedEvent
                | PassEvent
                | PiumaEvent
                | PlayerOutEvent
                | PlayResolvedEvent
                | RoundEndedEvent
                | RoundStartedEvent
                | SeatResignedEvent
                | StakeEvent
                | StyleChosenEvent
                | SwapEvent
                | TableRefilledEvent
                | TrickResolvedEvent
            ):
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_0 = AnswerEvent.from_dict(data)

                    return componentsschemas_event_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_1 = AttackEvent.from_dict(data)

                    return componentsschemas_event_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_2 = CaptureEvent.from_dict(data)

                    return componentsschemas_event_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_3 = ChallengerEvent.from_dict(data)

                    return componentsschemas_event_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_4 = DealerCutEvent.from_dict(data)

                    return componentsschemas_event_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_5 = DecisionEvent.from_dict(data)

                    return componentsschemas_event_type_5
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_6 = DeclineEvent.from_dict(data)

                    return componentsschemas_event_type_6
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_7 = DirectorCalledEvent.from_dict(data)

                    return componentsschemas_event_type_7
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_8 = DrawEvent.from_dict(data)

                    return componentsschemas_event_type_8
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_9 = DropEvent.from_dict(data)

                    return componentsschemas_event_type_9
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_10 = ExchangeCalledEvent.from_dict(data)

                    return componentsschemas_event_type_10
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_11 = ExchangeDeclinedEvent.from_dict(data)

                    return componentsschemas_event_type_11
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_12 = ExchangeTakeEvent.from_dict(data)

                    return componentsschemas_event_type_12
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_13 = GameCreatedEvent.from_dict(data)

                    return componentsschemas_event_type_13
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_14 = GameEndedEvent.from_dict(data)

                    return componentsschemas_event_type_14
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_15 = HandEndedEvent.from_dict(data)

                    return componentsschemas_event_type_15
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_16 = HandStartedEvent.from_dict(data)

                    return componentsschemas_event_type_16
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_17 = InterruptedEvent.from_dict(data)

                    return componentsschemas_event_type_17
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_18 = InterruptionAskedEvent.from_dict(data)

                    return componentsschemas_event_type_18
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_19 = InterruptionDeclinedEvent.from_dict(data)

                    return componentsschemas_event_type_19
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_20 = MoveEvent.from_dict(data)

                    return componentsschemas_event_type_20
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_21 = MoveUndoneEvent.from_dict(data)

                    return componentsschemas_event_type_21
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_22 = MulliganEndedEvent.from_dict(data)

                    return componentsschemas_event_type_22
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_23 = PassEvent.from_dict(data)

                    return componentsschemas_event_type_23
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_24 = PiumaEvent.from_dict(data)

                    return componentsschemas_event_type_24
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_25 = PlayResolvedEvent.from_dict(data)

                    return componentsschemas_event_type_25
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_26 = PlayerOutEvent.from_dict(data)

                    return componentsschemas_event_type_26
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_27 = RoundEndedEvent.from_dict(data)

                    return componentsschemas_event_type_27
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_28 = RoundStartedEvent.from_dict(data)

                    return componentsschemas_event_type_28
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_29 = SeatResignedEvent.from_dict(data)

                    return componentsschemas_event_type_29
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_30 = StakeEvent.from_dict(data)

                    return componentsschemas_event_type_30
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_31 = StyleChosenEvent.from_dict(data)

                    return componentsschemas_event_type_31
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_32 = SwapEvent.from_dict(data)

                    return componentsschemas_event_type_32
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_33 = TableRefilledEvent.from_dict(data)

                    return componentsschemas_event_type_33
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_event_type_34 = TrickResolvedEvent.from_dict(data)

                return componentsschemas_event_type_34

            events_item = _parse_events_item(events_item_data)

            events.append(events_item)

        last_seq = d.pop("last_seq")

        event_page = cls(
            events=events,
            last_seq=last_seq,
        )

        return event_page
