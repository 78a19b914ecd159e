from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="Deal")


@_attrs_define
class Deal:
    """
    Attributes:
        hands (list[list[str]]): one list per seat, in seat order; [] for a seat taking no part
        stock (list[str]): the stock, top card first
        dealer (int | Unset): four-aces: the dealer
        leader (int | Unset): emotrions: the first leader; pareo: the first Challenger
        table (list[str] | Unset): four-aces: the 6 table cards
    """

    hands: list[list[str]]
    stock: list[str]
    dealer: int | Unset = UNSET
    leader: int | Unset = UNSET
    table: list[str] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        hands = []
        for hands_item_data in self.hands:
            hands_item = hands_item_data

            hands.append(hands_item)

        stock = self.stock

        dealer = self.dealer

        leader = self.leader

        table: list[str] | Unset = UNSET
        if not isinstance(self.table, Unset):
            table = self.table

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "hands": hands,
                "stock": stock,
            }
        )
        if dealer is not UNSET:
            field_dict["dealer"] = dealer
        if leader is not UNSET:
            field_dict["leader"] = leader
        if table is not UNSET:
            field_dict["table"] = table

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        hands = []
        _hands = d.pop("hands")
        for hands_item_data in _hands:
            hands_item = cast(list[str], hands_item_data)

            hands.append(hands_item)

        stock = cast(list[str], d.pop("stock"))

        dealer = d.pop("dealer", UNSET)

        leader = d.pop("leader", UNSET)

        table = cast(list[str], d.pop("table", UNSET))

        deal = cls(
            hands=hands,
            stock=stock,
            dealer=dealer,
            leader=leader,
            table=table,
        )

        return deal
