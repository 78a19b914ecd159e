from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="Discrepancy")


@_attrs_define
class Discrepancy:
    """
    Attributes:
        at (str): where in the record: `deal.seed`, `moves[12]`, `events[40]`, `result.winners`… Example: moves[12].
        detail (str):
        move (int | Unset): the index of the move whose events differ
        rule (str | Unset): the rule an illegal move breaks
        seq (int | Unset): the event's seq
    """

    at: str
    detail: str
    move: int | Unset = UNSET
    rule: str | Unset = UNSET
    seq: int | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        at = self.at

        detail = self.detail

        move = self.move

        rule = self.rule

        seq = self.seq

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "at": at,
                "detail": detail,
            }
        )
        if move is not UNSET:
            field_dict["move"] = move
        if rule is not UNSET:
            field_dict["rule"] = rule
        if seq is not UNSET:
            field_dict["seq"] = seq

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        at = d.pop("at")

        detail = d.pop("detail")

        move = d.pop("move", UNSET)

        rule = d.pop("rule", UNSET)

        seq = d.pop("seq", UNSET)

        discrepancy = cls(
            at=at,
            detail=detail,
            move=move,
            rule=rule,
            seq=seq,
        )

        discrepancy.additional_properties = d
        return discrepancy

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
