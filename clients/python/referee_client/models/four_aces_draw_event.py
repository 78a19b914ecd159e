from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.four_aces_draw_event_type import FourAcesDrawEventType
from ..types import UNSET, Unset

T = TypeVar("T", bound="FourAcesDrawEvent")


@_attrs_define
class FourAcesDrawEvent:
    """A `draw` event (four-aces)

    Attributes:
        at (str):
        seat (int):
        seq (int):
        stock_count (int):
        type_ (FourAcesDrawEventType):
        version (int): the version it led to
        card (str | Unset): absent for a caller who may not see it (G3)
    """

    at: str
    seat: int
    seq: int
    stock_count: int
    type_: FourAcesDrawEventType
    version: int
    card: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        at = self.at

        seat = self.seat

        seq = self.seq

        stock_count = self.stock_count

        type_ = self.type_.value

        version = self.version

        card = self.card

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "at": at,
                "seat": seat,
                "seq": seq,
                "stock_count": stock_count,
                "type": type_,
                "version": version,
            }
        )
        if card is not UNSET:
            field_dict["card"] = card

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        at = d.pop("at")

        seat = d.pop("seat")

        seq = d.pop("seq")

        stock_count = d.pop("stock_count")

        type_ = FourAcesDrawEventType(d.pop("type"))

        version = d.pop("version")

        card = d.pop("card", UNSET)

        four_aces_draw_event = cls(
            at=at,
            seat=seat,
            seq=seq,
            stock_count=stock_count,
            type_=type_,
            version=version,
            card=card,
        )

        four_aces_draw_event.additional_properties = d
        return four_aces_draw_event

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
