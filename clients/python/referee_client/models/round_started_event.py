from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.round_started_event_type import RoundStartedEventType
from ..types import UNSET, Unset

T = TypeVar("T", bound="RoundStartedEvent")


@_attrs_define
class RoundStartedEvent:
    """A `round_started` event (four-aces)

    Attributes:
        at (str):
        dealer (int):
        hand_counts (list[int]):
        round_ (int):
        seq (int):
        stock_count (int):
        table (list[str]):
        type_ (RoundStartedEventType):
        version (int): the version it led to
        hand_0 (list[str] | Unset): absent for a caller who may not see it (G3)
        hand_1 (list[str] | Unset): absent for a caller who may not see it (G3)
        hand_2 (list[str] | Unset): absent for a caller who may not see it (G3)
        hand_3 (list[str] | Unset): absent for a caller who may not see it (G3)
    """

    at: str
    dealer: int
    hand_counts: list[int]
    round_: int
    seq: int
    stock_count: int
    table: list[str]
    type_: RoundStartedEventType
    version: int
    hand_0: list[str] | Unset = UNSET
    hand_1: list[str] | Unset = UNSET
    hand_2: list[str] | Unset = UNSET
    hand_3: list[str] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        at = self.at

        dealer = self.dealer

        hand_counts = self.hand_counts

        round_ = self.round_

        seq = self.seq

        stock_count = self.stock_count

        table = self.table

        type_ = self.type_.value

        version = self.version

        hand_0: list[str] | Unset = UNSET
        if not isinstance(self.hand_0, Unset):
            hand_0 = self.hand_0

        hand_1: list[str] | Unset = UNSET
        if not isinstance(self.hand_1, Unset):
            hand_1 = self.hand_1

        hand_2: list[str] | Unset = UNSET
        if not isinstance(self.hand_2, Unset):
            hand_2 = self.hand_2

        hand_3: list[str] | Unset = UNSET
        if not isinstance(self.hand_3, Unset):
            hand_3 = self.hand_3

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "at": at,
                "dealer": dealer,
                "hand_counts": hand_counts,
                "round": round_,
                "seq": seq,
                "stock_count": stock_count,
                "table": table,
                "type": type_,
                "version": version,
            }
        )
        if hand_0 is not UNSET:
            field_dict["hand_0"] = hand_0
        if hand_1 is not UNSET:
            field_dict["hand_1"] = hand_1
        if hand_2 is not UNSET:
            field_dict["hand_2"] = hand_2
        if hand_3 is not UNSET:
            field_dict["hand_3"] = hand_3

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        at = d.pop("at")

        dealer = d.pop("dealer")

        hand_counts = cast(list[int], d.pop("hand_counts"))

        round_ = d.pop("round")

        seq = d.pop("seq")

        stock_count = d.pop("stock_count")

        table = cast(list[str], d.pop("table"))

        type_ = RoundStartedEventType(d.pop("type"))

        version = d.pop("version")

        hand_0 = cast(list[str], d.pop("hand_0", UNSET))

        hand_1 = cast(list[str], d.pop("hand_1", UNSET))

        hand_2 = cast(list[str], d.pop("hand_2", UNSET))

        hand_3 = cast(list[str], d.pop("hand_3", UNSET))

        round_started_event = cls(
            at=at,
            dealer=dealer,
            hand_counts=hand_counts,
            round_=round_,
            seq=seq,
            stock_count=stock_count,
            table=table,
            type_=type_,
            version=version,
            hand_0=hand_0,
            hand_1=hand_1,
            hand_2=hand_2,
            hand_3=hand_3,
        )

        round_started_event.additional_properties = d
        return round_started_event

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
