"""A game's life around its play: invitations and seat tokens, deletion, listings by tag and
rematches (referee.core.lifecycle)."""

from __future__ import annotations

from typing import Any

from flask import Flask, Response
from flask_smorest import Api

from referee.core import lifecycle
from referee.http import access
from referee.http.api import Blueprint
from referee.http.api.common import (
    IDEMPOTENCY_KEY,
    IF_MATCH,
    bearer_token,
    etag,
    idempotency,
    if_match_version,
    json_response,
    problems,
    service,
)
from referee.http.errors import problem
from schemas.games import CreatedSchema
from schemas.lifecycle import (
    GameListSchema,
    InvitationSchema,
    ListQuerySchema,
    RedeemedSchema,
    RedeemSchema,
    SeatTokenSchema,
)
from schemas.problems import PROBLEM_CONTENT_TYPE, ProblemSchema

blp = Blueprint(
    "lifecycle",
    __name__,
    description="A game's life: invitations, seat tokens, deletion, listings by tag, rematches",
)

TABLE = [{"bearer": []}]
#: What every lifecycle change takes, as a move does (R140).
HEADERS = [IF_MATCH, IDEMPOTENCY_KEY]
#: Replies holding a secret are never stored by a cache (RFC 9111).
SECRET = {"Cache-Control": "no-store"}


def register(app: Flask, api: Api) -> None:
    """Serve the routes (lifetimes, API keys and CORS are wired by ``create_app``)."""
    api.spec.components.security_scheme(
        access.API_KEY_SCHEME,
        {"type": "apiKey", "in": "header", "name": access.API_KEY_HEADER,
         "description": "Required to create games, batches and rematches when the service is "
         "configured with REFEREE_API_KEYS; not otherwise"},
    )
    api.register_blueprint(blp)

    @app.errorhandler(lifecycle.RematchExists)
    def _rematch_exists(exc: lifecycle.RematchExists):
        return problem(409, str(exc), kind="rematch-exists", title="The game has its rematch",
                       rematch=exc.rematch, headers={"Location": f"/v1/games/{exc.rematch}"})

    @app.errorhandler(lifecycle.BadCursor)
    def _bad_cursor(exc: lifecycle.BadCursor):
        message = "not a cursor this service gave: pass next_cursor as it came"
        return problem(400, message, errors={"cursor": [message]})


def _conflict(blp_: Blueprint, description: str):
    return blp_.alt_response(409, schema=ProblemSchema, content_type=PROBLEM_CONTENT_TYPE,
                             description=description)


@blp.route("/v1/games/<game_id>/invitations/redeem", methods=["POST"])
@blp.doc(operationId="redeemInvitation", security=[], parameters=HEADERS)  # public
@blp.arguments(RedeemSchema, error_status_code=400)
@blp.response(200, RedeemedSchema, description="The seat's token (shown only in this reply)")
@problems(blp, 400, 401, 404, 409, 412, 413, 422, 503)
def redeem_invitation(data: dict[str, Any], game_id: str):
    """Redeem an invitation code for a seat's token

    A code works once (R92): the reply holds the seat's token, shown only now; a second
    redeem of the same code, even at the same moment, is refused (401). Any token the seat held
    before stops working. A retry with the same `Idempotency-Key` (scoped to the code) gets the
    same token (R140).
    """
    body, version = lifecycle.redeem(service(), game_id, data["code"],
                                     if_match=if_match_version(), idempotency=idempotency(data))
    return json_response(body, 200, {**SECRET, "ETag": etag(version)})


@blp.route("/v1/games/<game_id>/seats/<int:seat>/invitation", methods=["POST"])
@blp.response(201, InvitationSchema, description="The code (shown only in this reply)")
@problems(blp, 401, 403, 404, 409, 412, 422, 503)
@blp.doc(operationId="inviteSeat", security=TABLE, parameters=HEADERS)
def invite_seat(game_id: str, seat: int):
    """Issue a new invitation code for a seat (table token)

    For a player who lost their code or token: the new code replaces the seat's open
    invitation; the seat's current token works until the code is redeemed (R93). A retry with
    the same `Idempotency-Key` gets the same code (R140).
    """
    body, _ = lifecycle.invite(service(), game_id, bearer_token(), seat,
                               if_match=if_match_version(), idempotency=idempotency(None))
    return json_response(body, 201, SECRET)


@blp.route("/v1/games/<game_id>/seats/<int:seat>/reissue", methods=["POST"])
@blp.response(200, SeatTokenSchema, description="The new token (shown only in this reply)")
@problems(blp, 401, 403, 404, 409, 412, 422, 503)
@blp.doc(operationId="reissueSeatToken", security=TABLE, parameters=HEADERS)
def reissue_seat_token(game_id: str, seat: int):
    """Reissue a seat's token (table token)

    The seat's old token stops working at once (401), and its open invitation, if any, is
    withdrawn (R93). A retry with the same `Idempotency-Key` gets the same token (R140).
    """
    body, _ = lifecycle.reissue(service(), game_id, bearer_token(), seat,
                                if_match=if_match_version(), idempotency=idempotency(None))
    return json_response(body, 200, SECRET)


@blp.route("/v1/games/<game_id>", methods=["DELETE"])
@blp.response(204, description="The game and everything of it are gone (404 after)")
@problems(blp, 401, 403, 404, 409, 412, 422, 503)
@blp.doc(operationId="deleteGame", security=TABLE, parameters=HEADERS)
def delete_game(game_id: str):
    """Delete a game (table token)

    Removes the game at once, active or finished: its view, event log, record, result and
    stored replies. Fetch the record and the signed result first if they are wanted. An
    `Idempotency-Key` goes with the game: a retry after the delete is 404 (R141).
    """
    lifecycle.delete(service(), game_id, bearer_token(), if_match=if_match_version(),
                     idempotency=idempotency(None))
    return Response(status=204)


@blp.route("/v1/games", methods=["GET"])
@blp.doc(operationId="listGames", security=[])  # public
@blp.arguments(ListQuerySchema, location="query", error_status_code=400)
@blp.response(200, GameListSchema)
@problems(blp, 400, 503)
def list_games(query: dict[str, Any]):
    """List the games of a tag

    The games created with this `tag`, in creation order, a page at a time (`next_cursor`),
    with what anyone may see of them: id, variant, status, players, round, creation time.
    Expired and deleted games are not listed.
    """
    games, cursor = lifecycle.list_games(
        service(), query["tag"], query.get("cursor"), query["limit"]
    )
    return json_response({"games": games, "next_cursor": cursor})


@blp.route("/v1/games/<game_id>/rematch", methods=["POST"])
@access.api_key_required
@blp.response(
    201,
    CreatedSchema,
    description="The new game, with its secret tokens (or invitations), shown only now",
    headers={"Location": {"description": "The new game's URL", "schema": {"type": "string"}}},
)
@_conflict(blp, "The game has not ended, or already has its rematch (`rematch` names it)")
@problems(blp, 401, 403, 404, 412, 422, 503)
@blp.doc(operationId="createRematch", parameters=HEADERS,
         security=[{"bearer": [], access.API_KEY_SCHEME: []}, {"bearer": []}])
def rematch_game(game_id: str):
    """Create the rematch of a finished game (table token)

    A new game with the same variant, players in the same seats, options, tag, round,
    spectator delay and webhook; invitations again if the game had them; a new server shuffle.
    The games name each other (`rematch_of`, `rematch`); a game has one rematch (R94). A
    retry with the same `Idempotency-Key` gets the same game and tokens (R140).
    """
    body, version = lifecycle.rematch(service(), game_id, bearer_token(),
                                      if_match=if_match_version(),
                                      idempotency=idempotency(None))
    return json_response(
        body, 201,
        {**SECRET, "Location": f"/v1/games/{body['id']}", "ETag": etag(version)},
    )
