"""An active game's log in Redis (referee.storage.eventlog): a move's events packed together,
one element per event, read back byte for byte from any seq, smaller than their JSON; events
stored before (each packed on its own, or plain) are read as they are."""

from __future__ import annotations

import hashlib
import random

import orjson
import pytest

from referee.core.games import GameService
from referee.storage import eventlog
from referee.storage.keys import Keys


def test_the_dictionary_is_the_one_stored_games_were_packed_with():
    # Replacing it would garble every stored event that names it: a new one gets a new number.
    digest = hashlib.sha256(eventlog.DICTIONARY_1).hexdigest()
    assert digest == "7c1260ef1f1a8df14cdc79386499b98824cb46141e04ab5154f8bb80407b1fb5"


def test_every_event_of_a_game_is_stored_packed_and_read_back_exactly(redis_store):
    service = GameService(redis_store)
    game, tokens = service.create("four-aces", ["A", "B", "C"], {}, seed="eventlog")
    pick = random.Random("eventlog")
    sent = []
    for _ in range(60):
        seat = game.variant.to_act(game.state)[0]
        move = pick.choice(game.variant.legal_moves(game.state, seat))
        sent.append(service.move(game.id, tokens["seats"][seat], lambda g, c, m=move: m))
        game = service.load(game.id)
    stored = redis_store._redis.lrange(Keys(redis_store.prefix).of_game(game.id)[1], 0, -1)
    read = redis_store.events(game.id)
    assert len(stored) == len(read) == game.meta["events"]
    kinds = {element[0] for element in stored}  # a move's events packed together, or alone
    assert eventlog.PACKED_MOVE_1 in kinds
    assert kinds <= {eventlog.PACKED_1, eventlog.PACKED_MOVE_1, eventlog.IN_MOVE}
    assert sum(map(len, stored)) * 3 < sum(map(len, read))
    assert [orjson.loads(event)["seq"] for event in read] == list(range(1, len(read) + 1))
    # The events of each move's reply are the stored ones (as a seat sees them: no secret).
    last = orjson.loads(sent[-1].body)["events"]
    tail = [orjson.loads(event) for event in redis_store.events(game.id, last[0]["seq"] - 1)]
    assert [(e["seq"], e["type"], e["at"]) for e in tail] == [
        (e["seq"], e["type"], e["at"]) for e in last]


def test_events_stored_before_are_read_as_they_are(redis_store):
    service = GameService(redis_store)
    game, _ = service.create("pareo", ["A", "B"], {}, seed="before")
    key = Keys(redis_store.prefix).of_game(game.id)[1]
    plain = b'{"seq":99,"version":9,"at":"2026-01-01T00:00:00.000Z","type":"x"}'
    redis_store._redis.rpush(key, plain)
    assert redis_store.events(game.id)[-1] == plain


def test_an_event_that_would_not_unpack_the_same_is_stored_as_it_is():
    odd = b'{"seq":1,"version":1,"at":"2026-13-45T99:00:00.000Z","type":"x"}'
    assert eventlog.pack(odd) == odd
    padded = b'{"seq":01,"version":1,"at":"2026-12-01T05:10:22.135Z","type":"x"}'
    assert eventlog.pack(padded) == padded
    assert eventlog.pack(b'{"type":"x"}') == b'{"type":"x"}'
    usual = b'{"seq":1,"version":1,"at":"2026-12-01T05:10:22.135Z","type":"game_created"}'
    assert eventlog.unpack(eventlog.pack(usual)) == usual != eventlog.pack(usual)


def test_a_read_from_any_seq_gives_the_same_events_as_the_whole_log(redis_store):
    # A move's events are packed in its first element: a read from within a move reads that
    # element too, in the same step (referee.storage.store's events script).
    service = GameService(redis_store)
    game, tokens = service.create("emotrions", ["A", "B", "C"], {}, seed="from-any-seq")
    pick = random.Random("from-any-seq")
    for _ in range(25):
        seat = game.variant.to_act(game.state)[0]
        move = pick.choice(game.variant.legal_moves(game.state, seat))
        service.move(game.id, tokens["seats"][seat], lambda g, c, m=move: m)
        game = service.load(game.id)
    stored = redis_store._redis.lrange(Keys(redis_store.prefix).of_game(game.id)[1], 0, -1)
    assert any(element[0] == eventlog.IN_MOVE for element in stored)  # reads start within moves
    read = redis_store.events(game.id)
    for after in range(len(read) + 2):
        assert redis_store.events(game.id, after) == read[after:]


def test_a_moves_events_are_packed_together_only_when_they_unpack_exactly():
    usual = [b'{"seq":%d,"version":4,"at":"2026-12-01T05:10:22.135Z","type":"t%d"}' % (s, s)
             for s in (7, 8, 9)]
    packed = eventlog.pack_move(usual)
    assert [element[0] for element in packed] == [eventlog.PACKED_MOVE_1, eventlog.IN_MOVE,
                                                  eventlog.IN_MOVE]
    assert eventlog.unpack_all(packed) == usual
    assert eventlog.unpack_all([eventlog.pack(b'{"type":"x"}'), *packed]) == [b'{"type":"x"}',
                                                                              *usual]
    for odd in ([usual[0], usual[2]],  # seqs apart
                [usual[0], usual[1].replace(b'"version":4', b'"version":5')],
                [usual[0], usual[1].replace(b"22.135Z", b"22.136Z")],
                [usual[0], usual[1].replace(b'"t8"', b'"t\\n8"').replace(b"\\n", b"\n")]):
        assert eventlog.pack_move(odd) == [eventlog.pack(event) for event in odd]
    assert eventlog.pack_move(usual[:1]) == [eventlog.pack(usual[0])]
    with pytest.raises(ValueError):
        eventlog.unpack_all(packed[1:])  # an element of a move without the move's first
