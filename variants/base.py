"""What every rules engine shares: errors, moves, events, redaction and the engine interface.

An engine is pure: ``apply(state, move) -> (new_state, events)`` leaves ``state`` untouched,
takes its randomness from the state's explicit :class:`~variants.rng.Rng`, and knows nothing
of HTTP, JSON libraries, Redis or marshmallow.
"""

from __future__ import annotations

import dataclasses
import enum
from abc import ABC, abstractmethod
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, ClassVar, Generic, Mapping, Sequence, TypeVar

from variants.i18n import Text, as_text

if TYPE_CHECKING:
    from variants.rng import Rng

# ----------------------------------------------------------------------------------------------
# Errors


class RuleViolation(Exception):
    """Something breaks a rule of RULES.md; ``rule`` is its id (``"E3.3"``, ``"G6"``, ``"R4"``).

    ``detail`` says why in words and never names a card the caller may not see (G3); given as
    a :class:`~variants.i18n.Text` it exists in every language (``text``), as a plain string
    only in English. ``field`` names the offending input where there is one (an option,
    ``deal.hands[1]``).
    """

    def __init__(self, rule: str, detail: Text | str, *, field: str | None = None):
        self.text = as_text(detail)
        self.translated = isinstance(detail, Text)
        super().__init__(f"{rule}: {self.text.en}")
        self.rule = rule
        self.detail = self.text.en
        self.field = field

    def detail_in(self, language: str | None) -> str:
        """``detail`` in ``language`` (English where the message has no translation)."""
        return self.text.get(language)


class IllegalMove(RuleViolation):
    """A well-formed move that the rules do not allow now (G4: it changes nothing)."""


class IllegalSetup(RuleViolation):
    """A game that cannot be created: a forbidden option combination or a bad explicit deal."""


# ----------------------------------------------------------------------------------------------
# Viewers

#: Who looks at a game: a seat number, ``None`` for a spectator (and a server-dealt game's table
#: token), or :data:`ALL` for an omniscient reader (a finished game's full record).
Viewer = int | None | str
ALL = "all"


# ----------------------------------------------------------------------------------------------
# Moves


def _wire(value: Any) -> Any:
    if isinstance(value, enum.Enum):
        return value.value
    if isinstance(value, (tuple, list)):
        return [_wire(v) for v in value]
    return value


@dataclass(frozen=True)
class Move:
    """A move by ``seat``. Subclasses set ``TYPE`` to the wire ``type`` of API.md."""

    TYPE: ClassVar[str]
    seat: int

    def to_dict(self) -> dict[str, Any]:
        """The ready-to-send wire object (API.md "Moves"), without the seat."""
        out: dict[str, Any] = {"type": self.TYPE}
        for f in dataclasses.fields(self):
            if f.name == "seat":
                continue
            value = getattr(self, f.name)
            if value is not None:
                out[f.name] = _wire(value)
        return out


# ----------------------------------------------------------------------------------------------
# Events


@dataclass(frozen=True)
class Secret:
    """Part of an event that only the seats in ``to`` may see (G3)."""

    to: tuple[int, ...]
    fields: Mapping[str, Any]


@dataclass(frozen=True)
class Event:
    """Something that happened. ``data`` is public; each :class:`Secret` is shown only to its
    seats. Events are stored whole and redacted per viewer by :func:`redact_event`."""

    type: str
    data: Mapping[str, Any] = field(default_factory=dict)
    secrets: tuple[Secret, ...] = ()

    def to_dict(self) -> dict[str, Any]:
        """The stored form: public fields flat, secrets under ``"secret"``."""
        out: dict[str, Any] = {"type": self.type}
        out.update({k: _wire(v) for k, v in self.data.items()})
        if self.secrets:
            out["secret"] = [
                {"to": list(s.to), "fields": {k: _wire(v) for k, v in s.fields.items()}}
                for s in self.secrets
            ]
        return out


def redact_event(stored: Mapping[str, Any], viewer: Viewer) -> dict[str, Any]:
    """The stored event as ``viewer`` may see it: the secret parts meant for them merged in,
    every other secret part dropped. This is the only place events are redacted (G3)."""
    out = {k: v for k, v in stored.items() if k != "secret"}
    for secret in stored.get("secret", ()):
        if viewer == ALL or viewer in secret["to"]:
            out.update(secret["fields"])
    return out


# ----------------------------------------------------------------------------------------------
# The engine interface

S = TypeVar("S")
C = TypeVar("C")


@dataclass(frozen=True)
class OptionSpec:
    """One option of a variant, as ``GET /v1/variants`` lists it."""

    name: str
    type: str  # "boolean" | "integer" | "string"
    #: Always a value of ``type`` (clients check it against the type and the choices); None
    #: when the default depends on the number of players (``default_by_players``).
    default: Any
    rule: str
    description: str
    choices: tuple[Any, ...] | None = None
    minimum: int | None = None
    maximum: int | None = None
    #: The default for each player count, when it depends on it (E1.2 decks, A2 mode).
    default_by_players: Mapping[int, Any] | None = None

    def to_dict(self) -> dict[str, Any]:
        out = {
            k: _wire(v)
            for k, v in dataclasses.asdict(self).items()
            if v is not None and k != "default_by_players"
        }
        if self.default_by_players is not None:
            out["default_by_players"] = {
                str(n): _wire(v) for n, v in sorted(self.default_by_players.items())
            }
        return out


class Variant(ABC, Generic[C, S]):
    """A game's rules engine. One instance per variant, registered in :mod:`variants`.

    ``C`` is the variant's frozen config (its options, validated on construction) and ``S`` its
    state. Every method is pure: none mutates its arguments.
    """

    name: ClassVar[str]
    title: ClassVar[str]
    min_players: ClassVar[int]
    max_players: ClassVar[int]
    move_types: ClassVar[Mapping[str, type[Move]]]
    #: Every wire code of the variant's cards (API.md "Cards"), for schemas to name unknown ones.
    card_codes: ClassVar[tuple[str, ...]]

    @abstractmethod
    def describe(self) -> dict[str, Any]:
        """Options (defaults, limits, allowed combinations), presets and rule references."""

    @abstractmethod
    def configure(
        self, players: int, options: Mapping[str, Any], preset: str | None = None
    ) -> C:
        """The config for a game of ``players`` seats.

        Raises:
            IllegalSetup: for a wrong player count, a bad option value or combination.
        """

    @abstractmethod
    def start(
        self,
        config: C,
        seed: str,
        deals: Sequence[Mapping[str, Any]] = (),
        start: Mapping[str, Any] | None = None,
        *,
        tabletop: bool = False,
    ) -> tuple[S, list[Event]]:
        """A new game. ``deals`` are explicit deals (API.md), one per hand or round, used in
        order; later hands are shuffled from ``seed``. ``start`` may fix the first leader or
        dealer (``{"leader": 0}``) when there is no explicit deal. With ``tabletop`` the game
        is a scorekeeper game (``"deal": "table"``): the cards are real, nothing is shuffled,
        the referee knows only what the table reports and shows.

        Raises:
            IllegalSetup: G5, for a deal that is not exactly the variant's deck and shapes.
        """

    @abstractmethod
    def apply(self, state: S, move: Move) -> tuple[S, list[Event]]:
        """Apply ``move``; returns the new state and the events it caused.

        Raises:
            IllegalMove: G6 for a move not awaited from that seat, else the most specific rule.
        """

    @abstractmethod
    def legal_moves(self, state: S, seat: int) -> list[Move]:
        """Every move ``seat`` may submit now, in a stable order ([] when none is awaited)."""

    def legal_moves_listing(self, state: S, seat: int) -> tuple[list[Move], int]:
        """The legal moves as ``legal-moves`` lists them, and how many there are in all.

        An engine whose moves can be very many (4 Aces captures) lists at most a documented cap
        and reports the full count; a legal move is accepted whether or not it was listed.
        """
        moves = self.legal_moves(state, seat)
        return moves, len(moves)

    @abstractmethod
    def to_act(self, state: S) -> tuple[int, ...]:
        """The seats whose move is awaited (empty once the game is finished)."""

    @abstractmethod
    def is_finished(self, state: S) -> bool: ...

    @abstractmethod
    def view(self, state: S, viewer: Viewer) -> dict[str, Any]:
        """The game as ``viewer`` may see it (G3): ``status``, ``phase``, ``to_act``, ``hands``
        (per seat ``count``, and ``cards`` only where visible), ``stock_count``, ``scores``,
        ``winners`` and the variant's table. JSON-ready."""

    @abstractmethod
    def dump(self, state: S) -> dict[str, Any]:
        """The state as a compact JSON-ready snapshot (secrets included)."""

    @abstractmethod
    def load(self, data: Mapping[str, Any]) -> S:
        """The state back from :meth:`dump`."""

    def forfeit(self, state: S, seat: int) -> tuple[S, list[Event]]:
        """``seat`` forfeits (it resigned, or its clock ran out): the new state and the events,
        ``game_ended`` among them when the forfeit ends the game. Each variant's rule is a
        ruling (R95–R98, ``docs/rulings/lifecycle.md``), implemented in :mod:`variants.forfeit`.

        Raises:
            IllegalMove: G6 once the game is over; R95 for an emotrions seat already out.
        """
        from variants.forfeit import forfeit  # imported here: it builds on the engines

        return forfeit(self, state, seat)

    def audit(self, state: S) -> None:
        """Check the state's invariants (cards conserved, scores equal pile sums, …).

        Raises:
            AssertionError: naming the broken invariant. Used by random playouts.
        """

    def sample_moves(self, state: S, seat: int, rng: "Rng") -> list[Move]:
        """Plausible moves for ``seat``, legal or not, for playouts to check that every move
        ``legal_moves`` does not list is refused. Default: none."""
        return []
