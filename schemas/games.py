"""Games on the wire: the creation request, the view, move replies and event pages."""

from __future__ import annotations

import functools
from collections.abc import Mapping
from typing import Any

from marshmallow import ValidationError, fields, post_load, validate, validates_schema

from schemas.common import (
    MAX_DEALS,
    MAX_NAME,
    MAX_SEED,
    TEXT,
    Open,
    Strict,
    StrictBoolean,
    WholeNumber,
    card_list,
    check_cards,
    plain_text,
    url_field,
    whole,
)
from schemas.director import DecisionRefSchema, DirectorFields
from schemas.moves import move_doc
from variants import all_variants, find_variant
from variants.search import LEVELS


class DealSchema(Strict):
    """An explicit deal (API.md "Create"): hands in seat order, the stock top card first."""

    hands = fields.List(
        card_list("one seat's hand"),
        required=True,
        validate=validate.Length(2, 6),
        metadata={"description": "one list per seat, in seat order; [] for a seat taking no part"},
    )
    stock = card_list("the stock, top card first")
    stock.required = True
    table = card_list("four-aces: the 6 table cards")
    leader = WholeNumber(
        validate=validate.Range(0, 5),
        metadata={"description": "emotrions: the first leader; pareo: the first Challenger"},
    )
    dealer = WholeNumber(
        validate=validate.Range(0, 5), metadata={"description": "four-aces: the dealer"}
    )


#: ``"deal": "table"``: a scorekeeper game (API.md): real cards dealt by hand, the table token
#: reports every move.
TABLE_DEAL = "table"


class DealField(fields.Field):
    """``deal``: an explicit first deal (:class:`DealSchema`), or ``"table"`` for a scorekeeper
    game (API.md "Create"; docs/rulings/tabletop.md R81)."""

    def _deserialize(self, value: Any, attr: Any, data: Any, **kwargs: Any) -> Any:
        if isinstance(value, str):
            if value != TABLE_DEAL:
                raise ValidationError(
                    f"a deal is an explicit deal object or {TABLE_DEAL!r}, not {value!r}"
                )
            return value
        if not isinstance(value, dict):
            raise ValidationError(f"a deal is an explicit deal object or {TABLE_DEAL!r}")
        return DealSchema().load(value)


def explicit_deals(data: Mapping[str, Any]) -> list[dict[str, Any]]:
    """The explicit deals of a loaded creation body (``deals``, or ``deal`` unless it is
    ``"table"``)."""
    if data.get("deals"):
        return data["deals"]
    deal = data.get("deal")
    return [deal] if isinstance(deal, dict) else []


OPTION_TYPES = {
    "boolean": lambda v: isinstance(v, bool),
    "integer": lambda v: isinstance(v, int) and not isinstance(v, bool),
    "string": lambda v: isinstance(v, str),
}


@functools.cache
def option_specs(variant: str) -> dict[str, dict[str, Any]]:
    """The options ``variant`` declares, by name (engines' descriptions never change), its
    house readings (docs/readings.md) among them."""
    engine = find_variant(variant)
    return {o["name"]: o for o in (*engine.describe()["options"],
                                   *(spec.to_dict() for spec in engine.readings))}


def options_doc() -> dict[str, Any]:
    """The options object as OpenAPI documents it: every variant's options, typed, with their
    choices (``GET /v1/variants``); which of them a game takes depends on its variant."""
    properties: dict[str, Any] = {}
    for name in sorted(all_variants()):
        for option, spec in option_specs(name).items():
            doc = properties.setdefault(option, {"type": spec["type"], "description": []})
            doc["description"].append(f"{name} ({spec['rule']}): {spec['description']}")
            if spec.get("choices"):
                doc["enum"] = sorted({*doc.get("enum", ()), *spec["choices"]})
    for doc in properties.values():
        doc["description"] = "; ".join(doc["description"])
    return {"properties": properties, "additionalProperties": False}


#: A tournament tag: the organiser's text, shown to anyone listing the games.
MAX_TAG = 64
TAG_PATTERN = r"^[A-Za-z0-9 ._:/#-]+$"


class PerMoveClockSchema(Strict):
    """A turn clock (docs/lifecycle.md) of ``per_move`` seconds for each move."""

    per_move = WholeNumber(
        required=True,
        validate=validate.Range(1, 86_400),
        metadata={"description": "seconds a seat has for each move"},
    )


class TotalClockSchema(Strict):
    """A turn clock (docs/lifecycle.md) of a ``total`` per player, with an ``increment``
    added after each of their moves."""

    total = WholeNumber(
        required=True,
        validate=validate.Range(1, 7 * 86_400),
        metadata={"description": "seconds a seat has for all its moves"},
    )
    increment = WholeNumber(
        validate=validate.Range(0, 3_600),
        metadata={"description": "seconds added to a seat's time after each of its moves "
                  "(default 0)"},
    )


class ClockField(fields.Field):
    """``clock``: one of the two kinds, told apart by their fields (``per_move`` or
    ``total``); documented as their ``oneOf``."""

    def _deserialize(self, value: Any, attr: Any, data: Any, **kwargs: Any) -> Any:
        if not isinstance(value, dict):
            raise ValidationError("a clock is an object: {\"per_move\": ...} or {\"total\": ...}")
        kind = PerMoveClockSchema if "per_move" in value else TotalClockSchema
        return kind().load(value)


class NotifySchema(Strict):
    """Where to POST "your turn" and "game ended" notifications (docs/lifecycle.md)."""

    url = url_field(
        "the receiver (an app's push relay); private and loopback addresses are refused "
        "unless the service allows them", required=True,
    )
    secret = fields.String(
        required=True,
        validate=[validate.Length(16, 256), plain_text],
        metadata={**TEXT, "description": "the key of the HMAC-SHA256 signature header; never shown "
                  "again"},
    )


class SeatClockSchema(Strict):
    seat = fields.Integer(required=True)
    remaining_ms = fields.Integer(
        required=True, metadata={"description": "time left at `server_time`, in milliseconds"}
    )
    running = fields.Boolean(required=True, metadata={"description": "the seat is awaited"})


class ClocksViewSchema(Strict):
    """A game's turn clocks as every viewer sees them."""

    kind = fields.String(required=True, validate=validate.OneOf(["per_move", "total"]))
    per_move_s = fields.Integer(metadata={"description": "seconds for each move"})
    total_s = fields.Integer(metadata={"description": "seconds for all of a seat's moves"})
    increment_s = fields.Integer(metadata={"description": "seconds added after each move"})
    seats = fields.List(fields.Nested(SeatClockSchema), required=True)
    running = fields.List(fields.Integer(), required=True,
                          metadata={"description": "the seats whose clocks run"})
    server_time = fields.String(
        required=True, metadata={"description": "the instant `remaining_ms` was measured at"}
    )


class BotsSchema(Strict):
    """Computer players: a seat number (as a string) -> the level that plays it (docs/bots.md)."""

    locals().update({
        f"seat{seat}": fields.String(data_key=str(seat), validate=validate.OneOf(LEVELS))
        for seat in range(6)
    })

    @post_load
    def _by_seat(self, data: dict[str, Any], **_: Any) -> dict[str, str]:
        return {key.removeprefix("seat"): level for key, level in data.items()}


class CreateGameSchema(DirectorFields):
    """A request to create a game (the director's fields: schemas.director)."""

    variant = fields.String(
        required=True,
        metadata={"description": "emotrions, pareo or four-aces", "example": "emotrions",
                  "enum": sorted(all_variants())},
    )
    players = fields.List(
        fields.String(validate=[validate.Length(1, MAX_NAME), plain_text], metadata=TEXT),
        required=True,
        validate=validate.Length(2, 6),
        metadata={"description": "the players' names in seat order", "example": ["Ann", "Bob"]},
    )
    options = fields.Dict(
        keys=fields.String(validate=validate.Length(1, 40)),
        # No value field: the options object is documented by options_doc(), values are
        # checked below.
        load_default=dict,
        metadata={"description": "the variant's options, named as in RULES.md (GET /v1/variants)",
                  **options_doc()},
    )
    preset = fields.String(
        validate=[validate.Length(1, 40), plain_text],
        metadata={**TEXT, "description": "a preset standing for options (emotrions: standard, naked, "
                  "pure-strategy); explicit options apply over it"},
    )
    seed = fields.String(
        validate=[validate.Length(1, MAX_SEED), plain_text],
        metadata={**TEXT, "description": "makes every shuffle reproducible (G2)"},
    )
    deal = DealField(
        metadata={
            "description": "an explicit first deal (G5), or `\"table\"` for a scorekeeper game: "
            "cards dealt by hand at a real table, the table token reports every move with its "
            "`seat` (docs/rulings/tabletop.md); not with `deals`",
            "oneOf": [
                {"$ref": "#/components/schemas/Deal"},
                {"type": "string", "enum": [TABLE_DEAL]},
            ],
        }
    )
    deals = fields.List(
        fields.Nested(DealSchema),
        validate=validate.Length(1, MAX_DEALS),
        metadata={"description": "explicit deals, one per hand or round, used in order"},
    )
    leader = WholeNumber(
        validate=validate.Range(0, 5),
        metadata={"description": "emotrions, pareo: the first leader / Challenger, instead of "
                  "drawing it by lot"},
    )
    dealer = WholeNumber(
        validate=validate.Range(0, 5),
        metadata={"description": "four-aces: the first dealer, instead of the dealer cut"},
    )
    spectator_delay = WholeNumber(
        validate=validate.Range(0, 100),
        metadata={"description": "tournaments: spectators (and the table token of a server-dealt "
                  "game) see the event log and stream this many moves late, until the game "
                  "ends"},
    )
    webhook = url_field(
        "tournaments: a URL that gets a signed POST when the game ends (docs/tournaments.md); "
        "private and loopback addresses are refused unless the service allows them"
    )
    webhook_secret = fields.String(
        validate=[validate.Length(16, 256), plain_text],
        metadata={**TEXT, "description": "with `webhook`: the key of its HMAC-SHA256 signature header; "
                  "never shown again"},
    )
    invitations = StrictBoolean(
        metadata={"description": "true: the reply holds one single-use invitation code per seat "
                  "instead of the seat tokens, so whoever creates the game never holds a "
                  "player's token; each player redeems theirs with `POST "
                  "/v1/games/{id}/invitations/redeem`"},
    )
    tag = fields.String(
        validate=[validate.Length(1, MAX_TAG), validate.Regexp(TAG_PATTERN)],
        metadata={"description": "a tournament's tag (letters, digits, space and `._:/#-`): "
                  "`GET /v1/games?tag=` lists the games carrying it", "example": "spring-cup"},
    )
    round = WholeNumber(
        validate=validate.Range(1, 100_000),
        metadata={"description": "with `tag`: the tournament round the game belongs to"},
    )
    clock = ClockField(
        metadata={"description": "a turn clock: a seat whose time runs out forfeits (R99), "
                  "decided at the next request (README \"Lifecycle\")",
                  "one_of": [PerMoveClockSchema, TotalClockSchema]},
    )
    notify = fields.Nested(
        NotifySchema,
        metadata={"description": "a signed POST to this URL when a seat's turn comes "
                  "(`your_turn`) and when the game ends (`game_ended`), retried like `webhook`"},
    )

    bots = fields.Nested(
        "BotsSchema",
        metadata={"description": "computer players: the level at each seat given to a bot "
                  "(`random`, `greedy`, `strong`); a bot moves in the request that hands it "
                  "the turn, from its seat's view only (docs/bots.md); not in a scorekeeper "
                  "game (R130) nor in a game that brings no bots (R132, `bots: []` in "
                  "`GET /v1/variants`)", "example": {"1": "strong"}},
    )
    hints = StrictBoolean(
        metadata={"description": "whether `GET /v1/games/{id}/hint` answers the seats (R131); "
                  "default true, false for a game with a `tag` and in a batch"},
    )

    @validates_schema
    def _check_webhook(self, data: dict[str, Any], **_: Any) -> None:
        if ("webhook" in data) != ("webhook_secret" in data):
            raise ValidationError({"webhook_secret": ["give webhook and webhook_secret together"]})

    @validates_schema
    def _check_variant(self, data: dict[str, Any], **_: Any) -> None:
        errors: dict[str, list[str]] = {}
        name = data.get("variant")
        known = all_variants()
        if name not in known:
            raise ValidationError(
                {"variant": [f"unknown variant {name!r}; known: {', '.join(sorted(known))}"]}
            )
        variant = find_variant(name)
        if "deal" in data and "deals" in data:
            errors["deals"] = ["give either deal or deals, not both"]
        specs = option_specs(name)
        # An option of another variant is left to the engine, which says which rule makes it
        # not apply (e.g. P7: `covered` in pareo, a 422); a name no variant knows is a typo.
        everywhere = {option for v in known for option in option_specs(v)}
        options = data.get("options", {})
        for option, value in options.items():
            # A whole number is one however written (3.0 is 3, as JSON Schema reads it).
            value = options[option] = whole(value)
            if value is None:
                errors.setdefault("options", []).append(f"option {option!r} may not be null")
                continue
            spec = specs.get(option)
            if spec is None:
                if option not in everywhere:
                    errors.setdefault("options", []).append(
                        f"{name} has no option {option!r}; its options: {', '.join(specs)}"
                    )
            elif not OPTION_TYPES[spec["type"]](value):
                errors.setdefault("options", []).append(
                    f"option {option!r} must be a {spec['type']}"
                )
        cards = frozenset(variant.card_codes)
        for i, deal in enumerate(explicit_deals(data)):
            where = "deal" if "deal" in data else f"deals.{i}"
            for seat, hand in enumerate(deal["hands"]):
                check_cards(hand, cards, f"{where}.hands.{seat}", errors)
            check_cards(deal.get("stock", ()), cards, f"{where}.stock", errors)
            check_cards(deal.get("table", ()), cards, f"{where}.table", errors)
        if errors:
            raise ValidationError(errors)


class PlayerSchema(Strict):
    seat = fields.Integer(required=True)
    name = fields.String(required=True)


class HandSchema(Strict):
    count = fields.Integer(required=True)
    cards = fields.List(
        fields.String(), metadata={"description": "only where the caller may see them (G3)"}
    )


class ScoreSchema(Strict):
    hand = fields.Integer(
        required=True, metadata={"description": "this hand's (or round's) points"}
    )
    total = fields.Integer(required=True, metadata={"description": "the game total (less "
                                                    "the director's penalties)"})
    penalty = fields.Integer(metadata={"description": "a game with a director whose seats were "
                                       "penalised: the points deducted from `total` (R202)"})


class GameViewSchema(Open):
    """The game as the caller may see it (G3). Further fields depend on the variant."""

    id = fields.String(required=True)
    variant = fields.String(required=True)
    version = fields.Integer(required=True)
    rules_version = fields.Integer(required=True)
    deal_source = fields.String(
        required=True, validate=validate.OneOf(["server", "seeded", "explicit", "table"])
    )
    deal_commitment = fields.String(
        metadata={"description": "SHA-256 of the secret seed of a server shuffle (G2)"}
    )
    players = fields.List(fields.Nested(PlayerSchema), required=True)
    you = fields.Integer(allow_none=True, required=True, metadata={"description": "your seat"})
    role = fields.String(required=True, validate=validate.OneOf(["seat", "table", "spectator"]))
    created_at = fields.String(required=True)
    updated_at = fields.String(required=True)
    status = fields.String(required=True, validate=validate.OneOf(["active", "finished"]))
    phase = fields.String(required=True)
    to_act = fields.List(fields.Integer(), required=True)
    hands = fields.List(fields.Nested(HandSchema), required=True)
    stock_count = fields.Integer(required=True)
    scores = fields.List(fields.Nested(ScoreSchema), required=True)
    winners = fields.List(fields.Integer(), required=True)
    clocks = fields.Nested(
        "ClocksViewSchema",
        metadata={"description": "games with a `clock`: each seat's time left now (docs/lifecycle.md)"},
    )
    tag = fields.String(metadata={"description": "the tournament tag given at creation"})
    round = fields.Integer(metadata={"description": "the round given at creation"})
    rematch_of = fields.String(metadata={"description": "the game this one is a rematch of"})
    rematch = fields.String(metadata={"description": "the rematch of this game, once created"})
    invitations_open = fields.List(
        fields.Integer(),
        metadata={"description": "a game created with invitations: the seats whose invitation "
                  "is not redeemed yet (they have no working token)"},
    )
    bots = fields.Dict(
        keys=fields.String(), values=fields.String(),
        metadata={"description": "the seats played by computer players and their levels"},
    )
    hints = fields.Boolean(metadata={"description": "whether `GET /v1/games/{id}/hint` answers"})
    director = fields.Boolean(metadata={"description": "present (true) in a game with a "
                                        "director (R200)"})
    paused = fields.Boolean(metadata={"description": "a game with a director: paused by it "
                                      "(moves refused 409 R206)"})
    decisions = fields.List(fields.Nested(DecisionRefSchema), metadata={
        "description": "a game with a director: its decisions, in order (`GET "
        "/v1/games/{id}/decisions` holds them whole)"})
    outcome = fields.String(validate=validate.OneOf(["adjudicated", "annulled"]), metadata={
        "description": "a game the director ended (R203, R204)"})


class TokensSchema(Strict):
    seats = fields.List(
        fields.String(),
        metadata={"description": "one secret token per seat (not with `invitations`)"},
    )
    table = fields.String(required=True, metadata={"description": "the table token"})
    invitations = fields.List(
        fields.String(),
        metadata={"description": "with `invitations: true`: one single-use code per seat, in "
                  "seat order, instead of the seat tokens"},
    )
    director = fields.String(metadata={"description": "with `director: true`: the director's "
                                       "token (R200)"})


class CreatedSchema(Strict):
    id = fields.String(required=True)
    version = fields.Integer(required=True)
    tokens = fields.Nested(TokensSchema, required=True, metadata={
        "description": "the structured form of the tokens; `seat_tokens` and `table_token` "
        "hold the same strings under API.md's names (both stay in /v1, docs/api.md)"})
    table_token = fields.String(
        required=True, metadata={"description": "the table token (API.md), the same as "
                                 "`tokens.table`"})
    seat_tokens = fields.List(
        fields.String(),
        metadata={"description": "one secret token per seat (API.md), the same as "
                  "`tokens.seats`; not with `invitations`"},
    )
    director_token = fields.String(metadata={"description": "as `tokens.director`"})
    view = fields.Raw(required=True, metadata={"description": "as a spectator",
                                               "component": "GameView"})


class EventSchema(Open):
    """An event; its other fields depend on its type (API.md "Events")."""

    seq = fields.Integer(required=True)
    version = fields.Integer(required=True, metadata={"description": "the version it led to"})
    at = fields.String(required=True)
    type = fields.String(required=True)


class RecordEventSchema(EventSchema):
    """An event as a record holds it: a finished game's, as stored, each hidden part in
    `secret` with the seats it was shown to."""


# The typed events and views (schemas.wire), by name: components made from the playouts.
EVENT = {"component": "Event"}
VIEW = {"component": "GameView"}


class MoveReplySchema(Strict):
    version = fields.Integer(required=True)
    events = fields.List(fields.Raw(metadata=EVENT), required=True)
    view = fields.Raw(required=True, metadata=VIEW)


class EventPageSchema(Strict):
    events = fields.List(fields.Raw(metadata=EVENT), required=True)
    last_seq = fields.Integer(required=True, metadata={"description": "the last event's seq"})


class EventQuerySchema(Strict):
    after = fields.Integer(
        load_default=0, validate=validate.Range(0, 10**9),
        metadata={"description": "return the events with seq > after"},
    )


class LegalMovesSchema(Strict):
    seat = fields.Integer(allow_none=True, required=True)
    moves = fields.List(
        fields.Raw(metadata=move_doc(refs=True)),
        required=True,
        metadata={"description": "ready-to-send move objects"},
    )
    total = fields.Integer(required=True, metadata={"description": "how many legal moves in all"})
    truncated = fields.Boolean(
        required=True, metadata={"description": "true when the listing stops at its cap"}
    )


class HintMoveSchema(Strict):
    move = fields.Raw(required=True, metadata=move_doc(refs=True))
    visits = fields.Integer(required=True, metadata={"description": "search iterations that "
                                                     "tried it"})
    win_rate = fields.Float(required=True, metadata={"description": "its estimated chance of "
                                                     "winning the game, 0 to 1"})


class HintSchema(Strict):
    """The `strong` bot's choice for the caller's seat now (docs/bots.md)."""

    seat = fields.Integer(required=True)
    version = fields.Integer(required=True, metadata={"description": "the version it is for"})
    level = fields.String(required=True, metadata={"description": "always `strong`"})
    move = fields.Raw(required=True, metadata={"description": "ready to send to `POST "
                                               "/v1/games/{id}/moves`", **move_doc(refs=True)})
    candidates = fields.List(
        fields.Nested(HintMoveSchema), required=True,
        metadata={"description": "the moves weighed most: the chosen `move` first, then the others by estimated win rate"},
    )
    iterations = fields.Integer(required=True)
    think_ms = fields.Float(required=True)
