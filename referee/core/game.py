"""A game as the service holds it (:class:`Game`), built in one place (:func:`game_of`); what a
change makes of it (:class:`Next`) and what a commit publishes (:class:`Loaded`,
:class:`Committed`, :class:`Ended`); the replies of the service's commands; and the refusals
every part raises."""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from referee.core import auth, clocks, director
from referee.core.auth import SPECTATOR, Caller
from referee.core.game_record import GameRecord, snapshot_fields
from referee.core.idempotency import Claim
from referee.core.stamps import iso
from referee.core.tabletop import TABLE_DEAL, Undo
from referee.storage.store import NotReplicated
from variants.base import ALL, Event, Move, Variant, Viewer

#: The service's fields of a game that its view shows when set (referee.core.lifecycle).
LIFECYCLE_FIELDS = ("tag", "round", "rematch_of", "rematch")


class GameNotFound(Exception):
    """No game has this id."""


class Unauthorized(Exception):
    """A token is needed and missing, or it does not belong to this game."""


class Forbidden(Exception):
    """The caller is known but may not do this (the table token of a server-dealt game)."""


class StaleVersion(Exception):
    """``If-Match`` names a version that is no longer current."""

    def __init__(self, current: int):
        super().__init__(f"the game is at version {current}")
        self.current = current


class BadMove(Exception):
    """A move that does not fit the game (its type, fields or seat): a 400 with ``messages``,
    the field errors."""

    def __init__(self, messages: Any):
        super().__init__("the move does not fit the schema")
        self.messages = messages


class Contention(Exception):
    """A move lost the compare-and-set race more times than allowed; nothing was applied."""


class _Replayed:
    """:attr:`ArchivedGame.state`: the archive's replay, made when first read (a listing of
    finished games needs none)."""

    def __get__(self, game: Game | None, owner: type | None = None) -> Any:
        if game is None:
            return None  # the class's own attribute
        state = game.__dict__.get("_state")
        if state is None and game.archive is not None:
            state = game.__dict__["_state"] = game.archive.state()
        return state

    def __set__(self, game: Game, state: Any) -> None:
        game.__dict__["_state"] = state


class Archived(Protocol):
    """A finished game as archived (:mod:`referee.records.archive`)."""

    meta: dict[str, Any]

    def state(self) -> Any: ...

    def log(self) -> list[bytes]: ...

    def encode(self, meta: dict[str, Any]) -> bytes: ...


class Archiver(Protocol):
    """Archives finished games and opens archives (:mod:`referee.records.archive`)."""

    def holds(self, data: bytes) -> bool: ...

    def open(self, game_id: str, data: bytes) -> Archived: ...


@dataclass
class Game:
    """A game as loaded from the store: the service's record of it (:class:`GameRecord`),
    where it stands (version, last change, events logged, clocks) and its engine state."""

    id: str
    version: int
    record: GameRecord
    variant: Variant[Any, Any]
    #: The engine state. A plain attribute: a move reads it some eight times, and a
    #: descriptor's call each time cost some 1.2 k instructions (docs/performance.md);
    #: only :class:`ArchivedGame`'s is made when first read.
    state: Any = None
    #: When (service clock) it was loaded or made: the instant its clocks are shown at.
    seen_at: float = 0.0
    #: A finished game read from its archive: its state and log come from there.
    archive: Archived | None = None
    #: When it last changed (a move, a forfeit; not a revision of its record).
    updated_at: str = ""
    #: How many events its log holds.
    events: int = 0
    #: Its clocks (referee.core.clocks); None: an untimed game.
    clocks: dict[str, Any] | None = None

    @property
    def meta(self) -> dict[str, Any]:
        """The game's record and progress as a snapshot stores them (a new dict each time)."""
        return snapshot_fields(self.record, self.updated_at, self.events, self.clocks)

    @property
    def players(self) -> list[str]:
        return list(self.record.players)

    @property
    def tabletop(self) -> bool:
        """A scorekeeper game (``"deal": "table"``): the table token reports every move."""
        return self.record.deal_source == TABLE_DEAL

    def caller(self, token: str | None) -> Caller:
        """Who holds ``token`` (a spectator when there is none).

        Raises:
            Unauthorized: for a token of no seat and not the table of this game.
        """
        if token is None:
            return SPECTATOR
        found = auth.identify(token, self.record.seat_tokens, self.record.table_token)
        if found is None and director.reads(self.record, auth.presented_digest(token)):
            return SPECTATOR  # R210: the director sees what a spectator sees
        if found is None:
            raise Unauthorized("this token does not belong to this game")
        return found

    def viewer(self, caller: Caller) -> Viewer:
        """What ``caller`` may see: their seat's view; the table token of a scorekeeper game,
        everything the referee knows (R86: it reported it); a spectator's otherwise (G3)."""
        if caller.seat is not None:
            return caller.seat
        if caller.table and self.tabletop:
            return ALL
        return None

    def view(self, caller: Caller) -> dict[str, Any]:
        """The game as ``caller`` may see it: service fields, then the engine's view."""
        record = self.record
        out: dict[str, Any] = {
            "id": self.id,
            "variant": self.variant.name,
            "version": self.version,
            "rules_version": record.rules_version,
            "deal_source": record.deal_source,
            "players": [{"seat": s, "name": n} for s, n in enumerate(record.players)],
            "you": caller.seat,
            "role": "seat" if caller.seat is not None else "table" if caller.table else "spectator",
            "created_at": record.created_at,
            "updated_at": self.updated_at,
        }
        if record.commitment:
            out["deal_commitment"] = record.commitment
        for name in LIFECYCLE_FIELDS:
            value = getattr(record, name)
            if value is not None:
                out[name] = value
        if record.bots is not None:
            out["bots"] = record.bots["seats"]
        out["hints"] = record.hints
        if record.invitations is not None:
            out["invitations_open"] = [s for s, code in enumerate(record.invitations) if code]
        if self.clocks is not None:
            # R206: a paused game's clocks are shown as they stood when it was paused.
            now = record.paused_at or self.seen_at or time.time()
            out["clocks"] = clocks.view(self.clocks, now, iso(now))
        out.update(self.variant.view(self.state, self.viewer(caller)))
        if record.director is not None:
            director.amend_view(out, record, record.paused_at)
        return out


class ArchivedGame(Game):
    """A finished game read from its archive (:attr:`Game.archive`): its state is the
    archive's replay, made when first read."""

    state = _Replayed()


def game_of(game_id: str, version: int, record: GameRecord, variant: Variant[Any, Any],
            state: Any, *, seen_at: float, updated_at: str, events: int,
            clocks: dict[str, Any] | None, archive: Archived | None = None) -> Game:
    """The game of these parts: the one place a :class:`Game` is built (decoded, created, or
    made by a change). With ``archive``, a finished game read from its archive, whose state (if
    ``state`` is None) is the archive's replay, made when first read."""
    made = Game if archive is None else ArchivedGame
    return made(game_id, version, record, variant, state, seen_at, archive, updated_at, events,
                clocks)


@dataclass
class NewGame:
    """A game made and checked by :meth:`GameService.prepare`, not stored yet."""

    variant: Variant[Any, Any]
    state: Any
    record: GameRecord
    events: list[Event]
    tokens: dict[str, Any]
    now: float
    clocks: dict[str, Any] | None = None


@dataclass(frozen=True)
class Planned:
    """A game as it will be stored at version 1 (:meth:`referee.core.creating.Creating.plan`)."""

    game: Game
    data: bytes
    events: list[bytes]
    ttl: float | None
    #: Its tokens, shown only in the creation's reply.
    tokens: dict[str, Any]


@dataclass(frozen=True)
class CreateResult:
    """A creation's reply (or the first reply again, ``replayed``)."""

    id: str
    version: int
    body: bytes
    replayed: bool = False


@dataclass(frozen=True)
class MoveResult:
    """A move's reply: the game's new version and the reply body (the version, the events as
    the caller may see them, the caller's new view), or the first reply again (``replayed``)."""

    version: int
    body: bytes
    replayed: bool = False
    #: How many events the game's log held before the move (where a reply that waits for the
    #: bots reads on from, :meth:`GameService.with_bots`).
    after: int = 0


@dataclass(slots=True)
class Loaded:
    """A game was read from the store and decoded (what a request touches: its metrics)."""

    game: Game


@dataclass(slots=True)
class Committed:
    """A change to a game was stored: ``before`` is the game as it was (None at creation),
    ``game`` as it is now."""

    before: Game | None
    game: Game


@dataclass(slots=True)
class Ended:
    """A change stored has ended the game (after its :class:`Committed`)."""

    game: Game


@dataclass(frozen=True, slots=True)
class Held:
    """A change stored, not yet on the replicas REFEREE_REDIS_REPLICAS asks for
    (docs/reliability.md): what it sets off (``events``: its :class:`Committed`, :class:`Ended`)
    is published only once ``confirm(seconds)`` says they hold it (referee.bootstrap), and never
    if it says no (the primary lost, the change perhaps with it)."""

    confirm: Callable[[float], bool]
    events: tuple[Committed | Ended, ...]


class NotYetSafe(NotReplicated):
    """A game created, stored but not yet replicated (503): the game and its tokens, for the
    reply an Idempotency-Key's retry gets (:meth:`referee.core.creating.Creating.create_reply`)."""

    def __init__(self, unsafe: NotReplicated, game: Game, tokens: dict[str, Any]) -> None:
        super().__init__(str(unsafe), unsafe.confirm)
        self.game = game
        self.tokens = tokens


@dataclass(slots=True)
class Next:
    """What a change makes of a game (:data:`Change`), for :meth:`GameService.commit` to store.

    A change of play (``played``: a move, a bot's move, a clock's forfeit, a tournament
    director's decision) gives the new engine ``state`` and the ``events`` to log; the game is
    time stamped, its clocks run, and a game it ends has :class:`Ended` published. A change of
    the service's record only (not ``played``: a reissued token, a rematch link) gives the new
    ``record`` and keeps the state, the time stamps and the archive as they are."""

    state: Any
    events: Sequence[Event] = ()
    #: The move that made it: who earns a clock's increment (None: a forfeit; a resignation
    #: and an undo earn none).
    move: Move | Undo | None = None
    played: bool = True
    #: The service's record after the change; None: the game's, as loaded.
    record: GameRecord | None = None
    #: When the change is made (service clock); None: when it is stamped.
    at: float | None = None
    #: Called right after the change is timed (a computer player's budget runs from there).
    stamped: Callable[[], None] | None = None
    #: The change's reply: its bytes, or made of the new game and its events as stored (a
    #: move's reply shows them); the commit keeps it in :attr:`body`.
    reply: bytes | Callable[[Game, list[bytes]], bytes] = b""
    #: The Idempotency-Key the change answers (:class:`referee.core.idempotency.Claim`): its
    #: record, the reply, is stored by the same compare-and-set as the change.
    claim: Claim | None = None
    #: The clocks after the change (a director's extension, R207); None: the game's, run on.
    clocks: dict[str, Any] | None = None
    #: The reply as committed (:attr:`reply` made), set by the commit.
    body: bytes = b""


#: A kind of change to a game: the game as loaded -> what it becomes, or None for no change
#: now. It raises to refuse (nothing is stored). Called again on the newer game when the
#: compare-and-set loses a race.
Change = Callable[["Game"], "Next | None"]
