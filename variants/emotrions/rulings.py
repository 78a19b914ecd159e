"""Stateless rulings of EmotrionsOnCards: one trick resolved from its stakes (E3.3–E3.8) and won
piles scored (E4.2, E4.3), decided by the game's own functions (:mod:`variants.emotrions.cards`:
``trick_winner``, ``pile_score``; :func:`variants.emotrions.match.hand_winners`; the E1.2 deck
count, :func:`variants.emotrions.engine.default_decks`)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import Any

from variants.base import FieldKind, IllegalMove, PublishedRuling, RequestField, SameSize
from variants.emotrions.cards import (
    NEUTRAL,
    ORDER,
    VALUE,
    Card,
    combination_error,
    is_pass,
    pile_score,
    strength,
    trick_winner,
)
from variants.emotrions.engine import MAX_PLAYERS, MIN_PLAYERS, default_decks
from variants.emotrions.match import hand_winners
from variants.i18n import T
from variants.rulings import Explanation, Ruling, number, plus, seat_list, signed


def parse_cards(codes: Sequence[str], field: str) -> tuple[Card, ...]:
    """The cards named by ``codes``.

    Raises:
        IllegalMove: E1.1, naming the first unknown code and ``field``.
    """
    cards = []
    for code in codes:
        try:
            cards.append(Card(code))
        except ValueError:
            raise IllegalMove("E1.1", T(f"{code!r} is not an Emotrions card",
                                        f"{code!r} non è una carta di Emotrions"),
                              field=field) from None
    return tuple(cards)


def check_deck(groups: Sequence[tuple[str, Sequence[Card]]], decks: int) -> None:
    """R102: the cards of every group together fit ``decks`` decks (4 of a type per deck).

    Raises:
        IllegalMove: E1.1 (one deck) or E1.2 (two), naming the group where a type runs over.
    """
    seen: Counter[Card] = Counter()
    limit = 4 * decks
    for field, cards in groups:
        seen.update(cards)
        over = next((c for c in cards if seen[c] > limit), None)
        if over is not None:
            deck_en = "one deck holds" if decks == 1 else f"{decks} decks hold"
            deck_it = "un mazzo ne contiene" if decks == 1 else f"{decks} mazzi ne contengono"
            raise IllegalMove(
                "E1.1" if decks == 1 else "E1.2",
                T(f"{seen[over]} {over.value} cards in all, but {deck_en} only {limit}",
                  f"{seen[over]} carte {over.value} in tutto, ma {deck_it} solo {limit}"),
                field=field,
            )


def _table_size(players: int | None, seats: Sequence[int], count: int) -> int:
    """R102: the players at the table: as given, else enough for every seat named."""
    if players is None:
        return max(MIN_PLAYERS, count, 1 + max(seats, default=0))
    for i, seat in enumerate(seats):
        if seat >= players:
            raise IllegalMove("G1", T(f"seat {seat} is not at a table of {players} players",
                                      f"il posto {seat} non c'è a un tavolo di {players} giocatori"),
                              field=f"stakes.{i}.seat")
    return players


def _check_order(seats: Sequence[int]) -> None:
    """E3.2, R101: each seat stakes once, clockwise from the first staker."""
    first: dict[int, int] = {}
    for i, seat in enumerate(seats):
        if seat in first:
            raise IllegalMove("E3.2", T(f"seat {seat} stakes twice in one trick",
                                        f"il posto {seat} punta due volte nella stessa giocata"),
                              field=f"stakes.{i}.seat")
        first[seat] = i
    lead = seats[0] if seats else 0
    offsets = [(seat - lead) % (1 + max(seats)) for seat in seats]
    for i in range(1, len(seats)):
        if offsets[i] < offsets[i - 1]:
            order = ", ".join(str(s) for s in seats)
            raise IllegalMove(
                "E3.2",
                T(f"stakes are made clockwise from the leader: seat {seats[i]} cannot stake after "
                  f"seat {seats[i - 1]} (order given: {order})",
                  f"si punta in senso orario dal primo di mano: il posto {seats[i]} non può "
                  f"puntare dopo il posto {seats[i - 1]} (ordine dato: {order})"),
                field=f"stakes.{i}.seat",
            )


def strength_sum(cards: Sequence[Card]) -> str:
    """E3.4 as arithmetic: ``love + indecision = 2 × 3 = 6``, ``fury + fury = 5 + 5 = 10``."""
    names = plus(c.value for c in cards)
    total = strength(cards)
    if len(cards) == 2 and Card.INDECISION in cards and cards[0] != cards[1]:
        other = cards[1] if cards[0] == Card.INDECISION else cards[0]
        return f"{names} = 2 × {abs(VALUE[other])} = {total}"
    if len(cards) == 2:
        return f"{names} = {abs(VALUE[cards[0]])} + {abs(VALUE[cards[1]])} = {total}"
    return f"{names} = {total}"


def resolve_trick(
    stakes: Sequence[tuple[int, Sequence[str]]],
    players: int | None = None,
    decks: int | None = None,
) -> Ruling:
    """Resolve one trick from its stakes, ``(seat, card codes)`` in staking order (E3.4–E3.8):
    the winner (or ``None``), whether Hunger ate it, each stake's strength and whether it is a
    pass, and where the cards go, as the engine's ``trick_resolved`` event says.

    Raises:
        IllegalMove: E1.1/E1.2 for cards no deck holds, G1 for a seat beyond ``players``,
            E3.2 for a seat staking twice, stakes not clockwise or of 0 or 3+ cards, E3.3 for
            an invalid combination; ``field`` names the stake.
    """
    seats = [seat for seat, _ in stakes]
    parsed = [parse_cards(codes, f"stakes.{i}.cards") for i, (_, codes) in enumerate(stakes)]
    players = _table_size(players, seats, len(stakes))
    decks = decks or default_decks(players)
    _check_order(seats)
    for i, cards in enumerate(parsed):
        why = combination_error(cards)  # E3.2, E3.3, in the engine's words
        if why is not None:
            rule = "E3.2" if len(cards) not in (1, 2) else "E3.3"
            raise IllegalMove(rule, T(f"seat {seats[i]}: ", f"posto {seats[i]}: ") + why,
                              field=f"stakes.{i}.cards")
    check_deck([(f"stakes.{i}.cards", cards) for i, cards in enumerate(parsed)], decks)
    trick = list(zip(seats, parsed, strict=False))
    out = Explanation()
    if len(trick) == 1:
        out.add("R100", T("a trick of one stake: only this player held cards; the same rules "
                          "decide it", "una giocata di una sola puntata: solo questo giocatore "
                          "aveva carte; la decidono le stesse regole"))
    for seat, cards in trick:
        arithmetic = strength_sum(cards)
        if is_pass(cards):
            out.add("E3.8", T(f"seat {seat}: {arithmetic}, a pass: it cannot win the trick",
                              f"posto {seat}: {arithmetic}, un passo: non può vincere la giocata"))
        else:
            out.add("E3.4", T(f"seat {seat}: {arithmetic}", f"posto {seat}: {arithmetic}"))
    staked = sum(len(cards) for _, cards in trick)
    winner = trick_winner(trick)  # the engine's decision (E3.5, E3.6, E3.8)
    hungry = [seat for seat, cards in trick if Card.HUNGER in cards]
    if hungry:
        who = seat_list(hungry)
        out.add("E3.5", T(f"{who.en} staked hunger: all {staked} staked cards are discarded, "
                          "nobody wins the trick and the same leader leads the next one",
                          f"{who.it}: hunger mangia la giocata: tutte le {staked} carte puntate "
                          "sono scartate, nessuno vince e lo stesso primo di mano apre la "
                          "giocata successiva"))
    else:
        best = -1 if winner is None else strength(dict(trick)[winner])
        if winner is None:
            out.add("E3.8", T(f"every stake is a pass: nobody wins; the {staked} staked cards "
                              "are discarded and the same leader leads the next trick",
                              f"ogni puntata è un passo: nessuno vince; le {staked} carte puntate "
                              "sono scartate e lo stesso primo di mano apre la giocata successiva"))
        else:
            tied = [seat for seat, cards in trick
                    if seat != winner and not is_pass(cards) and strength(cards) == best]
            if tied:
                others = seat_list(tied)
                out.add("E3.6", T(f"seat {winner} wins with strength {best}: {others.en} also "
                                  f"staked {best}, but later; a tie goes to the earliest staker",
                                  f"vince il posto {winner} con forza {best}: anche {others.it} "
                                  f"ha {best}, ma ha puntato dopo; la parità va a chi ha "
                                  "puntato prima"))
            else:
                out.add("E3.6", T(f"seat {winner} wins with strength {best}, the highest",
                                  f"vince il posto {winner} con forza {best}, la più alta"))
            out.add("E3.6", T(f"seat {winner} takes the {staked} staked cards into their won "
                              "pile and leads the next trick",
                              f"il posto {winner} prende le {staked} carte puntate nel suo "
                              "mucchio e apre la giocata successiva"))
    return out.ruling({
        "winner": winner,
        "hunger": bool(hungry),
        "stakes": [
            {"seat": seat, "cards": [c.value for c in cards], "strength": strength(cards),
             "pass": is_pass(cards)}
            for seat, cards in trick
        ],
        "to": "discard" if winner is None else "pile",
        "decks": decks,
    })


def _pile_terms(pile: Sequence[Card]) -> str:
    """E4.2 as arithmetic, one term per card type: ``2 × love (+6) + fury (−5)``."""
    terms = []
    for card, n in sorted(Counter(pile).items(), key=lambda item: ORDER[item[0]]):
        name = card.value if n == 1 else f"{n} × {card.value}"
        terms.append(f"{name} ({signed(n * VALUE[card])})")
    return plus(terms)


def score_piles(
    piles: Sequence[Sequence[str] | None],
    decks: int | None = None,
    totals: Sequence[int | None] | None = None,
) -> Ruling:
    """Score won piles (E4.2) and name the hand winners (E4.3), as the engine's ``hand_ended``
    says; ``piles[seat]`` is ``None`` for a seat taking no part in the hand (R103).
    ``totals`` (game scores before the hand) are carried on when given.

    Raises:
        IllegalMove: E1.1/E1.2 for piles no deck holds; E2.1 for no seat or more than 6;
            R103 for no seat taking part; E4.3 for totals not one per seat; ``field`` names
            the input.
    """
    if not 1 <= len(piles) <= MAX_PLAYERS:
        raise IllegalMove("E2.1", T(f"one pile per seat, 1 to {MAX_PLAYERS}, not {len(piles)}",
                                    f"un mucchio per posto, da 1 a {MAX_PLAYERS}, non {len(piles)}"),
                          field="piles")
    parsed = {seat: parse_cards(pile, f"piles.{seat}") for seat, pile in enumerate(piles)
              if pile is not None}
    if not parsed:
        raise IllegalMove("R103", T("at least one seat takes part in a hand",
                                    "almeno un posto prende parte alla mano"), field="piles")
    if totals is not None and len(totals) != len(piles):
        raise IllegalMove("E4.3", T(f"{len(totals)} totals for {len(piles)} seats",
                                    f"{len(totals)} totali per {len(piles)} posti"),
                          field="totals")
    decks = decks or default_decks(max(MIN_PLAYERS, len(piles)))
    check_deck([(f"piles.{seat}", pile) for seat, pile in parsed.items()], decks)
    out = Explanation()
    if decks == 2:
        out.add("R103", T("two decks: every card scores its E1.1 value, each copy alike",
                          "due mazzi: ogni carta vale il suo valore E1.1, ogni copia allo "
                          "stesso modo"))
    scores = {seat: pile_score(pile) for seat, pile in parsed.items()}  # E4.2
    for seat, pile in parsed.items():
        if not pile:
            out.add("E4.2", T(f"seat {seat}: an empty pile scores 0",
                              f"posto {seat}: un mucchio vuoto vale 0"))
        else:
            arithmetic = f"{_pile_terms(pile)} = {number(scores[seat])}"
            out.add("E4.2", T(f"seat {seat}: {arithmetic}", f"posto {seat}: {arithmetic}"))
    if any(c in NEUTRAL for pile in parsed.values() for c in pile):
        out.add("E4.2", T("hunger and indecision count 0, also when played in a combination",
                          "hunger e indecision valgono 0, anche se giocate in combinazione"))
    winners = hand_winners(scores)
    best = number(scores[winners[0]])
    if len(winners) == 1:
        out.add("E4.3", T(f"seat {winners[0]} wins the hand with {best}",
                          f"il posto {winners[0]} vince la mano con {best}"))
    else:
        who = seat_list(winners)
        out.add("E4.3", T(f"{who.en} share the hand win with {best}",
                          f"{who.it} vincono la mano a pari merito con {best}"))
    result: dict[str, Any] = {
        "points": [scores.get(seat) for seat in range(len(piles))],
        "hand_winners": winners,
        "decks": decks,
    }
    if totals is not None:
        after: list[int | None] = []
        for seat, total in enumerate(totals):
            if seat in scores and total is not None:
                new = total + scores[seat]
                after.append(new)
                out.add("E4.3", T(f"seat {seat}: game score {number(total)} "
                                  f"{'+' if scores[seat] >= 0 else '−'} {abs(scores[seat])} = "
                                  f"{number(new)}",
                                  f"posto {seat}: punteggio di partita {number(total)} "
                                  f"{'+' if scores[seat] >= 0 else '−'} {abs(scores[seat])} = "
                                  f"{number(new)}"))
            else:
                after.append(total)
        result["totals"] = after
    return out.ruling(result)


#: A sanity bound on one stake, attack or answer: more than 2 cards still reaches the rules
#: (422, E3.2 or P3) like a move would; beyond this it is malformed (400).
MAX_STAKE = 8
MAX_PILE = 72  # two decks


def stake_cards(name: str, description: str, **kwargs: Any) -> RequestField:
    """The cards of one stake, attack or answer, as a ruling's request takes them."""
    return RequestField(name, FieldKind.CARDS, description, maximum=MAX_STAKE,
                        ruled_items=(1, 2), **kwargs)


#: The rulings ``POST /v1/rules/emotrions/{name}`` serves (their request bodies as declared
#: here; their replies: ``schemas/rules.py``).
PUBLISHED = (
    PublishedRuling(
        "trick", "Resolve an Emotrions trick",
        "From its stakes in staking order (clockwise from the leader): the winner or null, whether\n"
        "Hunger ate it, each stake's strength (E3.4) and whether it is a pass (E3.8), and where the\n"
        "cards go (`pile` or `discard`), as a game's `trick_resolved` event says.",
        lambda body: resolve_trick([(s["seat"], s["cards"]) for s in body["stakes"]],
                                   body.get("players"), body.get("decks")),
        request=(
            RequestField("stakes", FieldKind.LIST, "in staking order: clockwise from the leader "
                         "(R101)", required=True, minimum=1, maximum=6,
                         item=RequestField("stake", FieldKind.OBJECT, fields=(
                             RequestField("seat", FieldKind.SEAT, required=True),
                             stake_cards("cards", "1 or 2 cards (E3.3)", required=True),
                         ))),
            RequestField("players", FieldKind.INTEGER, "players at the table (default: enough "
                         "for every seat named, R102)", minimum=2, maximum=6),
            RequestField("decks", FieldKind.INTEGER, "E1.2 (default: 1 for 2–4 players, 2 for "
                         "5–6, R102)", choices=(1, 2)),
        ),
    ),
    PublishedRuling(
        "score", "Score Emotrions won piles",
        "Each seat's hand score (E4.2) and the hand winners (E4.3), as a game's `hand_ended` event\n"
        "says; with `totals`, the game scores after the hand.",
        lambda body: score_piles(body["piles"], body.get("decks"), body.get("totals")),
        request=(
            RequestField("piles", FieldKind.LIST, "one won pile per seat, in seat order; null "
                         "for a seat taking no part in the hand (R103)", required=True,
                         minimum=1, maximum=6,
                         item=RequestField("pile", FieldKind.CARDS, "a seat's won pile",
                                           maximum=MAX_PILE, nullable=True)),
            RequestField("decks", FieldKind.INTEGER, "E1.2 (default: 1 for up to 4 seats, 2 for "
                         "5–6, R102)", choices=(1, 2)),
            RequestField("totals", FieldKind.LIST, "optional: each seat's game score before the "
                         "hand (E4.3)", minimum=1, maximum=6,
                         item=RequestField("total", FieldKind.INTEGER, nullable=True,
                                           minimum=-10_000, maximum=10_000)),
        ),
        sizes=(SameSize("piles", {n: n for n in range(1, 7)}, ("totals",)),),
    ),
)
