from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.table_refilled_event_type import TableRefilledEventType

T = TypeVar("T", bound="TableRefilledEvent")


@_attrs_define
class TableRefilledEvent:
    """A `table_refilled` event (four-aces)

    Attributes:
        at (str):
        cards (list[str]):
        seq (int):
        stock_count (int):
        type_ (TableRefilledEventType):
        version (int): the version it led to
    """

    at: str
    cards: list[str]
    seq: int
    stock_count: int
    type_: TableRefilledEventType
    version: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        at = self.at

        cards = self.cards

        seq = self.seq

        stock_count = self.stock_count

        type_ = self.type_.value

        version = self.version

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "at": at,
                "cards": cards,
                "seq": seq,
                "stock_count": stock_count,
                "type": type_,
                "version": version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        at = d.pop("at")

        cards = cast(list[str], d.pop("cards"))

        seq = d.pop("seq")

        stock_count = d.pop("stock_count")

        type_ = TableRefilledEventType(d.pop("type"))

        version = d.pop("version")

        table_refilled_event = cls(
            at=at,
            cards=cards,
            seq=seq,
            stock_count=stock_count,
            type_=type_,
            version=version,
        )

        table_refilled_event.additional_properties = d
        return table_refilled_event

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
