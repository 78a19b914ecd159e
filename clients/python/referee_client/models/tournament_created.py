from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.tournament_created_withdrawn import TournamentCreatedWithdrawn
    from ..models.tournament_player import TournamentPlayer


T = TypeVar("T", bound="TournamentCreated")


@_attrs_define
class TournamentCreated:
    """
    Attributes:
        director_token (str): rules the tournament and every game of it (R200); shown only now
        id (str):
        name (str):
        players (list[TournamentPlayer]):
        rounds (list[Any]): each round: `round`, `tables` (`table`, `players`, `game`), `byes`, `ended`
        variant (str):
        version (int):
        withdrawn (TournamentCreatedWithdrawn): each withdrawn player: the rounds played before
    """

    director_token: str
    id: str
    name: str
    players: list[TournamentPlayer]
    rounds: list[Any]
    variant: str
    version: int
    withdrawn: TournamentCreatedWithdrawn
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        director_token = self.director_token

        id = self.id

        name = self.name

        players = []
        for players_item_data in self.players:
            players_item = players_item_data.to_dict()
            players.append(players_item)

        rounds = self.rounds

        variant = self.variant

        version = self.version

        withdrawn = self.withdrawn.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "director_token": director_token,
                "id": id,
                "name": name,
                "players": players,
                "rounds": rounds,
                "variant": variant,
                "version": version,
                "withdrawn": withdrawn,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.tournament_created_withdrawn import TournamentCreatedWithdrawn  # noqa: PLC0415
        from ..models.tournament_player import TournamentPlayer  # noqa: PLC0415

        d = dict(src_dict)
        director_token = d.pop("director_token")

        id = d.pop("id")

        name = d.pop("name")

        players = []
        _players = d.pop("players")
        for players_item_data in _players:
            players_item = TournamentPlayer.from_dict(players_item_data)

            players.append(players_item)

        rounds = cast(list[Any], d.pop("rounds"))

        variant = d.pop("variant")

        version = d.pop("version")

        withdrawn = TournamentCreatedWithdrawn.from_dict(d.pop("withdrawn"))

        tournament_created = cls(
            director_token=director_token,
            id=id,
            name=name,
            players=players,
            rounds=rounds,
            variant=variant,
            version=version,
            withdrawn=withdrawn,
        )

        tournament_created.additional_properties = d
        return tournament_created

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
