from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.exchange_move_type import ExchangeMoveType
from ..types import UNSET, Unset

T = TypeVar("T", bound="ExchangeMove")


@_attrs_define
class ExchangeMove:
    """
    Attributes:
        type_ (ExchangeMoveType):
        victim (int): exchange: the seat taken from (E7.3)
        seat (int | Unset): the seat moving: needed only from the table token of a scorekeeper game (R80); from a seat
            token it must be that seat
    """

    type_: ExchangeMoveType
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
        type_ = ExchangeMoveType(d.pop("type"))

        victim = d.pop("victim")

        seat = d.pop("seat", UNSET)

        exchange_move = cls(
            type_=type_,
            victim=victim,
            seat=seat,
        )

        return exchange_move
