from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="EmotrionsGameCreatedEventOptions")


@_attrs_define
class EmotrionsGameCreatedEventOptions:
    """
    Attributes:
        covered (bool | Unset):
        decks (int | Unset):
        exit_ (bool | Unset):
        forced_exchange (bool | Unset):
        naked (bool | Unset):
        stock_face_up (bool | Unset):
        target (str | Unset):
        winner_options (bool | Unset):
    """

    covered: bool | Unset = UNSET
    decks: int | Unset = UNSET
    exit_: bool | Unset = UNSET
    forced_exchange: bool | Unset = UNSET
    naked: bool | Unset = UNSET
    stock_face_up: bool | Unset = UNSET
    target: str | Unset = UNSET
    winner_options: bool | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        covered = self.covered

        decks = self.decks

        exit_ = self.exit_

        forced_exchange = self.forced_exchange

        naked = self.naked

        stock_face_up = self.stock_face_up

        target = self.target

        winner_options = self.winner_options

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if covered is not UNSET:
            field_dict["covered"] = covered
        if decks is not UNSET:
            field_dict["decks"] = decks
        if exit_ is not UNSET:
            field_dict["exit"] = exit_
        if forced_exchange is not UNSET:
            field_dict["forced_exchange"] = forced_exchange
        if naked is not UNSET:
            field_dict["naked"] = naked
        if stock_face_up is not UNSET:
            field_dict["stock_face_up"] = stock_face_up
        if target is not UNSET:
            field_dict["target"] = target
        if winner_options is not UNSET:
            field_dict["winner_options"] = winner_options

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        covered = d.pop("covered", UNSET)

        decks = d.pop("decks", UNSET)

        exit_ = d.pop("exit", UNSET)

        forced_exchange = d.pop("forced_exchange", UNSET)

        naked = d.pop("naked", UNSET)

        stock_face_up = d.pop("stock_face_up", UNSET)

        target = d.pop("target", UNSET)

        winner_options = d.pop("winner_options", UNSET)

        emotrions_game_created_event_options = cls(
            covered=covered,
            decks=decks,
            exit_=exit_,
            forced_exchange=forced_exchange,
            naked=naked,
            stock_face_up=stock_face_up,
            target=target,
            winner_options=winner_options,
        )

        emotrions_game_created_event_options.additional_properties = d
        return emotrions_game_created_event_options

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
