"""Game records, their independent verification, and signed results (docs/tournaments.md).

* :func:`build_record`: a game's record. While the game is on it holds what the caller may see
  (the same redaction and spectator delay as the event log); once it has ended, everything: the
  stored log with every secret part and to whom it was shown, and the seed (G2).
* :func:`verify`: replays a finished game's record in the engines, from its revealed seed and
  explicit deals, every change through the check the live route applies to it (the engine, the
  director's, the clocks', the scorekeeper's), and names the first place where the record and
  the replay differ, with its rule. :func:`verify_result` checks a signed result against the
  key and its record's replay; :func:`read_json` is how both read a document, over HTTP and in
  ``referee verify`` (:func:`verify_files`).
* :class:`Signer`: signs a finished game's standings with Ed25519; the key comes from
  configuration, else a development key is made once and kept in the store for every worker.
"""

from __future__ import annotations

import base64
import hashlib
import itertools
import json
import logging
import re
import secrets as random_bytes
import sys
import threading
import time
from abc import ABC, abstractmethod
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any

import orjson
import redis
import redis.exceptions
from cryptography.exceptions import InvalidSignature
from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey, Ed25519PublicKey
from marshmallow import ValidationError

from referee.core import director
from referee.core.auth import Caller
from referee.core.clocks import PER_MOVE, TOTAL, check_expiry, expiry, run, setup
from referee.core.director import TooManyCalls
from referee.core.game_record import GameRecord
from referee.core.games import RULES_VERSION, Game, GameService, creation_event, move_event
from referee.core.stamps import epoch
from referee.core.tabletop import UNDO, UNDONE_EVENT, Undo, check_correctable, start_game, undo
from referee.storage.store import StoreUnavailable
from schemas.director import DECISION_FIELDS, DecisionSchema
from schemas.games import TABLE_DEAL, CreateGameSchema
from schemas.moves import MOVE_SCHEMA, UNDO_TYPE, build_move
from variants import find_variant
from variants.base import (
    ALL,
    EXPIRED,
    Event,
    IllegalMove,
    IllegalSetup,
    Move,
    Resign,
    RuleViolation,
    Variant,
    redact_event,
)
from variants.i18n import T
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


def standings(variant: Variant, state: Any, players: list[str],
              decisions: Sequence[Mapping[str, Any]] = ()) -> dict[str, Any]:
    """A finished game's sporting result: ``winners``, ``scores`` (game totals per seat) and
    ``ranking``: winners first, then by total, highest first; equal places share a rank. With
    the director's ``decisions``, the result as decided (R202–R204: ``outcome``,
    ``decisions``)."""
    view = variant.view(state, None)
    scores = [score["total"] for score in view["scores"]]
    return director.decided(list(view["winners"]), scores, players, decisions)


def result_document(game: Game, stored: list[dict[str, Any]],
                    now: float | None = None) -> dict[str, Any]:
    """What ``GET /v1/games/{id}/result`` signs: the standings of a finished game, bound to the
    game, its rule-book version, its seed commitment and (``log_sha256``) its whole stored log,
    so a signed result also vouches for the record it came from. A game with a director: the
    standings as decided, and ``final`` once its correction period has closed (R201)."""
    doc: dict[str, Any] = {
        "game": game.id,
        "variant": game.variant.name,
        "rules_version": game.record.rules_version,
        "players": list(game.players),
        "version": game.version,
        "ended_at": stored[-1]["at"],
        **standings(game.variant, game.state, game.players, game.record.decisions or ()),
        "log_sha256": log_digest(stored),
    }
    if game.record.director is not None:
        doc["final"] = director.is_final(game.variant, game.state, game.record, game.updated_at,
                                         time.time() if now is None else now)
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
    finished = director.ended(game.variant, game.state, game.record)
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
        **rules_context(game),
        "moves": moves,
        "decisions": [event["decision"] for event in flat if event["type"] == director.DECISION],
        "calls": [{**event["call"], "version": event["version"], "at": event["at"]}
                  for event in flat if event["type"] == director.CALLED],
        "events": events,
        "result": result_document(game, events, service.clock()) if finished else None,
    }
    webhook = game.record.webhook
    if webhook:
        # The URL may carry a credential of the receiver's: only its origin is shown.
        record["webhook"] = {"origin": _origin(webhook["url"]), "deliveries": deliveries}
    return record


#: What a record carries of the rules its game is played under beyond the engine's options
#: (R216): whether it has a director and its correction period, and its clock.
CONTEXT = ("director", "clock")


def rules_context(game: Game) -> dict[str, Any]:
    """The record's ``director`` (``{"correction_minutes": …}``, null: no director) and
    ``clock`` (its specification as created, null: none): what its decisions, calls and
    clock's forfeits are replayed under (R201, R99, R206, R207)."""
    minutes = game.record.correction_minutes or 0
    return {
        "director": {"correction_minutes": minutes} if director.directed(game.record) else None,
        "clock": dict(game.clocks["spec"]) if game.clocks is not None else None,
    }


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
                                      "preset", "created_at", "ended_at", "version", "deal",
                                      *CONTEXT) if k in record}
    for name in ("decisions", "calls"):
        if record.get(name):
            compact[name] = record[name]
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
        # Only what the answer can carry as it is: a record's own value (a forged `seq`) may be
        # anything, an integer beyond 64 bits included (which orjson does not write).
        self.extra = {k: v for k, v in extra.items()
                      if isinstance(v, str) or (type(v) is int and abs(v) < 2**63)}

    def to_dict(self) -> dict[str, Any]:
        return {"at": self.at, "detail": self.detail, **self.extra}


#: The time stamps the service writes (referee.core.stamps.iso), to the millisecond in UTC.
STAMP = re.compile(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z")
#: Where a game's deal comes from (GameRecord.deal_source).
DEAL_SOURCES = ("server", "seeded", "explicit", TABLE_DEAL)
#: A replay's stand-in for the digest of the director's token, which no record holds: that a
#: game has a director is what its rules need (R200), whose token it was no replay can tell.
_DIRECTOR = "replayed"
#: An older record that shows a clock's decision or forfeit but not its clock: a total clock no
#: game runs out of stands in for it, and the rules that need the real one are reported unchecked.
_UNKNOWN_CLOCK = {TOTAL: 10**9}
#: How the creation loads the fields the record repeats (players, clock, correction period).
_CREATION = CreateGameSchema()


def verify(record: Any, public_key: str | None = None) -> dict[str, Any]:
    """Replay ``record`` (a finished game's record, as JSON, full or compact) and say whether
    it holds: every move, decision, call and clock's forfeit one the service could have
    accepted (the very checks of the live routes, R213–R216), every event the one the rules
    produce, the stated result the real one, the revealed seed the one committed to. A compact
    record's events are the replay's: they must hash to the ``log_sha256`` of its signed
    result, and with ``public_key`` the signature must hold (``signature`` says which key was
    checked, or that none was). ``unchecked`` lists the rules a record of the older format
    gives too little to check (R216). Never raises: the first discrepancy is named in the
    answer."""
    try:
        if isinstance(record, Mapping) and record.get("format") == COMPACT_FORMAT:
            replayed = _replay_compact(record, public_key)
        else:
            replayed = _replay(record)
    except Discrepancy as found:
        return {"valid": False, "discrepancy": found.to_dict()}
    except Exception as exc:  # a record is anyone's input: its answer is never a 500
        log.exception("a record's replay failed")
        return {"valid": False, "discrepancy": {
            "at": "", "detail": f"the record cannot be replayed: {exc!r}"}}
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
    stated = _need(record, "result", dict)
    log = Log(events)
    replayed = _replay_game(variant, record, players, deal, moves, log)
    result = _check_result(variant, replayed, moves, stated)
    digest = log_digest(list(events))
    if "log_sha256" in stated and stated["log_sha256"] != digest:
        raise Discrepancy("result.log_sha256", f"the record's events hash to {digest}")
    identity = _identity(record, deal, log)
    _check_identity(stated, identity, "result")
    return {"variant": variant.name, "moves": len(moves), "events": len(events),
            "result": result, "log_sha256": digest, **identity,
            "unchecked": replayed.unchecked()}


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
    replayed = _replay_game(variant, record, players, deal, moves, log)
    result = _check_result(variant, replayed, moves, stated, "result.result")
    identity = _identity(record, deal, log)
    _check_identity(stated, identity, "result.result")
    digest = log_digest(log.produced)
    if stated.get("log_sha256") != digest:
        raise Discrepancy("result.result.log_sha256", f"the replay's events hash to {digest}, "
                          "not to the signed result's")
    key_id = signed.get("key_id") if isinstance(signed.get("key_id"), str) else None
    signature = ({"checked": True, "key_id": key_id} if public_key is not None else
                 {"checked": False, "key_id": key_id, "why": "no key given for this key id: "
                  "check it with its service's key (GET /v1/keys; referee verify "
                  "--public-key)"})
    return {"variant": variant.name, "moves": len(moves), "events": len(log.produced),
            "result": result, "log_sha256": digest, **identity,
            "unchecked": replayed.unchecked(), "signature": signature}


def _identity(record: Mapping[str, Any], deal: Mapping[str, Any], log: Log) -> dict[str, Any]:
    """What binds a replay to a signed result besides its standings and log digest: the game,
    its variant, players, end and seed commitment, as the replay gives them.

    Raises:
        Discrepancy: the record's ``ended_at`` or ``version`` is not its last event's (R214).
    """
    last = log.produced[-1]
    for name, value in (("ended_at", last["at"]), ("version", last["version"])):
        if record.get(name) != value:
            raise Discrepancy(name, f"the record says {record.get(name)!r}, its last event "
                              f"{value!r}", rule="R214")
    return {"game": record.get("id"), "variant": record.get("variant"),
            "rules_version": record.get("rules_version"), "players": record.get("players"),
            "ended_at": last["at"], "deal_commitment": deal.get("commitment")}


def _check_identity(stated: Mapping[str, Any], identity: Mapping[str, Any], at: str) -> None:
    """The stated result is of the record's game (its id, variant, players, end and seed
    commitment)."""
    for name in ("game", "variant", "rules_version", "players", "ended_at", "deal_commitment"):
        if stated.get(name) != identity[name]:
            raise Discrepancy(f"{at}.{name}", f"the result says {stated.get(name)!r}, the "
                              f"record gives {identity[name]!r}")


def _check_result(variant: Variant, replayed: Replayed, moves: list[Any], stated: Any,
                  at: str = "result") -> dict[str, Any]:
    """The replay's standings (from the decisions the replay made, in version order), once
    checked against those the record states at ``at``."""
    if not director.ended(variant, replayed.state, replayed.record):
        raise Discrepancy("moves", f"the game is not over after the last of {len(moves)} moves")
    result = standings(variant, replayed.state, list(replayed.record.players),
                       replayed.record.decisions or ())
    if not isinstance(stated, Mapping):
        raise Discrepancy(at, "the record states no result")
    _as_replayed(at, stated, result, result, ("the record says", "the replay gives", "the replay"))
    return result


def _as_replayed(at: str, stated: Mapping[str, Any], replayed: Mapping[str, Any],
                 result: Mapping[str, Any], words: tuple[str, str, str]) -> None:
    """Each of ``replayed``'s fields as ``stated`` (at ``at``) holds it, and no outcome or
    decision stated where the replay's standings ``result`` have none: what the record, or the
    signed result, says of a game is the replay's. ``words``: how the discrepancy names the
    statement, the replay's value and the replay.

    Raises:
        Discrepancy: at the first field that differs.
    """
    says, gives, replay = words
    for name, value in replayed.items():
        if stated.get(name) != value:
            raise Discrepancy(f"{at}.{name}", f"{says} {stated.get(name)!r}, {gives} {value!r}")
    for name in ("outcome", "decisions"):
        if name in stated and name not in result:
            raise Discrepancy(f"{at}.{name}", f"{replay} has no decision")


def _setup(record: Mapping[str, Any], with_events: bool
           ) -> tuple[Variant, list[str], dict[str, Any], list[Any], list[Any] | None]:
    """What a record's replay starts from: its variant, players (as the creation takes them),
    deal (its source one of the service's, its seed checked against the commitment), moves, and
    ``with_events`` its events.

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
        _need(record, "id", str)
    except KeyError as exc:
        raise Discrepancy("variant", str(exc)) from None
    try:
        players = _CREATION.fields["players"].deserialize(record.get("players"))
    except ValidationError as exc:
        raise Discrepancy("players", f"not the players a game is created with: {exc.messages}",
                          rule="R215") from None
    deal = _need(record, "deal", dict)
    moves = _need(record, "moves", list)
    events = _need(record, "events", list) if with_events else None
    seed = deal.get("seed")
    if not isinstance(seed, str):
        raise Discrepancy("deal.seed", "the record reveals no seed")
    source, deals = deal.get("source"), deal.get("deals") or []
    if source not in DEAL_SOURCES:
        raise Discrepancy("deal.source", f"not one of {', '.join(DEAL_SOURCES)}", rule="R215")
    if not isinstance(deals, list) or (source == "explicit") != bool(deals):
        raise Discrepancy("deal.deals", "explicit deals are given exactly when the source is "
                          "`explicit` (a scorekeeper game's table deals its own cards, R81)",
                          rule="R215")
    commitment = deal.get("commitment")
    if commitment is not None and seed_commitment(seed) != commitment:
        raise Discrepancy(
            "deal.seed",
            f"the revealed seed's SHA-256 is {seed_commitment(seed)}, not the commitment "
            f"{commitment} published when the game was created",
        )
    if source == "server" and commitment is None:
        raise Discrepancy("deal.commitment", "a server-shuffled game publishes a commitment")
    return variant, players, deal, moves, events


@dataclass
class Context:
    """What a record says of the rules its game was played under beyond the engine's: whether
    it has a director and its correction period (``director``: None for none), and its clock
    (``clock``: the specification, None for none). A field the record lacks (one of the older
    format, R216) is ``known`` False: the replay then notes each rule it could not check."""

    director: Mapping[str, Any] | None = None
    clock: Mapping[str, Any] | None = None
    known: frozenset[str] = frozenset()


def context(record: Mapping[str, Any], tabletop: bool, n: int) -> Context:
    """The record's :class:`Context`, its fields checked as the creation checks them.

    Raises:
        Discrepancy: a field the creation would have refused; a clock in a scorekeeper game
            (R99).
    """
    known = frozenset(name for name in ("director", "clock") if name in record)
    made = Context(known=known)
    if "director" in record and record["director"] is not None:
        given = record["director"]
        try:
            if not isinstance(given, Mapping) or set(given) != {"correction_minutes"}:
                raise ValidationError("an object of `correction_minutes`")
            minutes = _CREATION.fields["correction_minutes"].deserialize(
                given["correction_minutes"])
        except ValidationError as exc:
            raise Discrepancy("director", f"not a director's fields: {exc.messages}",
                              rule="R201") from None
        made.director = {"correction_minutes": minutes}
    if "clock" in record and record["clock"] is not None:
        if tabletop:
            raise Discrepancy("clock", "a scorekeeper game has no clock", rule="R99")
        try:
            loaded = _CREATION.fields["clock"].deserialize(record["clock"])
        except ValidationError as exc:
            raise Discrepancy("clock", f"not a clock: {exc.messages}", rule="R99") from None
        spec = setup(loaded, n, (), 0)["spec"]
        if spec != record["clock"]:
            raise Discrepancy("clock", f"a clock's specification is {spec}", rule="R99")
        made.clock = spec
    return made


class Replayed:
    """A game being replayed from its record, change by change, through the checks and the
    engines the live routes use: its state, the service's record of it (decisions, calls, the
    pause, the end), its clocks, and the rules the record gave too little to check."""

    def __init__(self, variant: Variant, players: list[str], source: str, created_at: str,
                 state: Any, ctx: Context) -> None:
        self.variant = variant
        self.state = state
        self.tabletop = source == TABLE_DEAL
        self.ctx = ctx
        minutes = (ctx.director or {}).get("correction_minutes")
        self.record = GameRecord(variant.name, tuple(players), source, (), "", created_at,
                                 director=_DIRECTOR if ctx.director else None,
                                 correction_minutes=minutes)
        self.updated_at = created_at
        self.timed: dict[str, Any] | None = None
        self.skipped: dict[str, str] = {}
        self.changes = 0

    def unchecked(self) -> list[dict[str, str]]:
        return [{"rule": rule, "why": why} for rule, why in sorted(self.skipped.items())]

    def skip(self, rule: str, why: str) -> None:
        self.skipped.setdefault(rule, why)


def play(
    variant: Variant, players: list[Any], deal: Mapping[str, Any], options: Mapping[str, Any],
    preset: str | None, created_at: Any, moves: list[Any], log: Log,
    versions: list[int] | None = None,
) -> Any:
    """An archive's game (its ``moves`` with their ``versions``) played from ``deal`` and handed
    event by event to ``log``: the final state (:func:`_replay_game`, for a record with no
    decision, call or clock's context).

    Raises:
        Discrepancy: where the setup or a move is refused, or ``log`` finds a difference.
    """
    record = {"options": options, "preset": preset, "created_at": created_at}
    return _replay_game(variant, record, players, deal, moves, log, versions).state


def _replay_game(variant: Variant, record: Mapping[str, Any], players: list[str],
                 deal: Mapping[str, Any], moves: list[Any], log: Log,
                 versions: list[int] | None = None) -> Replayed:
    """The game set up from ``deal`` and the record's options, then every change of the record
    (its moves, decisions and calls, in version order) replayed through the checks of the live
    routes and handed to ``log``, which checks each event against a record's or keeps it.

    Raises:
        Discrepancy: where the setup or a change is refused, or ``log`` finds a difference.
    """
    options, preset = record.get("options") or {}, record.get("preset")
    if not isinstance(options, Mapping) or not (preset is None or isinstance(preset, str)):
        raise Discrepancy("options", "options are an object, a preset a name")
    created_at = record.get("created_at")
    seed = deal.get("seed")
    deals, start = deal.get("deals") or [], deal.get("start")
    source = deal.get("source")
    tabletop = source == TABLE_DEAL
    t0 = _instant(created_at, "created_at")
    try:
        config = variant.configure(len(players), options, preset)
        state, started = start_game(variant, config, seed, deals, start, tabletop)
    except IllegalSetup as exc:
        raise Discrepancy("options" if exc.field is None or exc.field.startswith("options")
                          else "deal", exc.detail, rule=exc.rule) from None
    except (TypeError, ValueError, KeyError, AttributeError) as exc:
        raise Discrepancy("deal", f"the game cannot be set up from it: {exc}") from None
    decisions, calls = _listed(record, "decisions"), _listed(record, "calls")
    changes = _changes(moves, versions, decisions, calls)
    game = Replayed(variant, players, source, created_at, state,
                    context(record, tabletop, len(players)))
    created = creation_event(variant.name, players, source, RULES_VERSION, dict(options),
                             preset, start, deals)
    log.expect([created, *started], version=1, at=created_at, move=None)
    _fill_in(game, record, decisions, calls, moves)
    if game.ctx.clock is not None:
        game.timed = setup(game.ctx.clock, len(players), variant.to_act(state), t0)
    last = t0
    for version, name, i, entry in changes:
        at = f"{name}[{i}]"
        now = _instant(entry.get("at"), f"{at}.at")
        if now < last:
            raise Discrepancy(f"{at}.at", "earlier than the change before it: a record's time "
                              "stamps only grow", rule="R213")
        last = now
        was_ended = director.ended(variant, game.state, game.record)
        if name == "moves":
            mover = _replay_move(game, entry, i, version, log)
        elif name == "decisions":
            mover = None
            _replay_decision(game, entry, i, version, now, was_ended, log)
        else:
            mover = None
            _replay_call(game, entry, i, version, now, was_ended, log)
        game.timed = run(game.timed, variant, game.state, director.halted(game.record), mover,
                         now)
        game.updated_at = entry["at"]
        game.changes += 1
    log.end()
    return game


def _listed(record: Mapping[str, Any], name: str) -> list[Any]:
    """The record's director's decisions (or ``calls``)."""
    entries = record.get(name) or []
    if not isinstance(entries, list):
        raise Discrepancy(name, "not a list")
    return entries


def _changes(moves: list[Any], versions: list[int] | None, decisions: list[Any],
             calls: list[Any]) -> list[tuple[int, str, int, Any]]:
    """Every change of the record, in the order of the versions it made: each list in its own
    order of versions, no two changes at one version, none at the creation's or before (R214).
    A change of the service's own record of a game (a token reissued, an invitation redeemed)
    makes a version with no change of play, so versions may skip, but they only grow.

    Raises:
        Discrepancy: at the first entry out of order.
    """
    out: list[tuple[int, str, int, Any]] = []
    for name, entries in (("moves", moves), ("decisions", decisions), ("calls", calls)):
        last = 1
        for i, entry in enumerate(entries):
            if not isinstance(entry, Mapping):
                raise Discrepancy(f"{name}[{i}]", "not an object")
            version = entry.get("version") if versions is None else versions[i]
            if type(version) is not int or version <= last:
                raise Discrepancy(f"{name}[{i}].version", f"not a version after {last}: each "
                                  "change is listed in the order of its version", rule="R214",
                                  seq=entry.get("seq"))
            last = version
            out.append((version, name, i, entry))
    out.sort(key=lambda change: change[0])
    for before, after in itertools.pairwise(out):
        if before[0] == after[0]:
            raise Discrepancy(f"{after[1]}[{after[2]}].version", f"version {after[0]} is "
                              f"also {before[1]}[{before[2]}]'s: a change has a version of its "
                              "own", rule="R214")
    return out


def _fill_in(game: Replayed, record: Mapping[str, Any], decisions: list[Any], calls: list[Any],
             moves: list[Any]) -> None:
    """For a record of the older format (R216), what its changes show of the fields it lacks:
    a game with a decision or a call had a director (its period unknown), one with a clock's
    decision or forfeit a clock (its kind unknown); each rule that needs the real field is
    noted unchecked."""
    if "director" not in game.ctx.known and (decisions or calls):
        game.record = replace(game.record, director=_DIRECTOR)
        game.skip("R200", "the record does not say whether the game had a director: its "
                  "decisions and calls are taken to be a director's")
    timed = {"pause", "resume", "extend"} & {d.get("type") for d in decisions
                                            if isinstance(d, Mapping)}
    expired = any(isinstance(m, Mapping) and m.get("move_type") == EXPIRED for m in moves)
    if "clock" not in game.ctx.known and (timed or expired):
        game.ctx.clock = _UNKNOWN_CLOCK
        why = "the record does not carry its clock's specification"
        if expired:
            game.skip("R99", why + ": its clock's forfeits are taken at their word")
        if timed & {"pause", "resume"}:
            game.skip("R206", why + ": that the game had a clock to pause")
        if "extend" in timed:
            game.skip("R207", why + ": the extended clock's kind")


def _instant(stamp: Any, at: str) -> float:
    """The service clock's instant a time stamp stands for (its millisecond's middle, so that
    :func:`referee.core.stamps.iso` gives the same stamp back).

    Raises:
        Discrepancy: not a time stamp the service writes (R213).
    """
    if not isinstance(stamp, str) or not STAMP.fullmatch(stamp):
        raise Discrepancy(at, f"{stamp!r} is not a time stamp of the service "
                          "(2026-03-01T10:02:11.020Z)", rule="R213")
    try:
        return epoch(stamp) + 0.0005
    except ValueError:
        raise Discrepancy(at, f"{stamp!r} is no time", rule="R213") from None


def _refused(at: str, exc: RuleViolation | TooManyCalls, **extra: Any) -> Discrepancy:
    detail = exc.detail if isinstance(exc, RuleViolation) else str(exc)
    return Discrepancy(at, f"illegal: {detail}", rule=exc.rule, **extra)


def _replay_move(game: Replayed, entry: Mapping[str, Any], i: int, version: int, log: Log
                 ) -> int | None:
    """A move entry replayed as the service took it: a move of the engine, an undo (R83,
    R84) or a clock's forfeit (R99), never while the director holds the game (G6, R206).
    Returns the seat whose clock the move stops (none for a resignation, an undo, a forfeit).

    Raises:
        Discrepancy: a change the service would have refused, or a log difference.
    """
    variant, seq = game.variant, entry.get("seq")
    at = f"moves[{i}]"
    try:
        if variant.is_finished(game.state):
            raise IllegalMove("G6", T("the game had already ended", "la partita era finita"))
        director.check_play(game.record)
        if _is_undo(entry):
            check_correctable(game.tabletop)
            created = redact_event(log.produced[0], None)
            game.state, caused = undo(variant, game.state, created, log.produced,
                                      entry.get("request"))
            mover = None
        elif entry.get("move_type") == EXPIRED:
            seat, clock = entry.get("seat"), entry.get("clock")
            if type(seat) is not int or not 0 <= seat < len(game.record.players):
                raise Discrepancy(at, "a clock's forfeit names its seat", rule="R99", seq=seq)
            if "clock" in game.ctx.known or game.timed is None:
                # Stamps are to the millisecond: a clock is read a millisecond a change late.
                check_expiry(variant, game.state, game.timed, director.halted(game.record),
                             seat, clock, _instant(entry["at"], at) + 0.001 * (game.changes + 1))
            elif clock not in (PER_MOVE, TOTAL):
                raise Discrepancy(at, "a clock's forfeit names its clock", rule="R99", seq=seq)
            game.state, caused = expiry(variant, game.state, seat, clock)
            mover = None
        else:
            move = _parse_move(variant, entry, i)
            game.state, events = variant.apply(game.state, move)
            caused = [_logged(move, entry), *events]
            mover = None if isinstance(move, Resign) else move.seat
    except RuleViolation as exc:
        raise _refused(at, exc, seq=seq) from None
    log.expect(caused, version=version, at=entry.get("at"), move=i)
    return mover


def _replay_decision(game: Replayed, entry: Mapping[str, Any], j: int, version: int,
                     now: float, was_ended: bool, log: Log) -> None:
    """A decision entry replayed as the live route makes it: in a game with a director (R200),
    within its correction period (R201), its fields as the route's schema loads them, then
    :func:`referee.core.director.decide`, whose decision must be the entry itself.

    Raises:
        Discrepancy: a decision the service would have refused, or a log difference.
    """
    at = f"decisions[{j}]"
    kind = entry.get("type")
    rule = director.RULE_OF.get(kind) if isinstance(kind, str) else None
    if not director.directed(game.record):
        raise Discrepancy(at, "a decision in a game without a director", rule="R200")
    if game.record.director is not None and "director" in game.ctx.known:
        try:
            director.check_period(game.variant, game.state, game.record, game.updated_at, now)
        except RuleViolation as exc:
            raise _refused(at, exc) from None
    elif was_ended:
        game.skip("R201", "the record does not carry the correction period of its decisions "
                  "after the end")
    try:
        body = DecisionSchema().load(_decision_body(entry))
    except ValidationError as exc:
        raise Discrepancy(at, f"the live route refuses these fields (400): {exc.messages}",
                          rule=rule) from None
    try:
        move = _correction_move(game, body) if body["type"] == "correct" else None
        made = director.decide(
            game.variant, game.state, director.with_end(game.record, was_ended, game.updated_at),
            game.timed, body, number=len(game.record.decisions or ()) + 1, version=version,
            now=now, tabletop=game.tabletop, stored=lambda: log.produced, move=move)
    except RuleViolation as exc:
        raise _refused(at, exc) from None
    made_entry = director.shown(made.decision, ALL)
    if made_entry != entry:
        name = next(k for k in sorted(set(made_entry) | set(entry))
                    if made_entry.get(k) != entry.get(k))
        raise Discrepancy(f"{at}.{name}", f"the record says {entry.get(name)!r}, the "
                          f"decision made is {made_entry.get(name)!r}", rule=rule)
    game.state, game.record, game.timed = made.state, made.record, made.clocks
    _expect(log, made.events, version, entry["at"], at)


def _decision_body(entry: Mapping[str, Any]) -> dict[str, Any]:
    """The request body a decision entry stands for (``POST /v1/games/{id}/decisions``)."""
    kind = entry.get("type")
    body: dict[str, Any] = {"type": kind, "reason": entry.get("reason")}
    if kind == "correct":
        move = entry.get("move")
        body["version"] = entry.get("corrected_version")
        body["move"] = {**move, "seat": entry.get("seat")} if isinstance(move, Mapping) else move
    elif isinstance(kind, str) and kind in DECISION_FIELDS:
        required, optional = DECISION_FIELDS[kind]
        body.update({name: entry[name] for name in (*required, *optional) if name in entry})
    return {k: v for k, v in body.items() if v is not None or k == "reason"}


def _correction_move(game: Replayed, body: Mapping[str, Any]) -> Move | Undo:
    """A correction's move, built for its seat as the route builds it for the table (R80)."""
    data = body["move"]
    if data["type"] == UNDO_TYPE:
        return UNDO
    seat = data.get("seat")
    if type(seat) is not int or not 0 <= seat < len(game.record.players):
        raise IllegalMove("R80", T("a correction's move names a seat of the game",
                                   "la mossa di una correzione nomina un posto della partita"),
                          field="seat")
    try:
        return build_move(game.variant, data, seat)
    except ValidationError as exc:
        raise IllegalMove("R208", T(f"a malformed move: {exc.messages}",
                                    f"una mossa malformata: {exc.messages}")) from None


def _replay_call(game: Replayed, entry: Mapping[str, Any], k: int, version: int, now: float,
                 was_ended: bool, log: Log) -> None:
    """A call entry replayed as the live route takes it: in a game with a director, by a seat
    or the table, within the calls a minute (R209); the entry the call the route makes."""
    at = f"calls[{k}]"
    seat = entry.get("seat")
    if not director.directed(game.record):
        raise Discrepancy(at, "a call in a game without a director", rule="R209")
    if seat is not None and (type(seat) is not int or not 0 <= seat < len(game.record.players)):
        raise Discrepancy(f"{at}.seat", "a seat of the game, or null for the table",
                          rule="R209")
    try:
        record, call = director.called(
            director.with_end(game.record, was_ended, game.updated_at), seat, "", now, version)
    except TooManyCalls as exc:
        raise _refused(at, exc) from None
    made = {"id": call["id"], "seat": seat, "version": version, "at": call["at"]}
    if made != entry:
        raise Discrepancy(at, f"the call made is {made}", rule="R209")
    game.record = record
    _expect(log, [director.call_event(call)], version, entry["at"], at)


def _expect(log: Log, events: list[Event], version: int, stamp: str, at: str) -> None:
    """The events a decision or a call logs, checked as the record's: a difference is named
    at the entry (the decisions and calls of a record are its events', R214)."""
    try:
        log.expect(events, version=version, at=stamp, move=None)
    except Discrepancy as found:
        raise Discrepancy(at, found.detail, event=found.at) from None


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


def _parse_move(variant: Variant, entry: Any, i: int) -> Move:
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
    """The record's events, checked one by one against those the replay produces; the
    replay's events kept in both cases (``produced``) as the service would have stored them (an
    undo and a correction replay the log so far, as the service does from its own)."""

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
            self.produced.append(want)
            if self.events is None:
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


def verify_result(signed: Any, key: Mapping[str, Any], record: Any = None) -> dict[str, Any]:
    """Check a signed result (as ``GET /v1/games/{id}/result`` gave it) against ``key`` (as
    :meth:`Signer.public` lists it): signed by that key, under its id; with ``record`` (the
    game's record, full or compact), the record replays (:func:`verify`) and every field the
    signature covers is the replay's: the standings, the game, its variant, players, end, seed
    commitment and log digest. ``POST /v1/results/verify`` and ``referee verify --result``
    both answer with this. Never raises for a bad result: the first discrepancy is named in the
    answer (``at`` a path into the request body); ``key_id`` is the key checked."""
    if not isinstance(signed, Mapping):
        return {"valid": False, "key_id": None,
                "discrepancy": {"at": "result", "detail": "a signed result is a JSON object"}}
    named = signed.get("key_id")
    out: dict[str, Any] = {"valid": False, "key_id": named if isinstance(named, str) else None}
    try:
        if signed.get("key_id") != key["key_id"]:
            raise Discrepancy("result.key_id", f"not the id of this key ({key['key_id']}; the "
                              "service's: GET /v1/keys)")
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
                                  found["detail"], rule=found.get("rule"))
            document = signed["result"]
            # What the signature covers is the replay's, field by field: another game's
            # record, or this game's record with its standings rewritten, does not match it.
            covered = {**{name: replayed[name] for name in
                          ("log_sha256", "game", "variant", "rules_version", "players",
                           "ended_at")},
                       **replayed["result"]}
            if document.get("deal_commitment") != replayed["deal_commitment"]:
                covered["deal_commitment"] = replayed["deal_commitment"]
            _as_replayed("result.result", document, covered, replayed["result"],
                         ("the signed result says", "the record's replay", "the record's replay"))
    except Discrepancy as found:
        out["discrepancy"] = found.to_dict()
        return out
    out["valid"] = True
    return out


def key_of(public_key: str) -> dict[str, Any]:
    """The key ``public_key`` (base64 of its raw 32 bytes) as :meth:`Signer.public` lists it,
    its id computed as the service computes it."""
    raw = base64.b64decode(public_key, validate=True)
    return {"key_id": "ed25519:" + hashlib.sha256(raw).hexdigest()[:16], "algorithm": ALGORITHM,
            "public_key": public_key}


# ----------------------------------------------------------------------------------------------
# Reading JSON


class NotJSON(ValueError):
    """A document the verifier does not read: not RFC 8259 JSON, a key twice in one object,
    or a number beyond a double."""


def _pairs(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for name, value in pairs:
        if name in out:
            raise NotJSON(f"the key {name!r} twice in one object: which one was signed?")
        out[name] = value
    return out


def _real(text: str) -> float:
    value = float(text)
    if value in (float("inf"), float("-inf")):
        raise NotJSON(f"the number {text[:24]} is beyond a double")
    return value


def _constant(text: str) -> Any:
    raise NotJSON(f"{text} is not JSON (RFC 8259)")


def read_json(raw: bytes | str) -> Any:
    """The JSON document ``raw`` as the verifier reads it, over HTTP and on the command line
    alike (docs/tournaments.md "What is read"): RFC 8259 only (no ``NaN``, no ``Infinity``),
    no key twice in one object, numbers within a double; an integer is read exactly however
    large (a 2⁶⁴ is not rounded to a float, as orjson would), and judged by the replay's checks
    like any other value.

    Raises:
        NotJSON: for anything else.
    """
    try:
        return json.loads(raw, object_pairs_hook=_pairs, parse_float=_real,
                          parse_constant=_constant)
    except NotJSON:
        raise
    except (ValueError, RecursionError) as exc:  # JSONDecodeError, UnicodeDecodeError
        raise NotJSON(f"not JSON: {exc}") from None


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
    """``referee verify``: replay the record file (:func:`verify`, with ``public_key`` a
    compact record's own signature checked too), or check the signed result file with
    ``public_key`` and, given a record too, that the record replays to it
    (:func:`verify_result`): the very answers of ``POST /v1/records/verify`` and ``POST
    /v1/results/verify``, from files read as they read a body (:func:`read_json`). Prints the
    verdict as JSON. Returns 0 when it holds, 1 when it does not, 2 when a file cannot be read
    or the arguments do not fit."""
    if (record is None and result is None) or (result is not None and public_key is None):
        print("referee verify: give RECORD, or --result with --public-key, or both",
              file=sys.stderr)
        return 2
    try:
        if result is None:
            assert record is not None  # the arguments' check above: a RECORD without --result
            verdict = verify(_read_json(record), public_key)
        else:
            assert public_key is not None
            verdict = verify_result(_read_json(result), key_of(public_key),
                                    None if record is None else _read_json(record))
    except (OSError, ValueError) as exc:  # NotJSON, a key that is not base64
        print(f"referee verify: {exc}", file=sys.stderr)
        return 2
    print(json.dumps(verdict, indent=2))
    return 0 if verdict["valid"] else 1


def _read_json(path: str) -> Any:
    with open(path, "rb") as file:
        return read_json(file.read())
