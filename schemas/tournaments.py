"""Tournaments on the wire (docs/tournaments.md "Tournaments"): creation, rounds, withdrawal,
standings and their verification. Shape only: the rulings are referee.core.tournaments'."""

from __future__ import annotations

from typing import Any

from marshmallow import ValidationError, fields, validate, validates_schema

from schemas.bodies import CREATE_RULES
from schemas.common import MAX_NAME, TEXT, Open, Strict, plain_text, url_field
from schemas.games import CreateGameSchema

#: The tie-breaks' codes and the kinds of bye (referee.core.tournaments.standings, which
#: imports nothing of the wire: the two lists are held equal by a test).
TIEBREAK_CODES = ("game-points", "wins", "head-to-head", "buchholz", "buchholz-cut1",
                  "sonneborn-berger", "matchpoints")
BYE_KINDS = ("full", "half", "zero")
MAX_PLAYERS = 4000
MAX_TABLES = 1000
ID_PATTERN = r"^[A-Za-z0-9._:/#-]+$"

POINTS = {"validate": validate.Range(-1000, 1000)}


class TournamentPlayerSchema(Strict):
    id = fields.String(required=True, validate=[validate.Length(1, MAX_NAME),
                                                validate.Regexp(ID_PATTERN)],
                       metadata={"description": "the organiser's own id (letters, digits and "
                                 "`._:/#-`), unique in the tournament", "example": "FED-0042"})
    name = fields.String(required=True, validate=[validate.Length(1, 80), plain_text],
                         metadata={**TEXT, "example": "Ann"})


class ScoringSchema(Strict):
    """The point system (defaults: 1, ½, 0; a bye 1; a forfeit 1 and 0)."""

    win = fields.Float(**POINTS, metadata={"description": "a game won (default 1)"})
    draw = fields.Float(**POINTS, metadata={"description": "a draw, and a half bye (default "
                                            "0.5, R237)"})
    loss = fields.Float(**POINTS, metadata={"description": "a game lost (default 0)"})
    bye = fields.Float(**POINTS, metadata={"description": "a full bye (default 1)"})
    forfeit_win = fields.Float(**POINTS, metadata={"description": "a forfeit won (default 1, "
                                                   "R236)"})
    forfeit_loss = fields.Float(**POINTS, metadata={"description": "a forfeit lost (default 0)"})
    placement = fields.List(fields.Float(**POINTS), validate=validate.Length(2, 6), metadata={
        "description": "tables of three or more: the points of each place, the first first "
                       "(default: from a win's down to a loss's, evenly; R235)"})


class TournamentSchema(CreateGameSchema):
    """A tournament: one variant for every game, the players, the point system, the tie-breaks
    and what each game is created with."""

    class Meta(CreateGameSchema.Meta):
        exclude = ("deal", "deals", "leader", "dealer", "invitations", "tag", "round",
                   "notify", "bots", "hints", "director")
        # Documentation only (referee.http.openapi): the pairs the loader checks given together,
        # the games' (as a creation's) and the tournament's own webhook.
        json_schema = {"dependentRequired": {
            **CREATE_RULES["dependentRequired"],
            "tournament_webhook": ["tournament_webhook_secret"],
            "tournament_webhook_secret": ["tournament_webhook"]}}

    seed = fields.String(validate=[validate.Length(1, 200), plain_text], metadata={
        **TEXT, "description": "makes every game's deal reproducible (G2): each game's seed is "
        "`<seed>:<round>:<table>`, a duplicate board's `<seed>:<round>:board<b>`; such games "
        "publish no commitment of their own (a board still does)"})
    name = fields.String(required=True, validate=[validate.Length(1, 120), plain_text],
                         metadata={**TEXT, "example": "Spring Cup"})
    players = fields.List(fields.Nested(TournamentPlayerSchema), required=True,
                          validate=validate.Length(2, MAX_PLAYERS))
    scoring = fields.Nested(ScoringSchema, load_default=dict)
    tiebreaks = fields.List(fields.String(validate=validate.OneOf(TIEBREAK_CODES)),
                            load_default=list, validate=validate.Length(0, len(TIEBREAK_CODES)),
                            metadata={"uniqueItems": True, "description": "in order; the "
                                      "codes: " + ", ".join(TIEBREAK_CODES)})

    tournament_webhook = url_field(
        "a URL that gets a signed POST for each of the tournament's events (round created, "
        "game ended, result amended, standings changed, ...), as a game's webhook is signed and "
        "refused")
    tournament_webhook_secret = fields.String(
        validate=[validate.Length(16, 256), plain_text],
        metadata={**TEXT, "description": "with `tournament_webhook`: the key of its "
                  "HMAC-SHA256 signature header; never shown again"})

    @validates_schema
    def _hook_and_secret(self, data: dict[str, Any], **_: Any) -> None:
        if ("tournament_webhook" in data) != ("tournament_webhook_secret" in data):
            raise ValidationError({"tournament_webhook_secret": [
                "give tournament_webhook and tournament_webhook_secret together"]})

    @validates_schema
    def _unique(self, data: dict[str, Any], **_: Any) -> None:
        # (A player id given twice is a rule's refusal, 422 R231: the tournament checks it.)
        codes = data.get("tiebreaks", [])
        if len(set(codes)) != len(codes):
            raise ValidationError({"tiebreaks": ["a tie-break is given once"]})


class ByeSchema(Strict):
    player = fields.String(required=True, validate=validate.Length(1, MAX_NAME))
    kind = fields.String(required=True, validate=validate.OneOf(BYE_KINDS),
                         metadata={"description": "full, half or zero (R237)"})
    requested = fields.Boolean(metadata={
        "description": "a full bye the player asked for (TRF `F`), not the pairing's (`U`, "
                       "the default; R240)"})


class RoundSchema(Strict):
    """A round from any pairing: tables of player ids in seat order, and byes."""

    tables = fields.List(
        fields.List(fields.String(validate=validate.Length(1, MAX_NAME)),
                    validate=validate.Length(2, 6)),
        required=True, validate=validate.Length(0, MAX_TABLES),
        metadata={"description": "each table's player ids, in seat order",
                  "example": [["FED-1", "FED-2"], ["FED-3", "FED-4"]]})
    byes = fields.List(fields.Nested(ByeSchema), load_default=list)
    duplicate = fields.Boolean(metadata={
        "description": "duplicate boards (R241): every table with the same number of seats "
                       "plays the same secret deal, seat for seat, one board per size"})


class TournamentViewSchema(Open):
    id = fields.String(required=True)
    name = fields.String(required=True)
    version = fields.Integer(required=True)
    variant = fields.String(required=True)
    players = fields.List(fields.Nested(TournamentPlayerSchema), required=True)
    rounds = fields.List(fields.Raw(), required=True, metadata={
        "description": "each round: `round`, `tables` (`table`, `players`, `game`), `byes`, "
                       "`ended`"})
    withdrawn = fields.Dict(keys=fields.String(), values=fields.Integer(), required=True,
                            metadata={"description": "each withdrawn player: the rounds played "
                                      "before"})


class TournamentCreatedSchema(TournamentViewSchema):
    director_token = fields.String(required=True, metadata={
        "description": "rules the tournament and every game of it (R200); shown only now"})


class RoundTableSchema(Strict):
    table = fields.Integer(required=True)
    players = fields.List(fields.String(), required=True)
    game = fields.String(required=True)
    location = fields.String(required=True)
    seat_tokens = fields.List(fields.String(), required=True)
    table_token = fields.String(required=True)


class BoardRefSchema(Strict):
    board = fields.Integer(required=True)
    seats = fields.Integer(required=True)
    tables = fields.List(fields.Integer(), required=True)
    commitment = fields.String(required=True, metadata={
        "description": "SHA-256 of the board's seed, revealed by the traveller once every "
                       "table of the board has finished (R242)"})


class RoundCreatedSchema(Strict):
    round = fields.Integer(required=True)
    boards = fields.List(fields.Nested(BoardRefSchema), metadata={
        "description": "a duplicate round's boards"})
    version = fields.Integer(required=True, metadata={"description": "the tournament's"})
    tables = fields.List(fields.Nested(RoundTableSchema), required=True)
    byes = fields.List(fields.Nested(ByeSchema), required=True)


ADJUSTMENTS = ("average", "average-plus", "average-minus")


class AdjustmentSchema(Strict):
    """The director's score of a table forfeited or annulled out of a board (R244)."""

    table = fields.Integer(required=True, validate=validate.Range(1, MAX_TABLES))
    seats = fields.List(fields.String(validate=validate.OneOf(ADJUSTMENTS)), required=True,
                        validate=validate.Length(2, 6), metadata={
                            "description": "each seat's: average (50 %), average-plus (60 %), "
                                           "average-minus (40 %)"})


class AdjustedSchema(Strict):
    board = fields.Integer(required=True)
    table = fields.Integer(required=True)
    seats = fields.List(fields.String(), required=True)
    version = fields.Integer(required=True)


class TravellerSchema(Open):
    board = fields.Integer(required=True)
    round = fields.Integer(required=True)
    seats = fields.Integer(required=True)
    commitment = fields.String(required=True)
    finished = fields.Boolean(required=True, metadata={
        "description": "every table of the board has finished: the seed, the deal and the "
                       "matchpoints are shown"})
    tables = fields.List(fields.Raw(), required=True, metadata={
        "description": "each table: `table`, `game`, `players`, `ended`, and once ended "
                       "`scores`, `winners`; once the board has finished `matchpoints` (each "
                       "seat's `matchpoints`, `top`, `percent`, or `adjusted`)"})
    seed = fields.String(metadata={"description": "once finished: hashes to `commitment`"})
    deal = fields.List(fields.Raw(), metadata={"description": "once finished: each seat's "
                                               "first hand"})


class WithdrawnSchema(Strict):
    player = fields.String(required=True)
    after_round = fields.Integer(required=True)
    version = fields.Integer(required=True)


class StandingsQuerySchema(Strict):
    after_round = fields.Integer(validate=validate.Range(0, 100_000), metadata={
        "description": "the standings after this round (default: the last one ended, with "
                       "every round before it)"})


class SignedStandingsSchema(Strict):
    standings = fields.Raw(required=True, metadata={
        "description": "what is signed: `tournament`, `after_round`, `scoring`, `tiebreaks`, "
                       "`results` (each game counted: `round`, `table`, `game`, `players`, "
                       "`signature`, `final`), `byes`, `ranking` (`rank`, `player`, `points`, "
                       "`tiebreaks` with `code`, `value`, `inputs`), `open`, `final`"})
    algorithm = fields.String(required=True)
    key_id = fields.String(required=True)
    signature = fields.String(required=True)
    results = fields.List(fields.Raw(), metadata={
        "description": "every signed game result counted, as `GET /v1/games/{id}/result` "
                       "gives it"})


class TrfQuerySchema(Strict):
    rounds = fields.Integer(validate=validate.Range(1, 999), metadata={
        "description": "the rounds the event will have: written as `XXR`, which a pairing "
                       "engine needs to pair the next round"})


class StandingsInputSchema(Strict):
    standings = fields.Dict(required=True, metadata={
        "description": "the signed standings, as `GET /v1/tournaments/{id}/standings` gave "
                       "them (`results` left out or not)"})
    results = fields.List(fields.Dict(), required=True, metadata={
        "description": "the signed game results they name"})


class StandingsVerificationSchema(Strict):
    valid = fields.Boolean(required=True)
    key_id = fields.String(allow_none=True)
    discrepancy = fields.Dict(metadata={"description": "`at` (a path into the body) and "
                                        "`detail`: the first check that fails"})


class TournamentEventsQuerySchema(Strict):
    after = fields.Integer(load_default=0, validate=validate.Range(0, 10**9), metadata={
        "description": "the events after this seq"})


class TournamentEventsSchema(Strict):
    events = fields.List(fields.Raw(), required=True, metadata={
        "description": "each with `seq`, `type`, `at`, and its fields"})
    last_seq = fields.Integer(required=True)
