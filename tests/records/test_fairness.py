"""Verifiable shuffles, checked from docs/fairness.md alone.

Everything that derives cards from a seed here is written from the document's text, not from
the engines (nothing of ``variants`` is imported): the generator, the decks in their starting
order, the lots, and the layout of each variant's deals. Games are created and played through
the service; their records (docs/tournaments.md) give the seed, the commitment and every event,
and each deal, lot, Forced Exchange pick and card leaving the stock must be the one the document
derives from the seed.
"""

from __future__ import annotations

import hashlib
import hmac
from collections import Counter
from pathlib import Path

import pytest

from tests.support.http import DEAL_2P
from tests.support.tournament import finished_record, tournament_app

DOC = (Path(__file__).resolve().parents[2] / "docs" / "fairness.md").read_text()

# -- the document's generator -----------------------------------------------------------------


class Stream:
    """Draw k = HMAC-SHA256(seed, b"referee/v1/" + k as 8 bytes big-endian), first 8 bytes."""

    def __init__(self, seed: str):
        self.key, self.k = seed.encode("utf-8"), 0

    def draw(self) -> int:
        mac = hmac.new(self.key, b"referee/v1/" + self.k.to_bytes(8, "big"), hashlib.sha256)
        self.k += 1
        return int.from_bytes(mac.digest()[:8], "big")

    def below(self, n: int) -> int:
        limit = 2**64 - 2**64 % n
        while (x := self.draw()) >= limit:
            pass
        return x % n

    def shuffle(self, cards: list) -> None:
        for i in range(len(cards) - 1, 0, -1):
            j = self.below(i + 1)
            cards[i], cards[j] = cards[j], cards[i]


# -- the document's decks ---------------------------------------------------------------------

EMOTRIONS = ["joy", "love", "goodness", "force", "sadness", "hatred", "fury", "hunger",
             "indecision"]
EXIT_HAND = ["joy", "sadness", "love", "hatred", "goodness", "fury"]
RANKS = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"]
SUITS = ["S", "C", "D", "H"]
FOUR_ACES = [rank + suit for suit in SUITS for rank in RANKS] + ["BJ", "RJ"]


def emotrions_deck(decks: int) -> list[str]:
    return [card for card in EMOTRIONS for _ in range(4 * decks)]


def cut_rank(card: str) -> tuple[int, int]:
    """A3.1 as the document states it: 2S, then BJ, RJ, then K … A, at equal rank S > C > D > H."""
    top = {"2S": 3, "BJ": 2, "RJ": 1}
    if card in top:
        return (100 + top[card], 0)
    return (RANKS.index(card[:-1]), -SUITS.index(card[-1]))


# -- reading a complete record ----------------------------------------------------------------


def seen_by(event: dict, seat) -> dict:
    """The event as ``seat`` saw it; ``seat="all"`` merges every hidden part in, in order."""
    out = {k: v for k, v in event.items() if k != "secret"}
    for part in event.get("secret", ()):
        if seat == "all" or seat in part["to"]:
            out.update(part["fields"])
    return out


def same_cards(a, b) -> bool:
    return Counter(a or ()) == Counter(b or ())


class Derivation:
    """Walks a complete record's events with the document's stream; counts what it checked."""

    def __init__(self, record: dict):
        self.record = record
        self.players = len(record["players"])
        self.options = record["options"] or {}
        self.explicit = record["deal"]["deals"]
        self.start = record["deal"]["start"] or {}
        self.stream = Stream(record["deal"]["seed"])
        self.checked: Counter = Counter()
        self.hands: list[list[str]] = []
        self.stock: list[str] = []
        self.dealt = 0  # hands or rounds dealt so far
        assert record["preset"] is None, "this test reads options, not presets"

    def next_deal(self) -> dict | None:
        """The explicit deal of the next hand or round, or None when it is shuffled."""
        self.dealt += 1
        return self.explicit[self.dealt - 1] if self.dealt <= len(self.explicit) else None

    def draw_lot(self, seats: int) -> None:
        """The first leader (Challenger) is the game's first draw, unless the request gave it."""
        given = self.start.get("leader", (self.explicit or [{}])[0].get("leader"))
        self.lot = None if given is not None else self.stream.below(seats)

    def check_lot(self, first_leader: int) -> None:
        if self.dealt == 0 and self.lot is not None:
            assert first_leader == self.lot
            self.checked["lots"] += 1

    def draw(self, event: dict) -> None:
        card = self.stock.pop(0)  # the stock's top card
        assert event["card"] == card, (event, card)
        self.hands[event["seat"]].append(card)
        self.checked["stock cards"] += 1

    def run(self) -> Counter:
        variant = self.record["variant"]
        walk = {"emotrions": self.emotrions, "pareo": self.pareo, "four-aces": self.four_aces}
        for stored in self.record["events"]:
            walk[variant](stored, seen_by(stored, "all"))
        return self.checked

    # -- EmotrionsOnCards ----------------------------------------------------------------------

    def emotrions(self, stored: dict, event: dict) -> None:
        kind = event["type"]
        if kind == "game_created":
            self.draw_lot(self.players)
        elif kind == "hand_started":
            self.check_lot(event["leader"])
            deal = self.next_deal()
            if deal is None:
                self.hands, self.stock = self.emotrions_shuffle(event["participants"])
                self.checked["deals"] += 1
            else:
                self.hands, self.stock = [list(h) for h in deal["hands"]], list(deal["stock"])
            assert all(same_cards(mine, theirs)
                       for mine, theirs in zip(self.hands, event["hands"], strict=True)), event
            self.caller = None
        elif kind == "draw":
            self.draw(event)
        elif kind == "stake":
            for card in event["cards"]:
                self.hands[event["seat"]].remove(card)
        elif kind == "exchange_called":
            self.caller = event["caller"]
        elif kind == "exchange_take":
            victim, taker = event["victim"], event["taker"]
            pool = sorted(self.hands[victim], key=EMOTRIONS.index)
            if victim == self.caller:
                pool.remove("force")  # the shown force cannot be taken
            card = pool[self.stream.below(len(pool))]
            assert event["card"] == card, (event, pool)
            self.hands[victim].remove(card)
            self.hands[taker].append(card)
            self.checked["picks"] += 1
        elif kind == "trick_resolved":
            self.caller = None

    def emotrions_shuffle(self, participants: list[int]) -> tuple[list[list[str]], list[str]]:
        decks = self.options.get("decks", 2 if self.players >= 5 else 1)
        cards = emotrions_deck(decks)
        exit_hands = self.options.get("exit", False)
        if exit_hands:
            for _ in participants:
                for card in EXIT_HAND:
                    cards.remove(card)
        self.stream.shuffle(cards)
        hands: list[list[str]] = [[] for _ in range(self.players)]
        for seat in sorted(participants):
            if exit_hands:
                hands[seat] = list(EXIT_HAND)
            else:
                hands[seat], cards = cards[:6], cards[6:]
        return hands, cards

    # -- Emotrions Pareo -----------------------------------------------------------------------

    def pareo(self, stored: dict, event: dict) -> None:
        kind = event["type"]
        if kind == "game_created":
            self.draw_lot(2)
        elif kind == "hand_started":
            self.check_lot(event["challenger"])
            deal = self.next_deal()
            if deal is None:
                cards = emotrions_deck(1)
                self.stream.shuffle(cards)
                self.hands, self.stock = [cards[:6], cards[6:12]], cards[12:]
                self.checked["deals"] += 1
            else:
                self.hands, self.stock = [list(h) for h in deal["hands"]], list(deal["stock"])
            for seat in (0, 1):
                shown = event["hands"][seat] if "hands" in event else \
                    seen_by(stored, seat)["hand"]
                assert same_cards(self.hands[seat], shown), (seat, event)
        elif kind == "draw":
            self.draw(event)

    # -- 4 Aces --------------------------------------------------------------------------------

    def four_aces(self, stored: dict, event: dict) -> None:
        kind = event["type"]
        if kind == "game_created":
            if "dealer" not in self.start and not self.explicit:
                deck = list(FOUR_ACES)
                self.stream.shuffle(deck)
                self.cuts = deck[:self.players]
        elif kind == "dealer_cut":
            assert event["cuts"] == self.cuts
            assert event["dealer"] == max(range(self.players), key=lambda s: cut_rank(self.cuts[s]))
            self.checked["lots"] += 1
        elif kind == "round_started":
            n = self.players
            size = 8 if self.options.get("mode", {2: "duel"}.get(n)) == "duel" else 6
            deal = self.next_deal()
            if deal is None:
                deck = list(FOUR_ACES)
                self.stream.shuffle(deck)
                self.hands = [deck[s * size:(s + 1) * size] for s in range(n)]
                table, self.stock = deck[n * size:n * size + 6], deck[n * size + 6:]
                self.checked["deals"] += 1
            else:
                self.hands, table = [list(h) for h in deal["hands"]], deal["table"]
                self.stock = list(deal["stock"])
            assert same_cards(table, event["table"])
            for seat in range(n):
                assert same_cards(self.hands[seat], seen_by(stored, seat)[f"hand_{seat}"])
        elif kind == "draw":
            self.draw(event)
        elif kind == "table_refilled":
            count = len(event["cards"])
            assert same_cards(event["cards"], self.stock[:count])
            del self.stock[:count]
            self.checked["stock cards"] += count


# -- the tests --------------------------------------------------------------------------------


def test_the_documents_worked_example():
    stream = Stream("example")
    assert f"draw 0 is `x = {stream.draw()}`" in DOC
    assert "`Stream(\"example\").below(10)` is 1" in DOC and Stream("example").below(10) == 1
    deck = emotrions_deck(1)
    Stream("example").shuffle(deck)
    assert "puts `" + ", ".join(deck[:3]) + "` on\ntop" in DOC


@pytest.fixture(scope="module")
def app(redis_url):
    return tournament_app(redis_url)


SERVER_GAMES = {
    "emotrions-exit": {"variant": "emotrions", "players": ["a", "b"], "options": {"exit": True}},
    "emotrions-explicit": {"variant": "emotrions", "players": ["a", "b"], "deal": DEAL_2P,
                           "options": {"forced_exchange": True}},
    "pareo": {"variant": "pareo", "players": ["a", "b"]},
    "four-aces": {"variant": "four-aces", "players": ["a", "b"]},
}


@pytest.mark.parametrize("name", list(SERVER_GAMES))
def test_a_server_shuffle_is_committed_revealed_and_re_derived(app, name):
    created, record = finished_record(app, SERVER_GAMES[name])
    commitment = created["view"]["deal_commitment"]
    seed = record["deal"]["seed"]
    assert len(seed) == 64 and int(seed, 16) >= 0  # 32 bytes from the CSPRNG, in hex
    assert hashlib.sha256(seed.encode("utf-8")).hexdigest() == commitment
    assert record["deal"]["commitment"] == commitment
    checked = Derivation(record).run()
    assert checked["deals"] >= (0 if "explicit" in name else 1)
    assert checked["stock cards"] >= 1
    assert checked["lots"] == (0 if "explicit" in name else 1)


def test_forced_exchange_picks_follow_the_seed(app):
    """A seeded game with Forced Exchanges: the picks are derived as the document says."""
    body = {"variant": "emotrions", "players": ["a", "b", "c"], "seed": "fairness/exchanges",
            "options": {"forced_exchange": True}}
    _, record = finished_record(app, body, seed="fairness")
    checked = Derivation(record).run()
    assert checked["picks"] >= 3, "the game should hold Forced Exchange takes: pick other seeds"
    assert checked["deals"] >= 2 and checked["lots"] == 1
