from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="TournamentEvents")


@_attrs_define
class TournamentEvents:
    """
    Attributes:
        events (list[Any]):
    """

    events: list[Any]

    def to_dict(self) -> dict[str, Any]:
        events = self.events

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "events": events,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        events = cast(list[Any], d.pop("events"))

        tournament_events = cls(
            events=events,
        )

        return tournament_events
