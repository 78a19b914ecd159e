"""The bots' rules for EmotrionsOnCards (:mod:`variants.search`): a determinization from what
one seat has seen, the greedy player, and how a position is worth to each seat."""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

from variants.base import Move, evolve
from variants.emotrions.cards import (
    VALUE,
    Card,
    combinations,
    deck,
    is_pass,
    sort_cards,
    strength,
)
from variants.emotrions.engine import (
    CHOOSE_STYLE,
    EXCHANGE_CALL,
    STAKE,
    ChooseStyle,
    Decline,
    Emotrions,
    Exchange,
    Stake,
    State,
    Style,
)
from variants.emotrions.match import EXACT, GOAL, Match
from variants.emotrions.play import hand_stakes
from variants.emotrions.snapshot import pack_cards, pack_points
from variants.emotrions.state import exchange_victims
from variants.search import Seen, deal_unseen, win_chances

#: A total below zero puts a player out (E5.1): the rewards count such a seat as lost.
OUT_MARGIN = -100
#: Points of lead that make a win about 73 % likely (the logistic's scale).
SCALE = 8.0

#: What every determinization of one ``seen`` shares (:meth:`EmotrionsBots._unseen`).
Unseen = tuple[list[Card], list[int], list[list[Card]], list[list[Card] | None], list[Card],
               list[Card], dict[str, Any]]


# ----------------------------------------------------------------------------------------------
# What the seat knows of each hand, from the events it was shown


def _known_hands(seen: Seen, players: int) -> tuple[list[Counter[Card]], list[Card]]:
    """Per seat, the cards the seat of ``seen`` knows to be in that hand now, and the cards
    it saw discarded in this hand (E3.5, E3.8). Knowledge that a later blind move may have
    invalidated is dropped (a card taken unseen in a Forced Exchange, a covered stake)."""
    me = seen.seat
    known: list[Counter[Card]] = [Counter() for _ in range(players)]
    discards: list[Card] = []
    caller = None
    for event in seen.events:
        kind = event["type"]
        if kind == "hand_started":
            known = [Counter() for _ in range(players)]
            discards, caller = [], None
            hands = event.get("hands") or [None] * players
            for seat in event.get("participants", ()):
                if hands[seat] is not None:
                    known[seat] = Counter(map(Card, hands[seat]))
                elif "exit_hand" in event:
                    known[seat] = Counter(map(Card, event["exit_hand"]))  # E8.2: public
        elif kind == "draw" and "card" in event:
            known[event["seat"]][Card(event["card"])] += 1
        elif kind == "exchange_called":
            caller = event["caller"]
            if not known[caller][Card.FORCE]:
                known[caller][Card.FORCE] += 1  # E7.1: the force shown stays (E7.3)
        elif kind == "exchange_take":
            taker, victim = event["taker"], event["victim"]
            if "card" in event:
                card = Card(event["card"])
                known[victim][card] -= 1
                known[taker][card] += 1
            else:
                # E7.3: a card went unseen; it may have been any of the known ones but the
                # caller's shown force.
                kept = Counter({Card.FORCE: 1}) if victim == caller else Counter()
                known[victim] = known[victim] & kept
        elif kind == "stake":
            if "cards" in event:
                known[event["seat"]] -= Counter(map(Card, event["cards"]))
            else:
                known[event["seat"]] = Counter()  # E6.3: which cards went is not seen
        elif kind == "trick_resolved" and event["to"] == "discard":
            discards += [Card(c) for stake in event["stakes"] for c in stake["cards"]]
        elif kind == "hand_ended":
            known = [Counter() for _ in range(players)]
            discards = []
    for seat in range(players):
        known[seat] = +known[seat]
    known[me] = Counter()
    return known, discards


# ----------------------------------------------------------------------------------------------
# The rules


class EmotrionsBots:
    """Bot rules for EmotrionsOnCards (E1–E8)."""

    def determinize(self, variant: Emotrions, seen: Seen, rng: random.Random) -> State:
        """A full state the seat of ``seen`` cannot tell from the real one (GameRules): what
        it has seen of each hand kept there, the rest of the unseen cards dealt at random."""
        pool, sizes, held, trick_seen, stock_top, discards, snapshot = self._unseen(seen)
        players = seen.config.players
        dealt = deal_unseen(pool, sizes, rng)
        hands = [sort_cards([*held[s], *dealt[s]]) for s in range(players)]
        covered = iter(dealt[players:-2])
        trick = [
            [stake["seat"], pack_cards(cards if cards is not None else next(covered))]
            for stake, cards in zip(seen.view["trick"], trick_seen, strict=True)
        ]
        # A search's state (State.search): its rollouts build no events and pass no gate,
        # and the hand after this one, which no search plays, is dealt unshuffled.
        return evolve(variant.load({
            **snapshot,
            "seed": f"determinization/{rng.getrandbits(64)}",
            "hands": [pack_cards(h) for h in hands],
            "stock": pack_cards(stock_top + dealt[-1]),
            "discarded": pack_cards(sort_cards(discards + dealt[-2])),
            "trick": trick,
        }), search=True)

    def _unseen(self, seen: Seen) -> Unseen:
        """What every determinization of ``seen`` shares: the unseen cards, the sizes of the
        places they go to (each hand, each covered stake, the discards, the stock), the cards
        known in each hand, the stakes seen, the stock's face-up top, the discards seen, and
        the rest of the state. A search deals many times from one ``seen``: reckoned once (the
        last ``seen`` is kept; the check and the read are one tuple, safe across threads)."""
        last = self._last
        if last is not None and last[0] is seen:
            return last[1]
        view, config = seen.view, seen.config
        players = config.players
        known, discards = _known_hands(seen, players)
        hands_seen = [
            Counter(map(Card, h["cards"])) if "cards" in h else None for h in view["hands"]
        ]
        for seat, cards in enumerate(hands_seen):
            if cards is not None:
                known[seat] = cards  # the view is the truth: naked, or the seat's own hand
        trick_seen = [
            [Card(c) for c in stake["cards"]] if "cards" in stake else None
            for stake in view["trick"]
        ]
        public = Counter(Card(c) for pile in view["piles"] for c in pile)
        public += Counter(c for cards in trick_seen if cards for c in cards)
        stock_top = [Card(view["stock_top"])] if "stock_top" in view else []
        public += Counter(stock_top)
        full = Counter(deck(config.decks))
        if Counter(discards).total() > view["discarded_count"]:
            discards = []
        pool = full - public - Counter(discards)
        for seat in range(players):
            avail = pool - _others(known, seat)
            fits = all(n <= avail[c] for c, n in known[seat].items())
            if sum(known[seat].values()) > view["hands"][seat]["count"] or not fits:
                known[seat] = Counter()  # stale knowledge: forget it rather than contradict
        pool -= sum(known, Counter())
        sizes = [view["hands"][s]["count"] - sum(known[s].values()) for s in range(players)]
        sizes += [stake["count"]
                  for stake, cards in zip(view["trick"], trick_seen, strict=True) if cards is None]
        sizes += [view["discarded_count"] - len(discards), view["stock_count"] - len(stock_top)]
        ex = view["exchange"]
        playoff = view["playoff"]
        snapshot = {
            "players": players,
            "options": config.options(),
            "draws": 0,
            "match": {
                "target": config.target,
                "totals": [s["total"] for s in view["scores"]],
                "out": view["out"],
                "playoff": playoff["seats"] if playoff else [],
                "playoff_kind": playoff["kind"] if playoff else None,
                "winners": view["winners"],
            },
            "phase": view["phase"],
            "style": Style(**view["style"]).index,
            "hand": view["hand_number"],
            "participants": view["participants"],
            "hand_leader": _hand_leader(seen),
            "leader": view["leader"],
            "piles": [pack_cards(map(Card, p)) for p in view["piles"]],
            "exchange": None if ex is None else [ex["asked"], ex["caller"], ex["takers"],
                                                 ex["taker"]],
            "chooser": view["to_act"][0] if view["phase"] == CHOOSE_STYLE else None,
            "hand_over": view["phase"] == CHOOSE_STYLE and _hand_over(seen),
            "history": [pack_points(tuple(h["points"]), h["counted"]) for h in view["history"]],
            "deals": [],
        }
        held = [list(known[s].elements()) for s in range(players)]
        unseen: Unseen = (list(pool.elements()), sizes, held, trick_seen, stock_top, discards,
                          snapshot)
        self._last = (seen, unseen)
        return unseen

    _last: tuple[Seen, Unseen] | None = None

    def greedy(self, variant: Emotrions, state: State, seat: int, rng: random.Random) -> Move:
        """The best-ranked stake; Standard Style when choosing (E6.2); no Forced Exchange
        call (E7.1); in a chain, the player holding the most cards (E7.3)."""
        if state.phase == STAKE:
            return _best_stake(state, seat)
        if state.phase == CHOOSE_STYLE:
            return ChooseStyle(seat, False, False, False)
        if state.phase == EXCHANGE_CALL:
            return Decline(seat)
        # E7.3: name the player with the most cards (the likeliest to hold something good).
        victims = exchange_victims(state, seat)
        return Exchange(seat, max(victims, key=lambda v: (len(state.hands[v]), -v)))

    rollout_depth = None
    #: The table's cap (Budget): the 1,000-game arena lines of docs/bots.md ran at 30, in 2-
    #: and 4-player games (fewer lose strength: 74 % against greedy at 10, 2 players).
    iterations = 30

    def candidates(self, variant: Emotrions, state: State, seat: int) -> list[Move]:
        """The legal moves, stakes ranked best first."""
        if state.phase == STAKE:
            return _ranked_stakes(state, seat)
        return variant.legal_moves(state, seat)

    def horizon(self, state: State) -> Any:
        """Changes when a hand ends (E4)."""
        return state.hand_number, state.hand_over

    def rewards(self, variant: Emotrions, state: State) -> tuple[float, ...]:
        """Each seat's chance of winning: shared among the winners of a finished game, else
        from the game totals (E5.1; distance to 37 with ``exact37``, E5.3; out is lost)."""
        return match_rewards(state.match, state.config.players)


def match_rewards(match: Match, players: int) -> tuple[float, ...]:
    """Each of ``players`` seats' chance of winning from the game's standing ``match`` (E5),
    as :meth:`EmotrionsBots.rewards` scores it: Emotrions Pareo's too (P7)."""
    if match.finished:
        share = 1 / len(match.winners)
        return tuple(share if s in match.winners else 0.0 for s in range(players))
    margins = []
    for seat, total in enumerate(match.totals):
        if match.out[seat]:
            margins.append(OUT_MARGIN)
        elif match.target == EXACT:
            margins.append(-abs(GOAL - total))
        else:
            margins.append(total)
    return win_chances(margins, SCALE)


def _others(known: list[Counter[Card]], seat: int) -> Counter[Card]:
    return sum((k for s, k in enumerate(known) if s != seat), Counter())


def _hand_leader(seen: Seen) -> int:
    for event in reversed(seen.events):
        if event["type"] == "hand_started":
            leader: int = event["leader"]
            return leader
    leader = seen.view["leader"]
    return leader


def _hand_over(seen: Seen) -> bool:
    # R7: the style chosen now is the next hand's first when the hand has just ended.
    for event in reversed(seen.events):
        kind: str = event["type"]
        if kind in ("hand_ended", "trick_resolved"):
            return kind == "hand_ended"
    return False


def _ranked_stakes(state: State, seat: int) -> list[Move]:
    """The seat's stakes, the greedy player's favourite first. E3: win the trick when it is
    worth winning, cheaply; else dump the most negative card on the winner; never waste good
    cards on a trick Hunger eats (E3.5)."""
    keys = _stake_keys(state, seat)
    stakes = list(zip(keys, hand_stakes(seat, state.hands[seat]), strict=True))
    stakes.sort(key=lambda t: t[0], reverse=True)  # stable: ties keep the listing's order
    return [stake for _, stake in stakes]


def _best_stake(state: State, seat: int) -> Move:
    """:func:`_ranked_stakes`'s first, without ranking the rest or building the others: a
    rollout asks it at every stake (the first of equals, as the stable sort keeps it)."""
    keys = _stake_keys(state, seat)
    best, at = keys[0], 0
    for index, key in enumerate(keys):
        if key > best:
            best, at = key, index
    return _stake_move(seat, _hand_stakes(state.hands[seat])[at][0])


def _stake_keys(state: State, seat: int) -> list[tuple[float, int, int]]:
    """The greedy player's key of each stake of the seat, in the listing's order."""
    covered = state.style.covered
    trick = [(s, cards) for s, cards in state.trick if not covered or s == seat]
    hunger = any(Card.HUNGER in cards for _, cards in trick)
    best = max((strength(c) for _, c in trick if not is_pass(c)), default=-1)
    on_table = sum(VALUE[c] for _, cards in trick for c in cards)
    after_me = _stakers_after(state, seat)
    # E3.5: in a trick Hunger eats, the cards others staked are lost with it.
    eaten = 0.5 * on_table if on_table < 0 else -0.5 * on_table
    keys: list[tuple[float, int, int]] = []
    for _, value, spent, power, passes, hungry, size in _hand_stakes(state.hands[seat]):
        if hunger or hungry:
            # E3.5: everything is eaten: what I give up is lost, what others staked too.
            score: float = -max(value, 0) - eaten
        elif not passes and power > best:
            total = on_table + value
            hold = 1.0 if not after_me else min(1.0, power / 10)
            score = hold * total - (1 - hold) * value - 0.05 * spent
        else:
            score = -value  # the winner takes my cards: dump negatives, keep positives
        keys.append((score, -size, -spent))
    return keys


#: A stake's cards and what the greedy player weighs of it: its value, the good cards it
#: spends, its strength (E3.4), whether it is a pass (E3.8), whether it holds Hunger (E3.5),
#: how many cards it is.
StakeFacts = tuple[tuple[Card, ...], int, int, int, bool, bool, int]


def _hand_stakes(hand: tuple[Card, ...]) -> list[StakeFacts]:
    """Each stake ``hand`` can make, in the listing's order (:func:`combinations`, the cards
    of :func:`~variants.emotrions.play.hand_stakes`' moves), with its facts: hands recur, and a
    rollout weighs thousands of stakes a move. Bounded (emptied when full), so that a
    long-lived process keeps few objects for the garbage collector to walk."""
    found = _HAND_STAKES.get(hand)
    if found is None:
        if len(_HAND_STAKES) >= HAND_STAKES_CACHE:
            _HAND_STAKES.clear()
        found = _HAND_STAKES[hand] = [_facts(cards) for cards in combinations(hand)]
    return found


def _facts(cards: tuple[Card, ...]) -> StakeFacts:
    facts = _FACTS.get(cards)
    if facts is None:
        facts = _FACTS[cards] = (
            cards, sum(VALUE[c] for c in cards),
            sum(abs(VALUE[c]) for c in cards if VALUE[c] > 0), strength(cards),
            is_pass(cards), Card.HUNGER in cards, len(cards))
    return facts


#: How many hands :func:`_hand_stakes` keeps.
HAND_STAKES_CACHE = 4096
_HAND_STAKES: dict[tuple[Card, ...], list[StakeFacts]] = {}
#: :func:`_facts` per stake: there are a few dozen stakes in all.
_FACTS: dict[tuple[Card, ...], StakeFacts] = {}


def _stake_move(seat: int, cards: tuple[Card, ...]) -> Move:
    """The move of ``seat`` staking ``cards``, built once (a few dozen stakes a seat)."""
    move = _STAKES.get((seat, cards))
    if move is None:
        move = _STAKES[seat, cards] = Stake(seat, cards)
    return move


_STAKES: dict[tuple[int, tuple[Card, ...]], Move] = {}


def _stakers_after(state: State, seat: int) -> int:
    # How many stakes are still to come after this one (E3.2: seats with cards).
    staked = {s for s, _ in state.trick} | {seat}
    return sum(1 for p in state.participants if p not in staked and state.hands[p])


RULES = EmotrionsBots()
