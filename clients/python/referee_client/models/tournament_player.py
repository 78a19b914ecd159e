from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="TournamentPlayer")


@_attrs_define
class TournamentPlayer:
    """
    Attributes:
        id (str): the organiser's own id (letters, digits and `._:/#-`), unique in the tournament Example: FED-0042.
        name (str):  Example: Ann.
    """

    id: str
    name: str

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        name = self.name

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "name": name,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        name = d.pop("name")

        tournament_player = cls(
            id=id,
            name=name,
        )

        return tournament_player
