from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.hand_ended_event_type import HandEndedEventType
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.hand_ended_event_added_type_1 import HandEndedEventAddedType1
    from ..models.hand_ended_event_outcome import HandEndedEventOutcome
    from ..models.hand_ended_event_remainder_type_1 import HandEndedEventRemainderType1


T = TypeVar("T", bound="HandEndedEvent")


@_attrs_define
class HandEndedEvent:
    """A `hand_ended` event (emotrions, pareo)

    Attributes:
        at (str):
        outcome (HandEndedEventOutcome):
        points (list[int | None]):
        seq (int):
        totals (list[int]):
        type_ (HandEndedEventType):
        version (int): the version it led to
        added (HandEndedEventAddedType1 | None | Unset):
        hand (int | Unset):
        hand_number (int | Unset):
        hand_winners (list[int] | Unset):
        remainder (HandEndedEventRemainderType1 | None | Unset):
    """

    at: str
    outcome: HandEndedEventOutcome
    points: list[int | None]
    seq: int
    totals: list[int]
    type_: HandEndedEventType
    version: int
    added: HandEndedEventAddedType1 | None | Unset = UNSET
    hand: int | Unset = UNSET
    hand_number: int | Unset = UNSET
    hand_winners: list[int] | Unset = UNSET
    remainder: HandEndedEventRemainderType1 | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.hand_ended_event_added_type_1 import HandEndedEventAddedType1  # noqa: PLC0415
        from ..models.hand_ended_event_remainder_type_1 import HandEndedEventRemainderType1  # noqa: PLC0415

        at = self.at

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

        added: dict[str, Any] | None | Unset
        if isinstance(self.added, Unset):
            added = UNSET
        elif isinstance(self.added, HandEndedEventAddedType1):
            added = self.added.to_dict()
        else:
            added = self.added

        hand = self.hand

        hand_number = self.hand_number

        hand_winners: list[int] | Unset = UNSET
        if not isinstance(self.hand_winners, Unset):
            hand_winners = self.hand_winners

        remainder: dict[str, Any] | None | Unset
        if isinstance(self.remainder, Unset):
            remainder = UNSET
        elif isinstance(self.remainder, HandEndedEventRemainderType1):
            remainder = self.remainder.to_dict()
        else:
            remainder = self.remainder

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "at": at,
                "outcome": outcome,
                "points": points,
                "seq": seq,
                "totals": totals,
                "type": type_,
                "version": version,
            }
        )
        if added is not UNSET:
            field_dict["added"] = added
        if hand is not UNSET:
            field_dict["hand"] = hand
        if hand_number is not UNSET:
            field_dict["hand_number"] = hand_number
        if hand_winners is not UNSET:
            field_dict["hand_winners"] = hand_winners
        if remainder is not UNSET:
            field_dict["remainder"] = remainder

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.hand_ended_event_added_type_1 import HandEndedEventAddedType1  # noqa: PLC0415
        from ..models.hand_ended_event_outcome import HandEndedEventOutcome  # noqa: PLC0415
        from ..models.hand_ended_event_remainder_type_1 import HandEndedEventRemainderType1  # noqa: PLC0415

        d = dict(src_dict)
        at = d.pop("at")

        outcome = HandEndedEventOutcome.from_dict(d.pop("outcome"))

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

        type_ = HandEndedEventType(d.pop("type"))

        version = d.pop("version")

        def _parse_added(data: object) -> HandEndedEventAddedType1 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                added_type_1 = HandEndedEventAddedType1.from_dict(data)

                return added_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(HandEndedEventAddedType1 | None | Unset, data)

        added = _parse_added(d.pop("added", UNSET))

        hand = d.pop("hand", UNSET)

        hand_number = d.pop("hand_number", UNSET)

        hand_winners = cast(list[int], d.pop("hand_winners", UNSET))

        def _parse_remainder(data: object) -> HandEndedEventRemainderType1 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                remainder_type_1 = HandEndedEventRemainderType1.from_dict(data)

                return remainder_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(HandEndedEventRemainderType1 | None | Unset, data)

        remainder = _parse_remainder(d.pop("remainder", UNSET))

        hand_ended_event = cls(
            at=at,
            outcome=outcome,
            points=points,
            seq=seq,
            totals=totals,
            type_=type_,
            version=version,
            added=added,
            hand=hand,
            hand_number=hand_number,
            hand_winners=hand_winners,
            remainder=remainder,
        )

        hand_ended_event.additional_properties = d
        return hand_ended_event

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
