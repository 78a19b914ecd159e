from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.result_outcome import ResultOutcome
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.decision_ref import DecisionRef
    from ..models.rank import Rank


T = TypeVar("T", bound="Result")


@_attrs_define
class Result:
    """
    Attributes:
        ended_at (str):
        game (str):
        log_sha256 (str): SHA-256 of the canonical JSON of the record's `events`
        players (list[str]):
        ranking (list[Rank]):
        rules_version (int):
        scores (list[int]): per seat
        variant (str):
        version (int): the final version
        winners (list[int]):
        deal_commitment (str | Unset):
        decisions (list[DecisionRef] | Unset): the director's decisions, in order (R200–R212)
        final (bool | Unset): a game with a director: true once its correction period has closed (R201)
        outcome (ResultOutcome | Unset): a game with decisions: as the director left it (R203, R204)
    """

    ended_at: str
    game: str
    log_sha256: str
    players: list[str]
    ranking: list[Rank]
    rules_version: int
    scores: list[int]
    variant: str
    version: int
    winners: list[int]
    deal_commitment: str | Unset = UNSET
    decisions: list[DecisionRef] | Unset = UNSET
    final: bool | Unset = UNSET
    outcome: ResultOutcome | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        ended_at = self.ended_at

        game = self.game

        log_sha256 = self.log_sha256

        players = self.players

        ranking = []
        for ranking_item_data in self.ranking:
            ranking_item = ranking_item_data.to_dict()
            ranking.append(ranking_item)

        rules_version = self.rules_version

        scores = self.scores

        variant = self.variant

        version = self.version

        winners = self.winners

        deal_commitment = self.deal_commitment

        decisions: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.decisions, Unset):
            decisions = []
            for decisions_item_data in self.decisions:
                decisions_item = decisions_item_data.to_dict()
                decisions.append(decisions_item)

        final = self.final

        outcome: str | Unset = UNSET
        if not isinstance(self.outcome, Unset):
            outcome = self.outcome.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "ended_at": ended_at,
                "game": game,
                "log_sha256": log_sha256,
                "players": players,
                "ranking": ranking,
                "rules_version": rules_version,
                "scores": scores,
                "variant": variant,
                "version": version,
                "winners": winners,
            }
        )
        if deal_commitment is not UNSET:
            field_dict["deal_commitment"] = deal_commitment
        if decisions is not UNSET:
            field_dict["decisions"] = decisions
        if final is not UNSET:
            field_dict["final"] = final
        if outcome is not UNSET:
            field_dict["outcome"] = outcome

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.decision_ref import DecisionRef  # noqa: PLC0415
        from ..models.rank import Rank  # noqa: PLC0415

        d = dict(src_dict)
        ended_at = d.pop("ended_at")

        game = d.pop("game")

        log_sha256 = d.pop("log_sha256")

        players = cast(list[str], d.pop("players"))

        ranking = []
        _ranking = d.pop("ranking")
        for ranking_item_data in _ranking:
            ranking_item = Rank.from_dict(ranking_item_data)

            ranking.append(ranking_item)

        rules_version = d.pop("rules_version")

        scores = cast(list[int], d.pop("scores"))

        variant = d.pop("variant")

        version = d.pop("version")

        winners = cast(list[int], d.pop("winners"))

        deal_commitment = d.pop("deal_commitment", UNSET)

        _decisions = d.pop("decisions", UNSET)
        decisions: list[DecisionRef] | Unset = UNSET
        if _decisions is not UNSET:
            decisions = []
            for decisions_item_data in _decisions:
                decisions_item = DecisionRef.from_dict(decisions_item_data)

                decisions.append(decisions_item)

        final = d.pop("final", UNSET)

        _outcome = d.pop("outcome", UNSET)
        outcome: ResultOutcome | Unset
        if isinstance(_outcome, Unset):
            outcome = UNSET
        else:
            outcome = ResultOutcome(_outcome)

        result = cls(
            ended_at=ended_at,
            game=game,
            log_sha256=log_sha256,
            players=players,
            ranking=ranking,
            rules_version=rules_version,
            scores=scores,
            variant=variant,
            version=version,
            winners=winners,
            deal_commitment=deal_commitment,
            decisions=decisions,
            final=final,
            outcome=outcome,
        )

        return result
