"""Seeded random 4 Aces matches played to the end through :func:`variants.playout.play`, with
4 Aces checks after every move: the 54 cards conserved, every round's points re-derived from
its piles, no hidden card in any view or event (G3), snapshots under 4 KB."""

from __future__ import annotations

import json
import re
from dataclasses import replace
from itertools import chain

import pytest

from variants.base import redact_event
from variants.four_aces import VARIANT as V
from variants.four_aces.cards import DECK
from variants.playout import PlayoutStats, play

#: Matches per config (8 configs: every mode with both Interruption scopes), played to a lower
#: goal (a test-only config field) so that 400 matches fit the suite's time budget; a few more
#: play to the real 69.
SHORT_MATCHES = 50
SHORT_GOAL = 15

CODE = re.compile(r'"((?:10|[2-9AJQK])[SCDH]|[BR]J)"')


def conserved(variant, state, events) -> None:
    every = [*chain(*state.hands), *state.table, *state.stock, *chain(*state.piles),
             *state.removed, *state.discarded]
    assert sorted(every) == sorted(DECK), "hands + stock + table + piles + removed + discarded ≠ 54"


def _vp_lines(pile: set[str], piumas: list[str]) -> int:
    """A9.1, written again from the rule book, independently of the engine's count."""
    points = 4 if "2S" in pile else 0
    points += sum(2 for suit in "SCDH" if {"J" + suit, "Q" + suit, "K" + suit} <= pile)
    points += 2 * len(pile & {"BJ", "RJ"}) + len(pile & {"AS", "AC", "AD", "AH"})
    return points + len(piumas)


def round_points_rederived(variant, state, events) -> None:
    """Every ``round_ended``: each side's points = A9.1 from its pile + placement (A8.3, from
    the published ranking) or the early win (A9.2/A9.3); totals = sum of the rounds."""
    cfg = state.config
    for event in events:
        if event.type != "round_ended":
            continue
        data = event.data
        sides = data["sides"]
        ranking = data["ranking"]
        early = data["early_win"]
        for side, seats in enumerate(sides):
            expected = _vp_lines(set(data["piles"][side]), data["piumas"][side])
            place = next(r for r in ranking if seats[0] in r["seats"])
            if early and early["seats"] == seats:
                expected += 20 + (69 if early["rule"] == "A9.3" else 0)
            elif cfg.mode in ("odd", "even"):
                below = sum(len(r["seats"]) for r in ranking if r["place"] > place["place"])
                expected += 1 + below
            elif not early and place["place"] == 1 and len(place["seats"]) == len(seats):
                expected += 8
            assert data["points"][seats[0]] == expected, f"round {data['round']} side {side}"
        assert data["totals"] == [state.totals[cfg.side(s)] for s in range(cfg.players)]
    assert list(state.totals) == [sum(r[s] for r in state.history) for s in range(cfg.sides)]


class NothingHiddenLeaks:
    """G3: no card in another seat's hand or in the stock shows in a seat's view or events.

    Each move checks one viewer, the seats and the spectator in turn (all of them every
    ``players + 1`` moves, at a quarter of the cost). A swap's cards are public (A5: they come
    from and go to the face-up table), so swap events are not scanned; nor are the events of a
    round that has just ended (its piles are public, and the next round deals those cards)."""

    def __init__(self) -> None:
        self.moves = 0

    def __call__(self, variant, state, events) -> None:
        cfg = state.config
        self.moves += 1
        viewer = self.moves % (cfg.players + 1)
        viewer = None if viewer == cfg.players else viewer
        dealt = max((i for i, e in enumerate(events) if e.type == "round_started"), default=0)
        stored = [e.to_dict() for e in events[dealt:] if e.type != "swap"]
        hidden = set(state.stock).union(*(h for s, h in enumerate(state.hands) if s != viewer))
        seen = json.dumps([variant.view(state, viewer), [redact_event(e, viewer) for e in stored]])
        leaked = hidden.intersection(CODE.findall(seen))
        assert not leaked, f"seat {viewer} sees {sorted(leaked)}"


def snapshot_small(variant, state, events) -> None:
    assert len(json.dumps(variant.dump(state), separators=(",", ":"))) <= 4096


def checks() -> tuple:
    return (conserved, round_points_rederived, NothingHiddenLeaks(), snapshot_small)


@pytest.mark.parametrize("config", V.playout_configs(), ids=lambda c: f"{c.mode}-{c.interruptions_per}")
def test_random_matches_reach_their_end(config):
    stats = PlayoutStats()
    short = replace(config, goal=SHORT_GOAL)
    finals = [play(V, short, f"short-{config.mode}-{config.interruptions_per}-{i}",
                   check_all_listed=False, checks=checks(), stats=stats)
              for i in range(SHORT_MATCHES)]
    assert stats.finished == SHORT_MATCHES
    assert all(V.is_finished(s) and s.winners for s in finals)
    assert stats.rejected_probes > 0
    assert any(s.round > 1 for s in finals)  # later rounds, new dealers, were played


@pytest.mark.parametrize("config", [V.playout_configs()[i] for i in (0, 3, 4, 7)],
                         ids=lambda c: f"{c.mode}-{c.interruptions_per}")
def test_random_matches_to_69(config):
    final = play(V, config, f"full-{config.mode}", check_all_listed=False, checks=checks())
    assert V.is_finished(final) and max(final.totals) >= 69


def test_every_listed_move_is_accepted_in_full():
    """A few matches where every listed move is tried (the harness's full check)."""
    stats = PlayoutStats()
    for i, config in enumerate(V.playout_configs()):
        play(V, replace(config, goal=8), f"all-listed-{i}", checks=checks(), stats=stats)
    assert stats.finished == len(V.playout_configs())


def test_playout_command_runs_for_four_aces(capsys):
    from variants.playout import main

    assert main(["--variant", "four-aces", "--games", "2", "--seed", "cli"]) == 0
    assert "four-aces: 2 games played to the end" in capsys.readouterr().out
