"""R111 (docs/rulings/tabletop.md): in a scorekeeper game, two games that a seat cannot tell
apart answer that seat alike: its view, its legal moves, and every move it may try, refused
with the same rule and the same words or accepted in both (G3).

EmotrionsOnCards hides cards from a seat only while a covered trick is being staked (E6.3,
R54): each state of seeded covered playouts is compared with its twins, the same game with
every stake and known card hidden from the seat to act drawn anew. Its other checks against
what the table has shown (the shown force, E7.1; the reveal, E4.1; R50) come when no card is
covered, which the playouts assert. Pareo and 4 Aces scorekeeper games know no card that a
seat does not see (every view is the table's), so no check of theirs can depend on one."""

from __future__ import annotations

import itertools
from dataclasses import replace

import pytest

from tests.engine.test_emotrions_tabletop import answers
from variants.base import ALL
from variants.emotrions import VARIANT as EMOTRIONS
from variants.emotrions.cards import Card
from variants.emotrions.engine import (
    ALL_STAKES,
    EXCHANGE_CALL,
    EXCHANGE_CHAIN,
    REVEAL,
    STAKE,
    Config,
    Stake,
    State,
)
from variants.emotrions.tabletop import impossible, known_in_view, shown_cards, shown_to
from variants.four_aces import VARIANT as FOUR_ACES
from variants.pareo import VARIANT as PAREO
from variants.playout import play_tabletop
from variants.rng import Rng

#: Every stake a seat may try, valid or not: each kind alone, each pair, each three of a kind.
TRIES = [combo for size in (1, 2) for combo in itertools.combinations_with_replacement(
    list(Card), size)] + [(card,) * 3 for card in Card]


def hidden_from(state: State, seat: int) -> bool:
    """Whether any card the referee knows is hidden from ``seat`` (R54)."""
    return (state.style.covered and not impossible(state)
            and any(p != seat for p, _ in state.trick))


def twin(state: State, seat: int, rng: Rng) -> State:
    """``state`` with every card hidden from ``seat`` drawn anew: the other seats' covered
    stakes (a stake of the same size), and what was known of their hands (now nothing)."""
    stakers = {p for p, _ in state.trick if p != seat}
    sizes = {}
    for stake in ALL_STAKES:
        sizes.setdefault(len(stake), []).append(stake)
    trick = tuple(
        (p, cards if p == seat else sizes[len(cards)][rng.below(len(sizes[len(cards)]))])
        for p, cards in state.trick)
    hands = tuple(() if p in stakers else known for p, known in enumerate(state.hands))
    return replace(state, trick=trick, hands=hands, rng=state.rng.copy())


class TwinCheck:
    """A playout check: at every state, for the seat to act, the game and ``twins`` of it that
    the seat cannot tell apart answer alike; outside a covered trick nothing is hidden."""

    def __init__(self, seed: str, twins: int = 3) -> None:
        self.rng = Rng("twins/" + seed)
        self.twins = twins
        self.compared = 0
        self.phases: set[str] = set()

    def __call__(self, variant, state: State, events) -> None:
        if EMOTRIONS.is_finished(state):
            return
        for seat in EMOTRIONS.to_act(state):
            if not hidden_from(state, seat):
                # R111: the shown force, the reveal and an unseen take are checked against
                # everything the table showed, all of it seen by the seat.
                assert shown_to(state, seat) == shown_cards(state)
                assert known_in_view(state, seat) == state.hands
                self.phases.add(state.phase.value)
                continue
            assert state.phase == STAKE
            moves = [Stake(seat, combo) for combo in TRIES]
            expected = answers(state, seat, moves)
            for _ in range(self.twins):
                other = twin(state, seat, self.rng)
                assert answers(other, seat, moves) == expected, (seat, state.trick, other.trick)
                self.compared += 1


#: Scorekeeper games with covered tricks: 3 to 6 players, one deck and two, Exit hands (known
#: cards a covered stake may come from), and tricks covered by a winner's choice in a game with
#: the Forced Exchange (its shown force; R4: never in a covered trick).
COVERED = [
    Config(3, covered=True),
    Config(4, winner_options=True, forced_exchange=True),
    Config(3, covered=True, exit=True, decks=2),
    Config(6, covered=True, naked=True, stock_face_up=True),
]


@pytest.mark.parametrize("cfg", COVERED, ids=lambda c: f"{c.players}p-d{c.decks}" + "".join(
    f"-{k}" for k, v in c.options().items() if v is True and k != "covered"))
def test_R111_a_seat_is_answered_alike_in_games_it_cannot_tell_apart(cfg):
    seed = f"hidden-{COVERED.index(cfg)}"
    check = TwinCheck(seed)
    play_tabletop(EMOTRIONS, cfg, seed, probes=0, checks=(check,),
                  view_ignore=EMOTRIONS.tabletop_hidden["view"],
                  event_ignore=EMOTRIONS.tabletop_hidden["events"])
    assert check.compared >= 30  # covered tricks were met, and compared with their twins
    assert REVEAL.value in check.phases or cfg.exit


def test_R111_the_shown_force_is_checked_when_nothing_is_covered():
    cfg = Config(4, winner_options=True, forced_exchange=True)
    check = TwinCheck("force")
    play_tabletop(EMOTRIONS, cfg, "force-shown", probes=0, checks=(check,),
                  view_ignore=EMOTRIONS.tabletop_hidden["view"],
                  event_ignore=EMOTRIONS.tabletop_hidden["events"])
    assert {EXCHANGE_CALL.value, EXCHANGE_CHAIN.value} <= check.phases


@pytest.mark.parametrize("variant", [PAREO, FOUR_ACES], ids=lambda v: v.name)
def test_R111_pareo_and_four_aces_tables_hide_no_known_card_from_any_seat(variant):
    """Every viewer's view is the table's own (ALL): what the referee knows, and so every check
    of R60 and R70–R71, is the same for every seat."""
    states = 0

    def same_for_all(_variant, state, events) -> None:
        nonlocal states
        states += 1
        everything = variant.view(state, ALL)
        for viewer in (*range(state.config.players), None):
            view = variant.view(state, viewer)
            assert {k: v for k, v in view.items() if k != "viewer"} == {
                k: v for k, v in everything.items() if k != "viewer"}, viewer

    for cfg in variant.playout_configs()[:2]:
        play_tabletop(variant, cfg, f"hidden-{variant.name}", probes=0, checks=(same_for_all,),
                      view_ignore=variant.tabletop_hidden.get("view", ()),
                      event_ignore=variant.tabletop_hidden.get("events", ()))
    assert states > 50
