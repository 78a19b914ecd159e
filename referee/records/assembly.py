"""A game's record and signed result as the routes give them (docs/tournaments.md): the game
loaded, its record built for the caller (compact and signed once it has ended), its result
signed; and a posted record's verification under the service's own key. The HTTP views only
parse, call these and reply."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Protocol

from referee.core import director
from referee.core.games import GameService
from referee.core.lifecycle import NotFinished
from referee.records.records import (
    COMPACT_FORMAT,
    Signing,
    build_record,
    compact_record,
    result_document,
    stored_log,
    verify,
)


class Deliveries(Protocol):
    """Where a game's webhook deliveries are noted (the webhooks' outbox)."""

    def notes(self, game_id: str) -> list[dict[str, Any]]: ...


def game_record(service: GameService, signing: Signing, outbox: Deliveries, game_id: str,
                token: str | None, compact: bool) -> tuple[dict[str, Any], int]:
    """The record of the game for the holder of ``token`` and the version it shows (delayed
    for spectators: its ETag); ``compact``: the compact record with its signed result.

    Raises:
        GameNotFound, Unauthorized, StoreUnavailable; NotFinished for a compact record of a
        game that has not ended.
    """
    game = service.load(game_id)
    caller = game.caller(token)
    if compact and not director.ended(game.variant, game.state, game.record):
        raise NotFinished(game_id, "it has no result yet")
    webhook = game.record.webhook and not compact
    deliveries = outbox.notes(game.id) if webhook else []
    record = build_record(service, game, caller, deliveries)
    shown: int = record["version"]
    if compact:
        record = compact_record(record, signing.signer().sign(record["result"]))
    return record, shown


def signed_result(service: GameService, signing: Signing, game_id: str) -> dict[str, Any]:
    """The finished game's standings, signed (``GET /v1/games/{id}/result``).

    Raises:
        GameNotFound, StoreUnavailable; NotFinished before its end (R203, R204: or decided).
    """
    game = service.load(game_id)
    if not director.ended(game.variant, game.state, game.record):
        raise NotFinished(game_id, "it has no result yet")
    return signing.signer().sign(result_document(game, stored_log(service, game),
                                                 service.clock()))


def verify_posted(record: Any, key: Mapping[str, Any]) -> dict[str, Any]:
    """A posted record's verification (``POST /v1/records/verify``): a compact record's
    signature is checked when it names the service's key (``key``), else the answer says it
    was not (``signature.checked``)."""
    signed = record.get("result") if isinstance(record, Mapping) and record.get(
        "format") == COMPACT_FORMAT else None
    ours = isinstance(signed, Mapping) and signed.get("key_id") == key["key_id"]
    return verify(record, key["public_key"] if ours else None)
