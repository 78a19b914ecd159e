"""The computer players (variants.search and each game's bots): they see only their seat's
view, they play every variant to the end, and their search is reproducible."""

from __future__ import annotations

import random

import pytest

from variants import find_variant
from variants.arena import ORACLE, arena, play_game, seen_by
from variants.base import ALL, evolve
from variants.emotrions.cards import deck as emotrions_deck
from variants.four_aces import Capture, Drop, Interrupt, Pass
from variants.four_aces.cards import DECK as FOUR_ACES_DECK
from variants.search import LEVELS, SCREEN_DEALS, Budget, choose, rules_for, seed_for

#: Small enough for the suite; the arena and the table use far more.
TINY = Budget(iterations=6, millis=None)

#: Every variant with its options and player counts, as (variant, players, options).
CONFIGS = [
    ("emotrions", 2, {}),
    ("emotrions", 3, {"exit": True, "forced_exchange": True}),
    ("emotrions", 4, {"covered": True, "stock_face_up": True}),
    ("emotrions", 5, {"winner_options": True, "forced_exchange": True}),
    ("emotrions", 6, {"naked": True}),
    ("emotrions", 3, {"covered": True}),
    ("emotrions", 2, {"target": "exact37", "covered": True}),
    ("emotrions", 2, {"exit": True, "naked": True, "stock_face_up": True, "decks": 2}),
    ("pareo", 2, {}),
    ("pareo", 2, {"naked": True, "stock_face_up": True, "target": "exact37"}),
    ("four-aces", 2, {"mode": "duel"}),
    ("four-aces", 3, {"mode": "odd"}),
    ("four-aces", 4, {"mode": "even", "interruptions_per": "match"}),
    ("four-aces", 4, {"mode": "teams"}),
    ("four-aces", 4, {"mode": "teams", "interruptions_per": "match"}),
    # The house readings (docs/readings.md): the search plays under the game's own.
    ("four-aces", 3, {"mode": "odd", "pure_column": "always", "placement_vp": "add",
                      "three_aces_vp": "in_addition"}),
    ("emotrions", 2, {"target": "exact37", "exact37": "exact_wins", "first_trick_draw": False}),
    ("pareo", 2, {"first_trick_draw": False, "playoff_opener": "same"}),
]


def _config(name, players, options):
    variant = find_variant(name)
    return variant, variant.configure(players, options)


@pytest.mark.parametrize("name,players,options", CONFIGS)
def test_a_determinization_is_indistinguishable_from_the_game(name, players, options):
    # Every seat, at every move of a seeded game: the sampled state shows that seat exactly the
    # view it has, keeps the engine's invariants, and gives it the same legal moves.
    variant, config = _config(name, players, options)
    rules = rules_for(variant)
    rng = random.Random(name)
    state, events = variant.start(config, f"det/{name}/{players}")
    log = [e.to_dict() for e in events]
    for _ in range(60):
        if variant.is_finished(state):
            break
        for seat in range(players):
            seen = seen_by(variant, config, state, log, seat)
            sample = rules.determinize(variant, seen, rng)
            variant.audit(sample)
            assert variant.view(sample, seat) == seen.view
            assert variant.legal_moves(sample, seat) == variant.legal_moves(state, seat)
        mover = variant.to_act(state)[0]
        state, events = variant.apply(state, rng.choice(variant.legal_moves(state, mover)))
        log += [e.to_dict() for e in events]


@pytest.mark.parametrize("mode", ["even", "teams"])
def test_R37_revised_a_determinization_counts_what_each_seat_received_this_round(mode):
    # R37 (revised): under interruptions_per: match the engine counts the Interruptions each
    # seat received this round (A7.4); every seat's sample rebuilds them from the round's
    # ``interrupted`` events, so its view, its legal moves and the bots' choices are the game's.
    from variants.four_aces.scenario import fill_deal

    variant, config = _config("four-aces", 4, {"mode": mode, "interruptions_per": "match"})
    deal = fill_deal(config, 0, [["9S", "9D"], ["2H"], ["2C"], ["2D"]],
                     ["4D", "5C", "3H", "6H", "KS", "KC"])
    state, events = variant.start(config, "R37", [deal])
    log = [e.to_dict() for e in events]
    for move in (*(Pass(seat) for seat in range(4)), Capture(0, "9S", ["4D", "5C"]),
                 Interrupt(1, "5C"), Drop(1, "2H"), Capture(2, "2C", ["2H"]), Drop(3, "2D"),
                 Capture(0, "9D", ["3H", "6H"])):
        state, events = variant.apply(state, move)
        log += [e.to_dict() for e in events]
    assert state.received == (1, 0, 0, 0) and state.phase == "play"
    for seat in range(4):
        seen = seen_by(variant, config, state, log, seat)
        sample = rules_for(variant).determinize(variant, seen, random.Random(seat))
        assert sample.received == state.received
        assert variant.view(sample, seat) == seen.view
        assert variant.legal_moves(sample, seat) == variant.legal_moves(state, seat)
    seen = seen_by(variant, config, state, log, 1)
    for level in LEVELS:
        move = choose(variant, seen, level, seed_for("R37", 1, 0), TINY).move
        assert move in variant.legal_moves(state, 1)


def test_a_determinization_deals_what_the_seat_cannot_see():
    # Seat 0 does not see seat 1's hand: samples differ from the truth and from each other.
    variant, config = _config("emotrions", 2, {})
    state, events = variant.start(config, "unseen")
    seen = seen_by(variant, config, state, [e.to_dict() for e in events], 0)
    rules = rules_for(variant)
    samples = {rules.determinize(variant, seen, random.Random(i)).hands[1] for i in range(20)}
    assert len(samples) > 10
    assert all(sample[0] == state.hands[0] for sample in
               (rules.determinize(variant, seen, random.Random(i)).hands for i in range(3)))


@pytest.mark.parametrize("name,players,options", CONFIGS)
def test_every_level_plays_the_variant_to_the_end(name, players, options):
    variant, config = _config(name, players, options)
    levels = [LEVELS[seat % 3] for seat in range(players)]
    if players == 2:
        levels = ["strong", "greedy"]
    result = play_game(variant, config, levels, f"end/{name}/{players}", TINY)
    assert result.winners, "the game did not finish"
    assert set(result.think) == set(levels)


def test_random_plays_to_the_end_against_itself():
    variant, config = _config("four-aces", 2, {})
    result = play_game(variant, config, ["random", "random"], "random", TINY)
    assert result.winners


def test_greedy_beats_random_in_two_player_emotrions():
    # Shortened; the measured figure over 1,000 games is in docs/bots.md.
    variant, config = _config("emotrions", 2, {})
    standings, _ = arena(variant, config, "greedy", "random", 20, "suite", TINY)
    assert standings["greedy"].wins >= 17


@pytest.mark.parametrize("rank", ["2", "10", "J", "Q", "K"])
def test_the_4_aces_greedy_player_values_a_card_that_extends_its_column(rank):
    # A8.1: a column runs up from its Ace; the card that lengthens it, a Q or K too, counts.
    from variants.four_aces.bots import worth
    from variants.four_aces.cards import RANKS

    below = RANKS[:RANKS.index(rank)]
    column = frozenset(r + "H" for r in below)
    gapped = column - {below[-1] + "H"}  # the rank just below is missing: no extension
    assert worth(rank + "H", column) == worth(rank + "H", gapped | {"AC"}) + 2.0
    assert worth(rank + "D", column) < worth(rank + "H", column)


def test_the_search_is_a_function_of_its_seed():
    variant, config = _config("pareo", 2, {})
    state, events = variant.start(config, "same")
    seen = seen_by(variant, config, state, [e.to_dict() for e in events], variant.to_act(state)[0])
    budget = Budget(iterations=60, millis=None)
    first = choose(variant, seen, "strong", seed_for("same", 0, 0), budget)
    again = choose(variant, seen, "strong", seed_for("same", 0, 0), budget)
    assert first.move == again.move
    assert [(c.move, c.visits) for c in first.candidates] == [
        (c.move, c.visits) for c in again.candidates
    ]
    assert first.iterations == 60
    assert sum(c.visits for c in first.candidates) == 60


@pytest.mark.parametrize("seed, screened", [
    ("flat", "one dropped"),
    ("flat3", "two dropped"),  # and the choice is not the best mean
    ("flat1", "none better"),  # the screen ends the search: the favourite is played
])
def test_the_4_aces_search_compares_every_candidate_on_the_same_deals(seed, screened):
    # variants.search._flat: every candidate still weighed is rolled out on every deal, none
    # left half-seen; one dropped by the screen saw exactly the screen's deals.
    variant, config = _config("four-aces", 2, {"mode": "duel"})
    state, events = variant.start(config, seed)
    log = [e.to_dict() for e in events]
    while variant.view(state, None)["phase"] != "play":
        mover = variant.to_act(state)[0]
        state, events = variant.apply(state, variant.legal_moves(state, mover)[0])
        log += [e.to_dict() for e in events]
    seat = variant.to_act(state)[0]
    seen = seen_by(variant, config, state, log, seat)
    first, again = (choose(variant, seen, "strong", seed_for(seed, seat, 0), Budget(40, None))
                    for _ in range(2))
    assert (first.move, first.candidates, first.iterations) == (
        again.move, again.candidates, again.iterations)
    deals = max(c.visits for c in first.candidates)
    assert len(first.candidates) > 1 and deals >= SCREEN_DEALS
    assert {c.visits for c in first.candidates} <= {deals, SCREEN_DEALS}
    assert first.candidates[0].visits == deals, "the choice saw every deal"
    assert first.iterations == sum(c.visits for c in first.candidates) <= 40
    dropped = sum(1 for c in first.candidates if c.visits < deals)
    if screened == "none better":
        assert deals == SCREEN_DEALS and first.iterations == SCREEN_DEALS * len(first.candidates)
    else:
        assert deals > SCREEN_DEALS and dropped == {"one dropped": 1, "two dropped": 2}[screened]
    assert first.move == first.candidates[0].move, "the choice is listed first"
    assert first.move in variant.legal_moves(state, seat)


@pytest.mark.parametrize("name, players, options", [
    ("emotrions", 2, {}), ("pareo", 2, {}), ("four-aces", 2, {"mode": "duel"}),
    ("four-aces", 4, {"mode": "even"}),
])
def test_a_search_out_of_time_still_answers_a_legal_move_without_a_whole_rollout(
        name, players, options):
    # The think-time budget binds the first rollout (or deal) too: with a budget already spent
    # when the search starts, no iteration completes, and the game's favourite is played.
    variant, config = _config(name, players, options)
    state, events = variant.start(config, "late")
    log = [e.to_dict() for e in events]
    while name == "four-aces" and variant.view(state, None)["phase"] != "play":
        mover = variant.to_act(state)[0]
        state, events = variant.apply(state, variant.legal_moves(state, mover)[0])
        log += [e.to_dict() for e in events]
    seat = variant.to_act(state)[0]
    seen = seen_by(variant, config, state, log, seat)
    late = choose(variant, seen, "strong", seed_for("late", seat, 0), Budget(2000, 1e-6))
    assert late.iterations == 0
    assert late.move in variant.legal_moves(state, seat)
    assert all(c.visits == 0 for c in late.candidates)


def test_the_flat_search_leaves_the_favourite_only_for_a_surely_better_move():
    from variants.search import surely_better

    steady = [0.5] * 5
    assert surely_better([steady, [0.6] * 5, [0.9, 0.1, 0.9, 0.1, 0.9]]) == 1
    assert surely_better([steady, [0.9, 0.1, 0.9, 0.2, 0.4], [0.49] * 5]) == 0
    assert surely_better([[0.5], [0.9]]) == 0, "one deal proves nothing"


def test_the_oracle_is_given_the_truth_only_in_the_arena():
    variant, config = _config("emotrions", 2, {})
    result = play_game(variant, config, [ORACLE, "greedy"], "oracle", TINY)
    assert result.winners
    with pytest.raises(ValueError, match="unknown bot level"):
        choose(variant, seen_by(variant, config, *variant.start(config, "x")[:1], [], 0),
               ORACLE, random.Random(0))


# ----------------------------------------------------------------------------------------------
# Non-interference: what the bot's seat may not see changes none of its moves


def _deal(name, players, seed):
    """A shuffled explicit deal (API.md shapes) for a 2-player game of ``name``."""
    rng = random.Random(seed)
    if name == "four-aces":
        cards = [c.value for c in FOUR_ACES_DECK]
        rng.shuffle(cards)
        return {"dealer": 0, "hands": [cards[:8], cards[8:16]], "table": cards[16:22],
                "stock": cards[22:]}
    cards = [c.value for c in emotrions_deck(1)]
    rng.shuffle(cards)
    return {"hands": [sorted(cards[:6]), sorted(cards[6:12])], "stock": cards[12:], "leader": 0}


def _hidden_twin(name, deal):
    """``deal`` with one card of seat 1's hand swapped for a different card deep in the
    stock: seat 0 cannot tell the two apart until one of them shows."""
    twin = {k: [list(h) for h in v] if k == "hands" else v for k, v in deal.items()}
    twin["stock"] = list(deal["stock"])
    hand = twin["hands"][1]
    for depth in range(len(twin["stock"]) - 1, 0, -1):
        card = twin["stock"][depth]
        if card not in hand:
            twin["stock"][depth], hand[-1] = hand[-1], card
            return twin
    raise AssertionError("no card to swap")


def _common_move(variant, a, b, seat):
    # The opponent plays the same move in both games while it can (the first legal in both).
    legal_b = set(variant.legal_moves(b, seat))
    for move in variant.legal_moves(a, seat):
        if move in legal_b:
            return move
    return None


@pytest.mark.parametrize("name,players,options", [
    ("emotrions", 2, {}),
    ("emotrions", 2, {"covered": True, "stock_face_up": True}),
    ("pareo", 2, {}),
    ("four-aces", 2, {"mode": "duel"}),
])
def test_what_the_bot_may_not_see_changes_none_of_its_moves(name, players, options):
    variant, config = _config(name, players, options)
    deal = _deal(name, players, "twin")
    games = []
    for d in (deal, _hidden_twin(name, deal)):
        state, events = variant.start(config, "twin", [d])
        games.append([state, [e.to_dict() for e in events]])
    assert variant.view(games[0][0], ALL) != variant.view(games[1][0], ALL)
    budget = Budget(iterations=12, millis=None)
    bot_moves = 0
    for step in range(400):
        (a, log_a), (b, log_b) = games
        if variant.is_finished(a) or variant.is_finished(b):
            break
        seen_a, seen_b = (seen_by(variant, config, s, log, 0) for s, log in games)
        if seen_a != seen_b:
            break  # the difference is visible to the bot's seat now
        mover = variant.to_act(a)[0]
        if mover == 0:
            rngs = [seed_for("twin", 0, step) for _ in games]
            picks = [choose(variant, seen, "strong", rng, budget).move
                     for seen, rng in zip((seen_a, seen_b), rngs, strict=True)]
            assert picks[0] == picks[1], f"move {step}: the bot saw the same but chose apart"
            move_a = move_b = picks[0]
            bot_moves += 1
        else:
            move_a = move_b = _common_move(variant, a, b, mover)
            if move_a is None:
                break
        for game, move in zip(games, (move_a, move_b), strict=True):
            game[0], events = variant.apply(game[0], move)
            game[1] += [e.to_dict() for e in events]
    assert bot_moves >= 3, "too few bot moves before the difference showed"


def test_a_covered_stake_the_bot_cannot_see_changes_nothing():
    # E6.3: seat 1 stakes covered a different card in each game; seat 0 answers the same.
    variant, config = _config("emotrions", 2, {"covered": True})
    deal = {**_deal("emotrions", 2, "covered"), "leader": 1}
    picks = []
    for index in range(2):
        state, events = variant.start(config, "covered", [deal])
        log = [e.to_dict() for e in events]
        stakes = [m for m in variant.legal_moves(state, 1) if len(m.cards) == 1]
        state, events = variant.apply(state, stakes[index * (len(stakes) - 1)])
        log += [e.to_dict() for e in events]
        picks.append(choose(variant, seen_by(variant, config, state, log, 0), "strong",
                            seed_for("covered", 0, 1), Budget(40, None)))
        assert variant.view(state, ALL)["trick"][0]["cards"] != (
            picks and [c.value for c in stakes[0].cards]) or index == 0
    assert picks[0].move == picks[1].move
    assert [(c.move, c.visits) for c in picks[0].candidates] == [
        (c.move, c.visits) for c in picks[1].candidates
    ]


def test_the_4_aces_greedy_weighs_a_card_by_its_pile_as_worth_does():
    # variants.four_aces.bots.pile_worths reads the pile's column lengths (A8.1) instead of
    # looking for every rank below each card, and keeps each pile's table: the same worth, for
    # every card and pile, asked once or again.
    from variants.four_aces.bots import pile_worths, worth
    from variants.four_aces.cards import DECK, codes

    rng = random.Random("worth")
    for _ in range(2000):
        pile = tuple(rng.sample(DECK, rng.randrange(0, 30)))
        for _ in range(2):
            assert [pile_worths(pile)[card] for card in DECK] == [
                worth(card, frozenset(codes(pile))) for card in DECK]


@pytest.mark.parametrize("name, players, options, cap", [
    ("emotrions", 2, {}, 30), ("pareo", 2, {}, 30), ("four-aces", 2, {"mode": "duel"}, 40),
])
def test_a_budget_without_a_cap_takes_the_games_own(name, players, options, cap):
    # The table's default (REFEREE_BOT_ITERATIONS=0): the cap the arena lines of docs/bots.md
    # measured, the game's bots module's ``iterations``.
    assert rules_for(find_variant(name)).iterations == cap
    variant, config = _config(name, players, options)
    state, events = variant.start(config, "cap")
    log = [e.to_dict() for e in events]
    while len(variant.legal_moves(state, variant.to_act(state)[0])) < 3:
        mover = variant.to_act(state)[0]
        state, events = variant.apply(state, variant.legal_moves(state, mover)[0])
        log += [e.to_dict() for e in events]
    seat = variant.to_act(state)[0]
    seen = seen_by(variant, config, state, log, seat)
    own = choose(variant, seen, "strong", seed_for("cap", seat, 0), Budget(None, None))
    explicit = choose(variant, seen, "strong", seed_for("cap", seat, 0), Budget(cap, None))
    assert (own.move, own.candidates, own.iterations) == (
        explicit.move, explicit.candidates, explicit.iterations)
    assert 0 < own.iterations <= cap


#: What a search's state deals differently when its hand or round ends: the next one's cards
#: (unshuffled, State.search) and the generator's draws the shuffle would have made.
DEALT = {"hands", "stock", "table", "draws"}


@pytest.mark.parametrize("name,players,options",
                         [c for c in CONFIGS if c[0] in ("emotrions", "four-aces")])
def test_a_search_state_moves_as_the_game_does(name, players, options):
    # A determinization is a search's state (State.search in Emotrions and 4 Aces): its moves
    # skip the gate, a 4 Aces capture's and drop's checks and every event, and the next hand
    # or round is dealt unshuffled. Along seeded games of the greedy player's moves (what a
    # rollout plays) mixed with random listed ones, each leads the search's state where it
    # leads the game's: the same state to the hand's or round's end, and then the same count,
    # totals, phase and rewards, only the next deal's cards told apart.
    variant, config = _config(name, players, options)
    rules = rules_for(variant)
    rng = random.Random(f"search/{name}/{players}")
    for game in range(3):
        state, _ = variant.start(config, f"search/{name}/{players}/{game}")
        ends = 0
        for _ in range(400):
            if variant.is_finished(state):
                break
            mover = variant.to_act(state)[0]
            move = (rules.greedy(variant, state, mover, rng) if rng.random() < 0.7
                    else rng.choice(variant.legal_moves(state, mover)))
            after, events = variant.apply(state, move)  # the game's checks: a legal move
            ahead, none = variant.apply(evolve(state, search=True), move)
            assert ahead.search and none == [] and events
            game_dump, search_dump = variant.dump(after), variant.dump(ahead)
            if rules.horizon(after) != rules.horizon(state) and not variant.is_finished(after):
                ends += 1
                game_dump = {k: v for k, v in game_dump.items() if k not in DEALT}
                search_dump = {k: v for k, v in search_dump.items() if k not in DEALT}
            assert search_dump == game_dump
            assert rules.rewards(variant, ahead) == rules.rewards(variant, after)
            state = after
        assert ends or variant.is_finished(state), "no hand or round ended"
