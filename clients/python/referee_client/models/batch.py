from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.emotrions_game import EmotrionsGame
    from ..models.four_aces_game import FourAcesGame
    from ..models.pareo_game import PareoGame


T = TypeVar("T", bound="Batch")


@_attrs_define
class Batch:
    """
    Attributes:
        games (list[EmotrionsGame | FourAcesGame | PareoGame]):
    """

    games: list[EmotrionsGame | FourAcesGame | PareoGame]

    def to_dict(self) -> dict[str, Any]:
        from ..models.emotrions_game import EmotrionsGame  # noqa: PLC0415
        from ..models.four_aces_game import FourAcesGame  # noqa: PLC0415

        games = []
        for games_item_data in self.games:
            games_item: dict[str, Any]
            if isinstance(games_item_data, EmotrionsGame):
                games_item = games_item_data.to_dict()
            elif isinstance(games_item_data, FourAcesGame):
                games_item = games_item_data.to_dict()
            else:
                games_item = games_item_data.to_dict()

            games.append(games_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "games": games,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.emotrions_game import EmotrionsGame  # noqa: PLC0415
        from ..models.four_aces_game import FourAcesGame  # noqa: PLC0415
        from ..models.pareo_game import PareoGame  # noqa: PLC0415

        d = dict(src_dict)
        games = []
        _games = d.pop("games")
        for games_item_data in _games:

            def _parse_games_item(data: object) -> EmotrionsGame | FourAcesGame | PareoGame:
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    games_item_type_0 = EmotrionsGame.from_dict(data)

                    return games_item_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    games_item_type_1 = FourAcesGame.from_dict(data)

                    return games_item_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                games_item_type_2 = PareoGame.from_dict(data)

                return games_item_type_2

            games_item = _parse_games_item(games_item_data)

            games.append(games_item)

        batch = cls(
            games=games,
        )

        return batch
