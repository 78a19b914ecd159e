"""Tournaments on the wire: records, their verification, signed results, keys, batches."""

from __future__ import annotations

from typing import Any

from marshmallow import ValidationError, fields, pre_load, validate

from schemas.bodies import create_field_doc
from schemas.common import TEXT, Open, Strict, StrictBoolean, WholeNumber, plain_text
from schemas.director import DecisionRefSchema, DirectorFields
from schemas.games import CreateGameSchema, RecordEventSchema, TokensSchema

#: The most games one batch may create (a tournament round).
MAX_BATCH = 500


class RecordDealSchema(Open):
    source = fields.String(required=True, metadata={"description": "as the view's deal_source"})
    commitment = fields.String(
        allow_none=True, required=True,
        metadata={"description": "SHA-256 of the secret seed, published at creation (G2)"},
    )
    start = fields.Dict(allow_none=True, metadata={"description": "a given first leader/dealer"})
    seed = fields.String(metadata={"description": "once the game has ended only: the seed "
                                   "(docs/fairness.md derives every deal and pick from it)"})
    deals = fields.List(fields.Dict(), metadata={"description": "once the game has ended only: "
                                                 "the explicit deals it was created with"})


class RecordMoveSchema(Open):
    seq = fields.Integer(required=True, metadata={"description": "its `move` event's seq"})
    version = fields.Integer(required=True, metadata={"description": "the version it led to"})
    at = fields.String(required=True)
    seat = fields.Integer(required=True)
    move_type = fields.String(required=True)
    move = fields.Dict(metadata={"description": "the move object, where the reader may see it"})


class DeliverySchema(Strict):
    attempt = fields.Integer(required=True)
    at = fields.String(required=True)
    status = fields.Integer(allow_none=True, required=True,
                            metadata={"description": "the receiver's HTTP status"})
    error = fields.String(allow_none=True, required=True)
    outcome = fields.String(required=True,
                            validate=validate.OneOf(["delivered", "retrying", "given up"]))
    next_at = fields.String(metadata={"description": "when retrying: the next try"})


class RecordWebhookSchema(Strict):
    origin = fields.String(required=True, metadata={"description": "the receiver's origin"})
    deliveries = fields.List(fields.Nested(DeliverySchema), required=True)


class RankSchema(Strict):
    rank = WholeNumber(required=True, metadata={"description": "1 for the winners; equal "
                                                "places share a rank"})
    seat = WholeNumber(required=True)
    name = fields.String(required=True)
    score = WholeNumber(required=True, metadata={"description": "the game total"})


class ResultSchema(Strict):
    """A finished game's standings, as signed (docs/tournaments.md)."""

    game = fields.String(required=True)
    variant = fields.String(required=True)
    rules_version = WholeNumber(required=True)
    players = fields.List(fields.String(), required=True)
    version = WholeNumber(required=True, metadata={"description": "the final version"})
    ended_at = fields.String(required=True)
    winners = fields.List(WholeNumber(), required=True)
    scores = fields.List(WholeNumber(), required=True, metadata={"description": "per seat"})
    ranking = fields.List(fields.Nested(RankSchema), required=True)
    log_sha256 = fields.String(
        required=True,
        metadata={"description": "SHA-256 of the canonical JSON of the record's `events`"},
    )
    deal_commitment = fields.String()
    outcome = fields.String(validate=validate.OneOf(["played", "adjudicated", "annulled"]),
                            metadata={"description": "a game with decisions: as the director "
                                      "left it (R203, R204)"})
    decisions = fields.List(fields.Nested(DecisionRefSchema), metadata={
        "description": "the director's decisions, in order (R200–R212)"})
    final = StrictBoolean(metadata={"description": "a game with a director: true once its "
                                     "correction period has closed (R201)"})


class RecordDirectorSchema(Strict):
    correction_minutes = fields.Integer(required=True, metadata={
        "description": "minutes after the end during which the director may still decide "
                       "(R201; 0: final at the end)"})


#: What a record carries of its rules beyond the options (R216): the record's own fields, read
#: by its replay (a record written before them lacks them; its verification says what it could
#: not check).
_DIRECTOR_DOC = ("the game's director (R200): its `correction_minutes` (R201); null: the game "
                 "has none. Its decisions and calls are replayed under it")
_CLOCK_DOC = ("the game's clock as created (`per_move`, or `total` and `increment`, seconds); "
              "null: none. Its clock's forfeits (R99), pauses (R206) and extensions (R207) are "
              "replayed under it")


class RecordSchema(Strict):
    """A game record (docs/tournaments.md). Active: what the caller may see. Finished
    (`complete`): everything, the seed included."""

    format = fields.String(required=True, metadata={"example": "referee-record/1"})
    id = fields.String(required=True)
    variant = fields.String(required=True)
    rules_version = fields.Integer(required=True)
    players = fields.List(fields.String(), required=True)
    options = fields.Dict(allow_none=True, required=True)
    preset = fields.String(allow_none=True, required=True)
    status = fields.String(required=True, validate=validate.OneOf(["active", "finished"]))
    complete = fields.Boolean(required=True, metadata={
        "description": "true once the game has ended: the record holds everything"})
    role = fields.String(required=True, metadata={
        "description": "whose sight the record has: `all`, `seat N`, `table` or `spectator`"})
    created_at = fields.String(required=True)
    ended_at = fields.String(allow_none=True, required=True)
    version = fields.Integer(required=True, metadata={"description": "the last event's version"})
    deal = fields.Nested(RecordDealSchema, required=True)
    director = fields.Nested(RecordDirectorSchema, required=True, allow_none=True,
                             metadata={"description": _DIRECTOR_DOC})
    clock = fields.Dict(required=True, allow_none=True, metadata={"description": _CLOCK_DOC})
    moves = fields.List(fields.Nested(RecordMoveSchema), required=True)
    decisions = fields.List(fields.Dict(), metadata={
        "description": "the director's decisions as the reader may see them (R210); "
        "verification replays them with the moves"})
    calls = fields.List(fields.Dict(), metadata={
        "description": "the calls of the director: `id`, `seat`, `version`, `at` (never the "
        "message, R210)"})
    events = fields.List(fields.Nested(RecordEventSchema), required=True, metadata={
        "description": "active: redacted for the caller; finished: as stored, each hidden part "
                       "in `secret` with the seats it was shown to"})
    result = fields.Nested(ResultSchema, allow_none=True, required=True)
    webhook = fields.Nested(RecordWebhookSchema)


class RecordQuerySchema(Strict):
    format = fields.String(
        load_default="full", validate=validate.OneOf(["full", "compact"]),
        metadata={"description": "`compact`: a finished game's compact record (seed or deals, "
                  "moves, signed result; no events)"},
    )


class CompactMoveSchema(Open):
    version = fields.Integer(required=True, metadata={"description": "the version it led to"})
    at = fields.String(required=True)
    seat = fields.Integer(required=True)
    move = fields.Dict(metadata={"description": "the move object (absent for a clock's "
                                 "forfeit, whose `move_type` is `clock_expired`)"})
    move_type = fields.String(metadata={"description": "only where it is not `move.type`"})


class CompactRecordSchema(Strict):
    """A finished game's compact record (docs/tournaments.md): what defines the game and its
    signed result; the events are the replay's."""

    format = fields.String(required=True, metadata={"example": "referee-record-compact/1"})
    id = fields.String(required=True)
    variant = fields.String(required=True)
    rules_version = fields.Integer(required=True)
    players = fields.List(fields.String(), required=True)
    options = fields.Dict(allow_none=True, required=True)
    preset = fields.String(allow_none=True, required=True)
    created_at = fields.String(required=True)
    ended_at = fields.String(required=True)
    version = fields.Integer(required=True, metadata={"description": "the last event's version"})
    deal = fields.Nested(RecordDealSchema, required=True)
    director = fields.Nested(RecordDirectorSchema, required=True, allow_none=True,
                             metadata={"description": _DIRECTOR_DOC})
    clock = fields.Dict(required=True, allow_none=True, metadata={"description": _CLOCK_DOC})
    moves = fields.List(fields.Nested(CompactMoveSchema), required=True)
    decisions = fields.List(fields.Dict(), metadata={"description": "the director's "
                            "decisions, as the full record holds them (R210)"})
    calls = fields.List(fields.Dict(), metadata={"description": "the calls of the director, "
                        "as the full record holds them"})
    result = fields.Nested("SignedResultSchema", required=True, metadata={
        "description": "as `GET /v1/games/{id}/result` gives it"})


class RecordInputSchema(Open):
    """A record to verify: a finished game's record as `GET /v1/games/{id}/record` gave it.
    Only its shape as a JSON object with a `format` is checked here; what it holds is the
    verification's to judge (an answer naming the first discrepancy, not a 400)."""

    format = fields.String(required=True, validate=plain_text,
                           metadata={"example": "referee-record/1", **TEXT})

    @pre_load
    def _not_a_signed_result(self, data: Any, **_: Any) -> Any:
        # A signed result has no format but a signature: name the route that checks it.
        if isinstance(data, dict) and "format" not in data and "signature" in data:
            raise ValidationError("this is a signed result, not a record: check it with "
                                  "POST /v1/results/verify ({\"result\": …, \"record\": …})")
        return data


class DiscrepancySchema(Open):
    at = fields.String(required=True, metadata={
        "description": "where in the record: `deal.seed`, `moves[12]`, `events[40]`, "
                       "`result.winners`…", "example": "moves[12]"})
    detail = fields.String(required=True)
    rule = fields.String(metadata={"description": "the rule an illegal move breaks"})
    seq = fields.Integer(metadata={"description": "the event's seq"})
    move = fields.Integer(metadata={"description": "the index of the move whose events differ"})


class StandingsSchema(Strict):
    winners = fields.List(fields.Integer(), required=True)
    scores = fields.List(fields.Integer(), required=True)
    ranking = fields.List(fields.Nested(RankSchema), required=True)
    outcome = fields.String()
    decisions = fields.List(fields.Nested(DecisionRefSchema))


class UncheckedSchema(Strict):
    rule = fields.String(required=True, metadata={"example": "R201"})
    why = fields.String(required=True, metadata={
        "description": "what the record lacks to check it (a record of the older format)"})


class SignatureCheckSchema(Strict):
    checked = fields.Boolean(required=True, metadata={
        "description": "whether the compact record's signed result was checked against a key"})
    key_id = fields.String(allow_none=True, required=True, metadata={
        "description": "the key id the signed result names"})
    why = fields.String(metadata={"description": "when not checked: why"})


class VerificationSchema(Strict):
    valid = fields.Boolean(required=True, metadata={
        "description": "every change of the record is one the service could have accepted and "
        "replays to its events and result; `unchecked` names the rules this could not be "
        "checked for (docs/tournaments.md \"What `valid: true` means\")"})
    discrepancy = fields.Nested(DiscrepancySchema, metadata={
        "description": "when not valid: the first place where the record and the replay differ"})
    variant = fields.String()
    moves = fields.Integer()
    events = fields.Integer()
    result = fields.Nested(StandingsSchema, metadata={"description": "the replay's result"})
    log_sha256 = fields.String(metadata={
        "description": "SHA-256 of the canonical JSON of the record's events (a compact "
        "record's: of the replay's), as a signed result's `log_sha256`"})
    game = fields.String(metadata={"description": "the record's game id"})
    rules_version = fields.Integer()
    players = fields.List(fields.String())
    ended_at = fields.String(metadata={"description": "its last event's time"})
    deal_commitment = fields.String(allow_none=True)
    unchecked = fields.List(fields.Nested(UncheckedSchema), metadata={
        "description": "the rules a record of the older format (without `director` or "
        "`clock`) gives too little to check (R216); empty for a record of today's format"})
    signature = fields.Nested(SignatureCheckSchema, metadata={
        "description": "a compact record: whether its signed result's signature was checked "
        "(by the service's key when the record names it; offline: `referee verify "
        "--public-key`), and under which key id"})


class SignedResultSchema(Strict):
    result = fields.Nested(ResultSchema, required=True)
    algorithm = fields.String(required=True, metadata={"example": "Ed25519"})
    key_id = fields.String(required=True)
    signature = fields.String(required=True, metadata={
        "description": "base64 Ed25519 signature of the canonical JSON of `result`"})


class ResultInputSchema(Strict):
    """A signed result to check (in the shape the service signs: anything else is a 400), and
    if wanted the record it came from."""

    result = fields.Nested(SignedResultSchema, required=True, metadata={
        "description": "as `GET /v1/games/{id}/result` gave it"})
    # Only its shape as a record is checked here, as POST /v1/records/verify checks it: what it
    # holds is the verification's to judge.
    record = fields.Nested(RecordInputSchema, metadata={
        "description": "the game's record, full or compact, as `GET /v1/games/{id}/record` gave "
        "it: it must replay, and its events hash to the result's `log_sha256`"})


class ResultVerificationSchema(Strict):
    valid = fields.Boolean(required=True, metadata={
        "description": "signed by this service's key under its id, and (with `record`) the "
        "record replays and its events hash to the result's `log_sha256`"})
    key_id = fields.String(allow_none=True, required=True, metadata={
        "description": "the key id the result names"})
    discrepancy = fields.Nested(DiscrepancySchema, metadata={
        "description": "when not valid: the first check that fails (`at`: `result.key_id`, "
        "`result.signature`, `result.result.log_sha256`, `record.moves[3]`…)"})
    record = fields.Nested(VerificationSchema, metadata={
        "description": "with `record`: its verification, as `POST /v1/records/verify` answers"})


class KeySchema(Strict):
    key_id = fields.String(required=True)
    algorithm = fields.String(required=True)
    public_key = fields.String(required=True, metadata={"description": "base64, raw 32 bytes"})
    development = fields.Boolean(required=True, metadata={
        "description": "true: a key the service made itself (no REFEREE_SIGNING_KEY)"})


class KeysSchema(Strict):
    keys = fields.List(fields.Nested(KeySchema), required=True)


class _CreateBodyField(fields.Field):
    """A game of a batch, loaded as ``POST /v1/games`` loads its body; documented per variant."""

    def _deserialize(self, value: Any, attr: Any, data: Any, **kwargs: Any) -> Any:
        if not isinstance(value, dict):
            raise ValidationError("Not a valid mapping type.")
        return CreateGameSchema().load(value)


class BatchSchema(DirectorFields):
    """The games of a tournament round, each as `POST /v1/games` takes it; with `director`,
    one director for every game (its token `director_token`)."""

    games = fields.List(
        _CreateBodyField(metadata=create_field_doc()),
        required=True, validate=validate.Length(1, MAX_BATCH),
    )


class BatchGameSchema(Strict):
    id = fields.String(required=True)
    location = fields.String(required=True)
    tokens = fields.Nested(TokensSchema, required=True)
    table_token = fields.String(required=True, metadata={"description": "as `tokens.table`"})
    seat_tokens = fields.List(fields.String(), metadata={"description": "as `tokens.seats`"})
    deal_commitment = fields.String()
    director_token = fields.String(metadata={
        "description": "as `tokens.director`: this game's own director, asked with `director: "
                       "true` in its request (a batch's director is the `director_token` beside "
                       "`games`, R200)"})


class BatchCreatedSchema(Strict):
    games = fields.List(fields.Nested(BatchGameSchema), required=True,
                        metadata={"description": "in the order of the request"})
    director_token = fields.String(metadata={"description": "with `director: true`: the "
                                             "director's token, for every game of the batch"})
