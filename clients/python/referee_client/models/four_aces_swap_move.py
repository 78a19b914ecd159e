from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.four_aces_swap_move_give_item import FourAcesSwapMoveGiveItem
from ..models.four_aces_swap_move_take_item import FourAcesSwapMoveTakeItem
from ..models.four_aces_swap_move_type import FourAcesSwapMoveType
from ..types import UNSET, Unset

T = TypeVar("T", bound="FourAcesSwapMove")


@_attrs_define
class FourAcesSwapMove:
    """
    Attributes:
        give (list[FourAcesSwapMoveGiveItem]): cards given from the hand to the table (A5)
        take (list[FourAcesSwapMoveTakeItem]): as many table cards taken (A5)
        type_ (FourAcesSwapMoveType): A5: give ``give`` from the hand to the table and take as many table cards,
            ``take``.
        seat (int | Unset): the seat moving: needed only from the table token of a scorekeeper game (R80); from a seat
            token it must be that seat
    """

    give: list[FourAcesSwapMoveGiveItem]
    take: list[FourAcesSwapMoveTakeItem]
    type_: FourAcesSwapMoveType
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
            give_item = FourAcesSwapMoveGiveItem(give_item_data)

            give.append(give_item)

        take = []
        _take = d.pop("take")
        for take_item_data in _take:
            take_item = FourAcesSwapMoveTakeItem(take_item_data)

            take.append(take_item)

        type_ = FourAcesSwapMoveType(d.pop("type"))

        seat = d.pop("seat", UNSET)

        four_aces_swap_move = cls(
            give=give,
            take=take,
            type_=type_,
            seat=seat,
        )

        return four_aces_swap_move
