from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.decision_ref_type import DecisionRefType

T = TypeVar("T", bound="DecisionRef")


@_attrs_define
class DecisionRef:
    """
    Attributes:
        id (str):  Example: d1.
        type_ (DecisionRefType):
    """

    id: str
    type_: DecisionRefType

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        type_ = self.type_.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        type_ = DecisionRefType(d.pop("type"))

        decision_ref = cls(
            id=id,
            type_=type_,
        )

        return decision_ref
