from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.emotrions_exchange_move_type import EmotrionsExchangeMoveType
from ..types import UNSET, Unset

T = TypeVar("T", bound="EmotrionsExchangeMove")


@_attrs_define
class EmotrionsExchangeMove:
    """
    Attributes:
        type_ (EmotrionsExchangeMoveType): E7: the first one calls a Forced Exchange and takes from ``victim``; later
            ones are the     chain's takes (E7.3).
        victim (int): the seat taken from (E7.3)
        seat (int | Unset): the seat moving: needed only from the table token of a scorekeeper game (R80); from a seat
            token it must be that seat
    """

    type_: EmotrionsExchangeMoveType
    victim: int
    seat: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        victim = self.victim

        seat = self.seat

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "victim": victim,
            }
        )
        if seat is not UNSET:
            field_dict["seat"] = seat

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = EmotrionsExchangeMoveType(d.pop("type"))

        victim = d.pop("victim")

        seat = d.pop("seat", UNSET)

        emotrions_exchange_move = cls(
            type_=type_,
            victim=victim,
            seat=seat,
        )

        return emotrions_exchange_move
