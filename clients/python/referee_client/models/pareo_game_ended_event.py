from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.pareo_game_ended_event_type import PareoGameEndedEventType

T = TypeVar("T", bound="PareoGameEndedEvent")


@_attrs_define
class PareoGameEndedEvent:
    """A `game_ended` event (pareo)

    Attributes:
        at (str):
        reason (str):
        rule (str):
        seq (int):
        totals (list[int]):
        type_ (PareoGameEndedEventType):
        version (int): the version it led to
        winners (list[int]):
    """

    at: str
    reason: str
    rule: str
    seq: int
    totals: list[int]
    type_: PareoGameEndedEventType
    version: int
    winners: list[int]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        at = self.at

        reason = self.reason

        rule = self.rule

        seq = self.seq

        totals = self.totals

        type_ = self.type_.value

        version = self.version

        winners = self.winners

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "at": at,
                "reason": reason,
                "rule": rule,
                "seq": seq,
                "totals": totals,
                "type": type_,
                "version": version,
                "winners": winners,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        at = d.pop("at")

        reason = d.pop("reason")

        rule = d.pop("rule")

        seq = d.pop("seq")

        totals = cast(list[int], d.pop("totals"))

        type_ = PareoGameEndedEventType(d.pop("type"))

        version = d.pop("version")

        winners = cast(list[int], d.pop("winners"))

        pareo_game_ended_event = cls(
            at=at,
            reason=reason,
            rule=rule,
            seq=seq,
            totals=totals,
            type_=type_,
            version=version,
            winners=winners,
        )

        pareo_game_ended_event.additional_properties = d
        return pareo_game_ended_event

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
