"""The tournaments' one door to :mod:`referee.records.records`: a game's signed result, the
service's signer, a signature's check; and what a signed game result says of a table
(:func:`table_result`), which the service and :func:`verify` read alike."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from referee.core.games import Game, GameService
from referee.core.tournaments.standings import TableResult
from referee.records.records import Signer, result_document, stored_log, verify_result


def signed_result(service: GameService, signer: Signer, game: Game, now: float
                  ) -> dict[str, Any]:
    """``GET /v1/games/{id}/result`` of the ended ``game``: its standings, signed."""
    return signer.sign(result_document(game, stored_log(service, game), now))


def table_result(round_: int, table: int, signed: Mapping[str, Any]) -> TableResult:
    """What a signed game result says of its table: the players (the game's, which are the
    tournament's player ids), the winners, each seat's rank, and whether the director
    forfeited it (R236) or annulled it (R234: no ranks), and each seat's score (R249)."""
    result = signed["result"]
    players = tuple(result["players"])
    ranks: tuple[int, ...] | None = None
    scores: tuple[int, ...] | None = None
    if result.get("outcome") != "annulled":
        by_seat = {row["seat"]: row["rank"] for row in result["ranking"]}
        ranks = tuple(by_seat[seat] for seat in range(len(players)))
        scores = tuple(result["scores"])
    forfeit = any(d["type"] == "forfeit" for d in result.get("decisions", ()))
    return TableResult(round_, table, result["game"], players, tuple(result["winners"]), ranks,
                       forfeit, scores)


def check_result(signed: Mapping[str, Any], key: Mapping[str, Any]) -> dict[str, Any] | None:
    """The first discrepancy of a signed game result against ``key`` (``Signer.public``), or
    None when it holds."""
    found = verify_result(signed, key)
    return None if found["valid"] else dict(found["discrepancy"])


def check_document(signed: Mapping[str, Any], key: Mapping[str, Any], name: str
                   ) -> dict[str, Any] | None:
    """The same for a document signed under ``name`` instead of ``result`` (standings)."""
    found = check_result({**signed, "result": signed.get(name)}, key)
    if found is not None:
        found["at"] = found["at"].replace("result.result", f"{name}", 1).replace(
            "result.", "", 1)
    return found
