from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.emotrions_score_request_decks import EmotrionsScoreRequestDecks
from ..models.emotrions_score_request_piles_item_type_0_item import EmotrionsScoreRequestPilesItemType0Item
from ..types import UNSET, Unset

T = TypeVar("T", bound="EmotrionsScoreRequest")


@_attrs_define
class EmotrionsScoreRequest:
    """
    Attributes:
        piles (list[list[EmotrionsScoreRequestPilesItemType0Item] | None]): one won pile per seat, in seat order; null
            for a seat taking no part in the hand (R103)
        decks (EmotrionsScoreRequestDecks | Unset): E1.2 (default: 1 for up to 4 seats, 2 for 5–6, R102)
        totals (list[int | None] | Unset): optional: each seat's game score before the hand (E4.3)
    """

    piles: list[list[EmotrionsScoreRequestPilesItemType0Item] | None]
    decks: EmotrionsScoreRequestDecks | Unset = UNSET
    totals: list[int | None] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        piles = []
        for piles_item_data in self.piles:
            piles_item: list[str] | None
            if isinstance(piles_item_data, list):
                piles_item = []
                for piles_item_type_0_item_data in piles_item_data:
                    piles_item_type_0_item = piles_item_type_0_item_data.value
                    piles_item.append(piles_item_type_0_item)

            else:
                piles_item = piles_item_data
            piles.append(piles_item)

        decks: int | Unset = UNSET
        if not isinstance(self.decks, Unset):
            decks = self.decks.value

        totals: list[int | None] | Unset = UNSET
        if not isinstance(self.totals, Unset):
            totals = []
            for totals_item_data in self.totals:
                totals_item: int | None
                totals_item = totals_item_data
                totals.append(totals_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "piles": piles,
            }
        )
        if decks is not UNSET:
            field_dict["decks"] = decks
        if totals is not UNSET:
            field_dict["totals"] = totals

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        piles = []
        _piles = d.pop("piles")
        for piles_item_data in _piles:

            def _parse_piles_item(data: object) -> list[EmotrionsScoreRequestPilesItemType0Item] | None:
                if data is None:
                    return data
                try:
                    if not isinstance(data, list):
                        raise TypeError()
                    piles_item_type_0 = []
                    _piles_item_type_0 = data
                    for piles_item_type_0_item_data in _piles_item_type_0:
                        piles_item_type_0_item = EmotrionsScoreRequestPilesItemType0Item(piles_item_type_0_item_data)

                        piles_item_type_0.append(piles_item_type_0_item)

                    return piles_item_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                return cast(list[EmotrionsScoreRequestPilesItemType0Item] | None, data)

            piles_item = _parse_piles_item(piles_item_data)

            piles.append(piles_item)

        _decks = d.pop("decks", UNSET)
        decks: EmotrionsScoreRequestDecks | Unset
        if isinstance(_decks, Unset):
            decks = UNSET
        else:
            decks = EmotrionsScoreRequestDecks(_decks)

        _totals = d.pop("totals", UNSET)
        totals: list[int | None] | Unset = UNSET
        if _totals is not UNSET:
            totals = []
            for totals_item_data in _totals:

                def _parse_totals_item(data: object) -> int | None:
                    if data is None:
                        return data
                    return cast(int | None, data)

                totals_item = _parse_totals_item(totals_item_data)

                totals.append(totals_item)

        emotrions_score_request = cls(
            piles=piles,
            decks=decks,
            totals=totals,
        )

        return emotrions_score_request
