from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.emotrions_bots_0 import EmotrionsBots0
from ..models.emotrions_bots_1 import EmotrionsBots1
from ..models.emotrions_bots_2 import EmotrionsBots2
from ..models.emotrions_bots_3 import EmotrionsBots3
from ..models.emotrions_bots_4 import EmotrionsBots4
from ..models.emotrions_bots_5 import EmotrionsBots5
from ..types import UNSET, Unset

T = TypeVar("T", bound="EmotrionsBots")


@_attrs_define
class EmotrionsBots:
    """
    Attributes:
        field_0 (EmotrionsBots0 | Unset):
        field_1 (EmotrionsBots1 | Unset):
        field_2 (EmotrionsBots2 | Unset):
        field_3 (EmotrionsBots3 | Unset):
        field_4 (EmotrionsBots4 | Unset):
        field_5 (EmotrionsBots5 | Unset):
    """

    field_0: EmotrionsBots0 | Unset = UNSET
    field_1: EmotrionsBots1 | Unset = UNSET
    field_2: EmotrionsBots2 | Unset = UNSET
    field_3: EmotrionsBots3 | Unset = UNSET
    field_4: EmotrionsBots4 | Unset = UNSET
    field_5: EmotrionsBots5 | Unset = UNSET

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

        field_4: str | Unset = UNSET
        if not isinstance(self.field_4, Unset):
            field_4 = self.field_4.value

        field_5: str | Unset = UNSET
        if not isinstance(self.field_5, Unset):
            field_5 = self.field_5.value

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
        if field_4 is not UNSET:
            field_dict["4"] = field_4
        if field_5 is not UNSET:
            field_dict["5"] = field_5

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        _field_0 = d.pop("0", UNSET)
        field_0: EmotrionsBots0 | Unset
        if isinstance(_field_0, Unset):
            field_0 = UNSET
        else:
            field_0 = EmotrionsBots0(_field_0)

        _field_1 = d.pop("1", UNSET)
        field_1: EmotrionsBots1 | Unset
        if isinstance(_field_1, Unset):
            field_1 = UNSET
        else:
            field_1 = EmotrionsBots1(_field_1)

        _field_2 = d.pop("2", UNSET)
        field_2: EmotrionsBots2 | Unset
        if isinstance(_field_2, Unset):
            field_2 = UNSET
        else:
            field_2 = EmotrionsBots2(_field_2)

        _field_3 = d.pop("3", UNSET)
        field_3: EmotrionsBots3 | Unset
        if isinstance(_field_3, Unset):
            field_3 = UNSET
        else:
            field_3 = EmotrionsBots3(_field_3)

        _field_4 = d.pop("4", UNSET)
        field_4: EmotrionsBots4 | Unset
        if isinstance(_field_4, Unset):
            field_4 = UNSET
        else:
            field_4 = EmotrionsBots4(_field_4)

        _field_5 = d.pop("5", UNSET)
        field_5: EmotrionsBots5 | Unset
        if isinstance(_field_5, Unset):
            field_5 = UNSET
        else:
            field_5 = EmotrionsBots5(_field_5)

        emotrions_bots = cls(
            field_0=field_0,
            field_1=field_1,
            field_2=field_2,
            field_3=field_3,
            field_4=field_4,
            field_5=field_5,
        )

        return emotrions_bots
