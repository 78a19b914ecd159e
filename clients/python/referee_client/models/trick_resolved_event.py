from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.trick_resolved_event_type import TrickResolvedEventType

if TYPE_CHECKING:
    from ..models.trick_resolved_event_stakes_item import TrickResolvedEventStakesItem


T = TypeVar("T", bound="TrickResolvedEvent")


@_attrs_define
class TrickResolvedEvent:
    """A `trick_resolved` event (emotrions)

    Attributes:
        at (str):
        hunger (bool):
        seq (int):
        stakes (list[TrickResolvedEventStakesItem]):
        to (str):
        type_ (TrickResolvedEventType):
        version (int): the version it led to
        winner (int | None):
    """

    at: str
    hunger: bool
    seq: int
    stakes: list[TrickResolvedEventStakesItem]
    to: str
    type_: TrickResolvedEventType
    version: int
    winner: int | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        at = self.at

        hunger = self.hunger

        seq = self.seq

        stakes = []
        for stakes_item_data in self.stakes:
            stakes_item = stakes_item_data.to_dict()
            stakes.append(stakes_item)

        to = self.to

        type_ = self.type_.value

        version = self.version

        winner: int | None
        winner = self.winner

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "at": at,
                "hunger": hunger,
                "seq": seq,
                "stakes": stakes,
                "to": to,
                "type": type_,
                "version": version,
                "winner": winner,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.trick_resolved_event_stakes_item import TrickResolvedEventStakesItem  # noqa: PLC0415

        d = dict(src_dict)
        at = d.pop("at")

        hunger = d.pop("hunger")

        seq = d.pop("seq")

        stakes = []
        _stakes = d.pop("stakes")
        for stakes_item_data in _stakes:
            stakes_item = TrickResolvedEventStakesItem.from_dict(stakes_item_data)

            stakes.append(stakes_item)

        to = d.pop("to")

        type_ = TrickResolvedEventType(d.pop("type"))

        version = d.pop("version")

        def _parse_winner(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        winner = _parse_winner(d.pop("winner"))

        trick_resolved_event = cls(
            at=at,
            hunger=hunger,
            seq=seq,
            stakes=stakes,
            to=to,
            type_=type_,
            version=version,
            winner=winner,
        )

        trick_resolved_event.additional_properties = d
        return trick_resolved_event

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
