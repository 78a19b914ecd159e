from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.variant_list_variants_item import VariantListVariantsItem


T = TypeVar("T", bound="VariantList")


@_attrs_define
class VariantList:
    """
    Attributes:
        rules_version (int):
        variants (list[VariantListVariantsItem]): each variant: name, title, players, options (name, type, default,
            rule, limits), combinations, presets, moves (examples with their rule), cards (every card code), move_types
            (each move type a client may send: type, summary, fields with name, kind, description, required, limits), bots
            (the levels of computer player the variant has, [] for none: no bot seat and no hint, R132)
    """

    rules_version: int
    variants: list[VariantListVariantsItem]

    def to_dict(self) -> dict[str, Any]:
        rules_version = self.rules_version

        variants = []
        for variants_item_data in self.variants:
            variants_item = variants_item_data.to_dict()
            variants.append(variants_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "rules_version": rules_version,
                "variants": variants,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.variant_list_variants_item import VariantListVariantsItem  # noqa: PLC0415

        d = dict(src_dict)
        rules_version = d.pop("rules_version")

        variants = []
        _variants = d.pop("variants")
        for variants_item_data in _variants:
            variants_item = VariantListVariantsItem.from_dict(variants_item_data)

            variants.append(variants_item)

        variant_list = cls(
            rules_version=rules_version,
            variants=variants,
        )

        return variant_list
