from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.pareo_hand_ended_event_outcome_bounced_item import PareoHandEndedEventOutcomeBouncedItem
    from ..models.pareo_hand_ended_event_outcome_playoff import PareoHandEndedEventOutcomePlayoff


T = TypeVar("T", bound="PareoHandEndedEventOutcome")


@_attrs_define
class PareoHandEndedEventOutcome:
    """
    Attributes:
        counted (bool):
        went_out (list[int]):
        bounced (list[PareoHandEndedEventOutcomeBouncedItem] | Unset):
        playoff (PareoHandEndedEventOutcomePlayoff | Unset):
        reason (str | Unset):
        rule (str | Unset):
    """

    counted: bool
    went_out: list[int]
    bounced: list[PareoHandEndedEventOutcomeBouncedItem] | Unset = UNSET
    playoff: PareoHandEndedEventOutcomePlayoff | Unset = UNSET
    reason: str | Unset = UNSET
    rule: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        counted = self.counted

        went_out = self.went_out

        bounced: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.bounced, Unset):
            bounced = []
            for bounced_item_data in self.bounced:
                bounced_item = bounced_item_data.to_dict()
                bounced.append(bounced_item)

        playoff: dict[str, Any] | Unset = UNSET
        if not isinstance(self.playoff, Unset):
            playoff = self.playoff.to_dict()

        reason = self.reason

        rule = self.rule

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "counted": counted,
                "went_out": went_out,
            }
        )
        if bounced is not UNSET:
            field_dict["bounced"] = bounced
        if playoff is not UNSET:
            field_dict["playoff"] = playoff
        if reason is not UNSET:
            field_dict["reason"] = reason
        if rule is not UNSET:
            field_dict["rule"] = rule

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.pareo_hand_ended_event_outcome_bounced_item import PareoHandEndedEventOutcomeBouncedItem  # noqa: PLC0415
        from ..models.pareo_hand_ended_event_outcome_playoff import PareoHandEndedEventOutcomePlayoff  # noqa: PLC0415

        d = dict(src_dict)
        counted = d.pop("counted")

        went_out = cast(list[int], d.pop("went_out"))

        _bounced = d.pop("bounced", UNSET)
        bounced: list[PareoHandEndedEventOutcomeBouncedItem] | Unset = UNSET
        if _bounced is not UNSET:
            bounced = []
            for bounced_item_data in _bounced:
                bounced_item = PareoHandEndedEventOutcomeBouncedItem.from_dict(bounced_item_data)

                bounced.append(bounced_item)

        _playoff = d.pop("playoff", UNSET)
        playoff: PareoHandEndedEventOutcomePlayoff | Unset
        if isinstance(_playoff, Unset):
            playoff = UNSET
        else:
            playoff = PareoHandEndedEventOutcomePlayoff.from_dict(_playoff)

        reason = d.pop("reason", UNSET)

        rule = d.pop("rule", UNSET)

        pareo_hand_ended_event_outcome = cls(
            counted=counted,
            went_out=went_out,
            bounced=bounced,
            playoff=playoff,
            reason=reason,
            rule=rule,
        )

        pareo_hand_ended_event_outcome.additional_properties = d
        return pareo_hand_ended_event_outcome

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
