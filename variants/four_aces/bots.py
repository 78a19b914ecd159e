"""The bots' rules for 4 Aces (:mod:`variants.search`): a determinization from what one seat
has seen, the greedy player, the moves the search weighs, and how a position is worth."""

from __future__ import annotations

import math
import random
from collections import Counter
from collections.abc import Iterator
from functools import lru_cache
from typing import Any

from variants.base import Move, evolve
from variants.four_aces.cards import (
    ACES,
    BY_CODE,
    BY_RANK_SUIT,
    DECK,
    JOKERS,
    RANK,
    RANKS,
    SUIT,
    SUITS,
    TWO_OF_SPADES,
    VALUE,
    Card,
    codes,
    sort_cards,
)
from variants.four_aces.counting import EARLY_WIN_VP, WINNER_VP
from variants.four_aces.engine import (
    Decline,
    FourAces,
    Interrupt,
    Pass,
    Phase,
    Play,
    State,
    Swap,
    mulligan_turns,
    play_move,
)
from variants.search import Seen, deal_unseen, win_chances

#: Points of VP lead that make a match win about 73 % likely (the logistic's scale).
SCALE = 12.0
#: How many moves the search weighs at a node: the greedy player's best ones (a 4 Aces turn
#: can have hundreds of captures and swaps, R43).
SEARCH_WIDTH = 6

#: What every determinization of one ``seen`` shares (:meth:`FourAcesBots._unseen`), the
#: cards as the view gives them (codes).
Unseen = tuple[list[str], list[int], list[list[str]], dict[str, Any]]


def _known_hands(seen: Seen, players: int) -> list[Counter[str]]:
    """Per seat, the cards the seat of ``seen`` knows to be in that hand: those it saw taken
    from the face-up table in the Mulligan (A5), until they are played."""
    known: list[Counter[str]] = [Counter() for _ in range(players)]
    for event in seen.events:
        kind = event["type"]
        if kind == "round_started":
            known = [Counter() for _ in range(players)]
        elif kind == "swap":
            known[event["seat"]] += Counter(event["take"])
            known[event["seat"]] -= Counter(event["give"])
        elif kind in ("capture", "drop"):
            known[event["seat"]] -= Counter([event["card"]])
    known[seen.seat] = Counter()
    return known


def _used(seen: Seen) -> list[list[int]]:
    """A7: who interrupted whom in the allotment's scope (the round, or the match)."""
    n = seen.config.players
    used = [[0] * n for _ in range(n)]
    for event in seen.events:
        if event["type"] == "round_started" and seen.config.interruptions_per == "round":
            used = [[0] * n for _ in range(n)]
        elif event["type"] == "interrupted":
            used[event["by"]][event["from"]] += 1
    return used


def _received(seen: Seen) -> list[int]:
    """R37 (revised): with ``interruptions_per: match`` in even and teams, what each seat has
    received this round (A7.4 limits receiving per round), from this round's ``interrupted``
    events; empty when none has, as the engine keeps it (and in every other game)."""
    config = seen.config
    if config.interruptions_per != "match" or config.mode not in ("even", "teams"):
        return []
    received: list[int] = []
    for event in seen.events:
        if event["type"] == "round_started":
            received = []
        elif event["type"] == "interrupted":
            received = received or [0] * config.players
            received[event["from"]] += 1
    return received


def worth(card: Card, pile: frozenset[str] = frozenset()) -> float:
    """What a card is worth to the side that captures it (A8, A9): Aces win rounds, 2S and
    jokers score VP, J-Q-K score together, and a card that extends a column from the Ace
    (``pile`` holding its lower ranks) builds the ranking."""
    if card in ACES:
        return 8.0
    if card == TWO_OF_SPADES:
        return 5.0
    if card in JOKERS:
        return 3.0
    extends = all(code in pile for code in _BELOW[card])
    return 1.0 + (1.5 if RANK[card] >= 11 else 0) + (2.0 if extends and pile else 0)


#: Per card, the codes :func:`worth` looks for in the pile below it (A8.1: a column runs up
#: from its Ace), reckoned once: a rollout weighs cards thousands of times a move.
_BELOW = {card: tuple(RANKS[r - 1] + card[-1] for r in range(1, RANK[card]))
          for card in DECK if card not in JOKERS}


class FourAcesBots:
    """Bot rules for 4 Aces (A1–A9)."""

    def determinize(self, variant: FourAces, seen: Seen, rng: random.Random) -> State:
        """A full state the seat of ``seen`` cannot tell from the real one (GameRules): the
        cards it knows in other hands kept there, the rest of the unseen cards dealt at
        random."""
        pool, sizes, held, snapshot = self._unseen(seen)
        dealt = deal_unseen(pool, sizes, rng)
        hands = [sort_cards(map(BY_CODE.__getitem__, [*held[s], *dealt[s]]))
                 for s in range(len(held))]
        # A search's state (State.search): its rollouts build no events and pass no gate nor
        # checks, and the round after this one, which no search plays, is dealt unshuffled.
        state = variant.load({**snapshot, "seed": f"determinization/{rng.getrandbits(64)}",
                              "hands": [codes(h) for h in hands], "stock": dealt[-1]})
        return evolve(state, search=True)

    def _unseen(self, seen: Seen) -> Unseen:
        """What every determinization of ``seen`` shares: the unseen cards, the sizes of the
        places they go to (each hand, then the stock), the cards known in each hand, and the
        rest of the state. A search deals many times from one ``seen``: reckoned once (the
        last ``seen`` is kept; the check and the read are one tuple, safe across threads)."""
        last = self._last
        if last is not None and last[0] is seen:
            return last[1]
        view, config = seen.view, seen.config
        n = config.players
        known = _known_hands(seen, n)
        mine = [h.get("cards", []) for h in view["hands"]]
        pool = Counter(card.value for card in DECK)
        for cards in (view["table"], view["removed"], *view["piles"], *mine):
            pool -= Counter(cards)
        for seat in range(n):
            avail = pool - sum((k for s, k in enumerate(known) if s != seat), Counter())
            if any(c > avail[card] for card, c in known[seat].items()) or (
                    sum(known[seat].values()) > view["hands"][seat]["count"]):
                known[seat] = Counter()  # stale: forget it rather than contradict the view
        pool -= sum(known, Counter())
        sizes = [view["hands"][s]["count"] - len(mine[s]) - sum(known[s].values())
                 for s in range(n)]
        held = [[*mine[s], *known[s].elements()] for s in range(n)]
        window, last_capture, mulligan = view["window"], view["last_capture"], view["mulligan"]
        turns = mulligan["turns"] if mulligan else None
        sides = view["sides"]
        snapshot = {
            "players": n,
            "mode": config.mode,
            "per": config.interruptions_per,
            "goal": config.goal,
            "draws": 0,
            "round": view["round"],
            "dealer": view["dealer"],
            "phase": view["phase"],
            "table": view["table"],
            "piles": view["piles"],
            "piumas": view["piumas"],
            "removed": view["removed"],
            "discarded": [],
            "to_move": view["turn"],
            "mulligan": [mulligan["turn"] - 1 if mulligan else 0,
                         turns is not None and turns == mulligan_turns(config, True)
                         and turns != mulligan_turns(config, False)],
            "window": None if window is None else [
                window["capturer"], window["cards"], [window["asked"], *window["then"]]],
            "last": None if last_capture is None else [
                last_capture["seat"], last_capture["take"], _shield(seen),
                last_capture["interrupted"]],
            "protected": view["protected"]["turn"] is not None,
            "shielded": [s for s, on in enumerate(view["protected"]["next_capture"]) if on],
            "used": _used(seen),
            **({"received": received} if (received := _received(seen)) else {}),
            "totals": view["vp"],
            "history": [[points[seats[0]] for seats in sides] for points in view["history"]],
            "winners": view["winners"],
            "deals": [],
            # The search plays under the game's own house readings (docs/readings.md).
            **({"readings": readings} if (readings := config.readings()) else {}),
        }
        unseen: Unseen = (list(pool.elements()), [*sizes, view["stock_count"]], held, snapshot)
        self._last = (seen, unseen)
        return unseen

    _last: tuple[Seen, Unseen] | None = None

    #: Rounds too long and turns too wide for a tree to learn much in a move's budget: the
    #: candidates are compared by flat Monte Carlo on the same deals (variants.search._flat),
    #: each rolled out by the greedy players, without noise, to the round's count: a rollout
    #: cut short and scored by :func:`round_margins` misjudged the moves greedy plays well
    #: (measured: 32 % against greedy at 16 moves, 58 % to the count, docs/bots.md).
    search = "flat"
    rollout_depth = None
    rollout_noise = 0.0
    #: The table's cap (Budget), in rollouts: two deals screen the candidates (SCREEN_DEALS),
    #: and what is left goes to the few still weighed. 40, not 24: at 24 the duel won 64.5 %
    #: against greedy, at 40 66.7 % (the clock's 67.8 %) for some 16 ms of CPU a move, under a
    #: fifth of the clock's 90 ms (docs/bots.md, "Strength against CPU").
    iterations = 40

    def greedy(self, variant: FourAces, state: State, seat: int, rng: random.Random) -> Move:
        """The move worth most to the seat's pile: captures by the columns and VP they build,
        a Piuma above all (A6.2), the least valuable drop, an Interruption on a good card."""
        if state.phase == Phase.PLAY:
            # The first best of the listing, built alone: a rollout asks this at every move.
            plays = _scored_plays(variant, state, seat)
            best, gain = next(plays)
            for play, score in plays:
                if score > gain:
                    best, gain = play, score
            return play_move(seat, *best)
        return max(self._scored(state, seat), key=lambda sm: sm[0])[1]

    def candidates(self, variant: FourAces, state: State, seat: int) -> list[Move]:
        """The best few moves as :meth:`greedy` ranks them (a turn can have hundreds)."""
        if state.phase == Phase.PLAY:
            plays = sorted(_scored_plays(variant, state, seat), key=lambda ps: -ps[1])
            return [play_move(seat, *play) for play, _ in plays[:SEARCH_WIDTH]]
        scored = sorted(self._scored(state, seat), key=lambda sm: -sm[0])
        return [move for _, move in scored[:SEARCH_WIDTH]]

    def _scored(self, state: State, seat: int) -> list[tuple[float, Move]]:
        if state.phase == Phase.MULLIGAN:
            return _mulligan_moves(state, seat, _pile(state, seat))
        # A7: remove the best card just taken, if it is worth a turn's allotment.
        assert state.window is not None  # the one phase left: an Interruption window is open
        best = max(state.window.cards, key=lambda c: worth(c))
        late = len(state.stock) < 12
        return [(1.0 if best in JOKERS or late else -1.0, Interrupt(seat, best)),
                (0.0, Decline(seat))]

    def horizon(self, state: State) -> Any:
        """Changes when a round ends (A8)."""
        return state.round

    def rewards(self, variant: FourAces, state: State) -> tuple[float, ...]:
        """Each seat's chance of winning the match: shared among the winners once it is over,
        else from each side's VP, its pile's estimated worth and half its cards in hand."""
        cfg = state.config
        if state.phase == Phase.FINISHED:
            won = {cfg.side(s) for s in state.winners} if state.winners else set()
            by_side = [1.0 / len(won) if side in won else 0.0 for side in range(cfg.sides)]
        elif not any(state.piles):
            by_side = list(win_chances(state.totals, SCALE))  # a round counted, none begun
        else:
            by_side = list(win_chances(round_margins(state), SCALE))
        return tuple(by_side[cfg.side(s)] for s in range(cfg.players))


def _pile(state: State, seat: int) -> frozenset[str]:
    return frozenset(codes(state.piles[state.config.side(seat)]))


def _scored_plays(variant: FourAces, state: State, seat: int) -> Iterator[tuple[Play, float]]:
    """Each move the play phase lists (:meth:`FourAces.plays`, in its order) with what it is
    worth to the seat's pile."""
    worths = pile_worths(state.piles[state.config.side(seat)])
    whole = len(state.table)
    for play in variant.plays(state, seat):
        card, _, take = play
        if take is None:
            # A6.1: a drop gives the card to whoever captures it next.
            yield play, _DROP[card]
            continue
        gain = worths[card] + sum(map(worths.__getitem__, take))
        if len(take) == whole:
            gain += 2.0  # A6.2: a Piuma, worth a VP and safe from Interruption
        yield play, gain


@lru_cache(maxsize=1024)
def pile_worths(pile: tuple[Card, ...]) -> dict[Card, float]:
    """:func:`worth` of every card for the side whose pile is ``pile``, from its columns'
    lengths (A8.1: the ranks it holds up from each suit's Ace): a card extends its column
    when the column reaches the rank below it. Kept per pile: a rollout's greedy players
    weigh cards against the same few piles thousands of times a move (bounded like the
    engines' move caches, docs/bots.md)."""
    if not pile:
        return _ALONE
    ranks: dict[str, int] = {}
    for card in pile:
        suit = SUIT[card]
        if suit is not None:
            ranks[suit] = ranks.get(suit, 0) | 1 << RANK[card]
    worths = dict(_ALONE)
    for suit, bits in ranks.items():
        length = 0
        while bits >> (length + 1) & 1:
            length += 1
        for card in _UP[suit][:length]:  # the ranks 2 to length + 1 extend the column
            worths[card] = _EXTENDED[card]
    return worths


#: Per card: its worth to an empty pile, and to a pile that holds the ranks below it in its
#: suit; per suit, its cards from the 2 up (the ranks a column of some length reaches); what
#: dropping a card is worth to the greedy player (A6.1).
_ALONE = {card: worth(card) for card in DECK}
_EXTENDED = {card: worth(card, frozenset(below)) for card, below in _BELOW.items()}
_UP = {suit: tuple(BY_RANK_SUIT[(rank, suit)] for rank in range(2, 14)) for suit in SUITS}
_DROP = {card: -worth(card) - 0.05 * VALUE[card] for card in DECK}


def round_margins(state: State) -> list[float]:
    """Each side's match total plus about the VP its round will bring (A8, A9), from its pile
    and, at half weight, the cards its hands still hold (a card played mostly ends in its
    side's pile: a capture keeps the played card): Aces (three win the round, A9.2), 2S,
    jokers, J-Q-K sets, Piumas, and the placement points (A8.3) shared by how the sides'
    columns compare (A8.2)."""
    cfg = state.config
    now, full = [], []
    for side in range(cfg.sides):
        pile = frozenset(state.piles[side])
        held = frozenset(c for s in cfg.seats_of(side) for c in state.hands[s])
        now.append(_pile_worth(pile, len(state.piumas[side])))
        full.append(_pile_worth(pile | held, len(state.piumas[side])))
    worths = [(n[0] + 0.5 * (f[0] - n[0]), n[1] + 0.5 * (f[1] - n[1]), max(n[2], f[2] * 0.5))
              for n, f in zip(now, full, strict=True)]
    margins = []
    for side, (vp, strength, early) in enumerate(worths):
        others = [w[1] for o, w in enumerate(worths) if o != side]
        ahead = [1 / (1 + math.exp(-COLUMN_SLOPE * (strength - other))) for other in others]
        if cfg.mode in ("duel", "teams"):
            placement = WINNER_VP * (ahead[0] if ahead else 1.0)
        else:
            placement = 1 + sum(ahead)
        margins.append(state.totals[side] + vp + early * EARLY_WIN_VP + (1 - early) * placement)
    return margins


#: How sharply a longer column (A8.2) makes the round's placement points likely.
COLUMN_SLOPE = 1.5


def _pile_worth(pile: frozenset[Card], piumas: int) -> tuple[float, float, float]:
    """A pile's VP but placement (A9.1), its columns' strength (A8.1: the longest counts most,
    the next ones break ties, a joker may fill a 5-9), and 1.0 when it holds 3 Aces (A9.2)."""
    aces = sum(1 for a in ACES if a in pile)
    vp = aces + 4 * (TWO_OF_SPADES in pile) + piumas
    jokers = sum(1 for j in JOKERS if j in pile)
    vp += 2 * jokers
    lengths = []
    for suit in SUITS:
        vp += 2 * all(BY_RANK_SUIT[(r, suit)] in pile for r in (11, 12, 13))
        length = 0
        while length < 13 and BY_RANK_SUIT[(length + 1, suit)] in pile:
            length += 1
        lengths.append(length)
    lengths.sort(reverse=True)
    strength = lengths[0] + 0.3 * lengths[1] + 0.1 * lengths[2]
    if jokers and lengths[0] >= 4:
        strength += 0.8  # a joker may stand in for the next rank of 5-9
    return vp, strength, 1.0 if aces >= 3 else 0.0


def _mulligan_moves(state: State, seat: int, pile: frozenset[str]) -> list[tuple[float, Move]]:
    # A5: give the hand's least useful cards for the table's best, one to ``limit`` of them.
    from variants.four_aces.engine import mulligan_limit

    limit = mulligan_limit(state.config, state.mulligan_turn)
    hand = sorted(state.hands[seat], key=lambda c: worth(c, pile))
    table = sorted(state.table, key=lambda c: -worth(c, pile))
    out: list[tuple[float, Move]] = [(0.0, Pass(seat))]
    for k in range(1, limit + 1):
        give, take = hand[:k], table[:k]
        gain = sum(worth(c, pile) for c in take) - sum(worth(c, pile) for c in give)
        if set(give) & set(take):
            continue
        out.append((gain - 0.1 * k, Swap(seat, tuple(give), tuple(take))))
    return out


def _shield(seen: Seen) -> str | None:
    # LastCapture.shield only words a refused Interruption; a Piuma is the one it names here.
    for event in reversed(seen.events):
        if event["type"] == "capture":
            return "piuma" if event["piuma"] else None
    return None


RULES = FourAcesBots()
