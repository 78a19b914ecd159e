from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.pareo_bots_0 import PareoBots0
from ..models.pareo_bots_1 import PareoBots1
from ..types import UNSET, Unset

T = TypeVar("T", bound="PareoBots")


@_attrs_define
class PareoBots:
    """
    Attributes:
        field_0 (PareoBots0 | Unset):
        field_1 (PareoBots1 | Unset):
    """

    field_0: PareoBots0 | Unset = UNSET
    field_1: PareoBots1 | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        field_0: str | Unset = UNSET
        if not isinstance(self.field_0, Unset):
            field_0 = self.field_0.value

        field_1: str | Unset = UNSET
        if not isinstance(self.field_1, Unset):
            field_1 = self.field_1.value

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if field_0 is not UNSET:
            field_dict["0"] = field_0
        if field_1 is not UNSET:
            field_dict["1"] = field_1

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        _field_0 = d.pop("0", UNSET)
        field_0: PareoBots0 | Unset
        if isinstance(_field_0, Unset):
            field_0 = UNSET
        else:
            field_0 = PareoBots0(_field_0)

        _field_1 = d.pop("1", UNSET)
        field_1: PareoBots1 | Unset
        if isinstance(_field_1, Unset):
            field_1 = UNSET
        else:
            field_1 = PareoBots1(_field_1)

        pareo_bots = cls(
            field_0=field_0,
            field_1=field_1,
        )

        return pareo_bots
