from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.emotrions_move_event_clock import EmotrionsMoveEventClock
from ..models.emotrions_move_event_type import EmotrionsMoveEventType
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.emotrions_move_event_move import EmotrionsMoveEventMove


T = TypeVar("T", bound="EmotrionsMoveEvent")


@_attrs_define
class EmotrionsMoveEvent:
    """A `move` event (emotrions)

    Attributes:
        at (str):
        move_type (str):
        seat (int):
        seq (int):
        type_ (EmotrionsMoveEventType):
        version (int): the version it led to
        bot (str | Unset): the level of the computer player that made it (docs/bots.md)
        clock (EmotrionsMoveEventClock | Unset): with `move_type` `clock_expired`: which clock ran out (R99)
        move (EmotrionsMoveEventMove | Unset): absent for a caller who may not see it (G3)
        request (str | Unset): a short hash of the move's Idempotency-Key, when it had one
    """

    at: str
    move_type: str
    seat: int
    seq: int
    type_: EmotrionsMoveEventType
    version: int
    bot: str | Unset = UNSET
    clock: EmotrionsMoveEventClock | Unset = UNSET
    move: EmotrionsMoveEventMove | Unset = UNSET
    request: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        at = self.at

        move_type = self.move_type

        seat = self.seat

        seq = self.seq

        type_ = self.type_.value

        version = self.version

        bot = self.bot

        clock: str | Unset = UNSET
        if not isinstance(self.clock, Unset):
            clock = self.clock.value

        move: dict[str, Any] | Unset = UNSET
        if not isinstance(self.move, Unset):
            move = self.move.to_dict()

        request = self.request

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "at": at,
                "move_type": move_type,
                "seat": seat,
                "seq": seq,
                "type": type_,
                "version": version,
            }
        )
        if bot is not UNSET:
            field_dict["bot"] = bot
        if clock is not UNSET:
            field_dict["clock"] = clock
        if move is not UNSET:
            field_dict["move"] = move
        if request is not UNSET:
            field_dict["request"] = request

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.emotrions_move_event_move import EmotrionsMoveEventMove  # noqa: PLC0415

        d = dict(src_dict)
        at = d.pop("at")

        move_type = d.pop("move_type")

        seat = d.pop("seat")

        seq = d.pop("seq")

        type_ = EmotrionsMoveEventType(d.pop("type"))

        version = d.pop("version")

        bot = d.pop("bot", UNSET)

        _clock = d.pop("clock", UNSET)
        clock: EmotrionsMoveEventClock | Unset
        if isinstance(_clock, Unset):
            clock = UNSET
        else:
            clock = EmotrionsMoveEventClock(_clock)

        _move = d.pop("move", UNSET)
        move: EmotrionsMoveEventMove | Unset
        if isinstance(_move, Unset):
            move = UNSET
        else:
            move = EmotrionsMoveEventMove.from_dict(_move)

        request = d.pop("request", UNSET)

        emotrions_move_event = cls(
            at=at,
            move_type=move_type,
            seat=seat,
            seq=seq,
            type_=type_,
            version=version,
            bot=bot,
            clock=clock,
            move=move,
            request=request,
        )

        emotrions_move_event.additional_properties = d
        return emotrions_move_event

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
