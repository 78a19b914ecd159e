from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.swap_move_give_item import SwapMoveGiveItem
from ..models.swap_move_take_item import SwapMoveTakeItem
from ..models.swap_move_type import SwapMoveType
from ..types import UNSET, Unset

T = TypeVar("T", bound="SwapMove")


@_attrs_define
class SwapMove:
    """
    Attributes:
        give (list[SwapMoveGiveItem]): swap: cards given from the hand to the table (A5)
        take (list[SwapMoveTakeItem]): swap: table cards taken (A5); capture: table cards captured (A6.1)
        type_ (SwapMoveType):
        seat (int | Unset): the seat moving: needed only from the table token of a scorekeeper game (R80); from a seat
            token it must be that seat
    """

    give: list[SwapMoveGiveItem]
    take: list[SwapMoveTakeItem]
    type_: SwapMoveType
    seat: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        give = []
        for give_item_data in self.give:
            give_item = give_item_data.value
            give.append(give_item)

        take = []
        for take_item_data in self.take:
            take_item = take_item_data.value
            take.append(take_item)

        type_ = self.type_.value

        seat = self.seat

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "give": give,
                "take": take,
                "type": type_,
            }
        )
        if seat is not UNSET:
            field_dict["seat"] = seat

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        give = []
        _give = d.pop("give")
        for give_item_data in _give:
            give_item = SwapMoveGiveItem(give_item_data)

            give.append(give_item)

        take = []
        _take = d.pop("take")
        for take_item_data in _take:
            take_item = SwapMoveTakeItem(take_item_data)

            take.append(take_item)

        type_ = SwapMoveType(d.pop("type"))

        seat = d.pop("seat", UNSET)

        swap_move = cls(
            give=give,
            take=take,
            type_=type_,
            seat=seat,
        )

        return swap_move
