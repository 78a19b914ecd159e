from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.four_aces_count_request_mode import FourAcesCountRequestMode
from ..models.four_aces_count_request_piles_item_item import FourAcesCountRequestPilesItemItem
from ..models.four_aces_count_request_piumas_item_item import FourAcesCountRequestPiumasItemItem
from ..models.four_aces_count_request_placement_vp import FourAcesCountRequestPlacementVp
from ..models.four_aces_count_request_pure_column import FourAcesCountRequestPureColumn
from ..models.four_aces_count_request_removed_item import FourAcesCountRequestRemovedItem
from ..models.four_aces_count_request_three_aces_vp import FourAcesCountRequestThreeAcesVp
from ..types import UNSET, Unset

T = TypeVar("T", bound="FourAcesCountRequest")


@_attrs_define
class FourAcesCountRequest:
    """
    Attributes:
        mode (FourAcesCountRequestMode):
        piles (list[list[FourAcesCountRequestPilesItemItem]]): one pile per side: per player, per pair in teams (seats
            0+2, 1+3)
        piumas (list[list[FourAcesCountRequestPiumasItemItem]] | Unset): per side (A6.2)
        placement_vp (FourAcesCountRequestPlacementVp | Unset): optional: odd and even: replace: the placement points
            replace the round winner's 8 VP; add: the round's winner gets the 8 VP as well as its placement points
        pure_column (FourAcesCountRequestPureColumn | Unset): optional: equal_length: purity decides only between
            columns of equal length; always: a pure column beats any impure one, whatever the lengths (pure columns are
            compared first)
        removed (list[FourAcesCountRequestRemovedItem] | Unset): cards removed by Interruptions: held by nobody (A9.1)
        three_aces_vp (FourAcesCountRequestThreeAcesVp | Unset): optional: instead: the 20 VP of three Aces replace the
            round's placement points; in_addition: they come besides the points the round's winner gets
        totals (list[int] | Unset): optional: each side's match total before the round (A9.4)
    """

    mode: FourAcesCountRequestMode
    piles: list[list[FourAcesCountRequestPilesItemItem]]
    piumas: list[list[FourAcesCountRequestPiumasItemItem]] | Unset = UNSET
    placement_vp: FourAcesCountRequestPlacementVp | Unset = UNSET
    pure_column: FourAcesCountRequestPureColumn | Unset = UNSET
    removed: list[FourAcesCountRequestRemovedItem] | Unset = UNSET
    three_aces_vp: FourAcesCountRequestThreeAcesVp | Unset = UNSET
    totals: list[int] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        mode = self.mode.value

        piles = []
        for piles_item_data in self.piles:
            piles_item = []
            for piles_item_item_data in piles_item_data:
                piles_item_item = piles_item_item_data.value
                piles_item.append(piles_item_item)

            piles.append(piles_item)

        piumas: list[list[str]] | Unset = UNSET
        if not isinstance(self.piumas, Unset):
            piumas = []
            for piumas_item_data in self.piumas:
                piumas_item = []
                for piumas_item_item_data in piumas_item_data:
                    piumas_item_item = piumas_item_item_data.value
                    piumas_item.append(piumas_item_item)

                piumas.append(piumas_item)

        placement_vp: str | Unset = UNSET
        if not isinstance(self.placement_vp, Unset):
            placement_vp = self.placement_vp.value

        pure_column: str | Unset = UNSET
        if not isinstance(self.pure_column, Unset):
            pure_column = self.pure_column.value

        removed: list[str] | Unset = UNSET
        if not isinstance(self.removed, Unset):
            removed = []
            for removed_item_data in self.removed:
                removed_item = removed_item_data.value
                removed.append(removed_item)

        three_aces_vp: str | Unset = UNSET
        if not isinstance(self.three_aces_vp, Unset):
            three_aces_vp = self.three_aces_vp.value

        totals: list[int] | Unset = UNSET
        if not isinstance(self.totals, Unset):
            totals = self.totals

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "mode": mode,
                "piles": piles,
            }
        )
        if piumas is not UNSET:
            field_dict["piumas"] = piumas
        if placement_vp is not UNSET:
            field_dict["placement_vp"] = placement_vp
        if pure_column is not UNSET:
            field_dict["pure_column"] = pure_column
        if removed is not UNSET:
            field_dict["removed"] = removed
        if three_aces_vp is not UNSET:
            field_dict["three_aces_vp"] = three_aces_vp
        if totals is not UNSET:
            field_dict["totals"] = totals

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        mode = FourAcesCountRequestMode(d.pop("mode"))

        piles = []
        _piles = d.pop("piles")
        for piles_item_data in _piles:
            piles_item = []
            _piles_item = piles_item_data
            for piles_item_item_data in _piles_item:
                piles_item_item = FourAcesCountRequestPilesItemItem(piles_item_item_data)

                piles_item.append(piles_item_item)

            piles.append(piles_item)

        _piumas = d.pop("piumas", UNSET)
        piumas: list[list[FourAcesCountRequestPiumasItemItem]] | Unset = UNSET
        if _piumas is not UNSET:
            piumas = []
            for piumas_item_data in _piumas:
                piumas_item = []
                _piumas_item = piumas_item_data
                for piumas_item_item_data in _piumas_item:
                    piumas_item_item = FourAcesCountRequestPiumasItemItem(piumas_item_item_data)

                    piumas_item.append(piumas_item_item)

                piumas.append(piumas_item)

        _placement_vp = d.pop("placement_vp", UNSET)
        placement_vp: FourAcesCountRequestPlacementVp | Unset
        if isinstance(_placement_vp, Unset):
            placement_vp = UNSET
        else:
            placement_vp = FourAcesCountRequestPlacementVp(_placement_vp)

        _pure_column = d.pop("pure_column", UNSET)
        pure_column: FourAcesCountRequestPureColumn | Unset
        if isinstance(_pure_column, Unset):
            pure_column = UNSET
        else:
            pure_column = FourAcesCountRequestPureColumn(_pure_column)

        _removed = d.pop("removed", UNSET)
        removed: list[FourAcesCountRequestRemovedItem] | Unset = UNSET
        if _removed is not UNSET:
            removed = []
            for removed_item_data in _removed:
                removed_item = FourAcesCountRequestRemovedItem(removed_item_data)

                removed.append(removed_item)

        _three_aces_vp = d.pop("three_aces_vp", UNSET)
        three_aces_vp: FourAcesCountRequestThreeAcesVp | Unset
        if isinstance(_three_aces_vp, Unset):
            three_aces_vp = UNSET
        else:
            three_aces_vp = FourAcesCountRequestThreeAcesVp(_three_aces_vp)

        totals = cast(list[int], d.pop("totals", UNSET))

        four_aces_count_request = cls(
            mode=mode,
            piles=piles,
            piumas=piumas,
            placement_vp=placement_vp,
            pure_column=pure_column,
            removed=removed,
            three_aces_vp=three_aces_vp,
            totals=totals,
        )

        return four_aces_count_request
