"""Snapshots written before the engines were split into modules (commit dc22e52, the code the
service ran then) load into today's engines unchanged: each dumps back to the same bytes, and
shows the same views and legal moves. A game stored by the old code plays on after an upgrade.

The file holds, for every variant and its first option combinations, server-dealt and
scorekeeper games, the state after 5 and 40 seeded random moves and at the end, written by
``golden/write.py`` with that commit's engines (never regenerate it with today's).
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from variants import find_variant

GOLDEN = json.loads((Path(__file__).parent / "golden" / "snapshots-dc22e52.json").read_text())


def test_the_golden_file_covers_every_variant_and_both_kinds_of_game():
    kinds = {(key.split("/")[0], key.split("/")[2]) for key in GOLDEN}
    assert kinds == {(v, k) for v in ("emotrions", "four-aces", "pareo") for k in ("dealt", "table")}
    assert any(entry["legal"] for entry in GOLDEN.values())  # some are games still on


@pytest.mark.parametrize("key", sorted(GOLDEN))
def test_an_old_snapshot_loads_dumps_and_plays_the_same(key):
    entry = GOLDEN[key]
    variant = find_variant(key.split("/")[0])
    state = variant.load(entry["snapshot"])
    assert json.dumps(variant.dump(state), sort_keys=True) == json.dumps(entry["snapshot"],
                                                                         sort_keys=True)
    assert variant.view(state, None) == entry["view"]
    assert variant.view(state, 0) == entry["seat0"]
    awaited = variant.to_act(state)
    legal = [m.to_dict() for m in variant.legal_moves(state, awaited[0])] if awaited else []
    assert legal == entry["legal"]
