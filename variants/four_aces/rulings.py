"""Stateless rulings of 4 Aces: a capture checked against a table (A1.2, A6.1, A6.2, A7.1) and
a round counted from its piles (A8, A9), with the engine's own card model, subset sums
(:mod:`variants.four_aces.listing`) and count (:func:`variants.four_aces.counting.count_round`).
"""

from __future__ import annotations

import itertools
from collections.abc import Mapping, Sequence
from typing import Any

from variants.base import FieldKind, IllegalMove, PublishedRuling, RequestField, SameSize
from variants.four_aces.cards import (
    BY_CODE,
    JOKER_VALUES,
    JOKERS,
    RANKS,
    VALUE,
    Card,
    interruptible,
)
from variants.four_aces.counting import (
    Standing,
    aces_held,
    count_round,
    decided_by,
    match_winner,
    rank,
)
from variants.four_aces.engine import MODE_PLAYERS, MODES, READINGS, Config, capture_value
from variants.four_aces.listing import LISTING_CAP, subset_counts, subsets
from variants.i18n import T, Text
from variants.rulings import Explanation, Ruling, plus, seat_list

SUIT_NAMES = {"S": T("spades", "picche"), "C": T("clubs", "fiori"),
              "D": T("diamonds", "quadri"), "H": T("hearts", "cuori")}
#: R108: the most cards an Interruption may remove in one round, by mode (A7.2–A7.4).
MAX_REMOVED = {"duel": ("A7.2", 2), "odd": ("A7.3", 6), "even": ("A7.4", 4), "teams": ("A7.4", 4)}


def parse_cards(codes: Sequence[str], field: str, *, once: bool = True) -> tuple[Card, ...]:
    """The cards named by ``codes``.

    Raises:
        IllegalMove: A1.1 for an unknown code, or (``once``) a card named twice: the deck
            holds each card once.
    """
    cards: list[Card] = []
    for code in codes:
        card = BY_CODE.get(code)
        if card is None:
            raise IllegalMove("A1.1", T(f"{code!r} is not a 4 Aces card code",
                                        f"{code!r} non è un codice di carta di 4 Assi"),
                              field=field)
        if once and card in cards:
            raise IllegalMove("A1.1", _twice(card), field=field)
        cards.append(card)
    return tuple(cards)


def _twice(card: Card) -> Text:
    return T(f"{card.value} is named twice, but the deck holds one {card.value}",
             f"{card.value} compare due volte, ma il mazzo ha un solo {card.value}")


def _worth(card: Card, value: int) -> Text:
    if card in JOKERS:
        return T(f"{card.value} played from the hand is declared {value}",
                 f"{card.value} giocato dalla mano è dichiarato {value}")
    return T(f"{card.value} is worth {value}", f"{card.value} vale {value}")


def _captures(card: Card, table: Sequence[Card]) -> tuple[int, list[dict[str, Any]]]:
    """Every capture ``card`` could make from ``table`` (A6.1; each joker value for a joker;
    cards of equal rank are different captures, R43): the count, and at most
    :data:`LISTING_CAP` of them."""
    values = [VALUE[c] for c in table]
    counts = subset_counts(values)
    choices = JOKER_VALUES if card in JOKERS else (VALUE[card],)
    total = sum(counts[v] for v in choices)
    listed: list[dict[str, Any]] = []
    for v in choices:
        for take in itertools.islice(subsets(table, values, v), LISTING_CAP - len(listed)):
            listed.append({"take": [c.value for c in take],
                           "joker_value": v if card in JOKERS else None,
                           "piuma": len(take) == len(table)})
    return total, listed


def _verdict(card: Card, joker_value: int | None, take: Sequence[Card],
             table: Sequence[Card]) -> tuple[str, Text] | None:
    """Why the capture is refused, as the engine refuses it
    (:func:`~variants.four_aces.engine.capture_value`: A1.2, A6.1); ``None`` when it is legal."""
    try:
        capture_value(card, joker_value, take, table)
    except IllegalMove as refusal:
        return refusal.rule, refusal.text
    return None


def check_capture(
    table_codes: Sequence[str],
    card_code: str,
    take_codes: Sequence[str],
    joker_value: int | None = None,
    *,
    after_piuma: bool = False,
    just_interrupted: bool = False,
    all_captures: bool = False,
) -> Ruling:
    """Check one capture against a table (A6.1): legal or not, with the rule; whether it is a
    Piuma (A6.2); whether an Interruption may follow it and on which cards (A7.1, R106);
    whether the card could be dropped instead; and, with ``all_captures``, every capture the
    card could make. ``after_piuma``: the turn follows a Piuma's refill (A6.2);
    ``just_interrupted``: in ``odd``, the capturer was interrupted at their last capture (A7.3).

    Raises:
        IllegalMove: A1.1 for an unknown card, a card on the table twice, or the played card
            also on the table (R105); ``field`` names the input.
    """
    table = parse_cards(table_codes, "table")
    (card,) = parse_cards([card_code], "card")
    take = parse_cards(take_codes, "take", once=False)
    if card in table:
        raise IllegalMove("A1.1", T(f"{card.value} is played from the hand and lies on the "
                                    "table, but the deck holds one",
                                    f"{card.value} è giocato dalla mano ed è sul tavolo, ma il "
                                    "mazzo ne ha uno solo"), field="card")
    out = Explanation()
    refusal = _verdict(card, joker_value, take, table)
    if any(c in JOKERS for c in table):
        out.add("A1.2", T("a joker lying on the table is worth 1",
                          "un jolly sul tavolo vale 1"))
    legal = refusal is None
    value = joker_value if card in JOKERS else VALUE[card]
    if value is not None and (refusal is None or refusal[0] != "A1.2"):
        out.add("A1.2", _worth(card, value))
    result: dict[str, Any] = {
        "card": card.value,
        "joker_value": joker_value,
        "take": [c.value for c in take],
        "value": value if refusal is None or refusal[0] != "A1.2" else None,
        "take_sum": sum(VALUE[c] for c in take),
        "legal": legal,
        "rule": "A6.1" if legal or refusal is None else refusal[0],
        "piuma": None,
        "interruption": None,
    }
    if refusal is not None:
        out.add(refusal[0], T("not a legal capture: ", "non è una presa valida: ") + refusal[1])
    else:
        terms = plus(f"{c.value} ({VALUE[c]})" for c in take)
        out.add("A6.1", T(f"{terms} = {value}: a legal capture; {card.value} and the taken cards "
                          "go to the pile", f"{terms} = {value}: una presa valida; {card.value} "
                          "e le carte prese vanno nel mucchio"))
        left = len(table) - len(take)
        piuma = left == 0
        if piuma:
            out.add("A6.2", T(f"the table is left empty: a Piuma; it cannot be interrupted and "
                              f"{card.value} lies face up beside the pile, worth 1 VP",
                              f"il tavolo resta vuoto: una Piuma; non può essere interrotta e "
                              f"{card.value} resta scoperta accanto al mucchio e vale 1 PV"))
        else:
            stays = T("card stays", "carta resta") if left == 1 else T("cards stay", "carte restano")
            out.add("A6.2", T(f"{left} {stays.en} on the table: not a Piuma",
                              f"{left} {stays.it} sul tavolo: non è una Piuma"))
        result["piuma"] = piuma
        result["interruption"] = _interruption(take, piuma, after_piuma, just_interrupted, out)
    total, listed = _captures(card, table)
    result["captures_count"] = total
    result["can_drop"] = total == 0
    if total == 0:
        out.add("A6.1", T(f"{card.value} can capture nothing from this table, so it may be "
                          "dropped", f"{card.value} non può prendere nulla da questo tavolo, "
                          "quindi si può calare"))
    else:
        out.add("A6.1", T(f"{card.value} can make {total} {'capture' if total == 1 else 'captures'}"
                          " here, so it may not be dropped",
                          f"{card.value} può fare qui {total} {'presa' if total == 1 else 'prese'}"
                          ", quindi non si può calare"))
    if all_captures:
        result["captures"] = listed
    return out.ruling(result)


def _interruption(take: Sequence[Card], piuma: bool, after_piuma: bool,
                  just_interrupted: bool, out: Explanation) -> dict[str, Any]:
    """A7.1 (R106): whether the capture's conditions let an Interruption follow it."""
    cards = [c.value for c in take if interruptible(c)]
    if len(take) < 2:
        rule, why = "A7.1", T("only one table card taken: no Interruption",
                              "presa una sola carta dal tavolo: nessuna Interruzione")
    elif piuma:
        rule, why = "A6.2", T("a Piuma cannot be interrupted", "una Piuma non può essere interrotta")
    elif after_piuma:
        rule, why = "A6.2", T("the turn after a Piuma cannot be interrupted",
                              "il turno dopo una Piuma non può essere interrotto")
    elif just_interrupted:
        rule, why = "A7.3", T("the capturer was just interrupted: this capture cannot be",
                              "chi prende è appena stato interrotto: questa presa non può esserlo")
    elif not cards:
        rule, why = "A7.1", T("no taken card is a 5 to 9 or a joker: no Interruption",
                              "nessuna carta presa è da 5 a 9 o un jolly: nessuna Interruzione")
    else:
        listed = ", ".join(cards)
        out.add("A7.1", T(f"{len(take)} table cards taken: an opponent with an Interruption "
                          f"left may remove one of {listed}",
                          f"{len(take)} carte prese dal tavolo: un avversario con "
                          f"un'Interruzione ancora da usare può eliminarne una tra {listed}"))
        return {"eligible": True, "cards": cards}
    out.add(rule, why)
    return {"eligible": False, "cards": []}


# ----------------------------------------------------------------------------------------------
# The count


def _side_name(seats: Sequence[int]) -> Text:
    return seat_list(list(seats))


def _column_text(col: dict[str, Any]) -> Text:
    suit = SUIT_NAMES[col["suit"]]
    top = "A" if col["length"] == 1 else "A–" + RANKS[col["length"] - 1]
    if col["pure"]:
        return T(f"{suit.en} {top} ({col['length']}, pure)",
                 f"{suit.it} {top} ({col['length']}, pura)")
    return T(f"{suit.en} {top} with {col['joker']} for {col['stands_for']} "
             f"({col['length']}, impure)",
             f"{suit.it} {top} con {col['joker']} al posto di {col['stands_for']} "
             f"({col['length']}, impura)")


def _vp_term(line: dict[str, Any]) -> Text:
    item, points = line["item"], line["points"]
    if item == "2S":
        return T(f"2S ({points})", f"2S ({points})")
    if item == "JQK":
        suit = SUIT_NAMES[line["suit"]]
        return T(f"J-Q-K of {suit.en} ({points})", f"J-Q-K di {suit.it} ({points})")
    if item in ("joker", "ace"):
        return T(f"{line['card']} ({points})", f"{line['card']} ({points})")
    if item == "piuma":
        return T(f"Piuma with {line['card']} ({points})", f"Piuma con {line['card']} ({points})")
    if item == "placement":
        return T(f"placement ({points})", f"piazzamento ({points})")
    if item == "round_winner":
        return T(f"round won ({points})", f"round vinto ({points})")
    if item == "early_win":
        return T(f"early win ({points})", f"vittoria anticipata ({points})")
    return T(f"all 4 Aces ({points})", f"tutti e 4 gli Assi ({points})")


def _criterion(upper: Standing, lower: Standing, names: dict[int, Text]) -> Text:
    """A8.2 in words: why ``upper`` ranks above ``lower``."""
    how = decided_by(upper, lower)
    a, b = upper.key, lower.key
    head = T(f"{names[upper.side].en} above {names[lower.side].en}: ",
             f"{names[upper.side].it} sopra {names[lower.side].it}: ")
    criterion = how["criterion"]
    always = upper.pure_column == "always"
    if criterion == "purity" and always:
        i = how["column"]
        why = T(f"equal columns before, then column {i}: a pure column beats an impure one, "
                "whatever the lengths (pure_column: always)",
                f"colonne uguali prima, poi la colonna {i}: una colonna pura batte un'impura, "
                "qualunque sia la lunghezza (pure_column: always)")
    elif criterion in ("length", "purity"):
        i = how["column"]
        at = 1 if always else 0  # where a column's length stands in its compared pair
        la, lb = a[0][i - 1][at], b[0][i - 1][at]
        if criterion == "length" and i == 1:
            why = T(f"the longer longest column ({la} against {lb})",
                    f"la colonna più lunga è più lunga ({la} contro {lb})")
        elif criterion == "length":
            why = T(f"equal columns before, then a longer column {i} ({la} against {lb})",
                    f"colonne uguali prima, poi una colonna {i} più lunga ({la} contro {lb})")
        elif i == 1:
            why = T("equal longest columns, pure beats impure",
                    "colonne più lunghe uguali, la pura batte l'impura")
        else:
            why = T(f"equal columns before, then at equal length column {i}: pure beats impure",
                    f"colonne uguali prima, poi a parità di lunghezza la colonna {i}: la pura "
                    "batte l'impura")
    elif criterion == "jokers":
        why = T(f"equal columns, fewer jokers used ({-a[1]} against {-b[1]})",
                f"colonne uguali, meno jolly usati ({-a[1]} contro {-b[1]})")
    elif criterion == "vp":
        why = T(f"equal columns and jokers, more VP this round ({a[2]} against {b[2]})",
                f"colonne e jolly uguali, più PV in questo round ({a[2]} contro {b[2]})")
    else:
        why = T("equal on columns, jokers and VP: holds 2S",
                "pari per colonne, jolly e PV: ha il 2S")
    return head + why


def count(
    mode: str,
    piles: Sequence[Sequence[str]],
    piumas: Sequence[Sequence[str]] | None = None,
    removed: Sequence[str] = (),
    totals: Sequence[int] | None = None,
    readings: Mapping[str, str] | None = None,
) -> Ruling:
    """Count a round (A8, A9) under the house ``readings`` (``pure_column``,
    ``placement_vp``, ``three_aces_vp``; RULES.md's where not given, docs/readings.md) from
    each side's pile (a player's, or a pair's in ``teams``),
    its Piumas and the cards removed by Interruptions, as the engine's ``round_ended`` says:
    columns, jokers used, the ranking, placement points, VP lines, an early win (inferred
    from the Aces, R107) and, with ``totals`` (per side, before the round), the match (A9.4).

    Raises:
        IllegalMove: A2 for piles that do not fit the mode; A1.1 for an unknown card or a card
            held twice; A9.1 for a removed card also in a pile; A6.2 for a Piuma not in its
            side's pile; A7.1 for a removed card no Interruption may remove; A7.2–A7.4 for more removals than a round allows (R108);
            ``field`` names the input.
    """
    config = Config(MODE_PLAYERS[mode], mode)
    sides = config.sides
    for name, given in (("piles", piles), ("piumas", piumas), ("totals", totals)):
        if given is not None and len(given) != sides:
            raise IllegalMove("A2", T(f"{mode} counts {sides} {name}, one per "
                                      f"{'pair' if config.teams else 'player'}, not {len(given)}",
                                      f"{mode} conta {sides} {name}, uno per "
                                      f"{'coppia' if config.teams else 'giocatore'}, "
                                      f"non {len(given)}"),
                              field=name)
    held: dict[Card, str] = {}
    parsed_piles = []
    for side, pile in enumerate(piles):
        cards = parse_cards(pile, f"piles.{side}")
        for card in cards:
            if card in held:
                raise IllegalMove("A1.1", _twice(card), field=f"piles.{side}")
            held[card] = f"piles.{side}"
        parsed_piles.append(cards)
    gone = parse_cards(removed, "removed")
    for card in gone:
        if card in held:
            raise IllegalMove("A9.1", T(f"{card.value} was removed by an Interruption, so it is "
                                        "in no pile", f"{card.value} è stato eliminato da "
                                        "un'Interruzione, quindi non è in nessun mucchio"),
                              field="removed")
        if not interruptible(card):
            raise IllegalMove("A7.1", T(f"{card.value} is worth {VALUE[card]}; an Interruption "
                                        "removes only a 5 to 9 or a joker",
                                        f"{card.value} vale {VALUE[card]}; un'Interruzione "
                                        "elimina solo un 5-9 o un jolly"), field="removed")
    rule, most = MAX_REMOVED[mode]
    if len(gone) > most:
        raise IllegalMove(rule, T(f"at most {most} Interruptions in a round of {mode}, "
                                  f"not {len(gone)}",
                                  f"al massimo {most} Interruzioni in un round di {mode}, "
                                  f"non {len(gone)}"), field="removed")
    parsed_piumas: list[tuple[Card, ...]] = []
    for side, piuma_codes in enumerate(piumas or [[] for _ in range(sides)]):
        piuma_cards = parse_cards(piuma_codes, f"piumas.{side}")
        for card in piuma_cards:
            if card not in parsed_piles[side]:
                raise IllegalMove("A6.2", T(f"the Piuma card {card.value} stays with its pile, "
                                            f"but pile {side} does not hold it",
                                            f"la carta della Piuma {card.value} resta col suo "
                                            f"mucchio, ma il mucchio {side} non la contiene"),
                                  field=f"piumas.{side}")
        parsed_piumas.append(piuma_cards)
    seats = [config.seats_of(side) for side in range(sides)]
    names = {side: _side_name(seats[side]) for side in range(sides)}
    early = None
    for side, pile in enumerate(parsed_piles):
        aces = aces_held(pile)
        if aces >= 3:  # R107: only the capture that ended the round can bring the third Ace
            early = (side, "A9.3" if aces == 4 else "A9.2")
    counted = count_round(mode, parsed_piles, parsed_piumas, seats, early, **(readings or {}))
    out = Explanation()
    for side, standing in enumerate(counted.standings):
        cols = [c.to_dict() for c in standing.columns if c.length]
        if cols:
            listed = T("; ", "; ").join([_column_text(c) for c in cols])
            out.add("A8.1", names[side] + T(": columns ", ": colonne ") + listed)
        else:
            out.add("A8.1", names[side] + T(": no column (a column starts from its Ace)",
                                            ": nessuna colonna (una colonna parte dall'Asso)"))
    for card in gone:
        out.add("A9.1", T(f"{card.value} was removed by an Interruption: held by nobody",
                          f"{card.value} è stato eliminato da un'Interruzione: non è di nessuno"))
    if early is not None:
        side, rule = early
        if rule == "A9.3":
            out.add("A9.3", names[side] + T(" holds all 4 Aces: 20 VP instead of placement, "
                                            "then 69 VP more, and wins the match",
                                            " ha tutti e 4 gli Assi: 20 PV al posto del "
                                            "piazzamento, poi altri 69 PV, e vince la partita"))
        else:
            out.add("A9.2", names[side] + T(" holds 3 Aces: wins the round at once with 20 VP "
                                            "instead of placement; the others are placed among "
                                            "themselves", " ha 3 Assi: vince subito il round con "
                                            "20 PV al posto del piazzamento; gli altri si "
                                            "classificano tra loro"))
    placed = [s for s in counted.standings if early is None or s.side != early[0]]
    groups = rank(placed)
    first = 1 + (early is not None)
    place = first
    for i, group in enumerate(groups):
        group_names = seat_list(sorted(seat for s in group for seat in seats[s.side]))
        if len(group) > 1:
            out.add("A8.2", T(f"place {place}: {group_names.en}, equal on every criterion, "
                              "share it", f"{place}° in classifica: {group_names.it}, pari "
                              "in ogni criterio, lo condividono"))
        else:
            out.add("A8.2", T(f"place {place}: {group_names.en}",
                              f"{place}° in classifica: {group_names.it}"))
        if i + 1 < len(groups):
            out.add("A8.2", _criterion(group[0], groups[i + 1][0], names))
        place += len(group)
    if mode in ("duel", "teams") and early is None and len(groups[0]) > 1:
        out.add("A8.3", T("a tie for first place: nobody gets the 8 VP",
                          "parità al primo posto: nessuno prende gli 8 PV"))
    for side, lines in enumerate(counted.lines):
        terms = [_vp_term(line) for line in lines]
        if terms:
            out.add("A9.1", names[side] + T(": ", ": ") + T(" + ", " + ").join(terms)
                    + f" = {counted.points[side]}" + T(" VP", " PV"))
        else:
            out.add("A9.1", names[side] + T(": no VP this round", ": nessun PV in questo round"))
    result: dict[str, Any] = {
        "mode": mode,
        "sides": [list(s) for s in seats],
        "early_win": None if early is None else {"seats": list(seats[early[0]]),
                                                 "rule": early[1]},
        "columns": [[c.to_dict() for c in s.columns if c.length] for s in counted.standings],
        "jokers_used": [s.jokers for s in counted.standings],
        "ranking": list(counted.ranking),
        "vp": [list(lines) for lines in counted.lines],
        "points": list(counted.points),
    }
    if totals is not None:
        result.update(_match(config.goal, totals, counted.points, parsed_piles, seats, early,
                             names, out))
    return out.ruling(result)


def _match(goal: int, totals: Sequence[int], points: Sequence[int],
           piles: Sequence[Sequence[Card]], seats: Sequence[Sequence[int]],
           early: tuple[int, str] | None, names: dict[int, Text],
           out: Explanation) -> dict[str, Any]:
    """A9.3, A9.4: the totals after the round and whether the match is won at the game's
    ``goal``, decided by the engine's own rule
    (:func:`~variants.four_aces.counting.match_winner`)."""
    after = [t + p for t, p in zip(totals, points, strict=False)]
    side, decided = match_winner(after, piles, goal, early)
    winners = [] if side is None else list(seats[side])
    if decided == "total":
        assert side is not None  # a match decided on totals has its winner (A9.4)
        out.add("A9.4", names[side] + T(f" has {after[side]} VP, {goal} or more and the most: "
                                        "wins the match",
                                        f" ha {after[side]} PV, {goal} o più e il massimo: vince "
                                        "la partita"))
    elif decided == "2S" and side is not None:
        out.add("A9.4", names[side] + T(" ties for the most VP and held 2S this round: wins the "
                                        "match", " è in parità col massimo di PV e aveva il 2S in "
                                        "questo round: vince la partita"))
    elif decided is None and max(after) >= goal:
        out.add("A9.4", T("a tie for the most VP and nobody tied held 2S: another round",
                          "parità col massimo di PV e nessuno dei pari aveva il 2S: si gioca un "
                          "altro round"))
    elif decided is None:
        out.add("A9.4", T(f"nobody has {goal} VP: another round",
                          f"nessuno ha {goal} PV: un altro round"))
    return {"totals": after, "match_winners": winners}


MAX_TABLE = 53  # every card but the one played
MAX_PILE = 54


#: The rulings ``POST /v1/rules/four-aces/{name}`` serves (their request bodies as declared
#: here; their replies: ``schemas/rules.py``).
PUBLISHED = (
    PublishedRuling(
        "capture", "Check a 4 Aces capture",
        "Whether the capture is legal (A6.1, or the rule it breaks: an illegal capture is a verdict,\n"
        "not an error), whether it is a Piuma (A6.2), whether an Interruption may follow it (A7.1),\n"
        "whether the card could be dropped instead, and optionally every capture it could make.",
        lambda body: check_capture(
            body["table"], body["card"], body["take"], body.get("joker_value"),
            after_piuma=body["after_piuma"], just_interrupted=body["just_interrupted"],
            all_captures=body["all_captures"],
        ),
        request=(
            RequestField("table", FieldKind.CARDS, "the table cards", required=True,
                         maximum=MAX_TABLE),
            RequestField("card", FieldKind.CARD, "the card played from the hand", required=True),
            RequestField("take", FieldKind.CARDS, "the table cards taken", required=True,
                         maximum=MAX_TABLE),
            RequestField("joker_value", FieldKind.INTEGER, "a joker's declared value, 5 to 9",
                         nullable=True, minimum=-1000, maximum=1000),
            RequestField("after_piuma", FieldKind.BOOLEAN, "the turn follows a Piuma's refill "
                         "(A6.2: it cannot be interrupted)", default=False, defaulted=True),
            RequestField("just_interrupted", FieldKind.BOOLEAN, "odd: the capturer was "
                         "interrupted at their last capture (A7.3)", default=False, defaulted=True),
            RequestField("all_captures", FieldKind.BOOLEAN, "list every capture the card could "
                         "make (at most 500)", default=False, defaulted=True),
        ),
    ),
    PublishedRuling(
        "count", "Count a 4 Aces round",
        "From each side's pile (a player's; a pair's in `teams`), its Piumas and the cards removed by\n"
        "Interruptions: columns (A8.1), the ranking (A8.2), placement points (A8.3), VP lines (A9.1),\n"
        "an early win (A9.2, A9.3); with `totals`, the match (A9.4). As a game's `round_ended` says.",
        lambda body: count(body["mode"], body["piles"], body.get("piumas"),
                           body.get("removed", ()), body.get("totals"),
                           {spec.name: body[spec.name] for spec in READINGS if spec.name in body}),
        request=(
            RequestField("mode", FieldKind.TEXT, required=True, choices=MODES),
            RequestField("piles", FieldKind.LIST, "one pile per side: per player, per pair in "
                         "teams (seats 0+2, 1+3)", required=True, minimum=1, maximum=4,
                         item=RequestField("pile", FieldKind.CARDS, "a side's pile",
                                           maximum=MAX_PILE)),
            RequestField("piumas", FieldKind.LIST, "per side (A6.2)", minimum=1, maximum=4,
                         item=RequestField("piumas", FieldKind.CARDS, "a side's Piuma cards "
                                           "(each also in its pile)", maximum=MAX_PILE)),
            RequestField("removed", FieldKind.CARDS, "cards removed by Interruptions: held by "
                         "nobody (A9.1)", maximum=MAX_PILE),
            RequestField("totals", FieldKind.LIST, "optional: each side's match total before "
                         "the round (A9.4)", minimum=1, maximum=4,
                         item=RequestField("total", FieldKind.INTEGER, minimum=0,
                                           maximum=10_000)),
            # The house readings a game may be created with (docs/readings.md).
            *(RequestField(spec.name, FieldKind.TEXT, f"optional: {spec.description}",
                           choices=spec.choices) for spec in READINGS),
        ),
        sizes=(SameSize("mode", {"duel": 2, "odd": 3, "even": 4, "teams": 2},
                        ("piles", "piumas", "totals")),),
    ),
)
