from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.four_aces_game_ended_event_type import FourAcesGameEndedEventType
from ..types import UNSET, Unset

T = TypeVar("T", bound="FourAcesGameEndedEvent")


@_attrs_define
class FourAcesGameEndedEvent:
    """A `game_ended` event (four-aces)

    Attributes:
        at (str):
        decided_by (str):
        rule (str):
        seq (int):
        totals (list[int]):
        type_ (FourAcesGameEndedEventType):
        version (int): the version it led to
        winners (list[int]):
        forfeited (int | Unset):
        round_ (int | Unset):
    """

    at: str
    decided_by: str
    rule: str
    seq: int
    totals: list[int]
    type_: FourAcesGameEndedEventType
    version: int
    winners: list[int]
    forfeited: int | Unset = UNSET
    round_: int | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        at = self.at

        decided_by = self.decided_by

        rule = self.rule

        seq = self.seq

        totals = self.totals

        type_ = self.type_.value

        version = self.version

        winners = self.winners

        forfeited = self.forfeited

        round_ = self.round_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "at": at,
                "decided_by": decided_by,
                "rule": rule,
                "seq": seq,
                "totals": totals,
                "type": type_,
                "version": version,
                "winners": winners,
            }
        )
        if forfeited is not UNSET:
            field_dict["forfeited"] = forfeited
        if round_ is not UNSET:
            field_dict["round"] = round_

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        at = d.pop("at")

        decided_by = d.pop("decided_by")

        rule = d.pop("rule")

        seq = d.pop("seq")

        totals = cast(list[int], d.pop("totals"))

        type_ = FourAcesGameEndedEventType(d.pop("type"))

        version = d.pop("version")

        winners = cast(list[int], d.pop("winners"))

        forfeited = d.pop("forfeited", UNSET)

        round_ = d.pop("round", UNSET)

        four_aces_game_ended_event = cls(
            at=at,
            decided_by=decided_by,
            rule=rule,
            seq=seq,
            totals=totals,
            type_=type_,
            version=version,
            winners=winners,
            forfeited=forfeited,
            round_=round_,
        )

        four_aces_game_ended_event.additional_properties = d
        return four_aces_game_ended_event

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
