from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="EmotrionsViewOptions")


@_attrs_define
class EmotrionsViewOptions:
    """
    Attributes:
        covered (bool):
        decks (int):
        exit_ (bool):
        forced_exchange (bool):
        naked (bool):
        stock_face_up (bool):
        target (str):
        winner_options (bool):
    """

    covered: bool
    decks: int
    exit_: bool
    forced_exchange: bool
    naked: bool
    stock_face_up: bool
    target: str
    winner_options: bool
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
        field_dict.update(
            {
                "covered": covered,
                "decks": decks,
                "exit": exit_,
                "forced_exchange": forced_exchange,
                "naked": naked,
                "stock_face_up": stock_face_up,
                "target": target,
                "winner_options": winner_options,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        covered = d.pop("covered")

        decks = d.pop("decks")

        exit_ = d.pop("exit")

        forced_exchange = d.pop("forced_exchange")

        naked = d.pop("naked")

        stock_face_up = d.pop("stock_face_up")

        target = d.pop("target")

        winner_options = d.pop("winner_options")

        emotrions_view_options = cls(
            covered=covered,
            decks=decks,
            exit_=exit_,
            forced_exchange=forced_exchange,
            naked=naked,
            stock_face_up=stock_face_up,
            target=target,
            winner_options=winner_options,
        )

        emotrions_view_options.additional_properties = d
        return emotrions_view_options

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
