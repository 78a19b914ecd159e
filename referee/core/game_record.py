"""The service's record of a game, typed: what the referee keeps beside the engine's state.

:class:`GameRecord` is what a move never changes (the players, the tokens' digests, the links,
the options of the service); where the game stands (its version, the time of its last change,
how many events it logged, its clocks) lives on :class:`referee.core.games.Game` beside its state.
Every default is here, once: a snapshot that lacks a field (one stored before the field
existed) reads as its default.

The stored form (:func:`snapshot_fields`, :func:`loaded`) is the snapshot layout of
:data:`SNAPSHOT_SCHEMA`: one flat JSON object, a field that is not set (None) left out, the
engine's state under ``"state"``. A snapshot carries its schema; one newer than this code is
refused, an older one upgraded (:func:`upgrade_snapshot`), so that every game in flight reads on
after an upgrade (tests/core/test_golden_snapshots.py).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, fields
from typing import Any

#: The rule book version games are created under (RULES.md); pinned in each game.
RULES_VERSION = 1
#: The layout of stored snapshots; a snapshot of an older schema is upgraded on load.
SNAPSHOT_SCHEMA = 1


def hints_at_creation(hints: bool | None, tag: str | None) -> bool:
    """Whether a new game answers hints (docs/bots.md): as asked, else on, but off by default in a
    tournament's game (one with a ``tag``)."""
    return (tag is None) if hints is None else hints


@dataclass(frozen=True)
class GameRecord:
    """What the service knows of a game besides its state and its progress. Never changed in
    place: a revision makes a new one (:func:`dataclasses.replace`)."""

    variant: str
    players: tuple[str, ...]
    #: ``server``, ``seeded``, ``explicit`` or ``table`` (a scorekeeper game, R81).
    deal_source: str
    #: The digest of each seat's token ("" for a seat whose invitation is not redeemed yet).
    seat_tokens: tuple[str, ...]
    table_token: str
    created_at: str
    rules_version: int = RULES_VERSION
    #: G2: the digest of the server's seed, until the record reveals it; None: no server seed.
    commitment: str | None = None
    spectator_delay: int = 0
    #: ``{"url", "secret"}`` of the signed result's webhook (tournaments).
    webhook: Mapping[str, str] | None = None
    #: ``{"url", "secret"}`` of the turn notifications (docs/lifecycle.md).
    notify: Mapping[str, str] | None = None
    #: The digest of each seat's single-use invitation code ("" once redeemed).
    invitations: tuple[str, ...] | None = None
    tag: str | None = None
    round: int | None = None
    #: Whether ``GET /v1/games/{id}/hint`` answers (a game stored before hints: on).
    hints: bool = True
    #: ``{"seats": {seat: level}, "seed": ...}``: the computer players (docs/bots.md).
    bots: Mapping[str, Any] | None = None
    rematch_of: str | None = None
    rematch: str | None = None
    #: R200: the digest of the director's token (a batch's games share one); None: the
    #: game has no director.
    director: str | None = None
    #: Minutes after the end during which the director may still decide (0: final at the end).
    correction_minutes: int | None = None
    #: ``{"url", "secret"}`` where director calls are delivered.
    director_webhook: Mapping[str, str] | None = None
    #: The director's decisions, in order (referee.core.director), each as its event shows it
    #: to whoever may see everything.
    decisions: tuple[Mapping[str, Any], ...] | None = None
    #: The calls of the director: ``{"id", "seat", "message", "at"}``.
    calls: tuple[Mapping[str, Any], ...] | None = None
    #: When the game ended (the correction period's start), noted by the first director's
    #: change after it; until then, the game's ``updated_at``.
    ended_at: str | None = None
    #: When the director paused the game (service clock), while it is paused.
    paused_at: float | None = None
    schema: int = SNAPSHOT_SCHEMA


#: The fields a snapshot holds beside the record's: the game's progress.
PROGRESS = ("updated_at", "events", "clocks")
_FIELDS = tuple(f.name for f in fields(GameRecord))
_TUPLES = ("players", "seat_tokens", "invitations", "decisions", "calls")
#: Written even when None (the service always wrote it).
_ALWAYS = frozenset(("commitment",))


def _fields_of(record: GameRecord) -> dict[str, Any]:
    """The record's fields as stored, made once per record (a record never changes)."""
    made = record.__dict__.get("_stored")
    if made is None:
        made = {}
        for name in _FIELDS:
            value = record.__dict__[name]
            if value is not None or name in _ALWAYS:
                made[name] = list(value) if name in _TUPLES else value
        record.__dict__["_stored"] = made  # a cache beside the fields, not one of them
    return made


def snapshot_fields(record: GameRecord, updated_at: str, events: int,
           clocks: Mapping[str, Any] | None) -> dict[str, Any]:
    """The snapshot's fields (all but the state) of a game with ``record`` and this progress."""
    out = {**_fields_of(record), "updated_at": updated_at, "events": events}
    if clocks is not None:
        out["clocks"] = clocks
    return out


def loaded(snapshot: Mapping[str, Any]) -> tuple[GameRecord, str, int, dict[str, Any] | None]:
    """The record and progress (``updated_at``, ``events``, ``clocks``) a snapshot's fields
    hold (upgraded to :data:`SNAPSHOT_SCHEMA` first).

    Raises:
        ValueError: a snapshot of a newer schema. KeyError: one missing a required field.
    """
    snapshot = upgrade_snapshot(snapshot)
    given = {name: snapshot[name] for name in _FIELDS if name in snapshot}
    for name in _TUPLES:
        if given.get(name) is not None:
            given[name] = tuple(given[name])
    given["schema"] = SNAPSHOT_SCHEMA
    return (GameRecord(**given), snapshot["updated_at"], snapshot.get("events", 0),
            snapshot.get("clocks"))


def upgrade_snapshot(record: Mapping[str, Any]) -> Mapping[str, Any]:
    """A stored snapshot brought to :data:`SNAPSHOT_SCHEMA` (stored games survive upgrades).

    Raises:
        ValueError: for a snapshot of a schema newer than this code knows.
    """
    schema = record.get("schema", 1)
    if schema > SNAPSHOT_SCHEMA:
        raise ValueError(f"snapshot schema {schema} is newer than this service ({SNAPSHOT_SCHEMA})")
    return record
