from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.batch_game import BatchGame


T = TypeVar("T", bound="BatchCreated")


@_attrs_define
class BatchCreated:
    """
    Attributes:
        games (list[BatchGame]): in the order of the request
        director_token (str | Unset): with `director: true`: the director's token, for every game of the batch
    """

    games: list[BatchGame]
    director_token: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        games = []
        for games_item_data in self.games:
            games_item = games_item_data.to_dict()
            games.append(games_item)

        director_token = self.director_token

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "games": games,
            }
        )
        if director_token is not UNSET:
            field_dict["director_token"] = director_token

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.batch_game import BatchGame  # noqa: PLC0415

        d = dict(src_dict)
        games = []
        _games = d.pop("games")
        for games_item_data in _games:
            games_item = BatchGame.from_dict(games_item_data)

            games.append(games_item)

        director_token = d.pop("director_token", UNSET)

        batch_created = cls(
            games=games,
            director_token=director_token,
        )

        return batch_created
