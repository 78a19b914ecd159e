from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="RoundEndedEventRankingItemDecidedByType1")


@_attrs_define
class RoundEndedEventRankingItemDecidedByType1:
    """
    Attributes:
        criterion (str):
        rule (str):
        column (int | Unset):
    """

    criterion: str
    rule: str
    column: int | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        criterion = self.criterion

        rule = self.rule

        column = self.column

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "criterion": criterion,
                "rule": rule,
            }
        )
        if column is not UNSET:
            field_dict["column"] = column

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        criterion = d.pop("criterion")

        rule = d.pop("rule")

        column = d.pop("column", UNSET)

        round_ended_event_ranking_item_decided_by_type_1 = cls(
            criterion=criterion,
            rule=rule,
            column=column,
        )

        round_ended_event_ranking_item_decided_by_type_1.additional_properties = d
        return round_ended_event_ranking_item_decided_by_type_1

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
