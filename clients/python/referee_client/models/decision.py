from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.decision_type import DecisionType
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.decision_move import DecisionMove


T = TypeVar("T", bound="Decision")


@_attrs_define
class Decision:
    """
    Attributes:
        reason (str): shown to everyone
        type_ (DecisionType):
        move (DecisionMove | Unset): correct: the move reported instead, as `POST /v1/games/{id}/moves` takes it, with
            its `seat`
        points (int | Unset): penalty: deducted from the seat's total
        scores (list[int] | Unset): award: one total per seat
        seat (int | Unset): penalty, forfeit, extend: the seat
        seconds (int | Unset): extend: seconds added to the seat's clock
        version (int | Unset): correct: the version the move to replace made
        winners (list[int] | Unset): award: the winning seats
    """

    reason: str
    type_: DecisionType
    move: DecisionMove | Unset = UNSET
    points: int | Unset = UNSET
    scores: list[int] | Unset = UNSET
    seat: int | Unset = UNSET
    seconds: int | Unset = UNSET
    version: int | Unset = UNSET
    winners: list[int] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        reason = self.reason

        type_ = self.type_.value

        move: dict[str, Any] | Unset = UNSET
        if not isinstance(self.move, Unset):
            move = self.move.to_dict()

        points = self.points

        scores: list[int] | Unset = UNSET
        if not isinstance(self.scores, Unset):
            scores = self.scores

        seat = self.seat

        seconds = self.seconds

        version = self.version

        winners: list[int] | Unset = UNSET
        if not isinstance(self.winners, Unset):
            winners = self.winners

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "reason": reason,
                "type": type_,
            }
        )
        if move is not UNSET:
            field_dict["move"] = move
        if points is not UNSET:
            field_dict["points"] = points
        if scores is not UNSET:
            field_dict["scores"] = scores
        if seat is not UNSET:
            field_dict["seat"] = seat
        if seconds is not UNSET:
            field_dict["seconds"] = seconds
        if version is not UNSET:
            field_dict["version"] = version
        if winners is not UNSET:
            field_dict["winners"] = winners

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.decision_move import DecisionMove  # noqa: PLC0415

        d = dict(src_dict)
        reason = d.pop("reason")

        type_ = DecisionType(d.pop("type"))

        _move = d.pop("move", UNSET)
        move: DecisionMove | Unset
        if isinstance(_move, Unset):
            move = UNSET
        else:
            move = DecisionMove.from_dict(_move)

        points = d.pop("points", UNSET)

        scores = cast(list[int], d.pop("scores", UNSET))

        seat = d.pop("seat", UNSET)

        seconds = d.pop("seconds", UNSET)

        version = d.pop("version", UNSET)

        winners = cast(list[int], d.pop("winners", UNSET))

        decision = cls(
            reason=reason,
            type_=type_,
            move=move,
            points=points,
            scores=scores,
            seat=seat,
            seconds=seconds,
            version=version,
            winners=winners,
        )

        return decision
