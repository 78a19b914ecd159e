from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.decision_event_type import DecisionEventType

if TYPE_CHECKING:
    from ..models.decision_event_decision import DecisionEventDecision


T = TypeVar("T", bound="DecisionEvent")


@_attrs_define
class DecisionEvent:
    """A `decision` event (emotrions, four-aces, pareo)

    Attributes:
        at (str):
        decision (DecisionEventDecision):
        seq (int):
        type_ (DecisionEventType):
        version (int): the version it led to
    """

    at: str
    decision: DecisionEventDecision
    seq: int
    type_: DecisionEventType
    version: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        at = self.at

        decision = self.decision.to_dict()

        seq = self.seq

        type_ = self.type_.value

        version = self.version

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "at": at,
                "decision": decision,
                "seq": seq,
                "type": type_,
                "version": version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.decision_event_decision import DecisionEventDecision  # noqa: PLC0415

        d = dict(src_dict)
        at = d.pop("at")

        decision = DecisionEventDecision.from_dict(d.pop("decision"))

        seq = d.pop("seq")

        type_ = DecisionEventType(d.pop("type"))

        version = d.pop("version")

        decision_event = cls(
            at=at,
            decision=decision,
            seq=seq,
            type_=type_,
            version=version,
        )

        decision_event.additional_properties = d
        return decision_event

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
