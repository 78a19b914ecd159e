"""Tournaments (docs/tournaments.md "Tournaments"): creation, rounds from any pairing,
withdrawals, signed standings and their verification, the event log. Thin views: the service
is referee.tournaments.service."""

from __future__ import annotations

import csv
import functools
import io
from typing import Any

from flask import Flask, Response, current_app, request
from flask_smorest import Api

from referee.core.tournaments.rounds import IllegalRound
from referee.http.access import API_KEY_SCHEME, api_key_required
from referee.http.api import Blueprint
from referee.http.api.common import (
    IDEMPOTENCY_KEY,
    IF_MATCH,
    bearer_token,
    body_response,
    etag,
    idempotency,
    if_match_version,
    json_response,
    problems,
)
from referee.http.errors import problem, rule_problem
from referee.tournaments.service import (
    BoardNotFound,
    RoundNotEnded,
    TournamentNotFound,
    Tournaments,
    verify,
)
from schemas.problems import PROBLEM_CONTENT_TYPE, ProblemSchema
from schemas.tournaments import (
    AdjustedSchema,
    AdjustmentSchema,
    RoundCreatedSchema,
    RoundSchema,
    SignedStandingsSchema,
    StandingsInputSchema,
    StandingsQuerySchema,
    StandingsVerificationSchema,
    TournamentCreatedSchema,
    TournamentEventsQuerySchema,
    TournamentEventsSchema,
    TournamentSchema,
    TournamentViewSchema,
    TravellerSchema,
    TrfQuerySchema,
    WithdrawnSchema,
)

blp = Blueprint("tournaments", __name__,
                description="Tournaments: players across games, rounds, standings")

EVENT_STREAM = "text/event-stream"
CSV = "text/csv"
JSON = "application/json"
#: How long one tournament event stream lasts before the client resumes it (Last-Event-ID).
STREAM_SECONDS = 300.0
ETAG_HEADER = {"ETag": {"description": "The tournament's version", "schema": {"type": "string"}}}
DIRECTOR = [{"bearer": []}]


def register(app: Flask, api: Api) -> None:
    api.register_blueprint(blp)

    @app.errorhandler(TournamentNotFound)
    def _not_found(exc: TournamentNotFound):
        return problem(404, "no such tournament", kind="not-found", title="No such resource")

    @app.errorhandler(IllegalRound)
    def _illegal_round(exc: IllegalRound):
        return rule_problem(422, exc, kind="illegal-round", title="The round cannot be so",
                            field=exc.field)

    @app.errorhandler(BoardNotFound)
    def _no_board(exc: BoardNotFound):
        return problem(404, "no such board", kind="not-found", title="No such resource")

    @app.errorhandler(BoardHeld)
    def _held(exc: BoardHeld):
        return problem(409, "R242: a duplicate board's deal is revealed once every table of "
                       "the board has finished: this record, which holds it, is shown then",
                       rule="R242", kind="board-not-finished", title="The board has not finished")

    # R242: a finished table's record reveals the board's deal, which the other tables of the
    # board are still playing: held until the last one ends. The record's own view is
    # wrapped (after every request hook has run, as for any view), not edited.
    record = app.view_functions[RECORD_ENDPOINT]

    @functools.wraps(record)
    def held_record(*args: Any, **kwargs: Any) -> Any:
        if tournaments().board_held(kwargs["game_id"]):
            raise BoardHeld()
        return record(*args, **kwargs)

    app.view_functions[RECORD_ENDPOINT] = held_record

    @app.errorhandler(RoundNotEnded)
    def _not_ended(exc: RoundNotEnded):
        return problem(409, str(exc), rule="R239", kind="round-not-ended",
                       title="The round has not ended")


#: The game record's route (referee.http.api.tournament), which R242 holds for a board.
RECORD_ENDPOINT = "tournament.get_record"


class BoardHeld(Exception):
    """R242: the record of a table of a board not finished."""


def tournaments() -> Tournaments:
    return current_app.extensions["referee.tournaments"]


@blp.before_request
def _rounds_are_large() -> None:
    # A round of 1,000 tables, or standings with their results to verify, exceed a move.
    if request.method == "POST":
        request.max_content_length = current_app.config["REFEREE_SETTINGS"].max_record_bytes


@blp.route("/v1/tournaments", methods=["POST"])
@blp.arguments(TournamentSchema, error_status_code=400)
@blp.response(201, TournamentCreatedSchema, headers=ETAG_HEADER)
@problems(blp, 400, 401, 413, 422, 503)
@blp.doc(operationId="createTournament", security=[{}, {API_KEY_SCHEME: []}])
@api_key_required
def create_tournament(data: dict[str, Any]):
    """Create a tournament

    One variant (options, preset, house readings) for every game, the players with the
    organiser's ids, the point system, the ordered tie-breaks, and what each game is created
    with (clock, spectator delay, webhook, correction period). The reply's `director_token`
    rules the tournament and every game of it.
    """
    view, version = tournaments().create(data)
    return json_response(view, 201, {"ETag": etag(version),
                                     "Location": f"/v1/tournaments/{view['id']}"})


@blp.route("/v1/tournaments/<tournament_id>", methods=["GET"])
@blp.response(200, TournamentViewSchema, headers=ETAG_HEADER)
@problems(blp, 404, 503)
@blp.doc(operationId="getTournament", security=[])
def get_tournament(tournament_id: str):
    """Read a tournament

    Its players, point system, tie-breaks, rounds (tables, games, byes) and withdrawals.
    """
    view, version = tournaments().view(tournament_id)
    return json_response(view, 200, {"ETag": etag(version)})


@blp.route("/v1/tournaments/<tournament_id>/rounds", methods=["POST"])
@blp.arguments(RoundSchema, error_status_code=400)
@blp.response(201, RoundCreatedSchema, headers=ETAG_HEADER)
@problems(blp, 400, 401, 403, 404, 409, 412, 413, 422, 503)
@blp.doc(operationId="createRound", security=DIRECTOR, parameters=[IF_MATCH, IDEMPOTENCY_KEY])
def create_round(data: dict[str, Any], tournament_id: str):
    """Create a round from any pairing

    The director's token. Tables of player ids in seat order, and byes (`full`, `half`,
    `zero`); every game created at once, or none: 422 with the rule for an unknown or repeated
    id (R231), a withdrawn player (R232), a player of a round not ended (R230), a table the
    variant does not take (`field: tables.N`).
    """
    reply = tournaments().create_round(tournament_id, bearer_token(), data, if_match_version(),
                                       idempotency(data))
    return body_response(reply.body, 201, reply.version, reply.replayed)


@blp.route("/v1/tournaments/<tournament_id>/players/<player_id>/withdrawal", methods=["POST"])
@blp.response(201, WithdrawnSchema, headers=ETAG_HEADER)
@problems(blp, 401, 403, 404, 412, 422, 503)
@blp.doc(operationId="withdrawPlayer", security=DIRECTOR, parameters=[IF_MATCH])
def withdraw(tournament_id: str, player_id: str):
    """Withdraw a player

    The director's token. The player is paired no more and keeps the results they have
    (R232).
    """
    reply = tournaments().withdraw(tournament_id, bearer_token(), player_id, if_match_version())
    return body_response(reply.body, 201, reply.version, reply.replayed)


@blp.route("/v1/tournaments/<tournament_id>/standings", methods=["GET"])
@blp.arguments(StandingsQuerySchema, location="query", error_status_code=400)
@blp.response(200, SignedStandingsSchema, description="The signed standings; with `Accept: "
              "text/csv`, the ranking as CSV (no signature)")
@blp.doc(responses={200: {"content": {CSV: {"schema": {"type": "string"}}}}})
@blp.alt_response(409, schema=ProblemSchema, content_type=PROBLEM_CONTENT_TYPE,
                  description="R239: that round has a game still on")
@problems(blp, 400, 404, 503)
@blp.doc(operationId="getStandings", security=[])
def get_standings(query: dict[str, Any], tournament_id: str):
    """Read the standings, signed

    After the last round ended (or `after_round`): rank, points and each tie-break with its
    value and inputs, every game result they rest on (id and signature) and the results
    themselves, which are still open to correction and whether all are final. Signed with the
    service's key (`GET /v1/keys`).
    """
    signed = tournaments().standings(tournament_id, query.get("after_round"))
    if request.accept_mimetypes.best_match([JSON, CSV]) == CSV:
        return Response(standings_csv(signed["standings"]), 200,
                        content_type="text/csv; charset=utf-8")
    return json_response(signed)


def standings_csv(standings: dict[str, Any]) -> str:
    """The standings for a notice board: one row a player, the tie-breaks' values (their
    inputs and the signature are the JSON's)."""
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\r\n")
    writer.writerow(["rank", "player", "name", "points", *standings["tiebreaks"]])
    for row in standings["ranking"]:
        writer.writerow([row["rank"], row["player"], row["name"], row["points"],
                         *(t["value"] for t in row["tiebreaks"])])
    return out.getvalue()


@blp.route("/v1/tournaments/<tournament_id>/trf", methods=["GET"])
@blp.arguments(TrfQuerySchema, location="query", error_status_code=400)
@blp.response(200, description="The TRF-16 text (lines end with CR)",
              content_type="text/plain")
@problems(blp, 400, 404, 422, 503)
@blp.doc(operationId="getTrf", security=[])
def get_trf(query: dict[str, Any], tournament_id: str):
    """Export the FIDE TRF-16 file

    A two-seat tournament's players, the results of the rounds ended so far (bye codes `U`,
    `F`, `H`, `Z`; forfeits `+`, `-`) and the point system, as bbpPairings and JaVaFo read it
    to pair the next round (docs/tournaments.md "TRF"). 422 R240 for tables of more seats.
    """
    text = tournaments().trf(tournament_id, query.get("rounds"))
    return Response(text, 200, content_type="text/plain; charset=utf-8")


@blp.route("/v1/tournaments/<tournament_id>/boards/<int:board>", methods=["GET"])
@blp.response(200, TravellerSchema)
@problems(blp, 404, 503)
@blp.doc(operationId="getBoard", security=[])
def get_board(tournament_id: str, board: int):
    """Read a duplicate board's traveller

    Every table's result on the board; once every table has finished (R242), each seat's
    matchpoints and percentage (R243, R244), the board's seed and its deal.
    """
    return json_response(tournaments().board(tournament_id, board))


@blp.route("/v1/tournaments/<tournament_id>/boards/<int:board>/adjustments", methods=["POST"])
@blp.arguments(AdjustmentSchema, error_status_code=400)
@blp.response(201, AdjustedSchema, headers=ETAG_HEADER)
@problems(blp, 400, 401, 403, 404, 412, 413, 422, 503)
@blp.doc(operationId="adjustBoard", security=DIRECTOR, parameters=[IF_MATCH])
def adjust_board(data: dict[str, Any], tournament_id: str, board: int):
    """Score a table forfeited out of a board

    The director's token: each seat of a table forfeited or annulled out of the board scores
    average (50 %), average-plus (60 %) or average-minus (40 %) (R244).
    """
    reply = tournaments().adjust(tournament_id, bearer_token(), board, data, if_match_version())
    return body_response(reply.body, 201, reply.version, reply.replayed)


@blp.route("/v1/standings/verify", methods=["POST"])
@blp.arguments(StandingsInputSchema, error_status_code=400)
@blp.response(200, StandingsVerificationSchema)
@problems(blp, 400, 413, 503)
@blp.doc(operationId="verifyStandings", security=[])
def verify_standings(_: dict[str, Any]):
    """Verify signed standings

    Are they and every game result they name signed by this service's key, is every result the
    one named, and is the ranking the one those results and the byes give under the declared
    point system and tie-breaks? `valid: false` names the first check that fails.
    """
    body = request.get_json()  # as sent: the signatures are over these very values
    key = tournaments().signing.signer().public()
    return json_response(verify(body, key))


EVENTS_DOC: dict[str, Any] = {"responses": {200: {
    "description": "The event log; with `Accept: text/event-stream`, Server-Sent Events: one "
    "per event (`id` its seq), then each new one as it is logged, heartbeat comments while "
    "idle, for a few minutes (then resume with `Last-Event-ID`)",
    "content": {EVENT_STREAM: {"schema": {"type": "string"}}}}}}


@blp.route("/v1/tournaments/<tournament_id>/events", methods=["GET"])
@blp.arguments(TournamentEventsQuerySchema, location="query", error_status_code=400)
@blp.response(200, TournamentEventsSchema)
@problems(blp, 400, 404, 503)
@blp.doc(operationId="listTournamentEvents", security=[], **EVENTS_DOC)
def get_events(query: dict[str, Any], tournament_id: str):
    """List or stream a tournament's events

    `tournament_created`, `round_created`, `player_withdrawn`, `board_adjusted`, and of its
    games `game_ended`, `result_amended` (a director's decision after the end), `result_final`
    (its correction period closed, R246) and `standings_changed` (a round ended, or a result
    amended), in order, each with its `seq`; `after` (or `Last-Event-ID`) resumes.
    """
    after = query.get("after", 0)
    if request.accept_mimetypes.best_match([JSON, EVENT_STREAM]) == EVENT_STREAM:
        last = request.headers.get("Last-Event-ID", "")
        after = int(last) if last.isdigit() and len(last) < 10 else after
        settings = current_app.config["REFEREE_SETTINGS"]
        stream = tournaments().stream(tournament_id, after, min(1.0, settings.stream_heartbeat),
                                      STREAM_SECONDS)
        return Response(stream, 200, content_type=EVENT_STREAM,
                        headers={"Cache-Control": "no-store", "X-Accel-Buffering": "no"})
    events = tournaments().events(tournament_id, after)
    return json_response({"events": events, "last_seq": events[-1]["seq"] if events else after})
