from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.answer_event import AnswerEvent
    from ..models.attack_event import AttackEvent
    from ..models.challenger_event import ChallengerEvent
    from ..models.decline_event import DeclineEvent
    from ..models.move_undone_event import MoveUndoneEvent
    from ..models.pareo_draw_event import PareoDrawEvent
    from ..models.pareo_game_created_event import PareoGameCreatedEvent
    from ..models.pareo_game_ended_event import PareoGameEndedEvent
    from ..models.pareo_hand_ended_event import PareoHandEndedEvent
    from ..models.pareo_hand_started_event import PareoHandStartedEvent
    from ..models.pareo_move_event import PareoMoveEvent
    from ..models.pareo_view import PareoView
    from ..models.play_resolved_event import PlayResolvedEvent
    from ..models.seat_resigned_event import SeatResignedEvent


T = TypeVar("T", bound="PareoMoveReply")


@_attrs_define
class PareoMoveReply:
    """The reply to a move in a game of `pareo`.

    Attributes:
        events (list[AnswerEvent | AttackEvent | ChallengerEvent | DeclineEvent | MoveUndoneEvent | PareoDrawEvent |
            PareoGameCreatedEvent | PareoGameEndedEvent | PareoHandEndedEvent | PareoHandStartedEvent | PareoMoveEvent |
            PlayResolvedEvent | SeatResignedEvent]):
        version (int):
        view (PareoView): A game of `pareo` as the caller may see it (G3).
    """

    events: list[
        AnswerEvent
        | AttackEvent
        | ChallengerEvent
        | DeclineEvent
        | MoveUndoneEvent
        | PareoDrawEvent
        | PareoGameCreatedEvent
        | PareoGameEndedEvent
        | PareoHandEndedEvent
        | PareoHandStartedEvent
        | PareoMoveEvent
        | PlayResolvedEvent
        | SeatResignedEvent
    ]
    version: int
    view: PareoView

    def to_dict(self) -> dict[str, Any]:
        from ..models.answer_event import AnswerEvent  # noqa: PLC0415
        from ..models.attack_event import AttackEvent  # noqa: PLC0415
        from ..models.challenger_event import ChallengerEvent  # noqa: PLC0415
        from ..models.decline_event import DeclineEvent  # noqa: PLC0415
        from ..models.move_undone_event import MoveUndoneEvent  # noqa: PLC0415
        from ..models.pareo_draw_event import PareoDrawEvent  # noqa: PLC0415
        from ..models.pareo_game_created_event import PareoGameCreatedEvent  # noqa: PLC0415
        from ..models.pareo_game_ended_event import PareoGameEndedEvent  # noqa: PLC0415
        from ..models.pareo_hand_ended_event import PareoHandEndedEvent  # noqa: PLC0415
        from ..models.pareo_hand_started_event import PareoHandStartedEvent  # noqa: PLC0415
        from ..models.pareo_move_event import PareoMoveEvent  # noqa: PLC0415
        from ..models.play_resolved_event import PlayResolvedEvent  # noqa: PLC0415

        events = []
        for events_item_data in self.events:
            events_item: dict[str, Any]
            if isinstance(events_item_data, AnswerEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, AttackEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, ChallengerEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, DeclineEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, PareoDrawEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, PareoGameCreatedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, PareoGameEndedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, PareoHandEndedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, PareoHandStartedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, PareoMoveEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, MoveUndoneEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, PlayResolvedEvent):
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
        from ..models.answer_event import AnswerEvent  # noqa: PLC0415
        from ..models.attack_event import AttackEvent  # noqa: PLC0415
        from ..models.challenger_event import ChallengerEvent  # noqa: PLC0415
        from ..models.decline_event import DeclineEvent  # noqa: PLC0415
        from ..models.move_undone_event import MoveUndoneEvent  # noqa: PLC0415
        from ..models.pareo_draw_event import PareoDrawEvent  # noqa: PLC0415
        from ..models.pareo_game_created_event import PareoGameCreatedEvent  # noqa: PLC0415
        from ..models.pareo_game_ended_event import PareoGameEndedEvent  # noqa: PLC0415
        from ..models.pareo_hand_ended_event import PareoHandEndedEvent  # noqa: PLC0415
        from ..models.pareo_hand_started_event import PareoHandStartedEvent  # noqa: PLC0415
        from ..models.pareo_move_event import PareoMoveEvent  # noqa: PLC0415
        from ..models.pareo_view import PareoView  # noqa: PLC0415
        from ..models.play_resolved_event import PlayResolvedEvent  # noqa: PLC0415
        from ..models.seat_resigned_event import SeatResignedEvent  # noqa: PLC0415

        d = dict(src_dict)
        events = []
        _events = d.pop("events")
        for events_item_data in _events:

            def _parse_events_item(
                data: object,
            ) -> (
                AnswerEvent
                | AttackEvent
                | ChallengerEvent
                | DeclineEvent
                | MoveUndoneEvent
                | PareoDrawEvent
                | PareoGameCreatedEvent
                | PareoGameEndedEvent
                | PareoHandEndedEvent
                | PareoHandStartedEvent
                | PareoMoveEvent
                | PlayResolvedEvent
                | SeatResignedEvent
            ):
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_pareo_event_type_0 = AnswerEvent.from_dict(data)

                    return componentsschemas_pareo_event_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_pareo_event_type_1 = AttackEvent.from_dict(data)

                    return componentsschemas_pareo_event_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_pareo_event_type_2 = ChallengerEvent.from_dict(data)

                    return componentsschemas_pareo_event_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_pareo_event_type_3 = DeclineEvent.from_dict(data)

                    return componentsschemas_pareo_event_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_pareo_event_type_4 = PareoDrawEvent.from_dict(data)

                    return componentsschemas_pareo_event_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_pareo_event_type_5 = PareoGameCreatedEvent.from_dict(data)

                    return componentsschemas_pareo_event_type_5
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_pareo_event_type_6 = PareoGameEndedEvent.from_dict(data)

                    return componentsschemas_pareo_event_type_6
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_pareo_event_type_7 = PareoHandEndedEvent.from_dict(data)

                    return componentsschemas_pareo_event_type_7
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_pareo_event_type_8 = PareoHandStartedEvent.from_dict(data)

                    return componentsschemas_pareo_event_type_8
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_pareo_event_type_9 = PareoMoveEvent.from_dict(data)

                    return componentsschemas_pareo_event_type_9
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_pareo_event_type_10 = MoveUndoneEvent.from_dict(data)

                    return componentsschemas_pareo_event_type_10
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_pareo_event_type_11 = PlayResolvedEvent.from_dict(data)

                    return componentsschemas_pareo_event_type_11
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_pareo_event_type_12 = SeatResignedEvent.from_dict(data)

                return componentsschemas_pareo_event_type_12

            events_item = _parse_events_item(events_item_data)

            events.append(events_item)

        version = d.pop("version")

        view = PareoView.from_dict(d.pop("view"))

        pareo_move_reply = cls(
            events=events,
            version=version,
            view=view,
        )

        return pareo_move_reply
