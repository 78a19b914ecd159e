"""An active game's event log as Redis keeps it: compressed, one element per event.

Each stored event stays one element of the game's list, so a move still appends its events in
its one commit and a reader (a stream resuming after ``Last-Event-ID``) still reads from a seq
on: nothing changes in the round trips. What changes is the element: instead of the event's
JSON (100 to 450 bytes, most of it keys, event types and card names that every event repeats),
the first event of a move holds all of the move's events,

    0x02, seq, version, time, count (four LEB128 integers: the time in ms since 1970),
    the events' JSON without their stamps, one per line, deflated with a preset dictionary

and each of its other events' elements is 0x03 and how many elements back that first one is
(one byte): a move costs one compression, not one per event (docs/performance.md), and a read
from within a move reads back to the move's first element in the same step
(``referee/storage/lua/events.lua``).
A move of one event, or events that would not unpack to exactly themselves, are stored each on
its own as before,

    0x01, seq, version, time (three LEB128 integers),
    the rest of the JSON, deflated with the dictionary

The dictionary (``eventlog-1.zdict``, 32 KB) is made of events of seeded games of every variant
(``scripts/build_event_dictionary.py``); zlib finds in it what one event alone cannot repeat.
It is fixed for good: 0x01 and 0x02 name it, and another dictionary would take other numbers.
An element that starts with none of these is the event's JSON as it is (games stored before, or
an event whose packing would not give it back exactly: :func:`pack` checks).
"""

from __future__ import annotations

import ctypes
import functools
import re
import zlib
from collections.abc import Sequence
from importlib import resources

from referee.core.stamps import at, ms

#: The first byte of an element packed with dictionary 1.
PACKED_1 = 1
DICTIONARY_1 = resources.files("referee.storage").joinpath("eventlog-1.zdict").read_bytes()

# The stamp the service puts first on every event (referee.core.games: seq, version, at).
#: The service's stamp at the head of a stored event (seq, version, time), matched without
#: decoding (scripts/build_event_dictionary.py cuts it off too).
STAMP = re.compile(rb'\{"seq":(\d+),"version":(\d+),"at":"([0-9T:.Z-]{24})",')
# Level 6: within 3 % of level 9's size, and a copy of the primed state costs a third. Memory
# level 4, not zlib's default 8: a copy is the window (64 KB), its chains (64 KB) and the hash
# table and symbol buffer, which level 8 makes 128 KB more and one event never fills (1,024
# symbols, 2,048 hash heads at level 4). Half the bytes copied per event, 1 % larger elements
# (docs/performance.md). The memory level is the compressor's own: the stream, and unpacking
# it, are the same.
_PRIMED = zlib.compressobj(6, zlib.DEFLATED, -15, 4, zlib.Z_DEFAULT_STRATEGY, DICTIONARY_1)

#: glibc's ``M_TRIM_THRESHOLD``: the free memory at the top of the main heap it keeps.
_M_TRIM_THRESHOLD = -1


def _keep_heap(threshold: int = 16 << 20) -> None:
    """Keep up to ``threshold`` bytes of freed memory at the top of glibc's heaps.

    A copy of the primed compressor is some 260 KB of zlib state, allocated and freed for every
    event. glibc hands the freed top of the main thread's heap back to the kernel once it
    exceeds 128 KB, so the next copy faults every page in again: 80 µs of a copy's 85 in a
    sync worker (a gthread worker's threads use heaps that keep it). Kept, the copy is a
    ``memcpy`` (docs/performance.md). Elsewhere than glibc, nothing is changed."""
    try:
        ctypes.CDLL(None).mallopt(_M_TRIM_THRESHOLD, threshold)
    except (AttributeError, OSError):
        pass


_keep_heap()


@functools.lru_cache(maxsize=64)  # the events of a move share their time
def _varint(n: int) -> bytes:
    out = bytearray()
    while True:
        byte, n = n & 0x7F, n >> 7
        out.append(byte | (0x80 if n else 0))
        if not n:
            return bytes(out)


def _read_varint(data: bytes, i: int) -> tuple[int, int]:
    n = shift = 0
    while True:
        byte = data[i]
        i += 1
        n |= (byte & 0x7F) << shift
        shift += 7
        if not byte & 0x80:
            return n, i


def pack(event: bytes) -> bytes:
    """The stored element of one event's JSON (the event itself when it would not unpack to
    exactly the same bytes)."""
    head = _head(event)
    if head is None:
        return event
    seq, version, stamp, end = head
    return _deflated(PACKED_1, (seq, version, stamp), b"{" + event[end:])


def _head(event: bytes) -> tuple[int, int, int, int] | None:
    """The seq, version and time (ms) of ``event``'s stamp and where its body begins, or None
    where the stamp is not one :func:`_stamp` writes back exactly. Deflate gives a body back
    exactly: an element unpacks to its event if its stamp does."""
    head = STAMP.match(event)
    if head is None:
        return None
    try:
        stamp = ms(head[3].decode())
    except ValueError:
        return None
    seq, version = int(head[1]), int(head[2])
    if _stamp(seq, version, stamp) != head[0]:
        return None
    return seq, version, stamp, head.end()


def _deflated(kind: int, numbers: tuple[int, ...], body: bytes) -> bytes:
    """An element: ``kind``, ``numbers`` (LEB128), ``body`` deflated with dictionary 1."""
    compressor = _PRIMED.copy()
    return b"".join((bytes((kind,)), *map(_varint, numbers), compressor.compress(body),
                     compressor.flush()))


def _stamp(seq: int, version: int, stamp: int) -> bytes:
    return b'{"seq":%d,"version":%d,"at":"%s",' % (seq, version, at(stamp).encode())


def unpack(element: bytes) -> bytes:
    """The event's JSON from its stored element."""
    if not element or element[0] != PACKED_1:
        return element
    seq, i = _read_varint(element, 1)
    version, i = _read_varint(element, i)
    stamp, i = _read_varint(element, i)
    body = zlib.decompressobj(-15, zdict=DICTIONARY_1).decompress(element[i:])
    return _stamp(seq, version, stamp) + body[1:]


#: The first byte of the element of a move's first event that holds all of the move's events,
#: packed together with dictionary 1 (:func:`pack_move`), and of each of its other events'.
PACKED_MOVE_1 = 2
IN_MOVE = 3
#: The most events packed together (a move makes a few; the back reference is one byte).
MOST_IN_MOVE = 100


def pack_move(events: Sequence[bytes]) -> list[bytes]:
    """The stored elements of one commit's events, one per event: the first holds them all,
    compressed together (one copy of the primed compressor per move, not per event), each
    other one its distance back to the first. Events that do not share one stamp (version,
    time; consecutive seqs) or would not unpack to exactly the same bytes are packed each on
    its own (:func:`pack`)."""
    together = _packed_together(events) if 2 <= len(events) <= MOST_IN_MOVE else None
    if together is None:
        return [pack(event) for event in events]
    return [together, *(bytes((IN_MOVE, back)) for back in range(1, len(events)))]


def _packed_together(events: Sequence[bytes]) -> bytes | None:
    """The :data:`PACKED_MOVE_1` element holding ``events``, or None where they cannot be
    packed together (see :func:`pack_move`)."""
    first = _head(events[0])
    if first is None:
        return None
    seq, version, stamp, end = first
    bodies = [events[0][end:]]
    for i, event in enumerate(events[1:], 1):
        # The events unpack to themselves if each stamp does (:func:`_head`) and no body
        # holds the separator.
        head = STAMP.match(event)
        if head is None or _stamp(seq + i, version, stamp) != head[0]:
            return None
        bodies.append(event[head.end():])
    if any(b"\n" in body for body in bodies):
        return None
    return _deflated(PACKED_MOVE_1, (seq, version, stamp, len(events)),
                     b"{" + b"\n{".join(bodies))


def unpack_all(elements: Sequence[bytes]) -> list[bytes]:
    """The events' JSON from consecutive stored elements, which start with an element that
    holds its own event (not an :data:`IN_MOVE` one).

    Raises:
        ValueError: for elements that do not follow one another as stored.
    """
    out: list[bytes] = []
    owed = 0  # the events of the last move read whose elements are still to come
    for element in elements:
        kind = element[:1]
        if kind == bytes((IN_MOVE,)):
            if owed == 0:
                raise ValueError("an element of a move without the move's first")
            owed -= 1
            continue
        if owed:
            raise ValueError("a move's elements cut short")
        if kind != bytes((PACKED_MOVE_1,)):
            out.append(unpack(element))
            continue
        seq, i = _read_varint(element, 1)
        version, i = _read_varint(element, i)
        stamp, i = _read_varint(element, i)
        count, i = _read_varint(element, i)
        bodies = zlib.decompressobj(-15, zdict=DICTIONARY_1).decompress(element[i:]).split(b"\n")
        if len(bodies) != count:
            raise ValueError("a move's element holds another number of events")
        out.extend(_stamp(seq + n, version, stamp) + body[1:] for n, body in enumerate(bodies))
        owed = count - 1
    if owed:
        raise ValueError("a move's elements cut short")
    return out
