"""Forfeits (R95–R98, each engine's ``forfeit``, reached through ``Variant.apply``): in every variant and mode, a seat forfeits at
many points of seeded random playouts; the state stays consistent (the engine's audit, snapshot
round trip, a move awaited exactly while the game is on), the game ends as the ruling says,
and a game that goes on is played to its end without the forfeiter."""

from __future__ import annotations

import dataclasses

import pytest

from variants import find_variant
from variants.base import ClockExpired, IllegalMove, Resign
from variants.rng import Rng

EMOTRIONS = find_variant("emotrions")
PAREO = find_variant("pareo")
FOUR_ACES = find_variant("four-aces")

#: Forfeits tried per playout: spread evenly over the game.
POINTS = 12
#: Moves played on after most forfeits; after the first of each playout, to the game's end.
MOVES_AFTER = 40


def _random_move(variant, state, rng):
    to_act = variant.to_act(state)
    seat = to_act[rng.below(len(to_act))]
    legal = variant.legal_moves(state, seat)
    return legal[rng.below(len(legal))]


def _playout(variant, config, seed):
    """Every state of one seeded random game, from the start to its end."""
    rng = Rng("forfeit-playout/" + seed)
    state, _ = variant.start(config, seed)
    states = [state]
    while not variant.is_finished(state):
        state, _ = variant.apply(state, _random_move(variant, state, rng))
        states.append(state)
        assert len(states) < 20_000, "the game did not end"
    return states


def _consistent(variant, state):
    variant.audit(state)
    assert variant.load(variant.dump(state)) == state, "the snapshot round trip changed the state"
    to_act = variant.to_act(state)
    assert bool(to_act) != variant.is_finished(state), "a move awaited exactly while active"
    for seat in to_act:
        assert variant.legal_moves(state, seat), f"seat {seat} is awaited but has no move"


def _check_forfeit(variant, before, seat, rng, moves_after=MOVES_AFTER):
    """Forfeit ``seat`` of ``before``, check the result and play on: ``moves_after`` moves,
    or to the game's end (None)."""
    dumped = variant.dump(before)
    state, events = variant.forfeit(before, seat)
    assert variant.dump(before) == dumped, "the forfeit changed the old state"
    _consistent(variant, state)
    types = [e.type for e in events]
    assert types.count("game_ended") == variant.is_finished(state)
    if variant.is_finished(state):
        assert types[-1] == "game_ended"
        winners = list(state.winners if variant is FOUR_ACES else state.match.winners)
        assert winners and seat not in winners, f"{winners} after seat {seat} forfeited"
        assert events[-1].data["winners"] == winners
        return state, events
    assert variant is EMOTRIONS, "only an emotrions game goes on after a forfeit (R95)"
    assert types[0] == "player_out" and state.match.out[seat]
    moves = 0
    while not variant.is_finished(state) and moves != moves_after:
        assert seat not in variant.to_act(state), "the forfeiter is awaited again"
        assert not state.hands[seat] and not state.piles[seat], "the forfeiter holds cards"
        state, _ = variant.apply(state, _random_move(variant, state, rng))
        _consistent(variant, state)
        moves += 1
        assert moves < 20_000, "the game did not end after the forfeit"
    assert seat not in state.match.winners
    return state, events


def _forfeit_through(variant, config, seed):
    states = _playout(variant, config, seed)
    rng = Rng("forfeit-seats/" + seed)
    step = max(1, len(states) // POINTS)
    tried = 0
    for state in states[:-1:step]:
        to_act = variant.to_act(state)
        # The seat awaited (its clock ran out) and another one (it resigned out of turn).
        seats = {to_act[0], rng.below(config.players)}
        for seat in sorted(seats):
            if variant is EMOTRIONS and state.match.out[seat]:
                with pytest.raises(IllegalMove) as refused:
                    variant.forfeit(state, seat)
                assert refused.value.rule == "R95"
                continue
            _check_forfeit(variant, state, seat, rng, None if tried == 0 else MOVES_AFTER)
            tried += 1
    with pytest.raises(IllegalMove) as over:
        variant.apply(states[-1], Resign(0))
    assert over.value.rule == "G6"
    return tried


EMOTRIONS_CONFIGS = EMOTRIONS.playout_configs()


@pytest.mark.parametrize("index", range(0, len(EMOTRIONS_CONFIGS), len(EMOTRIONS_CONFIGS) // 11))
def test_emotrions_forfeit_at_many_points_of_a_playout(index):
    config = EMOTRIONS_CONFIGS[index]
    assert _forfeit_through(EMOTRIONS, config, f"emotrions-{index}") >= POINTS


@pytest.mark.parametrize("config", PAREO.playout_configs(), ids=str)
def test_pareo_forfeit_at_many_points_of_a_playout(config):
    assert _forfeit_through(PAREO, config, f"pareo-{config}") >= POINTS


@pytest.mark.parametrize("config", FOUR_ACES.playout_configs(), ids=lambda c: f"{c.mode}-{c.interruptions_per}")
def test_four_aces_forfeit_at_many_points_of_a_playout(config):
    short = dataclasses.replace(config, goal=15)  # a test-only goal: shorter matches
    assert _forfeit_through(FOUR_ACES, short, f"four-aces-{config}") >= POINTS


# ----------------------------------------------------------------------------------------------
# The rulings, one scenario each


def _emotrions(players, seed="forfeit", **options):
    config = EMOTRIONS.configure(players, options)
    state, _ = EMOTRIONS.start(config, seed, start={"leader": 0})
    return state


def test_R95_emotrions_two_players_a_forfeit_is_a_knock_out():
    state = _emotrions(2)
    after, events = EMOTRIONS.apply(state, Resign(1))
    assert [e.type for e in events] == ["seat_resigned", "player_out", "hand_ended", "game_ended"]
    assert events[-1].data["winners"] == [0] and events[-1].data["rule"] == "R95"
    assert events[2].data["outcome"]["counted"] is False  # the abandoned hand does not count
    assert after.match.totals == state.match.totals
    EMOTRIONS.audit(after)


def test_R95_emotrions_the_hand_goes_on_without_the_forfeiter_and_its_cards():
    state = _emotrions(3)
    assert EMOTRIONS.to_act(state) == (0,)
    held = len(state.hands[2])
    after, events = EMOTRIONS.apply(state, ClockExpired(2, "total"))
    assert [e.type for e in events] == ["clock_expired", "player_out"]
    assert events[0].data == {"seat": 2, "clock": "total"}
    assert after.participants == (0, 1) and after.match.out == (False, False, True)
    assert len(after.discarded) == held and not after.hands[2]
    assert EMOTRIONS.to_act(after) == (0,)


def test_R95_emotrions_a_trick_the_forfeit_completes_is_resolved():
    state = _emotrions(3)
    for seat in (0, 1):
        state, _ = EMOTRIONS.apply(state, EMOTRIONS.legal_moves(state, seat)[0])
    assert EMOTRIONS.to_act(state) == (2,)
    after, events = EMOTRIONS.forfeit(state, 2)
    assert "trick_resolved" in [e.type for e in events]
    resolved = next(e for e in events if e.type == "trick_resolved")
    assert [stake["seat"] for stake in resolved.data["stakes"]] == [0, 1]
    EMOTRIONS.audit(after)


def test_R95_emotrions_the_leaders_stake_leaves_with_them_and_the_next_player_leads():
    state = _emotrions(3)
    state, _ = EMOTRIONS.apply(state, EMOTRIONS.legal_moves(state, 0)[0])
    after, _ = EMOTRIONS.forfeit(state, 0)
    assert after.leader == 1 and [seat for seat, _ in after.trick] == []
    assert EMOTRIONS.to_act(after) == (1,)


def test_R95_emotrions_a_seat_already_out_cannot_forfeit():
    state = _emotrions(3)
    after, _ = EMOTRIONS.forfeit(state, 1)
    with pytest.raises(IllegalMove) as refused:
        EMOTRIONS.forfeit(after, 1)
    assert refused.value.rule == "R95" and "già fuori" in refused.value.detail_in("it")


def test_R96_pareo_the_other_player_wins_and_the_hand_is_not_counted():
    state, _ = PAREO.start(PAREO.configure(2, {}), "forfeit", start={"leader": 0})
    after, events = PAREO.forfeit(state, 0)
    assert [e.type for e in events] == ["hand_ended", "game_ended"]
    assert list(after.match.winners) == [1] and events[-1].data["rule"] == "R96"
    assert after.history[-1][2] is False
    PAREO.audit(after)


@pytest.mark.parametrize("mode, players, seat, winners", [
    ("duel", 2, 0, [1]), ("teams", 4, 1, [0, 2]), ("teams", 4, 2, [1, 3]),
])
def test_R97_four_aces_duel_and_teams_the_other_side_wins(mode, players, seat, winners):
    state, _ = FOUR_ACES.start(FOUR_ACES.configure(players, {"mode": mode}), "forfeit")
    after, events = FOUR_ACES.forfeit(state, seat)
    assert list(after.winners) == winners
    assert events[-1].data["rule"] == "R97" and events[-1].data["decided_by"] == "forfeit"
    FOUR_ACES.audit(after)


@pytest.mark.parametrize("mode, players", [("odd", 3), ("even", 4)])
def test_R98_four_aces_odd_even_the_match_ends_best_total_of_the_others_wins(mode, players):
    state, _ = FOUR_ACES.start(FOUR_ACES.configure(players, {"mode": mode}), "forfeit")
    totals = tuple([9, 4, 9, 2][:players])
    state = dataclasses.replace(state, totals=totals, history=(totals,))
    after, events = FOUR_ACES.forfeit(state, 0)
    assert list(after.winners) == [2] and events[-1].data["rule"] == "R98"
    tied = dataclasses.replace(state, totals=(1,) * players, history=((1,) * players,))
    after, _ = FOUR_ACES.forfeit(tied, 1)
    assert list(after.winners) == [s for s in range(players) if s != 1]


# ----------------------------------------------------------------------------------------------
# Scorekeeper games ("deal": "table"): the referee knows only what the table showed


@pytest.mark.parametrize("variant, players, options", [
    (EMOTRIONS, 2, {}), (PAREO, 2, {}), (FOUR_ACES, 2, {}), (FOUR_ACES, 3, {}),
    (FOUR_ACES, 4, {"mode": "teams"}), (FOUR_ACES, 4, {"mode": "even"}),
])
def test_a_forfeit_ends_a_scorekeeper_game_consistently(variant, players, options):
    state, _ = variant.start(variant.configure(players, options), "table", tabletop=True)
    for seat in range(players):
        after, events = variant.forfeit(state, seat)
        _consistent(variant, after)
        assert variant.is_finished(after) and events[-1].type == "game_ended"
        assert seat not in events[-1].data["winners"]


def test_R95_scorekeeper_a_forfeit_with_unseen_cards_in_a_game_that_goes_on_is_refused():
    config = EMOTRIONS.configure(3, {})
    state, _ = EMOTRIONS.start(config, "table", start={"leader": 0}, tabletop=True)
    with pytest.raises(IllegalMove) as refused:
        EMOTRIONS.forfeit(state, 2)
    assert refused.value.rule == "R95" and "non ha visto" not in refused.value.detail
    # With Emotrions Exit every hand is known (E8.2): the game goes on without the seat.
    exit_config = EMOTRIONS.configure(3, {"exit": True})
    state, _ = EMOTRIONS.start(exit_config, "table", start={"leader": 0}, tabletop=True)
    after, events = EMOTRIONS.forfeit(state, 2)
    _consistent(EMOTRIONS, after)
    assert [e.type for e in events] == ["player_out"] and after.participants == (0, 1)
