"""A game's life on the wire: invitations, seat tokens, listings by tag (referee.lifecycle)."""

from __future__ import annotations

from marshmallow import fields, validate

from schemas.common import TEXT, Strict, matching, plain_text
from schemas.games import MAX_TAG, TAG_PATTERN

#: A listing cursor: the index entry of the last game listed (its creation in milliseconds, 14
#: digits, then its id), ``:`` written ``.``. Any cursor of this shape is a place in the listing
#: (the games created after it), whoever wrote it.
CURSOR_PATTERN = r"^[0-9]{14}\.[A-Za-z0-9_-]{1,64}$"

#: The most games one listing page holds.
MAX_PAGE = 100


class RedeemSchema(Strict):
    code = fields.String(
        required=True,
        validate=[validate.Length(1, 100), plain_text],
        metadata={**TEXT, "description": "the seat's invitation code, as the organiser got it at "
                  "creation (a secret: it goes in the body, never in a URL)"},
    )


class RedeemedSchema(Strict):
    game = fields.String(required=True, metadata={"description": "the game's id"})
    seat = fields.Integer(required=True, metadata={"description": "the seat the code was for"})
    token = fields.String(
        required=True, metadata={"description": "the seat's secret token, shown only now"}
    )
    location = fields.String(required=True, metadata={"description": "the game's URL"})


class InvitationSchema(Strict):
    seat = fields.Integer(required=True)
    code = fields.String(
        required=True, metadata={"description": "a single-use code for the seat, shown only now"}
    )


class SeatTokenSchema(Strict):
    seat = fields.Integer(required=True)
    token = fields.String(
        required=True,
        metadata={"description": "the seat's new secret token, shown only now; the old one no "
                  "longer works"},
    )


class ListQuerySchema(Strict):
    tag = fields.String(
        required=True,
        validate=[validate.Length(1, MAX_TAG), validate.Regexp(TAG_PATTERN)],
        metadata={"description": "the tag the games were created with"},
    )
    cursor = fields.String(
        validate=matching(CURSOR_PATTERN, "not a cursor: pass next_cursor as it came"),
        metadata={"description": "`next_cursor` of the previous page: the page starts after "
                  "the game it names", "pattern": CURSOR_PATTERN},
    )
    limit = fields.Integer(
        load_default=20,
        validate=validate.Range(1, MAX_PAGE),
        metadata={"description": "the most games in the page"},
    )


class SeatNameSchema(Strict):
    seat = fields.Integer(required=True)
    name = fields.String(required=True)


class GameSummarySchema(Strict):
    """What anyone may see of a game in a listing."""

    id = fields.String(required=True)
    variant = fields.String(required=True)
    status = fields.String(required=True)
    players = fields.List(fields.Nested(SeatNameSchema), required=True)
    round = fields.Integer()
    created_at = fields.String(required=True)
    location = fields.String(required=True)


class GameListSchema(Strict):
    games = fields.List(
        fields.Nested(GameSummarySchema), required=True,
        metadata={"description": "in creation order"},
    )
    next_cursor = fields.String(
        required=True,
        allow_none=True,
        metadata={"description": "pass as `cursor` for the next page; null at the end"},
    )
