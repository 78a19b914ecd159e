from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.game_ended_event_type import GameEndedEventType
from ..types import UNSET, Unset

T = TypeVar("T", bound="GameEndedEvent")


@_attrs_define
class GameEndedEvent:
    """A `game_ended` event (emotrions, four-aces, pareo)

    Attributes:
        at (str):
        rule (str):
        seq (int):
        totals (list[int]):
        type_ (GameEndedEventType):
        version (int): the version it led to
        winners (list[int]):
        decided_by (str | Unset):
        forfeited (int | Unset):
        reason (str | Unset):
        round_ (int | Unset):
    """

    at: str
    rule: str
    seq: int
    totals: list[int]
    type_: GameEndedEventType
    version: int
    winners: list[int]
    decided_by: str | Unset = UNSET
    forfeited: int | Unset = UNSET
    reason: str | Unset = UNSET
    round_: int | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        at = self.at

        rule = self.rule

        seq = self.seq

        totals = self.totals

        type_ = self.type_.value

        version = self.version

        winners = self.winners

        decided_by = self.decided_by

        forfeited = self.forfeited

        reason = self.reason

        round_ = self.round_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "at": at,
                "rule": rule,
                "seq": seq,
                "totals": totals,
                "type": type_,
                "version": version,
                "winners": winners,
            }
        )
        if decided_by is not UNSET:
            field_dict["decided_by"] = decided_by
        if forfeited is not UNSET:
            field_dict["forfeited"] = forfeited
        if reason is not UNSET:
            field_dict["reason"] = reason
        if round_ is not UNSET:
            field_dict["round"] = round_

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        at = d.pop("at")

        rule = d.pop("rule")

        seq = d.pop("seq")

        totals = cast(list[int], d.pop("totals"))

        type_ = GameEndedEventType(d.pop("type"))

        version = d.pop("version")

        winners = cast(list[int], d.pop("winners"))

        decided_by = d.pop("decided_by", UNSET)

        forfeited = d.pop("forfeited", UNSET)

        reason = d.pop("reason", UNSET)

        round_ = d.pop("round", UNSET)

        game_ended_event = cls(
            at=at,
            rule=rule,
            seq=seq,
            totals=totals,
            type_=type_,
            version=version,
            winners=winners,
            decided_by=decided_by,
            forfeited=forfeited,
            reason=reason,
            round_=round_,
        )

        game_ended_event.additional_properties = d
        return game_ended_event

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
