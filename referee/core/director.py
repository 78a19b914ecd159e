"""The tournament director's decisions (docs/rulings/director.md R200–R219).

A decision is a change of play of its own: :func:`decide` makes it of the game as it stands
(the engine's state, the service's record, the clocks) and returns what the game becomes and the
events to log; :class:`referee.core.directing.Directing` commits it through
:meth:`referee.core.games.GameService.commit` like a move. Each decision is kept in the game's
record (``GameRecord.decisions``) in the form its ``decision`` event is stored (public fields,
and a correction's move as a secret part for its seat: G3, R210), so one redaction
(:func:`variants.base.redact_event`) shows it to each reader.

What a decision changes beyond the engine is read back from the record by the functions here:
:func:`verdict` (a game awarded or annulled is over, R203/R204), :func:`halted` (no move, no
bot, no clock while paused, R206), :func:`decided` (the result as decided: penalties, awards,
annulment, R202–R204) and :func:`amend_view`. Pure: no Flask, no store.

Whether a decision or a call may happen to a game in a given state is said once, here:
:func:`check_period` (R201), :func:`decide` (R202–R208), :func:`check_call` (R209),
:func:`check_play` (a move while the director holds the game); the live routes
(:mod:`referee.core.directing`) and a record's replay (:func:`referee.records.records.verify`)
both call them, so a record verifies only if the service could have made it.
"""

from __future__ import annotations

import hmac
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any

from referee.core import clocks as clock_rules
from referee.core.game_record import GameRecord
from referee.core.stamps import epoch, iso
from referee.core.tabletop import NOT_SCOREKEPT, LoggedMove, Undo, live_moves, restarted
from variants.base import (
    ALL,
    Event,
    IllegalMove,
    Move,
    RuleViolation,
    Secret,
    Variant,
    Viewer,
    redact_event,
)
from variants.i18n import T

#: The event each decision logs, and the one a call of the director logs.
DECISION = "decision"
CALLED = "director_called"
TYPES = ("penalty", "award", "annul", "forfeit", "pause", "resume", "extend", "correct")
#: How a game the director ended stands (the result's ``outcome``; ``played`` otherwise).
ADJUDICATED, ANNULLED, PLAYED = "adjudicated", "annulled", "played"

GAME_OVER = T("the game is over: the director ended it", "la partita è finita: l'ha chiusa l'arbitro")
#: The rule each decision type applies (docs/rulings/director.md): what a replay names when a
#: record holds a decision of that type the service would have refused.
RULE_OF = {"penalty": "R202", "award": "R203", "annul": "R204", "forfeit": "R205",
           "pause": "R206", "resume": "R206", "extend": "R207", "correct": "R208"}
#: How many calls a seat (or the table) may make in any 60 seconds (R209).
CALLS_PER_MINUTE = 3


class DirectorConflict(RuleViolation):
    """A request the game's state refuses for now, not for ever (409 with the rule): a move
    while the director has paused the game (R206), a decision after the correction period
    closed (R201)."""


class TooManyCalls(Exception):
    """A seat called the director more often than :data:`CALLS_PER_MINUTE` (R209): 429."""

    def __init__(self, retry_after: int) -> None:
        super().__init__(f"at most {CALLS_PER_MINUTE} calls of the director a minute; retry in "
                         f"{retry_after} s")
        self.retry_after = retry_after
        self.rule = "R209"


# ----------------------------------------------------------------------------------------------
# What the record says


def verdict(record: GameRecord) -> str | None:
    """``adjudicated`` or ``annulled`` when the director's last award or annulment ended the
    game (R203, R204); None otherwise."""
    found = None
    for decision in record.decisions or ():
        if decision["type"] == "award":
            found = ADJUDICATED
        elif decision["type"] == "annul":
            found = ANNULLED
    return found


def director_ended(record: GameRecord) -> bool:
    """Whether the director ended the game: an award or an annulment stands (R203, R204).
    (Most games have no decision: their record says so without a look at the list.)"""
    return record.decisions is not None and verdict(record) is not None


def halted(record: GameRecord) -> bool:
    """Whether nothing may be played now: the director paused the game (R206), or ended it
    (R203, R204). No move, no computer player, no clock's forfeit."""
    return record.paused_at is not None or director_ended(record)


def ends_play(event: Mapping[str, Any]) -> bool:
    """Whether a logged event is the director's award or annulment, which ends the game with no
    ``game_ended`` of its rules (R203, R204): a live stream ends there as at ``game_ended``."""
    return event["type"] == DECISION and event["decision"]["type"] in ("award", "annul")


def ended(variant: Variant[Any, Any], state: Any, record: GameRecord) -> bool:
    """Whether the game is over: by its rules, or by the director's award or annulment."""
    return variant.is_finished(state) or director_ended(record)


def closes_at(record: GameRecord, updated_at: str) -> float:
    """When the correction period of an ended game closes (service clock, R201): its end
    (``record.ended_at``, else the last change, which was the end) and its minutes."""
    end = record.ended_at or updated_at
    return epoch(end) + 60 * (record.correction_minutes or 0)


def is_final(variant: Variant[Any, Any], state: Any, record: GameRecord, updated_at: str,
             now: float) -> bool:
    """Whether the game's result is final: it has ended and its correction period is closed
    (a game without a director: at its end)."""
    if not ended(variant, state, record):
        return False
    return record.director is None or now >= closes_at(record, updated_at)


def with_end(record: GameRecord, was_ended: bool, updated_at: str) -> GameRecord:
    """``record`` noting when the game ended, at the director's first change after its end
    (the change moves ``updated_at`` on, which until then was the end)."""
    if was_ended and record.ended_at is None:
        return replace(record, ended_at=updated_at)
    return record


def reads(record: GameRecord, presented: str) -> bool:
    """Whether the token whose digest is ``presented`` is the director's (who reads the game
    as a spectator, R210), compared in constant time."""
    return record.director is not None and hmac.compare_digest(presented, record.director)


def directed(record: GameRecord) -> bool:
    """Whether the game has a director (R200): only such a game takes decisions and calls."""
    return record.director is not None


def check_period(variant: Variant[Any, Any], state: Any, record: GameRecord, updated_at: str,
                 now: float) -> None:
    """Refuse a decision once the correction period of the ended game has closed (R201).

    Raises:
        DirectorConflict: R201.
    """
    if ended(variant, state, record) and is_final(variant, state, record, updated_at, now):
        raise DirectorConflict("R201", T(
            "the correction period has closed: the result is final",
            "il periodo di correzione è chiuso: il risultato è definitivo"))


def check_play(record: GameRecord) -> None:
    """Refuse a move while the director holds the game.

    Raises:
        IllegalMove: G6 once the director ended the game. DirectorConflict: R206 while paused.
    """
    if director_ended(record):
        raise IllegalMove("G6", GAME_OVER)
    if record.paused_at is not None:
        raise DirectorConflict("R206", T(
            "the director has paused the game: no move until it is resumed",
            "l'arbitro ha sospeso la partita: nessuna mossa finché non riprende"))


def shown(decision: Mapping[str, Any], viewer: Viewer) -> dict[str, Any]:
    """A decision as ``viewer`` may see it (a correction's move: its seat and the table, R210)."""
    return redact_event(decision, viewer)


def listing(record: GameRecord) -> list[dict[str, str]]:
    """The decisions by id and type (the view's and the result's ``decisions``)."""
    return [{"id": d["id"], "type": d["type"]} for d in record.decisions or ()]


# ----------------------------------------------------------------------------------------------
# The result as decided


def ranking(winners: Sequence[int], scores: Sequence[int], players: Sequence[str]
            ) -> list[dict[str, Any]]:
    """Winners first, then by total, highest first; equal places share a rank."""

    def key(seat: int) -> tuple[bool, int]:
        return seat not in winners, -scores[seat]

    order = sorted(range(len(players)), key=lambda seat: (*key(seat), seat))
    return [{"rank": 1 + sum(key(other) < key(seat) for other in order), "seat": seat,
             "name": players[seat], "score": scores[seat]} for seat in order]


def penalties(decisions: Sequence[Mapping[str, Any]], players: int) -> list[int]:
    """The points each seat has been penalised (R202)."""
    out = [0] * players
    for decision in decisions:
        if decision["type"] == "penalty":
            out[decision["seat"]] += decision["points"]
    return out


def decided(winners: Sequence[int], scores: Sequence[int], players: Sequence[str],
            decisions: Sequence[Mapping[str, Any]]) -> dict[str, Any]:
    """The standings as decided: the rules' ``winners`` and ``scores`` with the decisions
    applied in order (R202 a penalty deducts, R203 an award replaces, R204 an annulment voids),
    the ranking recomputed; with ``outcome`` and ``decisions`` when there are any."""
    won, totals = list(winners), list(scores)
    outcome = PLAYED
    for decision in decisions:
        kind = decision["type"]
        if kind == "penalty":
            totals[decision["seat"]] -= decision["points"]
        elif kind == "award":
            won = sorted(decision["winners"])
            if decision.get("scores") is not None:
                totals = list(decision["scores"])
            outcome = ADJUDICATED
        elif kind == "annul":
            won, outcome = [], ANNULLED
    void = outcome == ANNULLED
    out: dict[str, Any] = {
        "winners": won, "scores": [] if void else totals,
        "ranking": [] if void else ranking(won, totals, players),
    }
    if decisions:
        out["outcome"] = outcome
        out["decisions"] = [{"id": d["id"], "type": d["type"]} for d in decisions]
    return out


def amend_view(out: dict[str, Any], record: GameRecord, paused_at: float | None) -> None:
    """The engine's view ``out`` of a game with a director, as decided: its director fields,
    totals less penalties (R202), and a game the director ended shown ended (R203, R204)."""
    decisions = record.decisions or ()
    out["director"] = True
    out["paused"] = paused_at is not None
    out["decisions"] = listing(record)
    lost = penalties(decisions, len(record.players))
    if any(lost):
        for seat, score in enumerate(out.get("scores") or ()):
            if isinstance(score, dict) and "total" in score:
                out["scores"][seat] = {**score, "total": score["total"] - lost[seat],
                                       "penalty": lost[seat]}
    ending = verdict(record) if decisions else None
    if ending is not None:
        result = decided(out.get("winners") or [], [s.get("total", 0) for s in out["scores"]],
                         record.players, [d for d in decisions if d["type"] != "penalty"])
        out.update(status="finished", to_act=[], winners=result["winners"], outcome=ending)


# ----------------------------------------------------------------------------------------------
# Making a decision


@dataclass(frozen=True)
class Decided:
    """What a decision makes of a game: its state, the events to log, its record and clocks."""

    state: Any
    events: list[Event]
    record: GameRecord
    clocks: dict[str, Any] | None
    decision: dict[str, Any]


def refuse(rule: str, en: str, it: str, field: str | None = None) -> IllegalMove:
    return IllegalMove(rule, T(en, it), field=field)


def _seat(variant: Variant[Any, Any], state: Any, seat: Any) -> int:
    if type(seat) is not int or not 0 <= seat < variant.seats(state):
        raise refuse("G1", f"the game has no seat {seat}", f"la partita non ha il posto {seat}",
                     "seat")
    return seat


def decide(
    variant: Variant[Any, Any],
    state: Any,
    record: GameRecord,
    timed: dict[str, Any] | None,
    body: Mapping[str, Any],
    *,
    number: int,
    version: int,
    now: float,
    tabletop: bool,
    stored: Callable[[], Sequence[Mapping[str, Any]]] = tuple,
    move: Move | Undo | None = None,
) -> Decided:
    """The decision ``body`` (loaded: ``type``, ``reason`` and its fields) made now as the
    game's ``number``-th, at ``version``. ``stored`` gives the game's log as stored (a
    correction replays it); ``move`` is a correction's move, built for its seat.

    Raises:
        IllegalMove: the decision does not apply to this game now (its rule, R202–R208; a
            correction that no longer replays: the first move that fails, with its rule).

    The live route (:class:`referee.core.directing.Directing`) and a record's replay
    (:func:`referee.records.records.verify`) both decide through here, after
    :func:`check_period`, so a record holds only decisions the service could have made.
    """
    kind = body["type"]
    over = ended(variant, state, record)
    decision: dict[str, Any] = {"id": f"d{number}", "type": kind, "reason": body["reason"],
                                "at": iso(now), "version": version}
    events: list[Event] = []
    new_state, new_clocks, paused_at = state, timed, record.paused_at
    if kind in ("forfeit", "pause", "resume", "extend") and over:
        raise refuse("R205" if kind == "forfeit" else "R206",
                     f"the game is over: a {kind} applies only while it is played (an award "
                     "changes the result of an ended game)",
                     f"la partita è finita: {kind} vale solo mentre si gioca (un'assegnazione "
                     "cambia il risultato di una partita finita)")
    if kind == "penalty":
        seat = _seat(variant, state, body.get("seat"))
        if verdict(record) == ANNULLED:
            raise refuse("R202", "the game is annulled: it has no score to deduct from",
                         "la partita è annullata: non ha punteggio da cui togliere")
        decision.update(seat=seat, points=body["points"])
    elif kind == "award":
        players = len(record.players)
        winners = sorted(set(body.get("winners") or ()))
        for seat in winners:
            _seat(variant, state, seat)
        decision["winners"] = winners
        if body.get("scores") is not None:
            if len(body["scores"]) != players:
                raise refuse("R203", f"an award's scores give one total per seat ({players})",
                             f"i punteggi di un'assegnazione sono uno per posto ({players})",
                             "scores")
            decision["scores"] = list(body["scores"])
    elif kind == "annul":
        pass
    elif kind == "forfeit":
        seat = _seat(variant, state, body.get("seat"))
        decision["seat"] = seat
        # R205: the seat loses as by its game's forfeit rule (R95–R98), no-show or misconduct.
        new_state, caused = variant.forfeit(state, seat)
        events = caused
    elif kind in ("pause", "resume", "extend"):
        if timed is None:
            raise refuse("R206" if kind != "extend" else "R207",
                         f"a {kind} applies to a game with a clock; this one has none",
                         f"{kind} vale per una partita con orologio; questa non ne ha")
        if kind == "pause":
            if paused_at is not None:
                raise refuse("R206", "the game is paused already", "la partita è già sospesa")
            paused_at = now
        elif kind == "resume":
            if paused_at is None:
                raise refuse("R206", "the game is not paused", "la partita non è sospesa")
            paused_at = None
        else:
            seat = _seat(variant, state, body.get("seat"))
            new_clocks = extended(timed, seat, body["seconds"])
            decision.update(seat=seat, seconds=body["seconds"])
    elif kind == "correct":
        if not tabletop:
            raise IllegalMove("R208", NOT_SCOREKEPT)
        if not isinstance(move, Move):
            raise refuse("R208", "a correction replaces a move by another move, not by an "
                         "undo", "una correzione sostituisce una mossa con un'altra mossa",
                         "move")
        new_state, replaced = corrected(variant, state, stored(), body["version"], move)
        if over and not variant.is_finished(new_state):
            raise refuse("R208", "the correction would reopen an ended game: award it instead",
                         "la correzione riaprirebbe una partita finita: assegnala invece")
        decision.update(corrected_version=replaced.version, seat=move.seat,
                        move_type=move.TYPE, replaced_move_type=replaced.move_type)
        secret = {"to": [move.seat], "fields": {"move": move.to_dict()}}
        decision["secret"] = [secret]
    public = {k: v for k, v in decision.items() if k != "secret"}
    secrets = tuple(Secret(tuple(s["to"]), {"decision": {**public, **s["fields"]}})
                    for s in decision.get("secret", ()))
    new_record = replace(record, decisions=(*(record.decisions or ()), decision),
                         paused_at=paused_at)
    return Decided(new_state, [Event(DECISION, {"decision": public}, secrets), *events],
                   new_record, new_clocks, decision)


def extended(timed: Mapping[str, Any], seat: int, seconds: int) -> dict[str, Any]:
    """The clocks with ``seconds`` given to ``seat`` (R207): on a total clock, added to its
    time left; on a per-move clock, to its running turn.

    Raises:
        IllegalMove: R207 for a per-move clock that is not running.
    """
    out = {**timed, "started": list(timed["started"])}
    if clock_rules.kind(timed) == clock_rules.TOTAL:
        remaining = list(timed["remaining"])
        remaining[seat] += 1000 * seconds
        out["remaining"] = remaining
    elif timed["started"][seat] is None:
        raise refuse("R207", f"seat {seat}'s per-move clock is not running: there is no turn "
                     "to extend", f"l'orologio per mossa del posto {seat} non corre")
    else:
        out["started"][seat] = timed["started"][seat] + seconds
    return out


def corrected(variant: Variant[Any, Any], state: Any, stored: Sequence[Mapping[str, Any]], version: Any,
              move: Move) -> tuple[Any, LoggedMove]:
    """A scorekeeper game with the move reported at ``version`` replaced by ``move`` and every
    later move replayed on top (R208): the new state and the move replaced.

    Raises:
        IllegalMove: R208 when no move standing was reported at ``version``; the rule of the
            first move that no longer fits (the correction itself or a later one), naming it.
    """
    start = restarted(variant, state, redact_event(stored[0], None))
    new, replaced, _ = replace_move(variant, start, live_moves(variant, stored), version, move)
    return new, replaced


def replace_move(variant: Variant[Any, Any], start: Any, live: Sequence[LoggedMove], version: Any,
                 move: Move) -> tuple[Any, LoggedMove, list[LoggedMove]]:
    """``start`` played through the moves ``live`` with the one made at ``version`` replaced by
    ``move`` (R208): the state, the move replaced and the moves standing now.

    Raises:
        IllegalMove: as :func:`corrected`.
    """
    at = next((i for i, m in enumerate(live) if m.version == version), None)
    if at is None:
        raise refuse("R208", f"no move standing was reported at version {version}",
                     f"nessuna mossa valida è stata riportata alla versione {version}", "version")
    replaced = live[at]
    standing = [*live[:at], LoggedMove(replaced.seq, replaced.version, move.seat, move.TYPE, move),
                *live[at + 1:]]
    new = start
    for logged in standing:
        try:
            new, _ = variant.apply(new, logged.move)
        except IllegalMove as exc:
            which = "the correction" if logged.version == version else "the move"
            raise IllegalMove(exc.rule, T(
                f"{which} at version {logged.version} (seat {logged.seat}, {logged.move_type}) "
                f"no longer fits: {exc.text.en}",
                f"la mossa alla versione {logged.version} (posto {logged.seat}, "
                f"{logged.move_type}) non sta più: {exc.text.it}"),
                field="version" if logged.version == version else "move") from None
    return new, replaced, standing


# ----------------------------------------------------------------------------------------------
# Calls


def call_event(call: Mapping[str, Any]) -> Event:
    """The event a call of the director logs: who called, for everyone. The message is in no
    event (a finished game's record shows every event whole): only the director and the caller
    read it, in the calls (R210)."""
    return Event(CALLED, {"call": {"id": call["id"], "seat": call["seat"]}})


def check_call(record: GameRecord, seat: int | None, now: float) -> None:
    """Refuse a call by ``seat`` (None: the table) at ``now`` when it has called
    :data:`CALLS_PER_MINUTE` times in the 60 seconds before (R209). The count is the game's own
    record of its calls, so the live route checks it inside the commit that adds the call (a
    concurrent call loses the compare-and-set and is checked again), and a replay checks a
    record's calls by their time stamps alike.

    Raises:
        TooManyCalls: R209, with the seconds until the oldest of those calls is a minute old.
    """
    recent = sorted(epoch(call["at"]) for call in record.calls or ()
                    if call["seat"] == seat and now - epoch(call["at"]) < 60)
    if len(recent) >= CALLS_PER_MINUTE:
        raise TooManyCalls(max(1, int(-(-(recent[-CALLS_PER_MINUTE] + 60 - now) // 1))))


def called(record: GameRecord, seat: int | None, message: str, now: float, version: int
           ) -> tuple[GameRecord, dict[str, Any]]:
    """The record with the call of ``seat`` made at ``now`` as the game's ``version``, and
    the call (R209).

    Raises:
        TooManyCalls: as :func:`check_call`.
    """
    check_call(record, seat, now)
    call = {"id": f"c{len(record.calls or ()) + 1}", "seat": seat, "message": message,
            "at": iso(now), "version": version}
    return replace(record, calls=(*(record.calls or ()), call)), call


def everything(decisions: Sequence[Mapping[str, Any]]) -> list[dict[str, Any]]:
    """The decisions as whoever may see everything sees them (a finished game's record)."""
    return [shown(d, ALL) for d in decisions]
