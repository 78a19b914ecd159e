from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="SignedStandings")


@_attrs_define
class SignedStandings:
    """
    Attributes:
        algorithm (str):
        key_id (str):
        signature (str):
        standings (Any): what is signed: `tournament`, `after_round`, `scoring`, `tiebreaks`, `results` (each game
            counted: `round`, `table`, `game`, `players`, `signature`, `final`), `byes`, `ranking` (`rank`, `player`,
            `points`, `tiebreaks` with `code`, `value`, `inputs`), `open`, `final`
        results (list[Any] | Unset): every signed game result counted, as `GET /v1/games/{id}/result` gives it
    """

    algorithm: str
    key_id: str
    signature: str
    standings: Any
    results: list[Any] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        algorithm = self.algorithm

        key_id = self.key_id

        signature = self.signature

        standings = self.standings

        results: list[Any] | Unset = UNSET
        if not isinstance(self.results, Unset):
            results = self.results

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "algorithm": algorithm,
                "key_id": key_id,
                "signature": signature,
                "standings": standings,
            }
        )
        if results is not UNSET:
            field_dict["results"] = results

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        algorithm = d.pop("algorithm")

        key_id = d.pop("key_id")

        signature = d.pop("signature")

        standings = d.pop("standings")

        results = cast(list[Any], d.pop("results", UNSET))

        signed_standings = cls(
            algorithm=algorithm,
            key_id=key_id,
            signature=signature,
            standings=standings,
            results=results,
        )

        return signed_standings
