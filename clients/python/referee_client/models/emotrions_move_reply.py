from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.emotrions_draw_event import EmotrionsDrawEvent
    from ..models.emotrions_game_created_event import EmotrionsGameCreatedEvent
    from ..models.emotrions_game_ended_event import EmotrionsGameEndedEvent
    from ..models.emotrions_hand_ended_event import EmotrionsHandEndedEvent
    from ..models.emotrions_hand_started_event import EmotrionsHandStartedEvent
    from ..models.emotrions_move_event import EmotrionsMoveEvent
    from ..models.emotrions_view import EmotrionsView
    from ..models.exchange_called_event import ExchangeCalledEvent
    from ..models.exchange_declined_event import ExchangeDeclinedEvent
    from ..models.exchange_take_event import ExchangeTakeEvent
    from ..models.move_undone_event import MoveUndoneEvent
    from ..models.player_out_event import PlayerOutEvent
    from ..models.seat_resigned_event import SeatResignedEvent
    from ..models.stake_event import StakeEvent
    from ..models.style_chosen_event import StyleChosenEvent
    from ..models.trick_resolved_event import TrickResolvedEvent


T = TypeVar("T", bound="EmotrionsMoveReply")


@_attrs_define
class EmotrionsMoveReply:
    """The reply to a move in a game of `emotrions`.

    Attributes:
        events (list[EmotrionsDrawEvent | EmotrionsGameCreatedEvent | EmotrionsGameEndedEvent | EmotrionsHandEndedEvent
            | EmotrionsHandStartedEvent | EmotrionsMoveEvent | ExchangeCalledEvent | ExchangeDeclinedEvent |
            ExchangeTakeEvent | MoveUndoneEvent | PlayerOutEvent | SeatResignedEvent | StakeEvent | StyleChosenEvent |
            TrickResolvedEvent]):
        version (int):
        view (EmotrionsView): A game of `emotrions` as the caller may see it (G3).
    """

    events: list[
        EmotrionsDrawEvent
        | EmotrionsGameCreatedEvent
        | EmotrionsGameEndedEvent
        | EmotrionsHandEndedEvent
        | EmotrionsHandStartedEvent
        | EmotrionsMoveEvent
        | ExchangeCalledEvent
        | ExchangeDeclinedEvent
        | ExchangeTakeEvent
        | MoveUndoneEvent
        | PlayerOutEvent
        | SeatResignedEvent
        | StakeEvent
        | StyleChosenEvent
        | TrickResolvedEvent
    ]
    version: int
    view: EmotrionsView

    def to_dict(self) -> dict[str, Any]:
        from ..models.emotrions_draw_event import EmotrionsDrawEvent  # noqa: PLC0415
        from ..models.emotrions_game_created_event import EmotrionsGameCreatedEvent  # noqa: PLC0415
        from ..models.emotrions_game_ended_event import EmotrionsGameEndedEvent  # noqa: PLC0415
        from ..models.emotrions_hand_ended_event import EmotrionsHandEndedEvent  # noqa: PLC0415
        from ..models.emotrions_hand_started_event import EmotrionsHandStartedEvent  # noqa: PLC0415
        from ..models.emotrions_move_event import EmotrionsMoveEvent  # noqa: PLC0415
        from ..models.exchange_called_event import ExchangeCalledEvent  # noqa: PLC0415
        from ..models.exchange_declined_event import ExchangeDeclinedEvent  # noqa: PLC0415
        from ..models.exchange_take_event import ExchangeTakeEvent  # noqa: PLC0415
        from ..models.move_undone_event import MoveUndoneEvent  # noqa: PLC0415
        from ..models.player_out_event import PlayerOutEvent  # noqa: PLC0415
        from ..models.seat_resigned_event import SeatResignedEvent  # noqa: PLC0415
        from ..models.stake_event import StakeEvent  # noqa: PLC0415
        from ..models.style_chosen_event import StyleChosenEvent  # noqa: PLC0415

        events = []
        for events_item_data in self.events:
            events_item: dict[str, Any]
            if isinstance(events_item_data, EmotrionsDrawEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, ExchangeCalledEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, ExchangeDeclinedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, ExchangeTakeEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, EmotrionsGameCreatedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, EmotrionsGameEndedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, EmotrionsHandEndedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, EmotrionsHandStartedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, EmotrionsMoveEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, MoveUndoneEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, PlayerOutEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, SeatResignedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, StakeEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, StyleChosenEvent):
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
        from ..models.emotrions_draw_event import EmotrionsDrawEvent  # noqa: PLC0415
        from ..models.emotrions_game_created_event import EmotrionsGameCreatedEvent  # noqa: PLC0415
        from ..models.emotrions_game_ended_event import EmotrionsGameEndedEvent  # noqa: PLC0415
        from ..models.emotrions_hand_ended_event import EmotrionsHandEndedEvent  # noqa: PLC0415
        from ..models.emotrions_hand_started_event import EmotrionsHandStartedEvent  # noqa: PLC0415
        from ..models.emotrions_move_event import EmotrionsMoveEvent  # noqa: PLC0415
        from ..models.emotrions_view import EmotrionsView  # noqa: PLC0415
        from ..models.exchange_called_event import ExchangeCalledEvent  # noqa: PLC0415
        from ..models.exchange_declined_event import ExchangeDeclinedEvent  # noqa: PLC0415
        from ..models.exchange_take_event import ExchangeTakeEvent  # noqa: PLC0415
        from ..models.move_undone_event import MoveUndoneEvent  # noqa: PLC0415
        from ..models.player_out_event import PlayerOutEvent  # noqa: PLC0415
        from ..models.seat_resigned_event import SeatResignedEvent  # noqa: PLC0415
        from ..models.stake_event import StakeEvent  # noqa: PLC0415
        from ..models.style_chosen_event import StyleChosenEvent  # noqa: PLC0415
        from ..models.trick_resolved_event import TrickResolvedEvent  # noqa: PLC0415

        d = dict(src_dict)
        events = []
        _events = d.pop("events")
        for events_item_data in _events:

            def _parse_events_item(
                data: object,
            ) -> (
                EmotrionsDrawEvent
                | EmotrionsGameCreatedEvent
                | EmotrionsGameEndedEvent
                | EmotrionsHandEndedEvent
                | EmotrionsHandStartedEvent
                | EmotrionsMoveEvent
                | ExchangeCalledEvent
                | ExchangeDeclinedEvent
                | ExchangeTakeEvent
                | MoveUndoneEvent
                | PlayerOutEvent
                | SeatResignedEvent
                | StakeEvent
                | StyleChosenEvent
                | TrickResolvedEvent
            ):
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_emotrions_event_type_0 = EmotrionsDrawEvent.from_dict(data)

                    return componentsschemas_emotrions_event_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_emotrions_event_type_1 = ExchangeCalledEvent.from_dict(data)

                    return componentsschemas_emotrions_event_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_emotrions_event_type_2 = ExchangeDeclinedEvent.from_dict(data)

                    return componentsschemas_emotrions_event_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_emotrions_event_type_3 = ExchangeTakeEvent.from_dict(data)

                    return componentsschemas_emotrions_event_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_emotrions_event_type_4 = EmotrionsGameCreatedEvent.from_dict(data)

                    return componentsschemas_emotrions_event_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_emotrions_event_type_5 = EmotrionsGameEndedEvent.from_dict(data)

                    return componentsschemas_emotrions_event_type_5
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_emotrions_event_type_6 = EmotrionsHandEndedEvent.from_dict(data)

                    return componentsschemas_emotrions_event_type_6
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_emotrions_event_type_7 = EmotrionsHandStartedEvent.from_dict(data)

                    return componentsschemas_emotrions_event_type_7
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_emotrions_event_type_8 = EmotrionsMoveEvent.from_dict(data)

                    return componentsschemas_emotrions_event_type_8
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_emotrions_event_type_9 = MoveUndoneEvent.from_dict(data)

                    return componentsschemas_emotrions_event_type_9
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_emotrions_event_type_10 = PlayerOutEvent.from_dict(data)

                    return componentsschemas_emotrions_event_type_10
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_emotrions_event_type_11 = SeatResignedEvent.from_dict(data)

                    return componentsschemas_emotrions_event_type_11
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_emotrions_event_type_12 = StakeEvent.from_dict(data)

                    return componentsschemas_emotrions_event_type_12
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_emotrions_event_type_13 = StyleChosenEvent.from_dict(data)

                    return componentsschemas_emotrions_event_type_13
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_emotrions_event_type_14 = TrickResolvedEvent.from_dict(data)

                return componentsschemas_emotrions_event_type_14

            events_item = _parse_events_item(events_item_data)

            events.append(events_item)

        version = d.pop("version")

        view = EmotrionsView.from_dict(d.pop("view"))

        emotrions_move_reply = cls(
            events=events,
            version=version,
            view=view,
        )

        return emotrions_move_reply
