"""The referee's core: games created, loaded, moved and shown, over a :class:`~referee.storage.store.Store`.

:class:`GameService` is the one interface the rest of the service calls; behind it each job is a
part of its own (docs/architecture.md, "The core's parts"): the snapshot repository
(:mod:`referee.core.snapshots`), the unit of work (:mod:`referee.core.unit_of_work`), the
idempotent-command wrapper (:mod:`referee.core.commands`), the commands (:mod:`referee.core.moves`,
:mod:`referee.core.creating`, :mod:`referee.core.directing`), the reads
(:mod:`referee.core.queries`), the bot runner (:mod:`referee.core.bot_runner`) and the clocks'
forfeits (:mod:`referee.core.forfeits`). It holds no rule of any game (those live in
``variants/``) and knows nothing of HTTP or of the wire format (``referee/http`` reads bodies).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from referee.core.auth import Caller
from referee.core.bot_runner import GONE, MOVED, SPENT, BotRunner
from referee.core.commands import Attempt, Idempotent
from referee.core.creating import Creating, created_reply, creation_event, token_fields
from referee.core.forfeits import ClockForfeits
from referee.core.game import (
    LIFECYCLE_FIELDS,
    ArchivedGame,
    Archiver,
    BadMove,
    Change,
    Committed,
    Contention,
    CreateResult,
    Ended,
    Forbidden,
    Game,
    GameNotFound,
    Held,
    Loaded,
    MoveResult,
    NewGame,
    Next,
    NotYetSafe,
    Planned,
    StaleVersion,
    Unauthorized,
)
from referee.core.game_record import RULES_VERSION, GameRecord
from referee.core.idempotency import Idempotency
from referee.core.messagebus import MessageBus
from referee.core.moves import Moving, move_event
from referee.core.queries import Queries
from referee.core.snapshots import DECODED_GAMES, Decoded, Snapshots
from referee.core.tuning import Tuning, for_ever, now
from referee.core.unit_of_work import UnitOfWork
from referee.storage.rates import Charge
from referee.storage.store import Store
from variants.base import Move
from variants.search import Budget, Seen

__all__ = [
    "DECODED_GAMES", "GONE", "LIFECYCLE_FIELDS", "MOVED", "RULES_VERSION", "SPENT",
    "ArchivedGame", "Archiver", "BadMove", "Change", "Committed", "Contention", "CreateResult",
    "Decoded", "Ended", "Forbidden", "Game", "GameNotFound", "GameService", "Held", "Loaded",
    "MoveResult", "NewGame", "Next", "NotYetSafe", "Planned", "StaleVersion", "Unauthorized", "created_reply",
    "creation_event", "move_event", "now", "token_fields",
]


class _Tuned:
    """A :class:`GameService` attribute kept in its :class:`~referee.core.tuning.Tuning`, which
    every part reads: setting it on the service sets it for all."""

    def __set_name__(self, owner: type, name: str) -> None:
        self.name = name

    def __get__(self, service: GameService | None, owner: type | None = None) -> Any:
        return self if service is None else getattr(service.tuning, self.name)

    def __set__(self, service: GameService, value: Any) -> None:
        setattr(service.tuning, self.name, value)


class GameService:
    """Create, read and move games in ``store``: the parts, built once, behind one interface."""

    clock = _Tuned()
    cas_retries = _Tuned()
    idempotency_ttl = _Tuned()
    pending_ttl_ms = _Tuned()
    bot_budget = _Tuned()
    bot_stall = _Tuned()
    lifetime = _Tuned()
    check_webhook = _Tuned()
    correction_minutes = _Tuned()

    def __init__(
        self,
        store: Store,
        *,
        cas_retries: int = 8,
        idempotency_ttl: int = 86_400,
        pending_ttl_ms: int = 60_000,
        clock: Callable[[], float] = now,
        bot_budget: Budget | None = None,
        bus: MessageBus | None = None,
        lifetime: Callable[[Game], float | None] | None = None,
        archiver: Archiver | None = None,
        check_webhook: Callable[[str], None] | None = None,
        correction_minutes: int = 30,
        bot_stall: float | None = None,
    ) -> None:
        self.store = store
        self.tuning = tuning = Tuning(
            clock, cas_retries, idempotency_ttl, pending_ttl_ms,
            bot_budget if bot_budget is not None else Budget(), bot_stall, lifetime or for_ever,
            check_webhook, correction_minutes)
        #: Where each committed change's events go (:class:`Committed`, :class:`Ended`, and
        #: :class:`Loaded`): the handlers :func:`referee.bootstrap.bootstrap` registers.
        self.bus = bus = bus if bus is not None else MessageBus()
        self.snapshots = Snapshots(store, bus, tuning, archiver)
        self.decoded = self.snapshots.decoded
        self.uow = UnitOfWork(store, self.snapshots, bus, tuning)
        #: The one way a game changes: :meth:`referee.core.unit_of_work.UnitOfWork.commit`.
        self.commit = self.uow.commit
        self.idempotent = Idempotent(store, tuning)
        self.queries = Queries(self.snapshots, tuning)
        self.bots = BotRunner(self.uow, self.queries, tuning)
        self.forfeits = ClockForfeits(self.uow, tuning)
        self.creating = Creating(store, self.uow, bus, self.idempotent, self.bots, tuning)
        # A batch's games (referee.core.batches): planned, stored, then set off, all or none.
        #: :meth:`referee.core.creating.Creating.plan`.
        self.plan = self.creating.plan
        #: :meth:`referee.core.creating.Creating.unplan`.
        self.unplan = self.creating.unplan
        #: :meth:`referee.core.creating.Creating.store_planned`.
        self.store_planned = self.creating.store_planned
        #: :meth:`referee.core.creating.Creating.created`.
        self.created = self.creating.created
        #: A change stored, not yet replicated: :meth:`referee.core.unit_of_work.UnitOfWork.hold`.
        self.hold = self.uow.hold
        self.moving = Moving(self.uow, self.snapshots, self.idempotent, self.bots.handed,
                             self.settled, tuning)
        # The hot calls bound to their parts (one call fewer each: a move's instructions count,
        # docs/performance.md).
        #: A person's move: :meth:`referee.core.moves.Moving.move`.
        self.move = self.moving.move
        #: The bot awaited: :meth:`referee.core.bot_runner.BotRunner.awaited`.
        self.awaited_bot = self.bots.awaited

    @property
    def archiver(self) -> Archiver | None:
        return self.snapshots.archiver

    # -- reading ------------------------------------------------------------------------------

    def load(self, game_id: str, charge: Charge | None = None) -> Game:
        """The game ``game_id``, :meth:`settled`; with ``charge``, the request's rate limit paid
        in the same step (referee.storage.rates).

        Raises:
            GameNotFound: when there is none. StoreUnavailable: when the store fails.
            RateLimited: the charge is refused (nothing was read). Contention: as
            :meth:`settled`.
        """
        return self.settled(self.snapshots.read(game_id, charge))

    def settled(self, game: Game) -> Game:
        """What a read settles, and the one place it does: ``game`` after the forfeit of each
        seat awaited whose clock has run out (:class:`~referee.core.forfeits.ClockForfeits`),
        then after the computer players awaited too long have moved (R284,
        :meth:`~referee.core.bot_runner.BotRunner.settle`). A write: each of those is
        committed as a change of its own (docs/architecture.md, "What a read settles").

        Raises:
            GameNotFound, Contention, StoreUnavailable.
        """
        if game.clocks is not None:
            game = self.forfeits.settle(game)
        return self.bots.settle(game)

    def first(self, game_id: str, attempt: Attempt) -> Game:
        """The game an idempotent command first finds: the snapshot its key's claim read
        (:class:`~referee.core.commands.Idempotent`), else read now; :meth:`settled`.

        Raises:
            GameNotFound, Contention, StoreUnavailable.
        """
        snapshot = attempt.snapshot
        if snapshot is None:
            return self.load(game_id)
        return self.settled(self.snapshots.decode(game_id, snapshot.version, snapshot.data))

    def log(self, game: Game, after: int = 0) -> list[bytes]:
        """As :meth:`referee.core.snapshots.Snapshots.log`."""
        return self.snapshots.log(game, after)

    def log_as_loaded(self, game: Game) -> list[dict[str, Any]]:
        """As :meth:`referee.core.snapshots.Snapshots.log_as_loaded`."""
        return self.snapshots.log_as_loaded(game)

    def events(self, game: Game, caller: Caller, after: int = 0) -> list[dict[str, Any]]:
        """As :meth:`referee.core.queries.Queries.events`."""
        return self.queries.events(game, caller, after)

    def shown_version(self, game: Game, caller: Caller) -> int:
        """As :meth:`referee.core.queries.Queries.shown_version`."""
        return self.queries.shown_version(game, caller)

    def seen(self, game: Game, seat: int) -> Seen:
        """As :meth:`referee.core.queries.Queries.seen`."""
        return self.queries.seen(game, seat)

    def hint(self, game: Game, caller: Caller) -> dict[str, Any]:
        """As :meth:`referee.core.queries.Queries.hint`."""
        return self.queries.hint(game, caller)

    def legal_moves(self, game: Game, caller: Caller) -> tuple[list[Move], int]:
        """As :meth:`referee.core.queries.Queries.legal_moves`."""
        return self.queries.legal_moves(game, caller)

    # -- creating -----------------------------------------------------------------------------

    def create(self, *args: Any, **kwargs: Any) -> tuple[Game, dict[str, Any]]:
        """As :meth:`referee.core.creating.Creating.create`."""
        return self.creating.create(*args, **kwargs)

    def prepare(self, *args: Any, **kwargs: Any) -> NewGame:
        """As :meth:`referee.core.creating.Creating.prepare`."""
        return self.creating.prepare(*args, **kwargs)

    def store_new(self, new: NewGame) -> tuple[Game, dict[str, Any]]:
        """As :meth:`referee.core.creating.Creating.store_new`."""
        return self.creating.store_new(new)

    def create_reply(self, args: Any, idempotency: Idempotency | None = None) -> CreateResult:
        """As :meth:`referee.core.creating.Creating.create_reply`."""
        return self.creating.create_reply(args, idempotency)

    # -- changing -----------------------------------------------------------------------------

    def revise(self, game_id: str, revision: Callable[[Game], GameRecord]) -> Game:
        """A change of the service's record of a game only (its seats' tokens, its links),
        never of its state: ``revision`` gives the new record of the game as loaded (raising to
        refuse: nothing is stored), stored as the next version with compare-and-set retries.
        Returns the game as stored.

        Raises:
            GameNotFound, Contention, StoreUnavailable; whatever ``revision`` raises.
        """

        def change(game: Game) -> Next:
            return Next(game.state, played=False, record=revision(game))

        new, _, _ = self.commit(self.load(game_id), change, self.load)
        return new

    # -- the computer players -----------------------------------------------------------------

    def play_bot(self, game_id: str, version: int) -> str:
        """As :meth:`referee.core.bot_runner.BotRunner.play_job` (a bot job, docs/bots.md)."""
        return self.bots.play_job(game_id, version)

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
        return self.bots.with_bots(game_id, token, result, seconds, wait)

    def created_with_bots(self, result: CreateResult, seconds: float,
                          wait: Callable[[float], Any]) -> CreateResult:
        """A creation's reply as it would be with the computer players' moves made within
        ``seconds`` (``Prefer: wait``, R285): the version and spectator's view then.

        Raises:
            GameNotFound, StoreUnavailable.
        """
        return self.bots.created_with_bots(result, seconds, wait)
