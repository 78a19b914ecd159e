from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.play_ruling_answer_kind import PlayRulingAnswerKind
from ..models.play_ruling_step import PlayRulingStep
from ..models.play_ruling_to import PlayRulingTo
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.explanation_line import ExplanationLine
    from ..models.play_ruling_seats import PlayRulingSeats


T = TypeVar("T", bound="PlayRuling")


@_attrs_define
class PlayRuling:
    """
    Attributes:
        advantaged (None | str): P4.2: challenger or pareo
        answer (list[str] | None):
        answer_kind (PlayRulingAnswerKind):
        attack (list[str]):
        explanation (list[ExplanationLine]): why, step by step
        match (bool): P3
        step (PlayRulingStep):
        taker (None | str): challenger, pareo, or null (P4.1)
        to (PlayRulingTo):
        value (int | None): P4.3: V
        advantaged_seat (int | None | Unset):
        seats (PlayRulingSeats | Unset):
        taker_seat (int | None | Unset):
    """

    advantaged: None | str
    answer: list[str] | None
    answer_kind: PlayRulingAnswerKind
    attack: list[str]
    explanation: list[ExplanationLine]
    match: bool
    step: PlayRulingStep
    taker: None | str
    to: PlayRulingTo
    value: int | None
    advantaged_seat: int | None | Unset = UNSET
    seats: PlayRulingSeats | Unset = UNSET
    taker_seat: int | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        advantaged: None | str
        advantaged = self.advantaged

        answer: list[str] | None
        if isinstance(self.answer, list):
            answer = self.answer

        else:
            answer = self.answer

        answer_kind = self.answer_kind.value

        attack = self.attack

        explanation = []
        for explanation_item_data in self.explanation:
            explanation_item = explanation_item_data.to_dict()
            explanation.append(explanation_item)

        match = self.match

        step = self.step.value

        taker: None | str
        taker = self.taker

        to = self.to.value

        value: int | None
        value = self.value

        advantaged_seat: int | None | Unset
        if isinstance(self.advantaged_seat, Unset):
            advantaged_seat = UNSET
        else:
            advantaged_seat = self.advantaged_seat

        seats: dict[str, Any] | Unset = UNSET
        if not isinstance(self.seats, Unset):
            seats = self.seats.to_dict()

        taker_seat: int | None | Unset
        if isinstance(self.taker_seat, Unset):
            taker_seat = UNSET
        else:
            taker_seat = self.taker_seat

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "advantaged": advantaged,
                "answer": answer,
                "answer_kind": answer_kind,
                "attack": attack,
                "explanation": explanation,
                "match": match,
                "step": step,
                "taker": taker,
                "to": to,
                "value": value,
            }
        )
        if advantaged_seat is not UNSET:
            field_dict["advantaged_seat"] = advantaged_seat
        if seats is not UNSET:
            field_dict["seats"] = seats
        if taker_seat is not UNSET:
            field_dict["taker_seat"] = taker_seat

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.explanation_line import ExplanationLine  # noqa: PLC0415
        from ..models.play_ruling_seats import PlayRulingSeats  # noqa: PLC0415

        d = dict(src_dict)

        def _parse_advantaged(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        advantaged = _parse_advantaged(d.pop("advantaged"))

        def _parse_answer(data: object) -> list[str] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                answer_type_0 = cast(list[str], data)

                return answer_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None, data)

        answer = _parse_answer(d.pop("answer"))

        answer_kind = PlayRulingAnswerKind(d.pop("answer_kind"))

        attack = cast(list[str], d.pop("attack"))

        explanation = []
        _explanation = d.pop("explanation")
        for explanation_item_data in _explanation:
            explanation_item = ExplanationLine.from_dict(explanation_item_data)

            explanation.append(explanation_item)

        match = d.pop("match")

        step = PlayRulingStep(d.pop("step"))

        def _parse_taker(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        taker = _parse_taker(d.pop("taker"))

        to = PlayRulingTo(d.pop("to"))

        def _parse_value(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        value = _parse_value(d.pop("value"))

        def _parse_advantaged_seat(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        advantaged_seat = _parse_advantaged_seat(d.pop("advantaged_seat", UNSET))

        _seats = d.pop("seats", UNSET)
        seats: PlayRulingSeats | Unset
        if isinstance(_seats, Unset):
            seats = UNSET
        else:
            seats = PlayRulingSeats.from_dict(_seats)

        def _parse_taker_seat(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        taker_seat = _parse_taker_seat(d.pop("taker_seat", UNSET))

        play_ruling = cls(
            advantaged=advantaged,
            answer=answer,
            answer_kind=answer_kind,
            attack=attack,
            explanation=explanation,
            match=match,
            step=step,
            taker=taker,
            to=to,
            value=value,
            advantaged_seat=advantaged_seat,
            seats=seats,
            taker_seat=taker_seat,
        )

        return play_ruling
