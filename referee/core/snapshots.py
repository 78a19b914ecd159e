"""The snapshot repository: a game's stored snapshot decoded into a :class:`~referee.core.game.Game`
(through the decoded-games cache, :class:`Decoded`), a game encoded for the store, and its log
read (an archived game's from its archive). The stored format is
:mod:`referee.core.game_record`'s; every snapshot a former build wrote reads on."""

from __future__ import annotations

import threading
from typing import Any

import orjson

from referee.core.game import Archiver, Game, GameNotFound, Loaded, game_of
from referee.core.game_record import GameRecord, loaded, snapshot_fields
from referee.core.messagebus import MessageBus
from referee.core.tuning import Tuning
from referee.storage.rates import Charge
from referee.storage.store import Store
from variants import find_variant
from variants.base import Variant

#: How many games' last decoded snapshots a service keeps (:class:`Decoded`).
DECODED_GAMES = 512


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


class Snapshots:
    """Games read from ``store`` and written for it; each game decoded is published as
    :class:`~referee.core.game.Loaded` on ``bus`` (a request's metrics), seen at the service's
    clock (``tuning``)."""

    def __init__(self, store: Store, bus: MessageBus, tuning: Tuning,
                 archiver: Archiver | None = None) -> None:
        self.store = store
        self.bus = bus
        self.tuning = tuning
        #: Opens archived games (referee.records.archive); None: no game is read as an archive.
        self.archiver = archiver
        self.decoded = Decoded()

    def read(self, game_id: str, charge: Charge | None = None) -> Game:
        """The game as stored now (not settled); with ``charge``, the request's rate limit paid
        in the same step.

        Raises:
            GameNotFound, StoreUnavailable, RateLimited (nothing was read).
        """
        snapshot = self.store.load(game_id, charge)
        if snapshot is None:
            raise GameNotFound(game_id)
        return self.decode(game_id, snapshot.version, snapshot.data)

    def decode(self, game_id: str, version: int, data: bytes) -> Game:
        """The game of the snapshot ``data`` at ``version``."""
        if self.archiver is not None and self.archiver.holds(data):
            archive = self.archiver.open(game_id, data)
            record, updated_at, events, timed = loaded(archive.meta)
            game = game_of(game_id, version, record, find_variant(record.variant), None,
                           seen_at=self.tuning.clock(), updated_at=updated_at, events=events,
                           clocks=timed, archive=archive)
        else:
            # Decoded.get, in place (a move's and a GET's instructions count).
            found = self.decoded._games.get(game_id)
            if found is not None and found[0] == version and found[1] == data:
                kept = found[2]
            else:
                snapshot = orjson.loads(data)
                record, updated_at, events, timed = loaded(snapshot)
                variant = find_variant(record.variant)
                kept = (record, updated_at, events, timed, variant,
                        variant.load(snapshot["state"]))
                self.decoded.keep(game_id, version, data, kept)
            record, updated_at, events, timed, variant, state = kept
            game = game_of(game_id, version, record, variant, state, seen_at=self.tuning.clock(),
                           updated_at=updated_at, events=events, clocks=timed)
        self.bus.publish(Loaded(game))
        return game

    def encode(self, game: Game) -> bytes:
        """The snapshot of ``game`` as the store keeps it."""
        if game.archive is not None:
            return game.archive.encode(game.meta)
        return orjson.dumps({**snapshot_fields(game.record, game.updated_at, game.events,
                                               game.clocks),
                             "state": game.variant.dump(game.state)})

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
