from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="Redeemed")


@_attrs_define
class Redeemed:
    """
    Attributes:
        game (str): the game's id
        location (str): the game's URL
        seat (int): the seat the code was for
        token (str): the seat's secret token, shown only now
    """

    game: str
    location: str
    seat: int
    token: str

    def to_dict(self) -> dict[str, Any]:
        game = self.game

        location = self.location

        seat = self.seat

        token = self.token

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "game": game,
                "location": location,
                "seat": seat,
                "token": token,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        game = d.pop("game")

        location = d.pop("location")

        seat = d.pop("seat")

        token = d.pop("token")

        redeemed = cls(
            game=game,
            location=location,
            seat=seat,
            token=token,
        )

        return redeemed
