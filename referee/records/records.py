"""Game records, their independent verification, and signed results (docs/tournaments.md).

* :func:`build_record`: a game's record. While the game is on it holds what the caller may see
  (the same redaction and spectator delay as the event log); once it has ended, everything: the
  stored log with every secret part and to whom it was shown, and the seed (G2).
* :func:`verify`: replays a finished game's record in the engines, from its revealed seed and
  explicit deals, and names the first place where the record and the replay differ.
* :class:`Signer`: signs a finished game's standings with Ed25519; the key comes from
  configuration, else a development key is made once and kept in the store for every worker.
"""

from __future__ import annotations

import base64
import hashlib
import json
import logging
import secrets as random_bytes
import sys
import threading
from abc import ABC, abstractmethod
from collections.abc import Callable, Mapping
from typing import Any

import orjson
import redis
import redis.exceptions
from cryptography.exceptions import InvalidSignature
from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey, Ed25519PublicKey
from marshmallow import ValidationError

from referee.core.auth import Caller
from referee.core.clocks import PER_MOVE, TOTAL, expiry
from referee.core.games import RULES_VERSION, Game, GameService, creation_event, move_event
from referee.core.tabletop import (
    UNDONE_EVENT,
    LoggedMove,
    check_undo,
    replay,
    start_game,
    undone_event,
)
from referee.storage.store import StoreUnavailable
from schemas.games import TABLE_DEAL
from schemas.moves import MOVE_SCHEMA, UNDO_TYPE, build_move
from variants import find_variant
from variants.base import ALL, EXPIRED, Event, IllegalMove, IllegalSetup, Variant, redact_event
from variants.rng import seed_commitment

log = logging.getLogger("referee")

RECORD_FORMAT = "referee-record/1"
COMPACT_FORMAT = "referee-record-compact/1"
ALGORITHM = "Ed25519"


def canonical(value: Any) -> bytes:
    """The canonical JSON bytes of ``value``, which signatures and digests are computed over:
    keys sorted, no whitespace, every non-ASCII character escaped (``json.dumps(value,
    sort_keys=True, separators=(",", ":"))`` in Python)."""
    return json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=True).encode()


def log_digest(stored: list[dict[str, Any]]) -> str:
    return hashlib.sha256(canonical(stored)).hexdigest()


# ----------------------------------------------------------------------------------------------
# Standings


def standings(variant: Variant, state: Any, players: list[str]) -> dict[str, Any]:
    """A finished game's sporting result: ``winners``, ``scores`` (game totals per seat) and
    ``ranking``: winners first, then by total, highest first; equal places share a rank."""
    view = variant.view(state, None)
    scores = [score["total"] for score in view["scores"]]
    winners = list(view["winners"])

    def key(seat: int) -> tuple[bool, int]:
        return seat not in winners, -scores[seat]

    order = sorted(range(len(players)), key=lambda seat: (*key(seat), seat))
    ranking = [
        {
            "rank": 1 + sum(key(other) < key(seat) for other in order),
            "seat": seat,
            "name": players[seat],
            "score": scores[seat],
        }
        for seat in order
    ]
    return {"winners": winners, "scores": scores, "ranking": ranking}


def result_document(game: Game, stored: list[dict[str, Any]]) -> dict[str, Any]:
    """What ``GET /v1/games/{id}/result`` signs: the standings of a finished game, bound to the
    game, its rule-book version, its seed commitment and (``log_sha256``) its whole stored log,
    so a signed result also vouches for the record it came from."""
    doc: dict[str, Any] = {
        "game": game.id,
        "variant": game.variant.name,
        "rules_version": game.record.rules_version,
        "players": list(game.players),
        "version": game.version,
        "ended_at": stored[-1]["at"],
        **standings(game.variant, game.state, game.players),
        "log_sha256": log_digest(stored),
    }
    if game.record.commitment:
        doc["deal_commitment"] = game.record.commitment
    return doc


def stored_log(service: GameService, game: Game) -> list[dict[str, Any]]:
    """The game's whole log as stored: every event, secret parts with their seats."""
    return [orjson.loads(raw) for raw in service.log(game)]


# ----------------------------------------------------------------------------------------------
# Records


def build_record(
    service: GameService, game: Game, caller: Caller, deliveries: list[dict[str, Any]]
) -> dict[str, Any]:
    """The record of ``game`` for ``caller`` (see the module docstring); ``deliveries`` are the
    webhook's delivery attempts, if the game has a webhook."""
    finished = game.variant.is_finished(game.state)
    if finished:
        events = stored_log(service, game)
        flat = [redact_event(event, ALL) for event in events]
    else:
        events = flat = service.events(game, caller)
    created = flat[0] if flat else {}
    moves = move_entries(flat)
    deal: dict[str, Any] = {
        "source": game.record.deal_source,
        "commitment": game.record.commitment,
        "start": created.get("start"),
    }
    if finished:
        deal["seed"] = game.variant.seed(game.state)  # G2: revealed once the game has ended, never before
        deal["deals"] = created.get("deals", [])
    record: dict[str, Any] = {
        "format": RECORD_FORMAT,
        "id": game.id,
        "variant": game.variant.name,
        "rules_version": game.record.rules_version,
        "players": list(game.players),
        "options": created.get("options"),
        "preset": created.get("preset"),
        "status": "finished" if finished else "active",
        "complete": finished,
        "role": "all" if finished else _role(caller),
        "created_at": game.record.created_at,
        "ended_at": events[-1]["at"] if finished else None,
        "version": events[-1]["version"] if events else 1,
        "deal": deal,
        "moves": moves,
        "events": events,
        "result": result_document(game, events) if finished else None,
    }
    webhook = game.record.webhook
    if webhook:
        # The URL may carry a credential of the receiver's: only its origin is shown.
        record["webhook"] = {"origin": _origin(webhook["url"]), "deliveries": deliveries}
    return record


def compact_record(record: Mapping[str, Any], signed: Mapping[str, Any]) -> dict[str, Any]:
    """A finished game's compact record (``?format=compact``), from its full ``record`` and its
    ``signed`` result: what defines the game (players, options, seed or deals, each move with
    its seat, time and version) and the signed result, without the events, which a replay
    gives back (:func:`verify` does). A move entry leaves out its event's ``seq`` and, when it
    is the move's own ``type``, its ``move_type``."""
    moves = []
    for entry in record["moves"]:
        kept = {k: v for k, v in entry.items() if k != "seq"}
        if "move" in kept and kept.get("move_type") == kept["move"].get("type"):
            del kept["move_type"]
        moves.append(kept)
    compact = {k: record[k] for k in ("id", "variant", "rules_version", "players", "options",
                                      "preset", "created_at", "ended_at", "version", "deal")}
    return {"format": COMPACT_FORMAT, **compact, "moves": moves, "result": dict(signed)}


def move_entries(flat: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The record's ``moves`` from its events (secret parts merged as their reader sees
    them): each move event as a move entry: where the reader may see it, the move object; and
    any other field the service logs with it (such as a request hash). A correction of a
    scorekeeper game is an entry too (R88): its move_undone event, as an undo move."""
    return [{k: v for k, v in event.items() if k != "type"}
            if event["type"] == "move" else _undo_entry(event)
            for event in flat if event["type"] in ("move", UNDONE_EVENT)]


def _undo_entry(event: dict[str, Any]) -> dict[str, Any]:
    """The move entry of a ``move_undone`` event: ``seat`` is the seat whose move it took
    back, ``undone_move_type`` that move's type."""
    entry = {k: v for k, v in event.items() if k not in ("type", "move_type")}
    return {**entry, "move_type": UNDO_TYPE, "undone_move_type": event["move_type"],
            "move": {"type": UNDO_TYPE}}


def _role(caller: Caller) -> str:
    if caller.seat is not None:
        return f"seat {caller.seat}"
    return "table" if caller.table else "spectator"


def _origin(url: str) -> str:
    from urllib.parse import urlsplit

    parts = urlsplit(url)
    return f"{parts.scheme}://{parts.netloc.rpartition('@')[2]}"


# ----------------------------------------------------------------------------------------------
# Verification


class Discrepancy(Exception):
    """Where a record and its replay part: ``at`` is a path into the record."""

    def __init__(self, at: str, detail: str, **extra: Any):
        super().__init__(f"{at}: {detail}")
        self.at = at
        self.detail = detail
        self.extra = {k: v for k, v in extra.items() if v is not None}

    def to_dict(self) -> dict[str, Any]:
        return {"at": self.at, "detail": self.detail, **self.extra}


def verify(record: Any, public_key: str | None = None) -> dict[str, Any]:
    """Replay ``record`` (a finished game's record, as JSON, full or compact) and say whether
    it holds: every move legal, every event the one the rules produce, the stated result the
    real one, the revealed seed the one committed to. A compact record's events are the
    replay's: they must hash to the ``log_sha256`` of its signed result, and with
    ``public_key`` the signature must hold. Never raises for a bad record: the first
    discrepancy is named in the answer."""
    try:
        if isinstance(record, Mapping) and record.get("format") == COMPACT_FORMAT:
            replayed = _replay_compact(record, public_key)
        else:
            replayed = _replay(record)
    except Discrepancy as found:
        return {"valid": False, "discrepancy": found.to_dict()}
    return {"valid": True, **replayed}


def _need(record: Mapping[str, Any], name: str, kind: type) -> Any:
    value = record.get(name)
    if not isinstance(value, kind):
        raise Discrepancy(name, f"missing or not a {kind.__name__}")
    return value


def _replay(record: Any) -> dict[str, Any]:
    if not isinstance(record, Mapping):
        raise Discrepancy("", "a record is a JSON object")
    if record.get("format") != RECORD_FORMAT:
        raise Discrepancy("format", f"not {RECORD_FORMAT!r}")
    if record.get("complete") is not True:
        raise Discrepancy(
            "complete", "only a finished game's full record can be replayed (an active game's "
            "record holds only what its reader may see, and no seed)",
        )
    variant, players, deal, moves, events = _setup(record, with_events=True)
    options, preset = record.get("options") or {}, record.get("preset")
    state = play(variant, players, deal, options, preset, record.get("created_at"), moves,
                 Log(events), _versions(moves))
    result = _check_result(variant, state, players, moves, record.get("result"))
    digest = log_digest(list(events))
    if "log_sha256" in record["result"] and record["result"]["log_sha256"] != digest:
        raise Discrepancy("result.log_sha256", f"the record's events hash to {digest}")
    return {"variant": variant.name, "moves": len(moves), "events": len(events), "result": result,
            "log_sha256": digest}


def _replay_compact(record: Mapping[str, Any], public_key: str | None) -> dict[str, Any]:
    """A compact record replayed: its events are the replay's, bound to its signed result by
    the log digest the result carries."""
    variant, players, deal, moves, _ = _setup(record, with_events=False)
    signed = _need(record, "result", dict)
    if public_key is not None and not verify_signature(signed, public_key):
        raise Discrepancy("result.signature", "not the signature of `result.result` by the key")
    stated = signed.get("result")
    if not isinstance(stated, Mapping):
        raise Discrepancy("result.result", "the record states no result")
    log = Log()
    state = play(variant, players, deal, record.get("options") or {}, record.get("preset"),
                 record.get("created_at"), moves, log, _versions(moves))
    result = _check_result(variant, state, players, moves, stated, "result.result")
    game = {"game": record.get("id"), "variant": variant.name, "players": players,
            "ended_at": log.produced[-1]["at"], "deal_commitment": deal.get("commitment")}
    for name, value in game.items():
        if stated.get(name) != value:
            raise Discrepancy(f"result.result.{name}", f"the signed result says "
                              f"{stated.get(name)!r}, the record gives {value!r}")
    digest = log_digest(log.produced)
    if stated.get("log_sha256") != digest:
        raise Discrepancy("result.result.log_sha256", f"the replay's events hash to {digest}, "
                          "not to the signed result's")
    return {"variant": variant.name, "moves": len(moves), "events": len(log.produced),
            "result": result, "log_sha256": digest}


def _check_result(variant: Variant, state: Any, players: list[Any], moves: list[Any],
                  stated: Any, at: str = "result") -> dict[str, Any]:
    """The replay's standings, once checked against those the record states at ``at``."""
    if not variant.is_finished(state):
        raise Discrepancy("moves", f"the game is not over after the last of {len(moves)} moves")
    result = standings(variant, state, players)
    if not isinstance(stated, Mapping):
        raise Discrepancy(at, "the record states no result")
    for name, value in result.items():
        if stated.get(name) != value:
            raise Discrepancy(f"{at}.{name}", f"the record says {stated.get(name)!r}, "
                              f"the replay gives {value!r}")
    return result


def _setup(record: Mapping[str, Any], with_events: bool
           ) -> tuple[Variant, list[Any], dict[str, Any], list[Any], list[Any] | None]:
    """What a record's replay starts from: its variant, players, deal (its seed checked
    against the commitment), moves, and ``with_events`` its events.

    Raises:
        Discrepancy: where the record cannot be replayed.
    """
    if record.get("rules_version") != RULES_VERSION:
        raise Discrepancy(
            "rules_version",
            f"this verifier knows rule-book version {RULES_VERSION}, not "
            f"{record.get('rules_version')!r}",
        )
    try:
        variant = find_variant(_need(record, "variant", str))
    except KeyError as exc:
        raise Discrepancy("variant", str(exc)) from None
    players = _need(record, "players", list)
    deal = _need(record, "deal", dict)
    moves = _need(record, "moves", list)
    events = _need(record, "events", list) if with_events else None
    seed = deal.get("seed")
    if not isinstance(seed, str):
        raise Discrepancy("deal.seed", "the record reveals no seed")
    commitment = deal.get("commitment")
    if commitment is not None and seed_commitment(seed) != commitment:
        raise Discrepancy(
            "deal.seed",
            f"the revealed seed's SHA-256 is {seed_commitment(seed)}, not the commitment "
            f"{commitment} published when the game was created",
        )
    if deal.get("source") == "server" and commitment is None:
        raise Discrepancy("deal.commitment", "a server-shuffled game publishes a commitment")
    return variant, players, deal, moves, events


def _versions(moves: list[Any]) -> list[int]:
    """The version each move entry made, as the record says: a change of the service's own
    record of a game (a token reissued, an invitation redeemed) makes a version with no move,
    so versions may skip, but they only grow.

    Raises:
        Discrepancy: at the first entry whose version is not a whole number above the last.
    """
    versions, last = [], 1
    for i, entry in enumerate(moves):
        version = entry.get("version") if isinstance(entry, Mapping) else None
        if type(version) is not int or version <= last:
            raise Discrepancy(f"moves[{i}].version", f"not a version after {last}",
                              seq=entry.get("seq") if isinstance(entry, Mapping) else None)
        versions.append(version)
        last = version
    return versions


def play(
    variant: Variant, players: list[Any], deal: Mapping[str, Any], options: Mapping[str, Any],
    preset: str | None, created_at: Any, moves: list[Any], log: Log,
    versions: list[int] | None = None,
) -> Any:
    """The game set up from ``deal`` (its seed, explicit deals, start, source) and played
    through the record's ``moves`` (their entries: seat, move, time), each event the rules
    produce handed to ``log`` (which checks it against a record's, or keeps it); returns the
    final state. The events of move ``i`` are of version ``versions[i]``, by default ``i + 2``
    (a record's check: each move makes one version).

    Raises:
        Discrepancy: where the setup or a move is refused, or ``log`` finds a difference.
    """
    seed = deal.get("seed")
    deals, start = deal.get("deals") or [], deal.get("start")
    tabletop = deal.get("source") == TABLE_DEAL
    try:
        config = variant.configure(len(players), options, preset)
        state, started = start_game(variant, config, seed, deals, start, tabletop)
    except IllegalSetup as exc:
        raise Discrepancy("options" if exc.field is None or exc.field.startswith("options")
                          else "deal", exc.detail, rule=exc.rule) from None
    except (TypeError, ValueError, KeyError) as exc:
        raise Discrepancy("deal", f"the game cannot be set up from it: {exc}") from None
    created = creation_event(variant.name, players, deal.get("source"), RULES_VERSION,
                             options, preset, start, deals)
    log.expect([created, *started], version=1, at=created_at, move=None)
    first, standing = state, []
    for i, entry in enumerate(moves):
        version = versions[i] if versions is not None else i + 2
        if variant.is_finished(state):
            raise Discrepancy(f"moves[{i}]", "the game had already ended", seq=entry.get("seq"))
        if _is_undo(entry):
            if not tabletop:
                raise Discrepancy(f"moves[{i}]", "only a scorekeeper game can be corrected",
                                  rule="R84", seq=entry.get("seq"))
            state, caused = _undo(variant, first, state, standing, entry, i)
            log.expect(caused, version=version, at=entry.get("at"), move=i)
            continue
        if isinstance(entry, Mapping) and entry.get("move_type") == EXPIRED:
            state, caused = _expiry(variant, state, entry, i)
            log.expect(caused, version=version, at=entry.get("at"), move=i)
            continue
        move = _parse_move(variant, entry, i)
        try:
            state, caused = variant.apply(state, move)
        except IllegalMove as exc:
            raise Discrepancy(
                f"moves[{i}]", f"illegal: {exc.detail}", rule=exc.rule, seq=entry.get("seq")
            ) from None
        standing.append(LoggedMove(log.next + 1, version, move.seat, move.TYPE, move))
        log.expect([_logged(move, entry), *caused], version=version, at=entry.get("at"), move=i)
    log.end()
    return state


#: The fields of a move entry that the replay derives itself (the rest it takes as recorded).
_REPLAYED = frozenset({"seq", "version", "at", "seat", "move_type", "move"})


def _logged(move: Any, entry: Mapping[str, Any]) -> Event:
    """The move event the service logged for ``move``: what the rules say (seat, type, the
    move), with the metadata of the record's entry the replay cannot know (a request hash)."""
    event = move_event(move)
    extra = {k: v for k, v in entry.items() if k not in _REPLAYED}
    return Event(event.type, {**event.data, **extra}, event.secrets) if extra else event


def _is_undo(entry: Any) -> bool:
    return isinstance(entry, Mapping) and entry.get("move") == {"type": UNDO_TYPE}


def _undo(
    variant: Variant, first: Any, state: Any, standing: list[LoggedMove],
    entry: Mapping[str, Any], i: int,
) -> tuple[Any, list[Event]]:
    """A correction replayed as the service made it (R83): the game from its start with every
    move still standing but the last; ``standing`` loses that move."""
    try:
        undone = check_undo(variant, state, standing)
    except IllegalMove as exc:
        raise Discrepancy(
            f"moves[{i}]", f"illegal: {exc.detail}", rule=exc.rule, seq=entry.get("seq")
        ) from None
    standing.pop()
    state = replay(variant, first, standing)
    return state, [undone_event(variant, state, undone, entry.get("request"))]


def _expiry(variant: Variant, state: Any, entry: Mapping[str, Any], i: int
            ) -> tuple[Any, list[Event]]:
    """A clock's forfeit replayed as the service logged it (R99). Time is no part of the
    rules: the record is taken at its word that the clock of a seat then awaited ran out."""
    seat, clock = entry.get("seat"), entry.get("clock")
    if type(seat) is not int or clock not in (PER_MOVE, TOTAL):
        raise Discrepancy(f"moves[{i}]", "a clock's forfeit names its seat and its clock")
    if seat not in variant.to_act(state):
        raise Discrepancy(f"moves[{i}]", f"seat {seat}'s clock was not running: it was not "
                          "awaited", rule="R99", seq=entry.get("seq"))
    try:
        return expiry(variant, state, seat, clock)
    except IllegalMove as exc:
        raise Discrepancy(f"moves[{i}]", f"illegal: {exc.detail}", rule=exc.rule,
                          seq=entry.get("seq")) from None


def _parse_move(variant: Variant, entry: Any, i: int):
    if not isinstance(entry, Mapping) or not isinstance(entry.get("move"), Mapping):
        raise Discrepancy(f"moves[{i}].move", "missing")
    seat = entry.get("seat")
    if type(seat) is not int:
        raise Discrepancy(f"moves[{i}].seat", "missing or not a seat number")
    try:
        return build_move(variant, MOVE_SCHEMA.load(entry["move"]), seat)
    except ValidationError as exc:
        raise Discrepancy(f"moves[{i}].move", f"malformed: {exc.messages}") from None


class Log:
    """The record's events, checked one by one against those the replay produces; or, without
    ``events``, the replay's events kept (``produced``) as the service would have stored them."""

    def __init__(self, events: list[Any] | None = None):
        self.events = events
        self.produced: list[dict[str, Any]] = []
        self.next = 0

    def expect(self, produced: list[Event], *, version: int, at: Any, move: int | None) -> None:
        for event in produced:
            k = self.next
            self.next += 1
            want = orjson.loads(orjson.dumps(
                {"seq": k + 1, "version": version, "at": at, **event.to_dict()}
            ))
            if self.events is None:
                self.produced.append(want)
                continue
            if k >= len(self.events):
                raise Discrepancy(f"events[{k}]", f"the record ends before the replay's "
                                  f"{want['type']} event (seq {k + 1})", move=move)
            got = self.events[k]
            if got != want:
                raise Discrepancy(f"events[{k}]", _difference(got, want), move=move, seq=k + 1)

    def end(self) -> None:
        if self.events is not None and self.next < len(self.events):
            raise Discrepancy(
                f"events[{self.next}]", "the record goes on after the replay's last event"
            )


def _difference(got: Any, want: dict[str, Any]) -> str:
    if not isinstance(got, Mapping):
        return f"not an event: the replay has a {want['type']} event here"
    if got.get("type") != want["type"]:
        return f"a {got.get('type')!r} event where the replay has {want['type']!r}"
    # Name the field as a reader of the whole game sees it (hidden parts merged in), then
    # the hidden parts themselves (shown to other seats than the replay's).
    for left, right in ((_merged(got), redact_event(want, ALL)), (got, want)):
        for name in sorted(set(left) | set(right)):
            if left.get(name) != right.get(name):
                return (f"{want['type']}.{name} is {left.get(name)!r} in the record but "
                        f"{right.get(name)!r} in the replay")
    return "differs from the replay"


def _merged(event: Mapping[str, Any]) -> dict[str, Any]:
    try:
        return redact_event(event, ALL)
    except (TypeError, KeyError, AttributeError):
        return dict(event)


# ----------------------------------------------------------------------------------------------
# Signing


def _b64(raw: bytes) -> str:
    return base64.b64encode(raw).decode()


class Signer:
    """An Ed25519 key signing results. ``development`` marks a key made by the service."""

    def __init__(self, private: Ed25519PrivateKey, development: bool = False) -> None:
        self._private = private
        self.development = development
        self.public_raw = private.public_key().public_bytes_raw()
        self.key_id = "ed25519:" + hashlib.sha256(self.public_raw).hexdigest()[:16]

    @classmethod
    def from_b64(cls, key: str, development: bool = False) -> Signer:
        return cls(Ed25519PrivateKey.from_private_bytes(base64.b64decode(key)), development)

    def public(self) -> dict[str, Any]:
        """The public key as ``GET /v1/keys`` lists it."""
        return {
            "key_id": self.key_id,
            "algorithm": ALGORITHM,
            "public_key": _b64(self.public_raw),
            "development": self.development,
        }

    def sign(self, document: dict[str, Any]) -> dict[str, Any]:
        """``document`` with its signature over :func:`canonical` ``(document)``."""
        signature = self._private.sign(canonical(document))
        return {
            "result": document,
            "algorithm": ALGORITHM,
            "key_id": self.key_id,
            "signature": _b64(signature),
        }


def verify_signature(signed: Mapping[str, Any], public_key: str) -> bool:
    """Whether ``signed`` (a ``GET /v1/games/{id}/result`` reply) was signed by the Ed25519 key
    whose raw 32 bytes ``public_key`` holds in base64. Needs nothing of the service."""
    try:
        key = Ed25519PublicKey.from_public_bytes(base64.b64decode(public_key))
        key.verify(base64.b64decode(signed["signature"]), canonical(signed["result"]))
    except (InvalidSignature, KeyError, TypeError, ValueError):
        return False
    return True


def verify_result(signed: Mapping[str, Any], key: Mapping[str, Any],
                  record: Any = None) -> dict[str, Any]:
    """Check a signed result (as ``GET /v1/games/{id}/result`` gave it) against ``key`` (as
    :meth:`Signer.public` lists it): signed by that key, under its id; with ``record`` (the
    game's record, full or compact), the record replays (:func:`verify`) and its events hash to
    the result's ``log_sha256``. Never raises for a bad result: the first
    discrepancy is named in the answer (``at`` a path into the request body)."""
    out: dict[str, Any] = {"valid": False, "key_id": signed.get("key_id")}
    try:
        if signed.get("key_id") != key["key_id"]:
            raise Discrepancy("result.key_id", f"not the id of this service's key "
                              f"({key['key_id']}, GET /v1/keys)")
        if signed.get("algorithm") != key["algorithm"]:
            raise Discrepancy("result.algorithm", f"not {key['algorithm']}")
        if not verify_signature(signed, key["public_key"]):
            raise Discrepancy("result.signature", "not the signature of `result.result` by the "
                              "key")
        if record is not None:
            replayed = out["record"] = verify(record)
            found = replayed.get("discrepancy")
            if found is not None:
                raise Discrepancy("record." + found["at"] if found["at"] else "record",
                                  found["detail"])
            # The digest binds the result to the whole log, every event with its time stamp:
            # another game's record does not match it.
            if signed["result"].get("log_sha256") != replayed["log_sha256"]:
                raise Discrepancy("result.result.log_sha256", "the record's events hash to "
                                  f"{replayed['log_sha256']}, not to the signed result's")
    except Discrepancy as found:
        out["discrepancy"] = found.to_dict()
        return out
    out["valid"] = True
    return out


class KeyStore(ABC):
    """Where the development signing key is kept, so every worker signs with the same one."""

    @abstractmethod
    def get_or_put(self, key: str) -> str:
        """The key kept already, else ``key`` (now kept).

        Raises:
            StoreUnavailable: on a store failure.
        """


class MemoryKeyStore(KeyStore):
    """With the in-memory store: one process, so this process's memory."""

    def __init__(self) -> None:
        self._key: str | None = None
        self._lock = threading.Lock()

    def get_or_put(self, key: str) -> str:
        with self._lock:
            if self._key is None:
                self._key = key
            return self._key


class RedisKeyStore(KeyStore):
    """``<prefix>:signing-key`` in Redis, written once (``SET NX``)."""

    def __init__(self, client: redis.Redis, prefix: str) -> None:
        self._redis = client
        self._name = f"{prefix}:signing-key"

    def get_or_put(self, key: str) -> str:
        try:
            self._redis.set(self._name, key, nx=True)
            return self._redis.get(self._name).decode()
        except redis.exceptions.RedisError as exc:
            raise StoreUnavailable(str(exc)) from exc


class Signing:
    """The service's signer: the configured key, else the development key from ``keys``
    (fetched on first use, then kept for the life of the process)."""

    def __init__(self, configured: str | None, keys: KeyStore,
                 make: Callable[[], bytes] = lambda: random_bytes.token_bytes(32)) -> None:
        self._signer = Signer.from_b64(configured) if configured else None
        self._keys = keys
        self._make = make
        self._lock = threading.Lock()
        if configured is None:
            log.warning(
                "REFEREE_SIGNING_KEY is not set: game results are signed with a DEVELOPMENT "
                "key that the service made itself and keeps in its store. Anyone who can read "
                "the store can forge results. Set REFEREE_SIGNING_KEY for real tournaments "
                "(docs/tournaments.md)."
            )

    def signer(self) -> Signer:
        """Raises: StoreUnavailable when the development key cannot be fetched."""
        with self._lock:
            if self._signer is None:
                kept = self._keys.get_or_put(_b64(self._make()))
                self._signer = Signer.from_b64(kept, development=True)
            return self._signer



# ----------------------------------------------------------------------------------------------
# Command line


def verify_files(record: str | None, result: str | None, public_key: str | None) -> int:
    """``referee verify``: replay the record file and/or check the signed result file with
    ``public_key`` (with a compact record and no result file: the record's signed result);
    prints the verdicts as JSON. Returns 0 when all hold, 1 when one does not,
    2 when a file cannot be read or the arguments do not fit."""
    alone = result is None and public_key is not None  # a compact record's own signature
    if (result is None) != (public_key is None) and not (alone and record is not None) or (
            record is None and result is None):
        print("referee verify: give RECORD, or --result with --public-key, or both",
              file=sys.stderr)
        return 2
    verdicts = {}
    try:
        if record is not None:
            verdicts["record"] = verify(_read_json(record), public_key if alone else None)
        if result is not None:
            verdicts["result"] = {"valid": verify_signature(_read_json(result), public_key)}
    except (OSError, ValueError) as exc:
        print(f"referee verify: {exc}", file=sys.stderr)
        return 2
    print(json.dumps(verdicts["record"] if len(verdicts) == 1 and record else
                     verdicts.get("result") if len(verdicts) == 1 else verdicts, indent=2))
    return 0 if all(v["valid"] for v in verdicts.values()) else 1


def _read_json(path: str) -> Any:
    with open(path, encoding="utf-8") as file:
        return json.load(file)
