from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.discrepancy import Discrepancy
    from ..models.signature_check import SignatureCheck
    from ..models.standings import Standings
    from ..models.unchecked import Unchecked


T = TypeVar("T", bound="Verification")


@_attrs_define
class Verification:
    """
    Attributes:
        valid (bool): every change of the record is one the service could have accepted and replays to its events and
            result; `unchecked` names the rules this could not be checked for (docs/tournaments.md "What `valid: true`
            means")
        deal_commitment (None | str | Unset):
        discrepancy (Discrepancy | Unset):
        ended_at (str | Unset): its last event's time
        events (int | Unset):
        game (str | Unset): the record's game id
        log_sha256 (str | Unset): SHA-256 of the canonical JSON of the record's events (a compact record's: of the
            replay's), as a signed result's `log_sha256`
        moves (int | Unset):
        players (list[str] | Unset):
        result (Standings | Unset):
        rules_version (int | Unset):
        signature (SignatureCheck | Unset):
        unchecked (list[Unchecked] | Unset): the rules a record of the older format (without `director` or `clock`)
            gives too little to check (R216); empty for a record of today's format
        variant (str | Unset):
    """

    valid: bool
    deal_commitment: None | str | Unset = UNSET
    discrepancy: Discrepancy | Unset = UNSET
    ended_at: str | Unset = UNSET
    events: int | Unset = UNSET
    game: str | Unset = UNSET
    log_sha256: str | Unset = UNSET
    moves: int | Unset = UNSET
    players: list[str] | Unset = UNSET
    result: Standings | Unset = UNSET
    rules_version: int | Unset = UNSET
    signature: SignatureCheck | Unset = UNSET
    unchecked: list[Unchecked] | Unset = UNSET
    variant: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        valid = self.valid

        deal_commitment: None | str | Unset
        if isinstance(self.deal_commitment, Unset):
            deal_commitment = UNSET
        else:
            deal_commitment = self.deal_commitment

        discrepancy: dict[str, Any] | Unset = UNSET
        if not isinstance(self.discrepancy, Unset):
            discrepancy = self.discrepancy.to_dict()

        ended_at = self.ended_at

        events = self.events

        game = self.game

        log_sha256 = self.log_sha256

        moves = self.moves

        players: list[str] | Unset = UNSET
        if not isinstance(self.players, Unset):
            players = self.players

        result: dict[str, Any] | Unset = UNSET
        if not isinstance(self.result, Unset):
            result = self.result.to_dict()

        rules_version = self.rules_version

        signature: dict[str, Any] | Unset = UNSET
        if not isinstance(self.signature, Unset):
            signature = self.signature.to_dict()

        unchecked: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.unchecked, Unset):
            unchecked = []
            for unchecked_item_data in self.unchecked:
                unchecked_item = unchecked_item_data.to_dict()
                unchecked.append(unchecked_item)

        variant = self.variant

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "valid": valid,
            }
        )
        if deal_commitment is not UNSET:
            field_dict["deal_commitment"] = deal_commitment
        if discrepancy is not UNSET:
            field_dict["discrepancy"] = discrepancy
        if ended_at is not UNSET:
            field_dict["ended_at"] = ended_at
        if events is not UNSET:
            field_dict["events"] = events
        if game is not UNSET:
            field_dict["game"] = game
        if log_sha256 is not UNSET:
            field_dict["log_sha256"] = log_sha256
        if moves is not UNSET:
            field_dict["moves"] = moves
        if players is not UNSET:
            field_dict["players"] = players
        if result is not UNSET:
            field_dict["result"] = result
        if rules_version is not UNSET:
            field_dict["rules_version"] = rules_version
        if signature is not UNSET:
            field_dict["signature"] = signature
        if unchecked is not UNSET:
            field_dict["unchecked"] = unchecked
        if variant is not UNSET:
            field_dict["variant"] = variant

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.discrepancy import Discrepancy  # noqa: PLC0415
        from ..models.signature_check import SignatureCheck  # noqa: PLC0415
        from ..models.standings import Standings  # noqa: PLC0415
        from ..models.unchecked import Unchecked  # noqa: PLC0415

        d = dict(src_dict)
        valid = d.pop("valid")

        def _parse_deal_commitment(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        deal_commitment = _parse_deal_commitment(d.pop("deal_commitment", UNSET))

        _discrepancy = d.pop("discrepancy", UNSET)
        discrepancy: Discrepancy | Unset
        if isinstance(_discrepancy, Unset):
            discrepancy = UNSET
        else:
            discrepancy = Discrepancy.from_dict(_discrepancy)

        ended_at = d.pop("ended_at", UNSET)

        events = d.pop("events", UNSET)

        game = d.pop("game", UNSET)

        log_sha256 = d.pop("log_sha256", UNSET)

        moves = d.pop("moves", UNSET)

        players = cast(list[str], d.pop("players", UNSET))

        _result = d.pop("result", UNSET)
        result: Standings | Unset
        if isinstance(_result, Unset):
            result = UNSET
        else:
            result = Standings.from_dict(_result)

        rules_version = d.pop("rules_version", UNSET)

        _signature = d.pop("signature", UNSET)
        signature: SignatureCheck | Unset
        if isinstance(_signature, Unset):
            signature = UNSET
        else:
            signature = SignatureCheck.from_dict(_signature)

        _unchecked = d.pop("unchecked", UNSET)
        unchecked: list[Unchecked] | Unset = UNSET
        if _unchecked is not UNSET:
            unchecked = []
            for unchecked_item_data in _unchecked:
                unchecked_item = Unchecked.from_dict(unchecked_item_data)

                unchecked.append(unchecked_item)

        variant = d.pop("variant", UNSET)

        verification = cls(
            valid=valid,
            deal_commitment=deal_commitment,
            discrepancy=discrepancy,
            ended_at=ended_at,
            events=events,
            game=game,
            log_sha256=log_sha256,
            moves=moves,
            players=players,
            result=result,
            rules_version=rules_version,
            signature=signature,
            unchecked=unchecked,
            variant=variant,
        )

        return verification
