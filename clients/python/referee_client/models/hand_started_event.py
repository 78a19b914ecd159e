from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.hand_started_event_type import HandStartedEventType
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.hand_started_event_playoff_type_1 import HandStartedEventPlayoffType1
    from ..models.hand_started_event_style import HandStartedEventStyle


T = TypeVar("T", bound="HandStartedEvent")


@_attrs_define
class HandStartedEvent:
    """A `hand_started` event (emotrions, pareo)

    Attributes:
        at (str):
        playoff (HandStartedEventPlayoffType1 | None):
        seq (int):
        stock_count (int):
        type_ (HandStartedEventType):
        version (int): the version it led to
        challenger (int | Unset):
        exit_hand (list[str] | Unset):
        hand (int | list[str] | Unset): absent for a caller who may not see it (G3)
        hand_number (int | Unset):
        hands (list[list[str] | None] | Unset):
        leader (int | Unset):
        pareo (int | Unset):
        participants (list[int] | Unset):
        style (HandStartedEventStyle | Unset):
    """

    at: str
    playoff: HandStartedEventPlayoffType1 | None
    seq: int
    stock_count: int
    type_: HandStartedEventType
    version: int
    challenger: int | Unset = UNSET
    exit_hand: list[str] | Unset = UNSET
    hand: int | list[str] | Unset = UNSET
    hand_number: int | Unset = UNSET
    hands: list[list[str] | None] | Unset = UNSET
    leader: int | Unset = UNSET
    pareo: int | Unset = UNSET
    participants: list[int] | Unset = UNSET
    style: HandStartedEventStyle | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.hand_started_event_playoff_type_1 import HandStartedEventPlayoffType1  # noqa: PLC0415

        at = self.at

        playoff: dict[str, Any] | None
        if isinstance(self.playoff, HandStartedEventPlayoffType1):
            playoff = self.playoff.to_dict()
        else:
            playoff = self.playoff

        seq = self.seq

        stock_count = self.stock_count

        type_ = self.type_.value

        version = self.version

        challenger = self.challenger

        exit_hand: list[str] | Unset = UNSET
        if not isinstance(self.exit_hand, Unset):
            exit_hand = self.exit_hand

        hand: int | list[str] | Unset
        if isinstance(self.hand, Unset):
            hand = UNSET
        elif isinstance(self.hand, list):
            hand = self.hand

        else:
            hand = self.hand

        hand_number = self.hand_number

        hands: list[list[str] | None] | Unset = UNSET
        if not isinstance(self.hands, Unset):
            hands = []
            for hands_item_data in self.hands:
                hands_item: list[str] | None
                if isinstance(hands_item_data, list):
                    hands_item = hands_item_data

                else:
                    hands_item = hands_item_data
                hands.append(hands_item)

        leader = self.leader

        pareo = self.pareo

        participants: list[int] | Unset = UNSET
        if not isinstance(self.participants, Unset):
            participants = self.participants

        style: dict[str, Any] | Unset = UNSET
        if not isinstance(self.style, Unset):
            style = self.style.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "at": at,
                "playoff": playoff,
                "seq": seq,
                "stock_count": stock_count,
                "type": type_,
                "version": version,
            }
        )
        if challenger is not UNSET:
            field_dict["challenger"] = challenger
        if exit_hand is not UNSET:
            field_dict["exit_hand"] = exit_hand
        if hand is not UNSET:
            field_dict["hand"] = hand
        if hand_number is not UNSET:
            field_dict["hand_number"] = hand_number
        if hands is not UNSET:
            field_dict["hands"] = hands
        if leader is not UNSET:
            field_dict["leader"] = leader
        if pareo is not UNSET:
            field_dict["pareo"] = pareo
        if participants is not UNSET:
            field_dict["participants"] = participants
        if style is not UNSET:
            field_dict["style"] = style

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.hand_started_event_playoff_type_1 import HandStartedEventPlayoffType1  # noqa: PLC0415
        from ..models.hand_started_event_style import HandStartedEventStyle  # noqa: PLC0415

        d = dict(src_dict)
        at = d.pop("at")

        def _parse_playoff(data: object) -> HandStartedEventPlayoffType1 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                playoff_type_1 = HandStartedEventPlayoffType1.from_dict(data)

                return playoff_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(HandStartedEventPlayoffType1 | None, data)

        playoff = _parse_playoff(d.pop("playoff"))

        seq = d.pop("seq")

        stock_count = d.pop("stock_count")

        type_ = HandStartedEventType(d.pop("type"))

        version = d.pop("version")

        challenger = d.pop("challenger", UNSET)

        exit_hand = cast(list[str], d.pop("exit_hand", UNSET))

        def _parse_hand(data: object) -> int | list[str] | Unset:
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                hand_type_0 = cast(list[str], data)

                return hand_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(int | list[str] | Unset, data)

        hand = _parse_hand(d.pop("hand", UNSET))

        hand_number = d.pop("hand_number", UNSET)

        _hands = d.pop("hands", UNSET)
        hands: list[list[str] | None] | Unset = UNSET
        if _hands is not UNSET:
            hands = []
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

        leader = d.pop("leader", UNSET)

        pareo = d.pop("pareo", UNSET)

        participants = cast(list[int], d.pop("participants", UNSET))

        _style = d.pop("style", UNSET)
        style: HandStartedEventStyle | Unset
        if isinstance(_style, Unset):
            style = UNSET
        else:
            style = HandStartedEventStyle.from_dict(_style)

        hand_started_event = cls(
            at=at,
            playoff=playoff,
            seq=seq,
            stock_count=stock_count,
            type_=type_,
            version=version,
            challenger=challenger,
            exit_hand=exit_hand,
            hand=hand,
            hand_number=hand_number,
            hands=hands,
            leader=leader,
            pareo=pareo,
            participants=participants,
            style=style,
        )

        hand_started_event.additional_properties = d
        return hand_started_event

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
