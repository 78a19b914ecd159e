from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.compact_move import CompactMove
    from ..models.compact_record_options_type_0 import CompactRecordOptionsType0
    from ..models.record_deal import RecordDeal
    from ..models.signed_result import SignedResult


T = TypeVar("T", bound="CompactRecord")


@_attrs_define
class CompactRecord:
    """
    Attributes:
        created_at (str):
        deal (RecordDeal):
        ended_at (str):
        format_ (str):  Example: referee-record-compact/1.
        id (str):
        moves (list[CompactMove]):
        options (CompactRecordOptionsType0 | None):
        players (list[str]):
        preset (None | str):
        result (SignedResult):
        rules_version (int):
        variant (str):
        version (int): the last event's version
    """

    created_at: str
    deal: RecordDeal
    ended_at: str
    format_: str
    id: str
    moves: list[CompactMove]
    options: CompactRecordOptionsType0 | None
    players: list[str]
    preset: None | str
    result: SignedResult
    rules_version: int
    variant: str
    version: int

    def to_dict(self) -> dict[str, Any]:
        from ..models.compact_record_options_type_0 import CompactRecordOptionsType0  # noqa: PLC0415

        created_at = self.created_at

        deal = self.deal.to_dict()

        ended_at = self.ended_at

        format_ = self.format_

        id = self.id

        moves = []
        for moves_item_data in self.moves:
            moves_item = moves_item_data.to_dict()
            moves.append(moves_item)

        options: dict[str, Any] | None
        if isinstance(self.options, CompactRecordOptionsType0):
            options = self.options.to_dict()
        else:
            options = self.options

        players = self.players

        preset: None | str
        preset = self.preset

        result = self.result.to_dict()

        rules_version = self.rules_version

        variant = self.variant

        version = self.version

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "created_at": created_at,
                "deal": deal,
                "ended_at": ended_at,
                "format": format_,
                "id": id,
                "moves": moves,
                "options": options,
                "players": players,
                "preset": preset,
                "result": result,
                "rules_version": rules_version,
                "variant": variant,
                "version": version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.compact_move import CompactMove  # noqa: PLC0415
        from ..models.compact_record_options_type_0 import CompactRecordOptionsType0  # noqa: PLC0415
        from ..models.record_deal import RecordDeal  # noqa: PLC0415
        from ..models.signed_result import SignedResult  # noqa: PLC0415

        d = dict(src_dict)
        created_at = d.pop("created_at")

        deal = RecordDeal.from_dict(d.pop("deal"))

        ended_at = d.pop("ended_at")

        format_ = d.pop("format")

        id = d.pop("id")

        moves = []
        _moves = d.pop("moves")
        for moves_item_data in _moves:
            moves_item = CompactMove.from_dict(moves_item_data)

            moves.append(moves_item)

        def _parse_options(data: object) -> CompactRecordOptionsType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                options_type_0 = CompactRecordOptionsType0.from_dict(data)

                return options_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(CompactRecordOptionsType0 | None, data)

        options = _parse_options(d.pop("options"))

        players = cast(list[str], d.pop("players"))

        def _parse_preset(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        preset = _parse_preset(d.pop("preset"))

        result = SignedResult.from_dict(d.pop("result"))

        rules_version = d.pop("rules_version")

        variant = d.pop("variant")

        version = d.pop("version")

        compact_record = cls(
            created_at=created_at,
            deal=deal,
            ended_at=ended_at,
            format_=format_,
            id=id,
            moves=moves,
            options=options,
            players=players,
            preset=preset,
            result=result,
            rules_version=rules_version,
            variant=variant,
            version=version,
        )

        return compact_record
