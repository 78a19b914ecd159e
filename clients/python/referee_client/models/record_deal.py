from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.record_deal_deals_item import RecordDealDealsItem
    from ..models.record_deal_start_type_0 import RecordDealStartType0


T = TypeVar("T", bound="RecordDeal")


@_attrs_define
class RecordDeal:
    """
    Attributes:
        commitment (None | str): SHA-256 of the secret seed, published at creation (G2)
        source (str): as the view's deal_source
        deals (list[RecordDealDealsItem] | Unset): once the game has ended only: the explicit deals it was created with
        seed (str | Unset): once the game has ended only: the seed (docs/fairness.md derives every deal and pick from
            it)
        start (None | RecordDealStartType0 | Unset): a given first leader/dealer
    """

    commitment: None | str
    source: str
    deals: list[RecordDealDealsItem] | Unset = UNSET
    seed: str | Unset = UNSET
    start: None | RecordDealStartType0 | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.record_deal_start_type_0 import RecordDealStartType0  # noqa: PLC0415

        commitment: None | str
        commitment = self.commitment

        source = self.source

        deals: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.deals, Unset):
            deals = []
            for deals_item_data in self.deals:
                deals_item = deals_item_data.to_dict()
                deals.append(deals_item)

        seed = self.seed

        start: dict[str, Any] | None | Unset
        if isinstance(self.start, Unset):
            start = UNSET
        elif isinstance(self.start, RecordDealStartType0):
            start = self.start.to_dict()
        else:
            start = self.start

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "commitment": commitment,
                "source": source,
            }
        )
        if deals is not UNSET:
            field_dict["deals"] = deals
        if seed is not UNSET:
            field_dict["seed"] = seed
        if start is not UNSET:
            field_dict["start"] = start

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.record_deal_deals_item import RecordDealDealsItem  # noqa: PLC0415
        from ..models.record_deal_start_type_0 import RecordDealStartType0  # noqa: PLC0415

        d = dict(src_dict)

        def _parse_commitment(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        commitment = _parse_commitment(d.pop("commitment"))

        source = d.pop("source")

        _deals = d.pop("deals", UNSET)
        deals: list[RecordDealDealsItem] | Unset = UNSET
        if _deals is not UNSET:
            deals = []
            for deals_item_data in _deals:
                deals_item = RecordDealDealsItem.from_dict(deals_item_data)

                deals.append(deals_item)

        seed = d.pop("seed", UNSET)

        def _parse_start(data: object) -> None | RecordDealStartType0 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                start_type_0 = RecordDealStartType0.from_dict(data)

                return start_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | RecordDealStartType0 | Unset, data)

        start = _parse_start(d.pop("start", UNSET))

        record_deal = cls(
            commitment=commitment,
            source=source,
            deals=deals,
            seed=seed,
            start=start,
        )

        record_deal.additional_properties = d
        return record_deal

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
