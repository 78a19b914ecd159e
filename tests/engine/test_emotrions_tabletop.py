"""EmotrionsOnCards scorekeeper games (``"deal": "table"``, rulings R50–R57): seeded server-dealt
games replayed as the table's reports end exactly alike; each impossible report is refused with
its rule; snapshots round-trip; no view shows a card the table has not shown."""

from __future__ import annotations

import itertools
import json
from collections import Counter
from dataclasses import replace

import pytest

from tests.engine.test_emotrions_playouts import card_paths
from tests.engine.test_emotrions_support import SIX, cards, config, play, stake
from variants.base import ALL, IllegalMove, IllegalSetup, redact_event
from variants.emotrions import VARIANT as ENGINE
from variants.emotrions.cards import Card, deck
from variants.emotrions.engine import (
    CHOOSE_STYLE,
    EXCHANGE_CALL,
    REVEAL,
    STAKE,
    Config,
    Decline,
    Exchange,
    ForcedExchange,
    Reveal,
    Stake,
    State,
)
from variants.playout import PlayoutStats, play_tabletop
from variants.rng import Rng

VIEW_IGNORE = ENGINE.tabletop_hidden["view"]
EVENT_IGNORE = ENGINE.tabletop_hidden["events"]
#: Where a scorekeeper game's view may name a card (list indexes written ``*``).
TABLE_CARD_PATHS = frozenset(
    {"hands.*.cards.*", "known.*.*", "trick.*.cards.*", "piles.*.*", "exit_hand.*",
     "exchange.shown"}
)


# ----------------------------------------------------------------------------------------------
# Helpers


def table_game(players: int = 2, leader: int = 0, **options) -> State:
    state, _ = ENGINE.start(config(players, **options), "table", start={"leader": leader},
                            tabletop=True)
    ENGINE.audit(state)
    return state


def staged(state: State, counts, *, stock: int = 0, discarded=(), piles=None, known=None,
           leader: int | None = None) -> State:
    """``state`` at the start of a trick's stakes with hands of ``counts`` cards (``known`` of
    them known), ``stock`` cards in the stock, the given discards and piles; the count of the
    deck is kept by putting the rest of it in the unknown hands' and stock's place."""
    n = state.config.players
    piles = tuple(cards(*(piles or {}).get(s, ())) for s in range(n))
    known = tuple(cards(*(known or {}).get(s, ())) for s in range(n))
    new = replace(
        state, counts=tuple(counts), stock_left=stock, discarded=cards(*discarded), piles=piles,
        hands=known, trick=(), exchange=None, phase=STAKE,
        leader=state.leader if leader is None else leader,
    )
    full = len(deck(state.config.decks))
    assert sum(counts) + stock + len(new.discarded) + sum(map(len, piles)) == full
    ENGINE.audit(new)
    return new


def deck_without(*codes: str) -> list[str]:
    rest = Counter(c.value for c in deck())
    rest.subtract(codes)
    return list(rest.elements())


def refused(state: State, move, rule: str) -> IllegalMove:
    with pytest.raises(IllegalMove) as caught:
        ENGINE.apply(state, move)
    assert caught.value.rule == rule, caught.value
    assert caught.value.translated and caught.value.text.it != caught.value.text.en
    return caught.value


def check_table_views(variant, state: State, events) -> None:
    """G3 in a scorekeeper game: a view names only cards the table has shown (piles, the
    trick, the cards known to be in hands, the Exit hand, the shown force); a hand's ``cards``
    only where the referee knows all of it; covered stakes, and what is known of a covered
    staker's hand, only to the staker until the trick is complete (E6.3, R54); seats see what
    a spectator sees but for that; events carry no secret but a covered stake's, to its staker
    (draws carry counts only)."""
    players = state.config.players
    spectator = ENGINE.view(state, None)
    staked = {seat for seat, _ in state.trick}
    for viewer in (*range(players), None, ALL):
        view = ENGINE.view(state, viewer)
        assert "stock" not in view and "stock_top" not in view
        for path, _ in card_paths(view):
            assert path in TABLE_CARD_PATHS, f"{viewer} sees a card at {path}"
        for seat, hand in enumerate(view["hands"]):
            assert hand["count"] == state.counts[seat]
            if "cards" in hand:
                assert hand["cards"] == view["known"][seat] and len(hand["cards"]) == hand["count"]
        if state.style.covered and viewer != ALL and "R110" not in str(events):
            for entry in view["trick"]:
                if entry["seat"] != viewer:
                    assert "cards" not in entry and not view["known"][entry["seat"]]
        if viewer in range(players):
            own = [e for e in view["trick"] if e["seat"] == viewer]
            other = [e for e in spectator["trick"] if e["seat"] == viewer]
            assert [e["count"] for e in own] == [e["count"] for e in other]
            mine = {"trick": None, "known": None, "hands": None}
            assert {**view, **mine} == {**spectator, **mine}
            for seat in range(players):
                if seat != viewer:
                    assert view["known"][seat] == spectator["known"][seat]
        if viewer == ALL:
            assert view["known"] == [[c.value for c in k] for k in state.hands]
            assert not staked or all("cards" in e for e in view["trick"])
    for event in events:
        stored = event.to_dict()
        for secret in stored.get("secret", ()):
            assert stored["type"] == "stake" and state.style.covered
            assert secret["to"] == [stored["seat"]]
        if stored["type"] in ("draw", "exchange_take"):
            for viewer in (*range(players), None, ALL):
                assert "card" not in redact_event(stored, viewer)


def check_snapshot(variant, state: State, events) -> None:
    assert len(json.dumps(ENGINE.dump(state), separators=(",", ":"))) < 4096


# ----------------------------------------------------------------------------------------------
# The equivalence playouts: a server-dealt game reported to a scorekeeper game ends alike


def named_configs() -> list[Config]:
    """2 to 6 players, each with every advanced rule somewhere: covered, naked and face-up
    stocks, winner_options, forced_exchange (with winner_options too), exit (one deck and two),
    both targets, and two decks for 2–4 players. (Two-deck exact37 games are long: only one.)"""
    out = []
    for players in range(2, 7):
        out += [
            Config(players),
            Config(players, covered=True, target="exact37"),
            Config(players, winner_options=True, forced_exchange=True),
            Config(players, forced_exchange=True, decks=2),
            Config(players, naked=True, stock_face_up=True, covered=True),
        ]
        if players <= 4:
            out.append(Config(players, decks=2, winner_options=True))
        if players <= 3:
            out += [
                Config(players, exit=True, forced_exchange=True, target="exact37"),
                Config(players, exit=True, covered=True, decks=2,
                       target="exact37" if players == 2 else "reach37"),
                Config(players, exit=True, winner_options=True, forced_exchange=True),
            ]
    return out


EQUIVALENCE = named_configs()


class Sampled:
    """Run ``check`` after every ``every``-th report only (the leak check of every view is the
    costly part of a playout; the reports in between are still checked by play_tabletop)."""

    def __init__(self, check, every: int = 3) -> None:
        self.check, self.every, self.calls = check, every, 0

    def __call__(self, variant, state: State, events) -> None:
        self.calls += 1
        if self.calls % self.every == 0:
            self.check(variant, state, events)


@pytest.mark.parametrize("cfg", EQUIVALENCE, ids=lambda c: "-".join(
    [str(c.players), c.target, f"d{c.decks}"] + [k for k, v in c.options().items() if v is True]
))
def test_equivalence_a_server_game_reported_to_the_table_ends_alike(cfg):
    """Every move of a seeded server-dealt game reported as the table shows it (and the E4.1
    reveals) is listed and accepted; after each, both games look alike to a spectator and
    trigger the same public events, and no view shows a card the table has not shown; both
    end with the same scores, piles and winners."""
    stats = PlayoutStats()
    seed = f"tabletop-{EQUIVALENCE.index(cfg)}"
    done = play_tabletop(
        ENGINE, cfg, seed, view_ignore=VIEW_IGNORE, event_ignore=EVENT_IGNORE,
        checks=(Sampled(check_table_views), check_snapshot), stats=stats,
    )
    server, table = done.server, done.table
    assert ENGINE.is_finished(table) and table.match == server.match
    assert table.match.winners and table.piles == server.piles
    assert table.history == server.history  # every hand's points, and whether they counted
    assert ENGINE.view(table, None)["scores"] == ENGINE.view(server, None)["scores"]
    assert stats.finished == 1 and stats.rejected_probes > 0
    # Undo replays the game from its start without the undone move: it must be deterministic.
    replayed, _ = ENGINE.start(cfg, seed, tabletop=True)
    for report in done.reports:
        replayed, _ = ENGINE.apply(replayed, report)
    assert ENGINE.dump(replayed) == ENGINE.dump(table)


def test_equivalence_playouts_report_reveals_exchanges_and_styles():
    """The equivalence games between them report every kind of move (so each was compared)."""
    kinds = Counter()
    for cfg in (EQUIVALENCE[2], EQUIVALENCE[6], EQUIVALENCE[8]):
        done = play_tabletop(ENGINE, cfg, f"tabletop-{EQUIVALENCE.index(cfg)}",
                             view_ignore=VIEW_IGNORE, event_ignore=EVENT_IGNORE, probes=0)
        kinds.update(type(r).__name__ for r in done.reports)
    assert set(kinds) == {"Stake", "Reveal", "Exchange", "Decline", "ChooseStyle"}, kinds


def test_equivalence_configs_cover_every_advanced_rule_and_player_count():
    assert {c.players for c in EQUIVALENCE} == set(range(2, 7))
    for option in ("covered", "naked", "stock_face_up", "winner_options", "forced_exchange",
                   "exit"):
        assert any(getattr(c, option) for c in EQUIVALENCE), option
    assert any(c.target == "exact37" for c in EQUIVALENCE)
    assert any(c.decks == 2 and c.players <= 4 for c in EQUIVALENCE)
    assert any(c.exit and c.decks == 2 for c in EQUIVALENCE)


@pytest.mark.parametrize("cfg", [
    Config(2, exit=True, forced_exchange=True),
    Config(3, forced_exchange=True, winner_options=True),
    Config(3, exit=True, forced_exchange=True, decks=2),
], ids=["exit-2", "exchange-3", "exit-exchange-3-decks2"])
def test_R53_what_is_known_of_each_hand_is_always_in_it(cfg):
    """Side by side with the server-dealt game: each count is the real hand's size, and every
    card the referee knows to be in a hand (E8.1 hands, shown forces; R52, R53) is in it."""
    moves: Counter = Counter()
    for game in range(4):
        seed = f"known-{cfg.players}-{game}"
        server, _ = ENGINE.start(cfg, seed)
        table, _ = ENGINE.start(cfg, seed, tabletop=True)
        side_by_side(server, table, seed, moves)
    assert moves["Exchange"] > 0


def side_by_side(server: State, table: State, seed: str, moves: Counter | None = None):
    """Play ``server`` to its end by random legal moves, reporting each to ``table`` (and the
    E4.1 reveals); after each, every count is the real hand's size and every card known to be
    in a hand is in it (R53); at the end both agree on everything scored. Returns the events
    of the server game."""
    rng = Rng("side/" + seed)
    played = []
    while not ENGINE.is_finished(server):
        seat = ENGINE.to_act(server)[0]
        legal = ENGINE.legal_moves(server, seat)
        move = legal[rng.below(len(legal))]
        before = server
        server, events = ENGINE.apply(server, move)
        played += events
        for report in ENGINE.table_reports(before, move, events):
            table, _ = ENGINE.apply(table, report)
        if moves is not None:
            moves[type(move).__name__] += 1
        assert ENGINE.to_act(table) == ENGINE.to_act(server)
        for seat in range(server.config.players):
            assert table.counts[seat] == len(server.hands[seat])
            assert not Counter(table.hands[seat]) - Counter(server.hands[seat])
    assert ENGINE.is_finished(table) and table.match == server.match
    assert table.history == server.history and table.piles == server.piles
    return [e.to_dict() for e in played]


def last_trick(*, players: int, totals, piles, staked, **options):
    """The same last trick of a hand in a server-dealt game and a scorekeeper game: each seat
    of ``staked`` holds one card and stakes it next, ``piles`` are won, the game ``totals``
    were scored in earlier hands; every other card is discarded."""
    from tests.engine.test_emotrions_support import table as server_table
    from variants.emotrions.snapshot import pack_points

    server, _ = ENGINE.start(config(players, **options), "po", start={"leader": 0})
    server = server_table(server, {s: [c] for s, c in staked.items()}, piles=piles, leader=0,
                          totals=totals)
    used = [*staked.values(), *(c for p in piles.values() for c in p)]
    table = staged(table_game(players, **options),
                   [int(s in staked) for s in range(players)], piles=piles,
                   discarded=deck_without(*used), leader=0)
    table = replace(table, match=server.match, history=(pack_points(tuple(totals), True),))
    ENGINE.audit(table)
    return server, table


def test_E5_2_a_tie_play_off_in_a_scorekeeper_game_as_in_a_server_dealt_game():
    # 35 + 2 = 37 for seats 0 and 1 (Hunger eats the last trick): a tie play-off (E5.2).
    server, table = last_trick(
        players=3, totals=(35, 35, 10),
        piles={0: ["goodness", "hatred"], 1: ["goodness", "hatred"]},
        staked={0: "joy", 1: "hunger"},
    )
    for state in (server, table):
        state, _ = play(state, stake(0, "joy"), stake(1, "hunger"))
        assert state.match.playoff == (0, 1) and state.participants == (0, 1)
    assert state.counts == (7, 7, 0) and state.stock_left == 22  # E2.3, E3.1: counted
    events = side_by_side(server, table, "tie")
    ended = [e["outcome"] for e in events if e["type"] == "hand_ended"]
    assert ended[0]["playoff"] == {"seats": [0, 1], "kind": "tie"}
    assert not ended[-1]["counted"] and events[-1]["rule"] == "E5.2"


def test_E5_3_an_exact37_play_off_in_a_scorekeeper_game_as_in_a_server_dealt_game():
    # 35 + 5 = 40: over 37, the two closest play off, totals carrying on and bouncing (E5.3).
    server, table = last_trick(
        players=3, totals=(35, 30, 20), target="exact37",
        piles={0: ["goodness"], 1: ["love"]}, staked={0: "joy", 1: "hunger"},
    )
    for state in (server, table):
        state, events = play(state, stake(0, "joy"), stake(1, "hunger"))
        assert state.match.playoff_kind == "exact37" and state.match.playoff == (0, 1)
    events = side_by_side(server, table, "exact")
    ended = [e["outcome"] for e in events if e["type"] == "hand_ended"]
    assert ended[0]["playoff"] == {"seats": [0, 1], "kind": "exact37"}
    assert events[-1]["type"] == "game_ended" and events[-1]["rule"] == "E5.3"


# ----------------------------------------------------------------------------------------------
# Setup


def test_R54_R57_a_scorekeeper_game_counts_hands_and_stock_and_knows_no_card():
    state = table_game(3)
    assert state.tabletop and state.counts == (7, 7, 7) and state.stock_left == 36 - 21
    view = ENGINE.view(state, ALL)
    assert view["hands"] == [{"count": 7}] * 3 and view["stock_count"] == 15
    assert view["known"] == [[], [], []] and "stock" not in view


def test_R57_the_first_leader_is_drawn_by_lot_as_in_a_server_dealt_game():
    for seed in ("a", "b", "c", "d", "e"):
        server, _ = ENGINE.start(config(5), seed)
        table, _ = ENGINE.start(config(5), seed, tabletop=True)
        assert table.leader == server.leader
    table, _ = ENGINE.start(config(5), "a", start={"leader": 3}, tabletop=True)
    assert table.leader == 3


def test_R57_a_scorekeeper_game_takes_no_explicit_deal():
    hands = [SIX, ["force", "force", "goodness", "goodness", "love", "love"]]
    with pytest.raises(IllegalSetup) as caught:
        ENGINE.start(config(2), "x", [{"hands": hands, "stock": []}], tabletop=True)
    assert caught.value.rule == "G5" and caught.value.field == "deals"


def test_R54_E8_1_the_exit_hands_are_known_to_all():
    state = table_game(2, exit=True)
    assert state.counts == (6, 6) and state.stock_left == 24  # E8.1: no draw at first
    for viewer in (0, 1, None, ALL):
        hands = ENGINE.view(state, viewer)["hands"]
        assert hands == [{"count": 6, "cards": [c.value for c in cards(*SIX)]}] * 2


def test_dump_and_load_round_trip_and_the_snapshot_stays_small():
    state = table_game(6, covered=True, target="exact37")
    state, _ = play(state, stake(state.leader, "fury", "fury"))
    data = ENGINE.dump(state)
    assert ENGINE.load(json.loads(json.dumps(data))) == state
    assert len(json.dumps(data, separators=(",", ":"))) < 4096
    server, _ = ENGINE.start(config(2), "x")
    assert "table" not in ENGINE.dump(server) and not ENGINE.load(ENGINE.dump(server)).tabletop


# ----------------------------------------------------------------------------------------------
# Impossible reports


def test_R50_a_fifth_fury_in_a_one_deck_game_is_refused():
    state = staged(table_game(2), (7, 7), stock=14, discarded=["fury"] * 4 + ["joy"] * 4)
    error = refused(state, stake(0, "fury"), "R50")
    assert error.detail == "the deck holds only 4 fury, and 4 have been shown"
    assert error.detail_in("it") == "il mazzo ha solo 4 fury, e ne sono state mostrate 4"
    assert all(Card.FURY not in m.cards for m in ENGINE.legal_moves(state, 0))  # R55
    ENGINE.apply(state, stake(0, "hatred"))


def test_R55_the_stakes_listed_are_those_that_may_be_in_the_hand():
    # Seat 0 holds 2 cards, one known to be a fury; every joy and every love has been shown.
    state = staged(table_game(2), (2, 7), stock=17, known={0: ["fury"]},
                   discarded=["joy"] * 4 + ["love"] * 4 + ["fury"] * 2)
    listed = {m.cards for m in ENGINE.legal_moves(state, 0)}
    assert (Card.FURY, Card.FURY) in listed  # the known one and a fourth fury
    assert (Card.HATRED, Card.FURY) in listed and (Card.FORCE,) in listed
    assert not any(Card.JOY in c or Card.LOVE in c for c in listed)
    assert (Card.HATRED, Card.HATRED) not in listed  # two unknown cards: it holds one
    for combo in listed:
        ENGINE.apply(state, Stake(0, combo))
    for combo in {m.cards for m in ENGINE.legal_moves(table_game(2), 0)} - listed:
        with pytest.raises(IllegalMove):
            ENGINE.apply(state, Stake(0, combo))


def test_R50_cards_known_in_a_hand_the_trick_and_piles_all_count():
    state = staged(table_game(2), (7, 7), stock=16, piles={1: ["fury", "fury"]},
                   discarded=["joy"] * 4, known={1: ["fury"]})
    state, _ = play(state, stake(0, "fury"))  # the fourth: in the trick now
    refused(state, stake(1, "fury", "fury"), "R50")  # its known fury and one more: a fifth
    ENGINE.apply(state, stake(1, "fury"))  # the known one


def _covered_trick(first: str, second: str) -> State:
    """A 3-player covered scorekeeper game: seats 0 and 1 have staked ``first`` and ``second``
    face down (E6.3); seat 2 is to stake."""
    state, _ = play(table_game(3, covered=True), stake(0, *first.split("+")),
                    stake(1, *second.split("+")))
    assert ENGINE.to_act(state) == (2,)
    return state


#: Every stake a player may try (valid or not), to compare refusals.
TRIES = [stake(2, *combo) for combo in itertools.chain(
    itertools.combinations_with_replacement([c.value for c in Card], 1),
    itertools.combinations_with_replacement([c.value for c in Card], 2))]


def answers(state: State, seat: int, moves=TRIES) -> list:
    """What ``seat`` learns from the engine: its view, its legal moves, and for every move it
    may try (by default the stakes of seat 2), the refusal (rule and wording in both languages)
    or its acceptance."""
    out: list = [ENGINE.view(state, seat), ENGINE.legal_moves(state, seat)]
    for move in moves:
        try:
            ENGINE.apply(state, move)
            out.append("accepted")
        except IllegalMove as error:
            out.append((error.rule, error.detail, error.detail_in("it")))
    return out


def test_R110_covered_stakes_of_others_never_shape_a_seats_moves():
    # R110, G3: seat 2 saw only counts, yet fury+fury twice face down left fury out of its
    # legal moves and refused it ("4 have been shown"); with joy staked it could stake fury.
    furies = _covered_trick("fury+fury", "fury+fury")
    for first, second in [("joy+joy", "joy+joy"), ("fury+fury", "love+love"),
                          ("hatred+hatred", "fury+fury")]:
        assert answers(_covered_trick(first, second), 2) == answers(furies, 2)
    assert Stake(2, (Card.FURY,)) in ENGINE.legal_moves(furies, 2)


def test_R110_what_is_known_of_a_covered_stakers_hand_is_not_counted_for_another():
    # Seat 0 is known to hold a fury (an Exit-like known card); once it has staked face down
    # the others do not see whether the fury went into the trick (R54), so they count neither.
    state = staged(table_game(3, covered=True), (7, 7, 7), stock=12, known={0: ["fury"]},
                   discarded=["fury"] * 3)
    state, _ = play(state, stake(0, "fury"))
    assert Stake(1, (Card.FURY,)) in ENGINE.legal_moves(state, 1)
    other, _ = play(staged(table_game(3, covered=True), (7, 7, 7), stock=12,
                           known={0: ["fury"]}, discarded=["fury"] * 3), stake(0, "joy"))
    assert answers(state, 1)[1:] == answers(other, 1)[1:]


def test_R110_a_covered_trick_impossible_once_revealed_is_shown_and_held():
    state = _covered_trick("fury+fury", "fury+fury")
    held, events = play(state, stake(2, "fury"))  # accepted: refusing it would tell seat 2
    ENGINE.audit(held)
    assert ENGINE.load(json.loads(json.dumps(ENGINE.dump(held)))) == held
    assert [e.type for e in events] == ["stake", "trick_impossible"]
    shown = events[-1].to_dict()
    assert shown["stakes"] == [{"seat": 0, "cards": ["fury", "fury"]},
                               {"seat": 1, "cards": ["fury", "fury"]},
                               {"seat": 2, "cards": ["fury"]}]
    assert (shown["card"], shown["shown"], shown["deck"], shown["rule"]) == ("fury", 5, 4, "R110")
    assert "secret" not in shown
    # Every stake is now public; the trick is not resolved; nothing is legal.
    for viewer in (0, 1, 2, None, ALL):
        view = ENGINE.view(held, viewer)
        assert [e.get("cards") for e in view["trick"]] == [["fury", "fury"]] * 2 + [["fury"]]
        assert view["piles"] == [[], [], []] and view["discarded_count"] == 0
    assert ENGINE.to_act(held) == (2,) and not ENGINE.is_finished(held)
    assert all(ENGINE.legal_moves(held, seat) == [] for seat in range(3))
    for move in (stake(2, "joy"), stake(0, "joy"), Decline(1)):
        error = refused(held, move, "R110")
    assert error.detail == ("the table reported 5 fury in this hand, and the deck holds only 4: "
                            "undo the report that was wrong")
    assert error.detail_in("it").startswith("il tavolo ha dichiarato 5 fury in questa mano")
    # Without the last stake the game goes on as before (what the service's undo replays).
    _, events = play(state, stake(2, "joy"))
    assert [e.type for e in events][:2] == ["stake", "trick_resolved"]


def test_R50_a_ninth_fury_with_two_decks():
    state = staged(table_game(2, decks=2), (7, 7), stock=50, discarded=["fury"] * 8)
    error = refused(state, stake(0, "fury", "indecision"), "R50")
    assert error.detail.startswith("the 2 decks hold only 8 fury")


def test_E3_2_a_stake_by_a_player_with_no_cards_left_is_refused():
    state = staged(table_game(2), (0, 7), discarded=deck()[:29])
    assert ENGINE.to_act(state) == (1,)  # E3.2: the leader holds nothing and is skipped
    refused(state, stake(0, "joy"), "G6")
    assert ENGINE.legal_moves(state, 0) == []


def test_R51_a_player_cannot_be_shown_staking_more_cards_than_they_hold():
    state = staged(table_game(2), (1, 7), discarded=deck()[8:])  # no joy nor love shown
    error = refused(state, stake(0, "love", "love"), "E3.3")
    assert error.detail == "seat 0 cannot be holding love+love: it holds 1 card(s)"
    assert {len(m.cards) for m in ENGINE.legal_moves(state, 0)} == {1}
    ENGINE.apply(state, stake(0, "love"))


def test_R51_a_known_hand_cannot_stake_what_it_does_not_hold():
    state = table_game(2, exit=True)  # E8.1: every card of both hands is known
    error = refused(state, stake(0, "force"), "E3.3")
    assert "known to include" in error.detail
    listed = {m.cards for m in ENGINE.legal_moves(state, 0)}
    server, _ = ENGINE.start(config(2, exit=True), "x", start={"leader": 0})
    assert listed == {m.cards for m in ENGINE.legal_moves(server, 0)}


def test_E3_3_and_G6_as_in_a_server_dealt_game():
    state = table_game(3)
    refused(state, stake(0, "fury", "love"), "E3.3")
    refused(state, stake(0, "hunger", "hunger"), "E3.3")
    refused(state, Stake(0, (Card.JOY,) * 3), "E3.2")
    refused(state, stake(1, "joy"), "G6")
    refused(state, Reveal(0, (Card.JOY,) * 7), "G6")
    server, _ = ENGINE.start(config(2), "x", start={"leader": 0})
    refused(server, Reveal(0, (Card.JOY,) * 7), "G6")  # R56: never awaited there


# ----------------------------------------------------------------------------------------------
# The reveal (E4.1)


def test_E4_1_the_hand_waits_for_the_reveal_of_the_last_holders_cards():
    # At the table: seat 0 holds force; seat 1 fury and two indecision; the rest is shown.
    state = staged(table_game(2), (1, 3), leader=0,
                   discarded=deck_without("force", "fury", "indecision", "indecision"))
    state, events = play(state, stake(0, "force"), stake(1, "fury"))
    assert state.phase == REVEAL and ENGINE.to_act(state) == (1,)
    assert not [e for e in events if e.type == "hand_ended"]
    assert ENGINE.view(state, None)["phase"] == "reveal"
    refused(state, Reveal(1, (Card.LOVE,)), "E4.1")  # one card short
    refused(state, Reveal(1, (Card.LOVE,) * 3), "E4.1")
    refused(state, Reveal(1, (Card.INDECISION, Card.JOY)), "R50")  # discarded: all 4 joy
    state, events = play(state, Reveal(1, (Card.INDECISION, Card.INDECISION)))
    ended = next(e.to_dict() for e in events if e.type == "hand_ended")
    assert ended["added"] == {"seat": 1, "cards": ["indecision", "indecision"]}
    assert ended["points"] == [2, 0]  # E4.2: force beat fury (E3.4); the reveal scores 0


def test_E4_1_a_reveal_lists_the_cards_known_to_be_in_the_hand():
    state = staged(table_game(2, exit=True), (0, 2), discarded=deck_without("love", "force"),
                   known={1: ["love"]})
    state = replace(state, phase=REVEAL)
    refused(state, Reveal(1, (Card.INDECISION, Card.INDECISION)), "E4.1")
    assert ENGINE.legal_moves(state, 1) == [Reveal(1, (Card.LOVE, Card.FORCE))]
    ENGINE.apply(state, Reveal(1, (Card.LOVE, Card.FORCE)))


def test_R56_the_one_reveal_possible_is_listed_and_still_awaited():
    # Every card not shown is in the one hand left: the referee can tell, the table reports.
    state = staged(table_game(2), (0, 5), discarded=deck()[:24] + ["hunger"] * 3 + ["fury"] * 4,
                   known={1: ["indecision"]})
    state = replace(state, phase=REVEAL)
    expected = Reveal(1, (Card.HUNGER, Card.INDECISION, Card.INDECISION, Card.INDECISION,
                          Card.INDECISION))
    assert ENGINE.legal_moves(state, 1) == [expected] and ENGINE.to_act(state) == (1,)
    refused(state, Reveal(1, (Card.HUNGER,) * 2 + (Card.INDECISION,) * 3), "R50")
    state, events = play(state, expected)
    ended = next(e.to_dict() for e in events if e.type == "hand_ended")
    assert ended["added"] == {"seat": 1, "cards": [c.value for c in expected.cards]}
    assert ended["points"][1] == 0 and state.hand_number == 2 and state.counts == (7, 7)


# ----------------------------------------------------------------------------------------------
# The Forced Exchange (E7): the table reports it


def exchange_state(known=None, discarded=(), stock=15) -> State:
    """Three players holding 7 cards each, seat 0 asked whether to call (E7.1)."""
    state = staged(table_game(3, forced_exchange=True), (7, 7, 7), stock=stock,
                   discarded=discarded, known=known)
    return replace(state, phase=EXCHANGE_CALL, exchange=ForcedExchange(asked=0))


def test_R52_R53_an_exchange_moves_a_card_between_counts_and_the_shown_force_stays_known():
    state = exchange_state(known={1: ["love", "love"]})
    state, events = play(state, Exchange(0, 1))
    stored = [e.to_dict() for e in events]
    assert stored[0] == {"type": "exchange_called", "caller": 0, "shown": "force"}
    assert stored[1] == {"type": "exchange_take", "taker": 0, "victim": 1, "ends": False}
    assert state.counts == (8, 6, 7)
    assert state.hands[0] == (Card.FORCE,)  # R52: known to stay in the caller's hand
    assert state.hands[1] == ()  # R53: which love went is not known
    assert ENGINE.view(state, None)["known"] == [["force"], [], []]
    state, _ = play(state, Exchange(1, 0))  # R9: the chain ends at the caller
    assert state.counts == (7, 7, 7) and state.hands[0] == (Card.FORCE,)
    assert state.phase == STAKE
    assert Stake(0, (Card.FORCE,)) in ENGINE.legal_moves(state, 0)


def test_R51_R55_a_call_needs_a_hand_that_may_hold_a_force():
    state = table_game(2, exit=True, forced_exchange=True)  # E8.1: known hands, no force
    assert state.phase == EXCHANGE_CALL
    assert ENGINE.legal_moves(state, state.exchange.asked) == [Decline(state.exchange.asked)]
    refused(state, Exchange(state.exchange.asked, 1 - state.exchange.asked), "E7.1")
    forces_gone = exchange_state(discarded=["force"] * 4 + ["joy"] * 3, stock=8)
    refused(forces_gone, Exchange(0, 1), "R50")
    assert ENGINE.legal_moves(forces_gone, 0) == [Decline(0)]


# ----------------------------------------------------------------------------------------------
# What is seen


def test_R54_covered_stakes_reported_by_the_table_stay_hidden_until_the_last():
    state = table_game(3, exit=True, covered=True)
    state, events = play(state, stake(0, "fury", "hatred"))
    for viewer in (1, 2, None):
        view = ENGINE.view(state, viewer)
        assert view["trick"] == [{"seat": 0, "count": 2}]
        assert view["known"][0] == [] and "cards" not in view["hands"][0]  # R54
        assert "cards" not in redact_event(events[0].to_dict(), viewer)
    own = ENGINE.view(state, 0)
    assert own["trick"][0]["cards"] == ["hatred", "fury"]
    assert own["known"][0] == ["joy", "love", "goodness", "sadness"]
    state, events = play(state, stake(1, "joy"), stake(2, "love"))
    view = ENGINE.view(state, 1)
    assert view["piles"][0] == ["joy", "love", "hatred", "fury"]
    assert view["known"][0] == ["joy", "love", "goodness", "sadness"]
    resolved = next(e.to_dict() for e in events if e.type == "trick_resolved")
    assert resolved["winner"] == 0 and resolved["stakes"][0]["cards"] == ["hatred", "fury"]


def test_R57_draws_are_counted_and_carry_counts_only():
    state = table_game(2)
    state, events = play(state, stake(0, "joy"), stake(1, "love"))
    draws = [e.to_dict() for e in events if e.type == "draw"]
    assert draws == [{"type": "draw", "seat": 1}, {"type": "draw", "seat": 0}]
    assert state.counts == (7, 7) and state.stock_left == 20


def test_choose_style_and_the_next_trick_as_in_a_server_dealt_game():
    state = table_game(2, winner_options=True)
    state, _ = play(state, stake(0, "force"), stake(1, "love"))
    assert state.phase == CHOOSE_STYLE and ENGINE.to_act(state) == (0,)
    state, _ = play(state, ENGINE.legal_moves(state, 0)[-1])  # all three switches on
    assert state.style.covered and state.style.naked and state.counts == (7, 7)
    assert all("cards" not in h for h in ENGINE.view(state, 1)["hands"])  # naked: unknown
