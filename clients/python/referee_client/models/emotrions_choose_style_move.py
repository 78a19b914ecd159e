from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.emotrions_choose_style_move_type import EmotrionsChooseStyleMoveType
from ..types import UNSET, Unset

T = TypeVar("T", bound="EmotrionsChooseStyleMove")


@_attrs_define
class EmotrionsChooseStyleMove:
    """
    Attributes:
        covered (bool): stakes played face down (E6.2)
        naked (bool): hands played face up (E6.2)
        stock_face_up (bool): the stock's top card face up (E6.2)
        type_ (EmotrionsChooseStyleMoveType): E6.2: the trick winner chooses the next trick's style.
        seat (int | Unset): the seat moving: needed only from the table token of a scorekeeper game (R80); from a seat
            token it must be that seat
    """

    covered: bool
    naked: bool
    stock_face_up: bool
    type_: EmotrionsChooseStyleMoveType
    seat: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        covered = self.covered

        naked = self.naked

        stock_face_up = self.stock_face_up

        type_ = self.type_.value

        seat = self.seat

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "covered": covered,
                "naked": naked,
                "stock_face_up": stock_face_up,
                "type": type_,
            }
        )
        if seat is not UNSET:
            field_dict["seat"] = seat

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        covered = d.pop("covered")

        naked = d.pop("naked")

        stock_face_up = d.pop("stock_face_up")

        type_ = EmotrionsChooseStyleMoveType(d.pop("type"))

        seat = d.pop("seat", UNSET)

        emotrions_choose_style_move = cls(
            covered=covered,
            naked=naked,
            stock_face_up=stock_face_up,
            type_=type_,
            seat=seat,
        )

        return emotrions_choose_style_move
