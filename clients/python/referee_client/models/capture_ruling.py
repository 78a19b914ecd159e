from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.capture_option import CaptureOption
    from ..models.explanation_line import ExplanationLine
    from ..models.interruption_eligibility import InterruptionEligibility


T = TypeVar("T", bound="CaptureRuling")


@_attrs_define
class CaptureRuling:
    """
    Attributes:
        can_drop (bool):
        captures_count (int):
        card (str):
        explanation (list[ExplanationLine]): why, step by step
        interruption (InterruptionEligibility | None):
        joker_value (int | None):
        legal (bool):
        piuma (bool | None): A6.2
        rule (str): A6.1, or the rule broken
        take (list[str]):
        take_sum (int):
        value (int | None):
        captures (list[CaptureOption] | Unset):
    """

    can_drop: bool
    captures_count: int
    card: str
    explanation: list[ExplanationLine]
    interruption: InterruptionEligibility | None
    joker_value: int | None
    legal: bool
    piuma: bool | None
    rule: str
    take: list[str]
    take_sum: int
    value: int | None
    captures: list[CaptureOption] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.interruption_eligibility import InterruptionEligibility  # noqa: PLC0415

        can_drop = self.can_drop

        captures_count = self.captures_count

        card = self.card

        explanation = []
        for explanation_item_data in self.explanation:
            explanation_item = explanation_item_data.to_dict()
            explanation.append(explanation_item)

        interruption: dict[str, Any] | None
        if isinstance(self.interruption, InterruptionEligibility):
            interruption = self.interruption.to_dict()
        else:
            interruption = self.interruption

        joker_value: int | None
        joker_value = self.joker_value

        legal = self.legal

        piuma: bool | None
        piuma = self.piuma

        rule = self.rule

        take = self.take

        take_sum = self.take_sum

        value: int | None
        value = self.value

        captures: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.captures, Unset):
            captures = []
            for captures_item_data in self.captures:
                captures_item = captures_item_data.to_dict()
                captures.append(captures_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "can_drop": can_drop,
                "captures_count": captures_count,
                "card": card,
                "explanation": explanation,
                "interruption": interruption,
                "joker_value": joker_value,
                "legal": legal,
                "piuma": piuma,
                "rule": rule,
                "take": take,
                "take_sum": take_sum,
                "value": value,
            }
        )
        if captures is not UNSET:
            field_dict["captures"] = captures

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.capture_option import CaptureOption  # noqa: PLC0415
        from ..models.explanation_line import ExplanationLine  # noqa: PLC0415
        from ..models.interruption_eligibility import InterruptionEligibility  # noqa: PLC0415

        d = dict(src_dict)
        can_drop = d.pop("can_drop")

        captures_count = d.pop("captures_count")

        card = d.pop("card")

        explanation = []
        _explanation = d.pop("explanation")
        for explanation_item_data in _explanation:
            explanation_item = ExplanationLine.from_dict(explanation_item_data)

            explanation.append(explanation_item)

        def _parse_interruption(data: object) -> InterruptionEligibility | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                interruption_type_0 = InterruptionEligibility.from_dict(data)

                return interruption_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(InterruptionEligibility | None, data)

        interruption = _parse_interruption(d.pop("interruption"))

        def _parse_joker_value(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        joker_value = _parse_joker_value(d.pop("joker_value"))

        legal = d.pop("legal")

        def _parse_piuma(data: object) -> bool | None:
            if data is None:
                return data
            return cast(bool | None, data)

        piuma = _parse_piuma(d.pop("piuma"))

        rule = d.pop("rule")

        take = cast(list[str], d.pop("take"))

        take_sum = d.pop("take_sum")

        def _parse_value(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        value = _parse_value(d.pop("value"))

        _captures = d.pop("captures", UNSET)
        captures: list[CaptureOption] | Unset = UNSET
        if _captures is not UNSET:
            captures = []
            for captures_item_data in _captures:
                captures_item = CaptureOption.from_dict(captures_item_data)

                captures.append(captures_item)

        capture_ruling = cls(
            can_drop=can_drop,
            captures_count=captures_count,
            card=card,
            explanation=explanation,
            interruption=interruption,
            joker_value=joker_value,
            legal=legal,
            piuma=piuma,
            rule=rule,
            take=take,
            take_sum=take_sum,
            value=value,
            captures=captures,
        )

        return capture_ruling
