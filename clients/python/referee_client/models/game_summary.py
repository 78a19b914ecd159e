from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.seat_name import SeatName


T = TypeVar("T", bound="GameSummary")


@_attrs_define
class GameSummary:
    """
    Attributes:
        created_at (str):
        id (str):
        location (str):
        players (list[SeatName]):
        status (str):
        variant (str):
        round_ (int | Unset):
    """

    created_at: str
    id: str
    location: str
    players: list[SeatName]
    status: str
    variant: str
    round_: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        created_at = self.created_at

        id = self.id

        location = self.location

        players = []
        for players_item_data in self.players:
            players_item = players_item_data.to_dict()
            players.append(players_item)

        status = self.status

        variant = self.variant

        round_ = self.round_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "created_at": created_at,
                "id": id,
                "location": location,
                "players": players,
                "status": status,
                "variant": variant,
            }
        )
        if round_ is not UNSET:
            field_dict["round"] = round_

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.seat_name import SeatName  # noqa: PLC0415

        d = dict(src_dict)
        created_at = d.pop("created_at")

        id = d.pop("id")

        location = d.pop("location")

        players = []
        _players = d.pop("players")
        for players_item_data in _players:
            players_item = SeatName.from_dict(players_item_data)

            players.append(players_item)

        status = d.pop("status")

        variant = d.pop("variant")

        round_ = d.pop("round", UNSET)

        game_summary = cls(
            created_at=created_at,
            id=id,
            location=location,
            players=players,
            status=status,
            variant=variant,
            round_=round_,
        )

        return game_summary
