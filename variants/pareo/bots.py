"""The bots' rules for Emotrions Pareo (:mod:`variants.search`): a determinization from what
one seat has seen, the greedy player, and how a position is worth to each seat."""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

from variants.base import Move
from variants.emotrions.bots import match_rewards
from variants.emotrions.cards import VALUE, Card, deck, sort_cards
from variants.pareo.engine import (
    ATTACK,
    CHALLENGER,
    Answer,
    Attack,
    Pareo,
    State,
    resolve,
)
from variants.pareo.snapshot import pack_cards, pack_history
from variants.search import Seen, deal_unseen

#: What every determinization of one ``seen`` shares (:meth:`PareoBots._unseen`).
Unseen = tuple[list[Card], list[int], list[list[Card]], list[Card], dict[str, Any]]
#: What :func:`_score` keys a score by: an attack's cards; or the attack and the answer's
#: cards (None: a decline).
ScoreKey = tuple[tuple[Card, ...]] | tuple[tuple[Card, ...], tuple[Card, ...] | None]


class PareoBots:
    """Bot rules for Emotrions Pareo (P1–P7)."""

    def determinize(self, variant: Pareo, seen: Seen, rng: random.Random) -> State:
        """A full state the seat of ``seen`` cannot tell from the real one (GameRules): the
        cards never shown (R60) dealt at random to the other hand and the stock."""
        pool, sizes, hands, top, snapshot = self._unseen(seen)
        dealt = deal_unseen(pool, sizes, rng)
        return variant.load({
            **snapshot,
            "seed": f"determinization/{rng.getrandbits(64)}",
            "hands": [pack_cards(sort_cards(hands[s] + dealt[s])) for s in (0, 1)],
            "stock": pack_cards(top + dealt[2]),
        })

    def _unseen(self, seen: Seen) -> Unseen:
        """What every determinization of ``seen`` shares: the unseen cards, the sizes of the
        places they go to (each hand, the stock below its top), the cards seen in each hand,
        the stock's face-up top, and the rest of the state; reckoned once per ``seen`` (the
        last one is kept; the check and the read are one tuple, safe across threads)."""
        last = self._last
        if last is not None and last[0] is seen:
            return last[1]
        view, config = seen.view, seen.config
        hands = [[Card(c) for c in h.get("cards", ())] for h in view["hands"]]
        # R60: in Pareo a shown card never goes back into a hand: every card seen on the table,
        # in a pile or discarded is out of the hands for good.
        shown = [Card(c) for c in (*view["attack"], *view["discards"], *view["piles"][0],
                                   *view["piles"][1])]
        top = [Card(view["stock_top"])] if view.get("stock_top") else []
        pool = Counter(deck(1)) - Counter(shown) - Counter(top)
        for hand in hands:
            pool -= Counter(hand)
        sizes = [h["count"] - len(hand) for h, hand in zip(view["hands"], hands, strict=True)]
        playoff = view["playoff"]
        snapshot = {
            "options": config.options(),
            "counter": 0,
            "match": {
                "target": config.target,
                "totals": [s["total"] for s in view["scores"]],
                "out": [],  # E5.1: with two players, one out ends the game
                "playoff": playoff["seats"] if playoff else [],
                "playoff_kind": playoff["kind"] if playoff else None,
                "winners": view["winners"],
            },
            "hand": view["hand_number"],
            "opener": _opener(seen),
            "challenger": view["challenger"],
            "phase": view["phase"],
            "attack": pack_cards(map(Card, view["attack"])),
            "piles": [pack_cards(map(Card, p)) for p in view["piles"]],
            "discards": pack_cards(map(Card, view["discards"])),
            "history": pack_history(tuple(
                (*h["points"], h["counted"]) for h in view["history"]
            )),
            # A rollout stops when the hand ends (horizon), so the next hand's cards never
            # count: an explicit deal spares the engine its shuffle (R21; some 12 % of a
            # search).
            "deals": [_SPARE_DEAL],
        }
        unseen: Unseen = (list(pool.elements()), [*sizes, view["stock_count"] - len(top)], hands,
                          top, snapshot)
        self._last = (seen, unseen)
        return unseen

    _last: tuple[Seen, Unseen] | None = None

    def greedy(self, variant: Pareo, state: State, seat: int, rng: random.Random) -> Move:
        """The attack worth most if declined and hardest to match (P3); the answer whose
        outcome is best for the Pareo (P4)."""
        return max(variant.legal_moves(state, seat), key=lambda m: _score(state, m))

    rollout_depth = None
    #: The table's cap (Budget): the arena line of docs/bots.md ran at 30 (85 % at 10).
    iterations = 30

    def candidates(self, variant: Pareo, state: State, seat: int) -> list[Move]:
        """The legal moves, as :meth:`greedy` ranks them, best first."""
        return sorted(variant.legal_moves(state, seat), key=lambda m: -_score(state, m))

    def horizon(self, state: State) -> Any:
        """Changes when a hand ends (P6)."""
        return state.hand_number

    def rewards(self, variant: Pareo, state: State) -> tuple[float, ...]:
        """Each seat's chance of winning, as in EmotrionsOnCards: the game ends as E5 says (P7)."""
        return match_rewards(state.match, state.config.players)


def _score(state: State, move: Move) -> float:
    # A rollout scores every legal move at every turn, and the moves are few: each score is
    # a function of the cards alone, reckoned once (the caches are cleared when full, so a
    # long-lived process keeps few objects for the collector to walk).
    key: ScoreKey
    if state.phase == ATTACK:
        assert isinstance(move, Attack)  # P2 b: the Challenger's moves are attacks
        key = (move.cards,)
        score = _SCORES.get(key)
        if score is not None:
            return score
        score = _attack_score(move.cards)
    else:
        # P4: the outcome of each answer is known at once: the best for this seat.
        key = (state.attack, move.cards if isinstance(move, Answer) else None)
        score = _SCORES.get(key)
        if score is not None:
            return score
        score = _answer_score(state.attack, move)
    if len(_SCORES) >= _SCORES_KEPT:
        _SCORES.clear()
    _SCORES[key] = score
    return score


#: :func:`_score` per attack, and per attack and answer (None: a decline).
_SCORES: dict[ScoreKey, float] = {}
_SCORES_KEPT = 4096


def _attack_score(cards: tuple[Card, ...]) -> float:
    # Declined, an attack is worth |V| to the Challenger (P4: it takes V >= 0, the Pareo takes
    # V < 0); an attack holding indecision is matched by anything (P3 b), a force only by a
    # match (P4), and a longer attack is harder to match (P3 c).
    value: float = abs(sum(VALUE[c] for c in cards))
    if Card.INDECISION in cards:
        value *= 0.3
    elif Card.FORCE in cards:
        value *= 1.2
    return value + 0.5 * (len(cards) - 1) - (3 if Card.HUNGER in cards else 0)


def _answer_score(attack: tuple[Card, ...], move: Move) -> float:
    answer = move.cards if isinstance(move, Answer) else None
    outcome = resolve(attack, answer)
    kept = -sum(VALUE[c] for c in answer or ()) * 0.1  # cards spent are not kept for later
    if outcome.taker is None:
        return -sum(VALUE[c] for c in attack) * 0.5 + kept
    table = sum(VALUE[c] for c in (*attack, *(answer or ())))
    mine = outcome.taker != CHALLENGER  # this seat is the Pareo
    return (table if mine else -table) + kept


#: An explicit deal (the engine's dump shape: the two hands, the stock, no leader) for a hand
#: that no search plays.
_SPARE_DEAL = [pack_cards(sort_cards(deck(1)[:6])), pack_cards(sort_cards(deck(1)[6:12])),
               pack_cards(deck(1)[12:]), None]


def _opener(seen: Seen) -> int:
    for event in reversed(seen.events):
        if event["type"] == "hand_started":
            opener: int = event["challenger"]
            return opener
    opener = seen.view["challenger"]
    return opener


RULES = PareoBots()
