"""A tournament round's games created at once (``POST /v1/batches``, docs/tournaments.md): all of
them or, as far as the store lets, none.

Every game is made and checked first (one refused, none is created); then each is stored under
an id chosen beforehand, and only once all are stored is anything set off (bots moving first,
tag indexes). Should the store fail part way:

* without an ``Idempotency-Key``, the games already stored are deleted again (best effort: a
  store that is down may keep them until their lifetime ends, their tokens never shown);
* with one, the whole plan (every game's snapshot and first events, and the reply with its
  tokens) is kept first, sealed with the key like a creation's reply
  (referee.core.idempotency), so the retry with the same key stores what is missing of the
  very same games and answers with the very same tokens, even across a failover
  (docs/reliability.md).
"""

from __future__ import annotations

import base64
from collections.abc import Mapping, Sequence
from typing import Any

import orjson

from referee.core.directing import BatchDirector
from referee.core.games import (
    Game,
    GameService,
    NewGame,
    Planned,
    token_fields,
)
from referee.core.idempotency import Idempotency
from referee.core.tuning import WebhookRefused
from referee.storage.store import GameExists, NotReplicated, StoreUnavailable
from variants.base import IllegalSetup
from variants.i18n import T


def create_batch(
    service: GameService, games: Sequence[Mapping[str, Any]], directing: BatchDirector,
    idempotency: Idempotency | None = None,
) -> tuple[bytes, bool]:
    """Create the games of a batch: ``games`` the arguments of
    :meth:`GameService.prepare` of each (the HTTP edge reads them from the body,
    referee.http.creation), each with the arguments of the batch's director ``directing``;
    returns the reply's body and whether it is a replay (the same Idempotency-Key answered
    before).

    Raises:
        IllegalSetup: a game the rules refuse (``field`` ``games.N...``); nothing is stored.
        Whatever ``check_webhook`` raises for a URL (its ``field`` made ``games.N...``).
        StoreUnavailable, NotReplicated: part way (then as the module says);
        IdempotencyInProgress, IdempotencyMismatch.
    """
    scope = idempotency.scope("batch") if idempotency else ""
    if idempotency is not None:
        held, _ = service.store.claim(None, scope, idempotency.pending, service.pending_ttl_ms)
        if held is not None:
            plan = orjson.loads(idempotency.unseal(idempotency.replay(held)))
            kept = [service.unplan(e["id"], base64.b64decode(e["data"]),
                                   [event.encode() for event in e["events"]], e["ttl"], {})
                    for e in plan["games"]]  # the tokens are the reply's
            _store_all(service, kept, resumed=True)
            return plan["reply"].encode(), True
    try:
        prepared = _prepare(service, games, directing)
        planned = [service.plan(new) for new in prepared]
        reply = orjson.dumps(_reply(planned, directing.reply))
        if idempotency is not None:
            sealed = idempotency.seal(orjson.dumps(
                {"reply": reply.decode(), "games": [_wire(p) for p in planned]}))
            service.store.remember(None, scope, idempotency.done(sealed), service.idempotency_ttl)
    except BaseException:
        if idempotency is not None:
            try:
                service.store.release(None, scope, idempotency.pending)
            except StoreUnavailable:
                pass  # the pending marker expires by itself
        raise
    _store_all(service, planned, resumed=idempotency is not None)
    return reply, False


def _prepare(service: GameService, games: Sequence[Mapping[str, Any]],
             directing: BatchDirector) -> list[NewGame]:
    """Every game of the batch made and checked."""
    prepared = []
    for i, args in enumerate(games):
        try:
            prepared.append(service.prepare(**{**args, **directing.args}))
        except IllegalSetup as exc:
            where = f"games.{i}" + (f".{exc.field}" if exc.field else "")
            detail = T(f"game {i}: ", f"partita {i}: ") + exc.text
            raise IllegalSetup(exc.rule, detail, field=where) from None
        except WebhookRefused as exc:
            # A webhook or notify URL refused (referee.delivery.outbound.URLRefused).
            exc.field = f"games.{i}." + (exc.field or "webhook")
            raise
    # The director's token, made once for the batch, is in the reply; the games hold its digest.
    return prepared


def _reply(planned: Sequence[Planned], director: Mapping[str, Any]) -> dict[str, Any]:
    created = []
    for p in planned:
        game = p.game
        entry = {"id": game.id, "location": f"/v1/games/{game.id}", **token_fields(p.tokens)}
        if game.record.commitment:
            entry["deal_commitment"] = game.record.commitment
        created.append(entry)
    return {"games": created, **director}


def _store_all(service: GameService, planned: Sequence[Planned], *, resumed: bool) -> None:
    """Store every planned game, then set off what they set off; a game found stored already
    is one an earlier try of this batch stored (``resumed``: its ids are the plan's)."""
    stored: list[Game] = []
    try:
        for p in planned:
            try:
                service.store_planned(p)
            except GameExists:
                if not resumed:
                    raise StoreUnavailable("a batch's game id is taken") from None
                continue
            except NotReplicated as unsafe:
                unsafe.confirm(0)  # set off with the others once all are stored, not now
                raise
            stored.append(p.game)
    except BaseException:
        if not resumed:
            discard(service, stored)  # all or nothing: the games stored so far go again
        raise
    if stored:  # the try that completes the batch sets off all of it
        for p in planned:
            service.created(p.game)


def store_games(service: GameService, prepared: Sequence[NewGame]) -> list[Planned]:
    """Store ``prepared`` games (made and checked) all or nothing, as a batch without an
    Idempotency-Key does, then set them off: a tournament round's games
    (referee.tournaments.service).

    Raises:
        StoreUnavailable, NotReplicated: part way (none of the games is left, as far as the
        store lets).
    """
    planned = [service.plan(new) for new in prepared]
    _store_all(service, planned, resumed=False)
    return planned


def discard(service: GameService, games: Sequence[Game]) -> None:
    """Delete stored ``games`` again (best effort: a store that fails keeps them until their
    lifetime ends; their tokens were never shown)."""
    for game in games:
        try:
            service.store.delete(game.id)
        except StoreUnavailable:
            pass


def _wire(p: Planned) -> dict[str, Any]:
    """A planned game as the sealed plan keeps it (its snapshot and first events)."""
    return {"id": p.game.id, "data": base64.b64encode(p.data).decode(),
            "events": [e.decode() for e in p.events], "ttl": p.ttl}
