from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.play_resolved_event_type import PlayResolvedEventType

T = TypeVar("T", bound="PlayResolvedEvent")


@_attrs_define
class PlayResolvedEvent:
    """A `play_resolved` event (pareo)

    Attributes:
        advantaged (int | None):
        answer (list[str] | None):
        at (str):
        attack (list[str]):
        cards (list[str]):
        challenger (int):
        pareo (int):
        reason (str):
        seq (int):
        step (str):
        taker (int | None):
        type_ (PlayResolvedEventType):
        value (int | None):
        version (int): the version it led to
    """

    advantaged: int | None
    answer: list[str] | None
    at: str
    attack: list[str]
    cards: list[str]
    challenger: int
    pareo: int
    reason: str
    seq: int
    step: str
    taker: int | None
    type_: PlayResolvedEventType
    value: int | None
    version: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        advantaged: int | None
        advantaged = self.advantaged

        answer: list[str] | None
        if isinstance(self.answer, list):
            answer = self.answer

        else:
            answer = self.answer

        at = self.at

        attack = self.attack

        cards = self.cards

        challenger = self.challenger

        pareo = self.pareo

        reason = self.reason

        seq = self.seq

        step = self.step

        taker: int | None
        taker = self.taker

        type_ = self.type_.value

        value: int | None
        value = self.value

        version = self.version

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "advantaged": advantaged,
                "answer": answer,
                "at": at,
                "attack": attack,
                "cards": cards,
                "challenger": challenger,
                "pareo": pareo,
                "reason": reason,
                "seq": seq,
                "step": step,
                "taker": taker,
                "type": type_,
                "value": value,
                "version": version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)

        def _parse_advantaged(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

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

        at = d.pop("at")

        attack = cast(list[str], d.pop("attack"))

        cards = cast(list[str], d.pop("cards"))

        challenger = d.pop("challenger")

        pareo = d.pop("pareo")

        reason = d.pop("reason")

        seq = d.pop("seq")

        step = d.pop("step")

        def _parse_taker(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        taker = _parse_taker(d.pop("taker"))

        type_ = PlayResolvedEventType(d.pop("type"))

        def _parse_value(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        value = _parse_value(d.pop("value"))

        version = d.pop("version")

        play_resolved_event = cls(
            advantaged=advantaged,
            answer=answer,
            at=at,
            attack=attack,
            cards=cards,
            challenger=challenger,
            pareo=pareo,
            reason=reason,
            seq=seq,
            step=step,
            taker=taker,
            type_=type_,
            value=value,
            version=version,
        )

        play_resolved_event.additional_properties = d
        return play_resolved_event

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
