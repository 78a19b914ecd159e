"""Emotrions Pareo (variant ``pareo``): rules P1–P7 of RULES.md.

Two players and one Emotrions deck. Each *play* the Challenger draws, then the Pareo draws
(P2 a); the Challenger attacks with a valid combination (E3.3); the Pareo answers with a match,
a lone ``force`` or a lone ``hunger`` (P3), or declines; the Pareo Chart (P4) says who takes the
table; the pile worth more decides the next Challenger (P5). A hand ends at the start of a play
when the stock is empty and a player holds no cards (P6); the game ends as E5 says (P7), through
:mod:`variants.emotrions.match`. The project's rulings R20–R29 are in ``docs/rulings/pareo.md``.

A scorekeeper game (``start(..., tabletop=True)``, rulings R60–R65) is played with real cards:
the referee counts the cards in each hand and in the stock (:class:`Unseen`), checks every
reported attack and answer against the cards shown so far (one deck: no fifth card of a kind)
and waits for the :class:`Reveal` of the cards left at a hand's end (P6, phase ``reveal``).

Each play is decided by the Pareo Chart's own functions (:mod:`variants.pareo.chart`:
:func:`~variants.pareo.chart.answer_kind`, :func:`~variants.pareo.chart.resolve`), from which
the chart is computed as ``describe()`` publishes it and as ``docs/pareo-chart.md``.
"""

from __future__ import annotations

import copy
from collections import Counter
from collections.abc import Mapping, Sequence
from typing import Any, ClassVar

from variants.base import (
    ALL,
    Event,
    Handler,
    IllegalSetup,
    Move,
    Variant,
    Viewer,
    handler,
)
from variants.emotrions.cards import (
    Card,
    combination_error,
    deck,
    pile_score,
    sort_cards,
)
from variants.emotrions.family import codes as _codes
from variants.emotrions.family import playoff as _playoff
from variants.emotrions.match import TARGETS, Match
from variants.i18n import T
from variants.pareo.chart import CHALLENGER, PAREO_CHART, resolve
from variants.pareo.deals import deal_field, parse_deal, parse_seat
from variants.pareo.flow import (
    open_hand,
)
from variants.pareo.forfeit import forfeit
from variants.pareo.moves import (
    Answer,
    Attack,
    Decline,
    Reveal,
    StakeMove,
    answers,
    attacks,
    hand_shape,
    possible_shape,
    within,
)
from variants.pareo.options import (
    DECK_COUNTS,
    HAND_SIZE,
    LITERAL_READINGS,
    MAX_DEALS,
    NOT_APPLICABLE,
    OPTION_SPECS,
    PLAYERS,
    PRESETS,
    READINGS,
    STOCK_SIZE,
    Config,
)
from variants.pareo.play import (
    play_answer,
    play_attack,
    play_decline,
    play_reveal,
)
from variants.pareo.snapshot import (
    dump,
    load,
)
from variants.pareo.state import (
    ANSWER,
    ATTACK,
    FINISHED,
    REVEAL,
    Deal,
    Phase,
    State,
    Unseen,
)
from variants.rng import Rng

__all__ = [
    "LITERAL_READINGS",
    "READINGS",
    "CHALLENGER",
    "resolve",
    "ANSWER",
    "ATTACK",
    "Answer",
    "Attack",
    "Config",
    "Deal",
    "Decline",
    "FINISHED",
    "HAND_SIZE",
    "MAX_DEALS",
    "NOT_APPLICABLE",
    "OPTION_SPECS",
    "PLAYERS",
    "PRESETS",
    "Pareo",
    "Phase",
    "REVEAL",
    "Reveal",
    "STOCK_SIZE",
    "State",
    "Unseen",
    "parse_deal",
]


# ----------------------------------------------------------------------------------------------
# The engine


class Pareo(Variant[Config, State]):
    """Emotrions Pareo, rules P1–P7."""

    name = "pareo"
    title = "Emotrions Pareo"
    min_players = PLAYERS
    max_players = PLAYERS
    move_types: ClassVar[Mapping[str, type[Move]]] = {
        cls.TYPE: cls for cls in (Attack, Answer, Decline, Reveal)
    }
    card_codes = tuple(c.value for c in Card)
    deal_extras = ("leader",)  # P1: the first Challenger
    #: What a server-dealt game shows that a scorekeeper game's referee never sees (R63): the
    #: face-up stock's top card in views, drawn cards and dealt hands in (naked) events.
    tabletop_hidden: ClassVar[Mapping[str, tuple[str, ...]]] = {
        "view": ("stock_top",), "events": ("card", "hands"),
    }

    # -- setup ---------------------------------------------------------------------------------

    def describe(self) -> dict[str, Any]:
        """The variant for ``GET /v1/variants``: options, allowed and forbidden combinations,
        presets, the deal's shape, phases, move examples and the Pareo Chart (P4)."""
        forbidden = [
            {"when": f"{name} (P7: Pareo has no tricks for it)", "options": {name: True},
             "rule": "P7"}
            for name in NOT_APPLICABLE
        ]
        forbidden += [
            {"when": "more than one deck (R20)", "options": {"decks": 2}, "rule": "P1"},
            {"when": "the pure-strategy preset, which holds exit (R20)",
             "preset": "pure-strategy", "rule": "P7"},
        ]
        return {
            "name": self.name,
            "title": self.title,
            "players": {"min": PLAYERS, "max": PLAYERS},
            "options": [spec.to_dict() for spec in OPTION_SPECS],
            "combinations": {
                "allowed": [
                    {"when": "any combination of target, naked and stock_face_up", "rule": "P7"}
                ],
                "forbidden": forbidden,
            },
            "presets": [
                {"name": name, "options": {"naked": False, "stock_face_up": False, **options},
                 "rule": "E6.1"}
                for name, options in PRESETS.items()
            ],
            "deal": {"hands": [HAND_SIZE, HAND_SIZE], "stock": STOCK_SIZE, "leader": "seat"},
            "max_deals": MAX_DEALS,
            "phases": [phase.value for phase in Phase],
            "moves": [
                {"type": "attack", "rule": "P2",
                 "example": {"type": "attack", "cards": ["love", "indecision"]}},
                {"type": "answer", "rule": "P3",
                 "example": {"type": "answer", "cards": ["love", "love"]}},
                {"type": "decline", "rule": "P2", "example": {"type": "decline"}},
                {"type": "reveal", "rule": "P6", "scorekeeper": True,
                 "example": {"type": "reveal", "cards": ["joy", "fury"]}},
            ],
            "rulings": "docs/rulings/pareo.md (R20–R29; scorekeeper games R60–R65)",
            "pareo_chart": copy.deepcopy(PAREO_CHART),
        }

    def configure(
        self, players: int, options: Mapping[str, Any], preset: str | None = None
    ) -> Config:
        """The config for a game (P7, R20).

        Raises:
            IllegalSetup: P1 for other than 2 players or ``decks`` other than 1 (R20); P7 for
                ``covered``, ``winner_options``, ``forced_exchange`` or ``exit`` set true, the
                ``pure-strategy`` preset or an unknown option; E6.1 for an unknown preset; the
                :class:`Config` errors for bad values.
        """
        options, preset, readings = self.take_readings(options, preset)
        chosen: dict[str, Any] = {}
        if preset is not None:
            if preset == "pure-strategy":
                raise IllegalSetup(
                    "P7",
                    T("the pure-strategy preset holds exit, which Emotrions Pareo does not "
                      "have; use naked and stock_face_up",
                      "il preset pure-strategy contiene exit, che Emotrions Pareo non ha; "
                      "usa naked e stock_face_up"),
                    field="preset",
                )
            if preset not in PRESETS:
                raise IllegalSetup(
                    "E6.1",
                    T(f"unknown preset {preset!r}: Emotrions Pareo has {', '.join(PRESETS)}",
                      f"preset sconosciuto {preset!r}: Emotrions Pareo ha "
                      f"{', '.join(PRESETS)}"),
                    field="preset",
                )
            chosen.update(PRESETS[preset])
        names = {spec.name for spec in OPTION_SPECS}
        for name, value in options.items():
            if name in NOT_APPLICABLE:
                if value is not False:
                    raise IllegalSetup(
                        "P7",
                        T(f"option {name} does not apply to Emotrions Pareo",
                          f"l'opzione {name} non si applica a Emotrions Pareo"),
                        field=f"options.{name}",
                    )
            elif name == "decks":
                if isinstance(value, bool) or value != 1:  # R20: one deck
                    raise IllegalSetup(
                        "P1",
                        T(f"Emotrions Pareo is played with one deck, not decks={value!r}",
                          f"Emotrions Pareo si gioca con un mazzo, non decks={value!r}"),
                        field="options.decks",
                    )
            elif name in names:
                chosen[name] = value
            else:
                raise IllegalSetup(
                    "P7",
                    T(f"{name!r} is not an option of Emotrions Pareo",
                      f"{name!r} non è un'opzione di Emotrions Pareo"),
                    field=f"options.{name}",
                )
        return Config(players, **chosen, **readings)

    def playout_configs(self) -> list[Config]:
        """Every allowed option combination (both targets × naked × stock_face_up)."""
        return [
            Config(PLAYERS, target, naked, face_up)
            for target in TARGETS
            for naked in (False, True)
            for face_up in (False, True)
        ]

    def start(
        self,
        config: Config,
        seed: str,
        deals: Sequence[Mapping[str, Any]] = (),
        start: Mapping[str, Any] | None = None,
        *,
        tabletop: bool = False,
    ) -> tuple[State, list[Event]]:
        """A new game: the first hand dealt (explicitly or shuffled from ``seed``) and its first
        play's draws made. The first Challenger is the first deal's ``leader``, else
        ``start["leader"]``, else drawn by lot before the shuffle (P1, R21). With ``tabletop``
        a scorekeeper game: nothing is dealt or shuffled, the referee counts the cards in each
        hand and in the stock (R63, R65).

        Raises:
            IllegalSetup: G5 for a bad deal; P1 for a bad leader, or a deal's and ``start``'s
                leaders that disagree (R25); R29 for more than
                :data:`MAX_DEALS` deals; G2 (R65) for explicit deals in a scorekeeper game.
        """
        if len(deals) > MAX_DEALS:
            raise IllegalSetup(
                "R29",
                T(f"at most {MAX_DEALS} explicit deals, not {len(deals)}",
                  f"al massimo {MAX_DEALS} distribuzioni esplicite, non {len(deals)}"),
                field="deals",
            )
        if tabletop and deals:
            # R65 (G2): the players deal real cards; a game is dealt one way only.
            raise IllegalSetup(
                "G2",
                T("a scorekeeper game has no explicit deal: the table deals real cards",
                  "una partita a segnapunti non ha distribuzione esplicita: il tavolo "
                  "distribuisce carte vere"),
                field="deal",
            )
        parsed = tuple(parse_deal(raw, deal_field(i)) for i, raw in enumerate(deals))
        leader = None
        if start and start.get("leader") is not None:
            leader = parse_seat(start["leader"], "start.leader")
        if parsed and parsed[0].leader is not None:
            if leader is not None and leader != parsed[0].leader:
                raise IllegalSetup(
                    "P1",
                    T("deal.leader and start.leader name different first Challengers",
                      "deal.leader e start.leader indicano primi Sfidanti diversi"),
                    field="deal.leader",
                )
            leader = parsed[0].leader
        rng = Rng(seed)
        if leader is None:
            leader = rng.below(PLAYERS)  # P1: the first Challenger is drawn by lot
        state = State(
            config=config,
            rng=rng,
            match=Match.new(PLAYERS, config.target),
            hand_number=0,
            opener=leader,
            challenger=leader,
            phase=ATTACK,
            hands=((), ()),
            stock=(),
            attack=(),
            piles=((), ()),
            discards=(),
            history=(),
            deals=parsed,
            unseen=Unseen((0, 0), 0) if tabletop else None,
        )
        events: list[Event] = []
        return open_hand(state, leader, events), events

    # -- moves ---------------------------------------------------------------------------------

    #: How each move is applied and the phase that awaits it (G6: any other kind is refused).
    readings = READINGS
    literal = LITERAL_READINGS
    handlers: ClassVar[Mapping[type[Move], Handler]] = {
        Attack: handler(play_attack, ATTACK),
        Answer: handler(play_answer, ANSWER),
        Decline: handler(play_decline, ANSWER),
        Reveal: handler(play_reveal, REVEAL),
    }
    #: The hand's end (P6), for a handler of a subclass to call.

    def play(self, state: State, move: Move) -> tuple[State, list[Event]]:
        """Apply an attack, answer, decline or (scorekeeper games) reveal, then everything that
        follows automatically: the play's outcome (P4), the next Challenger (P5), the end of the
        hand (P6) and of the game (P7), the next hand's deal (P1) and the next play's draws
        (P2 a).

        Raises:
            IllegalMove: G6 for a move not awaited from that seat or not of this phase; E3.3 for
                cards not held (in a scorekeeper game: more cards than the hand holds, R61) or
                an invalid attack; P3 for an answer that is not allowed; P6 (R61) for an answer
                from a Pareo with no cards, or (R62) a reveal of other than the cards held;
                R60 for a card of which the deck has no more left to show.
            IllegalSetup: P1 (R25) when the explicit deal of the hand this move opens names a
                first Challenger other than P1's.
        """
        if (refused := self.gate(state, move)) is not None:
            raise refused  # G6, or the variant's refusal
        return self.dispatch(state, move)

    def phase(self, state: State) -> str:
        """The phase the game is in (the view's ``phase``). Never raises."""
        return state.phase

    def seats(self, state: State) -> int:
        """How many seats the game has. Never raises."""
        return PLAYERS

    def legal_moves(self, state: State, seat: int) -> list[Move]:
        """Every move ``seat`` may submit now: the Challenger's attacks (E3.3), or the Pareo's
        allowed answers (P3) then its decline; [] when nothing is awaited from ``seat``. In a
        scorekeeper game (R64) every such move of cards that may still be in that hand: no more
        of a kind than the deck has left unshown (R60), no more cards than the hand holds; in
        the ``reveal`` phase the one reveal, of every card not shown yet (R62)."""
        if seat not in self.to_act(state):
            return []
        if state.phase == REVEAL:
            return [Reveal(seat, tuple((DECK_COUNTS - state.shown()).elements()))]
        if state.unseen is None:
            shape = hand_shape(state.hands[seat])
        else:
            shape = possible_shape(state.shown(), state.unseen.hands[seat])
        moves: tuple[Move, ...]
        if state.phase == ATTACK:
            moves = attacks(seat, shape)
        else:
            moves = answers(seat, shape, state.attack)
        return list(moves) if state.unseen is None else within(moves, state.count(seat))

    def to_act(self, state: State) -> tuple[int, ...]:
        """The Challenger while an attack is awaited, the Pareo while an answer is, the player
        still holding cards while a scorekeeper game waits for them to be shown (R62)."""
        if state.phase == FINISHED:
            return ()
        if state.phase == REVEAL:
            assert state.unseen is not None  # only a scorekeeper game reveals (R62)
            return (0 if state.unseen.hands[0] else 1,)
        return (state.challenger,) if state.phase == ATTACK else (state.pareo,)

    def is_finished(self, state: State) -> bool:
        """Whether the game is over: won as E5 says (P7), or ended by a forfeit (R96)."""
        return state.phase == FINISHED

    def view(self, state: State, viewer: Viewer) -> dict[str, Any]:
        """The game as ``viewer`` sees it (G3): a seat sees its own hand, everyone sees both
        when naked, :data:`~variants.base.ALL` sees the hands and the stock. Besides the common
        fields: ``challenger``, ``pareo_seat``, ``attack`` (the cards on the table),
        ``hand_number``, ``piles``, ``discards``, ``options``, ``playoff``, ``history`` (each
        finished hand's number, points per seat, and whether they counted: not in an E5.2
        play-off) and, when the stock is face up, ``stock_top``. In a scorekeeper game the
        referee sees no hand and no stock (R63): hands are counts, and there is no
        ``stock_top`` or ``stock``, for any viewer."""
        config, match, tabletop = state.config, state.match, state.tabletop

        def visible(seat: int) -> bool:
            return not tabletop and (config.naked or viewer == ALL or viewer == seat)

        hands = []
        for seat, hand in enumerate(state.hands):
            entry: dict[str, Any] = {"count": state.count(seat)}
            if visible(seat):
                entry["cards"] = _codes(hand)
            hands.append(entry)
        out: dict[str, Any] = {
            "status": "finished" if state.phase == FINISHED else "active",
            "phase": state.phase.value,
            "to_act": list(self.to_act(state)),
            "hands": hands,
            "stock_count": state.stock_count(),
            "scores": [
                {"hand": pile_score(pile), "total": total}
                for pile, total in zip(state.piles, match.totals, strict=False)
            ],
            "winners": list(match.winners),
            "history": [
                {"hand": number, "points": [a, b], "counted": counted}
                for number, (a, b, counted) in enumerate(state.history, 1)
            ],
            "challenger": state.challenger,
            "pareo_seat": state.pareo,
            "attack": _codes(state.attack),
            "hand_number": state.hand_number,
            "piles": [_codes(pile) for pile in state.piles],
            "discards": _codes(state.discards),
            "options": config.options(),
            "playoff": _playoff(match),
        }
        if tabletop:
            return out
        if config.stock_face_up:
            out["stock_top"] = state.stock[0].value if state.stock else None
        if viewer == ALL:
            out["stock"] = _codes(state.stock)
        return out

    # -- snapshots -----------------------------------------------------------------------------

    def forfeit(self, state: State, seat: int) -> tuple[State, list[Event]]:
        """R96: the other player wins at once; the hand under way is not counted and the cards
        still in play are put aside (in a scorekeeper game, those the referee has not seen are
        counted with the stock's, R63). Never raises."""
        return forfeit(state, seat)

    def dump(self, state: State) -> dict[str, Any]:
        """A compact snapshot: cards one letter each, derived facts left out (R29); a
        scorekeeper game adds its counts (``unseen``: both hands, then the stock)."""
        return dump(state)

    def load(self, data: Mapping[str, Any]) -> State:
        """The state back from :meth:`dump`."""
        return load(data)

    # -- checks --------------------------------------------------------------------------------

    def audit(self, state: State) -> None:
        """Check the invariants: the 36 cards conserved (hands + stock + table + piles +
        discards; in a scorekeeper game the counts of hands and stock + the cards shown, never
        more of a kind than the deck holds), hands and piles sorted, the phase consistent with
        the table and the hands, scores equal to pile sums, one history entry per finished hand
        and, with reach37, totals equal to the sum of the counted hands.

        Raises:
            AssertionError: naming the broken invariant.
        """
        if state.unseen is None:
            everything = Counter(
                (*state.hands[0], *state.hands[1], *state.stock, *state.attack,
                 *state.piles[0], *state.piles[1], *state.discards)
            )
            assert everything == DECK_COUNTS, (
                f"cards not conserved: extra {dict(everything - DECK_COUNTS)}, "
                f"missing {dict(DECK_COUNTS - everything)}"
            )
        else:
            self._audit_counts(state)
        for cards in (*state.hands, *state.piles, state.discards):
            assert list(cards) == sort_cards(cards), f"unsorted cards {cards}"
        finished = state.phase == FINISHED
        assert finished == state.match.finished, "phase and match disagree on the game's end"
        if state.phase == ATTACK:
            assert not state.attack, "a table before the attack"
            assert state.count(state.challenger), "the Challenger has nothing to attack with (P6)"
        elif state.phase == ANSWER:
            assert combination_error(state.attack) is None, f"invalid attack {state.attack}"
        elif state.phase == REVEAL:
            assert state.tabletop and not state.attack, "a reveal outside a scorekeeper game"
            counts = (state.count(0), state.count(1))
            assert not state.stock_count() and min(counts) == 0 < max(counts), (
                f"a reveal with the stock at {state.stock_count()} and hands of {counts} (R62)"
            )
        else:
            assert not state.attack and not any(state.hands), "cards left in play after the end"
            assert not state.count(0) and not state.count(1), "cards counted in hands at the end"
        view = self.view(state, ALL)
        for seat, score in enumerate(view["scores"]):
            assert score["hand"] == pile_score(state.piles[seat]), "hand score is not the pile sum"
            assert score["total"] == state.match.totals[seat], "total is not the match total"
        assert len(state.history) == state.hand_number - (0 if finished else 1), "history length"
        if state.config.target == "reach37":
            for seat in (0, 1):
                counted = sum(h[seat] for h in state.history if h[2])
                assert state.match.totals[seat] == counted, "total is not the sum of counted hands"

    @staticmethod
    def table_reports(state: State, move: Move, events: Sequence[Event]) -> list[Move]:
        """What the table of a scorekeeper game reports of ``move``, made in the server-dealt
        game ``state`` and answered with ``events``: the move itself (its cards are the cards
        shown), then, if the hand ended with cards left in a hand, their reveal (P6, R62).
        Used by :func:`variants.playout.play_tabletop`."""
        reports = [move]
        for event in events:
            remainder = event.data.get("remainder") if event.type == "hand_ended" else None
            if remainder:
                reports.append(Reveal(remainder["seat"], remainder["cards"]))
        return reports

    @staticmethod
    def _audit_counts(state: State) -> None:
        # R63: the referee of a scorekeeper game holds no hand and no stock, only their counts.
        assert state.hands == ((), ()) and not state.stock, "a scorekeeper game holds cards"
        shown = state.shown()
        assert not shown - DECK_COUNTS, f"more shown than the deck holds: {shown - DECK_COUNTS}"
        unseen = state.unseen
        assert unseen is not None
        assert min(*unseen.hands, unseen.stock) >= 0, f"a negative count {unseen}"
        total = sum(unseen.hands) + unseen.stock + sum(shown.values())
        assert total == len(deck()), f"cards not conserved: {unseen} and {sum(shown.values())} shown"

    def sample_moves(self, state: State, seat: int, rng: Rng) -> list[Move]:
        """Plausible moves, mostly illegal: stakes of one to three cards (held or not) as
        attacks and answers (and, in a scorekeeper game, reveals), a decline, and a move by the
        other seat, in a random order."""
        cards = list(Card)
        held = sort_cards(set(state.hands[seat])) or cards
        kinds: tuple[type[StakeMove], ...] = (Attack, Answer, Reveal) if state.tabletop else (
            Attack, Answer)
        # One draw feeds every pick: this runs after every move of every playout.
        x = rng.below(1 << 64)
        moves: list[Move] = []
        for _ in range(2):
            pool = held if x & 1 else cards
            size, x = 1 + (x >> 1) % 3, (x >> 1) // 3
            stake: list[Card] = []
            for _ in range(size):
                stake.append(pool[x % len(pool)])
                x //= len(pool)
            moves.append(kinds[x % len(kinds)](seat, tuple(stake)))
            x //= len(kinds)
        moves += [Decline(seat), (Attack, Answer)[x & 1](1 - seat, (cards[(x >> 1) % 9],))]
        turn = (x >> 5) % len(moves)
        return moves[turn:] + moves[:turn]
