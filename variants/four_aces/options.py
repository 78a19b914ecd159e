"""4 Aces' options: the modes and their player counts (A2), the Interruption scope (A7), the goal
(A9.4), checked in one frozen :class:`Config`; and what the config alone decides: the Mulligan
schedule (A5) and the Interruption allotments (A7.2-A7.4).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from variants.base import (
    IllegalSetup,
    OptionSpec,
    Reading,
    check_reading,
)
from variants.four_aces.counting import GOAL, PURE_COLUMN
from variants.i18n import T, Text

MODES = ("duel", "odd", "even", "teams")
#: A2: the one player count each mode is played with.
MODE_PLAYERS = {"duel": 2, "odd": 3, "even": 4, "teams": 4}
DEFAULT_MODE = {2: "duel", 3: "odd", 4: "even"}
INTERRUPTIONS_PER = ("round", "match")
#: A4.1
TABLE_SIZE = 6
#: A6.2: how many cards refill an emptied table.
REFILL = 4
#: R32: the most explicit deals a game keeps (each is kept in the snapshot until used).
MAX_DEALS = 24
#: The rule each mode's Mulligan follows, and the rule of each mode's Interruption allotment.
MULLIGAN_RULE = {"duel": "A5.1", "odd": "A5.2", "even": "A5.3", "teams": "A5.3"}
#: An Interruption allotment's scope in Italian ("this round", "this match").
SCOPE_IT = {"round": "in questo round", "match": "in questa partita"}
#: The parts of an explicit deal, in Italian.
PART_IT = {"table": "il tavolo", "stock": "il mazzo"}


# ----------------------------------------------------------------------------------------------
# House readings (docs/readings.md): where the original can be read two ways, an option plays
# the other reading; the default is RULES.md's.

READINGS: tuple[OptionSpec, ...] = (
    OptionSpec(
        "pure_column", "string", "equal_length", "A8.2",
        "equal_length: purity decides only between columns of equal length; always: a pure "
        "column beats any impure one, whatever the lengths (pure columns are compared first)",
        choices=PURE_COLUMN,
        reads=Reading("A8.2", "Una colonna pura – priva di Joker/Jolly – vince sempre su una "
                      "colonna impura – che utilizza un Joker/Jolly.",
                      "A pure column – without a Joker – always beats an impure column – one "
                      "that uses a Joker."),
    ),
    OptionSpec(
        "placement_vp", "string", "replace", "A8.3",
        "odd and even: replace: the placement points replace the round winner's 8 VP; add: "
        "the round's winner gets the 8 VP as well as its placement points",
        choices=("replace", "add"),
        reads=Reading("A8.3", "Chi vince un Round ottiene 8 Punti Vittoria.",
                      "Whoever wins a Round gets 8 Victory Points."),
    ),
    OptionSpec(
        "three_aces_vp", "string", "instead", "A9.2",
        "instead: the 20 VP of three Aces replace the round's placement points; in_addition: "
        "they come besides the points the round's winner gets",
        choices=("instead", "in_addition"),
        reads=Reading("A9.2", "Il giocatore che colleziona 3 A vince il round e ottiene 20 "
                      "Punti Vittoria. Si procede al calcolo degli altri punti normalmente.",
                      "The player who collects 3 Aces wins the round and gets 20 Victory "
                      "Points. The other points are counted as usual."),
    ),
)
#: The preset ``literal``: every other reading.
LITERAL_READINGS = {"pure_column": "always", "placement_vp": "add", "three_aces_vp": "in_addition"}


# ----------------------------------------------------------------------------------------------
# Config


@dataclass(frozen=True)
class Config:
    """A 4 Aces game's options (A2 ``mode``, A7.2 ``interruptions_per``).

    Raises:
        IllegalSetup: A2 for a player count outside 2–4 or a mode that does not fit it;
            A7.2 for an unknown ``interruptions_per``.
    """

    players: int
    mode: str
    interruptions_per: str = "round"
    #: A9.4's 69. Test-only: shorter matches for fast playouts; :meth:`FourAces.configure`
    #: never changes it, so every served game plays to 69.
    goal: int = GOAL
    #: The house readings (docs/readings.md, :data:`READINGS`): A8.2, A8.3, A9.2.
    pure_column: str = "equal_length"
    placement_vp: str = "replace"
    three_aces_vp: str = "instead"

    def __post_init__(self) -> None:
        if not isinstance(self.players, int) or not 2 <= self.players <= 4:
            raise IllegalSetup("A2", T(f"4 Aces is played by 2 to 4, not {self.players}",
                                 f"4 Assi si gioca in 2, 3 o 4, non in {self.players}"),
                               field="players")
        if self.mode not in MODES:
            raise IllegalSetup("A2", T(f"unknown mode {self.mode!r}; modes: {', '.join(MODES)}",
                                 f"modalità sconosciuta {self.mode!r}; modalità: {', '.join(MODES)}"),
                               field="options.mode")
        if MODE_PLAYERS[self.mode] != self.players:
            raise IllegalSetup(
                "A2",
                T(f"mode {self.mode!r} is for {MODE_PLAYERS[self.mode]} players, not {self.players}",
                  f"la modalità {self.mode!r} è per {MODE_PLAYERS[self.mode]} giocatori,"
                  f" non {self.players}"),
                field="options.mode",
            )
        if self.interruptions_per not in INTERRUPTIONS_PER:
            raise IllegalSetup(
                "A7.2",
                T(f"interruptions_per is 'round' or 'match', not {self.interruptions_per!r}",
                  f"interruptions_per vale 'round' o 'match', non {self.interruptions_per!r}"),
                field="options.interruptions_per",
            )
        if not isinstance(self.goal, int) or self.goal < 1:
            raise IllegalSetup("A9.4", T(f"the goal is a positive number, not {self.goal!r}",
                                       f"il traguardo è un numero positivo, non {self.goal!r}"))
        for spec in READINGS:
            check_reading(spec, getattr(self, spec.name))

    def readings(self) -> dict[str, Any]:
        """The house readings that differ from the defaults, by option name (what a view
        and a snapshot carry; a game under the defaults carries none). Never raises."""
        return {spec.name: getattr(self, spec.name) for spec in READINGS
                if getattr(self, spec.name) != spec.default}

    @property
    def teams(self) -> bool:
        """Whether seats 0+2 and 1+3 play as pairs, sharing a pile and a score (A2 ``teams``)."""
        return self.mode == "teams"

    @property
    def sides(self) -> int:
        """How many piles (and scores) there are: one per player, one per pair in teams."""
        return 2 if self.teams else self.players

    @property
    def hand_size(self) -> int:
        """How many cards each hand is dealt: 8 in a duel, else 6 (A4.1)."""
        return 8 if self.mode == "duel" else 6  # A4.1

    def side(self, seat: int) -> int:
        """The pile (and score) ``seat`` plays for: seats 0+2 and 1+3 share one in teams."""
        return seat % 2 if self.teams else seat

    def seats_of(self, side: int) -> tuple[int, ...]:
        """The seats that play for pile ``side``: one seat, or a pair in teams."""
        return (side, side + 2) if self.teams else (side,)

    @property
    def scope(self) -> str:
        """Over what Interruptions are allotted (A7.2): ``round`` or ``match``."""
        return self.interruptions_per



# ----------------------------------------------------------------------------------------------
# Mulligan schedule (A5)


def mulligan_turns(config: Config, passed: bool) -> int:
    """How many Mulligan turns the round has: A5.1 four; A5.2 two rounds, or one if anyone
    passed in the first; A5.3 one round."""
    if config.mode == "duel":
        return 4
    if config.mode == "odd":
        return config.players if passed else 2 * config.players
    return config.players


def mulligan_limit(config: Config, turn: int) -> int:
    """The most cards Mulligan turn ``turn`` (0-based) may swap (A5.1–A5.3)."""
    if config.mode == "duel":
        return (3, 3, 2, 2)[turn]
    if config.mode == "odd":
        return 3 if turn < config.players else 2
    return 3


# ----------------------------------------------------------------------------------------------
# Interruption allotments (A7.2–A7.4)


def opponent_refusal(config: Config, by: int, target: int) -> tuple[str, Text] | None:
    """Why seat ``by`` is no opponent who may interrupt seat ``target``, as ``(rule, detail)``,
    or None."""
    if by == target:
        return "A7.1", T("only an opponent may interrupt a capture, not the capturer",
                         "solo un avversario può interrompere una presa, non chi l'ha fatta")
    if config.teams and by % 2 == target % 2:
        return "A7.4", T(f"seat {target} is your partner, and nobody may interrupt a partner",
                         f"il posto {target} è il tuo compagno, e nessuno può interrompere il"
                         " proprio compagno")
    return None


def limit_refusal(config: Config, used: Sequence[Sequence[int]], by: int, target: int,
                  received: Sequence[int] = ()) -> tuple[str, Text] | None:
    """Why seat ``by`` may not interrupt a capture by seat ``target`` (not an opponent, or the
    mode's allotments are used up), as ``(rule, detail)``, or None if they may. ``used``
    counts in the allotment's scope; with ``interruptions_per: match`` the limit on receiving
    stays per round (R37, revised), counted by ``received``."""
    scope = T(f"this {config.scope}", SCOPE_IT[config.scope])
    refusal = opponent_refusal(config, by, target)
    if refusal or config.mode == "duel" and not sum(used[by]):
        return refusal
    if config.mode == "duel":
        return "A7.2", T("you have used your Interruption ", "hai già usato la tua Interruzione ") + scope
    if config.mode == "odd":
        if used[by][target]:
            return "A7.3", T(f"you have used your Interruption against seat {target} ",
                             f"hai già usato la tua Interruzione contro il posto {target} ") + scope
        return None
    n = config.players
    if by not in ((target + 1) % n, (target - 1) % n):
        return "A7.4", T(f"only the two neighbours of seat {target} may interrupt their capture",
                         f"solo i due vicini del posto {target} possono interromperne la presa")
    if sum(used[by]):
        return "A7.4", T("you have used your Interruption ", "hai già usato la tua Interruzione ") + scope
    if config.scope == "match":
        # R37 (revised): A7.4 limits receiving per round whatever the allotment's scope.
        if received and received[target]:
            return "A7.4", T(f"seat {target} has already received an Interruption this round",
                             f"il posto {target} ha già ricevuto un'Interruzione in questo"
                             " round")
    elif sum(row[target] for row in used):
        return "A7.4", T(f"seat {target} has already received an Interruption ",
                         f"il posto {target} ha già ricevuto un'Interruzione ") + scope
    return None


@lru_cache(maxsize=1024)
def allotments(config: Config, used: tuple[tuple[int, ...], ...],
               received: tuple[int, ...] = ()) -> tuple[tuple[int, tuple[int, ...], int], ...]:
    """Per seat: Interruptions left as the mode counts them (per opponent in odd, A7.3), the
    seats they may still interrupt, and how many they have received (in the allotment's
    scope; ``received``: this round's, R37 revised)."""
    out = []
    for seat in range(config.players):
        if config.mode == "odd":
            left = sum(1 for t in range(config.players) if t != seat and not used[seat][t])
        else:
            left = 0 if sum(used[seat]) else 1
        against = tuple(t for t in range(config.players)
                        if limit_refusal(config, used, seat, t, received) is None)
        out.append((left, against, sum(row[seat] for row in used)))
    return tuple(out)


def ask_order(config: Config, capturer: int) -> tuple[int, ...]:
    """A7.3: the player after the capturer decides first, then the player before."""
    n = config.players
    return tuple(dict.fromkeys(((capturer + 1) % n, (capturer - 1) % n)))
