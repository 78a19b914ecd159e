"""The tournament director (R200–R212): decisions and calls of a game (docs/tournaments.md
"Director", docs/rulings/director.md)."""

from __future__ import annotations

from typing import Any

from flask import Flask
from flask_smorest import Api

from referee.core.auth import Caller
from referee.core.directing import Directing, TooManyCalls
from referee.core.director import DirectorConflict
from referee.http.api import Blueprint
from referee.http.api.common import (
    ETAG_HEADER,
    IDEMPOTENCY_KEY,
    IF_MATCH,
    bearer_token,
    body_response,
    idempotency,
    if_match_version,
    json_response,
    problems,
    service,
)
from referee.http.errors import problem, rule_problem
from referee.http.moves import wire_move
from schemas.director import (
    CallReplySchema,
    CallSchema,
    CallsSchema,
    DecisionReplySchema,
    DecisionSchema,
    DecisionsSchema,
    decision_doc,
)

blp = Blueprint("director", __name__, url_prefix="/v1/games",
                description="The tournament director: decisions and calls (R200–R212)")


def register(app: Flask, api: Api) -> None:
    api.register_blueprint(blp)

    @app.errorhandler(DirectorConflict)
    def _conflict(exc: DirectorConflict):
        return rule_problem(409, exc, kind="director", title="The director holds the game")

    @app.errorhandler(TooManyCalls)
    def _too_many(exc: TooManyCalls):
        return problem(429, str(exc), rule="R209", headers={"Retry-After": str(exc.retry_after)})


def directing() -> Directing:
    return Directing(service())


@blp.route("/<game_id>/decisions", methods=["POST"])
@blp.arguments(DecisionSchema, error_status_code=400)
@blp.response(201, DecisionReplySchema, headers=ETAG_HEADER)
@problems(blp, 400, 401, 403, 404, 409, 412, 413, 422, 503)
@blp.doc(operationId="postDecision", security=[{"bearer": []}],
         parameters=[IF_MATCH, IDEMPOTENCY_KEY],
         # Loaded flat (DecisionSchema, then checked per type); documented per type.
         requestBody={"content": {"application/json": {"schema": decision_doc()}}})
def post_decision(data: dict[str, Any], game_id: str):
    """Take a director's decision

    With the director's token (R200): `penalty`, `award`, `annul`, `forfeit`, `pause`,
    `resume`, `extend` or `correct`, and the `reason` everyone is shown. Committed like a move:
    a new version, a `decision` event, a newly signed result. 409 (R201) once the correction
    period of an ended game has closed; 422 with the rule when the decision does not apply
    (a correction that no longer replays names the first move that fails).
    """
    move = data.get("move")
    build = (lambda game: wire_move(game, Caller(table=True), move)) if move else None
    result = directing().decide(game_id, bearer_token(), data, build,
                                if_match=if_match_version(), idempotency=idempotency(data))
    return body_response(result.body, 201, result.version, result.replayed)


@blp.route("/<game_id>/decisions", methods=["GET"])
@blp.response(200, DecisionsSchema)
@problems(blp, 401, 404, 503)
@blp.doc(operationId="listDecisions", security=[{}, {"bearer": []}])
def get_decisions(game_id: str):
    """List the director's decisions

    For anyone who may read the game; a correction's move only for its seat and the table
    (G3, R210).
    """
    return json_response({"decisions": directing().decisions(game_id, bearer_token())})


@blp.route("/<game_id>/director-calls", methods=["POST"])
@blp.arguments(CallSchema, error_status_code=400)
@blp.response(201, CallReplySchema, headers=ETAG_HEADER)
@problems(blp, 400, 401, 403, 404, 413, 503)
@blp.doc(operationId="callDirector", security=[{"bearer": []}])
def post_call(data: dict[str, Any], game_id: str):
    """Call the director

    With a seat's or the table's token, in a game with a director (R209): everyone sees a
    `director_called` event; the message only the director and the caller. At most 3 calls a
    minute per seat (429 with `Retry-After`). Delivered to the `director_webhook`.
    """
    result = directing().call(game_id, bearer_token(), data["message"])
    return body_response(result.body, 201, result.version, False)


@blp.route("/<game_id>/director-calls", methods=["GET"])
@blp.response(200, CallsSchema)
@problems(blp, 401, 403, 404, 503)
@blp.doc(operationId="listDirectorCalls", security=[{"bearer": []}])
def get_calls(game_id: str):
    """List the calls of the director

    The director's token: every call with its message; a seat's or the table's: its own.
    """
    return json_response({"calls": directing().calls(game_id, bearer_token())})
