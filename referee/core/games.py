"""The referee's core: games created, loaded, moved and shown, over a :class:`~referee.storage.store.Store`.

This module turns requests into engine calls and engine results into replies; it holds no rule
of any game (those live in ``variants/``) and knows nothing of HTTP (``referee/api`` does).
"""

from __future__ import annotations

import logging
import secrets
import threading
import time
from collections.abc import Callable, Mapping, Sequence
from contextlib import AbstractContextManager
from dataclasses import dataclass, replace
from typing import Any, Protocol

import orjson

from referee.core import auth, clocks, director, meter
from referee.core.auth import SPECTATOR, Caller
from referee.core.bots import (
    MAX_BOT_MOVES,
    MAX_BOT_SECONDS,
    BotChain,
    awaited_bot,
    check_hint,
    decide,
    hint,
    table_bots,
    work,
)
from referee.core.game_record import (
    RULES_VERSION,
    GameRecord,
    hints_at_creation,
    loaded,
    snapshot_fields,
)
from referee.core.idempotency import DONE, Idempotency, IdempotencyInProgress
from referee.core.messagebus import MessageBus
from referee.core.stamps import epoch, iso
from referee.core.tabletop import (
    TABLE_DEAL,
    UNDO,
    Undo,
    check_correctable,
    created_config,
    start_game,
    undo,
)
from referee.storage.rates import Charge
from referee.storage.store import (
    GameExists,
    IdempotencyRecord,
    KeyAnswered,
    NotReplicated,
    Snapshot,
    Store,
    StoreUnavailable,
)
from variants import find_variant
from variants.base import (
    ALL,
    Event,
    IllegalSetup,
    Move,
    Resign,
    Secret,
    Variant,
    Viewer,
    redact_event,
)
from variants.i18n import T
from variants.rng import new_seed, seed_commitment
from variants.search import Budget, Seen, collector_paused

log = logging.getLogger("referee")

#: How many games' last decoded snapshots a service keeps (:class:`Decoded`).
DECODED_GAMES = 512


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
    """A game as it will be stored at version 1 (:meth:`GameService.plan`)."""

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
    reply an Idempotency-Key's retry gets (:meth:`GameService.create_reply`)."""

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
    #: The idempotency record stored with the change (an Idempotency-Key's reply), from the
    #: new game and its events as stored.
    idempotency: Callable[[Game, list[bytes]], IdempotencyRecord | None] | None = None
    #: The clocks after the change (a director's extension, R207); None: the game's, run on.
    clocks: dict[str, Any] | None = None


#: A kind of change to a game: the game as loaded -> what it becomes, or None for no change
#: now. It raises to refuse (nothing is stored). Called again on the newer game when the
#: compare-and-set loses a race.
Change = Callable[["Game"], "Next | None"]


#: What decoding a snapshot gives: its record, progress (``updated_at``, ``events``,
#: ``clocks``), variant and engine state.
Decoding = tuple[GameRecord, str, int, "dict[str, Any] | None", Variant[Any, Any], Any]


class Decoded:
    """The last snapshot of each of the games a process read or wrote last, decoded, by its
    exact stored bytes: a read that finds the same bytes again (a seat's next move, which this
    process committed; a view polled again) skips decoding them (docs/performance.md).

    Decoding is a pure function of the bytes, and neither an engine state nor a game's record
    nor its clocks are ever changed in place (a move makes new ones: ``apply``,
    :func:`referee.core.clocks.advance`; the record is frozen), so what is handed out is what
    decoding would give."""

    def __init__(self, size: int = DECODED_GAMES) -> None:
        self._size = size
        self._games: dict[str, tuple[int, bytes, Decoding]] = {}
        self._lock = threading.Lock()

    def get(self, game_id: str, version: int, data: bytes) -> Decoding | None:
        """What decoding the snapshot ``data`` gives, if it is the one kept."""
        kept = self._games.get(game_id)
        if kept is None or kept[0] != version or kept[1] != data:
            return None
        return kept[2]

    def keep(self, game_id: str, version: int, data: bytes, decoding: Decoding) -> None:
        with self._lock:
            self._games.pop(game_id, None)  # the newest last: the oldest are forgotten first
            self._games[game_id] = (version, data, decoding)
            while len(self._games) > self._size:
                del self._games[next(iter(self._games))]


#: What a bot job did (:meth:`GameService.play_bot`).
MOVED, GONE, SPENT = "moved", "gone", "spent"


def now() -> float:
    """The service's clock by default: seconds since the epoch."""
    return time.time()


def _for_ever(game: Game) -> float | None:
    return None


class GameService:
    """Create, read and move games in ``store``."""

    def __init__(
        self,
        store: Store,
        *,
        cas_retries: int = 8,
        idempotency_ttl: int = 86_400,
        pending_ttl_ms: int = 60_000,
        clock: Callable[[], float] = now,
        bot_budget: Budget = Budget(),
        bus: MessageBus | None = None,
        lifetime: Callable[[Game], float | None] | None = None,
        archiver: Archiver | None = None,
        check_webhook: Callable[[str], None] | None = None,
        correction_minutes: int = 30,
        bot_stall: float | None = None,
    ) -> None:
        self.store = store
        #: Issue 33: a director's correction period when a creation gives none
        #: (REFEREE_CORRECTION_MINUTES).
        self.correction_minutes = correction_minutes
        #: Seconds a computer player may be awaited before a read plays it itself (R284): its
        #: job was lost or is late (REFEREE_BOT_STALL_SECONDS). None (a service built bare, with
        #: no handler queuing bot jobs: tools, tests of the core): the bots are played in the
        #: request that hands them the turn, and by every read, as before issue 35.
        self.bot_stall = bot_stall
        #: How long a computer player (and a hint) thinks per move (REFEREE_BOT_BUDGET_MS).
        self.bot_budget = bot_budget
        self.cas_retries = cas_retries
        self.idempotency_ttl = idempotency_ttl
        self.pending_ttl_ms = pending_ttl_ms
        self.clock = clock
        #: Where each committed change's events go (:class:`Committed`, :class:`Ended`, and
        #: :class:`Loaded`): the handlers :func:`referee.bootstrap.bootstrap` registers.
        self.bus = bus if bus is not None else MessageBus()
        #: How long a game is kept after a commit, in seconds (None: until deleted); every
        #: commit gives it to the whole game (referee.core.lifecycle.Lifetime).
        self.lifetime: Callable[[Game], float | None] = lifetime or _for_ever
        #: Called with each webhook URL at creation; raises to refuse it.
        self.check_webhook = check_webhook
        #: Opens archived games (referee.records.archive); None: no game is read as an archive.
        self.archiver = archiver
        self.decoded = Decoded()

    # -- reading ------------------------------------------------------------------------------

    def load(self, game_id: str, charge: Charge | None = None) -> Game:
        """The game ``game_id``; with ``charge``, the request's rate limit paid in the same
        step (referee.storage.rates).

        Raises:
            GameNotFound: when there is none. StoreUnavailable: when the store fails.
            RateLimited: the charge is refused (nothing was read).
        """
        snapshot = self.store.load(game_id, charge)
        if snapshot is None:
            raise GameNotFound(game_id)
        return self._settle(self._decode(game_id, snapshot.version, snapshot.data))

    def _decode(self, game_id: str, version: int, data: bytes) -> Game:
        if self.archiver is not None and self.archiver.holds(data):
            archive = self.archiver.open(game_id, data)
            record, updated_at, events, timed = loaded(archive.meta)
            game: Game = ArchivedGame(game_id, version, record, find_variant(record.variant),
                                      None, self.clock(), archive, updated_at, events, timed)
        else:
            kept = self.decoded.get(game_id, version, data)
            if kept is None:
                snapshot = orjson.loads(data)
                record, updated_at, events, timed = loaded(snapshot)
                variant = find_variant(record.variant)
                kept = (record, updated_at, events, timed, variant,
                        variant.load(snapshot["state"]))
                self.decoded.keep(game_id, version, data, kept)
            record, updated_at, events, timed, variant, state = kept
            game = Game(game_id, version, record, variant, state, self.clock(), None,
                        updated_at, events, timed)
        self.bus.publish(Loaded(game))
        return game

    def _reread(self, game_id: str) -> Game:
        """The game as stored now, not settled (a change that lost a race looks again).

        Raises:
            GameNotFound, StoreUnavailable.
        """
        snapshot = self.store.load(game_id)
        if snapshot is None:
            raise GameNotFound(game_id)
        return self._decode(game_id, snapshot.version, snapshot.data)

    def _encode(self, game: Game) -> bytes:
        if game.archive is not None:
            return game.archive.encode(game.meta)
        return orjson.dumps({**snapshot_fields(game.record, game.updated_at, game.events, game.clocks),
                             "state": game.variant.dump(game.state)})

    def events(self, game: Game, caller: Caller, after: int = 0) -> list[dict[str, Any]]:
        """The event log after ``after`` as ``caller`` may see it (every event, redacted).

        Whoever sees what a spectator sees gets the log ``spectator_delay`` moves late while the
        game is on (tournaments): the events of the latest moves are held back until then."""
        viewer = game.viewer(caller)
        stored = [orjson.loads(raw) for raw in self.log(game, after)]
        delay = game.record.spectator_delay if viewer is None else 0
        # The end lifts the delay: the rules' or the director's (R212), which later decisions
        # (a penalty after the end, R202) do not undo. A live stream reads newer events than
        # its game, so the log's last event counts too.
        if delay and stored and not (director.ended(game.variant, game.state, game.record)
                                     or stored[-1]["type"] == "game_ended"
                                     or director.ends_play(stored[-1])):
            # The log's last event is of the current version; creation's (1) is never held.
            shown = max(stored[-1]["version"] - delay, 1)
            stored = [event for event in stored if event["version"] <= shown]
        return [redact_event(event, viewer) for event in stored]

    def log(self, game: Game, after: int = 0) -> list[bytes]:
        """The game's stored log after seq ``after``: every event as stored, secret parts
        with their seats (an archived game's from its archive).

        Raises:
            StoreUnavailable: when the store fails.
        """
        after = max(after, 0)
        if game.archive is not None:
            return game.archive.log()[after:]
        stored = self.store.events(game.id, after)
        if stored or self.archiver is None:
            return stored
        # Nothing new, or the game ended since it was loaded and its log is now in its archive
        # (a stream holds the game it opened on): look once more.
        snapshot = self.store.load(game.id)
        if snapshot is not None and self.archiver.holds(snapshot.data):
            return self.archiver.open(game.id, snapshot.data).log()[after:]
        return stored

    def log_as_loaded(self, game: Game) -> list[dict[str, Any]]:
        """The game's log, decoded, as of the version loaded: an event committed since is not
        the change's to see (its compare-and-set refuses the commit, and the change is made
        again on the newer game).

        Raises:
            StoreUnavailable: when the store fails.
        """
        stored = [orjson.loads(raw) for raw in self.log(game)]
        return [event for event in stored if event["seq"] <= game.events]

    def shown_version(self, game: Game, caller: Caller) -> int:
        """The version ``caller`` sees the log at: the current one, or ``spectator_delay`` moves
        earlier for whoever sees what a spectator sees while the game is on (creation's, 1, is
        never held). The ETag of a delayed reply is this one, not how far the game is."""
        delay = game.record.spectator_delay if game.viewer(caller) is None else 0
        # R212: the delay is lifted at the end, the director's (award, annulment) included.
        if not delay or director.ended(game.variant, game.state, game.record):
            return game.version
        return max(game.version - delay, 1)

    def seen(self, game: Game, seat: int) -> Seen:
        """What ``seat`` has seen of ``game``, what a computer player decides from: its ``GET
        /v1/games/{id}`` view and its events, by the functions that serve them. The config is
        the public one of the ``game_created`` event."""
        caller = Caller(seat=seat)
        events = self.events(game, caller)
        return Seen(created_config(game.variant, events[0]), seat, game.view(caller), events)

    def hint(self, game: Game, caller: Caller) -> dict[str, Any]:
        """The ``strong`` bot's choice for the caller's seat now (issue 21): a ready-to-send
        move and the moves it weighed best. Nothing is stored.

        Raises:
            as :func:`referee.core.bots.check_hint`.
        """
        check_hint(game.variant, game.tabletop, game.record.hints, caller.seat,
                   game.variant.to_act(game.state))
        assert caller.seat is not None  # (check_hint: the seat is awaited)
        seed = game.record.bots["seed"] if game.record.bots else game.id
        return hint(game.variant, self.seen(game, caller.seat), seed, game.events,
                    game.version, self.bot_budget)

    def legal_moves(self, game: Game, caller: Caller) -> tuple[list[Move], int]:
        """The moves ``caller`` may submit now, and their total count (listings may be capped).
        For the table token of a scorekeeper game, those of every seat awaited (R87), each
        move carrying its seat."""
        if caller.table and game.tabletop:
            listed: list[Move] = []
            total = 0
            for seat in game.variant.to_act(game.state):
                moves, count = game.variant.legal_moves_listing(game.state, seat)
                listed.extend(moves)
                total += count
            return listed, total
        if caller.seat is None:
            return [], 0
        return game.variant.legal_moves_listing(game.state, caller.seat)

    # -- creating -----------------------------------------------------------------------------

    def create(self, *args: Any, **kwargs: Any) -> tuple[Game, dict[str, Any]]:
        """A new game (arguments as :meth:`prepare`), stored at version 1; returns it and its
        tokens (shown only now).

        Raises:
            as :meth:`prepare`; StoreUnavailable: the store fails (nothing is stored).
        """
        return self.store_new(self.prepare(*args, **kwargs))

    def prepare(
        self,
        variant_name: str,
        players: Sequence[str],
        options: Mapping[str, Any],
        *,
        preset: str | None = None,
        seed: str | None = None,
        deals: Sequence[Mapping[str, Any]] = (),
        start: Mapping[str, Any] | None = None,
        spectator_delay: int = 0,
        invitations: bool = False,
        tag: str | None = None,
        round_number: int | None = None,
        webhook: Mapping[str, str] | None = None,
        clock: Mapping[str, Any] | None = None,
        notify: Mapping[str, str] | None = None,
        tabletop: bool = False,
        bots: Mapping[int, str] | None = None,
        hints: bool | None = None,
        director: bool = False,
        director_of: str | None = None,
        correction_minutes: int | None = None,
        director_webhook: Mapping[str, str] | None = None,
    ) -> NewGame:
        """A new game made and checked, with its tokens, but not stored (:meth:`store_new`).

        Raises:
            KeyError: unknown variant. IllegalSetup: options or deal refused by the rules.
            whatever :attr:`check_webhook` raises for a refused webhook URL.
        """
        if webhook and self.check_webhook is not None:
            self.check_webhook(webhook["url"])
        # A director's webhook is called only in a game with a director: else it is unused.
        directed = director or director_of is not None
        for name, hook in (("notify.url", notify),
                           ("director_webhook", director_webhook if directed else None)):
            if hook and self.check_webhook is not None:
                try:
                    self.check_webhook(hook["url"])
                except ValueError as exc:
                    exc.field = name  # type: ignore[attr-defined]
                    raise
        variant = find_variant(variant_name)
        config = variant.configure(len(players), options, preset)
        if tabletop:
            deal_source = TABLE_DEAL
        elif deals:
            deal_source = "explicit"
        elif seed is not None:
            deal_source = "seeded"
        else:
            deal_source = "server"
        secret_seed = seed if seed is not None else new_seed()
        state, events = start_game(variant, config, secret_seed, deals, start, tabletop)
        seat_tokens = [auth.new_token() for _ in players]
        table_token = auth.new_token()
        now = self.clock()
        if clock and tabletop:
            # R99: the referee cannot time the players of a real table, only its reports.
            raise IllegalSetup("R99", T(
                "a scorekeeper game (\"deal\": \"table\") has no clock: the table reports "
                "the moves, so the referee cannot time the players",
                "una partita segnapunti (\"deal\": \"table\") non ha orologio: le mosse le "
                "riporta il tavolo, l'arbitro non può cronometrare i giocatori",
            ), field="clock")
        # Issue 14: the seats awaited first start their clocks now (referee.core.clocks).
        timed = clocks.setup(clock, len(players), variant.to_act(state), now) if clock else None
        created = creation_event(
            variant.name, players, deal_source, RULES_VERSION, options, preset, start, deals
        )
        tokens: dict[str, Any] = {"seats": seat_tokens, "table": table_token}
        seat_digests = tuple(auth.digest(t) for t in seat_tokens)
        invited = None
        if invitations:
            # One single-use code per seat instead of its token: whoever creates the game never
            # holds a seat's token (referee.core.lifecycle). No seat token works until redeemed.
            codes = [auth.new_token() for _ in players]
            seat_digests = tuple("" for _ in players)
            invited = tuple(auth.digest(code) for code in codes)
            tokens = {"table": table_token, "invitations": codes}
        if director and director_of is None:
            # Issue 33 (R200): the director's token, shown once; a batch's is the batch's.
            tokens["director"] = auth.new_token()
            director_of = auth.digest(tokens["director"])
        if director_of is not None and correction_minutes is None:
            correction_minutes = self.correction_minutes
        record = GameRecord(
            variant=variant.name,
            players=tuple(players),
            deal_source=deal_source,
            seat_tokens=seat_digests,
            table_token=auth.digest(table_token),
            created_at=iso(now),
            # G2: a server seed (which also shuffles the hands after explicit deals, and makes
            # random picks) is committed to now and revealed in the record once the game ends.
            commitment=seed_commitment(secret_seed) if seed is None else None,
            spectator_delay=spectator_delay,
            webhook={"url": webhook["url"], "secret": webhook["secret"]} if webhook else None,
            notify={"url": notify["url"], "secret": notify["secret"]} if notify else None,
            invitations=invited,
            tag=tag,
            round=round_number,
            # Issue 21: computer players at given seats, and hints (off in tournaments).
            hints=hints_at_creation(hints, tag),
            bots=table_bots(variant, bots, len(players), tabletop, secret_seed) if bots else None,
            director=director_of,
            correction_minutes=correction_minutes if director_of is not None else None,
            director_webhook=(dict(director_webhook)
                              if director_webhook and director_of is not None else None),
        )
        return NewGame(variant, state, record, [created, *events], tokens, now, timed)

    def store_new(self, new: NewGame) -> tuple[Game, dict[str, Any]]:
        """Store a prepared game at version 1 under a fresh id; returns it and its tokens.

        Raises:
            StoreUnavailable: the store fails (nothing is stored). NotYetSafe: it is stored,
            not yet on the replicas asked for.
        """
        for _ in range(3):
            planned = self.plan(new)
            game = planned.game
            try:
                self.store_planned(planned)
            except GameExists:
                continue
            except NotReplicated as unsafe:
                self.hold(unsafe, (Committed(None, game),))
                raise NotYetSafe(unsafe, game, new.tokens) from None
            return self.created(game), new.tokens
        raise RuntimeError("could not find a free game id")  # 2**-96 odds, three times

    def plan(self, new: NewGame, game_id: str | None = None) -> Planned:
        """The game ``new`` makes at version 1, under ``game_id`` (by default a fresh one),
        ready to store: its first events stamped, its snapshot encoded, its lifetime."""
        game = Game(game_id or _new_id(), 1, new.record, new.variant, new.state, new.now, None,
                    new.record.created_at, 0, new.clocks)
        stored = self._stamp(game, new.events, new.now, version=1)
        return Planned(game, self._encode(game), stored, self.lifetime(game), new.tokens)

    def unplan(self, game_id: str, data: bytes, events: list[bytes], ttl: float | None,
                tokens: dict[str, Any]) -> Planned:
        """A planned game again, from what :meth:`plan` made of it (kept: referee.core.batches)."""
        return Planned(self._decode(game_id, 1, data), data, events, ttl, tokens)

    def store_planned(self, planned: Planned) -> None:
        """Store a planned game; nothing is set off yet (:meth:`created`).

        Raises:
            GameExists: its id is taken. StoreUnavailable, NotReplicated.
        """
        game = planned.game
        if self.awaited_bot(game) is not None:
            # R255: a bot that moves first is the creator's CPU; R287: its work reserved
            meter.admit(work(game.variant, game.state, game.record.bots, len(planned.events)))
        self.store.create(planned.game.id, planned.data, planned.events, planned.ttl)

    def created(self, game: Game) -> Game:
        """What a game stored sets off (:class:`Committed`); returns it as it is then."""
        # A bot that must move first moves in the background (issue 35): the commit's
        # handler queues its job (referee.bootstrap); a bare service plays it now.
        self.bus.publish(Committed(None, game))
        if self.bot_stall is None:
            game, _ = self._play_bots(game)
        return game

    def create_reply(
        self, args: Mapping[str, Any], idempotency: Idempotency | None = None
    ) -> CreateResult:
        """Create the game ``args`` (:meth:`prepare`'s arguments) describe, and its reply:
        id, version, tokens and the spectator's view. With ``idempotency``, a creation already
        answered gets its first reply again (its tokens unsealed with the key) and nothing
        more is created.

        Raises:
            as :meth:`create`; and IdempotencyInProgress, IdempotencyMismatch.
        """
        scope = idempotency.scope("create") if idempotency else ""
        if idempotency is not None:
            replayed = self._replay_creation(scope, idempotency)
            if replayed is not None:
                return replayed
        try:
            unsafe: NotYetSafe | None = None
            try:
                game, tokens = self.create(**args)
            except NotYetSafe as stored:
                # Created, not yet replicated (503): the reply is kept all the same, so the
                # retry gets this very game (docs/reliability.md), never a second one.
                unsafe, game, tokens = stored, stored.game, stored.tokens
            body = orjson.dumps(created_reply(game, tokens))
            if idempotency is not None:
                # The reply holds the seat tokens: kept only sealed with the client's key.
                sealed = idempotency.seal(body)
                self.store.remember(None, scope, idempotency.done(sealed), self.idempotency_ttl)
            if unsafe is not None:
                raise unsafe
        except BaseException:
            if idempotency is not None:
                self._release(None, scope, idempotency)
            raise
        return CreateResult(game.id, game.version, body)

    def _stamp(
        self, game: Game, events: Sequence[Event], now: float, *, version: int
    ) -> list[bytes]:
        """Number ``events`` after the game's log and encode them; updates ``game.events``."""
        base = game.events
        at = iso(now)
        out = []
        for i, event in enumerate(events, start=1):
            out.append(
                orjson.dumps({"seq": base + i, "version": version, "at": at, **event.to_dict()})
            )
        game.events = base + len(events)
        return out

    # -- moving -------------------------------------------------------------------------------

    def move(
        self,
        game_id: str,
        token: str | None,
        build: Callable[[Game, Caller], Move | Undo],
        *,
        if_match: int | None = None,
        idempotency: Idempotency | None = None,
        charge: Charge | None = None,
    ) -> MoveResult:
        """Apply the move ``build`` makes for the caller, with compare-and-set retries.

        A move that loses the race to another is applied again to the new state (at most
        ``cas_retries`` times): it succeeds if still legal, else IllegalMove. With ``if_match``
        a lost race is StaleVersion instead, and always for an undo (R89). With
        ``idempotency``, a request already answered gets its first reply again and nothing is
        applied. With ``charge``, the request's rate limit is paid in the first read's round
        trip (with the idempotency claim).

        Raises:
            GameNotFound, Unauthorized, Forbidden, StaleVersion, IllegalMove, Contention,
            IdempotencyInProgress, IdempotencyMismatch, StoreUnavailable, RateLimited; and
            whatever ``build`` raises for a malformed move.
        """
        if token is None:
            raise Unauthorized("a seat token is needed to move")
        if idempotency is None:
            snapshot = self.store.load(game_id, charge) if charge is not None else None
            if charge is not None and snapshot is None:
                raise GameNotFound(game_id)
            return self._move(game_id, token, build, if_match, snapshot, None)
        scope = idempotency.scope(auth.presented_digest(token))
        held, snapshot = self.store.claim(
            game_id, scope, idempotency.pending, self.pending_ttl_ms, charge
        )
        if held is not None:
            body = idempotency.replay(held)
            return MoveResult(orjson.loads(body)["version"], body, replayed=True)
        try:
            return self._move(game_id, token, build, if_match, snapshot, (scope, idempotency))
        except (KeyAnswered, StaleVersion) as refused:
            # docs/reliability.md: another try of this request, which took over the pending
            # marker a lost primary left, was answered meanwhile: its reply is this one's.
            held, _ = self.store.claim(game_id, scope, idempotency.pending, self.pending_ttl_ms)
            if held is not None and held[:1] == DONE:
                body = idempotency.replay(held)
                return MoveResult(orjson.loads(body)["version"], body, replayed=True)
            self._release(game_id, scope, idempotency)
            if isinstance(refused, KeyAnswered):
                raise IdempotencyInProgress(idempotency.key) from None
            raise
        except BaseException:
            self._release(game_id, scope, idempotency)
            raise

    def revise(self, game_id: str, change: Callable[[Game], Any]) -> tuple[Game, Any]:
        """Apply ``change`` to the service's record of a game (its seats' tokens, its links:
        ``change`` sets ``game.record`` to a new one), never to its state, and store it as the next version, with compare-and-set
        retries; returns the game as stored and what ``change`` returned. ``change`` raises to
        refuse (nothing is stored).

        Raises:
            GameNotFound, Contention, StoreUnavailable; whatever ``change`` raises.
        """
        result: Any = None

        def revision(game: Game) -> Next:
            nonlocal result
            new = replace(game, version=game.version + 1)
            result = change(new)
            return Next(game.state, played=False, record=new.record)

        new, _, _ = self.commit(self.load(game_id), revision, self.load)
        return new, result

    def commit(
        self,
        game: Game,
        change: Change,
        reload: Callable[[str], Game],
        *,
        tries: int | None = None,
        lost: Callable[[Game], None] | None = None,
        hold: Callable[[], AbstractContextManager[Any]] | None = None,
    ) -> tuple[Game, Next | None, list[bytes]]:
        """The one way a game changes (the unit of work): ``change`` is applied to ``game``,
        the result stamped and stored as the next version with the store's compare-and-set,
        then :class:`Committed` (and :class:`Ended` for a change of play that ended the game)
        published to the bus. A lost race calls ``lost`` (which raises to give up), then
        ``reload`` for the game as it is now, and the change is made again, at most ``tries``
        times in all (by default ``cas_retries + 1``). ``hold`` (a context manager factory)
        is held over each making and stamping of the change, not its storing.

        Returns the game as stored (``game`` when the change made none), what the change
        made (None: nothing) and the events stored.

        Raises:
            Contention: every try lost its race. Whatever ``change``, ``lost`` or ``reload``
            raise (nothing is stored).
        """
        for attempt in range(self.cas_retries + 1 if tries is None else tries):
            if attempt:
                game = reload(game.id)
            if hold is None:
                made = change(game)
                if made is None:
                    return game, None, []
                new, stored = self._next(game, made)
            else:
                with hold():
                    made = change(game)
                    if made is None:
                        return game, None, []
                    new, stored = self._next(game, made)
            record = made.idempotency(new, stored) if made.idempotency is not None else None
            data = self._encode(new)
            try:
                written = self.store.commit(game.id, game.version, data, stored, record,
                                            self.lifetime(new))
            except NotReplicated as unsafe:
                self.hold(unsafe, self._sets_off(game, new, made))
                raise
            if written:
                if made.played and new.archive is None:  # the next move reads these bytes back
                    self.decoded.keep(new.id, new.version, data, (
                        new.record, new.updated_at, new.events, new.clocks, new.variant,
                        new.state))
                for event in self._sets_off(game, new, made):
                    self.bus.publish(event)
                return new, made, stored
            if lost is not None:
                lost(game)
        raise Contention(game.id)

    @staticmethod
    def _sets_off(game: Game, new: Game, made: Next) -> tuple[Committed | Ended, ...]:
        """What the change ``made`` of ``game`` into ``new`` publishes once stored."""
        # Ended once: a director's decision on an ended game does not end it again.
        if (made.played and director.ended(new.variant, new.state, new.record)
                and not director.ended(game.variant, game.state, game.record)):
            return Committed(game, new), Ended(new)
        return (Committed(game, new),)

    def hold(self, unsafe: NotReplicated, events: tuple[Committed | Ended, ...]) -> None:
        """The hook of a change stored but not yet replicated (docs/reliability.md): what it
        sets off is handed to the bus as :class:`Held`, whose handler publishes it once the
        replicas have the change; with no such handler, the replicas are not awaited and it
        is published only if they already have it."""
        if self.bus.handlers.get(Held):
            self.bus.publish(Held(unsafe.confirm, events))
        elif unsafe.confirm(0):
            for event in events:
                self.bus.publish(event)

    def _next(self, game: Game, made: Next) -> tuple[Game, list[bytes]]:
        """The game ``made`` makes of ``game`` at the next version, and its events stamped."""
        record = game.record if made.record is None else made.record
        if not made.played:
            return Game(game.id, game.version + 1, record, game.variant, game.state,
                        game.seen_at, game.archive, game.updated_at, game.events,
                        game.clocks), []
        now = self.clock() if made.at is None else made.at
        if made.stamped is not None:
            made.stamped()
        new = Game(game.id, game.version + 1, record, game.variant, made.state, now, None,
                   iso(now), game.events, game.clocks if made.clocks is None else made.clocks)
        self._tick(new, made.move, now)
        return new, self._stamp(new, made.events, now, version=new.version)

    def _settle(self, game: Game) -> Game:
        """``game`` after its clocks are settled (:meth:`_settle_clocks`) and, if a computer
        player has been awaited longer than :attr:`bot_stall` (its job lost, or its payer's
        budget spent: R284, R256), after the bots awaited have moved, like a clock's forfeit.

        Raises:
            GameNotFound, Contention, StoreUnavailable.
        """
        game = self._settle_clocks(game)
        if self.awaited_bot(game) is None or not self._stalled(game):
            return game
        if self.bot_stall is None:
            game, _ = self._play_bots(game)  # no jobs: the reads play the bots, as they come
            return game
        # One move: its commit queues the next bot's job, as any commit does (R284).
        game, _, _ = self.commit(game, self._bot_move(BotChain(self.bot_budget)), self._reread,
                                 hold=collector_paused)
        return game

    def _stalled(self, game: Game) -> bool:
        """Whether the bot awaited in ``game`` has waited :attr:`bot_stall` seconds since the
        game's last change of play (R284)."""
        return (self.bot_stall is None
                or self.clock() - epoch(game.updated_at) >= self.bot_stall)

    def awaited_bot(self, game: Game) -> tuple[int, str] | None:
        """The bot seat whose move ``game`` awaits and its level, or None: the one question
        asked before any bot thinks (a job queued, a job played, a read settling)."""
        if game.archive is not None or director.halted(game.record):  # R206: paused
            return None
        return awaited_bot(game.variant, game.state, game.record.bots)

    def _settle_clocks(self, game: Game) -> Game:
        """``game`` after the forfeit of any seat awaited whose clock has run out (issue 14,
        R99). No background job: every read and every move settles the game first. The forfeit
        is committed like a move (compare-and-set), so of several requests that find the same
        clock run out, one applies it and the others see it applied.

        Raises:
            GameNotFound, Contention, StoreUnavailable.
        """
        if game.clocks is None:
            return game
        made: Next | None = Next(None)
        while made is not None:  # each forfeit may leave another seat's clock run out
            game, made, _ = self.commit(game, self._forfeit, self._reread)
        return game

    def _forfeit(self, game: Game) -> Next | None:
        """The forfeit of the seat awaited whose clock has run out, if any (a kind of change)."""
        if game.archive is not None or game.clocks is None:
            return None
        now = self.clock()
        seat = clocks.forfeit_due(game.variant, game.state, game.clocks,
                                  director.halted(game.record), now)
        if seat is None:
            return None
        kind = clocks.kind(game.clocks)
        state, events = clocks.expiry(game.variant, game.state, seat, kind)
        return Next(state, events, None, at=now)

    def _tick(self, game: Game, move: Any, now: float) -> None:
        """Run ``game``'s clocks to ``now``, after a change made by ``move`` (None for a
        clock's forfeit; a resignation earns no increment)."""
        if game.clocks is not None:
            mover = None if isinstance(move, Resign) else getattr(move, "seat", None)
            # R206: the director's pause (or end) stops every clock; a resume starts them.
            game.clocks = clocks.run(game.clocks, game.variant, game.state,
                                     director.halted(game.record), mover, now)

    def _replay_creation(self, scope: str, idempotency: Idempotency) -> CreateResult | None:
        """The first reply to this creation if its key holds one, else None with the key
        claimed for this request.

        Raises:
            IdempotencyInProgress, IdempotencyMismatch.
        """
        for _ in range(2):
            held, _ = self.store.claim(None, scope, idempotency.pending, self.pending_ttl_ms)
            if held is None:
                return None
            body = idempotency.unseal(idempotency.replay(held))
            game_id = orjson.loads(body)["id"]
            if self.store.load_many([game_id]) != [None]:
                return CreateResult(game_id, 1, body, replayed=True)
            # R125: the game is gone (deleted): nothing of it stays (R90), the reply to its
            # creation neither, and the request creates a game as a first one would.
            self.store.release(None, scope, held)
        raise IdempotencyInProgress(idempotency.key)  # another retry took the key meanwhile

    def _release(self, game_id: str | None, scope: str, idempotency: Idempotency) -> None:
        try:
            self.store.release(game_id, scope, idempotency.pending)
        except StoreUnavailable:
            pass  # the pending marker expires by itself after pending_ttl_ms

    def _move(
        self,
        game_id: str,
        token: str,
        build: Callable[[Game, Caller], Move | Undo],
        if_match: int | None,
        snapshot: Snapshot | None,
        claim: tuple[str, Idempotency] | None,
    ) -> MoveResult:
        request = claim[0][:16] if claim else None
        caller = SPECTATOR
        move: Move | Undo | None = None
        body = b""

        def reply(new: Game, stored: list[bytes]) -> IdempotencyRecord | None:
            nonlocal body
            body = _move_reply(new, caller, stored)
            if claim is None:
                return None
            return IdempotencyRecord(claim[0], claim[1].done(body), self.idempotency_ttl)

        def person_move(game: Game) -> Next:
            nonlocal caller, move
            caller = game.caller(token)
            if caller.anonymous:
                raise Forbidden("the director's token decides, it does not move (R200)")
            if caller.seat is None and not game.tabletop:
                raise Forbidden(
                    "the table token of a server-dealt game sees what a spectator sees and "
                    "cannot move for a seat"
                )
            if if_match is not None and if_match != game.version:
                raise StaleVersion(game.version)
            director.check_play(game.record)  # R206, R203/R204
            move = build(game, caller)
            if isinstance(move, Undo):
                state, logged = self._undo(game, caller, request)
            else:
                state, events = game.variant.apply(game.state, move)
                logged = [move_event(move, request), *events]
            if awaited_bot(game.variant, state, game.record.bots) is not None:
                # R255: the bots this move hands the turn to are its CPU; R287: reserved
                meter.admit(work(game.variant, state, game.record.bots,
                                 game.events + len(logged)))
            return Next(state, logged, move, idempotency=reply)

        def lost(game: Game) -> None:
            if if_match is not None or move is UNDO:
                # R89: an undo takes back the last move the table saw, never a newer one.
                raise StaleVersion(game.version + 1)

        if snapshot is not None:
            first = self._settle(self._decode(game_id, snapshot.version, snapshot.data))
        else:
            first = self.load(game_id)
        new, _, stored = self.commit(first, person_move, self.load, lost=lost)
        after = new.events - len(stored)
        if self.bot_stall is not None:
            # Issue 35: the computer players this move hands the turn to move in the
            # background, each a job queued by the commit's handler (referee.bootstrap); the
            # reply is the move's own (with the bots' moves when it waits: with_bots).
            return MoveResult(new.version, body, after=after)
        # No jobs (a bare service): the bots move now, each move its own version; the reply
        # (and its idempotent replay) shows them all (issue 21).
        new, played = self._play_bots(new)
        if played:
            body = _move_reply(new, caller, [*stored, *played])
            if claim is not None:
                self.store.remember(game_id, claim[0], claim[1].done(body), self.idempotency_ttl)
        return MoveResult(new.version, body, after=after)

    def with_bots(self, game_id: str, token: str, result: MoveResult, seconds: float,
                  wait: Callable[[float], Any]) -> MoveResult:
        """``result`` (a move's reply) as it would be with the computer players' moves that
        follow it within ``seconds`` (``Prefer: wait``, R285): the game's version then, every
        event since the move as the caller may see it, and the caller's view. ``wait(s)``
        returns when the game's log may have grown or ``s`` seconds passed. A replayed reply is
        the first one (nothing is waited for).

        Raises:
            GameNotFound, StoreUnavailable.
        """
        if result.replayed:
            return result
        game = self._await_bots(game_id, result.version, seconds, wait)
        if game.version == result.version:
            return result
        caller = game.caller(token)
        body = orjson.dumps({"version": game.version,
                             "events": self.events(game, caller, result.after),
                             "view": game.view(caller)})
        return MoveResult(game.version, body, after=result.after)

    def created_with_bots(self, result: CreateResult, seconds: float,
                          wait: Callable[[float], Any]) -> CreateResult:
        """A creation's reply as it would be with the computer players' moves made within
        ``seconds`` (``Prefer: wait``, R285): the version and spectator's view then.

        Raises:
            GameNotFound, StoreUnavailable.
        """
        if result.replayed:
            return result
        game = self._await_bots(result.id, result.version, seconds, wait)
        if game.version == result.version:
            return result
        created = orjson.loads(result.body)
        created.update(version=game.version, view=game.view(SPECTATOR))
        return CreateResult(result.id, game.version, orjson.dumps(created))

    def _await_bots(self, game_id: str, version: int, seconds: float,
                    wait: Callable[[float], Any]) -> Game:
        """The game once no computer player is awaited, or as it is after ``seconds``."""
        deadline = time.monotonic() + seconds
        while True:
            game = self._reread(game_id)
            left = deadline - time.monotonic()
            # R256: bots whose payer (this request's) has spent its budget wait for later.
            if self.awaited_bot(game) is None or left <= 0 or not meter.left():
                return game
            wait(left)

    def play_bot(self, game_id: str, version: int) -> str:
        """A bot job (issue 35): the move of the computer player ``game_id`` awaits, if the
        game is still at ``version`` (R281: a job taken twice, or overtaken by another change,
        plays nothing; the compare-and-set decides a race). Returns :data:`MOVED`,
        :data:`GONE` (nothing to play: the game moved on, ended or is gone) or :data:`SPENT`
        (the payer's CPU budget is spent: the job is to be tried again later, R256).

        Raises:
            StoreUnavailable.
        """
        try:
            game = self._reread(game_id)
        except GameNotFound:
            return GONE  # deleted, or expired, since
        if game.version != version or self.awaited_bot(game) is None:
            return GONE
        if not meter.allows():
            return SPENT
        try:
            _, made, _ = self.commit(game, self._bot_move(BotChain(self.bot_budget)),
                                     self._reread, tries=1, hold=collector_paused)
        except (Contention, GameNotFound):
            return GONE  # another change came first: its commit queued the next job
        return MOVED if made is not None else SPENT

    def _play_bots(self, game: Game) -> tuple[Game, list[bytes]]:
        """``game`` after every computer player awaited has moved, in turn, each move
        committed as its own version like a player's; returns the game and the events stored
        (a read settling a stalled game, R284; the bots' jobs play one move each,
        :meth:`play_bot`). A bot decides from its seat's view and events, read as that seat
        reads them (:func:`referee.core.bots.decide`).

        Raises:
            GameNotFound, StoreUnavailable.
        """
        if self.awaited_bot(game) is None:
            return game, []
        played: list[bytes] = []
        chain = BotChain(self.bot_budget)  # n bot moves in a row: n budgets
        bot_move = self._bot_move(chain)
        for _ in range(MAX_BOT_MOVES):
            # No garbage collection from the search to the stamp, where the bot's clock no
            # longer looks: what falls due runs in the commit, inside the next bot's budget
            # (or, after the last, in the reply), never unseen inside this move.
            game, made, stored = self.commit(game, bot_move, self._reread, tries=MAX_BOT_MOVES,
                                             hold=collector_paused)
            if made is None:
                break
            played += stored
            if chain.clock() - chain.began > MAX_BOT_SECONDS:
                break  # the next request about the game plays on (_settle)
        return game, played

    def _bot_move(self, chain: BotChain) -> Change:
        """The move of the computer player awaited, as the next move of ``chain`` (a kind of
        change; None when no bot is awaited, or its payer's budget is spent: R256)."""

        def bot_move(game: Game) -> Next | None:
            awaited = self.awaited_bot(game)
            if awaited is None:
                return None
            seat, level = awaited
            if not meter.allows():
                return None  # R256: the payer's CPU budget is spent; a later request plays on
            assert game.record.bots is not None  # (a bot is awaited)
            with meter.metered():
                move = decide(game.variant, self.seen(game, seat), level,
                              game.record.bots["seed"], game.events, chain)
            state, events = game.variant.apply(game.state, move)
            return Next(state, [move_event(move, bot=level), *events], move,
                        stamped=chain.stamped)

        return bot_move

    def _undo(self, game: Game, caller: Caller, request: str | None) -> tuple[Any, list[Event]]:
        """The game with its last move taken back, and the events to log (R83).

        Raises:
            IllegalMove: R84 outside a scorekeeper game; as :func:`referee.core.tabletop.undo`.
            Forbidden: a seat token (only the table corrects, R82).
        """
        check_correctable(game.tabletop)
        if not caller.table:
            raise Forbidden("only the table token corrects a scorekeeper game (undo)")
        stored = self.log_as_loaded(game)
        created = redact_event(stored[0], None)
        return undo(game.variant, game.state, created, stored, request)


def _move_reply(game: Game, caller: Caller, stored: Sequence[bytes]) -> bytes:
    """A move's reply body: the new version, ``stored`` events as the caller may see them,
    and the caller's new view."""
    viewer = game.viewer(caller)
    return orjson.dumps({
        "version": game.version,
        "events": [redact_event(orjson.loads(e), viewer) for e in stored],
        "view": game.view(caller),
    })


def created_reply(game: Game, tokens: Mapping[str, Any]) -> dict[str, Any]:
    """The reply to a creation (``POST /v1/games``, a rematch): the game's id and version,
    its secrets, and the spectator's view."""
    return {"id": game.id, "version": game.version, **token_fields(tokens),
            "view": game.view(SPECTATOR)}


def token_fields(tokens: Mapping[str, Any]) -> dict[str, Any]:
    """A creation reply's secrets: ``tokens`` (``seats`` or ``invitations``, and ``table``), and
    the same tokens by API.md's names, ``table_token`` and ``seat_tokens``."""
    out: dict[str, Any] = {"tokens": dict(tokens), "table_token": tokens["table"]}
    if "seats" in tokens:
        out["seat_tokens"] = list(tokens["seats"])
    if "director" in tokens:
        out["director_token"] = tokens["director"]
    return out


#: The service's fields of a game that its view shows when set (referee.core.lifecycle).
LIFECYCLE_FIELDS = ("tag", "round", "rematch_of", "rematch")


def creation_event(
    variant: str,
    players: Sequence[str],
    deal_source: str,
    rules_version: int,
    options: Mapping[str, Any],
    preset: str | None,
    start: Mapping[str, Any] | None,
    deals: Sequence[Mapping[str, Any]],
) -> Event:
    """A game's first logged event: what a replay of the game needs (records, verification)."""
    return Event(
        "game_created",
        {
            "variant": variant,
            "players": list(players),
            "deal_source": deal_source,
            "rules_version": rules_version,
            "options": dict(options),
            "preset": preset,
            "start": dict(start) if start else None,
        },
        # Explicit deals hold every hand: for no seat, only a finished game's record.
        (Secret((), {"deals": list(deals)}),) if deals else (),
    )


def move_event(move: Move, request: str | None = None, bot: str | None = None) -> Event:
    """The event logged for each accepted move, before the events it caused. ``request`` is
    a short hash of the move's Idempotency-Key, so an audit can tell that each acknowledged
    request was applied exactly once (it says nothing about the key itself); ``bot`` the
    level of the computer player that made it (issue 21)."""
    data: dict[str, Any] = {"seat": move.seat, "move_type": move.TYPE}
    if request:
        data["request"] = request
    if bot:
        data["bot"] = bot
    # The move itself may hold what others may not see (a covered stake): G3.
    return Event("move", data, (Secret((move.seat,), {"move": move.to_dict()}),))


def _new_id() -> str:
    return secrets.token_urlsafe(12)
