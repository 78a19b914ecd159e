"""The tournament director's wire format: creation fields, decisions, calls.

Shape only: whether a decision applies to the game now is the service's (R200–R219,
docs/rulings/director.md)."""

from __future__ import annotations

import copy
from typing import Any

from marshmallow import ValidationError, fields, validate, validates_schema

from schemas.common import (
    TEXT,
    TEXT_PATTERN,
    Open,
    Strict,
    StrictBoolean,
    WholeNumber,
    plain_text,
    url_field,
)
from schemas.moves import MOVE_SCHEMA, move_doc

#: The decision types (referee.core.director.TYPES), documented in this order.
DECISION_TYPES = ("penalty", "award", "annul", "forfeit", "pause", "resume", "extend", "correct")
#: The fields each decision type takes besides ``type`` and ``reason``; (required, optional).
DECISION_FIELDS: dict[str, tuple[tuple[str, ...], tuple[str, ...]]] = {
    "penalty": (("seat", "points"), ()),
    "award": (("winners",), ("scores",)),
    "annul": ((), ()),
    "forfeit": (("seat",), ()),
    "pause": ((), ()),
    "resume": ((), ()),
    "extend": (("seat", "seconds"), ()),
    "correct": (("version", "move"), ()),
}
MAX_REASON = 500
MAX_MESSAGE = 280
#: Each field's bounds, written once: the schema loads by them, the contract documents them,
#: and a record's replay loads its decisions with this very schema (referee.records.records).
LIMITS = {"seat": (0, 5), "points": (1, 10_000), "scores": (-100_000, 100_000),
          "seconds": (1, 86_400), "version": (2, 10**9), "correction_minutes": (0, 1440)}
#: How many seats an award's lists may name (a game has at most six).
MAX_SEATS = 6


def _range(name: str) -> validate.Range:
    return validate.Range(*LIMITS[name])


def _bounds(name: str) -> dict[str, Any]:
    low, high = LIMITS[name]
    return {"type": "integer", "minimum": low, "maximum": high}


#: The director's fields given together (a creation's, a batch's): the contract says so.
DIRECTOR_RULES = {"director_webhook": ["director_webhook_secret"],
                  "director_webhook_secret": ["director_webhook"]}


class DirectorFields(Strict):
    """What a creation (``POST /v1/games``, ``POST /v1/batches``) takes for a director."""

    director = StrictBoolean(
        metadata={"description": "R200: true gives the game (or every game of a batch) a "
                  "director, whose token (`tokens.director`, a batch's `director_token`) "
                  "decides penalties, awards, annulments, forfeits, pauses, extensions and "
                  "corrections (docs/tournaments.md \"Director\")"})
    correction_minutes = WholeNumber(
        validate=_range("correction_minutes"),
        metadata={"description": "with `director` (else unused): minutes after the end during "
                  "which the director may still decide (default REFEREE_CORRECTION_MINUTES, 30; 0: the "
                  "result is final at the end)"})
    director_webhook = url_field(
        "with `director` (else unused): a URL that gets a signed POST for each call of the "
        "director "
        "(`director_called`); refused as `webhook` is")
    director_webhook_secret = fields.String(
        validate=[validate.Length(16, 256), plain_text],
        metadata={**TEXT, "description": "with `director_webhook`: the key of its HMAC-SHA256 "
                  "signature header; never shown again"})

    class Meta(Strict.Meta):
        json_schema = {"dependentRequired": DIRECTOR_RULES}  # documentation only

    @validates_schema
    def _check_director(self, data: dict[str, Any], **_: Any) -> None:
        if ("director_webhook" in data) != ("director_webhook_secret" in data):
            raise ValidationError({"director_webhook_secret": [
                "give director_webhook and director_webhook_secret together"]})


class _WireMoveField(fields.Field):
    """A move object as ``POST /v1/games/{id}/moves`` takes it (with its ``seat``)."""

    def _deserialize(self, value: Any, attr: Any, data: Any, **kwargs: Any) -> Any:
        if not isinstance(value, dict):
            raise ValidationError("Not a valid mapping type.")
        return MOVE_SCHEMA.load(value)


class DecisionSchema(Strict):
    """A director's decision: its type, the reason everyone is shown, and its fields."""

    type = fields.String(required=True, validate=validate.OneOf(DECISION_TYPES))
    reason = fields.String(required=True, validate=[validate.Length(1, MAX_REASON), plain_text],
                           metadata={**TEXT, "description": "shown to everyone"})
    seat = WholeNumber(validate=_range("seat"),
                       metadata={"description": "penalty, forfeit, extend: the seat"})
    points = WholeNumber(validate=_range("points"),
                         metadata={"description": "penalty: deducted from the seat's total"})
    winners = fields.List(WholeNumber(validate=_range("seat")),
                          validate=validate.Length(0, MAX_SEATS),
                          metadata={"description": "award: the winning seats"})
    scores = fields.List(WholeNumber(validate=_range("scores")),
                         validate=validate.Length(2, MAX_SEATS),
                         metadata={"description": "award: one total per seat"})
    seconds = WholeNumber(validate=_range("seconds"),
                          metadata={"description": "extend: seconds added to the seat's clock"})
    version = WholeNumber(validate=_range("version"),
                          metadata={"description": "correct: the version the move to replace "
                                    "made"})
    move = _WireMoveField(metadata={"description": "correct: the move reported instead, as "
                                    "`POST /v1/games/{id}/moves` takes it, with its `seat`",
                                    "type": "object"})

    @validates_schema
    def _check_fields(self, data: dict[str, Any], **_: Any) -> None:
        kind = data.get("type")
        if kind not in DECISION_FIELDS:
            return
        required, optional = DECISION_FIELDS[kind]
        errors: dict[str, list[str]] = {}
        for name in required:
            if name not in data:
                errors[name] = [f"a {kind} decision needs {name!r}"]
        for name in data:
            if name not in ("type", "reason", *required, *optional):
                errors[name] = [f"a {kind} decision takes no {name!r}"]
        if errors:
            raise ValidationError(errors)


def decision_doc() -> dict[str, Any]:
    """The decision body as the contract documents it: one schema per type, told apart by
    ``type``, each with exactly its fields (what :class:`DecisionSchema` loads)."""
    seat = _bounds("seat")
    known: dict[str, Any] = {
        "seat": seat,
        "points": _bounds("points"),
        "winners": {"type": "array", "items": seat, "maxItems": MAX_SEATS},
        "scores": {"type": "array", "minItems": 2, "maxItems": MAX_SEATS,
                   "items": _bounds("scores")},
        "seconds": _bounds("seconds"),
        "version": _bounds("version"),
        "move": move_doc(refs=True),
    }
    reason = {"type": "string", "minLength": 1, "maxLength": MAX_REASON,
              "pattern": TEXT_PATTERN, "description": "shown to everyone"}
    schemas = []
    for kind in DECISION_TYPES:
        required, optional = DECISION_FIELDS[kind]
        schemas.append({
            "type": "object", "title": f"{kind} decision",
            # Copies: the YAML of one object met twice would be an anchor and an alias.
            "properties": copy.deepcopy({
                "type": {"type": "string", "enum": [kind]}, "reason": reason,
                **{name: known[name] for name in (*required, *optional)}}),
            "required": ["type", "reason", *required],
            "additionalProperties": False,
        })
    return {"oneOf": schemas, "description": "A decision (docs/tournaments.md \"Director\")"}


class DecisionRefSchema(Strict):
    """A decision by its id and type (the view's and the result's ``decisions``)."""

    id = fields.String(required=True, metadata={"example": "d1"})
    type = fields.String(required=True, validate=validate.OneOf(DECISION_TYPES))


class DecisionViewSchema(Open):
    """A decision as its reader may see it (a correction's move: its seat and the table)."""

    id = fields.String(required=True, metadata={"example": "d1"})
    type = fields.String(required=True, validate=validate.OneOf(DECISION_TYPES))
    reason = fields.String(required=True)
    at = fields.String(required=True)
    version = fields.Integer(required=True, metadata={"description": "the version it made"})


class DecisionReplySchema(Strict):
    decision = fields.Nested(DecisionViewSchema, required=True)
    version = fields.Integer(required=True)


class DecisionsSchema(Strict):
    decisions = fields.List(fields.Nested(DecisionViewSchema), required=True)


class CallSchema(Strict):
    """A call of the director."""

    message = fields.String(required=True, validate=[validate.Length(1, MAX_MESSAGE), plain_text],
                            metadata={**TEXT, "description": "seen only by the director and "
                                      "the caller"})


class CallViewSchema(Strict):
    id = fields.String(required=True, metadata={"example": "c1"})
    seat = fields.Integer(required=True, allow_none=True,
                          metadata={"description": "null: the table token called"})
    message = fields.String(required=True)
    at = fields.String(required=True)
    version = fields.Integer(required=True)


class CallReplySchema(Strict):
    call = fields.Nested(CallViewSchema, required=True)
    version = fields.Integer(required=True)


class CallsSchema(Strict):
    calls = fields.List(fields.Nested(CallViewSchema), required=True)
