"""``/v1/rules``: stateless rulings. Anyone may ask, with no token and no game; nothing is
stored. Each reply explains itself line by line, in the ``Accept-Language`` asked for (English
by default), and says so with ``Content-Language`` and ``Vary: Accept-Language``."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from flask import Response
from flask_smorest import Blueprint
from werkzeug.exceptions import HTTPException

from referee.api.common import json_response, problems
from referee.errors import field_problem, in_language, language, problem, rule_problem
from schemas.rules import (
    CaptureRequestSchema,
    CaptureRulingSchema,
    CountRequestSchema,
    CountRulingSchema,
    PlayRequestSchema,
    PlayRulingSchema,
    ScoreRequestSchema,
    ScoreRulingSchema,
    TrickRequestSchema,
    TrickRulingSchema,
    localize,
)
from variants.base import RuleViolation
from variants.emotrions import rulings as emotrions
from variants.four_aces import rulings as four_aces
from variants.pareo import rulings as pareo
from variants.rulings import Ruling

blp = Blueprint(
    "rules", __name__, url_prefix="/v1/rules",
    description="Stateless rulings: resolve a trick or a play, score piles, check a capture, "
    "count a round; no game, nothing stored",
)

LANGUAGE_HEADERS = {
    "Content-Language": {"description": "`en` or `it`, as `Accept-Language` asked",
                         "schema": {"type": "string"}},
}


def _reply(ruling: Ruling) -> Response:
    lang = language()
    return in_language(json_response(ruling.to_dict(lang)), lang)


@blp.errorhandler(RuleViolation)
def _broken_rule(exc: RuleViolation):
    # Input that no table can show: 422 with the rule, and the field it comes from.
    return rule_problem(422, exc, kind="impossible-input", title="The input breaks a rule",
                        field=exc.field)


@blp.errorhandler(400)
def _malformed(exc: HTTPException):
    """Field errors (webargs) in the caller's language; other 400s as everywhere else."""
    data = getattr(exc, "data", None) or {}
    messages = data.get("messages")
    if messages is None:
        return problem(400, exc.description or "Malformed request")
    return field_problem(messages, language(), localize)


def ruling(path: str, schema: type, reply: type) -> Callable:
    """Route and document one ruling (rate limited like every /v1 request, referee.limits)."""

    def decorate(func: Callable) -> Callable:
        func = problems(blp, 400, 413, 422)(func)
        func = blp.response(200, reply, headers=LANGUAGE_HEADERS)(func)
        func = blp.arguments(schema, error_status_code=400)(func)
        return blp.route(path, methods=["POST"])(func)

    return decorate


@ruling("/emotrions/trick", TrickRequestSchema, TrickRulingSchema)
def emotrions_trick(body: dict[str, Any]):
    """Resolve an Emotrions trick

    From its stakes in staking order (clockwise from the leader): the winner or null, whether
    Hunger ate it, each stake's strength (E3.4) and whether it is a pass (E3.8), and where the
    cards go (`pile` or `discard`), as a game's `trick_resolved` event says.
    """
    stakes = [(s["seat"], s["cards"]) for s in body["stakes"]]
    return _reply(emotrions.resolve_trick(stakes, body.get("players"), body.get("decks")))


@ruling("/emotrions/score", ScoreRequestSchema, ScoreRulingSchema)
def emotrions_score(body: dict[str, Any]):
    """Score Emotrions won piles

    Each seat's hand score (E4.2) and the hand winners (E4.3), as a game's `hand_ended` event
    says; with `totals`, the game scores after the hand.
    """
    return _reply(emotrions.score_piles(body["piles"], body.get("decks"), body.get("totals")))


@ruling("/pareo/play", PlayRequestSchema, PlayRulingSchema)
def pareo_play(body: dict[str, Any]):
    """Resolve an Emotrions Pareo play

    An attack and an answer (or a decline): what the answer is (P3), the advantaged side, the
    table's value V and who takes the cards (P4), as a game's `play_resolved` event says.
    """
    return _reply(pareo.resolve_play(body["attack"], body["answer"], body.get("challenger")))


@ruling("/four-aces/capture", CaptureRequestSchema, CaptureRulingSchema)
def four_aces_capture(body: dict[str, Any]):
    """Check a 4 Aces capture

    Whether the capture is legal (A6.1, or the rule it breaks: an illegal capture is a verdict,
    not an error), whether it is a Piuma (A6.2), whether an Interruption may follow it (A7.1),
    whether the card could be dropped instead, and optionally every capture it could make.
    """
    return _reply(four_aces.check_capture(
        body["table"], body["card"], body["take"], body.get("joker_value"),
        after_piuma=body["after_piuma"], just_interrupted=body["just_interrupted"],
        all_captures=body["all_captures"],
    ))


@ruling("/four-aces/count", CountRequestSchema, CountRulingSchema)
def four_aces_count(body: dict[str, Any]):
    """Count a 4 Aces round

    From each side's pile (a player's; a pair's in `teams`), its Piumas and the cards removed by
    Interruptions: columns (A8.1), the ranking (A8.2), placement points (A8.3), VP lines (A9.1),
    an early win (A9.2, A9.3); with `totals`, the match (A9.4). As a game's `round_ended` says.
    """
    return _reply(four_aces.count(body["mode"], body["piles"], body.get("piumas"),
                                  body.get("removed", ()), body.get("totals")))
