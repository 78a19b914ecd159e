"""What every rules engine shares: errors, moves, events, redaction and the engine interface.

An engine is pure: ``apply(state, move) -> (new_state, events)`` leaves ``state`` untouched,
takes its randomness from the state's explicit :class:`~variants.rng.Rng`, and knows nothing
of HTTP, JSON libraries, Redis or marshmallow.
"""

from __future__ import annotations

import dataclasses
import enum
from abc import ABC, abstractmethod
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, ClassVar, Generic, Protocol, TypeVar, cast

from variants.i18n import T, Text, as_text

if TYPE_CHECKING:
    from variants.rng import Rng
    from variants.rulings import Ruling

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


class FieldKind(enum.StrEnum):
    """What a move field holds on the wire; schemas build each variant's move schema from it."""

    CARDS = "cards"  # a list of the variant's card codes
    CARD = "card"  # one of the variant's card codes
    BOOLEAN = "boolean"
    SEAT = "seat"  # a seat number of the game (0 to max_players - 1)
    INTEGER = "integer"  # a whole number within ``minimum``..``maximum``
    # Only in the request bodies of published rulings (:class:`RequestField`):
    TEXT = "text"  # one of ``choices``
    LIST = "list"  # a list of ``item``s
    OBJECT = "object"  # an object of ``fields``


@dataclass(frozen=True)
class MoveField:
    """One field of a move type's wire object (besides ``type`` and ``seat``), as declared
    on the move class with :func:`move_field`."""

    name: str
    kind: FieldKind
    description: str
    required: bool = True
    minimum: int | None = None
    maximum: int | None = None

    def to_dict(self) -> dict[str, Any]:
        """The field as ``GET /v1/variants`` lists it (limits only where declared)."""
        return {k: _wire(v) for k, v in dataclasses.asdict(self).items() if v is not None}


_WIRE = "wire"


def move_field(
    kind: FieldKind, description: str, *, minimum: int | None = None,
    maximum: int | None = None, default: Any = dataclasses.MISSING,
) -> Any:
    """Declare a field of a :class:`Move` dataclass as the wire carries it: a field with a
    ``default`` may be left out of the wire object.

    ``cards: tuple[Card, ...] = move_field(FieldKind.CARDS, "the cards staked (E3.3)")``
    """
    spec = {"kind": FieldKind(kind), "description": description, "minimum": minimum,
            "maximum": maximum}
    return field(default=default, metadata={_WIRE: spec})


@dataclass(frozen=True)
class Move:
    """A move by ``seat``. Subclasses set ``TYPE`` to the wire ``type`` of API.md and declare
    each further field with :func:`move_field` (its wire kind and description); the class
    docstring's first line describes the move type. Schemas build the wire format from these
    declarations (:meth:`wire_fields`), so a new game's moves need no schema of their own."""

    TYPE: ClassVar[str]
    seat: int

    @classmethod
    def wire_fields(cls) -> tuple[MoveField, ...]:
        """The fields of this move type's wire object besides ``type`` and ``seat``.

        Raises:
            TypeError: for a field not declared with :func:`move_field`.
        """
        out = []
        for f in dataclasses.fields(cls):
            if f.name == "seat":
                continue
            spec = f.metadata.get(_WIRE)
            if spec is None:
                raise TypeError(f"{cls.__name__}.{f.name} is not declared with move_field()")
            required = f.default is dataclasses.MISSING and f.default_factory is dataclasses.MISSING
            out.append(MoveField(f.name, required=required, **spec))
        return tuple(out)

    @classmethod
    def summary(cls) -> str:
        """What the move does, in one line (the first of the class docstring)."""
        return (cls.__doc__ or cls.TYPE).strip().split("\n\n")[0].replace("\n", " ")

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


@dataclass(frozen=True)
class Resign(Move):
    """The seat resigns: a move of every variant, at any time while the game is on (R99); the
    game goes on or ends as the variant's forfeit rule says (R95–R98)."""

    TYPE: ClassVar[str] = "resign"


@dataclass(frozen=True)
class ClockExpired(Move):
    """The referee's move for a seat whose turn clock ran out (R99): it forfeits as a
    resignation would. Never sent by a client: the service applies it."""

    TYPE: ClassVar[str] = "clock_expired"
    clock: str = "per_move"  # or "total": which clock ran out


#: The event that opens a resignation's events (the forfeit's follow).
RESIGNED = "seat_resigned"
#: The event that opens a forfeit on time's events, and the move type the service logs for it.
EXPIRED = ClockExpired.TYPE


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


class _Seeded(Protocol):
    """A state that keeps its generator as ``rng`` (what :meth:`Variant.seed` reads)."""

    rng: Rng
C = TypeVar("C")


def evolve(state: S, **changes: Any) -> S:
    """A copy of the frozen dataclass ``state`` with ``changes``; ``state`` is untouched.

    ``dataclasses.replace`` without re-running the frozen ``__init__`` field by field, which
    would cost more than the rest of a move: engines call it on every step of every move, always
    with whole, valid field values (no check is made).
    """
    new = object.__new__(type(state))
    new.__dict__.update(state.__dict__)
    new.__dict__.update(changes)
    return new


@dataclass(frozen=True)
class Reading:
    """The sentence of the original rules a house-reading option reads (docs/readings.md):
    in the original's Italian and in English, and where it stands (``"A8.2"``)."""

    where: str
    it: str
    en: str


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
    #: For a house reading (docs/readings.md): the original sentence its values read two ways.
    reads: Reading | None = None

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


def check_reading(spec: OptionSpec, value: Any) -> None:
    """Refuse a value a house-reading option (``spec``, with its ``choices``) does not have.

    Raises:
        IllegalSetup: the rule the option reads, naming ``options.<name>``.
    """
    choices = spec.choices or ()
    if type(value) is not type(spec.default) or value not in choices:
        listed = ", ".join(map(str, choices))
        raise IllegalSetup(spec.rule, T(f"{spec.name} is one of {listed}, not {value!r}",
                                        f"{spec.name} è uno tra {listed}, non {value!r}"),
                           field=f"options.{spec.name}")


@dataclass(frozen=True)
class RequestField:
    """One field of a published ruling's request body (or of an object or list in it), as the
    ruling reads it; the schemas build the body's schema from these (``schemas/rules.py``), so
    a new game's rulings need no schema of their own.

    ``minimum``/``maximum`` bound an ``INTEGER``'s value, or the items of ``CARDS`` and
    ``LIST``: beyond them the body is malformed (400). ``ruled_items`` are the items the rules
    allow, which the ruling itself checks (a 422 naming its rule) and the contract states.
    ``choices`` are an ``INTEGER``'s or a ``TEXT``'s values; ``nullable`` lets it be null;
    a field not ``required`` left out reads as ``default`` if ``defaulted``, else stays absent."""

    name: str
    kind: FieldKind
    description: str = ""
    required: bool = False
    minimum: int | None = None
    maximum: int | None = None
    ruled_items: tuple[int, int] | None = None
    choices: tuple[Any, ...] | None = None
    nullable: bool = False
    default: Any = None
    #: Whether a field left out reads as ``default`` (else it stays absent).
    defaulted: bool = False
    #: ``LIST``: what each item is (its ``name`` unused).
    item: RequestField | None = None
    #: ``OBJECT``: its fields.
    fields: tuple[RequestField, ...] = ()


@dataclass(frozen=True)
class SameSize:
    """Lists of a ruling's request that hold as many items as ``key`` says: when ``key`` is
    each value of ``counts`` (a ``TEXT``), or has that many items (a ``LIST``), each of
    ``lists`` holds ``counts[value]`` items. The ruling checks it (a 422 with its rule); the
    contract states it."""

    key: str
    counts: Mapping[Any, int]
    lists: tuple[str, ...]


@dataclass(frozen=True)
class PublishedRuling:
    """A stateless ruling a game publishes: ``POST /v1/rules/{variant}/{name}`` answers
    ``judge(body)`` for a request body already loaded by the schema built from ``request``
    (any JSON object when ``None``: the ruling checks it all) and ``sizes``. ``summary`` and
    ``description`` document the operation."""

    name: str
    summary: str
    description: str
    judge: Callable[[Mapping[str, Any]], Ruling]
    request: tuple[RequestField, ...] | None = None
    sizes: tuple[SameSize, ...] = ()


#: The preset of every game with house readings that selects every other reading.
LITERAL = "literal"


# ----------------------------------------------------------------------------------------------
# The gate's words: G6's refusals, one set for every game (en, it)

#: G6: a move once the game is over.
GAME_OVER = T("the game is over: no move is awaited",
              "la partita è finita: non si attende nessuna mossa")
#: G6: a resignation or a forfeit on time once the game is over.
FORFEIT_OVER = T("the game is over: nobody can forfeit it",
                 "la partita è finita: nessuno può abbandonarla")


def not_a_move(title: str, move: Move, moves: Iterable[str]) -> Text:
    """G6: a move of a type the game does not have."""
    kind = getattr(move, "TYPE", type(move).__name__)
    listed = ", ".join(moves)
    return T(f"{kind!r} is not a move of {title}; its moves: {listed}",
             f"{kind!r} non è una mossa di {title}; le sue mosse: {listed}")


def no_seat(seat: object) -> Text:
    """G6: a move by a seat the game does not have."""
    return T(f"there is no seat {seat!r} in this game",
             f"in questa partita non c'è il posto {seat!r}")


def not_now(kind: str, phase: str, allowed: Sequence[str]) -> Text:
    """G6: a move of a type the phase does not allow; ``allowed`` are the types it does."""
    return T(f"a {kind!r} move is not allowed now: phase {phase} awaits "
             f"{' or '.join(allowed) or 'no move'}",
             f"ora non è ammessa una mossa {kind}: la fase {phase} attende "
             f"{' o '.join(allowed) or 'nessuna mossa'}")


def not_awaited(seat: int, awaited: Sequence[int], phase: str) -> Text:
    """G6: a move by a seat whose move is not awaited (naming the seats that are)."""
    if not awaited:
        return T(f"no move is awaited from seat {seat}: the game waits for no seat ({phase})",
                 f"non si attende una mossa dal posto {seat}: la partita non attende nessun"
                 f" posto ({phase})")
    waits = " or ".join(str(s) for s in awaited)
    attende = " o ".join(str(s) for s in awaited)
    return T(f"no move is awaited from seat {seat}: the game waits for seat {waits} ({phase})",
             f"non si attende una mossa dal posto {seat}: la partita attende il posto {attende}"
             f" ({phase})")


@dataclass(frozen=True)
class Handler:
    """How an engine applies one of its move types, as its :attr:`Variant.handlers` declares:
    the phases that allow it and the function that applies it. Every handler has one
    signature, ``(state, move, events) -> new_state``: it checks the move against the rules
    (the gate has checked G6), appends the events it causes to ``events`` and returns the state
    it leads to, ``state`` untouched. A game that applies a move otherwise (a subclass, a test's
    miscounting scorekeeper) declares its own table with its own function."""

    #: The phases in which the move type is allowed (G6 refuses it in any other).
    phases: frozenset[str]
    #: The function that applies the move.
    apply: Callable[[Any, Any, list[Event]], Any]
    #: Whether the gate refuses the move from a seat not awaited (G6); False where the handler
    #: names a more specific rule itself (4 Aces Interruptions: A7.1-A7.4).
    awaited_only: bool = True


def handler(apply: Callable[[Any, Any, list[Event]], Any], *phases: str,
            awaited_only: bool = True) -> Handler:
    """``Handler(frozenset(phases), apply, awaited_only)``, as engines write their tables."""
    return Handler(frozenset(phases), apply, awaited_only)


class Variant(ABC, Generic[C, S]):
    """A game's rules engine: reading this class tells the whole shape of a game.

    ``C`` is the variant's frozen config (its options, validated on construction) and ``S`` its
    state. Every method is pure: none mutates its arguments. One instance per variant is
    registered by the game's package (``variants/<game>/__init__.py`` calls
    :func:`variants.register`); the registry finds the packages by itself.

    What a game declares:

    * ``name``, ``title``, ``min_players``, ``max_players``, ``card_codes`` (``GET
      /v1/variants`` lists :meth:`catalogue`: :meth:`describe` with the cards and move types);
    * ``move_types``: its moves by wire ``type``; each a frozen :class:`Move` dataclass whose
      fields are declared with :func:`move_field` (``Move.wire_fields()`` lists them as
      :class:`MoveField`: name, :class:`FieldKind`, description, required, limits). The
      service takes :meth:`wire_moves`, the game's moves and :class:`Resign`; the schemas
      build each variant's move schema from them (``schemas/moves.py``);
    * the rulings it publishes (``rulings``, given when the package builds the instance:
      the rulings build on the engine, so the engine's class cannot name them);
    * ``handlers``: how each of its moves is applied (:class:`Handler`, one signature), behind
      the gate :meth:`play` keeps for every game (G6, with one set of wordings), which reads
      the hooks ``phase``, ``seats``, ``to_act``, ``is_finished`` and ``refusal``;
    * the abstract methods below: options, setup, ``forfeit``, legal moves, views, snapshots;
    * hooks with defaults: ``legal_moves_listing``, ``seed``, ``audit``, ``sample_moves`` and, for random
      playouts of scorekeeper games, ``playout_configs``, ``table_opening``, ``table_reports``
      and ``tabletop_hidden``.

    :meth:`apply` is the one way a move reaches the engine: a resignation or a forfeit on time
    goes to :meth:`forfeit`, every other move through the gate of :meth:`play` to its handler.
    """

    name: ClassVar[str]
    title: ClassVar[str]
    min_players: ClassVar[int]
    max_players: ClassVar[int]
    #: The game's own moves by wire ``type`` (see :class:`Move`).
    move_types: ClassVar[Mapping[str, type[Move]]]
    #: Every wire code of the variant's cards (API.md "Cards"), for schemas to name unknown ones.
    card_codes: ClassVar[tuple[str, ...]]
    #: What an explicit deal (and the ``start`` of a game without one) takes besides ``hands``
    #: and ``stock`` (API.md "Create"): ``leader``, ``dealer``, ``table``.
    deal_extras: ClassVar[tuple[str, ...]] = ()
    #: What only a server-dealt game shows and a scorekeeper game cannot (``{"view": keys,
    #: "events": keys}``), left out when random playouts compare the two.
    tabletop_hidden: ClassVar[Mapping[str, tuple[str, ...]]] = {}

    #: The game's house readings (docs/readings.md): options for the other reading of a
    #: sentence of the original rules, each naming the rule it changes and the sentence
    #: (:class:`Reading`); the defaults are RULES.md's. ``GET /v1/variants`` lists them
    #: under ``house_readings`` with the preset :data:`LITERAL`, which selects every other
    #: reading (:attr:`literal`).
    readings: ClassVar[tuple[OptionSpec, ...]] = ()
    literal: ClassVar[Mapping[str, Any]] = {}

    def __init__(self, rulings: Sequence[PublishedRuling] = ()) -> None:
        #: The stateless rulings the game publishes, by name.
        self.rulings: Mapping[str, PublishedRuling] = {r.name: r for r in rulings}
        # The handlers' functions by move class, and whether the engine has a refusal of its
        # own: the gate runs on every move.
        self._apply: dict[type[Move], Callable[[Any, Any, list[Event]], Any]] = {
            kind: h.apply for kind, h in self.handlers.items()}
        self._refuses = type(self).refusal is not Variant.refusal

    def wire_moves(self) -> dict[str, type[Move]]:
        """Every move type a client may send for this variant: the game's own and
        :class:`Resign` (R99), by wire ``type``."""
        return {**self.move_types, Resign.TYPE: Resign}

    @abstractmethod
    def describe(self) -> dict[str, Any]:
        """Options (defaults, limits, allowed combinations), presets and rule references."""

    def catalogue(self) -> dict[str, Any]:
        """The variant as ``GET /v1/variants`` lists it: :meth:`describe`, and what the
        declarations say without the game writing it again: ``cards`` (:attr:`card_codes`)
        and ``move_types`` (each wire move type of :meth:`wire_moves` with its summary and
        fields), from which a client builds its moves (the web client's move forms)."""
        readings = {"house_readings": {
            "options": [spec.to_dict() for spec in self.readings],
            "presets": [{"name": LITERAL, "options": dict(self.literal),
                         "description": "every reading other than RULES.md's"}],
            "doc": "docs/readings.md",
        }} if self.readings else {}
        return {
            **self.describe(),
            **readings,
            "cards": list(self.card_codes),
            "move_types": [
                {"type": kind, "summary": move.summary(),
                 "fields": [spec.to_dict() for spec in move.wire_fields()]}
                for kind, move in self.wire_moves().items()
            ],
        }

    def take_readings(self, options: Mapping[str, Any], preset: str | None
                      ) -> tuple[dict[str, Any], str | None, dict[str, Any]]:
        """``options`` and ``preset`` without the house readings, and the readings they
        choose (the preset :data:`LITERAL` selects :attr:`literal`; a reading given as an
        option overrides it), for :meth:`configure` to give the config. Never raises: the
        config checks the readings' values."""
        names = {spec.name for spec in self.readings}
        chosen = dict(self.literal) if preset == LITERAL and names else {}
        chosen.update({k: v for k, v in options.items() if k in names})
        rest = {k: v for k, v in options.items() if k not in names}
        return rest, None if preset == LITERAL and names else preset, chosen

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

    def apply(self, state: S, move: Move) -> tuple[S, list[Event]]:
        """Apply ``move``, of any kind: returns the new state and the events it caused. A
        :class:`Resign` yields ``seat_resigned`` and a :class:`ClockExpired` ``clock_expired``,
        each followed by the forfeit's events (R99); every other move is the game's
        (:meth:`play`).

        Raises:
            IllegalMove: G6 for a move not awaited from that seat (or any move once the game is
                over), R99 for a forfeit by a seat the game does not have, else the most
                specific rule.
        """
        if isinstance(move, Resign):
            new, events = self._forfeit(state, move.seat)
            return new, [Event(RESIGNED, {"seat": move.seat}), *events]
        if isinstance(move, ClockExpired):
            new, events = self._forfeit(state, move.seat)
            return new, [Event(EXPIRED, {"seat": move.seat, "clock": move.clock}), *events]
        return self.play(state, move)

    def _forfeit(self, state: S, seat: int) -> tuple[S, list[Event]]:
        if self.is_finished(state):
            raise IllegalMove("G6", FORFEIT_OVER)
        if type(seat) is not int or not 0 <= seat < self.seats(state):
            raise IllegalMove("R99", T(f"the game has no seat {seat}",
                                       f"la partita non ha il posto {seat}"))
        return self.forfeit(state, seat)

    # -- the gate: every game's own move passes it before its handler (G6) --------------------

    #: How each of the game's own move types is applied, by move class (:class:`Handler`).
    #: An engine that overrides :meth:`play` itself (a game from another distribution written
    #: before the gate) declares none.
    handlers: ClassVar[Mapping[type[Move], Handler]] = {}

    def phase(self, state: S) -> str:
        """The phase ``state`` is in (the view's ``phase``), which the gate checks the move's
        type against (:attr:`Handler.phases`). Every engine with :attr:`handlers` defines it."""
        raise NotImplementedError(f"{type(self).__name__} declares handlers but no phase()")

    def seats(self, state: S) -> int:
        """How many seats the game has. Default: as many as the spectator's view has hands
        (an engine overrides it with what its state knows)."""
        return len(self.view(state, None)["hands"])

    def refusal(self, state: S, move: Move) -> IllegalMove | None:
        """A reason to refuse every move now, checked by the gate after G6's "the game is over"
        and before the seat and phase (a scorekeeper game the table's reports made impossible,
        R52). Default: none."""
        return None

    def gate(self, state: S, move: Move) -> IllegalMove | None:
        """Why ``move``, one of the game's own, is refused before its handler is reached, or
        None. In this order: a move type the game has not (G6), a finished game (G6),
        :meth:`refusal`, a seat the game has not (G6), a move type the phase does not allow
        (G6), a seat whose move is not awaited (G6, unless the handler names a more specific
        rule itself: :attr:`Handler.awaited_only`). Never raises."""
        handler = self.handlers.get(type(move))
        if handler is None:
            return IllegalMove("G6", not_a_move(self.title, move, self.move_types))
        if self.is_finished(state):
            return IllegalMove("G6", GAME_OVER)
        if self._refuses:
            refused = self.refusal(state, move)
            if refused is not None:
                return refused
        seat, phase = move.seat, self.phase(state)
        if phase in handler.phases:
            # The common case first: an awaited seat is a seat of the game.
            if handler.awaited_only:
                if seat in self.to_act(state):
                    return None
            elif type(seat) is int and 0 <= seat < self.seats(state):
                return None
        # A G6 refusal: which one only changes its words.
        if type(seat) is not int or not 0 <= seat < self.seats(state):
            return IllegalMove("G6", no_seat(seat))
        if phase not in handler.phases:
            allowed = [kind.TYPE for kind, h in self.handlers.items() if phase in h.phases]
            return IllegalMove("G6", not_now(move.TYPE, phase, allowed))
        return IllegalMove("G6", not_awaited(seat, self.to_act(state), phase))

    def dispatch(self, state: S, move: Move) -> tuple[S, list[Event]]:
        """Apply ``move``, past the :meth:`gate`, with the function its :class:`Handler` holds.

        Raises:
            IllegalMove: the handler's most specific rule.
            IllegalSetup: where the move starts a hand or round whose explicit deal does not
                fit the game as it stands.
        """
        events: list[Event] = []
        new: S = self._apply[type(move)](state, move, events)
        return new, events

    def play(self, state: S, move: Move) -> tuple[S, list[Event]]:
        """Apply one of the game's own moves (``move_types``); reached through :meth:`apply`:
        the :meth:`gate`, then the move's handler (:meth:`dispatch`). An engine may override it
        to document its own rules' refusals, keeping these two steps.

        Raises:
            IllegalMove: G6 (the :meth:`gate`), else the handler's most specific rule.
            IllegalSetup: where a move starts a hand or round whose explicit deal does not fit
                the game as it stands.
        """
        refused = self.gate(state, move)
        if refused is not None:
            raise refused
        return self.dispatch(state, move)

    @abstractmethod
    def forfeit(self, state: S, seat: int) -> tuple[S, list[Event]]:
        """``seat``, a seat of this game still on, forfeits (it resigned, or its clock ran out):
        the new state and the events, ``game_ended`` among them when the forfeit ends the game.
        Each variant's rule is a ruling (R95–R98, ``docs/rulings/lifecycle.md``). Reached
        through :meth:`apply` (which refuses a finished game and an unknown seat).

        Raises:
            IllegalMove: where the variant's rule refuses it (R95: an emotrions seat already
                out).
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
    def is_finished(self, state: S) -> bool:
        """Whether the game is over."""

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

    def seed(self, state: S) -> str:
        """The seed ``state`` was shuffled from, revealed in a finished game's record (G2).
        Default: the seed of the state's own generator, ``state.rng``."""
        return cast("_Seeded", state).rng.seed

    def audit(self, state: S) -> None:
        """Check the state's invariants (cards conserved, scores equal pile sums, …).

        Raises:
            AssertionError: naming the broken invariant. Used by random playouts.
        """

    def sample_moves(self, state: S, seat: int, rng: Rng) -> list[Move]:
        """Plausible moves for ``seat``, legal or not, for playouts to check that every move
        ``legal_moves`` does not list is refused. Default: none."""
        return []

    # -- Random playouts of scorekeeper games (variants.playout.play_tabletop) ----------------

    def playout_configs(self) -> list[C]:
        """The configs random playouts cycle through (every option combination the variant
        allows). Default: none, and playouts use the variant's defaults at its fewest players."""
        return []

    def table_opening(self, dealt: S) -> list[Move]:
        """What the table reports before the first move of the scorekeeper twin of the
        server-dealt game ``dealt`` (4 Aces: the dealer lays the table, R72). Default: nothing."""
        return []

    def table_reports(self, before: S, move: Move, events: Sequence[Event]) -> list[Move]:
        """What the table of a scorekeeper game reports for the server-dealt ``move`` made
        from ``before`` with ``events``: the move with the cards as shown, then any report it
        calls for (a reveal at a hand's end, a lay of table cards). Default: the move alone."""
        return [move]
