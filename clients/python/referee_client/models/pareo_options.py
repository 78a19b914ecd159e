from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.pareo_options_target import PareoOptionsTarget
from ..types import UNSET, Unset

T = TypeVar("T", bound="PareoOptions")


@_attrs_define
class PareoOptions:
    """
    Attributes:
        naked (bool | Unset): E6.1: both hands are visible to all. Default: `false`.
        stock_face_up (bool | Unset): E6.1: the stock's top card is visible to all. Default: `false`.
        target (PareoOptionsTarget | Unset): E5.1: reach37: 37 or more wins, below zero is out; exact37: exactly 37 wins
            (E5.3). Default: `"reach37"`.
    """

    naked: bool | Unset = UNSET
    stock_face_up: bool | Unset = UNSET
    target: PareoOptionsTarget | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        naked = self.naked

        stock_face_up = self.stock_face_up

        target: str | Unset = UNSET
        if not isinstance(self.target, Unset):
            target = self.target.value

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if naked is not UNSET:
            field_dict["naked"] = naked
        if stock_face_up is not UNSET:
            field_dict["stock_face_up"] = stock_face_up
        if target is not UNSET:
            field_dict["target"] = target

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        naked = d.pop("naked", UNSET)

        stock_face_up = d.pop("stock_face_up", UNSET)

        _target = d.pop("target", UNSET)
        target: PareoOptionsTarget | Unset
        if isinstance(_target, Unset):
            target = UNSET
        else:
            target = PareoOptionsTarget(_target)

        pareo_options = cls(
            naked=naked,
            stock_face_up=stock_face_up,
            target=target,
        )

        return pareo_options
