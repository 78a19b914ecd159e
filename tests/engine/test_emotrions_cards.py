"""The Emotrions card model shared by EmotrionsOnCards and Pareo (variants.emotrions.cards)."""

from __future__ import annotations

import pytest

from variants.emotrions.cards import (
    EXIT_HAND,
    VALUE,
    Card,
    combination_error,
    combinations,
    deck,
    is_pass,
    parse_card,
    pile_score,
    sign,
    sort_cards,
    strength,
)

J, L, G, F = Card.JOY, Card.LOVE, Card.GOODNESS, Card.FORCE
S, H, U = Card.SADNESS, Card.HATRED, Card.FURY
# D: inDecision (I reads as 1 or l, E741).
N, D = Card.HUNGER, Card.INDECISION


def test_E1_1_values_and_signs():
    assert [VALUE[c] for c in Card] == [1, 3, 5, 7, -1, -3, -5, 0, 0]
    assert [sign(c) for c in Card] == [1, 1, 1, 1, -1, -1, -1, 0, 0]
    assert [c.value for c in Card] == ["joy", "love", "goodness", "force", "sadness", "hatred",
                                       "fury", "hunger", "indecision"]
    assert sum(VALUE[c] for c in EXIT_HAND) == 0  # E8.1: a balanced hand


def test_E1_2_one_or_two_decks():
    assert len(deck(1)) == 36 and len(deck(2)) == 72
    assert all(deck(2).count(c) == 8 for c in Card)


@pytest.mark.parametrize(
    "cards, error",
    [((F, U), "opposite signs"), ((N, J), "hunger"), ((N, N), "hunger"), ((J, L, G), "1 or 2"),
     ((), "1 or 2")],
)
def test_E3_3_combination_errors(cards, error):
    text = combination_error(cards)
    assert error in text.en and text.it and text.it != text.en


@pytest.mark.parametrize("cards", [(J,), (N,), (D,), (F, G), (U, H), (D, L), (U, D), (D, D)])
def test_E3_3_valid_combinations(cards):
    assert combination_error(cards) is None


@pytest.mark.parametrize(
    "cards, value",
    [((U,), 5), ((L, L), 6), ((L, D), 6), ((D, H), 6), ((F,), 7), ((U, U), 10), ((G, G), 10),
     ((D,), 0), ((D, D), 0), ((N,), 0), ((F, G), 12)],
)
def test_E3_4_strength(cards, value):
    assert strength(cards) == value


def test_E3_8_only_indecision_is_a_pass():
    assert is_pass((D,)) and is_pass((D, D))
    assert not is_pass((D, J)) and not is_pass((N,))


def test_E4_2_pile_score_neutral_cards_count_zero():
    assert pile_score([F, U, D, N, L, S]) == 7 - 5 + 3 - 1


def test_combinations_lists_each_distinct_stake_once_in_order():
    assert combinations([L, D, L, N, U]) == [
        (L,), (U,), (N,), (D,), (L, L), (L, D), (U, D)]
    assert combinations([D]) == [(D,)]


def test_cards_sort_in_deck_order_and_parse_from_codes():
    assert sort_cards([D, J, U, F]) == [J, F, U, D]
    assert parse_card("force") is F
    with pytest.raises(ValueError, match="unknown card 'smile'"):
        parse_card("smile")
