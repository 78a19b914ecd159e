"""Seeded random playouts of EmotrionsOnCards over every player count, both targets, both deck
counts and every allowed option combination, with a leak check after every move (G3)."""

from __future__ import annotations

import json
import re
from collections import Counter
from collections.abc import Iterator
from typing import Any

import pytest

from variants.base import ALL, IllegalMove, redact_event
from variants.emotrions import VARIANT as ENGINE
from variants.emotrions.cards import Card
from variants.emotrions.engine import Config, State
from variants.playout import PlayoutStats, play
from variants.rng import Rng

CODES = frozenset(c.value for c in Card)
#: A card code as a JSON string value.
CARD_TOKEN = re.compile(f'"({"|".join(CODES)})"')
#: Where a view may name a card (list indexes written ``*``), to locate a stray one.
VIEW_CARD_PATHS = frozenset(
    {"hands.*.cards.*", "trick.*.cards.*", "stock_top", "piles.*.*", "exit_hand.*",
     "exchange.shown"}
)

#: Where each event type may name a card (the secret parts included).
EVENT_CARD_PATHS = {
    "hand_started": {"hands.*.*", "exit_hand.*"},
    "draw": {"card"},
    "exchange_called": {"shown"},
    "exchange_take": {"card"},
    "stake": {"cards.*"},
    "trick_resolved": {"stakes.*.cards.*"},
    "hand_ended": {"added.cards.*"},
}


def card_paths(value: Any, path: str = "") -> Iterator[tuple[str, str]]:
    """Every (path, card code) in a JSON-ready value, list indexes written as ``*``."""
    if isinstance(value, dict):
        for key, item in value.items():
            yield from card_paths(item, f"{path}.{key}" if path else key)
    elif isinstance(value, list):
        for item in value:
            yield from card_paths(item, f"{path}.*")
    elif isinstance(value, str) and value in CODES:
        yield path, value


def check_spectator_view(state: State) -> dict:
    """A spectator's view shows the public cards right and no hidden card: other hands only
    when naked, the stock only its face-up top, covered stakes not before the trick is complete
    (G3, E6, E8.2), and no card anywhere else. Returns the view."""
    view = ENGINE.view(state, None)
    naked, covered = state.style.naked, state.style.covered
    for seat, shown in enumerate(view["hands"]):
        assert shown["count"] == len(state.hands[seat])
        if naked:
            assert shown["cards"] == list(map(str, state.hands[seat])), "hand shown wrong"
        else:
            assert "cards" not in shown, f"a spectator sees seat {seat}'s hand"
    for (seat, cards), shown in zip(state.trick, view["trick"], strict=True):
        if covered:
            assert "cards" not in shown, f"a spectator sees seat {seat}'s covered stake"
        else:
            assert shown["cards"] == list(map(str, cards))
    if state.style.stock_face_up and state.stock:
        assert view["stock_top"] == state.stock[0].value
    else:
        assert "stock_top" not in view, "a spectator sees the stock's top"
    assert view["piles"] == [list(map(str, pile)) for pile in state.piles]  # E3.7: public
    shown = sum(len(h.get("cards", ())) for h in view["hands"])
    shown += sum(len(s.get("cards", ())) for s in view["trick"]) + ("stock_top" in view)
    shown += sum(map(len, view["piles"])) + len(view.get("exit_hand", ()))
    shown += bool(view["exchange"] and view["exchange"]["shown"])
    if len(CARD_TOKEN.findall(json.dumps(view))) != shown:
        stray = [(p, c) for p, c in card_paths(view) if p not in VIEW_CARD_PATHS]
        raise AssertionError(f"a spectator sees cards outside hands, trick, stock top: {stray}")
    return view


def check_seat_view(state: State, seat: int, spectator: dict) -> None:
    """A seat's view is the spectator's (checked by :func:`check_spectator_view`) plus its own
    hand and its own covered stake, shown right."""
    view = ENGINE.view(state, seat)
    own = view["hands"][seat]
    assert own["cards"] == list(map(str, state.hands[seat])), f"seat {seat}'s hand shown wrong"
    if not state.style.naked:
        del own["cards"]
    if state.style.covered:
        for stake, (staker, cards) in zip(view["trick"], state.trick, strict=True):
            if staker == seat:
                assert stake.pop("cards") == list(map(str, cards)), "own stake shown wrong"
    assert view == spectator, f"seat {seat} sees more than a spectator beyond its own cards"


def check_stored_event(stored: dict) -> None:
    """An event names cards only where its type may (secret parts included)."""
    allowed = EVENT_CARD_PATHS.get(stored["type"], set())
    for path, code in card_paths(redact_event(stored, ALL)):
        assert path in allowed, f"card {code} at {stored['type']}.{path}"


def check_event(before: State | None, after: State, stored: dict, viewer: int | None) -> None:
    """``viewer``'s copy of an event holds a hidden card only if it is theirs to see."""
    kind = stored["type"]
    seen = redact_event(stored, viewer)
    if kind == "hand_started":
        for seat, hand in enumerate(seen["hands"]):
            if hand is not None:
                assert viewer == seat or seen["style"]["naked"], f"{viewer} sees hand {seat}"
    elif kind == "draw":
        # Draws follow the move's last style change, so the state after the move has their style.
        if "card" in seen:
            assert viewer == seen["seat"] or after.style.naked, f"{viewer} sees a draw"
    elif kind == "exchange_take":
        if "card" in seen:
            assert viewer in (seen["taker"], seen["victim"]), f"{viewer} sees a take"
    elif kind == "stake":
        assert before is not None
        if "cards" in seen:
            assert viewer == seen["seat"] or not before.style.covered, f"{viewer} sees a stake"


class LeakCheck:
    """A playout ``checks`` entry: after every move, every seat's and a spectator's view and
    copy of the move's events show no hidden card (G3). One instance per game."""

    def __init__(self) -> None:
        self.before: State | None = None

    def __call__(self, variant, state: State, events) -> None:
        stored = [event.to_dict() for event in events]
        for event in stored:
            check_stored_event(event)
        spectator = check_spectator_view(state)
        for viewer in (*range(state.config.players), None):
            if viewer is not None:
                check_seat_view(state, viewer, spectator)
            for event in stored:
                check_event(self.before, state, event, viewer)
        self.before = state


def check_snapshot_size(variant, state: State, events) -> None:
    """Snapshots stay under 4 KB of JSON at every point of every game."""
    size = len(json.dumps(variant.dump(state), separators=(",", ":")))
    assert size <= 4096, f"snapshot of {size} bytes"


class DetailCheck:
    """A playout ``checks`` entry: an illegal move's detail names no card its seat may not see
    (G3): only cards in its own hand, on view, or named in the move itself. Every sixth move
    (it applies each probe again). One instance per game."""

    def __init__(self) -> None:
        self.moves = 0

    def __call__(self, variant, state: State, events) -> None:
        self.moves += 1
        to_act = variant.to_act(state)
        if not to_act or self.moves % 6:
            return
        seat = to_act[0]
        visible = {code for _, code in card_paths(variant.view(state, seat))}
        for probe in variant.sample_moves(state, seat, Rng(f"details/{self.moves}")):
            try:
                variant.apply(state, probe)
            except IllegalMove as exc:
                named = {w.strip(".,:;()") for w in exc.detail.replace("+", " ").split()}
                own = set(map(str, getattr(probe, "cards", ())))
                if exc.rule == "E7.1":
                    own.add(Card.FORCE.value)  # "holds no force to show": the rule's own card
                hidden = (named & CODES) - visible - own
                assert not hidden, f"{exc.detail!r} names {hidden} to seat {seat}"


def exact37_configs() -> list[Config]:
    """exact37 (long games: play-offs run until someone hits 37) for every player and deck
    count; with 2 or 3 players also with the options that change who plays which hand
    (exit, winner_options, forced_exchange); and with every style switch on for 2 and 6."""
    chosen = []
    for cfg in ENGINE.playout_configs():
        if cfg.target != "exact37":
            continue
        extras = (cfg.exit, cfg.winner_options, cfg.forced_exchange)
        switches = (cfg.stock_face_up, cfg.covered, cfg.naked)
        plain = not any(switches) and extras in ((False,) * 3, (True,) * 3)
        styled = all(switches) and (cfg.players, cfg.decks) in ((2, 1), (6, 2)) and not cfg.exit
        if plain or styled:
            chosen.append(cfg)
    return chosen


REACH37 = [cfg for cfg in ENGINE.playout_configs() if cfg.target == "reach37"]


def run(configs: list[Config], prefix: str, rounds: int = 1, details: bool = False,
        leaks: bool = True, **kwargs) -> PlayoutStats:
    """Play every config ``rounds`` times with the size check, the leak check (unless
    ``leaks`` is false) and the detail check (if ``details``)."""
    stats = PlayoutStats()
    for r in range(rounds):
        for i, cfg in enumerate(configs):
            checks = [check_snapshot_size]
            if leaks:
                checks.append(LeakCheck())
            if details:
                checks.append(DetailCheck())
            play(ENGINE, cfg, f"{prefix}-{r}-{i}", checks=tuple(checks), stats=stats, **kwargs)
    return stats


def test_playout_configs_cover_every_allowed_combination():
    configs = ENGINE.playout_configs()
    assert len(configs) == len(set(configs)) == 308
    assert {c.players for c in configs} == {2, 3, 4, 5, 6}
    assert {(c.decks, c.target) for c in configs} == {
        (1, "reach37"), (1, "exact37"), (2, "reach37"), (2, "exact37")
    }
    assert all(not c.exit for c in configs if c.players > 3)
    assert Counter(c.players for c in configs if c.exit) == {2: 44, 3: 44}
    assert len(REACH37) == 154


# 500 games in all: with the leak check, every reach37 combination (154), exact37 (16) and
# every 22nd combination with every listed move tried (14); then 316 more seeded games of the
# quicker 2- and 3-player combinations, with every other invariant.


@pytest.mark.parametrize("players", range(2, 7))
def test_playouts_every_reach37_combination(players):
    configs = [cfg for cfg in REACH37 if cfg.players == players]
    stats = run(configs, f"reach{players}", check_all_listed=False)
    assert stats.finished == len(configs)


def test_playouts_exact37():
    configs = exact37_configs()
    assert {(c.players, c.decks) for c in configs} == {
        (p, d) for p in range(2, 7) for d in (1, 2)
    }
    stats = run(configs, "exact", check_all_listed=False)
    assert stats.finished == len(configs) == 16


def test_playouts_every_listed_move_accepted_and_details_hide_cards():
    configs = ENGINE.playout_configs()[::22]
    assert {c.players for c in configs} == {2, 3, 4, 5, 6}
    stats = run(configs, "listed", check_all_listed=True, details=True)
    assert stats.finished == len(configs) == 14
    assert stats.rejected_probes > 0


@pytest.mark.parametrize("part", range(4))
def test_playouts_more_two_and_three_player_games(part):
    small = [cfg for cfg in REACH37 if cfg.players <= 3]
    configs = [small[i % len(small)] for i in range(part * 79, (part + 1) * 79)]
    stats = run(configs, f"more{part}", leaks=False, check_all_listed=False)
    assert stats.finished == 79  # 4 * 79 = 316
