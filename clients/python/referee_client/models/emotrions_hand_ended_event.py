from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.emotrions_hand_ended_event_type import EmotrionsHandEndedEventType

if TYPE_CHECKING:
    from ..models.emotrions_hand_ended_event_added_type_1 import EmotrionsHandEndedEventAddedType1
    from ..models.emotrions_hand_ended_event_outcome import EmotrionsHandEndedEventOutcome


T = TypeVar("T", bound="EmotrionsHandEndedEvent")


@_attrs_define
class EmotrionsHandEndedEvent:
    """A `hand_ended` event (emotrions)

    Attributes:
        added (EmotrionsHandEndedEventAddedType1 | None):
        at (str):
        hand (int):
        hand_winners (list[int]):
        outcome (EmotrionsHandEndedEventOutcome):
        points (list[int | None]):
        seq (int):
        totals (list[int]):
        type_ (EmotrionsHandEndedEventType):
        version (int): the version it led to
    """

    added: EmotrionsHandEndedEventAddedType1 | None
    at: str
    hand: int
    hand_winners: list[int]
    outcome: EmotrionsHandEndedEventOutcome
    points: list[int | None]
    seq: int
    totals: list[int]
    type_: EmotrionsHandEndedEventType
    version: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.emotrions_hand_ended_event_added_type_1 import EmotrionsHandEndedEventAddedType1  # noqa: PLC0415

        added: dict[str, Any] | None
        if isinstance(self.added, EmotrionsHandEndedEventAddedType1):
            added = self.added.to_dict()
        else:
            added = self.added

        at = self.at

        hand = self.hand

        hand_winners = self.hand_winners

        outcome = self.outcome.to_dict()

        points = []
        for points_item_data in self.points:
            points_item: int | None
            points_item = points_item_data
            points.append(points_item)

        seq = self.seq

        totals = self.totals

        type_ = self.type_.value

        version = self.version

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "added": added,
                "at": at,
                "hand": hand,
                "hand_winners": hand_winners,
                "outcome": outcome,
                "points": points,
                "seq": seq,
                "totals": totals,
                "type": type_,
                "version": version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.emotrions_hand_ended_event_added_type_1 import EmotrionsHandEndedEventAddedType1  # noqa: PLC0415
        from ..models.emotrions_hand_ended_event_outcome import EmotrionsHandEndedEventOutcome  # noqa: PLC0415

        d = dict(src_dict)

        def _parse_added(data: object) -> EmotrionsHandEndedEventAddedType1 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                added_type_1 = EmotrionsHandEndedEventAddedType1.from_dict(data)

                return added_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(EmotrionsHandEndedEventAddedType1 | None, data)

        added = _parse_added(d.pop("added"))

        at = d.pop("at")

        hand = d.pop("hand")

        hand_winners = cast(list[int], d.pop("hand_winners"))

        outcome = EmotrionsHandEndedEventOutcome.from_dict(d.pop("outcome"))

        points = []
        _points = d.pop("points")
        for points_item_data in _points:

            def _parse_points_item(data: object) -> int | None:
                if data is None:
                    return data
                return cast(int | None, data)

            points_item = _parse_points_item(points_item_data)

            points.append(points_item)

        seq = d.pop("seq")

        totals = cast(list[int], d.pop("totals"))

        type_ = EmotrionsHandEndedEventType(d.pop("type"))

        version = d.pop("version")

        emotrions_hand_ended_event = cls(
            added=added,
            at=at,
            hand=hand,
            hand_winners=hand_winners,
            outcome=outcome,
            points=points,
            seq=seq,
            totals=totals,
            type_=type_,
            version=version,
        )

        emotrions_hand_ended_event.additional_properties = d
        return emotrions_hand_ended_event

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
