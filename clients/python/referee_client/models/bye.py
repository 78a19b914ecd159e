from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.bye_kind import ByeKind

T = TypeVar("T", bound="Bye")


@_attrs_define
class Bye:
    """
    Attributes:
        kind (ByeKind): full, half or zero (R237)
        player (str):
    """

    kind: ByeKind
    player: str

    def to_dict(self) -> dict[str, Any]:
        kind = self.kind.value

        player = self.player

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "kind": kind,
                "player": player,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        kind = ByeKind(d.pop("kind"))

        player = d.pop("player")

        bye = cls(
            kind=kind,
            player=player,
        )

        return bye
