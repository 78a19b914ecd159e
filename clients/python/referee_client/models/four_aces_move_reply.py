from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.capture_event import CaptureEvent
    from ..models.dealer_cut_event import DealerCutEvent
    from ..models.drop_event import DropEvent
    from ..models.four_aces_draw_event import FourAcesDrawEvent
    from ..models.four_aces_game_created_event import FourAcesGameCreatedEvent
    from ..models.four_aces_game_ended_event import FourAcesGameEndedEvent
    from ..models.four_aces_move_event import FourAcesMoveEvent
    from ..models.four_aces_view import FourAcesView
    from ..models.interrupted_event import InterruptedEvent
    from ..models.interruption_asked_event import InterruptionAskedEvent
    from ..models.interruption_declined_event import InterruptionDeclinedEvent
    from ..models.move_undone_event import MoveUndoneEvent
    from ..models.mulligan_ended_event import MulliganEndedEvent
    from ..models.pass_event import PassEvent
    from ..models.piuma_event import PiumaEvent
    from ..models.round_ended_event import RoundEndedEvent
    from ..models.round_started_event import RoundStartedEvent
    from ..models.seat_resigned_event import SeatResignedEvent
    from ..models.swap_event import SwapEvent
    from ..models.table_refilled_event import TableRefilledEvent


T = TypeVar("T", bound="FourAcesMoveReply")


@_attrs_define
class FourAcesMoveReply:
    """The reply to a move in a game of `four-aces`.

    Attributes:
        events (list[CaptureEvent | DealerCutEvent | DropEvent | FourAcesDrawEvent | FourAcesGameCreatedEvent |
            FourAcesGameEndedEvent | FourAcesMoveEvent | InterruptedEvent | InterruptionAskedEvent |
            InterruptionDeclinedEvent | MoveUndoneEvent | MulliganEndedEvent | PassEvent | PiumaEvent | RoundEndedEvent |
            RoundStartedEvent | SeatResignedEvent | SwapEvent | TableRefilledEvent]):
        version (int):
        view (FourAcesView): A game of `four-aces` as the caller may see it (G3).
    """

    events: list[
        CaptureEvent
        | DealerCutEvent
        | DropEvent
        | FourAcesDrawEvent
        | FourAcesGameCreatedEvent
        | FourAcesGameEndedEvent
        | FourAcesMoveEvent
        | InterruptedEvent
        | InterruptionAskedEvent
        | InterruptionDeclinedEvent
        | MoveUndoneEvent
        | MulliganEndedEvent
        | PassEvent
        | PiumaEvent
        | RoundEndedEvent
        | RoundStartedEvent
        | SeatResignedEvent
        | SwapEvent
        | TableRefilledEvent
    ]
    version: int
    view: FourAcesView

    def to_dict(self) -> dict[str, Any]:
        from ..models.capture_event import CaptureEvent  # noqa: PLC0415
        from ..models.dealer_cut_event import DealerCutEvent  # noqa: PLC0415
        from ..models.drop_event import DropEvent  # noqa: PLC0415
        from ..models.four_aces_draw_event import FourAcesDrawEvent  # noqa: PLC0415
        from ..models.four_aces_game_created_event import FourAcesGameCreatedEvent  # noqa: PLC0415
        from ..models.four_aces_game_ended_event import FourAcesGameEndedEvent  # noqa: PLC0415
        from ..models.four_aces_move_event import FourAcesMoveEvent  # noqa: PLC0415
        from ..models.interrupted_event import InterruptedEvent  # noqa: PLC0415
        from ..models.interruption_asked_event import InterruptionAskedEvent  # noqa: PLC0415
        from ..models.interruption_declined_event import InterruptionDeclinedEvent  # noqa: PLC0415
        from ..models.move_undone_event import MoveUndoneEvent  # noqa: PLC0415
        from ..models.mulligan_ended_event import MulliganEndedEvent  # noqa: PLC0415
        from ..models.pass_event import PassEvent  # noqa: PLC0415
        from ..models.piuma_event import PiumaEvent  # noqa: PLC0415
        from ..models.round_ended_event import RoundEndedEvent  # noqa: PLC0415
        from ..models.round_started_event import RoundStartedEvent  # noqa: PLC0415
        from ..models.seat_resigned_event import SeatResignedEvent  # noqa: PLC0415
        from ..models.swap_event import SwapEvent  # noqa: PLC0415

        events = []
        for events_item_data in self.events:
            events_item: dict[str, Any]
            if isinstance(events_item_data, CaptureEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, DealerCutEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, FourAcesDrawEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, DropEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, FourAcesGameCreatedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, FourAcesGameEndedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, InterruptedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, InterruptionAskedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, InterruptionDeclinedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, FourAcesMoveEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, MoveUndoneEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, MulliganEndedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, PassEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, PiumaEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, RoundEndedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, RoundStartedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, SeatResignedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, SwapEvent):
                events_item = events_item_data.to_dict()
            else:
                events_item = events_item_data.to_dict()

            events.append(events_item)

        version = self.version

        view = self.view.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "events": events,
                "version": version,
                "view": view,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.capture_event import CaptureEvent  # noqa: PLC0415
        from ..models.dealer_cut_event import DealerCutEvent  # noqa: PLC0415
        from ..models.drop_event import DropEvent  # noqa: PLC0415
        from ..models.four_aces_draw_event import FourAcesDrawEvent  # noqa: PLC0415
        from ..models.four_aces_game_created_event import FourAcesGameCreatedEvent  # noqa: PLC0415
        from ..models.four_aces_game_ended_event import FourAcesGameEndedEvent  # noqa: PLC0415
        from ..models.four_aces_move_event import FourAcesMoveEvent  # noqa: PLC0415
        from ..models.four_aces_view import FourAcesView  # noqa: PLC0415
        from ..models.interrupted_event import InterruptedEvent  # noqa: PLC0415
        from ..models.interruption_asked_event import InterruptionAskedEvent  # noqa: PLC0415
        from ..models.interruption_declined_event import InterruptionDeclinedEvent  # noqa: PLC0415
        from ..models.move_undone_event import MoveUndoneEvent  # noqa: PLC0415
        from ..models.mulligan_ended_event import MulliganEndedEvent  # noqa: PLC0415
        from ..models.pass_event import PassEvent  # noqa: PLC0415
        from ..models.piuma_event import PiumaEvent  # noqa: PLC0415
        from ..models.round_ended_event import RoundEndedEvent  # noqa: PLC0415
        from ..models.round_started_event import RoundStartedEvent  # noqa: PLC0415
        from ..models.seat_resigned_event import SeatResignedEvent  # noqa: PLC0415
        from ..models.swap_event import SwapEvent  # noqa: PLC0415
        from ..models.table_refilled_event import TableRefilledEvent  # noqa: PLC0415

        d = dict(src_dict)
        events = []
        _events = d.pop("events")
        for events_item_data in _events:

            def _parse_events_item(
                data: object,
            ) -> (
                CaptureEvent
                | DealerCutEvent
                | DropEvent
                | FourAcesDrawEvent
                | FourAcesGameCreatedEvent
                | FourAcesGameEndedEvent
                | FourAcesMoveEvent
                | InterruptedEvent
                | InterruptionAskedEvent
                | InterruptionDeclinedEvent
                | MoveUndoneEvent
                | MulliganEndedEvent
                | PassEvent
                | PiumaEvent
                | RoundEndedEvent
                | RoundStartedEvent
                | SeatResignedEvent
                | SwapEvent
                | TableRefilledEvent
            ):
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_four_aces_event_type_0 = CaptureEvent.from_dict(data)

                    return componentsschemas_four_aces_event_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_four_aces_event_type_1 = DealerCutEvent.from_dict(data)

                    return componentsschemas_four_aces_event_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_four_aces_event_type_2 = FourAcesDrawEvent.from_dict(data)

                    return componentsschemas_four_aces_event_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_four_aces_event_type_3 = DropEvent.from_dict(data)

                    return componentsschemas_four_aces_event_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_four_aces_event_type_4 = FourAcesGameCreatedEvent.from_dict(data)

                    return componentsschemas_four_aces_event_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_four_aces_event_type_5 = FourAcesGameEndedEvent.from_dict(data)

                    return componentsschemas_four_aces_event_type_5
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_four_aces_event_type_6 = InterruptedEvent.from_dict(data)

                    return componentsschemas_four_aces_event_type_6
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_four_aces_event_type_7 = InterruptionAskedEvent.from_dict(data)

                    return componentsschemas_four_aces_event_type_7
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_four_aces_event_type_8 = InterruptionDeclinedEvent.from_dict(data)

                    return componentsschemas_four_aces_event_type_8
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_four_aces_event_type_9 = FourAcesMoveEvent.from_dict(data)

                    return componentsschemas_four_aces_event_type_9
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_four_aces_event_type_10 = MoveUndoneEvent.from_dict(data)

                    return componentsschemas_four_aces_event_type_10
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_four_aces_event_type_11 = MulliganEndedEvent.from_dict(data)

                    return componentsschemas_four_aces_event_type_11
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_four_aces_event_type_12 = PassEvent.from_dict(data)

                    return componentsschemas_four_aces_event_type_12
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_four_aces_event_type_13 = PiumaEvent.from_dict(data)

                    return componentsschemas_four_aces_event_type_13
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_four_aces_event_type_14 = RoundEndedEvent.from_dict(data)

                    return componentsschemas_four_aces_event_type_14
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_four_aces_event_type_15 = RoundStartedEvent.from_dict(data)

                    return componentsschemas_four_aces_event_type_15
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_four_aces_event_type_16 = SeatResignedEvent.from_dict(data)

                    return componentsschemas_four_aces_event_type_16
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_four_aces_event_type_17 = SwapEvent.from_dict(data)

                    return componentsschemas_four_aces_event_type_17
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_four_aces_event_type_18 = TableRefilledEvent.from_dict(data)

                return componentsschemas_four_aces_event_type_18

            events_item = _parse_events_item(events_item_data)

            events.append(events_item)

        version = d.pop("version")

        view = FourAcesView.from_dict(d.pop("view"))

        four_aces_move_reply = cls(
            events=events,
            version=version,
            view=view,
        )

        return four_aces_move_reply
