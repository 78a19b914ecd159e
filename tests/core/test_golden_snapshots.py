"""Games stored by an earlier version of the service (tests/snapshots/golden.json, written by
``python -m tests.snapshots.golden`` at the commit it names) are read by this one exactly as
that version read them: every caller's view, events and legal moves, and the reply to the next
move of each active game (a rolling upgrade keeps every game in flight). Every variant, active
and archived; a scorekeeper game, a clocked game, games with bots; on memory and Redis."""

from __future__ import annotations

import base64

import orjson
import pytest

from referee.core.game_record import SNAPSHOT_SCHEMA, upgrade_snapshot
from referee.records.archive import REPLAYS, holds
from tests.snapshots.golden import FILE, GAMES, continuation, replies, restore, service

GOLDEN = orjson.loads(FILE.read_bytes())["games"]


def test_every_kind_of_game_has_a_golden_snapshot():
    assert set(GOLDEN) == set(GAMES)
    variants = {GAMES[name][0]["variant_name"] for name in GOLDEN}
    assert variants == {"emotrions", "pareo", "four-aces"}
    assert {name.rsplit("-", 1)[1] for name in GOLDEN} == {"active", "archived"}


@pytest.mark.parametrize("name", sorted(GOLDEN))
def test_a_golden_game_reads_and_plays_on_as_it_did(store, name):
    golden = GOLDEN[name]
    restore(store, golden["id"], golden["stored"])
    REPLAYS._held.clear()  # an archive is replayed by this code, not taken from the cache
    svc = service(store)
    assert replies(svc, golden["id"]) == golden["replies"]
    assert continuation(svc, golden["id"], golden["tokens"]) == golden["next"]


def test_a_snapshot_carries_its_schema_and_a_newer_one_is_refused():
    for golden in GOLDEN.values():
        data = base64.b64decode(golden["stored"]["data"])
        if not holds(data):
            assert orjson.loads(data)["schema"] == 1 <= SNAPSHOT_SCHEMA
    with pytest.raises(ValueError, match="newer"):
        upgrade_snapshot({"schema": SNAPSHOT_SCHEMA + 1})
