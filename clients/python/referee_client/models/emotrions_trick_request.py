from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.emotrions_trick_request_decks import EmotrionsTrickRequestDecks
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.emotrions_trick_stakes import EmotrionsTrickStakes


T = TypeVar("T", bound="EmotrionsTrickRequest")


@_attrs_define
class EmotrionsTrickRequest:
    """
    Attributes:
        stakes (list[EmotrionsTrickStakes]): in staking order: clockwise from the leader (R101)
        decks (EmotrionsTrickRequestDecks | Unset): E1.2 (default: 1 for 2–4 players, 2 for 5–6, R102)
        players (int | Unset): players at the table (default: enough for every seat named, R102)
    """

    stakes: list[EmotrionsTrickStakes]
    decks: EmotrionsTrickRequestDecks | Unset = UNSET
    players: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        stakes = []
        for stakes_item_data in self.stakes:
            stakes_item = stakes_item_data.to_dict()
            stakes.append(stakes_item)

        decks: int | Unset = UNSET
        if not isinstance(self.decks, Unset):
            decks = self.decks.value

        players = self.players

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "stakes": stakes,
            }
        )
        if decks is not UNSET:
            field_dict["decks"] = decks
        if players is not UNSET:
            field_dict["players"] = players

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.emotrions_trick_stakes import EmotrionsTrickStakes  # noqa: PLC0415

        d = dict(src_dict)
        stakes = []
        _stakes = d.pop("stakes")
        for stakes_item_data in _stakes:
            stakes_item = EmotrionsTrickStakes.from_dict(stakes_item_data)

            stakes.append(stakes_item)

        _decks = d.pop("decks", UNSET)
        decks: EmotrionsTrickRequestDecks | Unset
        if isinstance(_decks, Unset):
            decks = UNSET
        else:
            decks = EmotrionsTrickRequestDecks(_decks)

        players = d.pop("players", UNSET)

        emotrions_trick_request = cls(
            stakes=stakes,
            decks=decks,
            players=players,
        )

        return emotrions_trick_request
