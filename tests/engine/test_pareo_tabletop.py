"""Emotrions Pareo scorekeeper games (``"deal": "table"``, rulings R60–R65): seeded server games
replayed as the table's reports end exactly alike; each impossible report is refused with its
rule; snapshots round-trip; no view shows a card that was not shown at the table."""

from __future__ import annotations

import dataclasses
import json
import re
from collections import Counter

import pytest

from tests.engine.test_pareo_rules import of
from tests.engine.test_pareo_rules import play as report
from variants.base import ALL, IllegalMove, IllegalSetup, handler, redact_event
from variants.emotrions.cards import Card, deck, sort_cards
from variants.pareo import VARIANT
from variants.pareo.engine import (
    ANSWER,
    ATTACK,
    REVEAL,
    Answer,
    Attack,
    Decline,
    Reveal,
    Unseen,
)
from variants.pareo.flow import end_hand
from variants.playout import PlayoutStats, play_tabletop
from variants.rng import Rng

JOY, LOVE, GOODNESS, FORCE = Card.JOY, Card.LOVE, Card.GOODNESS, Card.FORCE
SADNESS, HATRED, FURY = Card.SADNESS, Card.HATRED, Card.FURY
HUNGER, INDECISION = Card.HUNGER, Card.INDECISION

CARD_CODE = re.compile('"(' + "|".join(c.value for c in Card) + ')"')
#: What only a server-dealt game knows (R63).
VIEW_IGNORE = VARIANT.tabletop_hidden["view"]
EVENT_IGNORE = VARIANT.tabletop_hidden["events"]


# ----------------------------------------------------------------------------------------------
# Helpers


def table_game(leader=0, **options):
    """A scorekeeper game with ``leader`` as first Challenger; returns (state, stored events)."""
    config = VARIANT.configure(2, options)
    state, events = VARIANT.start(config, "table", start={"leader": leader}, tabletop=True)
    VARIANT.audit(state)
    return state, [e.to_dict() for e in events]


def staged(counts, stock=0, *, hidden, piles=((), ()), attack=(), challenger=0, **options):
    """A scorekeeper game mid-hand: hands of ``counts`` cards and ``stock`` cards the referee
    has not seen, which are (at the table) the cards ``hidden``; the given piles and table;
    every other card of the deck discarded."""
    assert sum(counts) + stock == len(hidden)
    base, _ = table_game(challenger, **options)
    shown = Counter(deck()) - Counter([*hidden, *piles[0], *piles[1], *attack])
    state = dataclasses.replace(
        base,
        phase=ANSWER if attack else ATTACK,
        challenger=challenger,
        attack=tuple(sort_cards(attack)),
        piles=tuple(tuple(sort_cards(p)) for p in piles),
        discards=tuple(sort_cards(shown.elements())),
        unseen=Unseen(tuple(counts), stock),
    )
    VARIANT.audit(state)
    return state


def refused(state, move, rule):
    """``move`` is refused with ``rule``, in English and Italian (G4: nothing changes)."""
    before = VARIANT.dump(state)
    with pytest.raises(IllegalMove) as info:
        VARIANT.apply(state, move)
    error = info.value
    assert error.rule == rule, error.detail
    assert error.translated and error.text.it != error.text.en, error.detail
    assert VARIANT.dump(state) == before
    return error


def codes_in(value) -> Counter:
    return Counter(CARD_CODE.findall(json.dumps(value)))


def check_shown_only(variant, state, events):
    """G3, R63: every viewer (the table's ALL included) sees exactly the cards shown at the
    table (attack, piles, discards) and no event shows any other card: the referee knows no
    more than that."""
    shown = Counter(c.value for c in state.shown().elements())
    for viewer in (0, 1, None, ALL):
        assert codes_in(variant.view(state, viewer)) == shown, f"view of {viewer}"
    for event in events:
        stored = event.to_dict()
        assert "secret" not in stored, f"a secret in {stored}"
        if stored["type"] in ("draw", "hand_started", "challenger", "decline", "game_ended"):
            assert not codes_in(stored), f"cards in {stored}"


def check_small_snapshot(variant, state, events):
    assert len(json.dumps(variant.dump(state))) <= 4096


CHECKS = (check_shown_only, check_small_snapshot)


def equivalent(config, seed, checks=CHECKS, **options):
    return play_tabletop(
        VARIANT, config, seed, checks=checks, view_ignore=VIEW_IGNORE,
        event_ignore=EVENT_IGNORE, **options,
    )


def configs_for(target):
    return [c for c in VARIANT.playout_configs() if c.target == target]


# ----------------------------------------------------------------------------------------------
# The core: a server-dealt game reported move by move ends exactly alike


def alike(target, seeds, probes):
    """Play each seeded server game of ``target`` (the option sets in turn) and its table's
    reports; check they end alike; return the stats, the winners and the play-off kinds met."""
    configs = configs_for(target)
    stats = PlayoutStats()
    winners = Counter()
    playoffs = set()

    def watch_playoffs(variant, state, events):
        for event in events:
            if event.type == "hand_ended" and "playoff" in event.data["outcome"]:
                playoffs.add(event.data["outcome"]["playoff"]["kind"])

    for i, seed in enumerate(seeds):
        result = equivalent(configs[i % len(configs)], seed, stats=stats, probes=probes,
                            checks=(*CHECKS, watch_playoffs))
        server, table = result.server, result.table
        assert VARIANT.view(table, ALL)["winners"] == VARIANT.view(server, ALL)["winners"] != []
        assert table.match == server.match and table.history == server.history
        assert table.piles == server.piles and table.discards == server.discards
        winners[tuple(table.match.winners)] += 1
        assert any(isinstance(r, Reveal) for r in result.reports) or table.hand_number == 1
    assert stats.finished == len(seeds)
    return stats, winners, playoffs


def test_R60_R65_server_games_reported_at_the_table_end_alike():
    # Spread over naked and stock_face_up; one unlisted report probed per report.
    # ``python -m variants.playout --variant pareo --tabletop --games 2000`` plays more.
    games = 60
    stats, winners, _ = alike("reach37", [f"pareo-table-reach37-{i}" for i in range(games)], 1)
    assert stats.rejected_probes > games * 20
    assert len(winners) >= 2  # both seats win some: the games are not all alike


# Seeds whose games (probes=0: the game variants.playout.play plays) go through play-offs:
# E5.2 tie play-offs in reach37, E5.3 play-offs in exact37 (whose games run long: a few).
def test_P7_E5_2_tie_playoffs_reported_at_the_table_end_alike():
    seeds = [f"pareo-table-tie-{i}" for i in (396, 884, 949, 1603)]
    _, _, playoffs = alike("reach37", seeds, 0)
    assert playoffs == {"tie"}


def test_P7_E5_3_exact37_playoffs_reported_at_the_table_end_alike():
    seeds = [f"pareo-table-exact37-{i}" for i in (16, 25, 2, 35)]
    _, _, playoffs = alike("exact37", seeds, 0)
    assert playoffs == {"exact37"}


def test_R65_a_replay_of_the_reports_gives_the_same_game():
    # The service undoes a report by replaying the others from the start: it must be exact.
    config = configs_for("reach37")[0]
    result = equivalent(config, "pareo-replay", probes=0)
    state, _ = VARIANT.start(config, "pareo-replay", tabletop=True)
    for move in result.reports:
        state, _ = VARIANT.apply(state, move)
    assert state == result.table and VARIANT.dump(state) == VARIANT.dump(result.table)


def test_the_equivalence_check_catches_a_table_that_scores_differently():
    def miscounted_reveal(state, move, events):
        # A scorekeeper that adds the revealed cards to the wrong pile (P6).
        return end_hand(state, events, (1 - move.seat, move.cards))

    class Miscounting(type(VARIANT)):
        handlers = {**VARIANT.handlers, Reveal: handler(miscounted_reveal, REVEAL)}

    with pytest.raises(AssertionError, match="view differs"):
        play_tabletop(Miscounting(), configs_for("reach37")[0], "pareo-miscount", probes=0,
                      view_ignore=VIEW_IGNORE, event_ignore=EVENT_IGNORE)


# ----------------------------------------------------------------------------------------------
# R60: one deck, so no fifth card of a kind


def test_R60_a_fifth_fury_is_refused():
    state, _ = table_game(leader=0)
    # A matched fury goes to the Challenger (P4): seat 1's pile is worth more and attacks next.
    state, _ = report(state, Attack(0, [FURY]), Answer(1, [FURY]))
    assert state.challenger == 1
    state, _ = report(state, Attack(1, [FURY]), Answer(0, [FURY]))
    error = refused(state, Attack(state.challenger, [FURY]), "R60")
    assert error.detail == "the deck holds only 4 fury; all 4 have been shown"
    assert error.detail_in("it") == "il mazzo ha solo 4 fury; sono già state mostrate tutte e 4"
    assert Attack(state.challenger, [FURY]) not in VARIANT.legal_moves(state, state.challenger)


def test_R60_a_pair_when_one_of_its_kind_is_left_is_refused():
    state, _ = table_game(leader=0)
    state, _ = report(state, Attack(0, [LOVE, LOVE]), Answer(1, [LOVE, INDECISION]))
    # Three loves are shown; the table reports a pair of them in an attack.
    error = refused(state, Attack(state.challenger, [LOVE, LOVE]), "R60")
    assert "3 have been shown" in error.detail
    state, _ = report(state, Attack(state.challenger, [LOVE]))
    assert state.phase == ANSWER


def test_R60_cards_out_of_play_count_too():
    # Discards (a Hunger play) and piles both count as shown.
    state, _ = table_game(leader=0)
    state, _ = report(state, Attack(0, [HUNGER]), Answer(1, [HUNGER]))
    state, _ = report(state, Attack(state.challenger, [HUNGER]), Answer(state.pareo, [HUNGER]))
    assert Counter(state.discards)[HUNGER] == 4
    refused(state, Attack(state.challenger, [HUNGER]), "R60")


# ----------------------------------------------------------------------------------------------
# R61: counts, and the players with no cards


def test_R61_an_answer_from_a_pareo_with_no_cards_breaks_P6():
    # The stock's last card goes to the Challenger; the Pareo holds none (P6: only a decline).
    state = staged((1, 0), 1, hidden=[JOY, LOVE], challenger=0)
    state, _ = report(state, Attack(0, [JOY]), Decline(1))
    assert state.unseen == Unseen((1, 0), 0) and state.phase == ATTACK
    state, _ = report(state, Attack(state.challenger, [LOVE]))
    assert VARIANT.legal_moves(state, 1) == [Decline(1)]
    error = refused(state, Answer(1, [LOVE]), "P6")
    assert "a Pareo with no cards can only decline" in error.detail


def test_R61_an_attack_from_a_player_with_no_cards_is_never_awaited():
    # Seat 1 holds nothing; P6 never lets a Challenger without cards be asked to attack.
    state = staged((1, 0), 1, hidden=[JOY, LOVE], challenger=0)
    state, _ = report(state, Attack(0, [JOY]), Decline(1))
    refused(state, Attack(1, [SADNESS]), "G6")


def test_R61_more_cards_than_the_hand_holds_break_E3_3():
    state = staged((2, 1), hidden=[JOY, LOVE, GOODNESS], challenger=0)
    state, _ = report(state, Attack(0, [LOVE]))
    error = refused(state, Answer(1, [LOVE, LOVE]), "E3.3")
    assert "holds 1 card(s), fewer than the 2 shown" in error.detail


# ----------------------------------------------------------------------------------------------
# Everything else is checked as in a server-dealt game, with the same rule ids


def test_G6_E3_3_P3_checked_as_in_a_server_game():
    state, _ = table_game(leader=0)
    refused(state, Attack(1, [LOVE]), "G6")
    refused(state, Decline(0), "G6")
    refused(state, Reveal(0, [LOVE]), "G6")
    refused(state, Attack(0, [LOVE, FURY]), "E3.3")
    refused(state, Attack(0, [HUNGER, JOY]), "E3.3")
    state, _ = report(state, Attack(0, [LOVE, LOVE]))
    refused(state, Answer(1, [LOVE]), "P3")  # one card against two
    refused(state, Answer(1, [FORCE, FORCE]), "P3")
    refused(state, Answer(1, [JOY, SADNESS]), "P3")
    state, events = report(state, Answer(1, [FORCE]))  # a lone force: no force in the attack
    assert of(events, "answer")[0]["kind"] == "lone force"


def test_P4_P5_resolved_as_in_a_server_game():
    state, _ = table_game(leader=0)
    state, events = report(state, Attack(0, [GOODNESS]), Decline(1))
    (outcome,) = of(events, "play_resolved")
    assert outcome["taker"] == 0 and outcome["value"] == 5  # a declined positive stays
    assert state.piles == ((GOODNESS,), ()) and state.challenger == 0
    # Seat 0 staked one of its 7 and drew; seat 1 kept its 7 and drew (P2 a): counts only.
    assert state.unseen == Unseen((7, 8), 20)
    assert [(d["seat"], d["stock_count"]) for d in of(events, "draw")] == [(0, 21), (1, 20)]
    assert all("card" not in d for d in of(events, "draw"))


# ----------------------------------------------------------------------------------------------
# R62: the reveal at the end of a hand (P6)


def test_R62_the_hand_waits_for_the_cards_left_to_be_revealed():
    # Seat 1 declines a fury and takes it (P4); seat 0 (pile 0 > −5) stays Challenger with no
    # cards and the stock is empty: seat 1 must show the two cards it still holds.
    state = staged((1, 2), hidden=[FURY, LOVE, GOODNESS], challenger=0)
    state, events = report(state, Attack(0, [FURY]), Decline(1))
    assert not of(events, "hand_ended")
    assert state.phase == REVEAL and VARIANT.to_act(state) == (1,)
    view = VARIANT.view(state, None)
    assert view["phase"] == "reveal" and view["to_act"] == [1]
    assert VARIANT.legal_moves(state, 1) == [Reveal(1, [LOVE, GOODNESS])]
    assert VARIANT.legal_moves(state, 0) == []
    refused(state, Reveal(0, []), "G6")
    refused(state, Decline(1), "G6")
    assert "holds 2 card(s)" in refused(state, Reveal(1, [LOVE]), "P6").detail
    refused(state, Reveal(1, [LOVE, LOVE, GOODNESS]), "P6")
    # Only the cards not shown yet can be in that hand: anything else is a card too many.
    refused(state, Reveal(1, [LOVE, FURY]), "R60")
    state, events = report(state, Reveal(1, [GOODNESS, LOVE]))
    (ended,) = of(events, "hand_ended")
    assert ended["remainder"] == {"seat": 1, "cards": ["love", "goodness"]}
    assert ended["points"] == [0, 3] and state.hand_number == 2
    assert state.unseen == Unseen((7, 7), 22)  # the next hand dealt and its draws made


def test_R62_both_hands_empty_end_the_hand_without_a_reveal():
    state = staged((1, 1), hidden=[LOVE, LOVE], challenger=0)
    state, events = report(state, Attack(0, [LOVE]), Answer(1, [LOVE]))
    (ended,) = of(events, "hand_ended")
    assert ended["remainder"] is None and state.phase == ATTACK and state.hand_number == 2


def test_R62_a_reveal_is_never_awaited_in_a_server_dealt_game():
    state, _ = VARIANT.start(VARIANT.configure(2, {}), "server", start={"leader": 0})
    refused(state, Reveal(0, list(state.hands[0])), "G6")


# ----------------------------------------------------------------------------------------------
# R63: what the referee sees, and so what every view and event shows


@pytest.mark.parametrize("options", [{}, {"naked": True}, {"stock_face_up": True}])
def test_R63_hands_and_stock_are_counts_for_every_viewer(options):
    state, events = table_game(leader=1, **options)
    for viewer in (0, 1, None, ALL):
        view = VARIANT.view(state, viewer)
        assert view["hands"] == [{"count": 7}, {"count": 7}] and view["stock_count"] == 22
        assert "stock" not in view and "stock_top" not in view
    (started,) = of(events, "hand_started")
    assert "hands" not in started and "secret" not in started and started["stock_count"] == 24
    for event in events:
        for viewer in (0, 1, None, ALL):
            assert not codes_in(redact_event(event, viewer))


def test_R63_the_table_token_sees_the_cards_shown_and_nothing_else():
    state, _ = table_game(leader=0)
    state, _ = report(state, Attack(0, [LOVE, INDECISION]))
    for viewer in (0, 1, None, ALL):
        view = VARIANT.view(state, viewer)
        assert view["attack"] == ["love", "indecision"] and codes_in(view) == codes_in(
            ["love", "indecision"]
        )
        assert view["hands"] == [{"count": 5}, {"count": 7}]


# ----------------------------------------------------------------------------------------------
# R64: the legal moves of a hand the referee does not know


def test_R64_every_attack_of_kinds_that_may_still_be_in_the_hand():
    state, _ = table_game(leader=0)
    attacks = VARIANT.legal_moves(state, 0)
    # 9 single cards; every valid pair of the 9 kinds (E3.3), twins included.
    assert len(attacks) == 9 + 24 and Attack(0, [FURY, FURY]) in attacks
    state, _ = report(state, Attack(0, [FURY]), Answer(1, [FURY]))
    state, _ = report(state, Attack(1, [FURY]), Answer(0, [FURY]))
    attacks = VARIANT.legal_moves(state, state.challenger)
    # 8 kinds alone, 20 valid pairs of them (no hunger pair, no twin hunger).
    assert not [a for a in attacks if FURY in a.cards] and len(attacks) == 8 + 20
    for move in attacks:
        VARIANT.apply(state, move)  # each listed move is accepted


def test_R64_a_hand_of_one_card_stakes_it_alone():
    state = staged((1, 1), hidden=[JOY, LOVE], challenger=0)
    attacks = VARIANT.legal_moves(state, 0)
    assert attacks == [Attack(0, [JOY]), Attack(0, [LOVE])]
    state, _ = report(state, Attack(0, [LOVE]))
    answers = VARIANT.legal_moves(state, 1)
    # The one card not shown is a joy, which is no match for a love: only a decline.
    assert answers == [Decline(1)]
    refused(state, Answer(1, [JOY]), "P3")
    refused(state, Answer(1, [LOVE]), "R60")


# ----------------------------------------------------------------------------------------------
# R65: the start, and snapshots


def test_R65_the_first_challenger_is_drawn_by_lot_as_in_a_server_game():
    config = VARIANT.configure(2, {})
    leaders = set()
    for seed in ("a", "b", "c", "d", "e", "f"):
        server, _ = VARIANT.start(config, seed)
        table, _ = VARIANT.start(config, seed, tabletop=True)
        assert table.challenger == server.challenger
        leaders.add(table.challenger)
    assert leaders == {0, 1}
    table, _ = VARIANT.start(config, "a", start={"leader": 1}, tabletop=True)
    assert table.challenger == 1 and table.tabletop


def test_R65_a_scorekeeper_game_has_no_explicit_deal():
    deal = {"hands": [["joy"] * 4 + ["love"] * 2, ["love"] * 2 + ["goodness"] * 4],
            "stock": [c.value for c in deck()[12:]]}
    with pytest.raises(IllegalSetup) as info:
        VARIANT.start(VARIANT.configure(2, {}), "x", [deal], tabletop=True)
    assert info.value.rule == "G2" and info.value.translated


def test_R63_snapshots_round_trip_and_audit_checks_the_counts():
    state, _ = table_game(leader=0, target="exact37", naked=True)
    state, _ = report(state, Attack(0, [LOVE]), Answer(1, [LOVE]))
    data = VARIANT.dump(state)
    assert data["unseen"] == [7, 7, 20] and data["hands"] == ["", ""]
    assert VARIANT.load(json.loads(json.dumps(data))) == state
    assert VARIANT.load(data).tabletop and not VARIANT.load(VARIANT.dump(
        VARIANT.start(VARIANT.configure(2, {}), "s")[0])).tabletop
    broken = dataclasses.replace(state, unseen=Unseen((7, 8), 20))
    with pytest.raises(AssertionError, match="not conserved"):
        VARIANT.audit(broken)
    five = dataclasses.replace(state, discards=(FURY,) * 5, unseen=Unseen((7, 2), 20))
    with pytest.raises(AssertionError, match="more shown than the deck holds"):
        VARIANT.audit(five)


# ----------------------------------------------------------------------------------------------
# Every refusal in English and Italian (server-dealt and scorekeeper games alike)


def test_every_refusal_met_in_play_is_in_english_and_italian():
    rules = Counter()
    for tabletop in (False, True):
        state, _ = VARIANT.start(VARIANT.configure(2, {}), "i18n", tabletop=tabletop)
        rng = Rng("i18n")
        while not VARIANT.is_finished(state):
            seat = VARIANT.to_act(state)[0]
            listed = VARIANT.legal_moves(state, seat)
            for probe in VARIANT.sample_moves(state, seat, rng):
                if probe in listed:
                    continue
                with pytest.raises(IllegalMove) as info:
                    VARIANT.apply(state, probe)
                text = info.value.text
                assert info.value.translated and text.it != text.en, text.en
                rules[info.value.rule] += 1
            state, _ = VARIANT.apply(state, listed[rng.below(len(listed))])
    assert {"G6", "E3.3", "P3", "R60"} <= set(rules), rules
