"""Seeded random Emotrions Pareo playouts (``variants.playout.play``) over both targets and every
style, checking after every move the engine's audit (cards conserved, scores equal pile sums),
that no view or redacted event shows a hidden card (G3), and that snapshots stay small."""

from __future__ import annotations

import json
import re
from collections import Counter

import pytest

from variants.base import ALL, redact_event
from variants.emotrions.cards import Card
from variants.pareo import VARIANT
from variants.playout import PlayoutStats, play

CODES = frozenset(c.value for c in Card)

#: Where each event type may show cards to everybody (R26: hands and draws only when naked).
PUBLIC_CARD_FIELDS = {
    "attack": {"cards"},
    "answer": {"cards"},
    "play_resolved": {"attack", "answer", "cards"},
    "hand_ended": {"remainder"},
}


CARD_CODE = re.compile('"(' + "|".join(sorted(CODES)) + ')"')


def codes_in(value) -> list[str]:
    """Every card code anywhere in a JSON-ready ``value`` (keys too)."""
    return CARD_CODE.findall(json.dumps(value))


def visible_cards(state) -> dict:
    """Every card each viewer (0, 1, None) may see now: own hand (both when naked), table,
    piles, discards, the face-up stock's top card."""
    public = [*state.attack, *state.piles[0], *state.piles[1], *state.discards]
    if state.config.stock_face_up and state.stock:
        public.append(state.stock[0])
    seen = {}
    for viewer in (0, 1, None):
        cards = list(public)
        for seat in (0, 1):
            if state.config.naked or viewer == seat:
                cards += state.hands[seat]
        seen[viewer] = Counter(c.value for c in cards)
    return seen


def check_no_leak(variant, state, events):
    """G3: a seat's or a spectator's view lists exactly the cards it may see; an event shows
    cards publicly only where they are public, and a redacted event reveals a secret card only
    to the seat it belongs to."""
    naked = state.config.naked
    for viewer, visible in visible_cards(state).items():
        shown = Counter(codes_in(variant.view(state, viewer)))
        assert shown == visible, f"view of {viewer} shows {shown}"
    for event in events:
        stored = event.to_dict()
        kind = stored["type"]
        public = PUBLIC_CARD_FIELDS.get(kind, set()) | ({"hands", "card"} if naked else set())
        rest = {k: v for k, v in stored.items() if k not in public and k != "secret"}
        assert not codes_in(rest), f"{kind} shows cards publicly: {rest}"
        if "secret" not in stored:
            continue
        for viewer in (0, 1, None):
            seen = redact_event(stored, viewer)
            for field in seen.keys() - stored.keys():
                if kind == "hand_started" and field == "hand":
                    mine = Counter(c.value for c in state.hands[viewer])
                    assert Counter(seen["hand"]) <= mine, f"seat {viewer} sees another hand"
                elif kind == "draw" and field == "card":
                    assert stored["seat"] == viewer, f"seat {viewer} sees another's draw"
                else:
                    raise AssertionError(f"{kind}.{field} revealed to {viewer}")


def check_snapshot_size(variant, state, events):
    size = len(json.dumps(variant.dump(state)))
    assert size <= 4096, f"snapshot of {size} bytes"


CHECKS = (check_no_leak, check_snapshot_size)


def run(configs, games, prefix, **options):
    stats = PlayoutStats()
    for i in range(games):
        config = configs[i % len(configs)]
        final = play(VARIANT, config, f"{prefix}-{i}", checks=CHECKS, stats=stats, **options)
        assert VARIANT.view(final, ALL)["winners"]
    assert stats.finished == games
    return stats


def configs_for(target):
    return [c for c in VARIANT.playout_configs() if c.target == target]


# 500 games in all, and 8 more below. exact37 games run about seven times longer (E5.3
# play-offs go on until a total hits 37 exactly), so they are fewer here to keep the suite
# fast; python -m variants.playout plays both targets evenly.
@pytest.mark.parametrize("target, games", [("reach37", 488), ("exact37", 12)])
def test_P1_P7_random_playouts(target, games):
    # One listed move in three is tried, and one unlisted probe per move (the next test tries
    # them all), to keep the suite within its time budget.
    stats = run(configs_for(target), games, f"pareo-{target}", check_all_listed=False, probes=1)
    assert stats.rejected_probes > games * 20


def test_P1_P7_random_playouts_accept_every_listed_move():
    stats = run(VARIANT.playout_configs(), 8, "pareo-all-listed", probes=3)
    assert stats.rejected_probes > 8 * 100


def test_G3_leak_check_catches_a_leaking_view():
    state, events = VARIANT.start(VARIANT.configure(2, {}), "leak", start={"leader": 0})

    class Leaky(type(VARIANT)):
        def view(self, state, viewer):
            out = super().view(state, viewer)
            out["hands"][1]["cards"] = [c.value for c in state.hands[1]]
            return out

    with pytest.raises(AssertionError, match="view of 0"):
        check_no_leak(Leaky(), state, events)
    check_no_leak(VARIANT, state, events)
