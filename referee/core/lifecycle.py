"""A game's life around its play: invitations and seat tokens, lifetime and deletion, tournament
tags, rematches (docs/rulings/lifecycle.md R90–R94; docs/lifecycle.md).

* **Invitations.** A game created with ``"invitations": true`` has no seat token at first: each
  seat has a single-use code (stored as a digest, like tokens, ``referee.core.auth``) which its player
  redeems once for the seat's token. Redeeming is a compare-and-set on the game's record
  (:meth:`GameService.revise`), so of two redeems of one code racing, exactly one wins. The table
  token may reissue a seat's token (the old one stops working at once) or issue a fresh code.
* **Lifetime.** Every commit gives the whole game a time to live (:class:`Lifetime`): an
  unfinished game expires ``REFEREE_ABANDONED_TTL`` seconds after its last change, a finished one
  ``REFEREE_FINISHED_TTL`` seconds after its last move; the store expires every key of it (Redis
  TTLs, no background job). ``DELETE`` by the table token removes it at once.
* **Tags.** A game created with a ``tag`` is listed under it (an index per tag in the store, in
  creation order; entries of games gone are dropped when a listing meets them).
* **Rematch.** The table token of a finished game creates a new game with the same players,
  variant and options, linked both ways.
"""

from __future__ import annotations

import hmac
import logging
import re
from collections.abc import Callable
from dataclasses import replace
from typing import Any

import orjson

from referee.core import auth, director
from referee.core.auth import Caller
from referee.core.commands import Attempt
from referee.core.game_record import GameRecord
from referee.core.games import (
    Committed,
    Contention,
    Forbidden,
    Game,
    GameService,
    MoveResult,
    Next,
    Unauthorized,
    created_reply,
)
from referee.core.idempotency import Idempotency
from referee.core.stamps import epoch
from referee.core.tabletop import TABLE_DEAL
from referee.storage.store import Store, StoreUnavailable

log = logging.getLogger("referee")

#: A listing's cursor as :func:`encode_cursor` writes it (``schemas.lifecycle.CURSOR_PATTERN``,
#: which the core does not import, is held the same by tests/checks).
CURSOR_PATTERN = r"^[0-9]{14}\.[A-Za-z0-9_-]{1,64}$"

#: The most games one listing page holds.
MAX_PAGE = 100


class NotFinished(Exception):
    """What needs a game's end was asked of a game that has not ended (a rematch, a result):
    409. ``needs`` says what (``"a rematch follows a finished game"``)."""

    def __init__(self, game_id: str, needs: str) -> None:
        super().__init__(f"the game has not ended: {needs}")
        self.game_id = game_id


class RematchExists(Exception):
    """The game already has its rematch (R94)."""

    def __init__(self, rematch: str):
        super().__init__(f"this game already has a rematch: {rematch}")
        self.rematch = rematch


class NoSuchSeat(LookupError):
    """The game has no seat of this number: 404."""


class BadCursor(ValueError):
    """A listing cursor that this service did not give."""


class Lifetime:
    """How long a game is kept after each commit (R90, R91): an unfinished game
    ``abandoned`` seconds from now, a finished one ``finished`` seconds from its last move
    (a later change of its record, e.g. the rematch link, does not prolong it); 0: for ever."""

    def __init__(self, finished: int, abandoned: int, clock: Callable[[], float]) -> None:
        self.finished = finished
        self.abandoned = abandoned
        self.clock = clock

    def __call__(self, game: Game) -> float | None:
        # A game the director ended (award, annulment: R203, R204) is finished too.
        if director.ended(game.variant, game.state, game.record):
            if not self.finished:
                return None
            since_end = max(0.0, self.clock() - epoch(game.updated_at))
            return max(0.001, self.finished - since_end)
        return float(self.abandoned) if self.abandoned else None

    def longest(self) -> float | None:
        """The longest any game may be kept without a change (None: for ever)."""
        if not self.finished or not self.abandoned:
            return None
        return float(max(self.finished, self.abandoned))


def idempotency_ttl(ttl: int, finished: int, abandoned: int) -> int:
    """How long an Idempotency-Key's reply is kept: ``ttl`` seconds, but never longer than a
    game may live (R90: nothing of a game stays after it). The shortest lifetime caps it (a
    finished game may expire that soon after its last move)."""
    caps = [cap for cap in (finished, abandoned) if cap]
    return max(1, min([ttl, *caps]))


class TagIndex:
    """Keeps each tagged game listed under its tag (a handler of
    :class:`~referee.core.games.Committed`)."""

    def __init__(self, store: Store, lifetime: Lifetime) -> None:
        self.store = store
        self.lifetime = lifetime

    def committed(self, event: Committed) -> None:
        # Each commit of a tagged game keeps its tag's index alive as long as the game: one
        # more round trip (the index is under another hash tag than the game's keys).
        game = event.game
        if game.record.tag is not None:
            entry = index_entry(game) if event.before is None else None
            self.store.index(game.record.tag, entry, self.lifetime(game))


# -- seats: invitations and tokens ------------------------------------------------------------


def _table(game: Game, token: str | None) -> Caller:
    """The caller, who must hold the game's table token.

    Raises:
        Unauthorized: no token, or one of no seat and not the table. Forbidden: a seat token.
    """
    _needs_token(token)
    caller = game.caller(token)
    if not caller.table:
        raise Forbidden("only the table token may do this")
    return caller


def _needs_token(token: str | None) -> str:
    """The table token presented; raises Unauthorized before anything is read when it is
    missing."""
    if token is None:
        raise Unauthorized("the table token is needed")
    return token


def _seat(game: Game, seat: int) -> int:
    if not 0 <= seat < len(game.players):
        raise NoSuchSeat(f"this game has no seat {seat} (seats 0 to {len(game.players) - 1})")
    return seat


#: What a lifecycle change gives its caller: the reply's body and the game version its
#: ``ETag`` names (the game changed; for a rematch, the new game).
Reply = tuple[dict[str, Any], int]


def _changed(
    service: GameService, game_id: str, secret: str, idempotency: Idempotency | None,
    if_match: int | None, revision: Callable[[Game], GameRecord],
    reply: Callable[[Game], dict[str, Any]],
) -> Reply:
    """A change of the game's record only, run through the one idempotent-command wrapper
    (:class:`~referee.core.commands.Idempotent`) as a move is (docs/lifecycle.md, R140):
    ``revision`` gives the new record (raising to refuse), ``If-Match`` is checked against the
    game each time the change is made, and ``reply`` (made of the game as stored) is stored
    with the change, under ``idempotency``'s key scoped to ``secret``'s digest.

    Raises:
        GameNotFound, StaleVersion, IdempotencyInProgress, IdempotencyMismatch, Contention,
        StoreUnavailable; whatever ``revision`` raises (nothing stored, the key released).
    """

    def command(attempt: Attempt) -> MoveResult:
        def change(game: Game) -> Next:
            record = revision(game)  # who may ask (401, 403) before which version (412)
            attempt.check(game)
            return Next(game.state, played=False, record=record, claim=attempt.claim,
                        reply=lambda new, _: _stored(new.version, reply(new), new.version))

        new, made, _ = service.commit(service.first(game_id, attempt), change, service.load,
                                      lost=lambda game, _: attempt.lost(game))
        assert made is not None  # (a revision is always a change)
        return MoveResult(new.version, made.body)

    return _replied(service.idempotent.run(game_id, secret, idempotency, if_match, command))


def _stored(version: int, body: dict[str, Any], shown: int) -> bytes:
    """A lifecycle change's reply as its key stores it: the game's ``version`` the wrapper
    replays with, the ``body`` and the version its ``ETag`` names."""
    return orjson.dumps({"version": version, "reply": body, "etag": shown})


def _replied(result: MoveResult) -> Reply:
    stored = orjson.loads(result.body)
    return stored["reply"], stored["etag"]


def redeem(service: GameService, game_id: str, code: str, *, if_match: int | None = None,
           idempotency: Idempotency | None = None) -> Reply:
    """Redeem an invitation code of ``game_id`` for its seat's new token (R92): the code is
    used up, and any token the seat held before stops working. Returns the reply (the game,
    the seat and the token, shown only now) and the game's version. The caller holds no token
    but the code: an ``Idempotency-Key`` is scoped to the code's digest, and its retry gets the
    same token (R140).

    Raises:
        GameNotFound; Unauthorized: the code is no open invitation of this game (unknown, or
        redeemed already: of two redeems racing, one wins); StaleVersion,
        IdempotencyInProgress, IdempotencyMismatch, Contention, StoreUnavailable.
    """
    token = auth.new_token()
    candidate = auth.digest(code)
    seat_token = auth.digest(token)

    def redeemed(game: Game) -> GameRecord:
        invitations = list(game.record.invitations or ())
        found = None
        for seat, stored in enumerate(invitations):
            # Every code is compared, in constant time: timing says nothing of which matched.
            if stored and hmac.compare_digest(candidate, stored):
                found = seat
        if found is None:
            raise Unauthorized("this code is no open invitation of this game: unknown, or "
                               "redeemed already (ask the organiser for a new one)")
        invitations[found] = ""
        seats = list(game.record.seat_tokens)
        seats[found] = seat_token
        return replace(game.record, invitations=tuple(invitations), seat_tokens=tuple(seats))

    def reply(game: Game) -> dict[str, Any]:
        return {"game": game.id, "seat": game.record.seat_tokens.index(seat_token),
                "token": token, "location": f"/v1/games/{game.id}"}

    return _changed(service, game_id, code, idempotency, if_match, redeemed, reply)


def invite(service: GameService, game_id: str, token: str | None, seat: int, *,
           if_match: int | None = None, idempotency: Idempotency | None = None) -> Reply:
    """A fresh invitation code for ``seat``, issued by the table (R93). It replaces the seat's
    open invitation if any; the seat's current token works until the code is redeemed. A retry
    with the same ``Idempotency-Key`` gets the same code (R140).

    Raises:
        GameNotFound, Unauthorized, Forbidden, NoSuchSeat, StaleVersion,
        IdempotencyInProgress, IdempotencyMismatch, StoreUnavailable.
    """
    code = auth.new_token()
    return _set_seat(service, game_id, token, seat, None, auth.digest(code),
                     {"seat": seat, "code": code}, if_match, idempotency)


def reissue(service: GameService, game_id: str, token: str | None, seat: int, *,
            if_match: int | None = None, idempotency: Idempotency | None = None) -> Reply:
    """A new token for ``seat``, issued by the table (R93): the seat's old token stops working
    at once, and an open invitation of the seat is withdrawn (the newest credential wins). A
    retry with the same ``Idempotency-Key`` gets the same token (R140).

    Raises:
        GameNotFound, Unauthorized, Forbidden, NoSuchSeat, StaleVersion,
        IdempotencyInProgress, IdempotencyMismatch, StoreUnavailable.
    """
    new_token = auth.new_token()
    return _set_seat(service, game_id, token, seat, auth.digest(new_token), "",
                     {"seat": seat, "token": new_token}, if_match, idempotency)


def _set_seat(
    service: GameService, game_id: str, token: str | None, seat: int,
    seat_token: str | None, invitation: str, body: dict[str, Any],
    if_match: int | None, idempotency: Idempotency | None,
) -> Reply:
    """By the table token: give ``seat`` the token digest ``seat_token`` (None: keep its own)
    and the open invitation digest ``invitation`` ("" for none); ``body`` is the reply."""
    token = _needs_token(token)

    def seated(game: Game) -> GameRecord:
        _table(game, token)
        at = _seat(game, seat)
        record = game.record
        if seat_token is not None:
            seats = list(record.seat_tokens)
            seats[at] = seat_token
            record = replace(record, seat_tokens=tuple(seats))
        if invitation or record.invitations:
            invitations = list(record.invitations or [""] * len(game.players))
            invitations[at] = invitation
            record = replace(record, invitations=tuple(invitations))
        return record

    return _changed(service, game_id, token, idempotency, if_match, seated, lambda _: body)


# -- deletion ---------------------------------------------------------------------------------


def _table_first(service: GameService, game_id: str, token: str, attempt: Attempt) -> Game:
    """The game a table's command first finds, asked by its table token at the version its
    ``If-Match`` names.

    Raises:
        GameNotFound, Unauthorized, Forbidden, StaleVersion, StoreUnavailable.
    """
    game = service.first(game_id, attempt)
    _table(game, token)
    attempt.check(game)
    return game


def delete(service: GameService, game_id: str, token: str | None, *,
           if_match: int | None = None, idempotency: Idempotency | None = None) -> None:
    """Remove the game and everything of it, by its table token (404 after). The key of an
    ``Idempotency-Key`` goes with the game (R90: nothing of it stays), so a retry after the
    delete is 404, as any later request (R141). The store deletes the game only at the version
    read here (R142): a change committed in between is never lost; the delete is then refused
    412 when its ``If-Match`` named the version before, else made again on the game as it is.

    Raises:
        GameNotFound, Unauthorized, Forbidden, StaleVersion, IdempotencyInProgress,
        IdempotencyMismatch, Contention, StoreUnavailable.
    """
    table = _needs_token(token)

    def command(attempt: Attempt) -> MoveResult:
        game = _table_first(service, game_id, table, attempt)
        # R141: the key's pending marker goes in the same step, so the retry finds no game
        # (404), not a request in progress.
        scope = None if attempt.claim is None else attempt.claim.scope
        for _ in range(service.tuning.cas_retries + 1):
            if _remove(service, game, game.version, scope):
                return MoveResult(game.version, _stored(game.version, {}, game.version))
            game = service.load(game_id)  # GameNotFound: another delete won
            _table(game, table)
            attempt.check(game)
        raise Contention(game_id)

    service.idempotent.run(game_id, table, idempotency, if_match, command)


def _remove(service: GameService, game: Game, expected: int | None = None,
            scope: str | None = None) -> bool:
    """As :meth:`Store.delete`, the game's tag index entry dropped when it is removed."""
    if not service.store.delete(game.id, expected, scope):
        return False
    if game.record.tag is not None:
        service.store.unindex(game.record.tag, [index_entry(game)])
    return True


# -- tags -------------------------------------------------------------------------------------


def index_entry(game: Game) -> str:
    """The game's entry in its tag's index: creation time then id, so that the index, in
    lexicographic order, is in creation order (ties broken by id)."""
    return f"{round(epoch(game.record.created_at) * 1000):014d}:{game.id}"


def encode_cursor(entry: str) -> str:
    """The cursor of a listing page ending at index ``entry`` (schemas.lifecycle)."""
    return entry.replace(":", ".", 1)


def decode_cursor(cursor: str) -> str:
    """Raises BadCursor for a cursor not of :data:`CURSOR_PATTERN`'s shape."""
    if not re.fullmatch(CURSOR_PATTERN, cursor):
        raise BadCursor(cursor)
    return cursor.replace(".", ":", 1)


def summary(game: Game) -> dict[str, Any]:
    """What anyone may see of a game in a listing: no hand, no token, no seed."""
    # An archived game has ended: its status needs no replay (referee.records.archive).
    status = "finished" if game.archive is not None else game.variant.view(game.state,
                                                                            None)["status"]
    out = {
        "id": game.id,
        "variant": game.variant.name,
        "status": status,
        "players": [{"seat": s, "name": n} for s, n in enumerate(game.players)],
        "created_at": game.record.created_at,
        "location": f"/v1/games/{game.id}",
    }
    if game.record.round is not None:
        out["round"] = game.record.round
    return out


def list_games(
    service: GameService, tag: str, cursor: str | None, limit: int
) -> tuple[list[dict[str, Any]], str | None]:
    """A page of the games tagged ``tag`` in creation order, after ``cursor``, and the cursor
    of the next page (None when this one reaches the end).

    Raises:
        BadCursor, StoreUnavailable.
    """
    after = decode_cursor(cursor) if cursor else None
    page: list[dict[str, Any]] = []
    while len(page) < limit:
        wanted = limit - len(page)
        entries = service.store.index_page(tag, after, wanted)
        if not entries:
            return page, None
        ids = [entry.partition(":")[2] for entry in entries]
        gone = []
        for entry, game_id, snap in zip(entries, ids, service.store.load_many(ids), strict=True):
            if snap is None:
                gone.append(entry)  # expired or deleted: dropped from the index now
                continue
            game = service.snapshots.decode(game_id, snap.version, snap.data)
            if game.record.tag == tag:  # (index keys are hashes of their tags)
                page.append(summary(game))
        service.store.unindex(tag, gone)
        after = entries[-1]
        if len(entries) < wanted:
            return page, None
    return page, None if after is None else encode_cursor(after)


# -- rematch ----------------------------------------------------------------------------------


def rematch_args(service: GameService, game: Game) -> dict[str, Any]:
    """The arguments of :meth:`GameService.prepare` for ``game``'s rematch (R94): the same
    variant, players (in the same seats), options, tag and round, spectator delay, webhook,
    notifications and clock, bots (docs/bots.md) at the same seats and levels, hints on or off as
    they were; invitations again if the game had them; a new server shuffle (no seed, no
    explicit deal, the first leader or dealer drawn anew)."""
    created = orjson.loads(service.log(game)[0])
    record = game.record
    return {
        "variant_name": created["variant"],
        "players": created["players"],
        "options": created.get("options") or {},
        "preset": created.get("preset") or None,
        "spectator_delay": record.spectator_delay,
        "tabletop": record.deal_source == TABLE_DEAL,  # a scorekeeper game's rematch is one too
        "invitations": record.invitations is not None,
        "tag": record.tag,
        "round_number": record.round,
        "webhook": dict(record.webhook) if record.webhook else None,
        "notify": dict(record.notify) if record.notify else None,
        "clock": dict(game.clocks["spec"]) if game.clocks else None,  # as created
        # The same seats (stored as JSON, their numbers as strings) and levels.
        "bots": {int(seat): level for seat, level in record.bots["seats"].items()}
        if record.bots else {},
        "hints": record.hints,
    }


def rematch(
    service: GameService, game_id: str, token: str | None, *, if_match: int | None = None,
    idempotency: Idempotency | None = None,
) -> Reply:
    """Create the rematch of a finished game, by its table token; returns the new game's reply
    (its tokens or invitations) and version. Both games name each other (``rematch_of``,
    ``rematch``). A retry with the same ``Idempotency-Key`` gets the same reply: the key's
    reply is stored with the link (R140).

    Raises:
        GameNotFound, Unauthorized, Forbidden, NotFinished, RematchExists (a game has one
        rematch: of two asked at once, one is created), StaleVersion, IdempotencyInProgress,
        IdempotencyMismatch, StoreUnavailable.
    """
    table = _needs_token(token)

    def command(attempt: Attempt) -> MoveResult:
        game = _table_first(service, game_id, table, attempt)
        # R212: a game the director ended (award, annulment) is finished, and has its rematch.
        if not director.ended(game.variant, game.state, game.record):
            raise NotFinished(game_id, "a rematch follows a finished game")
        if game.record.rematch:
            raise RematchExists(game.record.rematch)
        new = service.prepare(**rematch_args(service, game))
        new.record = replace(new.record, rematch_of=game.id)
        created, tokens = service.store_new(new)
        body = created_reply(created, tokens)

        def link(old: Game) -> Next:
            attempt.check(old)
            if old.record.rematch:
                raise RematchExists(old.record.rematch)
            return Next(old.state, played=False, claim=attempt.claim,
                        record=replace(old.record, rematch=created.id),
                        reply=lambda linked, _: _stored(linked.version, body, created.version))

        try:
            linked, made, _ = service.commit(game, link, service.load,
                                             lost=lambda old, _: attempt.lost(old))
        except BaseException:
            # Lost the race to another rematch (or the store failed): this one must not stay.
            try:
                _remove(service, created)
            except StoreUnavailable:
                log.warning("rematch %s of %s is left to expire with its lifetime",
                            created.id, game.id)
            raise
        assert made is not None  # (a link is always a change)
        return MoveResult(linked.version, made.body)

    return _replied(service.idempotent.run(game_id, table, idempotency, if_match, command))
