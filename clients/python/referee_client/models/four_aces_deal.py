from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.four_aces_deal_hands_item_item import FourAcesDealHandsItemItem
from ..models.four_aces_deal_stock_item import FourAcesDealStockItem
from ..models.four_aces_deal_table_item import FourAcesDealTableItem
from ..types import UNSET, Unset

T = TypeVar("T", bound="FourAcesDeal")


@_attrs_define
class FourAcesDeal:
    """
    Attributes:
        hands (list[list[FourAcesDealHandsItemItem]]): one list per seat, in seat order
        stock (list[FourAcesDealStockItem]): the stock, top card first
        dealer (int | Unset): four-aces: the first dealer, instead of the dealer cut
        table (list[FourAcesDealTableItem] | Unset): the table cards
    """

    hands: list[list[FourAcesDealHandsItemItem]]
    stock: list[FourAcesDealStockItem]
    dealer: int | Unset = UNSET
    table: list[FourAcesDealTableItem] | Unset = UNSET

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

        dealer = self.dealer

        table: list[str] | Unset = UNSET
        if not isinstance(self.table, Unset):
            table = []
            for table_item_data in self.table:
                table_item = table_item_data.value
                table.append(table_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "hands": hands,
                "stock": stock,
            }
        )
        if dealer is not UNSET:
            field_dict["dealer"] = dealer
        if table is not UNSET:
            field_dict["table"] = table

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
                hands_item_item = FourAcesDealHandsItemItem(hands_item_item_data)

                hands_item.append(hands_item_item)

            hands.append(hands_item)

        stock = []
        _stock = d.pop("stock")
        for stock_item_data in _stock:
            stock_item = FourAcesDealStockItem(stock_item_data)

            stock.append(stock_item)

        dealer = d.pop("dealer", UNSET)

        _table = d.pop("table", UNSET)
        table: list[FourAcesDealTableItem] | Unset = UNSET
        if _table is not UNSET:
            table = []
            for table_item_data in _table:
                table_item = FourAcesDealTableItem(table_item_data)

                table.append(table_item)

        four_aces_deal = cls(
            hands=hands,
            stock=stock,
            dealer=dealer,
            table=table,
        )

        return four_aces_deal
