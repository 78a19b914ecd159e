from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.four_aces_options_interruptions_per import FourAcesOptionsInterruptionsPer
from ..models.four_aces_options_mode import FourAcesOptionsMode
from ..models.four_aces_options_placement_vp import FourAcesOptionsPlacementVp
from ..models.four_aces_options_pure_column import FourAcesOptionsPureColumn
from ..models.four_aces_options_three_aces_vp import FourAcesOptionsThreeAcesVp
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
        placement_vp (FourAcesOptionsPlacementVp | Unset): A8.3: odd and even: replace: the placement points replace the
            round winner's 8 VP; add: the round's winner gets the 8 VP as well as its placement points. Default:
            `"replace"`.
        pure_column (FourAcesOptionsPureColumn | Unset): A8.2: equal_length: purity decides only between columns of
            equal length; always: a pure column beats any impure one, whatever the lengths (pure columns are compared
            first). Default: `"equal_length"`.
        three_aces_vp (FourAcesOptionsThreeAcesVp | Unset): A9.2: instead: the 20 VP of three Aces replace the round's
            placement points; in_addition: they come besides the points the round's winner gets. Default: `"instead"`.
    """

    interruptions_per: FourAcesOptionsInterruptionsPer | Unset = UNSET
    mode: FourAcesOptionsMode | Unset = UNSET
    placement_vp: FourAcesOptionsPlacementVp | Unset = UNSET
    pure_column: FourAcesOptionsPureColumn | Unset = UNSET
    three_aces_vp: FourAcesOptionsThreeAcesVp | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        interruptions_per: str | Unset = UNSET
        if not isinstance(self.interruptions_per, Unset):
            interruptions_per = self.interruptions_per.value

        mode: str | Unset = UNSET
        if not isinstance(self.mode, Unset):
            mode = self.mode.value

        placement_vp: str | Unset = UNSET
        if not isinstance(self.placement_vp, Unset):
            placement_vp = self.placement_vp.value

        pure_column: str | Unset = UNSET
        if not isinstance(self.pure_column, Unset):
            pure_column = self.pure_column.value

        three_aces_vp: str | Unset = UNSET
        if not isinstance(self.three_aces_vp, Unset):
            three_aces_vp = self.three_aces_vp.value

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if interruptions_per is not UNSET:
            field_dict["interruptions_per"] = interruptions_per
        if mode is not UNSET:
            field_dict["mode"] = mode
        if placement_vp is not UNSET:
            field_dict["placement_vp"] = placement_vp
        if pure_column is not UNSET:
            field_dict["pure_column"] = pure_column
        if three_aces_vp is not UNSET:
            field_dict["three_aces_vp"] = three_aces_vp

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

        _placement_vp = d.pop("placement_vp", UNSET)
        placement_vp: FourAcesOptionsPlacementVp | Unset
        if isinstance(_placement_vp, Unset):
            placement_vp = UNSET
        else:
            placement_vp = FourAcesOptionsPlacementVp(_placement_vp)

        _pure_column = d.pop("pure_column", UNSET)
        pure_column: FourAcesOptionsPureColumn | Unset
        if isinstance(_pure_column, Unset):
            pure_column = UNSET
        else:
            pure_column = FourAcesOptionsPureColumn(_pure_column)

        _three_aces_vp = d.pop("three_aces_vp", UNSET)
        three_aces_vp: FourAcesOptionsThreeAcesVp | Unset
        if isinstance(_three_aces_vp, Unset):
            three_aces_vp = UNSET
        else:
            three_aces_vp = FourAcesOptionsThreeAcesVp(_three_aces_vp)

        four_aces_options = cls(
            interruptions_per=interruptions_per,
            mode=mode,
            placement_vp=placement_vp,
            pure_column=pure_column,
            three_aces_vp=three_aces_vp,
        )

        return four_aces_options
