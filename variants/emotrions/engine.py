"""EmotrionsOnCards (variant ``emotrions``): rules G and E1–E8 of RULES.md.

One engine for the whole family: the Standard Style game and every advanced rule (styles and the
Winner's Options E6, the Forced Exchange E7, Emotrions Exit E8, both targets E5) are options of
one :class:`Config`. Project rulings (R1–R14) are in ``docs/rulings/emotrions.md``.

A scorekeeper game (``start(..., tabletop=True)``, rulings R50–R57) is played with real cards:
the table reports each move and the referee keeps counts and the cards it knows to be in hands.

A hand runs: deal (E2.3, E8.1), then tricks until E4.1 ends it. A trick runs: the draw (E3.1,
automatic), the Forced Exchange asking round and chain (E7, phases ``exchange_call`` and
``exchange_chain``), the stakes (E3.2, phase ``stake``), the resolution (E3.4–E3.8, automatic),
and, with the Winner's Options, the winner's choice of the next style (E6.2, phase
``choose_style``). A hand's end is scored and the game's end decided by
:mod:`variants.emotrions.match` (E4, E5).
"""

from __future__ import annotations

import itertools
from collections import Counter
from collections.abc import Mapping, Sequence
from typing import Any, ClassVar

from variants.base import (
    ALL,
    Event,
    Handler,
    IllegalMove,
    IllegalSetup,
    Move,
    Variant,
    Viewer,
    handler,
)
from variants.emotrions.cards import (
    Card,
    pile_score,
    sort_cards,
)
from variants.emotrions.deals import deal_field, parse_deal
from variants.emotrions.family import codes as _codes
from variants.emotrions.family import playoff as _playoff
from variants.emotrions.flow import (
    start_hand,
)
from variants.emotrions.forfeit import (
    forfeit,
)
from variants.emotrions.match import TARGETS, Match
from variants.emotrions.moves import ChooseStyle, Decline, Exchange, Reveal, Stake
from variants.emotrions.options import (
    EXIT_IN_ORDER,
    HAND_SIZE,
    LITERAL_READINGS,
    MAX_DEALS,
    MAX_PLAYERS,
    MIN_PLAYERS,
    OPTION_RULES,
    OPTIONS,
    PRESETS,
    READINGS,
    STANDARD,
    STYLES,
    SWITCHES,
    Config,
    Style,
    default_decks,
)
from variants.emotrions.play import (
    hand_stakes,
    play_choose_style,
    play_decline,
    play_exchange,
    play_reveal,
    play_stake,
)
from variants.emotrions.snapshot import (
    dump,
    full_deck,
    load,
    unpack_points,
)
from variants.emotrions.state import (
    CHOOSE_STYLE,
    EXCHANGE_CALL,
    EXCHANGE_CHAIN,
    FINISHED,
    REVEAL,
    STAKE,
    Deal,
    ForcedExchange,
    Phase,
    State,
    count,
    exchange_victims,
    next_staker,
    stock_size,
)
from variants.emotrions.tabletop import (
    ALL_STAKES,
    audit_table,
    impossible,
    impossible_error,
    known_in_view,
    revealer,
    reveals,
    showing_error,
    table_stakes,
)
from variants.i18n import T
from variants.rng import Rng

__all__ = [
    "LITERAL_READINGS",
    "READINGS",
    "ALL_STAKES",
    "CHOOSE_STYLE",
    "Card",
    "ChooseStyle",
    "Config",
    "Deal",
    "Decline",
    "EXCHANGE_CALL",
    "EXCHANGE_CHAIN",
    "EXIT_IN_ORDER",
    "Emotrions",
    "Exchange",
    "FINISHED",
    "ForcedExchange",
    "HAND_SIZE",
    "MAX_DEALS",
    "MAX_PLAYERS",
    "MIN_PLAYERS",
    "Match",
    "OPTIONS",
    "OPTION_RULES",
    "PRESETS",
    "Phase",
    "REVEAL",
    "Reveal",
    "STAKE",
    "STANDARD",
    "STYLES",
    "SWITCHES",
    "Stake",
    "State",
    "Style",
    "default_decks",
]


# ----------------------------------------------------------------------------------------------
# The engine


class Emotrions(Variant[Config, State]):
    """EmotrionsOnCards with every advanced rule as an option (E1–E8)."""

    name = "emotrions"
    title = "EmotrionsOnCards"
    min_players = MIN_PLAYERS
    max_players = MAX_PLAYERS
    move_types: ClassVar[Mapping[str, type[Move]]] = {
        cls.TYPE: cls for cls in (Stake, ChooseStyle, Exchange, Decline, Reveal)
    }
    card_codes = tuple(c.value for c in Card)
    deal_extras = ("leader",)  # E2.4: the first leader
    #: What only a server-dealt game shows (dealt and drawn cards, the face-up stock's top) and
    #: what only a scorekeeper game's view lists (``known``, R54), for ``play_tabletop``.
    tabletop_hidden: ClassVar[Mapping[str, tuple[str, ...]]] = {
        "view": ("known", "stock_top"),
        "events": ("hands", "card"),
    }

    # -- setup --------------------------------------------------------------------------------

    def describe(self) -> dict[str, Any]:
        """Options, presets, allowed and forbidden combinations and moves, for GET /v1/variants."""
        return {
            "name": self.name,
            "title": self.title,
            "players": {"min": self.min_players, "max": self.max_players},
            "options": [spec.to_dict() for spec in OPTIONS],
            "presets": [
                {"name": name, "options": dict(values), "rule": "E6.1"}
                for name, values in PRESETS.items()
            ],
            "combinations": {
                "forbidden": [
                    {"when": "exit with 4, 5 or 6 players", "options": {"exit": True},
                     "players": [4, 5, 6], "rule": "E8"},
                    *(
                        {"when": f"winner_options with {name}",
                         "options": {"winner_options": True, name: True}, "rule": "R3"}
                        for name in SWITCHES
                    ),
                    *(
                        {"when": f"forced_exchange with {name}",
                         "options": {"forced_exchange": True, name: True}, "rule": "R4"}
                        for name in SWITCHES
                    ),
                    {"when": "an explicit option contradicting the preset", "rule": "R2"},
                ],
                "allowed": [
                    {"when": "exit with two decks", "options": {"exit": True, "decks": 2},
                     "rule": "R1"},
                    {"when": "forced_exchange with winner_options (only in Standard Style "
                     "tricks)", "options": {"forced_exchange": True, "winner_options": True},
                     "rule": "E7.1"},
                    {"when": "any combination of the three style switches",
                     "options": {name: True for name in SWITCHES}, "rule": "E6.2"},
                ],
            },
            "moves": [
                {"type": "stake", "rule": "E3.2",
                 "example": Stake(0, (Card.LOVE, Card.INDECISION)).to_dict()},
                {"type": "choose_style", "rule": "E6.2",
                 "example": ChooseStyle(0, False, True, False).to_dict()},
                {"type": "exchange", "rule": "E7", "example": Exchange(0, 2).to_dict()},
                {"type": "decline", "rule": "E7.1", "example": Decline(0).to_dict()},
                {"type": "reveal", "rule": "E4.1", "scorekeeper": True,
                 "example": Reveal(0, (Card.JOY, Card.FURY)).to_dict()},
            ],
            "phases": [phase.value for phase in Phase],
            "max_deals": MAX_DEALS,
        }

    def configure(
        self, players: int, options: Mapping[str, Any], preset: str | None = None
    ) -> Config:
        """The config for ``players`` seats: ``preset`` (E6.1) first, then ``options`` over it.

        Raises:
            IllegalSetup: R2 for an unknown option or preset or an option contradicting the
                preset; whatever :class:`Config` raises.
        """
        options, preset, readings = self.take_readings(options, preset)
        known = {spec.name for spec in OPTIONS}
        for name in options:
            if name not in known:
                raise IllegalSetup(
                    "R2", T(
                        f"emotrions has no option {name!r}; its options: {', '.join(known)}",
                        f"emotrions non ha l'opzione {name!r}; le sue opzioni: "
                        f"{', '.join(known)}",
                    ), field=f"options.{name}",
                )
        values: dict[str, Any] = {}
        if preset is not None:
            if preset not in PRESETS:
                raise IllegalSetup(
                    "R2", T(
                        f"no preset {preset!r}; the presets: {', '.join(PRESETS)}",
                        f"nessun preset {preset!r}; i preset: {', '.join(PRESETS)}",
                    ), field="preset",
                )
            for name, value in PRESETS[preset].items():
                if name in options and options[name] != value:
                    raise IllegalSetup(
                        "R2", T(
                            f"{name}={options[name]!r} contradicts preset {preset!r}, which "
                            f"sets {name}={value}",
                            f"{name}={options[name]!r} contraddice il preset {preset!r}, che "
                            f"imposta {name}={value}",
                        ), field=f"options.{name}",
                    )
            values.update(PRESETS[preset])
        values.update(options)
        values.update(readings)
        try:
            return Config(players, **values)
        except IllegalSetup as exc:
            name = (exc.field or "").removeprefix("options.")
            if preset is None or name not in PRESETS[preset] or name in options:
                raise
            raise IllegalSetup(exc.rule, exc.text + T(
                f" (set by preset {preset!r})", f" (impostato dal preset {preset!r})"
            ), field=exc.field) from None

    def start(
        self,
        config: Config,
        seed: str,
        deals: Sequence[Mapping[str, Any]] = (),
        start: Mapping[str, Any] | None = None,
        *,
        tabletop: bool = False,
    ) -> tuple[State, list[Event]]:
        """A new game and its first hand. The first leader is ``start["leader"]``, else the
        first deal's ``leader``, else drawn by lot from the seed (E2.2), before any shuffle.
        With ``tabletop`` it is a scorekeeper game: the table deals and shows the cards, the
        referee counts them (R50–R57).

        Raises:
            IllegalSetup: G5 for a deal that is not the deck in E2.3/E8.1 shapes, or whose
                first hand leaves out a seat, or for a deal in a scorekeeper game; E2.2 for a
                bad ``start``; R11 for too
                many deals.
        """
        if tabletop and deals:
            raise IllegalSetup("G5", T(
                "a scorekeeper game takes no explicit deal: the table deals the real cards",
                "una partita segnapunti non accetta una distribuzione esplicita: le carte "
                "vere le distribuisce il tavolo",
            ), field="deals")
        if len(deals) > MAX_DEALS:
            raise IllegalSetup(
                "R11", T(
                    f"at most {MAX_DEALS} explicit deals, not {len(deals)}",
                    f"al massimo {MAX_DEALS} distribuzioni esplicite, non {len(deals)}",
                ), field="deals",
            )
        parsed = tuple(parse_deal(config, i, d) for i, d in enumerate(deals))
        for seat, hand in enumerate(parsed[0].hands if parsed else ()):
            if not hand:
                raise IllegalSetup(
                    "G5", T(
                        f"everyone takes part in the first hand: seat {seat} needs 6 cards",
                        f"alla prima mano partecipano tutti: al posto {seat} servono 6 carte",
                    ), field=deal_field(0, "hands", seat),
                )
        leader = None
        if start:
            unknown = set(start) - {"leader"}
            value = start.get("leader")
            if unknown or type(value) is not int or not 0 <= value < config.players:
                raise IllegalSetup(
                    "E2.2", T(
                        f"start may only give the first leader, a seat from 0 to "
                        f"{config.players - 1}",
                        f"start può indicare solo il primo di mano, un posto da 0 a "
                        f"{config.players - 1}",
                    ), field="start",
                )
            leader = value
        if parsed and parsed[0].leader is not None:
            if leader is not None and leader != parsed[0].leader:
                raise IllegalSetup(
                    "G5", T(
                        f"the deal's leader {parsed[0].leader} differs from the given first "
                        f"leader {leader}",
                        f"il leader della distribuzione, {parsed[0].leader}, è diverso dal "
                        f"primo di mano indicato, {leader}",
                    ), field=deal_field(0, "leader"),
                )
            leader = parsed[0].leader
        rng = Rng(seed)
        if leader is None:
            leader = rng.below(config.players)  # E2.2, R12: by lot, before any shuffle
        state = State(
            config,
            rng,
            Match.new(config.players, config.target),
            style=config.style,  # E6.1; E6.2: the first trick of the game is Standard Style
            leader=leader,
            hands=((),) * config.players,
            piles=((),) * config.players,
            deals=parsed,
            tabletop=tabletop,
        )
        events: list[Event] = []
        return start_hand(state, events), events

    # -- play ---------------------------------------------------------------------------------

    def to_act(self, state: State) -> tuple[int, ...]:
        """The one seat whose move is awaited (none once the game is over)."""
        if state.phase == STAKE:
            seat = next_staker(state)
            if seat is None and state.trick:
                return (state.trick[-1][0],)  # R110: the held trick waits for the table's undo
            return () if seat is None else (seat,)
        if state.phase in (EXCHANGE_CALL, EXCHANGE_CHAIN):
            exchange = state.exchange
            assert exchange is not None  # E7: the exchange phases have their exchange
            seat = exchange.asked if state.phase == EXCHANGE_CALL else exchange.taker
            assert seat is not None
            return (seat,)
        if state.phase == CHOOSE_STYLE:
            assert state.chooser is not None  # E6.2: the trick's winner chooses
            return (state.chooser,)
        if state.phase == REVEAL:
            return (revealer(state),)
        return ()

    def is_finished(self, state: State) -> bool:
        """Whether the game is over: a winner is decided (E5) or a forfeit ended it (R95)."""
        return state.phase == FINISHED

    def legal_moves(self, state: State, seat: int) -> list[Move]:
        """Every move ``seat`` may make now: its distinct stakes (E3.3), the 8 styles (E6.2),
        the players it may name (E7.3) and decline (E7.1); [] when it is not awaited. In a
        scorekeeper game (R55): every stake that may be in the hand, a call only from a hand
        that may hold a force, and the one reveal (R56)."""
        if seat not in self.to_act(state) or impossible(state):
            return []
        if state.phase == STAKE:
            if state.tabletop:
                return table_stakes(state, seat)
            return list(hand_stakes(seat, state.hands[seat]))
        if state.phase == CHOOSE_STYLE:
            return [ChooseStyle(seat, *(getattr(st, n) for n in SWITCHES)) for st in STYLES]
        if state.phase == REVEAL:
            return reveals(state, seat)
        victims: list[Move] = [Exchange(seat, v) for v in exchange_victims(state, seat)]
        if state.phase == EXCHANGE_CHAIN:
            return victims
        if state.tabletop:
            may_call = showing_error(state, seat, (Card.FORCE,), "E7.1") is None
        else:
            may_call = Card.FORCE in state.hands[seat]
        return (victims if may_call else []) + [Decline(seat)]

    #: How each move is applied and the phases that await it (G6: any other kind is refused).
    readings = READINGS
    literal = LITERAL_READINGS
    handlers: ClassVar[Mapping[type[Move], Handler]] = {
        Stake: handler(play_stake, STAKE),
        ChooseStyle: handler(play_choose_style, CHOOSE_STYLE),
        Exchange: handler(play_exchange, EXCHANGE_CALL, EXCHANGE_CHAIN),
        Decline: handler(play_decline, EXCHANGE_CALL),
        Reveal: handler(play_reveal, REVEAL),
    }

    def play(self, state: State, move: Move) -> tuple[State, list[Event]]:
        """Apply ``move``: returns the new state and the events it caused (``state`` is
        untouched).

        Raises:
            IllegalMove: G6 for a move not awaited from its seat or of a kind the phase does
                not allow; R110 while a scorekeeper game's reports cannot all be true; E3.2/E3.3 for a bad stake; E7.1/E7.3 for a bad exchange.
            IllegalSetup: G5, E2.4 or E5.2 when the move starts a hand whose explicit deal
                does not fit the game as it stands (R11).
        """
        if not state.search and (refused := self.gate(state, move)) is not None:
            raise refused  # G6, or the variant's refusal
        return self.dispatch(state, move)

    def phase(self, state: State) -> str:
        """The phase the game is in (the view's ``phase``). Never raises."""
        return state.phase

    def seats(self, state: State) -> int:
        """How many seats the game has. Never raises."""
        return state.config.players

    def refusal(self, state: State, move: Move) -> IllegalMove | None:
        """R110: a scorekeeper game whose reports cannot all be true takes no move but undo."""
        return impossible_error(state) if impossible(state) else None

    # -- views --------------------------------------------------------------------------------

    def view(self, state: State, viewer: Viewer) -> dict[str, Any]:
        """The game as ``viewer`` may see it (G3): a seat sees its own hand; every hand is
        visible to all in a naked trick (E6.1); the stock's top only when it is face up; a
        covered stake only to its staker until the trick is complete (E6.3). While a winner
        chooses the next style, the style just played still rules what is seen (R14). A
        scorekeeper game shows counts, the cards known to be in hands, and no stock (R54)."""
        s = state
        everything = viewer == ALL

        def sees_hand(seat: int) -> bool:
            return everything or viewer == seat or s.style.naked

        hands = []
        known = known_in_view(s, viewer) if s.tabletop else ()
        for seat, hand in enumerate(s.hands):
            if s.tabletop:
                # R54: a count, and the cards only where the referee knows the whole hand.
                shown: dict[str, Any] = {"count": s.counts[seat]}
                if len(known[seat]) == s.counts[seat]:
                    shown["cards"] = _codes(known[seat])
                hands.append(shown)
                continue
            shown = {"count": len(hand)}
            if sees_hand(seat):
                shown["cards"] = _codes(hand)
            hands.append(shown)
        trick = []
        for seat, cards in s.trick:
            stake: dict[str, Any] = {"seat": seat, "count": len(cards)}
            # E6.3, R10 (naked too): a covered stake is seen by its staker only until revealed.
            if not s.style.covered or everything or viewer == seat or impossible(s):
                stake["cards"] = _codes(cards)
            trick.append(stake)
        ex = s.exchange
        out: dict[str, Any] = {
            "status": "finished" if s.phase == FINISHED else "active",
            "phase": s.phase.value,
            "to_act": list(self.to_act(s)),
            "hand_number": s.hand_number,
            "participants": list(s.participants),
            "leader": s.leader,
            "style": s.style.to_dict(),
            "hands": hands,
            "stock_count": stock_size(s),
            "trick": trick,
            "piles": [_codes(pile) for pile in s.piles],  # E3.7: won piles are public
            "discarded_count": len(s.discarded),
            "scores": [
                {"hand": pile_score(pile), "total": total}
                for pile, total in zip(s.piles, s.match.totals, strict=False)
            ],
            "winners": list(s.match.winners),
            "out": [seat for seat, is_out in enumerate(s.match.out) if is_out],
            "playoff": _playoff(s.match),
            "exchange": None if ex is None else {
                "asked": ex.asked,
                "caller": ex.caller,
                "shown": None if ex.caller is None else Card.FORCE.value,
                "takers": list(ex.takers),
                "taker": ex.taker,
            },
            "history": [
                {"hand": i + 1, "points": list(points), "counted": counted}
                for i, (points, counted) in enumerate(map(unpack_points, s.history))
            ],
            "options": s.config.options(),
        }
        if s.style.stock_face_up and s.stock:
            out["stock_top"] = s.stock[0].value
        if s.config.exit:
            out["exit_hand"] = _codes(EXIT_IN_ORDER)  # E8.2
        if s.tabletop:
            out["known"] = [_codes(cards) for cards in known]  # R54
        elif everything:
            out["stock"] = _codes(s.stock)
        return out

    # -- snapshots ----------------------------------------------------------------------------

    def forfeit(self, state: State, seat: int) -> tuple[State, list[Event]]:
        """R95: ``seat`` is out for good, as after E5.1: its hand, won pile and any stake of the
        trick under way leave play and the hand goes on without it; one player left wins (a
        knock-out); a play-off player who forfeits leaves the play-off, and the last one in it
        wins.

        Raises:
            IllegalMove: R95 for a seat already out, or one of a scorekeeper game that still
                holds cards the referee has not seen while the game goes on.
        """
        return forfeit(state, seat)

    def dump(self, state: State) -> dict[str, Any]:
        """A compact JSON-ready snapshot: cards one character each, history as short strings."""
        return dump(state)

    def load(self, data: Mapping[str, Any]) -> State:
        """The state back from :meth:`dump`."""
        return load(data)

    # -- checking -----------------------------------------------------------------------------

    def audit(self, state: State) -> None:
        """Check the invariants: cards conserved (E1), hands and piles only of seats taking
        part, hand points equal to pile sums (E4.2), reach37 totals equal to counted hands.

        Raises:
            AssertionError: naming the broken invariant.
        """
        s = state
        cfg = s.config
        if s.tabletop:
            audit_table(s)
        else:
            seen = Counter(itertools.chain(
                s.stock, s.discarded, *s.hands, *s.piles, *(c for _, c in s.trick)
            ))
            assert seen == full_deck(cfg.decks), f"cards not conserved: {dict(seen)}"
        for seat in range(cfg.players):
            if seat not in s.participants:
                assert not count(s, seat) and not s.piles[seat], f"seat {seat} holds cards"
        for cards in (*s.hands, *s.piles, s.discarded):
            assert list(cards) == sort_cards(cards), "a card tuple is out of order"
        assert (s.phase == FINISHED) == s.match.finished, "phase and match disagree"
        assert bool(self.to_act(s)) != (s.phase == FINISHED), "no move awaited in an active game"
        if s.phase == CHOOSE_STYLE:
            assert s.chooser in s.participants or s.hand_over, "the chooser takes no part"
        if s.hand_over or s.phase == FINISHED:
            points, _ = unpack_points(s.history[-1])
            for seat in s.participants:
                assert points[seat] == pile_score(s.piles[seat]), "hand points != pile sum"
        if cfg.target == "reach37":
            for seat in range(cfg.players):
                counted = sum(
                    p[seat] or 0 for p, counted in map(unpack_points, s.history) if counted
                )
                assert s.match.totals[seat] == counted, f"seat {seat}'s total != its hands"
        if s.exchange and s.exchange.takers:
            assert len(set(s.exchange.takers)) == len(s.exchange.takers), "someone took twice"

    def sample_moves(self, state: State, seat: int, rng: Rng) -> list[Move]:
        """A handful of plausible moves, many of them illegal, for playouts to probe."""
        players = state.config.players
        # One draw, read as digits: each draw is an HMAC, and probes run on every move.
        x = rng.below(9**4 * 8 * players**2)
        x, a = divmod(x, 9)
        x, b = divmod(x, 9)
        x, c = divmod(x, 9)
        x, d = divmod(x, 9)
        x, style = divmod(x, 8)
        other, victim = divmod(x, players)
        other = (seat + 1 + other % (players - 1)) % players
        cards = list(Card)
        hand = state.hands[seat] if 0 <= seat < players else ()
        own = hand[a % len(hand)] if hand else cards[a]
        probes: list[Move] = [
            Stake(seat, (own, cards[b])),
            Stake(seat, (cards[c], cards[d], own)),
            Stake(other, (cards[b],)),
            Exchange(seat, victim),
            Decline(seat),
            ChooseStyle(seat, *(getattr(STYLES[style], n) for n in SWITCHES)),
            Exchange(other, seat),
        ]
        if state.phase == REVEAL:
            # A reveal one card short, and one of the right size but maybe impossible (R50).
            probes += [Reveal(seat, (own,) * max(0, count(state, seat) - 1)),
                       Reveal(seat, (cards[b],) * count(state, seat))]
        return probes[a % 7 :] + probes[: a % 7]

    def table_reports(self, before: State, move: Move, events: Sequence[Event]) -> list[Move]:
        """What the table of a scorekeeper game reports of ``move`` in a server-dealt game
        (:func:`variants.playout.play_tabletop`): the move itself, then, if it ended a hand
        with one player still holding cards, the reveal of those cards (E4.1)."""
        reports = [move]
        for event in events:
            added = event.data.get("added") if event.type == "hand_ended" else None
            if added:
                reports.append(Reveal(added["seat"], tuple(added["cards"])))
        return reports

    def playout_configs(self) -> list[Config]:
        """Every allowed combination of players and options (E1.2, E5, E6, E7, E8)."""
        configs = []
        names = (*SWITCHES, "winner_options", "forced_exchange", "exit")
        for players in range(self.min_players, self.max_players + 1):
            for decks, target in itertools.product((1, 2), TARGETS):
                for switches in itertools.product((False, True), repeat=len(names)):
                    try:
                        flags: dict[str, Any] = dict(zip(names, switches, strict=True))
                        configs.append(Config(players, decks, target, **flags))
                    except IllegalSetup:
                        continue
        return configs
