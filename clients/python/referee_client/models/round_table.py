from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="RoundTable")


@_attrs_define
class RoundTable:
    """
    Attributes:
        game (str):
        location (str):
        players (list[str]):
        seat_tokens (list[str]):
        table (int):
        table_token (str):
    """

    game: str
    location: str
    players: list[str]
    seat_tokens: list[str]
    table: int
    table_token: str

    def to_dict(self) -> dict[str, Any]:
        game = self.game

        location = self.location

        players = self.players

        seat_tokens = self.seat_tokens

        table = self.table

        table_token = self.table_token

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "game": game,
                "location": location,
                "players": players,
                "seat_tokens": seat_tokens,
                "table": table,
                "table_token": table_token,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        game = d.pop("game")

        location = d.pop("location")

        players = cast(list[str], d.pop("players"))

        seat_tokens = cast(list[str], d.pop("seat_tokens"))

        table = d.pop("table")

        table_token = d.pop("table_token")

        round_table = cls(
            game=game,
            location=location,
            players=players,
            seat_tokens=seat_tokens,
            table=table,
            table_token=table_token,
        )

        return round_table
