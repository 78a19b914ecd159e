from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

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
        correction_minutes (int | Unset): with `director` (else unused): minutes after the end during which the director
            may still decide (default REFEREE_CORRECTION_MINUTES, 30; 0: the result is final at the end)
        director (bool | Unset): R200: true gives the game (or every game of a batch) a director, whose token
            (`tokens.director`, a batch's `director_token`) decides penalties, awards, annulments, forfeits, pauses,
            extensions and corrections (docs/tournaments.md "Director")
        director_webhook (str | Unset): with `director` (else unused): a URL that gets a signed POST for each call of
            the director (`director_called`); refused as `webhook` is
        director_webhook_secret (str | Unset): with `director_webhook`: the key of its HMAC-SHA256 signature header;
            never shown again
    """

    games: list[EmotrionsGame | FourAcesGame | PareoGame]
    correction_minutes: int | Unset = UNSET
    director: bool | Unset = UNSET
    director_webhook: str | Unset = UNSET
    director_webhook_secret: str | Unset = UNSET

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

        correction_minutes = self.correction_minutes

        director = self.director

        director_webhook = self.director_webhook

        director_webhook_secret = self.director_webhook_secret

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "games": games,
            }
        )
        if correction_minutes is not UNSET:
            field_dict["correction_minutes"] = correction_minutes
        if director is not UNSET:
            field_dict["director"] = director
        if director_webhook is not UNSET:
            field_dict["director_webhook"] = director_webhook
        if director_webhook_secret is not UNSET:
            field_dict["director_webhook_secret"] = director_webhook_secret

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

        correction_minutes = d.pop("correction_minutes", UNSET)

        director = d.pop("director", UNSET)

        director_webhook = d.pop("director_webhook", UNSET)

        director_webhook_secret = d.pop("director_webhook_secret", UNSET)

        batch = cls(
            games=games,
            correction_minutes=correction_minutes,
            director=director,
            director_webhook=director_webhook,
            director_webhook_secret=director_webhook_secret,
        )

        return batch
