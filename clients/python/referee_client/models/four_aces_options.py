from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.four_aces_options_interruptions_per import FourAcesOptionsInterruptionsPer
from ..models.four_aces_options_mode import FourAcesOptionsMode
from ..types import UNSET, Unset

T = TypeVar("T", bound="FourAcesOptions")


@_attrs_define
class FourAcesOptions:
    """
    Attributes:
        interruptions_per (FourAcesOptionsInterruptionsPer | Unset): A7.2: whether each mode's Interruption allotment is
            per round or per match. Default: `"round"`.
        mode (FourAcesOptionsMode | Unset): A2: duel (2), odd (3), even (4, each alone), teams (4, seats 0+2 vs 1+3);
            default duel for 2 players, odd for 3, even for 4
    """

    interruptions_per: FourAcesOptionsInterruptionsPer | Unset = UNSET
    mode: FourAcesOptionsMode | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        interruptions_per: str | Unset = UNSET
        if not isinstance(self.interruptions_per, Unset):
            interruptions_per = self.interruptions_per.value

        mode: str | Unset = UNSET
        if not isinstance(self.mode, Unset):
            mode = self.mode.value

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if interruptions_per is not UNSET:
            field_dict["interruptions_per"] = interruptions_per
        if mode is not UNSET:
            field_dict["mode"] = mode

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        _interruptions_per = d.pop("interruptions_per", UNSET)
        interruptions_per: FourAcesOptionsInterruptionsPer | Unset
        if isinstance(_interruptions_per, Unset):
            interruptions_per = UNSET
        else:
            interruptions_per = FourAcesOptionsInterruptionsPer(_interruptions_per)

        _mode = d.pop("mode", UNSET)
        mode: FourAcesOptionsMode | Unset
        if isinstance(_mode, Unset):
            mode = UNSET
        else:
            mode = FourAcesOptionsMode(_mode)

        four_aces_options = cls(
            interruptions_per=interruptions_per,
            mode=mode,
        )

        return four_aces_options
