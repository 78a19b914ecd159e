from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="TournamentEvents")


@_attrs_define
class TournamentEvents:
    """
    Attributes:
        events (list[Any]): each with `seq`, `type`, `at`, and its fields
        last_seq (int):
    """

    events: list[Any]
    last_seq: int

    def to_dict(self) -> dict[str, Any]:
        events = self.events

        last_seq = self.last_seq

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "events": events,
                "last_seq": last_seq,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        events = cast(list[Any], d.pop("events"))

        last_seq = d.pop("last_seq")

        tournament_events = cls(
            events=events,
            last_seq=last_seq,
        )

        return tournament_events
