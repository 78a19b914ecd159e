from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.pareo_deal_hands_item_item import PareoDealHandsItemItem
from ..models.pareo_deal_stock_item import PareoDealStockItem
from ..types import UNSET, Unset

T = TypeVar("T", bound="PareoDeal")


@_attrs_define
class PareoDeal:
    """
    Attributes:
        hands (list[list[PareoDealHandsItemItem]]): one list per seat, in seat order
        stock (list[PareoDealStockItem]): the stock, top card first
        leader (int | Unset): emotrions, pareo: the first leader / Challenger, instead of drawing it by lot
    """

    hands: list[list[PareoDealHandsItemItem]]
    stock: list[PareoDealStockItem]
    leader: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        hands = []
        for hands_item_data in self.hands:
            hands_item = []
            for hands_item_item_data in hands_item_data:
                hands_item_item = hands_item_item_data.value
                hands_item.append(hands_item_item)

            hands.append(hands_item)

        stock = []
        for stock_item_data in self.stock:
            stock_item = stock_item_data.value
            stock.append(stock_item)

        leader = self.leader

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "hands": hands,
                "stock": stock,
            }
        )
        if leader is not UNSET:
            field_dict["leader"] = leader

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        hands = []
        _hands = d.pop("hands")
        for hands_item_data in _hands:
            hands_item = []
            _hands_item = hands_item_data
            for hands_item_item_data in _hands_item:
                hands_item_item = PareoDealHandsItemItem(hands_item_item_data)

                hands_item.append(hands_item_item)

            hands.append(hands_item)

        stock = []
        _stock = d.pop("stock")
        for stock_item_data in _stock:
            stock_item = PareoDealStockItem(stock_item_data)

            stock.append(stock_item)

        leader = d.pop("leader", UNSET)

        pareo_deal = cls(
            hands=hands,
            stock=stock,
            leader=leader,
        )

        return pareo_deal
