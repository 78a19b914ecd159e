"""4 Aces set-up and interface: options (A2), dealer cut (A3), deals (A4, G5), listings (R43),
views and events (G3), snapshots."""

from __future__ import annotations

import json
import re
from itertools import combinations
from math import comb

import pytest

from variants import find_variant
from variants.base import ALL, IllegalSetup, redact_event
from variants.four_aces import LISTING_CAP, Capture, Card, Config, Drop, Pass, Swap
from variants.four_aces import VARIANT as V
from variants.four_aces.cards import DECK, VALUE, cut_strength
from variants.four_aces.engine import MAX_DEALS
from variants.four_aces.scenario import fill_deal, position


def setup_error(call, rule: str, field: str | None = None) -> IllegalSetup:
    with pytest.raises(IllegalSetup) as excinfo:
        call()
    assert excinfo.value.rule == rule, excinfo.value
    if field is not None:
        assert excinfo.value.field == field
    return excinfo.value


def duel_deal(dealer: int | None = 0) -> dict:
    deal = fill_deal(Config(2, "duel"), 0, [[], []], [])
    if dealer is None:
        del deal["dealer"]
    else:
        deal["dealer"] = dealer
    return deal


# ----------------------------------------------------------------------------------------------
# A2 options


def test_A2_modes_default_by_player_count():
    assert [V.configure(n, {}).mode for n in (2, 3, 4)] == ["duel", "odd", "even"]
    assert V.configure(4, {"mode": "teams"}).teams
    assert V.configure(2, {}).interruptions_per == "round"
    assert find_variant("four-aces") is V


@pytest.mark.parametrize("players,mode", [(2, "odd"), (3, "duel"), (3, "teams"), (4, "duel"),
                                          (2, "even"), (3, "even")])
def test_A2_a_mode_that_does_not_fit_is_refused(players, mode):
    setup_error(lambda: V.configure(players, {"mode": mode}), "A2", "options.mode")


def test_A2_bad_player_counts_and_options_refused():
    setup_error(lambda: V.configure(5, {}), "A2", "players")
    setup_error(lambda: V.configure(1, {}), "A2", "players")
    setup_error(lambda: V.configure(2, {"mode": "solo"}), "A2", "options.mode")
    setup_error(lambda: V.configure(2, {"target": 3}), "A2", "options.target")
    setup_error(lambda: V.configure(2, {"interruptions_per": "hand"}), "A7.2",
                "options.interruptions_per")
    setup_error(lambda: V.configure(2, {}, "pure-strategy"), "A2", "preset")


def test_describe_is_json_ready_and_lists_options_and_moves():
    described = V.describe()
    assert json.loads(json.dumps(described)) == described
    assert [o["name"] for o in described["options"]] == ["mode", "interruptions_per"]
    assert described["options"][0]["choices"] == ["duel", "odd", "even", "teams"]
    assert {m["type"] for m in described["moves"]} == set(V.move_types)
    assert described["listing_cap"] == LISTING_CAP


def test_playout_configs_cover_every_mode_and_scope():
    configs = V.playout_configs()
    assert {(c.players, c.mode, c.interruptions_per) for c in configs} == {
        (p, m, s) for p, m in ((2, "duel"), (3, "odd"), (4, "even"), (4, "teams"))
        for s in ("round", "match")}


# ----------------------------------------------------------------------------------------------
# A3 dealer


def test_A3_1_cut_order():
    order = sorted(DECK, key=cut_strength, reverse=True)
    assert [c.value for c in order[:7]] == ["2S", "BJ", "RJ", "KS", "KC", "KD", "KH"]
    assert [c.value for c in order[-4:]] == ["AS", "AC", "AD", "AH"]
    assert cut_strength(Card("3S")) > cut_strength(Card("2C"))  # only the 2 of spades is special


def test_A3_1_R30_dealer_cut_by_lot_highest_deals():
    for seed in ("a", "b", "c", "d"):
        state, events = V.start(V.configure(4, {}), seed)
        cut = events[0]
        assert cut.type == "dealer_cut" and len(cut.data["cuts"]) == 4
        strengths = [cut_strength(Card(c)) for c in cut.data["cuts"]]
        assert cut.data["dealer"] == strengths.index(max(strengths)) == state.dealer
        assert events[1].type == "round_started" and events[1].data["dealer"] == state.dealer
    again, _ = V.start(V.configure(4, {}), "d")
    assert again == state  # seeded: the same cut and deal


def test_A3_1_start_dealer_skips_the_cut():
    state, events = V.start(V.configure(3, {}), "s", start={"dealer": 2})
    assert state.dealer == 2 and [e.type for e in events] == ["round_started"]
    setup_error(lambda: V.start(V.configure(3, {}), "s", start={"dealer": 3}), "A3.1",
                "start.dealer")
    setup_error(lambda: V.start(V.configure(3, {}), "s", start={"leader": 0}), "A3.1",
                "start.leader")


# ----------------------------------------------------------------------------------------------
# A4 deals (G5, R31, R32)


def test_A4_1_sizes_by_mode():
    for players, hand, stock in ((2, 8, 32), (3, 6, 30), (4, 6, 24)):
        state, _ = V.start(V.configure(players, {}), "sizes")
        view = V.view(state, None)
        assert [h["count"] for h in view["hands"]] == [hand] * players
        assert len(view["table"]) == 6 and view["stock_count"] == stock


def test_A4_1_explicit_deal_is_used_as_given():
    deal = duel_deal(1)
    state, events = V.start(Config(2, "duel"), "x", [deal])
    assert [e.type for e in events] == ["round_started"]  # no cut: the dealer is given
    assert state.dealer == 1 and [c.value for c in state.stock] == deal["stock"]
    assert sorted(c.value for c in state.table) == sorted(deal["table"])


def test_G5_explicit_deals_must_be_the_deck_in_shape():
    cfg = Config(2, "duel")
    deal = duel_deal()
    short = dict(deal, hands=[deal["hands"][0], deal["hands"][1][:7]])
    setup_error(lambda: V.start(cfg, "x", [short]), "G5", "deals[0].hands[1]")
    twice = dict(deal, table=deal["table"][:5] + [deal["hands"][0][0]])
    error = setup_error(lambda: V.start(cfg, "x", [twice]), "G5")
    assert "twice" in error.detail
    unknown = dict(deal, table=deal["table"][:5] + ["1S"])
    setup_error(lambda: V.start(cfg, "x", [unknown]), "G5")
    setup_error(lambda: V.start(cfg, "x", [dict(deal, stock=deal["stock"][:-1])]), "G5",
                "deals[0].stock")
    setup_error(lambda: V.start(cfg, "x", [dict(deal, leader=0)]), "G5", "deals[0].leader")
    setup_error(lambda: V.start(cfg, "x", [duel_deal(None)]), "G5", "deals[0].dealer")
    setup_error(lambda: V.start(cfg, "x", [duel_deal(2)]), "G5", "deals[0].dealer")


def test_R32_later_deals_follow_A3_2_and_are_capped():
    cfg = Config(2, "duel")
    V.start(cfg, "x", [duel_deal(1), duel_deal(None), duel_deal(1)])
    setup_error(lambda: V.start(cfg, "x", [duel_deal(1), duel_deal(1)]), "A3.2", "deals[1].dealer")
    setup_error(lambda: V.start(cfg, "x", [duel_deal(0)] * (MAX_DEALS + 1)), "R32", "deals")
    setup_error(lambda: V.start(cfg, "x", [duel_deal(0)], start={"dealer": 1}), "G5")


def test_R31_later_rounds_use_the_next_deal_then_the_seed():
    cfg = Config(2, "duel")
    first = fill_deal(cfg, 0, [["3S"], []], ["AS", "AC", "AD", "KS", "KC", "QS"])
    second = duel_deal(None)
    state, _ = V.start(cfg, "x", [first, second])
    while state.phase == "mulligan":
        state, _ = V.apply(state, Pass(state.to_move))
    state, events = V.apply(state, Capture(0, "3S", ["AS", "AC", "AD"]))  # A9.2: round over
    assert state.round == 2 and [c.value for c in state.stock] == second["stock"]
    assert state.deals == ()


# ----------------------------------------------------------------------------------------------
# R43 listings

PATHOLOGICAL = ["AS", "AC", "AD", "AH", "2S", "2C", "2D", "2H", "3S", "3C", "3D", "3H",
                "4S", "4C", "4D", "4H", "BJ", "RJ", "5S", "5C"]


def counted_by_ranks(table: list[str], value: int) -> int:
    """The number of takes adding up to ``value``, counted another way than the engine: per
    card value, how many cards of it are taken (binomials), over all such choices."""
    by_value: dict[int, int] = {}
    for code in table:
        by_value[VALUE[Card(code)]] = by_value.get(VALUE[Card(code)], 0) + 1
    ways = {0: 1}
    for v, n in by_value.items():
        following: dict[int, int] = {}
        for s, w in ways.items():
            for k in range(n + 1):
                if s + k * v <= value:
                    following[s + k * v] = following.get(s + k * v, 0) + w * comb(n, k)
        ways = following
    return ways.get(value, 0)


def test_R43_pathological_table_counts_every_capture_and_lists_at_most_the_cap():
    state = pathological(["KD", "QD", "9H", "6D"])
    moves, total = V.legal_moves_listing(state, 0)
    expected = sum(counted_by_ranks(PATHOLOGICAL, v) for v in (10, 10, 9, 6))
    assert total == expected > 1000 and len(moves) == LISTING_CAP
    assert len(set(moves)) == len(moves)
    for card in ("KD", "QD", "9H", "6D"):  # every card gets its share of the cap
        assert sum(1 for m in moves if m.card == Card(card)) >= LISTING_CAP // 4 - 1
    for move in moves[::50]:
        V.apply(state, move)


def test_R43_an_unlisted_legal_capture_is_accepted():
    state = pathological(["KD", "QD", "9H", "6D"])
    moves, _ = V.legal_moves_listing(state, 0)
    listed = set(moves)
    take = next(t for k in range(6, 11) for t in combinations(PATHOLOGICAL, k)
                if sum(VALUE[Card(c)] for c in t) == 10
                and Capture(0, "KD", list(t)) not in listed)
    after, events = V.apply(state, Capture(0, "KD", list(take)))
    assert events[0].type == "capture"


def test_R43_mulligan_listing_shares_the_cap_between_swap_sizes():
    state, _ = V.start(Config(2, "duel"), "swaps", start={"dealer": 0})
    moves, total = V.legal_moves_listing(state, 0)
    assert total == 1 + 8 * 6 + 28 * 15 + 56 * 20 == 1589
    assert moves[0] == Pass(0) and len(moves) == LISTING_CAP
    sizes = [len(m.give) for m in moves[1:]]
    assert (sizes.count(1), sizes.count(2), sizes.count(3)) == (48, 226, 225)
    unlisted = Swap(0, state.hands[0][-3:], state.table[-3:])
    assert unlisted not in set(moves)
    V.apply(state, unlisted)


def test_R43_listing_shows_drops_only_for_cards_that_capture_nothing():
    state = _table(["9S", "2H"], ["4D", "5C", "KS"])
    moves, total = V.legal_moves_listing(state, 0)
    assert moves == [Capture(0, "9S", ["4D", "5C"]), Drop(0, "2H")] and total == 2


def _table(hand: list[str], table: list[str]):
    return position(Config(2, "duel"), [hand, []], table)


def pathological(hand: list[str]):
    return _table(hand, PATHOLOGICAL)


# ----------------------------------------------------------------------------------------------
# G3 views and events; snapshots


def test_G3_views_show_a_hand_only_to_its_owner():
    state, events = V.start(V.configure(3, {}), "views")
    for viewer in (0, 1, 2, None):
        view = V.view(state, viewer)
        assert json.loads(json.dumps(view)) == view
        shown = [s for s, h in enumerate(view["hands"]) if "cards" in h]
        assert shown == ([viewer] if viewer is not None else [])
    assert all("cards" in h for h in V.view(state, ALL)["hands"])
    started = events[-1].to_dict()
    for seat in range(3):
        seen = redact_event(started, seat)
        assert [k for k in seen if re.fullmatch(r"hand_\d", k)] == [f"hand_{seat}"]
    assert not [k for k in redact_event(started, None) if re.fullmatch(r"hand_\d", k)]


def test_snapshots_stay_under_4kb():
    cfg = Config(4, "even", "match")
    deal = fill_deal(cfg, 0, [[], [], [], []], [])
    state, _ = V.start(cfg, "big" * 30, [deal] + [{k: v for k, v in deal.items() if k != "dealer"}]
                       * (MAX_DEALS - 1))
    snapshot = V.dump(state)
    snapshot["history"] = [[20, 20, 20, 20]] * 60
    assert len(json.dumps(snapshot, separators=(",", ":"))) <= 4096
    assert V.load(V.dump(state)) == state
