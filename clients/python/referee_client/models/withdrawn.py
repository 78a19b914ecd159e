from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="Withdrawn")


@_attrs_define
class Withdrawn:
    """
    Attributes:
        after_round (int):
        player (str):
        version (int):
    """

    after_round: int
    player: str
    version: int

    def to_dict(self) -> dict[str, Any]:
        after_round = self.after_round

        player = self.player

        version = self.version

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "after_round": after_round,
                "player": player,
                "version": version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        after_round = d.pop("after_round")

        player = d.pop("player")

        version = d.pop("version")

        withdrawn = cls(
            after_round=after_round,
            player=player,
            version=version,
        )

        return withdrawn
