"""House readings (docs/readings.md): each option plays the other reading of a
sentence of the originals. For each, a position built by hand where the two readings give
different results; the defaults are RULES.md's; the preset ``literal`` selects every other
reading, and seeded playouts of every game under it keep the playouts' invariants (audit,
snapshot round trip, refused probes, the scorekeeper twin seeing the same game)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from variants import find_variant
from variants.base import LITERAL, IllegalSetup, evolve
from variants.emotrions.cards import deck, pile_score
from variants.emotrions.match import Match, after_hand
from variants.four_aces.cards import Card
from variants.four_aces.counting import count_round
from variants.pareo.flow import end_hand
from variants.playout import PlayoutStats, play, play_tabletop

EMOTRIONS, FOUR_ACES, PAREO = (find_variant(n) for n in ("emotrions", "four-aces", "pareo"))


def cards(*codes: str) -> tuple[Card, ...]:
    return tuple(Card(c) for c in codes)


def count(mode: str, piles, **readings):
    sides = len(piles)
    seats = [(s, s + 2) if mode == "teams" else (s,) for s in range(sides)]
    aces = [sum(c.startswith("A") for c in p) for p in piles]
    early = next(((s, "A9.2") for s, n in enumerate(aces) if n == 3), None)
    return count_round(mode, [cards(*p) for p in piles], [()] * sides, seats, early, **readings)


# -- 4 Aces: A8.2 pure_column ----------------------------------------------------------------

# Seat 0: a pure column of spades to 5. Seat 1: clubs to 8 with the black joker as the 5.
PURE_FIVE = ["AS", "2S", "3S", "4S", "5S"]
IMPURE_EIGHT = ["AC", "2C", "3C", "4C", "BJ", "6C", "7C", "8C"]


def test_A8_2_pure_column_equal_length_lets_the_longer_impure_column_win():
    counted = count("duel", [PURE_FIVE, IMPURE_EIGHT])
    assert counted.ranking[0]["seats"] == [1]
    assert counted.ranking[0]["decided_by"] == {"rule": "A8.2", "criterion": "length",
                                                "column": 1}


def test_A8_2_pure_column_always_beats_longer_impure():
    counted = count("duel", [PURE_FIVE, IMPURE_EIGHT], pure_column="always")
    assert counted.ranking[0]["seats"] == [0]
    # Seat 1's best under this reading is its pure clubs to 4, not the impure 8 (A8.1).
    assert [c.length for c in counted.standings[1].columns if c.length] == [4]
    assert counted.ranking[0]["decided_by"] == {"rule": "A8.2", "criterion": "length",
                                                "column": 1}


def test_A8_2_pure_column_always_is_checked_as_the_other_options_are():
    with pytest.raises(IllegalSetup) as refused:
        FOUR_ACES.configure(2, {"pure_column": "sometimes"})
    assert refused.value.rule == "A8.2" and refused.value.field == "options.pure_column"


# -- 4 Aces: A8.3 placement_vp and A9.2 three_aces_vp ------------------------------------------

ODD = [["AS", "2S", "3S", "4S"], ["AC", "2C"], ["AD"]]


def _points(counted, side: int, item: str) -> int:
    return sum(line["points"] for line in counted.lines[side] if line.get("item") == item)


def test_A8_3_placement_vp_replace_gives_odd_placement_only():
    counted = count("odd", ODD)
    assert _points(counted, 0, "placement") == 3 and _points(counted, 0, "round_winner") == 0


def test_A8_3_placement_vp_add_gives_the_round_winner_its_8_as_well():
    counted = count("odd", ODD, placement_vp="add")
    assert _points(counted, 0, "placement") == 3 and _points(counted, 0, "round_winner") == 8
    assert counted.points[0] == count("odd", ODD).points[0] + 8
    assert counted.points[1:] == count("odd", ODD).points[1:]


THREE_ACES = [["AS", "AC", "AD", "2C"], ["2S", "3S", "4S"]]


def test_A9_2_three_aces_vp_instead_replaces_the_round_winners_points():
    counted = count("duel", THREE_ACES)
    assert _points(counted, 0, "early_win") == 20 and _points(counted, 0, "round_winner") == 0


def test_A9_2_three_aces_vp_in_addition_adds_the_round_winners_8():
    counted = count("duel", THREE_ACES, three_aces_vp="in_addition")
    assert _points(counted, 0, "early_win") == 20 and _points(counted, 0, "round_winner") == 8
    assert counted.points[0] == count("duel", THREE_ACES).points[0] + 8


def test_A9_2_three_aces_vp_in_addition_adds_first_place_in_odd():
    piles = [["AS", "AC", "AD"], ["2S"], ["3S"]]
    plain = count("odd", piles)
    counted = count("odd", piles, three_aces_vp="in_addition")
    assert _points(counted, 0, "placement") == 3 and counted.points[0] == plain.points[0] + 3
    both = count("odd", piles, three_aces_vp="in_addition", placement_vp="add")
    assert both.points[0] == plain.points[0] + 3 + 8


def test_the_count_ruling_takes_the_readings():
    ruling = FOUR_ACES.rulings["count"]
    body = {"mode": "duel", "piles": [PURE_FIVE, IMPURE_EIGHT]}
    assert ruling.judge(body).result["ranking"][0]["seats"] == [1]
    assert ruling.judge({**body, "pure_column": "always"}).result["ranking"][0]["seats"] == [0]


# -- Emotrions: E5.3 exact37 and E3.1 first_trick_draw --------------------------------------


def _exact37_hand(**reading):
    # Seat 0 reaches exactly 37; seat 1 goes over it.
    match = Match("exact37", (30, 35), (False, False))
    return after_hand(match, {0: 7, 1: 4}, 0, **reading)


def test_E5_3_exact37_playoff_if_over_plays_off_when_anyone_is_over():
    match, outcome = _exact37_hand()
    assert match.playoff == (0, 1) and not match.winners and outcome.rule == "E5.3"


def test_E5_3_exact37_exact_wins_lets_a_single_exact_37_win():
    match, outcome = _exact37_hand(exact37="exact_wins")
    assert match.winners == (0,) and not match.playoff and outcome.rule == "E5.3"


def test_E5_3_exact37_exact_wins_still_plays_off_two_at_37():
    match, _ = after_hand(Match("exact37", (30, 30), (False, False)), {0: 7, 1: 7}, 0,
                          exact37="exact_wins")
    assert match.playoff == (0, 1) and not match.winners


@pytest.mark.parametrize("variant", [EMOTRIONS, PAREO], ids=lambda v: v.name)
def test_E3_1_first_trick_draw_false_plays_the_first_trick_from_the_dealt_six(variant):
    drawn, _ = variant.start(variant.configure(2, {}), "first-draw")
    dealt, events = variant.start(variant.configure(2, {"first_trick_draw": False}), "first-draw")
    assert [len(h) for h in drawn.hands] == [7, 7]
    assert [len(h) for h in dealt.hands] == [6, 6]
    assert not [e for e in events if e.type == "draw"]
    # Draws begin with the second trick (play): the first draw comes with the move that ends
    # the first trick, and until then no hand held more than the 6 dealt.
    state, drew = dealt, False
    for _ in range(12):
        assert max(len(h) for h in state.hands) <= 6
        seat = variant.to_act(state)[0]
        state, events = variant.apply(state, variant.legal_moves(state, seat)[0])
        if any(e.type == "draw" for e in events):
            drew = True
            break
    assert drew


# -- Pareo: R24 playoff_opener ------------------------------------------------------------


def _tied_hand_ends(reading: str):
    """A Pareo hand opened by seat 0 ends with both game totals at 37 or more and equal: a
    play-off (E5.2, P7). Returns the state after it."""
    state, _ = PAREO.start(PAREO.configure(2, {"playoff_opener": reading}), "tied")
    pile: list = []
    for card in deck():
        if pile_score(pile) >= 7:
            break
        pile.append(card)
    state = evolve(state, match=replace(state.match, totals=(30, 30)), opener=0,
                   piles=(tuple(pile), tuple(pile)), hands=((), ()), stock=())
    events: list = []
    after = end_hand(state, events)
    assert after.match.playoff == (0, 1)
    return after


def test_R24_playoff_opener_other_opens_a_tied_playoff_with_the_other_player():
    assert _tied_hand_ends("other").opener == 1


def test_R24_playoff_opener_same_opens_the_playoff_with_the_same_player():
    assert _tied_hand_ends("same").opener == 0


# -- the literal preset ------------------------------------------------------------------


def test_R221_the_literal_preset_selects_every_other_reading():
    for variant in (EMOTRIONS, FOUR_ACES, PAREO):
        config = variant.configure(2, {}, LITERAL)
        for spec in variant.readings:
            assert getattr(config, spec.name) == variant.literal[spec.name] != spec.default
            assert spec.reads is not None and spec.reads.it and spec.reads.en
        # An option given with the preset overrides it.
        name = variant.readings[0].name
        default = variant.readings[0].default
        assert getattr(variant.configure(2, {name: default}, LITERAL), name) == default


def test_R220_a_game_under_the_defaults_stores_and_shows_no_reading():
    for variant in (EMOTRIONS, FOUR_ACES, PAREO):
        state, _ = variant.start(variant.configure(2, {}), "defaults")
        text = repr(variant.dump(state)) + repr(variant.view(state, None))
        assert not [spec.name for spec in variant.readings if spec.name in text]
        literal, _ = variant.start(variant.configure(2, {}, LITERAL), "defaults")
        assert variant.load(variant.dump(literal)).config == literal.config


def _literal_configs(variant):
    configs = variant.playout_configs()[::7][:4] or [variant.configure(2, {})]
    return [replace(c, **variant.literal) for c in configs]


@pytest.mark.parametrize("variant", [EMOTRIONS, FOUR_ACES, PAREO], ids=lambda v: v.name)
def test_seeded_playouts_under_the_literal_preset_hold_every_invariant(variant):
    stats = PlayoutStats()
    for i, config in enumerate(_literal_configs(variant)):
        if variant is FOUR_ACES:
            config = replace(config, goal=20)
        final = play(variant, config, f"literal-{variant.name}-{i}", check_all_listed=False,
                     stats=stats)
        assert variant.is_finished(final)
    assert stats.finished == len(_literal_configs(variant)) and stats.rejected_probes > 0


@pytest.mark.parametrize("variant", [EMOTRIONS, FOUR_ACES, PAREO], ids=lambda v: v.name)
def test_a_scorekeeper_game_under_the_literal_preset_sees_the_served_game(variant):
    config = _literal_configs(variant)[0]
    if variant is FOUR_ACES:
        config = replace(config, goal=20)
    hidden = variant.tabletop_hidden
    play_tabletop(variant, config, f"literal-table-{variant.name}", probes=0,
                  view_ignore=tuple(hidden.get("view", ())),
                  event_ignore=tuple(hidden.get("events", ())))
