from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.pareo_hand_started_event_type import PareoHandStartedEventType
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.pareo_hand_started_event_playoff_type_1 import PareoHandStartedEventPlayoffType1


T = TypeVar("T", bound="PareoHandStartedEvent")


@_attrs_define
class PareoHandStartedEvent:
    """A `hand_started` event (pareo)

    Attributes:
        at (str):
        challenger (int):
        hand_number (int):
        pareo (int):
        playoff (None | PareoHandStartedEventPlayoffType1):
        seq (int):
        stock_count (int):
        type_ (PareoHandStartedEventType):
        version (int): the version it led to
        hand (list[str] | Unset): absent for a caller who may not see it (G3)
        hands (list[list[str]] | Unset):
    """

    at: str
    challenger: int
    hand_number: int
    pareo: int
    playoff: None | PareoHandStartedEventPlayoffType1
    seq: int
    stock_count: int
    type_: PareoHandStartedEventType
    version: int
    hand: list[str] | Unset = UNSET
    hands: list[list[str]] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.pareo_hand_started_event_playoff_type_1 import PareoHandStartedEventPlayoffType1  # noqa: PLC0415

        at = self.at

        challenger = self.challenger

        hand_number = self.hand_number

        pareo = self.pareo

        playoff: dict[str, Any] | None
        if isinstance(self.playoff, PareoHandStartedEventPlayoffType1):
            playoff = self.playoff.to_dict()
        else:
            playoff = self.playoff

        seq = self.seq

        stock_count = self.stock_count

        type_ = self.type_.value

        version = self.version

        hand: list[str] | Unset = UNSET
        if not isinstance(self.hand, Unset):
            hand = self.hand

        hands: list[list[str]] | Unset = UNSET
        if not isinstance(self.hands, Unset):
            hands = []
            for hands_item_data in self.hands:
                hands_item = hands_item_data

                hands.append(hands_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "at": at,
                "challenger": challenger,
                "hand_number": hand_number,
                "pareo": pareo,
                "playoff": playoff,
                "seq": seq,
                "stock_count": stock_count,
                "type": type_,
                "version": version,
            }
        )
        if hand is not UNSET:
            field_dict["hand"] = hand
        if hands is not UNSET:
            field_dict["hands"] = hands

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.pareo_hand_started_event_playoff_type_1 import PareoHandStartedEventPlayoffType1  # noqa: PLC0415

        d = dict(src_dict)
        at = d.pop("at")

        challenger = d.pop("challenger")

        hand_number = d.pop("hand_number")

        pareo = d.pop("pareo")

        def _parse_playoff(data: object) -> None | PareoHandStartedEventPlayoffType1:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                playoff_type_1 = PareoHandStartedEventPlayoffType1.from_dict(data)

                return playoff_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | PareoHandStartedEventPlayoffType1, data)

        playoff = _parse_playoff(d.pop("playoff"))

        seq = d.pop("seq")

        stock_count = d.pop("stock_count")

        type_ = PareoHandStartedEventType(d.pop("type"))

        version = d.pop("version")

        hand = cast(list[str], d.pop("hand", UNSET))

        _hands = d.pop("hands", UNSET)
        hands: list[list[str]] | Unset = UNSET
        if _hands is not UNSET:
            hands = []
            for hands_item_data in _hands:
                hands_item = cast(list[str], hands_item_data)

                hands.append(hands_item)

        pareo_hand_started_event = cls(
            at=at,
            challenger=challenger,
            hand_number=hand_number,
            pareo=pareo,
            playoff=playoff,
            seq=seq,
            stock_count=stock_count,
            type_=type_,
            version=version,
            hand=hand,
            hands=hands,
        )

        pareo_hand_started_event.additional_properties = d
        return pareo_hand_started_event

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
