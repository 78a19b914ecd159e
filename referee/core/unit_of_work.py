"""The unit of work (Cosmic Python's ``unit_of_work``): the one way a game changes. A change is
made of the game as loaded (:data:`~referee.core.game.Change`), stamped, timed and stored as the
next version with the store's compare-and-set, then :class:`~referee.core.game.Committed` (and
:class:`~referee.core.game.Ended`) published; a lost race makes the change again on the newer
game. docs/architecture.md ("What runs on each commit")."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from contextlib import AbstractContextManager
from typing import Any

import orjson

from referee.core import clocks, director
from referee.core.game import Change, Committed, Contention, Ended, Game, Held, Next, game_of
from referee.core.messagebus import MessageBus
from referee.core.snapshots import Snapshots
from referee.core.stamps import iso
from referee.core.tuning import Tuning
from referee.storage.store import IdempotencyRecord, NotReplicated, Store
from variants.base import Event, Resign


class UnitOfWork:
    """Commits changes to the games of ``store`` (encoded by ``snapshots``), publishing on
    ``bus``."""

    def __init__(self, store: Store, snapshots: Snapshots, bus: MessageBus,
                 tuning: Tuning) -> None:
        self.store = store
        self.snapshots = snapshots
        self.bus = bus
        self.tuning = tuning

    def commit(
        self,
        game: Game,
        change: Change,
        reload: Callable[[str], Game],
        *,
        tries: int | None = None,
        lost: Callable[[Game, Next], None] | None = None,
        hold: Callable[[], AbstractContextManager[Any]] | None = None,
    ) -> tuple[Game, Next | None, list[bytes]]:
        """``change`` applied to ``game``, the result stamped and stored as the next version
        with the store's compare-and-set, then :class:`Committed` (and :class:`Ended` for a
        change of play that ended the game) published to the bus. The change's reply
        (:attr:`Next.reply`) is made of the game as stored and kept in :attr:`Next.body`, and
        its key's record (:attr:`Next.claim`) stored with it. A lost race calls ``lost`` with
        the game as it was and what the change made of it (which raises to give up), then ``reload`` for the game as it is now, and the change is
        made again, at most ``tries`` times in all (by default ``cas_retries + 1``). ``hold``
        (a context manager factory) is held over each making and stamping of the change, not
        its storing.

        Returns the game as stored (``game`` when the change made none), what the change
        made (None: nothing) and the events stored.

        Raises:
            Contention: every try lost its race. Whatever ``change``, ``lost`` or ``reload``
            raise (nothing is stored).
        """
        tuning = self.tuning
        for attempt in range(tuning.cas_retries + 1 if tries is None else tries):
            if attempt:
                game = reload(game.id)
            if hold is None:  # (no context manager entered: a move's instructions count)
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
            reply = made.reply
            made.body = reply(new, stored) if callable(reply) else reply
            claim = made.claim
            record = (None if claim is None else IdempotencyRecord(
                claim.scope, claim.idempotency.done(made.body), tuning.idempotency_ttl))
            data = self.snapshots.encode(new)
            try:
                written = self.store.commit(game.id, game.version, data, stored, record,
                                            tuning.lifetime(new))
            except NotReplicated as unsafe:
                self.hold(unsafe, sets_off(game, new, made))
                raise
            if written:
                if made.played and new.archive is None:
                    # The next move reads these bytes back: kept decoded (Snapshots.decode).
                    self.snapshots.decoded.keep(new.id, new.version, data, (
                        new.record, new.updated_at, new.events, new.clocks, new.variant,
                        new.state))
                for event in sets_off(game, new, made):
                    self.bus.publish(event)
                return new, made, stored
            if lost is not None:
                lost(game, made)
        raise Contention(game.id)

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
            return game_of(game.id, game.version + 1, record, game.variant, game.state,
                           seen_at=game.seen_at, updated_at=game.updated_at, events=game.events,
                           clocks=game.clocks, archive=game.archive), []
        now = self.tuning.clock() if made.at is None else made.at
        if made.stamped is not None:
            made.stamped()
        new = game_of(game.id, game.version + 1, record, game.variant, made.state, seen_at=now,
                      updated_at=iso(now), events=game.events,
                      clocks=game.clocks if made.clocks is None else made.clocks)
        tick(new, made.move, now)
        return new, stamp(new, made.events, now, version=new.version)


def sets_off(game: Game, new: Game, made: Next) -> tuple[Committed | Ended, ...]:
    """What the change ``made`` of ``game`` into ``new`` publishes once stored."""
    # Ended once: a director's decision on an ended game does not end it again.
    if (made.played and director.ended(new.variant, new.state, new.record)
            and not director.ended(game.variant, game.state, game.record)):
        return Committed(game, new), Ended(new)
    return (Committed(game, new),)


def stamp(game: Game, events: Sequence[Event], now: float, *, version: int) -> list[bytes]:
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


def tick(game: Game, move: Any, now: float) -> None:
    """Run ``game``'s clocks to ``now``, after a change made by ``move`` (None for a clock's
    forfeit; a resignation earns no increment)."""
    if game.clocks is not None:
        mover = None if isinstance(move, Resign) else getattr(move, "seat", None)
        # R206: the director's pause (or end) stops every clock; a resume starts them.
        game.clocks = clocks.run(game.clocks, game.variant, game.state,
                                 director.halted(game.record), mover, now)
