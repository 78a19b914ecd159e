from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.four_aces_capture_request_card import FourAcesCaptureRequestCard
from ..models.four_aces_capture_request_table_item import FourAcesCaptureRequestTableItem
from ..models.four_aces_capture_request_take_item import FourAcesCaptureRequestTakeItem
from ..types import UNSET, Unset

T = TypeVar("T", bound="FourAcesCaptureRequest")


@_attrs_define
class FourAcesCaptureRequest:
    """
    Attributes:
        card (FourAcesCaptureRequestCard): the card played from the hand
        table (list[FourAcesCaptureRequestTableItem]): the table cards
        take (list[FourAcesCaptureRequestTakeItem]): the table cards taken
        after_piuma (bool | Unset): the turn follows a Piuma's refill (A6.2: it cannot be interrupted). Default:
            `false`.
        all_captures (bool | Unset): list every capture the card could make (at most 500). Default: `false`.
        joker_value (int | None | Unset): a joker's declared value, 5 to 9
        just_interrupted (bool | Unset): odd: the capturer was interrupted at their last capture (A7.3). Default:
            `false`.
    """

    card: FourAcesCaptureRequestCard
    table: list[FourAcesCaptureRequestTableItem]
    take: list[FourAcesCaptureRequestTakeItem]
    after_piuma: bool | Unset = UNSET
    all_captures: bool | Unset = UNSET
    joker_value: int | None | Unset = UNSET
    just_interrupted: bool | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        card = self.card.value

        table = []
        for table_item_data in self.table:
            table_item = table_item_data.value
            table.append(table_item)

        take = []
        for take_item_data in self.take:
            take_item = take_item_data.value
            take.append(take_item)

        after_piuma = self.after_piuma

        all_captures = self.all_captures

        joker_value: int | None | Unset
        if isinstance(self.joker_value, Unset):
            joker_value = UNSET
        else:
            joker_value = self.joker_value

        just_interrupted = self.just_interrupted

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "card": card,
                "table": table,
                "take": take,
            }
        )
        if after_piuma is not UNSET:
            field_dict["after_piuma"] = after_piuma
        if all_captures is not UNSET:
            field_dict["all_captures"] = all_captures
        if joker_value is not UNSET:
            field_dict["joker_value"] = joker_value
        if just_interrupted is not UNSET:
            field_dict["just_interrupted"] = just_interrupted

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        card = FourAcesCaptureRequestCard(d.pop("card"))

        table = []
        _table = d.pop("table")
        for table_item_data in _table:
            table_item = FourAcesCaptureRequestTableItem(table_item_data)

            table.append(table_item)

        take = []
        _take = d.pop("take")
        for take_item_data in _take:
            take_item = FourAcesCaptureRequestTakeItem(take_item_data)

            take.append(take_item)

        after_piuma = d.pop("after_piuma", UNSET)

        all_captures = d.pop("all_captures", UNSET)

        def _parse_joker_value(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        joker_value = _parse_joker_value(d.pop("joker_value", UNSET))

        just_interrupted = d.pop("just_interrupted", UNSET)

        four_aces_capture_request = cls(
            card=card,
            table=table,
            take=take,
            after_piuma=after_piuma,
            all_captures=all_captures,
            joker_value=joker_value,
            just_interrupted=just_interrupted,
        )

        return four_aces_capture_request
