from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.pareo_play_request_answer_type_0_item import PareoPlayRequestAnswerType0Item
from ..models.pareo_play_request_attack_item import PareoPlayRequestAttackItem
from ..models.pareo_play_request_challenger import PareoPlayRequestChallenger
from ..types import UNSET, Unset

T = TypeVar("T", bound="PareoPlayRequest")


@_attrs_define
class PareoPlayRequest:
    """
    Attributes:
        attack (list[PareoPlayRequestAttackItem]): the Challenger's attack (E3.3)
        answer (list[PareoPlayRequestAnswerType0Item] | None | Unset): the Pareo's answer; null or absent: a decline.
            Default: `null`.
        challenger (PareoPlayRequestChallenger | Unset): optional: the Challenger's seat, to name the taker's seat too
    """

    attack: list[PareoPlayRequestAttackItem]
    answer: list[PareoPlayRequestAnswerType0Item] | None | Unset = UNSET
    challenger: PareoPlayRequestChallenger | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        attack = []
        for attack_item_data in self.attack:
            attack_item = attack_item_data.value
            attack.append(attack_item)

        answer: list[str] | None | Unset
        if isinstance(self.answer, Unset):
            answer = UNSET
        elif isinstance(self.answer, list):
            answer = []
            for answer_type_0_item_data in self.answer:
                answer_type_0_item = answer_type_0_item_data.value
                answer.append(answer_type_0_item)

        else:
            answer = self.answer

        challenger: int | Unset = UNSET
        if not isinstance(self.challenger, Unset):
            challenger = self.challenger.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "attack": attack,
            }
        )
        if answer is not UNSET:
            field_dict["answer"] = answer
        if challenger is not UNSET:
            field_dict["challenger"] = challenger

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        attack = []
        _attack = d.pop("attack")
        for attack_item_data in _attack:
            attack_item = PareoPlayRequestAttackItem(attack_item_data)

            attack.append(attack_item)

        def _parse_answer(data: object) -> list[PareoPlayRequestAnswerType0Item] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                answer_type_0 = []
                _answer_type_0 = data
                for answer_type_0_item_data in _answer_type_0:
                    answer_type_0_item = PareoPlayRequestAnswerType0Item(answer_type_0_item_data)

                    answer_type_0.append(answer_type_0_item)

                return answer_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[PareoPlayRequestAnswerType0Item] | None | Unset, data)

        answer = _parse_answer(d.pop("answer", UNSET))

        _challenger = d.pop("challenger", UNSET)
        challenger: PareoPlayRequestChallenger | Unset
        if isinstance(_challenger, Unset):
            challenger = UNSET
        else:
            challenger = PareoPlayRequestChallenger(_challenger)

        pareo_play_request = cls(
            attack=attack,
            answer=answer,
            challenger=challenger,
        )

        return pareo_play_request
