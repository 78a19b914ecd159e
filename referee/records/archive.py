"""Finished games kept compact: what defines a game, compressed, and replayed on use.

Once a game has ended nothing in it changes but the service's record of it (``meta``: a rematch
link, a reissued token). Its snapshot and event log, some 400 to 700 bytes a move, are then
replaced in the store by its *archive*: the service's record, the seed, the creation's options
and deals, and each move with its seat, time and version, zlib-compressed. The engines are
deterministic, so the replay of the moves from the seed (the same replay as ``POST
/v1/records/verify``, :func:`referee.records.records.play`) gives back the final state and the very
events that were logged, byte for byte; every reply on the game is built from them as before.

* A game is archived only if its archive replays to exactly its stored log and final state
  (checked when it is made); else it stays whole.
* On reading, the replayed log is checked against the log digest the signed result carries
  (``log_sha256``): an archive that no longer replays to it (an engine changed its rules without
  a new rule-book version) is refused as a store failure (503), never served as another game.
* The replays of the most recently read finished games are kept in each process
  (:data:`CACHE_GAMES`), so a finished game that many read (a round's results) is replayed once.

zlib, not zstd: zlib is in Python's standard library, and on these documents (a few kilobytes
of JSON, mostly repeated keys and card names) its level 9 is smaller than zstd's default level
and 6 % larger than zstd's level 19 (docs/performance.md); zstd would be a compiled dependency.
"""

from __future__ import annotations

import logging
import threading
import zlib
from collections import OrderedDict
from typing import Any

import orjson

from referee.core.games import Ended, Game
from referee.core.stamps import at as _at
from referee.core.stamps import ms as _ms
from referee.records.records import Discrepancy, Log, log_digest, move_entries, play
from referee.storage.store import Store, StoreUnavailable
from variants import find_variant
from variants.base import ALL, redact_event
from variants.rng import seed_commitment

log = logging.getLogger("referee")

#: How an archive's stored bytes begin (a snapshot is JSON: ``{``).
MARK = b"\x00ra1"
#: The finished games whose replays each process keeps, most recently read first.
CACHE_GAMES = 32
#: The fields of a move entry the archive keeps in columns (the rest goes as it is).
_COLUMNS = ("seq", "version", "at", "seat", "move")


class ArchiveBroken(StoreUnavailable):
    """A stored archive no longer replays to the log its signed result vouches for."""


class _Replays:
    """The bounded cache of replays: (game id, log digest) -> (final state, stored log)."""

    def __init__(self, size: int) -> None:
        self.size = size
        self._held: OrderedDict[tuple[str, str], tuple[Any, list[bytes]]] = OrderedDict()
        self._lock = threading.Lock()

    def get(self, key: tuple[str, str]) -> tuple[Any, list[bytes]] | None:
        with self._lock:
            found = self._held.get(key)
            if found is not None:
                self._held.move_to_end(key)
            return found

    def put(self, key: tuple[str, str], value: tuple[Any, list[bytes]]) -> None:
        with self._lock:
            self._held[key] = value
            self._held.move_to_end(key)
            while len(self._held) > self.size:
                self._held.popitem(last=False)


REPLAYS = _Replays(CACHE_GAMES)


class Archive:
    """One archived game: its service record (``meta``) at once, its final state and stored
    log by replay when first asked for (:meth:`state`, :meth:`log`)."""

    def __init__(self, game_id: str, doc: dict[str, Any]) -> None:
        self.game_id = game_id
        self._doc = doc
        meta = dict(doc["meta"])
        if doc.get("c"):  # G2: the commitment is the seed's digest, kept as a flag
            meta["commitment"] = seed_commitment(doc["seed"])
        self.meta = meta

    @property
    def digest(self) -> str:
        """The SHA-256 of the stored log, as the signed result carries it (``log_sha256``)."""
        return self._doc["h"]

    def state(self) -> Any:
        return self._replayed()[0]

    def log(self) -> list[bytes]:
        """The stored log: every event as the service logged it, as stored (bytes)."""
        return self._replayed()[1]

    def encode(self, meta: dict[str, Any]) -> bytes:
        """The archive again, with the service's record ``meta`` (a revision of the game)."""
        return _compress({**self._doc, **_strip(meta, self._doc["seed"])})

    def _replayed(self) -> tuple[Any, list[bytes]]:
        key = (self.game_id, self.digest)
        found = REPLAYS.get(key)
        if found is None:
            try:
                found = replay(self._doc, self.meta)
            except (Discrepancy, KeyError, TypeError, ValueError) as exc:
                raise ArchiveBroken(f"the archive of game {self.game_id} does not replay: "
                                    f"{exc}") from exc
            if log_digest([orjson.loads(raw) for raw in found[1]]) != self.digest:
                raise ArchiveBroken(f"the archive of game {self.game_id} replays to another "
                                    "log than its signed result's")
            REPLAYS.put(key, found)
        return found


def _strip(meta: dict[str, Any], seed: str) -> dict[str, Any]:
    """``meta`` as archived: the seed commitment (its digest) as a flag."""
    kept = dict(meta)
    committed = kept.get("commitment") is not None and kept["commitment"] == seed_commitment(seed)
    if committed:
        del kept["commitment"]
    return {"meta": kept, "c": 1 if committed else 0}


def _compress(doc: dict[str, Any]) -> bytes:
    return MARK + zlib.compress(orjson.dumps(doc), 9)


def holds(data: bytes) -> bool:
    """Whether stored game ``data`` is an archive (else a snapshot)."""
    return data.startswith(MARK)


def open_archive(game_id: str, data: bytes) -> Archive:
    """The archive stored as ``data``.

    Raises:
        ArchiveBroken: when it cannot be read.
    """
    try:
        return Archive(game_id, orjson.loads(zlib.decompress(data[len(MARK):])))
    except (zlib.error, orjson.JSONDecodeError, KeyError, TypeError) as exc:
        raise ArchiveBroken(f"the archive of game {game_id} cannot be read: {exc}") from exc


def pack(game: Game, stored: list[bytes]) -> bytes | None:
    """The archive of finished ``game`` whose whole log is ``stored``; None when the archive
    would not give back exactly that log and the game's state (then the game stays whole)."""
    flat = [redact_event(orjson.loads(raw), ALL) for raw in stored]
    if not flat or flat[0]["type"] != "game_created":
        return None
    created = flat[0]
    seed = game.variant.seed(game.state)
    try:
        t0 = _ms(created["at"])
        entries = move_entries(flat)
        times = [_ms(entry["at"]) for entry in entries]
    except (KeyError, ValueError):
        return None
    versions = [entry["version"] for entry in entries]
    rest: dict[str, dict[str, Any]] = {}
    for i, entry in enumerate(entries):
        other = {k: v for k, v in entry.items() if k not in _COLUMNS}
        if "move" in entry and other.get("move_type") == entry["move"].get("type"):
            del other["move_type"]
        if other:
            rest[str(i)] = other
    doc: dict[str, Any] = {
        "seed": seed,
        "created": {k: created.get(k) for k in ("players", "deal_source", "options", "preset",
                                                "start", "deals")},
        "t0": t0,
        "v": [b - a - 1 for a, b in zip([1, *versions], versions, strict=False)],
        "t": [b - a for a, b in zip([t0, *times], times, strict=False)],
        "s": [entry["seat"] for entry in entries],
        **_moves([entry.get("move") for entry in entries]),
        "x": rest,
        "h": log_digest([orjson.loads(raw) for raw in stored]),
        **_strip(game.meta, seed),
    }
    archive = Archive(game.id, doc)
    try:
        state, log = replay(doc, archive.meta)
    except (Discrepancy, KeyError, TypeError, ValueError):
        return None
    if log != list(stored) or game.variant.dump(state) != game.variant.dump(game.state):
        return None
    REPLAYS.put((game.id, doc["h"]), (game.state, list(stored)))
    return _compress(doc)


def _moves(moves: list[dict[str, Any] | None]) -> dict[str, Any]:
    """The move objects as archived, in columns (the same fields of the same type side by
    side compress best): ``mk`` each type with its fields (those of its first move), ``mt``
    each move's type (its index in ``mk``; -1 none, for a clock's forfeit; -2 a move with other
    fields than its type's first, kept whole in ``mo``), ``mc`` each type's columns of values."""
    kinds: list[list[Any]] = []
    index: dict[str, int] = {}
    columns: list[list[list[Any]]] = []
    order: list[int] = []
    odd: dict[str, dict[str, Any]] = {}
    for i, move in enumerate(moves):
        if move is None:
            order.append(-1)
            continue
        if move["type"] not in index:
            index[move["type"]] = len(kinds)
            kinds.append([move["type"], [k for k in move if k != "type"]])
            columns.append([[] for _ in kinds[-1][1]])
        kind = index[move["type"]]
        names = kinds[kind][1]
        if set(move) != {"type", *names}:
            order.append(-2)
            odd[str(i)] = move
            continue
        order.append(kind)
        for column, name in zip(columns[kind], names, strict=True):
            column.append(move[name])
    return {"mk": kinds, "mt": order, "mc": columns, "mo": odd}


def _unmoves(doc: dict[str, Any]) -> list[dict[str, Any] | None]:
    """The move objects of an archive (:func:`_moves` undone)."""
    taken = [0] * len(doc["mk"])
    out: list[dict[str, Any] | None] = []
    for i, kind in enumerate(doc["mt"]):
        if kind < 0:
            out.append(doc["mo"][str(i)] if kind == -2 else None)
            continue
        name, fields = doc["mk"][kind]
        at = taken[kind]
        taken[kind] += 1
        out.append({"type": name, **{f: column[at]
                                     for f, column in zip(fields, doc["mc"][kind], strict=True)}})
    return out


def replay(doc: dict[str, Any], meta: dict[str, Any]) -> tuple[Any, list[bytes]]:
    """The final state and stored log an archive gives back.

    Raises:
        Discrepancy: a move the rules refuse. KeyError, TypeError, ValueError: a malformed one.
    """
    variant = find_variant(meta["variant"])
    created = doc["created"]
    entries = []
    version, ms = 1, doc["t0"]
    versions = []
    moves = _unmoves(doc)
    for i, (gap, delta, seat, move) in enumerate(zip(doc["v"], doc["t"], doc["s"], moves,
                                                         strict=True)):
        version += gap + 1
        ms += delta
        entry: dict[str, Any] = {"seat": seat, "at": _at(ms), **doc["x"].get(str(i), {})}
        if move is not None:
            entry["move"] = move
            entry.setdefault("move_type", move["type"])
        entries.append(entry)
        versions.append(version)
    deal = {"seed": doc["seed"], "deals": created["deals"] or [], "start": created["start"],
            "source": created["deal_source"]}
    log = Log()
    state = play(variant, created["players"], deal, created["options"] or {},
                 created["preset"], _at(doc["t0"]), entries, log, versions)
    return state, [orjson.dumps(event) for event in log.produced]


class Archiver:
    """What :class:`~referee.core.games.GameService` calls to open archived games."""

    holds = staticmethod(holds)
    open = staticmethod(open_archive)


class Archiving:
    """Keeps each game that has just ended as its archive (a handler of
    :class:`~referee.core.games.Ended`), if it replays to exactly what is stored; else, or when the
    store fails, it stays whole."""

    def __init__(self, store: Store) -> None:
        self.store = store

    def ended(self, event: Ended) -> None:
        game = event.game
        if game.record.director is not None:
            return  # R211: the director may still decide on it; it stays whole
        try:
            data = pack(game, self.store.events(game.id))
            if data is not None:
                self.store.archive(game.id, game.version, data)
            else:
                log.warning("game %s does not replay to its log: it is kept whole", game.id)
        except Exception:  # the move is committed: its reply stands, the game stays whole
            log.exception("game %s could not be archived: it is kept whole", game.id)
