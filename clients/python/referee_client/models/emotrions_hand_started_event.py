from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.emotrions_hand_started_event_type import EmotrionsHandStartedEventType
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.emotrions_hand_started_event_playoff_type_1 import EmotrionsHandStartedEventPlayoffType1
    from ..models.emotrions_hand_started_event_style import EmotrionsHandStartedEventStyle


T = TypeVar("T", bound="EmotrionsHandStartedEvent")


@_attrs_define
class EmotrionsHandStartedEvent:
    """A `hand_started` event (emotrions)

    Attributes:
        at (str):
        hand (int):
        hands (list[list[str] | None]):
        leader (int):
        participants (list[int]):
        playoff (EmotrionsHandStartedEventPlayoffType1 | None):
        seq (int):
        stock_count (int):
        style (EmotrionsHandStartedEventStyle):
        type_ (EmotrionsHandStartedEventType):
        version (int): the version it led to
        exit_hand (list[str] | Unset):
    """

    at: str
    hand: int
    hands: list[list[str] | None]
    leader: int
    participants: list[int]
    playoff: EmotrionsHandStartedEventPlayoffType1 | None
    seq: int
    stock_count: int
    style: EmotrionsHandStartedEventStyle
    type_: EmotrionsHandStartedEventType
    version: int
    exit_hand: list[str] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.emotrions_hand_started_event_playoff_type_1 import EmotrionsHandStartedEventPlayoffType1  # noqa: PLC0415

        at = self.at

        hand = self.hand

        hands = []
        for hands_item_data in self.hands:
            hands_item: list[str] | None
            if isinstance(hands_item_data, list):
                hands_item = hands_item_data

            else:
                hands_item = hands_item_data
            hands.append(hands_item)

        leader = self.leader

        participants = self.participants

        playoff: dict[str, Any] | None
        if isinstance(self.playoff, EmotrionsHandStartedEventPlayoffType1):
            playoff = self.playoff.to_dict()
        else:
            playoff = self.playoff

        seq = self.seq

        stock_count = self.stock_count

        style = self.style.to_dict()

        type_ = self.type_.value

        version = self.version

        exit_hand: list[str] | Unset = UNSET
        if not isinstance(self.exit_hand, Unset):
            exit_hand = self.exit_hand

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "at": at,
                "hand": hand,
                "hands": hands,
                "leader": leader,
                "participants": participants,
                "playoff": playoff,
                "seq": seq,
                "stock_count": stock_count,
                "style": style,
                "type": type_,
                "version": version,
            }
        )
        if exit_hand is not UNSET:
            field_dict["exit_hand"] = exit_hand

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.emotrions_hand_started_event_playoff_type_1 import EmotrionsHandStartedEventPlayoffType1  # noqa: PLC0415
        from ..models.emotrions_hand_started_event_style import EmotrionsHandStartedEventStyle  # noqa: PLC0415

        d = dict(src_dict)
        at = d.pop("at")

        hand = d.pop("hand")

        hands = []
        _hands = d.pop("hands")
        for hands_item_data in _hands:

            def _parse_hands_item(data: object) -> list[str] | None:
                if data is None:
                    return data
                try:
                    if not isinstance(data, list):
                        raise TypeError()
                    hands_item_type_0 = cast(list[str], data)

                    return hands_item_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                return cast(list[str] | None, data)

            hands_item = _parse_hands_item(hands_item_data)

            hands.append(hands_item)

        leader = d.pop("leader")

        participants = cast(list[int], d.pop("participants"))

        def _parse_playoff(data: object) -> EmotrionsHandStartedEventPlayoffType1 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                playoff_type_1 = EmotrionsHandStartedEventPlayoffType1.from_dict(data)

                return playoff_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(EmotrionsHandStartedEventPlayoffType1 | None, data)

        playoff = _parse_playoff(d.pop("playoff"))

        seq = d.pop("seq")

        stock_count = d.pop("stock_count")

        style = EmotrionsHandStartedEventStyle.from_dict(d.pop("style"))

        type_ = EmotrionsHandStartedEventType(d.pop("type"))

        version = d.pop("version")

        exit_hand = cast(list[str], d.pop("exit_hand", UNSET))

        emotrions_hand_started_event = cls(
            at=at,
            hand=hand,
            hands=hands,
            leader=leader,
            participants=participants,
            playoff=playoff,
            seq=seq,
            stock_count=stock_count,
            style=style,
            type_=type_,
            version=version,
            exit_hand=exit_hand,
        )

        emotrions_hand_started_event.additional_properties = d
        return emotrions_hand_started_event

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
