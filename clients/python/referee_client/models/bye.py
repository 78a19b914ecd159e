from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.bye_kind import ByeKind
from ..types import UNSET, Unset

T = TypeVar("T", bound="Bye")


@_attrs_define
class Bye:
    """
    Attributes:
        kind (ByeKind): full, half or zero (R237)
        player (str):
        requested (bool | Unset): a full bye the player asked for (TRF `F`), not the pairing's (`U`, the default; R240)
    """

    kind: ByeKind
    player: str
    requested: bool | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        kind = self.kind.value

        player = self.player

        requested = self.requested

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "kind": kind,
                "player": player,
            }
        )
        if requested is not UNSET:
            field_dict["requested"] = requested

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        kind = ByeKind(d.pop("kind"))

        player = d.pop("player")

        requested = d.pop("requested", UNSET)

        bye = cls(
            kind=kind,
            player=player,
            requested=requested,
        )

        return bye
