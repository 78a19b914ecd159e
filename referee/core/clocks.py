"""Turn clocks (docs/lifecycle.md): seconds per move, or a total per player with an increment.

No background job: a game's record holds, per seat, when its turn began and (total clocks) the
time it has left; every read and every move asks :func:`expired` first and, if a seat awaited
has run out, the service applies the forfeit (R99) before it answers. Times are milliseconds,
instants are the service clock's seconds.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from variants.base import EXPIRED, ClockExpired, Event, IllegalMove, Variant
from variants.i18n import T

PER_MOVE = "per_move"
TOTAL = "total"


def expiry(variant: Variant[Any, Any], state: Any, seat: int,
           clock: str) -> tuple[Any, list[Event]]:
    """The forfeit of ``seat`` whose ``clock`` ran out, as the service logs it: a ``move``
    event of type ``clock_expired`` (the referee's move for the seat, so a game's record lists
    every change of version among its moves), ``clock_expired``, then the forfeit's events.

    Raises:
        IllegalMove: as :meth:`Variant.apply` for a :class:`ClockExpired`.
    """
    new, events = variant.apply(state, ClockExpired(seat, clock))
    return new, [Event("move", {"seat": seat, "move_type": EXPIRED, "clock": clock}), *events]


def forfeit_due(variant: Variant[Any, Any], state: Any, timed: Mapping[str, Any] | None,
                halted: bool, now: float) -> int | None:
    """The seat that forfeits at ``now`` because its clock has run out (R99): none in a game
    without a clock, over, or held by the director (paused or ended, R206)."""
    if timed is None or halted or variant.is_finished(state):
        return None
    return expired(timed, now)


def check_expiry(variant: Variant[Any, Any], state: Any, timed: Mapping[str, Any] | None,
                 halted: bool, seat: int, clock: str, now: float) -> None:
    """Refuse a clock's forfeit of ``seat`` at ``now`` (a record's, R99) that the service could
    not have applied: in a game without a clock (a scorekeeper game has none), over or held by
    the director, of another kind of clock, or before that seat's running clock ran out.

    Raises:
        IllegalMove: R99.
    """
    def refuse(en: str, it: str) -> IllegalMove:
        return IllegalMove("R99", T(en, it))

    if timed is None:
        raise refuse("a clock's forfeit in a game with no clock",
                     "una sconfitta a tempo in una partita senza orologio")
    if halted or variant.is_finished(state):
        raise refuse("a clock's forfeit while no clock runs: the game is over or paused",
                     "una sconfitta a tempo mentre nessun orologio corre")
    if clock != kind(timed):
        raise refuse(f"a forfeit of a {clock} clock in a game with a {kind(timed)} clock",
                     f"una sconfitta a tempo di un orologio {clock} con un orologio "
                     f"{kind(timed)}")
    out_at = due(timed, seat)
    if out_at is None or out_at > now:
        raise refuse(f"seat {seat}'s clock had not run out then",
                     f"l'orologio del posto {seat} non era scaduto")


def run(timed: Mapping[str, Any] | None, variant: Variant[Any, Any], state: Any, halted: bool,
        mover: int | None, now: float) -> dict[str, Any] | None:
    """The clocks after a change of play at ``now`` (:func:`advance`), ``state`` being the game
    after it: none runs while the director holds the game (R206) or once it is over."""
    if timed is None:
        return None
    return advance(timed, mover, () if halted else variant.to_act(state), now)


def setup(clock: Mapping[str, Any], players: int, to_act: Iterable[int], now: float
          ) -> dict[str, Any]:
    """The clocks of a new game created with the option ``clock`` (already validated: either
    ``per_move`` seconds, or ``total`` seconds with an optional ``increment``); the seats
    awaited first start at ``now``."""
    spec: dict[str, Any] = {k: clock[k] for k in (PER_MOVE, TOTAL, "increment") if k in clock}
    if TOTAL in spec:
        spec.setdefault("increment", 0)
    remaining = [1000 * spec[TOTAL]] * players if TOTAL in spec else None
    state = {"spec": spec, "remaining": remaining, "started": [None] * players}
    return advance(state, None, to_act, now)


def kind(state: Mapping[str, Any]) -> str:
    return TOTAL if TOTAL in state["spec"] else PER_MOVE


def _left(state: Mapping[str, Any], seat: int) -> int:
    """Milliseconds ``seat`` had when its running turn began."""
    if kind(state) == TOTAL:
        left: int = state["remaining"][seat]
        return left
    per_move: int = state["spec"][PER_MOVE]
    return 1000 * per_move


def due(state: Mapping[str, Any], seat: int) -> float | None:
    """The instant ``seat``'s running clock runs out (None: it does not run)."""
    started: float | None = state["started"][seat]
    return None if started is None else started + _left(state, seat) / 1000


def _first(state: Mapping[str, Any]) -> tuple[float, int] | None:
    """When the first running clock runs out, and whose it is (None: none runs)."""
    runs_out = [(at, seat) for seat in range(len(state["started"]))
                if (at := due(state, seat)) is not None]
    return min(runs_out, default=None)


def expired(state: Mapping[str, Any], now: float) -> int | None:
    """The seat whose clock ran out first, if any ran out by ``now``."""
    first = _first(state)
    return first[1] if first is not None and first[0] <= now else None


def deadline(state: Mapping[str, Any]) -> float | None:
    """The instant the first running clock runs out (None: none runs)."""
    first = _first(state)
    return None if first is None else first[0]


def advance(state: Mapping[str, Any], mover: int | None, to_act: Iterable[int], now: float
            ) -> dict[str, Any]:
    """The clocks after a change at ``now`` made by ``mover`` (a move; None for a forfeit):
    the mover's clock stops (a total clock is charged the time used, and credited the
    increment), so does the clock of every seat no longer awaited; the clock of each seat
    awaited that is not running starts. A mover still awaited starts a new turn."""
    awaited = set(to_act)
    total = kind(state) == TOTAL
    started = list(state["started"])
    remaining = list(state["remaining"]) if total else None
    for seat, since in enumerate(started):
        if since is not None and (seat == mover or seat not in awaited):
            if remaining is not None:  # a total clock
                used = round(1000 * (now - since))
                remaining[seat] = max(0, remaining[seat] - used)
                if seat == mover:
                    remaining[seat] += 1000 * state["spec"]["increment"]
            started[seat] = None
        if seat in awaited and started[seat] is None:
            started[seat] = now
    return {"spec": state["spec"], "remaining": remaining, "started": started}


def view(state: Mapping[str, Any], now: float, server_time: str) -> dict[str, Any]:
    """The clocks as every viewer sees them: the settings, each seat's time left now and
    whether its clock runs, and the server's time (so a client can count down by itself)."""
    seats = []
    for seat, since in enumerate(state["started"]):
        left = _left(state, seat)
        if since is not None:
            left = max(0, left - round(1000 * (now - since)))
        seats.append({"seat": seat, "remaining_ms": left, "running": since is not None})
    return {
        "kind": kind(state),
        **{f"{name}_s": value for name, value in state["spec"].items()},
        "seats": seats,
        "running": [s["seat"] for s in seats if s["running"]],
        "server_time": server_time,
    }
