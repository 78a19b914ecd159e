"""4 Aces scorekeeper games (``start(..., tabletop=True)``, rulings R70–R75): seeded served
matches replayed as their table's reports end exactly alike, every impossible report is refused
with its rule, snapshots round-trip, and no view or event shows more than the table did."""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Sequence
from itertools import chain
from math import comb
from typing import Any

import pytest

from tests.engine.test_four_aces_rules import run
from variants.base import ALL, IllegalMove, IllegalSetup, Move, redact_event
from variants.four_aces import VARIANT as V
from variants.four_aces import (
    Capture,
    Config,
    Decline,
    Drop,
    Interrupt,
    Lay,
    Pass,
    Phase,
    State,
    Swap,
)
from variants.four_aces.cards import DECK, codes, parse_card, sort_cards
from variants.four_aces.engine import MODE_PLAYERS, mulligan_turns
from variants.four_aces.tabletop import give_count, gives, hand_candidates, unseen
from variants.playout import PlayoutStats, play_tabletop

CONFIGS = [(mode, per) for mode in MODE_PLAYERS for per in ("round", "match")]
#: Short matches per config (to a test-only goal) on top of one full 69 VP match per config.
SHORT_MATCHES = 3
SHORT_GOAL = 15


def config(mode: str = "duel", per: str = "round", goal: int | None = None) -> Config:
    return Config(MODE_PLAYERS[mode], mode, per, **({"goal": goal} if goal else {}))


def refused(state: State, move: Move) -> IllegalMove:
    with pytest.raises(IllegalMove) as caught:
        V.apply(state, move)
    return caught.value


def table_game(mode: str = "duel", dealer: int = 0, table: Sequence[str] = (
        "2C", "3D", "4H", "5S", "9C", "KD")) -> State:
    """A scorekeeper game whose dealer has laid ``table``; the Mulligan awaits."""
    state, _ = V.start(config(mode), "table", start={"dealer": dealer}, tabletop=True)
    state, _ = V.apply(state, Lay(dealer, table))
    return state


def passed(state: State) -> State:
    while state.phase == Phase.MULLIGAN:
        state, _ = V.apply(state, Pass(state.to_move))
    return state


def table_position(mode: str, *, known: Sequence[Sequence[str]], counts: Sequence[int],
                   table: Sequence[str], piles: Sequence[Sequence[str]] = (),
                   stock_count: int | None = None, unseen: Sequence[str] = (),
                   to_move: int = 0, dealer: int = 0, **fields: Any) -> State:
    """A scorekeeper game in play: ``known`` cards in hands of ``counts`` cards, the named
    table and piles; the stock holds ``stock_count``; the other cards not shown are discarded,
    from the end of the deck order, but never those named in ``unseen``."""
    cfg = config(mode)
    state, _ = V.start(cfg, "position", start={"dealer": dealer}, tabletop=True)
    piles = list(piles) or [[] for _ in range(cfg.sides)]
    shown = {c for part in (*known, table, *piles) for c in part}
    hidden = sum(counts) - sum(map(len, known))
    left = list(unseen) + [c for c in codes(DECK) if c not in shown and c not in unseen]
    stock_count = len(left) - hidden if stock_count is None else stock_count
    discarded = left[hidden + stock_count:]
    snapshot = V.dump(state)
    snapshot.update(
        phase="play", to_move=to_move, mulligan=[mulligan_turns(cfg, False), False],
        hands=[_in_order(h) for h in known], counts=list(counts), table=_in_order(table),
        piles=[_in_order(p) for p in piles], discarded=discarded, stock_count=stock_count,
        **fields,
    )
    state = V.load(snapshot)
    V.audit(state)
    return state


def _in_order(cards: Sequence[str]) -> list[str]:
    return codes(sort_cards(parse_card(c) for c in cards))


# ----------------------------------------------------------------------------------------------
# Equivalence: a served match reported move by move ends exactly alike


class Watch:
    """Checks run after every report of a playout: no view or event tells one seat more than
    another (the referee knows only what the table showed), snapshots stay small, and now and
    then every listed move of the seat to act is accepted. Counts what happened, so a test can
    require that the rare paths were taken."""

    def __init__(self) -> None:
        self.seen: Counter[str] = Counter()
        self.reports = 0
        self.biggest = 0

    def __call__(self, variant, state: State, events) -> None:
        self.reports += 1
        for event in events:
            stored = event.to_dict()
            assert "secret" not in stored, f"a scorekeeper event has a secret: {stored}"
            self.seen[stored["type"]] += 1
            if stored["type"] == "table_refilled":
                self.seen["refill with cards" if stored["cards"] else "refill from no stock"] += 1
            if stored["type"] == "round_ended" and stored["early_win"]:
                self.seen["early " + stored["early_win"]["rule"]] += 1
        viewers = (*range(state.config.players), None) if self.reports % 5 == 0 else (0,)
        everything = V.view(state, ALL)
        for viewer in viewers:
            assert V.view(state, viewer) == everything, f"{viewer} sees less than ALL"
        self.biggest = max(self.biggest, len(json.dumps(V.dump(state))))
        if self.reports % 40 == 0 and not V.is_finished(state):
            seat = V.to_act(state)[0]
            listing, total = V.legal_moves_listing(state, seat)
            assert listing and len(listing) == min(total, 500)
            for move in listing[::7]:
                V.apply(state, move)  # raises if a listed move is refused
            self.seen["listings checked"] += 1


def equivalent(mode: str, per: str, seed: str, goal: int | None, watch: Watch,
               stats: PlayoutStats):
    cfg = config(mode, per, goal)
    played = play_tabletop(V, cfg, seed, checks=(watch,), stats=stats)
    dealt, table = played.server, played.table
    assert table.tabletop and not dealt.tabletop
    for name in ("totals", "history", "winners", "piles", "piumas", "removed", "round", "phase"):
        assert getattr(table, name) == getattr(dealt, name), name
    # A correction replays the game from its start without the undone move: the same reports
    # give the same state every time.
    replayed, _ = V.start(cfg, seed, tabletop=True)
    for report in played.reports:
        replayed, _ = V.apply(replayed, report)
    assert replayed == table
    return played


@pytest.mark.parametrize("mode, per", CONFIGS)
def test_a_served_match_reported_by_its_table_ends_with_the_same_vp_and_winners(mode, per):
    watch, stats = Watch(), PlayoutStats()
    for i in range(SHORT_MATCHES):
        equivalent(mode, per, f"short-{mode}-{per}-{i}", SHORT_GOAL, watch, stats)
    played = equivalent(mode, per, f"full-{mode}-{per}", None, watch, stats)
    assert max(played.table.totals) >= 69  # A9.4, or A9.3's 69 VP on top
    assert stats.finished == SHORT_MATCHES + 1 and stats.rejected_probes > 0
    assert watch.seen["round_ended"] >= SHORT_MATCHES + 1
    assert watch.seen["capture"] and watch.seen["draw"] and watch.seen["listings checked"]
    assert watch.biggest < 4096, f"a snapshot of {watch.biggest} bytes"


def test_the_playouts_take_every_rare_path_of_a_scorekeeper_game():
    # Across seeds: Piuma refills laid by the dealer and from an empty stock, Interruptions
    # declined and made, early wins (A9.3's is test_R73_unseen_cards_…), drops.
    watch, stats = Watch(), PlayoutStats()
    for i, (mode, per) in enumerate(CONFIGS * 2):
        equivalent(mode, per, f"rare-{i}", 25, watch, stats)
    for path in ("refill with cards", "refill from no stock", "interrupted",
                 "interruption_declined", "piuma", "early A9.2", "drop", "swap"):
        assert watch.seen[path], f"no playout took {path!r}: {dict(watch.seen)}"


# ----------------------------------------------------------------------------------------------
# Setup and the lay (R72, R75)


def test_R75_the_first_dealer_is_given_or_cut_from_the_seed_as_in_a_served_game():
    for seed in ("a", "b", "c"):
        served, served_events = V.start(config("odd"), seed)
        table, table_events = V.start(config("odd"), seed, tabletop=True)
        assert table.dealer == served.dealer
        assert table_events[0].to_dict() == served_events[0].to_dict()  # dealer_cut, public
        assert table_events[0].type == "dealer_cut" and len(table_events) == 1
    given, events = V.start(config("odd"), "a", start={"dealer": 2}, tabletop=True)
    assert given.dealer == 2 and events == []
    with pytest.raises(IllegalSetup) as caught:
        V.start(config(), "a", [{"dealer": 0}], tabletop=True)
    assert caught.value.rule == "G5"


def test_R72_the_round_waits_for_the_dealers_lay_of_six_table_cards():
    state, _ = V.start(config("even"), "s", start={"dealer": 3}, tabletop=True)
    view = V.view(state, ALL)
    assert (view["phase"], view["to_act"], view["lay"], view["table"]) == ("lay", [3], 6, [])
    assert [h["count"] for h in view["hands"]] == [6] * 4 and view["stock_count"] == 54 - 24
    assert refused(state, Lay(0, ["AS", "2S", "3S", "4S", "5S", "6S"])).rule == "G6"
    assert refused(state, Pass(3)).rule == "G6"
    assert refused(state, Lay(3, ["AS", "2S", "3S", "4S", "5S"])).rule == "A4.1"
    error = refused(state, Lay(3, ["AS", "2S", "3S", "4S", "5S", "5S"]))
    assert error.rule == "R70" and "twice" in error.detail and error.detail_in("it") != error.detail
    state, events = run(state, Lay(3, ["KD", "2C", "3D", "4H", "5S", "9C"]))
    assert events == [{"type": "round_started", "round": 1, "dealer": 3,
                       "table": ["5S", "2C", "9C", "3D", "KD", "4H"], "stock_count": 24,
                       "hand_counts": [6, 6, 6, 6]}]
    assert state.phase == Phase.MULLIGAN and state.to_move == 3
    assert V.view(state, None)["lay"] is None


def test_a_lay_belongs_to_scorekeeper_games_only():
    served, _ = V.start(config(), "s", start={"dealer": 0})
    assert refused(served, Lay(0, codes(served.table))).rule == "G6"


def test_R72_after_a_piuma_the_dealer_lays_four_and_the_next_turn_is_protected():
    state = table_position("odd", known=[[], [], []], counts=[2, 2, 2],
                           table=["3C", "4D"], dealer=2, to_move=0)
    before = state.stock_count
    state, events = run(state, Capture(0, "7S", ("3C", "4D")))
    assert [e["type"] for e in events] == ["capture", "piuma", "draw"]
    assert events[2] == {"type": "draw", "seat": 0, "stock_count": before - 1}
    view = V.view(state, 1)
    assert (view["phase"], view["to_act"], view["lay"]) == ("lay", [2], 4)
    assert [h["count"] for h in view["hands"]] == [2, 2, 2]
    assert refused(state, Capture(1, "5H", ("5D",))).rule == "G6"
    assert refused(state, Lay(2, ["AH", "2H", "3H"])).rule == "A6.2"
    assert refused(state, Lay(2, ["AH", "2H", "3H", "7S"])).rule == "R70"  # 7S is in a pile
    state, events = run(state, Lay(2, ["AH", "2H", "3H", "6H"]))
    assert events == [{"type": "table_refilled", "cards": ["AH", "2H", "3H", "6H"],
                       "stock_count": before - 5}]
    assert state.phase == Phase.PLAY and state.to_move == 1 and state.protected_turn


def test_R72_a_short_stock_lays_what_it_has_and_an_empty_one_nothing():
    short = table_position("duel", known=[[], []], counts=[2, 2], table=["3C", "4D"],
                           stock_count=3, unseen=["7S", "AH", "2H"])
    state, _ = run(short, Capture(0, "7S", ("3C", "4D")))
    assert state.stock_count == 2 and V.view(state, None)["lay"] == 2
    state, events = run(state, Lay(0, ["AH", "2H"]))
    assert events[0]["stock_count"] == 0 and state.to_move == 1 and state.protected_turn
    empty = table_position("duel", known=[[], []], counts=[2, 2], table=["3C", "4D"],
                           stock_count=0, unseen=["7S"])
    state, events = run(empty, Capture(0, "7S", ("3C", "4D")))
    assert [e["type"] for e in events] == ["capture", "piuma", "table_refilled"]
    assert events[-1] == {"type": "table_refilled", "cards": [], "stock_count": 0}
    assert state.phase == Phase.PLAY and state.to_move == 1 and state.protected_turn


# ----------------------------------------------------------------------------------------------
# Shown cards and unknown hands (R70, R71, R73)


def test_R70_a_card_on_the_table_cannot_also_be_played_from_a_hand():
    state = passed(table_game())
    error = refused(state, Capture(0, "5S", ("2C", "3D")))
    assert error.rule == "R70" and "on the table" in error.detail
    assert "sul tavolo" in error.detail_in("it")
    assert refused(state, Drop(0, "KD")).rule == "R70"


def test_R70_a_card_in_a_pile_or_removed_by_an_interruption_is_not_shown_again():
    state = passed(table_game())
    state, _ = run(state, Capture(0, "9S", ("5S", "4H")))  # 2 table cards, one a 5: a window
    assert state.phase == Phase.INTERRUPTION
    state, _ = run(state, Interrupt(1, "5S"))
    assert refused(state, Capture(1, "9S", ("9C",))).rule == "R70"  # 9S is in seat 0's pile
    error = refused(state, Capture(1, "5S", ("2C", "3D")))
    assert error.rule == "R70" and "removed by an Interruption" in error.detail


def test_R70_a_card_known_in_one_hand_cannot_be_shown_from_another():
    state = table_game()
    state, _ = run(state, Swap(0, ["7H"], ["KD"]))
    error = refused(state, Swap(1, ["KD"], ["7H"]))
    assert error.rule == "R70" and "known to be in seat 0's hand" in error.detail
    state, _ = run(state, Swap(1, ["8H"], ["7H"]), Pass(0), Pass(1))
    state, _ = run(state, Capture(0, "KD", ("2C", "3D", "5S")))  # seat 0 shows its known KD
    assert state.piles[0] == sort_cards(map(parse_card, ["KD", "2C", "3D", "5S"]))


def test_R71_cards_taken_in_a_swap_are_known_and_a_fully_known_hand_shows_only_them():
    state = table_position("duel", known=[["KD", "9H"], []], counts=[2, 5],
                           table=["2C", "3D", "4H", "5S"])
    assert V.view(state, 1)["hands"][0] == {"count": 2, "cards": ["KD", "9H"]}
    assert V.view(state, 1)["hands"][1] == {"count": 5}
    error = refused(state, Capture(0, "9S", ("4H", "5S")))
    assert error.rule == "A6.1" and "all of them known" in error.detail and "9S" in error.detail
    assert refused(state, Drop(0, "QC")).rule == "A6.1"
    assert set(hand_candidates(state, 0)) == {parse_card("KD"), parse_card("9H")}
    listing, total = V.legal_moves_listing(state, 0)
    assert {m.card.value for m in listing} == {"KD", "9H"} and total == len(listing)
    state, _ = run(state, Capture(0, "9H", ("4H", "5S")), Decline(1))
    assert state.counts[0] == 2 and state.hands[0] == (parse_card("KD"),)  # drew an unknown


def test_R71_a_swap_may_give_back_a_known_card_and_the_table_keeps_six():
    state = table_game()
    state, _ = run(state, Swap(0, ["7H", "8H", "JS"], ["2C", "3D", "KD"]), Pass(1))
    assert state.hands[0] == sort_cards(map(parse_card, ["2C", "3D", "KD"]))
    assert refused(state, Swap(0, ["QS", "7H"], ["8H", "JS"])).rule == "R70"  # 7H is on the table
    state, events = run(state, Swap(0, ["QS", "KD"], ["7H", "8H"]))
    assert events[0] == {"type": "swap", "seat": 0, "give": ["QS", "KD"], "take": ["7H", "8H"]}
    assert state.hands[0] == sort_cards(map(parse_card, ["2C", "3D", "7H", "8H"]))
    assert len(state.table) == 6 and state.counts == (8, 8)


def test_R73_a_round_ends_on_counts_and_the_next_waits_for_its_lay():
    state = table_position("duel", known=[["AS"], []], counts=[1, 1], table=["4D", "5C"],
                           stock_count=0, to_move=1, unseen=["9D"])
    state, events = run(state, Capture(1, "9D", ("4D", "5C")), Drop(0, "AS"))
    ended = next(e for e in events if e["type"] == "round_ended")
    assert ended["piles"] == [[], ["5C", "4D", "9D"]] and ended["piumas"] == [[], ["9D"]]
    assert state.phase == Phase.LAY and state.round == 2 and state.dealer == 1
    assert state.counts == (8, 8) and state.stock_count == 54 - 16 and not state.discarded


def test_R73_unseen_cards_are_discarded_unseen_when_four_aces_end_the_match():
    state = table_position("odd", known=[[], ["9C"], []], counts=[3, 4, 2],
                           table=["AD", "6H", "8S"], piles=[["AS", "AC"], [], []])
    state, events = run(state, Capture(0, "AH", ("AD",)))
    assert events[-1]["type"] == "game_ended" and events[-1]["rule"] == "A9.3"
    assert [e["type"] for e in events if e["type"] == "draw"] == []  # A9.3 before the draw
    assert state.winners == (0,) and state.counts == (0, 0, 0)
    assert set(codes(state.discarded)) == {"6H", "8S", "9C"}  # the table and the known 9C


def test_a_draw_in_a_scorekeeper_game_carries_no_card():
    state = passed(table_game())
    stock = state.stock_count
    state, events = run(state, Capture(0, "6H", ("2C", "4H")))  # no 5 to 9 taken: no window
    draws = [e for e in events if e["type"] == "draw"]
    assert draws == [{"type": "draw", "seat": 0, "stock_count": stock - 1}]
    assert state.counts == (8, 8) and state.hands == ((), ())


# ----------------------------------------------------------------------------------------------
# Moves checked as in a served game (A6.1, A1.2, A7)


def test_A6_1_a_capture_whose_sum_is_wrong_is_refused():
    state = passed(table_game())
    error = refused(state, Capture(0, "9S", ("2C", "3D")))
    assert error.rule == "A6.1" and "adds up to 5" in error.detail
    assert refused(state, Capture(0, "BJ", ("2C", "3D"), 6)).rule == "A6.1"
    assert refused(state, Capture(0, "BJ", ("2C", "3D"))).rule == "A1.2"
    assert refused(state, Capture(0, "9S", ("2C", "7D"))).rule == "A6.1"  # 7D not on the table
    state, events = run(state, Capture(0, "BJ", ("2C", "3D"), 5))
    assert events[0]["joker_value"] == 5


def test_A6_1_a_drop_is_judged_against_the_known_table():
    state = passed(table_game())
    error = refused(state, Drop(0, "6H"))  # 6H = 2C + 4H
    assert error.rule == "A6.1" and "cannot be dropped" in error.detail
    assert refused(state, Drop(0, "RJ")).rule == "A6.1"  # a joker: 5 = 5S
    state, events = run(state, Drop(0, "AH"))  # nothing on the table adds up to 1
    assert events[0] == {"type": "drop", "seat": 0, "card": "AH"}
    assert state.counts == (7, 8) and parse_card("AH") in state.table


def test_A7_interruptions_at_the_table_follow_the_served_rules():
    state = passed(table_game())
    state, _ = run(state, Capture(0, "9S", ("5S", "4H")))
    assert refused(state, Interrupt(1, "9S")).rule == "A7.1"  # the played card
    state, events = run(state, Decline(1))
    assert state.phase == Phase.PLAY and events[-1]["type"] == "draw"


# ----------------------------------------------------------------------------------------------
# Listing (R74), snapshots, views


def test_R74_the_listing_offers_every_card_that_may_be_in_the_hand():
    state = table_game()
    listing, total = V.legal_moves_listing(state, 0)
    free = len(unseen(state))  # 54 - 6 on the table: all may be in seat 0's hand
    assert free == 48
    assert total == 1 + sum(comb(48, k) * comb(6, k) for k in (1, 2, 3))
    assert len(listing) == 500 and listing[0] == Pass(0)
    for move in listing[1::50]:
        V.apply(state, move)
    state, _ = run(state, Swap(0, ["7H", "8H", "JS"], ["2C", "3D", "KD"]), Pass(1))
    # (Not a reachable Mulligan, where a hand always has more unknown cards than a turn swaps:
    # seat 0 holding 4 cards, 3 of them known, to check the count of gives against the gives.)
    state = V.load({**V.dump(state), "counts": [4, 8]})
    for k in (1, 2):
        assert give_count(state, 0, k) == len(list(gives(state, 0, k)))
    assert give_count(state, 0, 2) == comb(3, 2) + 3 * len(unseen(state))
    lay, _ = V.start(config(), "s", start={"dealer": 1}, tabletop=True)
    listing, total = V.legal_moves_listing(lay, 1)
    assert total == comb(54, 6) and len(listing) == 500  # nothing is shown yet
    assert V.legal_moves_listing(lay, 0) == ([], 0)


def test_a_scorekeeper_snapshot_round_trips_and_a_served_one_is_unchanged():
    state = passed(table_game("teams", dealer=1))
    state, _ = run(state, Capture(1, "9S", ("5S", "4H")))
    dumped = V.dump(state)
    assert dumped["tabletop"] is True and dumped["stock"] == [] and V.load(dumped) == state
    assert len(json.dumps(dumped)) < 4096
    served, _ = V.start(config(), "s")
    assert "tabletop" not in V.dump(served) and V.load(V.dump(served)) == served


def test_views_of_a_scorekeeper_game_are_the_same_for_every_viewer():
    state = table_game("odd", dealer=2)
    state, events = run(state, Swap(2, ["7H"], ["KD"]), Pass(0), Pass(1))
    views = [V.view(state, viewer) for viewer in (0, 1, 2, None, ALL)]
    assert all(view == views[0] for view in views)
    assert views[0]["hands"] == [{"count": 6}, {"count": 6}, {"count": 6}]
    assert all(redact_event(e, 0) == e for e in events)
    assert set(chain.from_iterable(map(codes, state.hands))) == {"KD"}
