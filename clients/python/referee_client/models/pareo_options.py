from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.pareo_options_playoff_opener import PareoOptionsPlayoffOpener
from ..models.pareo_options_target import PareoOptionsTarget
from ..types import UNSET, Unset

T = TypeVar("T", bound="PareoOptions")


@_attrs_define
class PareoOptions:
    """
    Attributes:
        first_trick_draw (bool | Unset): P2: true: both players draw before every play, the first included; false: the
            first attack of a hand is made from the 6 dealt cards, the draws begin with the second play. Default: `true`.
        naked (bool | Unset): E6.1: both hands are visible to all. Default: `false`.
        playoff_opener (PareoOptionsPlayoffOpener | Unset): R24: other: a play-off hand is opened as every hand (R24:
            the higher total, on equal totals the player who did not open the hand just ended); same: every play-off hand is
            opened by the player who opened the hand that led to the play-off. Default: `"other"`.
        stock_face_up (bool | Unset): E6.1: the stock's top card is visible to all. Default: `false`.
        target (PareoOptionsTarget | Unset): E5.1: reach37: 37 or more wins, below zero is out; exact37: exactly 37 wins
            (E5.3). Default: `"reach37"`.
    """

    first_trick_draw: bool | Unset = UNSET
    naked: bool | Unset = UNSET
    playoff_opener: PareoOptionsPlayoffOpener | Unset = UNSET
    stock_face_up: bool | Unset = UNSET
    target: PareoOptionsTarget | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        first_trick_draw = self.first_trick_draw

        naked = self.naked

        playoff_opener: str | Unset = UNSET
        if not isinstance(self.playoff_opener, Unset):
            playoff_opener = self.playoff_opener.value

        stock_face_up = self.stock_face_up

        target: str | Unset = UNSET
        if not isinstance(self.target, Unset):
            target = self.target.value

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if first_trick_draw is not UNSET:
            field_dict["first_trick_draw"] = first_trick_draw
        if naked is not UNSET:
            field_dict["naked"] = naked
        if playoff_opener is not UNSET:
            field_dict["playoff_opener"] = playoff_opener
        if stock_face_up is not UNSET:
            field_dict["stock_face_up"] = stock_face_up
        if target is not UNSET:
            field_dict["target"] = target

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        first_trick_draw = d.pop("first_trick_draw", UNSET)

        naked = d.pop("naked", UNSET)

        _playoff_opener = d.pop("playoff_opener", UNSET)
        playoff_opener: PareoOptionsPlayoffOpener | Unset
        if isinstance(_playoff_opener, Unset):
            playoff_opener = UNSET
        else:
            playoff_opener = PareoOptionsPlayoffOpener(_playoff_opener)

        stock_face_up = d.pop("stock_face_up", UNSET)

        _target = d.pop("target", UNSET)
        target: PareoOptionsTarget | Unset
        if isinstance(_target, Unset):
            target = UNSET
        else:
            target = PareoOptionsTarget(_target)

        pareo_options = cls(
            first_trick_draw=first_trick_draw,
            naked=naked,
            playoff_opener=playoff_opener,
            stock_face_up=stock_face_up,
            target=target,
        )

        return pareo_options
