from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.pareo_hand_ended_event_type import PareoHandEndedEventType

if TYPE_CHECKING:
    from ..models.pareo_hand_ended_event_outcome import PareoHandEndedEventOutcome
    from ..models.pareo_hand_ended_event_remainder_type_1 import PareoHandEndedEventRemainderType1


T = TypeVar("T", bound="PareoHandEndedEvent")


@_attrs_define
class PareoHandEndedEvent:
    """A `hand_ended` event (pareo)

    Attributes:
        at (str):
        hand_number (int):
        outcome (PareoHandEndedEventOutcome):
        points (list[int]):
        remainder (None | PareoHandEndedEventRemainderType1):
        seq (int):
        totals (list[int]):
        type_ (PareoHandEndedEventType):
        version (int): the version it led to
    """

    at: str
    hand_number: int
    outcome: PareoHandEndedEventOutcome
    points: list[int]
    remainder: None | PareoHandEndedEventRemainderType1
    seq: int
    totals: list[int]
    type_: PareoHandEndedEventType
    version: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.pareo_hand_ended_event_remainder_type_1 import PareoHandEndedEventRemainderType1  # noqa: PLC0415

        at = self.at

        hand_number = self.hand_number

        outcome = self.outcome.to_dict()

        points = self.points

        remainder: dict[str, Any] | None
        if isinstance(self.remainder, PareoHandEndedEventRemainderType1):
            remainder = self.remainder.to_dict()
        else:
            remainder = self.remainder

        seq = self.seq

        totals = self.totals

        type_ = self.type_.value

        version = self.version

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "at": at,
                "hand_number": hand_number,
                "outcome": outcome,
                "points": points,
                "remainder": remainder,
                "seq": seq,
                "totals": totals,
                "type": type_,
                "version": version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.pareo_hand_ended_event_outcome import PareoHandEndedEventOutcome  # noqa: PLC0415
        from ..models.pareo_hand_ended_event_remainder_type_1 import PareoHandEndedEventRemainderType1  # noqa: PLC0415

        d = dict(src_dict)
        at = d.pop("at")

        hand_number = d.pop("hand_number")

        outcome = PareoHandEndedEventOutcome.from_dict(d.pop("outcome"))

        points = cast(list[int], d.pop("points"))

        def _parse_remainder(data: object) -> None | PareoHandEndedEventRemainderType1:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                remainder_type_1 = PareoHandEndedEventRemainderType1.from_dict(data)

                return remainder_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | PareoHandEndedEventRemainderType1, data)

        remainder = _parse_remainder(d.pop("remainder"))

        seq = d.pop("seq")

        totals = cast(list[int], d.pop("totals"))

        type_ = PareoHandEndedEventType(d.pop("type"))

        version = d.pop("version")

        pareo_hand_ended_event = cls(
            at=at,
            hand_number=hand_number,
            outcome=outcome,
            points=points,
            remainder=remainder,
            seq=seq,
            totals=totals,
            type_=type_,
            version=version,
        )

        pareo_hand_ended_event.additional_properties = d
        return pareo_hand_ended_event

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
