from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.four_aces_game_created_event_type import FourAcesGameCreatedEventType

if TYPE_CHECKING:
    from ..models.four_aces_game_created_event_options import FourAcesGameCreatedEventOptions
    from ..models.four_aces_game_created_event_start_type_0 import FourAcesGameCreatedEventStartType0


T = TypeVar("T", bound="FourAcesGameCreatedEvent")


@_attrs_define
class FourAcesGameCreatedEvent:
    """A `game_created` event (four-aces)

    Attributes:
        at (str):
        deal_source (str):
        options (FourAcesGameCreatedEventOptions):
        players (list[str]):
        preset (None | str):
        rules_version (int):
        seq (int):
        start (FourAcesGameCreatedEventStartType0 | None): a given first leader or dealer
        type_ (FourAcesGameCreatedEventType):
        variant (str):
        version (int): the version it led to
    """

    at: str
    deal_source: str
    options: FourAcesGameCreatedEventOptions
    players: list[str]
    preset: None | str
    rules_version: int
    seq: int
    start: FourAcesGameCreatedEventStartType0 | None
    type_: FourAcesGameCreatedEventType
    variant: str
    version: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.four_aces_game_created_event_start_type_0 import FourAcesGameCreatedEventStartType0  # noqa: PLC0415

        at = self.at

        deal_source = self.deal_source

        options = self.options.to_dict()

        players = self.players

        preset: None | str
        preset = self.preset

        rules_version = self.rules_version

        seq = self.seq

        start: dict[str, Any] | None
        if isinstance(self.start, FourAcesGameCreatedEventStartType0):
            start = self.start.to_dict()
        else:
            start = self.start

        type_ = self.type_.value

        variant = self.variant

        version = self.version

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "at": at,
                "deal_source": deal_source,
                "options": options,
                "players": players,
                "preset": preset,
                "rules_version": rules_version,
                "seq": seq,
                "start": start,
                "type": type_,
                "variant": variant,
                "version": version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.four_aces_game_created_event_options import FourAcesGameCreatedEventOptions  # noqa: PLC0415
        from ..models.four_aces_game_created_event_start_type_0 import FourAcesGameCreatedEventStartType0  # noqa: PLC0415

        d = dict(src_dict)
        at = d.pop("at")

        deal_source = d.pop("deal_source")

        options = FourAcesGameCreatedEventOptions.from_dict(d.pop("options"))

        players = cast(list[str], d.pop("players"))

        def _parse_preset(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        preset = _parse_preset(d.pop("preset"))

        rules_version = d.pop("rules_version")

        seq = d.pop("seq")

        def _parse_start(data: object) -> FourAcesGameCreatedEventStartType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                start_type_0 = FourAcesGameCreatedEventStartType0.from_dict(data)

                return start_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(FourAcesGameCreatedEventStartType0 | None, data)

        start = _parse_start(d.pop("start"))

        type_ = FourAcesGameCreatedEventType(d.pop("type"))

        variant = d.pop("variant")

        version = d.pop("version")

        four_aces_game_created_event = cls(
            at=at,
            deal_source=deal_source,
            options=options,
            players=players,
            preset=preset,
            rules_version=rules_version,
            seq=seq,
            start=start,
            type_=type_,
            variant=variant,
            version=version,
        )

        four_aces_game_created_event.additional_properties = d
        return four_aces_game_created_event

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
