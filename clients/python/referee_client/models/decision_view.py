from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.decision_view_type import DecisionViewType

T = TypeVar("T", bound="DecisionView")


@_attrs_define
class DecisionView:
    """
    Attributes:
        at (str):
        id (str):  Example: d1.
        reason (str):
        type_ (DecisionViewType):
        version (int): the version it made
    """

    at: str
    id: str
    reason: str
    type_: DecisionViewType
    version: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        at = self.at

        id = self.id

        reason = self.reason

        type_ = self.type_.value

        version = self.version

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "at": at,
                "id": id,
                "reason": reason,
                "type": type_,
                "version": version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        at = d.pop("at")

        id = d.pop("id")

        reason = d.pop("reason")

        type_ = DecisionViewType(d.pop("type"))

        version = d.pop("version")

        decision_view = cls(
            at=at,
            id=id,
            reason=reason,
            type_=type_,
            version=version,
        )

        decision_view.additional_properties = d
        return decision_view

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
