from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.four_aces_bots_0 import FourAcesBots0
from ..models.four_aces_bots_1 import FourAcesBots1
from ..models.four_aces_bots_2 import FourAcesBots2
from ..models.four_aces_bots_3 import FourAcesBots3
from ..types import UNSET, Unset

T = TypeVar("T", bound="FourAcesBots")


@_attrs_define
class FourAcesBots:
    """
    Attributes:
        field_0 (FourAcesBots0 | Unset):
        field_1 (FourAcesBots1 | Unset):
        field_2 (FourAcesBots2 | Unset):
        field_3 (FourAcesBots3 | Unset):
    """

    field_0: FourAcesBots0 | Unset = UNSET
    field_1: FourAcesBots1 | Unset = UNSET
    field_2: FourAcesBots2 | Unset = UNSET
    field_3: FourAcesBots3 | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        field_0: str | Unset = UNSET
        if not isinstance(self.field_0, Unset):
            field_0 = self.field_0.value

        field_1: str | Unset = UNSET
        if not isinstance(self.field_1, Unset):
            field_1 = self.field_1.value

        field_2: str | Unset = UNSET
        if not isinstance(self.field_2, Unset):
            field_2 = self.field_2.value

        field_3: str | Unset = UNSET
        if not isinstance(self.field_3, Unset):
            field_3 = self.field_3.value

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if field_0 is not UNSET:
            field_dict["0"] = field_0
        if field_1 is not UNSET:
            field_dict["1"] = field_1
        if field_2 is not UNSET:
            field_dict["2"] = field_2
        if field_3 is not UNSET:
            field_dict["3"] = field_3

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        _field_0 = d.pop("0", UNSET)
        field_0: FourAcesBots0 | Unset
        if isinstance(_field_0, Unset):
            field_0 = UNSET
        else:
            field_0 = FourAcesBots0(_field_0)

        _field_1 = d.pop("1", UNSET)
        field_1: FourAcesBots1 | Unset
        if isinstance(_field_1, Unset):
            field_1 = UNSET
        else:
            field_1 = FourAcesBots1(_field_1)

        _field_2 = d.pop("2", UNSET)
        field_2: FourAcesBots2 | Unset
        if isinstance(_field_2, Unset):
            field_2 = UNSET
        else:
            field_2 = FourAcesBots2(_field_2)

        _field_3 = d.pop("3", UNSET)
        field_3: FourAcesBots3 | Unset
        if isinstance(_field_3, Unset):
            field_3 = UNSET
        else:
            field_3 = FourAcesBots3(_field_3)

        four_aces_bots = cls(
            field_0=field_0,
            field_1=field_1,
            field_2=field_2,
            field_3=field_3,
        )

        return four_aces_bots
