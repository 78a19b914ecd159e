from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.decision_event_decision_move import DecisionEventDecisionMove


T = TypeVar("T", bound="DecisionEventDecision")


@_attrs_define
class DecisionEventDecision:
    """
    Attributes:
        at (str):
        id (str):
        reason (str):
        type_ (str):
        version (int):
        corrected_version (int | Unset):
        move (DecisionEventDecisionMove | Unset):
        move_type (str | Unset):
        points (int | Unset):
        replaced_move_type (str | Unset):
        scores (list[int] | Unset):
        seat (int | Unset):
        seconds (int | Unset):
        winners (list[int] | Unset):
    """

    at: str
    id: str
    reason: str
    type_: str
    version: int
    corrected_version: int | Unset = UNSET
    move: DecisionEventDecisionMove | Unset = UNSET
    move_type: str | Unset = UNSET
    points: int | Unset = UNSET
    replaced_move_type: str | Unset = UNSET
    scores: list[int] | Unset = UNSET
    seat: int | Unset = UNSET
    seconds: int | Unset = UNSET
    winners: list[int] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        at = self.at

        id = self.id

        reason = self.reason

        type_ = self.type_

        version = self.version

        corrected_version = self.corrected_version

        move: dict[str, Any] | Unset = UNSET
        if not isinstance(self.move, Unset):
            move = self.move.to_dict()

        move_type = self.move_type

        points = self.points

        replaced_move_type = self.replaced_move_type

        scores: list[int] | Unset = UNSET
        if not isinstance(self.scores, Unset):
            scores = self.scores

        seat = self.seat

        seconds = self.seconds

        winners: list[int] | Unset = UNSET
        if not isinstance(self.winners, Unset):
            winners = self.winners

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "at": at,
                "id": id,
                "reason": reason,
                "type": type_,
                "version": version,
            }
        )
        if corrected_version is not UNSET:
            field_dict["corrected_version"] = corrected_version
        if move is not UNSET:
            field_dict["move"] = move
        if move_type is not UNSET:
            field_dict["move_type"] = move_type
        if points is not UNSET:
            field_dict["points"] = points
        if replaced_move_type is not UNSET:
            field_dict["replaced_move_type"] = replaced_move_type
        if scores is not UNSET:
            field_dict["scores"] = scores
        if seat is not UNSET:
            field_dict["seat"] = seat
        if seconds is not UNSET:
            field_dict["seconds"] = seconds
        if winners is not UNSET:
            field_dict["winners"] = winners

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.decision_event_decision_move import DecisionEventDecisionMove  # noqa: PLC0415

        d = dict(src_dict)
        at = d.pop("at")

        id = d.pop("id")

        reason = d.pop("reason")

        type_ = d.pop("type")

        version = d.pop("version")

        corrected_version = d.pop("corrected_version", UNSET)

        _move = d.pop("move", UNSET)
        move: DecisionEventDecisionMove | Unset
        if isinstance(_move, Unset):
            move = UNSET
        else:
            move = DecisionEventDecisionMove.from_dict(_move)

        move_type = d.pop("move_type", UNSET)

        points = d.pop("points", UNSET)

        replaced_move_type = d.pop("replaced_move_type", UNSET)

        scores = cast(list[int], d.pop("scores", UNSET))

        seat = d.pop("seat", UNSET)

        seconds = d.pop("seconds", UNSET)

        winners = cast(list[int], d.pop("winners", UNSET))

        decision_event_decision = cls(
            at=at,
            id=id,
            reason=reason,
            type_=type_,
            version=version,
            corrected_version=corrected_version,
            move=move,
            move_type=move_type,
            points=points,
            replaced_move_type=replaced_move_type,
            scores=scores,
            seat=seat,
            seconds=seconds,
            winners=winners,
        )

        decision_event_decision.additional_properties = d
        return decision_event_decision

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
