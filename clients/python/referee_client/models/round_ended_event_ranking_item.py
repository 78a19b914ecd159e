from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.round_ended_event_ranking_item_decided_by_type_1 import RoundEndedEventRankingItemDecidedByType1


T = TypeVar("T", bound="RoundEndedEventRankingItem")


@_attrs_define
class RoundEndedEventRankingItem:
    """
    Attributes:
        decided_by (None | RoundEndedEventRankingItemDecidedByType1):
        place (int):
        seats (list[int]):
    """

    decided_by: None | RoundEndedEventRankingItemDecidedByType1
    place: int
    seats: list[int]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.round_ended_event_ranking_item_decided_by_type_1 import RoundEndedEventRankingItemDecidedByType1  # noqa: PLC0415

        decided_by: dict[str, Any] | None
        if isinstance(self.decided_by, RoundEndedEventRankingItemDecidedByType1):
            decided_by = self.decided_by.to_dict()
        else:
            decided_by = self.decided_by

        place = self.place

        seats = self.seats

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "decided_by": decided_by,
                "place": place,
                "seats": seats,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.round_ended_event_ranking_item_decided_by_type_1 import RoundEndedEventRankingItemDecidedByType1  # noqa: PLC0415

        d = dict(src_dict)

        def _parse_decided_by(data: object) -> None | RoundEndedEventRankingItemDecidedByType1:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                decided_by_type_1 = RoundEndedEventRankingItemDecidedByType1.from_dict(data)

                return decided_by_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | RoundEndedEventRankingItemDecidedByType1, data)

        decided_by = _parse_decided_by(d.pop("decided_by"))

        place = d.pop("place")

        seats = cast(list[int], d.pop("seats"))

        round_ended_event_ranking_item = cls(
            decided_by=decided_by,
            place=place,
            seats=seats,
        )

        round_ended_event_ranking_item.additional_properties = d
        return round_ended_event_ranking_item

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
