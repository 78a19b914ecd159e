"""The 4 Aces engine (RULES.md A1–A9): config, moves, state, and the rules that move it on.

A match is a series of rounds. Each round: a dealer (cut by lot for the first, A3.1; then
clockwise, A3.2), a deal (A4), a Mulligan (A5, phase ``mulligan``), then play (A6, phase
``play``) with Interruption windows after captures (A7, phase ``interruption``), and a count
(A8, A9). The match ends at 69 VP (A9.4) or with all 4 Aces (A9.3); phase ``finished``.
Rulings R30–R49 are in ``docs/rulings/four-aces.md``.

A scorekeeper game (``start(..., tabletop=True)``, rulings R70–R75) is played with real cards:
the referee keeps hand counts, the cards known to be in hands, the stock's count and every
card shown (:mod:`variants.four_aces.tabletop`); the dealer reports the table cards laid from
the stock (a ``lay`` move, phase ``lay``): the 6 of A4.1, then the refills of A6.2. Its
events are a served game's, without secrets: ``round_started`` and ``table_refilled`` come
with the lay, and a ``draw`` carries no card.

Events (public fields; secrets in brackets):
``dealer_cut`` cuts (a card per seat), dealer · ``round_started`` round, dealer, table,
stock_count, hand_counts [``hand_<seat>`` to that seat] · ``swap`` seat, give, take ·
``pass`` seat · ``mulligan_ended`` first_player · ``capture`` seat, card, joker_value, take,
piuma · ``piuma`` seat, card · ``drop`` seat, card · ``interruption_asked`` seat, from, cards ·
``interrupted`` by, from, card · ``interruption_declined`` seat, from · ``draw`` seat,
stock_count [card] · ``table_refilled`` cards, stock_count · ``round_ended`` round, early_win,
sides, piles, piumas, columns, jokers_used, ranking, vp, points, totals (per seat but sides,
piles, piumas: per side) · ``game_ended`` winners, rule, decided_by, totals.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterator, Mapping, Sequence
from functools import lru_cache
from math import comb
from typing import Any, ClassVar

from variants.base import (
    ALL,
    Event,
    Handler,
    IllegalMove,
    IllegalSetup,
    Move,
    OptionSpec,
    Variant,
    Viewer,
    handler,
)
from variants.four_aces import tabletop as table_report
from variants.four_aces.cards import (
    CODES,
    DECK,
    JOKERS,
    VALUE,
    Card,
    codes,
    pack,
    sort_cards,
)
from variants.four_aces.deals import cut_for_dealer, deal_cards
from variants.four_aces.flow import (
    start_round,
)
from variants.four_aces.forfeit import forfeit
from variants.four_aces.listing import LISTING_CAP, shares, subset_counts, subsets
from variants.four_aces.moves import (
    MOVE_TYPES,
    Capture,
    Decline,
    Drop,
    Interrupt,
    Lay,
    Pass,
    Play,
    Swap,
    build,
    capture_value,
    capture_values,
    play_move,
)
from variants.four_aces.options import (
    DEFAULT_MODE,
    INTERRUPTIONS_PER,
    LITERAL_READINGS,
    MAX_DEALS,
    MODE_PLAYERS,
    MODES,
    MULLIGAN_RULE,
    READINGS,
    REFILL,
    TABLE_SIZE,
    Config,
    allotments,
    ask_order,
    limit_refusal,
    mulligan_limit,
    mulligan_turns,
    opponent_refusal,
)
from variants.four_aces.play import (
    play_capture,
    play_decline,
    play_drop,
    play_interrupt,
    play_lay,
    play_pass,
    play_swap,
)
from variants.four_aces.snapshot import dump, load
from variants.four_aces.state import (
    LastCapture,
    Phase,
    State,
    Window,
    awaited,
    hand_count,
    lay_size,
    stock_left,
)
from variants.i18n import T
from variants.rng import Rng

__all__ = [
    "Capture",
    "Config",
    "DEFAULT_MODE",
    "Decline",
    "Drop",
    "FourAces",
    "INTERRUPTIONS_PER",
    "LITERAL_READINGS",
    "READINGS",
    "Interrupt",
    "LastCapture",
    "Lay",
    "MAX_DEALS",
    "MODES",
    "MODE_PLAYERS",
    "MOVE_TYPES",
    "MULLIGAN_RULE",
    "Pass",
    "Phase",
    "Play",
    "REFILL",
    "State",
    "Swap",
    "TABLE_SIZE",
    "Window",
    "allotments",
    "ask_order",
    "awaited",
    "capture_value",
    "hand_count",
    "lay_size",
    "limit_refusal",
    "mulligan_limit",
    "mulligan_turns",
    "opponent_refusal",
    "play_move",
    "stock_left",
]


# ----------------------------------------------------------------------------------------------
# The engine


#: The most captures of one value on one table that :func:`_table_takes` keeps (a bot's
#: rollouts list the captures of the same few tables thousands of times a move; a crowded
#: table's hundreds are listed afresh, so the kept ones stay small).
KEPT_TAKES = 64


@lru_cache(maxsize=1024)
def _table_counts(table: tuple[Card, ...]) -> tuple[int, ...]:
    """:func:`subset_counts` of the table's values (A6.1), kept per table (bounded like the
    other engines' move caches, docs/bots.md "The caches, smaller")."""
    return tuple(subset_counts([VALUE[c] for c in table]))


@lru_cache(maxsize=1024)
def _table_takes(table: tuple[Card, ...], value: int) -> tuple[tuple[Card, ...], ...]:
    """Every take of ``value`` from ``table`` (A6.1), in :func:`subsets`' order, kept per
    table and value when there are at most :data:`KEPT_TAKES` of them."""
    return tuple(subsets(table, [VALUE[c] for c in table], value))


class FourAces(Variant[Config, State]):
    """4 Aces, all four modes (A2)."""

    name = "four-aces"
    title = "4 Aces"
    min_players = 2
    max_players = 4
    move_types = MOVE_TYPES
    card_codes = CODES
    deal_extras = ("table", "dealer")  # A4.1: the table cards; A3: the dealer

    #: How each move is applied and the phases that await it (G6: any other kind is refused).
    readings = READINGS
    literal = LITERAL_READINGS
    handlers: ClassVar[Mapping[type[Move], Handler]] = {
        Swap: handler(play_swap, Phase.MULLIGAN),
        Pass: handler(play_pass, Phase.MULLIGAN),
        Lay: handler(play_lay, Phase.LAY),
        Capture: handler(play_capture, Phase.PLAY),
        Drop: handler(play_drop, Phase.PLAY),
        # A7.1-A7.4: an Interruption the rules do not allow names its own rule, awaited or not.
        Interrupt: handler(play_interrupt, Phase.PLAY, Phase.INTERRUPTION, Phase.LAY,
                           awaited_only=False),
        Decline: handler(play_decline, Phase.INTERRUPTION),
    }

    def play(self, state: State, move: Move) -> tuple[State, list[Event]]:
        """Apply ``move``; returns the new state and its events (the old state is untouched).

        Raises:
            IllegalMove: G6 for a move not awaited from that seat or not allowed in this
                phase; A5.1–A5.3 for a bad swap; A6.1 for a capture whose take is not on the
                table or does not add up, a card not held, or a drop of a card that can
                capture; A1.2 for a bad ``joker_value``; A7.1–A7.4 and R36 for an
                Interruption the rules do not allow.
        """
        if not state.search and (refused := self.gate(state, move)) is not None:
            raise refused  # G6, or the variant's refusal
        return self.dispatch(state, move)

    # -- setup ---------------------------------------------------------------------------------

    def describe(self) -> dict[str, Any]:
        """The variant for ``GET /v1/variants``: options, allowed modes per player count, moves."""
        options = [
            OptionSpec("mode", "string", None, "A2",
                       "duel (2), odd (3), even (4, each alone), teams (4, seats 0+2 vs 1+3); "
                       "default duel for 2 players, odd for 3, even for 4",
                       choices=MODES, default_by_players={2: "duel", 3: "odd", 4: "even"}),
            OptionSpec("interruptions_per", "string", "round", "A7.2",
                       "whether each mode's Interruption allotment is per round or per match",
                       choices=INTERRUPTIONS_PER),
        ]
        return {
            "name": self.name,
            "title": self.title,
            "players": {"min": self.min_players, "max": self.max_players},
            "options": [o.to_dict() for o in options],
            "combinations": {
                "rule": "A2",
                "allowed": [{"players": MODE_PLAYERS[m], "mode": m} for m in MODES],
                "forbidden": "any other mode for a player count",
            },
            "presets": [],
            "moves": [
                {"type": "swap", "rule": "A5", "example": {"type": "swap", "give": ["3C", "KD"],
                                                           "take": ["7S", "AH"]}},
                {"type": "pass", "rule": "A5", "example": {"type": "pass"}},
                {"type": "capture", "rule": "A6.1",
                 "example": {"type": "capture", "card": "9S", "take": ["4D", "5C"]}},
                {"type": "capture", "rule": "A1.2",
                 "example": {"type": "capture", "card": "BJ", "take": ["2H", "5C"],
                             "joker_value": 7}},
                {"type": "drop", "rule": "A6.1", "example": {"type": "drop", "card": "2C"}},
                {"type": "interrupt", "rule": "A7.1", "example": {"type": "interrupt", "card": "8D"}},
                {"type": "decline", "rule": "A7.3", "example": {"type": "decline"}},
                {"type": "lay", "rule": "R72", "scorekeeper": True,
                 "example": {"type": "lay", "seat": 1, "cards": ["4D", "5C", "9H", "JS"]}},
            ],
            "listing_cap": LISTING_CAP,
            "rulings": "docs/rulings/four-aces.md (R30–R49; scorekeeper games R70–R75)",
        }

    def configure(self, players: int, options: Mapping[str, Any], preset: str | None = None
                  ) -> Config:
        """The config for ``players`` seats; ``mode`` defaults by player count (A2).

        The preset ``literal`` selects every other house reading (docs/readings.md); an option
        given with it overrides it.

        Raises:
            IllegalSetup: A2 for a bad player count or mode, or an unknown option or preset;
                A7.2 for a bad ``interruptions_per``; A8.2, A8.3, A9.2 for a bad reading.
        """
        options, preset, readings = self.take_readings(options, preset)
        if preset is not None:
            raise IllegalSetup("A2", T(f"4 Aces has no preset {preset!r}",
                                       f"4 Assi non ha la preimpostazione {preset!r}"), field="preset")
        for key in options:
            if key not in ("mode", "interruptions_per"):
                raise IllegalSetup("A2", T(f"4 Aces has no option {key!r}",
                                           f"4 Assi non ha l'opzione {key!r}"), field=f"options.{key}")
        mode = options.get("mode", DEFAULT_MODE.get(players, "duel"))
        return Config(players, mode, options.get("interruptions_per", "round"), **readings)

    def playout_configs(self) -> list[Config]:
        """Every mode with both Interruption scopes, for random playouts."""
        return [Config(MODE_PLAYERS[m], m, per) for m in MODES for per in INTERRUPTIONS_PER]

    def start(self, config: Config, seed: str, deals: Sequence[Mapping[str, Any]] = (),
              start: Mapping[str, Any] | None = None, *, tabletop: bool = False
              ) -> tuple[State, list[Event]]:
        """A new match: the dealer (given, or cut by lot, A3.1), then round 1 dealt (A4).
        With ``tabletop`` a scorekeeper game: nothing is dealt by the referee; round 1 waits
        for the dealer's ``lay`` (R72), and the cut, if any, is the served game's (R75).

        Raises:
            IllegalSetup: G5 for a deal that is not the 54 cards in the A4.1 shapes or a first
                deal without its dealer; A3.2 for a later deal's dealer out of turn; A3.1 for a
                bad ``start``; R32 for more than MAX_DEALS deals.
        """
        n = config.players
        dealer = None
        for key, value in (start or {}).items():
            if key != "dealer":
                raise IllegalSetup("A3.1", T(f"4 Aces fixes the first dealer, not {key!r}",
                                             f"4 Assi fissa il primo mazziere, non {key!r}"),
                                   field=f"start.{key}")
            if not isinstance(value, int) or not 0 <= value < n:
                raise IllegalSetup("A3.1", T(f"the dealer is a seat from 0 to {n - 1}",
                                             f"il mazziere è un posto da 0 a {n - 1}"),
                                   field="start.dealer")
            dealer = value
        if len(deals) > MAX_DEALS:
            raise IllegalSetup("R32", T(f"at most {MAX_DEALS} explicit deals, not {len(deals)}",
                                        f"al massimo {MAX_DEALS} distribuzioni esplicite,"
                                        f" non {len(deals)}"),
                               field="deals")
        if tabletop and deals:
            raise IllegalSetup("G5", T("a scorekeeper game is dealt at the table, not by explicit"
                                       " deals", "una partita segnapunti si distribuisce al"
                                       " tavolo, non con distribuzioni esplicite"), field="deals")
        laid = [deal_cards(config, i, deal) for i, deal in enumerate(deals)]
        rng = Rng(seed)
        events: list[Event] = []
        if laid:
            given = laid[0][0]
            if given is None and dealer is None:
                raise IllegalSetup("G5", T("an explicit first deal names its dealer",
                                           "una prima distribuzione esplicita indica il suo mazziere"),
                                   field="deals[0].dealer")
            if given is not None and dealer is not None and given != dealer:
                raise IllegalSetup("G5", T("the first deal's dealer differs from start.dealer",
                                           "il mazziere della prima distribuzione differisce da"
                                           " start.dealer"),
                                   field="deals[0].dealer")
            dealer = given if given is not None else dealer
            assert dealer is not None  # refused above otherwise (G5)
            for i, (later, _) in enumerate(laid[1:], start=1):
                if later is not None and later != (dealer + i) % n:
                    raise IllegalSetup("A3.2", T(f"round {i + 1} is dealt by seat {(dealer + i) % n}"
                                                 f" (the deal passes clockwise), not {later}",
                                                 f"il round {i + 1} lo distribuisce il posto"
                                                 f" {(dealer + i) % n} (la mano passa in senso"
                                                 f" orario), non {later}"),
                                       field=f"deals[{i}].dealer")
        elif dealer is None:
            dealer, cut = cut_for_dealer(rng, n)
            events.append(Event("dealer_cut", {"cuts": codes(cut), "dealer": dealer}))
        state = State(
            config=config, rng=rng, round=0, dealer=dealer, phase=Phase.MULLIGAN,
            hands=((),) * n, table=(), stock=(), piles=((),) * config.sides,
            piumas=((),) * config.sides, removed=(), discarded=(), to_move=None,
            mulligan_turn=0, mulligan_passed=False, window=None, last_capture=None,
            protected_turn=False, shielded=(False,) * n, used=((0,) * n,) * n,
            totals=(0,) * config.sides, history=(), winners=(),
            deals=tuple(pack(cards) for _, cards in laid),
            tabletop=tabletop, counts=(0,) * n if tabletop else (), stock_count=0,
        )
        return start_round(state, dealer, events), events

    # -- reading the state ---------------------------------------------------------------------

    def to_act(self, state: State) -> tuple[int, ...]:
        """The one seat whose move is awaited: the Mulligan or play turn, or the seat asked
        about an Interruption; none once the match is finished."""
        return awaited(state)

    def phase(self, state: State) -> str:
        """The phase the game is in (the view's ``phase``). Never raises."""
        return state.phase

    def seats(self, state: State) -> int:
        """How many seats the game has. Never raises."""
        return state.config.players

    def is_finished(self, state: State) -> bool:
        """Whether the match is over: won (A9.3, A9.4) or ended by a forfeit (R96–R98)."""
        return state.phase == Phase.FINISHED

    def legal_moves(self, state: State, seat: int) -> list[Move]:
        """The moves ``seat`` may submit now, capped at LISTING_CAP like
        :meth:`legal_moves_listing` (a legal unlisted capture or swap is still accepted)."""
        return self.legal_moves_listing(state, seat)[0]

    def legal_moves_listing(self, state: State, seat: int) -> tuple[list[Move], int]:
        """At most LISTING_CAP legal moves of ``seat``, in a stable order, and how many there
        are in all (R43).

        Mulligan: ``pass``, then swaps of 1, 2, 3 cards, each size getting a fair share of the
        cap. Play: each hand card in deck order with its captures (a joker's by declared value,
        5 to 9) or else its drop; captures share the cap fairly between the cards and values.
        Interruption: an ``interrupt`` per eligible card, then ``decline``.
        """
        if seat not in self.to_act(state):
            return [], 0
        if state.phase == Phase.MULLIGAN:
            return self._swap_listing(state, seat)
        if state.phase == Phase.INTERRUPTION:
            assert state.window is not None
            moves: list[Move] = [Interrupt(seat, card) for card in state.window.cards]
            moves.append(Decline(seat))
            return moves, len(moves)
        if state.phase == Phase.LAY:
            # R74: any set of unseen cards of the size awaited may be laid.
            unseen, k = table_report.unseen(state), lay_size(state)
            moves = [build(Lay, seat=seat, cards=cards)
                     for cards in itertools.islice(itertools.combinations(unseen, k), LISTING_CAP)]
            return moves, comb(len(unseen), k)
        return self._play_listing(state, seat)

    @staticmethod
    def _hand_cards(state: State, seat: int) -> tuple[Card, ...]:
        """The cards ``seat`` may play or give: their hand, or in a scorekeeper game every card
        that may be in it (R74)."""
        if state.tabletop:
            return table_report.hand_candidates(state, seat)
        return state.hands[seat]

    @staticmethod
    def _swap_counts(state: State, seat: int) -> list[tuple[int, int]]:
        """Mulligan: ``(k, how many swaps of k cards)`` for each size the turn allows."""
        hand, table = len(state.hands[seat]), len(state.table)
        limit = mulligan_limit(state.config, state.mulligan_turn)
        if state.tabletop:
            return [(k, table_report.give_count(state, seat, k) * comb(table, k))
                    for k in range(1, limit + 1)]
        return [(k, comb(hand, k) * comb(table, k)) for k in range(1, limit + 1)]

    @staticmethod
    def _capture_groups(state: State, seat: int) -> tuple[list[tuple[Card, int | None, int]], set[Card]]:
        """Play: ``(card, joker value, how many captures)`` for each card and value that
        captures something, and the cards that capture nothing (their drops, R34)."""
        counts = _table_counts(state.table)
        groups: list[tuple[Card, int | None, int]] = []
        droppable: set[Card] = set()
        for card in FourAces._hand_cards(state, seat):
            if card in JOKERS:
                card_groups = [(card, v, counts[v]) for v in capture_values(card) if counts[v]]
                groups.extend(card_groups)
                if not card_groups:
                    droppable.add(card)
            elif count := counts[VALUE[card]]:  # A1.2: its one value, capture_values'
                groups.append((card, None, count))
            else:
                droppable.add(card)
        return groups, droppable

    def _listing_total(self, state: State, seat: int) -> int:
        """How many legal moves ``seat`` has, without listing them."""
        if seat not in self.to_act(state):
            return 0
        if state.phase == Phase.MULLIGAN:
            return 1 + sum(count for _, count in self._swap_counts(state, seat))
        if state.phase == Phase.INTERRUPTION:
            assert state.window is not None
            return len(state.window.cards) + 1
        if state.phase == Phase.LAY:
            return comb(len(table_report.unseen(state)), lay_size(state))
        groups, droppable = self._capture_groups(state, seat)
        return sum(count for _, _, count in groups) + len(droppable)

    def _swap_listing(self, state: State, seat: int) -> tuple[list[Move], int]:
        hand, table = state.hands[seat], state.table
        sizes = self._swap_counts(state, seat)
        moves: list[Move] = [Pass(seat)]
        for (k, _), quota in zip(sizes, shares([count for _, count in sizes], LISTING_CAP - 1), strict=False):
            given = (table_report.gives(state, seat, k) if state.tabletop
                     else itertools.combinations(hand, k))
            # product() reads its inputs whole: only the gives the quota reaches.
            given = itertools.islice(given, -(-quota // comb(len(table), k)))
            pairs = itertools.product(given, itertools.combinations(table, k))
            moves.extend(build(Swap, seat=seat, give=give, take=take)
                         for give, take in itertools.islice(pairs, quota))
        return moves, 1 + sum(count for _, count in sizes)

    def _play_listing(self, state: State, seat: int) -> tuple[list[Move], int]:
        groups, droppable = self._capture_groups(state, seat)
        moves = [play_move(seat, card, jv, take)
                 for card, jv, take in self._plays(state, seat, groups, droppable)]
        return moves, sum(k for _, _, k in groups) + len(droppable)

    def plays(self, state: State, seat: int) -> Iterator[Play]:
        """The moves :meth:`legal_moves` lists in the play phase (A6.1), in its order, as
        ``(card, joker value, take)``, ``take`` None for a drop, without building them
        (:func:`play_move` builds one): a bot's greedy player weighs them thousands of times a
        move and plays one."""
        if seat not in self.to_act(state) or state.phase != Phase.PLAY:
            return iter(())
        return self._plays(state, seat, *self._capture_groups(state, seat))

    def _plays(self, state: State, seat: int, groups: list[tuple[Card, int | None, int]],
               droppable: set[Card]) -> Iterator[Play]:
        table = state.table
        quotas = shares([k for _, _, k in groups], LISTING_CAP - len(droppable))
        at = 0  # the groups come in the hand's order, each card's together (_capture_groups)
        for card in self._hand_cards(state, seat):
            if card in droppable:
                yield card, None, None
                continue
            while at < len(groups) and groups[at][0] == card:
                _, jv, count = groups[at]
                quota = quotas[at]
                at += 1
                value = VALUE[card] if jv is None else jv
                if count <= KEPT_TAKES:
                    takes: Iterator[tuple[Card, ...]] = iter(_table_takes(table, value)[:quota])
                else:
                    takes = itertools.islice(subsets(table, [VALUE[c] for c in table], value), quota)
                for take in takes:
                    yield card, jv, take

    # -- applying moves ------------------------------------------------------------------------

    # -- scorekeeper playouts ------------------------------------------------------------------

    @staticmethod
    def table_opening(dealt: State) -> list[Move]:
        """What the table of the served game ``dealt`` reports before its first move: the
        dealer lays round 1's table (R72). Used by :func:`variants.playout.play_tabletop`."""
        return [Lay(dealt.dealer, dealt.table)]

    @staticmethod
    def table_reports(before: State, move: Move, events: Sequence[Event]) -> list[Move]:
        """How the table reports ``move`` of a served game (made from ``before``, causing
        ``events``): the move itself (its cards are the ones shown), then the dealer's lay of
        every table laid from the stock: a Piuma's refill (A6.2), the next round's 6 (A4.1).
        Used by :func:`variants.playout.play_tabletop`."""
        reports = [move]
        for event in events:
            if event.type == "round_started":
                reports.append(Lay(event.data["dealer"], event.data["table"]))
            elif event.type == "table_refilled" and event.data["cards"]:
                reports.append(Lay(before.dealer, event.data["cards"]))
        return reports

    # -- views, snapshots, checks --------------------------------------------------------------

    def view(self, state: State, viewer: Viewer) -> dict[str, Any]:
        """The match as ``viewer`` sees it (G3): hands only to their owner (or ALL); the table,
        piles (A6.4), piumas, removed cards, allotments and the window are public."""
        cfg = state.config
        n = cfg.players
        last = state.history[-1] if state.history else (0,) * cfg.sides
        hands = []
        for seat, hand in enumerate(state.hands):
            if state.tabletop:
                # R71: a count, and the cards only where the referee knows the whole hand (what
                # is known of it was taken from the face-up table: the swap events show it).
                entry: dict[str, Any] = {"count": state.counts[seat]}
                if len(hand) == state.counts[seat]:
                    entry["cards"] = codes(hand)
            else:
                entry = {"count": len(hand)}
                if viewer == ALL or viewer == seat:
                    entry["cards"] = codes(hand)
            hands.append(entry)
        window = state.window
        mulligan = None
        if state.phase == Phase.MULLIGAN:
            mulligan = {"turn": state.mulligan_turn + 1,
                        "turns": mulligan_turns(cfg, state.mulligan_passed),
                        "limit": mulligan_limit(cfg, state.mulligan_turn)}
        return {
            "status": "finished" if state.phase == Phase.FINISHED else "active",
            "phase": state.phase.value,
            "to_act": list(self.to_act(state)),
            # The house readings other than RULES.md's the game plays under (docs/readings.md).
            **({"readings": readings} if (readings := state.config.readings()) else {}),
            "hands": hands,
            "stock_count": stock_left(state),
            "scores": [{"hand": last[cfg.side(s)], "total": state.totals[cfg.side(s)]}
                       for s in range(n)],
            "winners": list(state.winners),
            "history": [[points[cfg.side(s)] for s in range(n)] for points in state.history],
            "mode": cfg.mode,
            "interruptions_per": cfg.interruptions_per,
            "round": state.round,
            "dealer": state.dealer,
            "turn": state.to_move,
            "table": codes(state.table),
            "sides": [list(cfg.seats_of(side)) for side in range(cfg.sides)],
            "piles": [codes(pile) for pile in state.piles],
            "piumas": [codes(p) for p in state.piumas],
            "removed": codes(state.removed),
            "interruptions": [
                {"left": left, "against": list(against), "received": received}
                for left, against, received in allotments(cfg, state.used, state.received)
            ],
            "protected": {
                "turn": state.to_move if state.protected_turn else None,
                "next_capture": list(state.shielded),
            },
            "last_capture": None if state.last_capture is None else {
                "seat": state.last_capture.seat, "take": codes(state.last_capture.take),
                "interrupted": state.last_capture.interrupted,
            },
            "window": None if window is None else {
                "capturer": window.capturer, "cards": codes(window.cards),
                "asked": window.asked[0], "then": list(window.asked[1:]),
            },
            "mulligan": mulligan,
            "lay": lay_size(state) if state.phase == Phase.LAY else None,
            "vp": list(state.totals),
        }

    def forfeit(self, state: State, seat: int) -> tuple[State, list[Event]]:
        """R97: in ``duel`` and ``teams`` the other player or pair wins the match at once;
        R98: in ``odd`` and ``even`` the match ends at once and the highest VP total among the
        others wins (the forfeiter cannot). The round under way is not counted; what is not in
        a pile is put aside. Never raises."""
        return forfeit(state, seat)

    def dump(self, state: State) -> dict[str, Any]:
        """A compact JSON-ready snapshot (card codes; later explicit deals packed)."""
        return dump(state)

    def load(self, data: Mapping[str, Any]) -> State:
        """The state back from :meth:`dump`."""
        return load(data)

    def audit(self, state: State) -> None:
        """Check the invariants: the 54 cards conserved, piles and hands in order, Piumas in
        their piles, the window's cards in the capturer's pile, allotments within the mode's
        limits, totals equal to the sum of the rounds' points.

        Raises:
            AssertionError: naming the broken invariant.
        """
        cfg = state.config
        every = [*itertools.chain(*state.hands), *state.table, *state.stock,
                 *itertools.chain(*state.piles), *state.removed, *state.discarded]
        if state.tabletop:
            self._audit_tabletop(state, every)
        else:
            assert len(every) == len(DECK) and set(every) == set(DECK), "the 54 cards are not conserved"
        for cards in (*state.hands, *state.piles, state.table):
            assert tuple(cards) == sort_cards(cards), "a hand, pile or the table is out of order"
        for side in range(cfg.sides):
            assert set(state.piumas[side]) <= set(state.piles[side]), "a Piuma left its pile"
        assert state.totals == tuple(map(sum, zip(*state.history, strict=False))) or (
            not state.history and not any(state.totals)), "totals differ from the rounds' points"
        for seat, row in enumerate(state.used):
            if cfg.mode == "odd":
                assert max(row) <= 1 and not row[seat], "an odd allotment is overused"
            else:
                assert sum(row) <= 1, "a seat used more than one Interruption"
            if cfg.mode in ("even", "teams") and cfg.scope == "round":
                assert sum(r[seat] for r in state.used) <= 1, "a seat received more than one"
        if cfg.mode in ("even", "teams") and cfg.scope == "match":
            # R37 (revised): receiving is limited per round, the allotment per match.
            assert not state.received or max(state.received) <= 1, "a seat received two"
        if cfg.scope == "round":
            assert len(state.removed) == sum(map(sum, state.used)), "removed cards ≠ Interruptions"
        if state.phase == Phase.MULLIGAN:
            assert len(state.table) == TABLE_SIZE, "the table does not keep 6 during the Mulligan"
            assert all(hand_count(state, s) == cfg.hand_size for s in range(cfg.players)), \
                "a Mulligan hand changed size"
            assert state.to_move == (state.dealer + state.mulligan_turn) % cfg.players
        elif state.phase == Phase.PLAY:
            assert state.to_move is not None, "nobody to play"
            assert state.window is None and hand_count(state, state.to_move), (
                "play awaits an empty hand")
        elif state.phase == Phase.INTERRUPTION:
            window = state.window
            assert window is not None and window.asked, "no one is asked in the window"
            assert set(window.cards) <= set(state.piles[cfg.side(window.capturer)])
        elif state.phase == Phase.LAY:
            assert state.tabletop and not state.table and state.to_move == state.dealer
            assert 0 < lay_size(state) <= state.stock_count, "a lay awaited from an empty stock"
        else:
            assert state.winners, "a finished match has no winner"

    @staticmethod
    def _audit_tabletop(state: State, every: list[Card]) -> None:
        """A scorekeeper game: every card shown once at most (R70); during a round, shown cards,
        unknown hand cards and the stock make the 54 (R71, R73)."""
        assert not state.stock and len(state.counts) == state.config.players
        assert len(every) == len(set(every)), "a card is accounted for twice"
        assert all(0 <= len(h) <= c for h, c in zip(state.hands, state.counts, strict=False)), \
            "a hand holds more known cards than cards"
        if state.phase != Phase.FINISHED:
            unknown = sum(state.counts) - sum(map(len, state.hands)) + state.stock_count
            assert len(every) + unknown == len(DECK), "the 54 cards are not conserved"

    def sample_moves(self, state: State, seat: int, rng: Rng) -> list[Move]:
        """A few moves for fuzzing, most of them illegal: captures whose sum or cards are
        wrong, drops of cards that can capture, bad joker values, Interruptions and swaps of
        every kind, passes and declines out of turn. When the listing is capped, only refused
        moves are returned (a legal move the listing left out would be accepted)."""
        pick = _Picker(rng)
        hand = list(state.hands[seat]) or list(DECK)
        table = list(state.table) or list(DECK)

        def some(cards: list[Card], k: int) -> tuple[Card, ...]:
            return tuple(cards[pick.below(len(cards))] for _ in range(k))

        card = some(hand, 1)[0]
        templates = (
            lambda: Capture(seat, card, some(table, 1 + pick.below(3)),
                            (None, 4, 5, 7, 9, 10)[pick.below(6)] if card in JOKERS else None),
            lambda: Capture(seat, some(list(DECK), 1)[0], some(table, 2)),
            lambda: Capture(seat, JOKERS[pick.below(2)], some(table, 2),
                            (None, 3, 6, 10)[pick.below(4)]),
            lambda: Capture(seat, card, (), None),
            lambda: Drop(seat, card),
            lambda: Interrupt(seat, some(list(DECK), 1)[0]),
            lambda: Decline(seat),
            lambda: Pass(seat),
            lambda: Swap(seat, some(hand, pick.below(5)), some(table, pick.below(5))),
        ) + ((lambda: Lay(seat, some(list(DECK), pick.below(8))),) if state.tabletop else ())
        candidates: list[Move] = [templates[pick.below(len(templates))]() for _ in range(4)]
        if self._listing_total(state, seat) <= LISTING_CAP:
            return candidates  # every legal one is listed, so the harness skips it
        out: list[Move] = []
        for move in candidates:
            try:
                self.apply(state, move)
            except IllegalMove:
                out.append(move)
        return out


class _Picker:
    """Many small random picks from few generator draws (fuzzing only: near-uniform is enough)."""

    def __init__(self, rng: Rng):
        self.rng, self.x, self.span = rng, 0, 1

    def below(self, n: int) -> int:
        if self.span < n << 10:
            self.x, self.span = self.rng.below(1 << 62), 1 << 62
        value, self.x, self.span = self.x % n, self.x // n, self.span // n
        return value
