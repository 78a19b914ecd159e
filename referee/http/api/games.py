"""``/v1/games``: create a game, see it, list legal moves, submit moves, read the event log."""

from __future__ import annotations

from typing import Any

from referee.core import hints
from referee.core.auth import Caller
from referee.core.games import Game, Unauthorized
from referee.http import limits
from referee.http.access import API_KEY_SCHEME, api_key_required
from referee.http.api import Blueprint, streams
from referee.http.api.common import (
    ETAG_HEADER,
    IDEMPOTENCY_KEY,
    IF_MATCH,
    PREFER,
    PREFERENCE_APPLIED,
    bearer_token,
    body_response,
    documented,
    etag,
    idempotency,
    if_match_version,
    json_body,
    json_response,
    prefer_wait,
    problems,
    service,
    waited,
)
from referee.http.creation import creation_args
from referee.http.moves import wire
from schemas.bodies import create_doc
from schemas.games import (
    CreatedSchema,
    CreateGameSchema,
    EventPageSchema,
    HintSchema,
    LegalMovesSchema,
)
from schemas.moves import MOVE_SCHEMA, move_doc
from schemas.wire import ref

blp = Blueprint(
    "games",
    __name__,
    url_prefix="/v1/games",
    description="Games: create, view, legal moves, moves, events",
)

BEARER = [{}, {"bearer": []}]


@blp.route("", methods=["POST"])
@blp.arguments(CreateGameSchema(), error_status_code=400)
@blp.response(
    201,
    CreatedSchema,
    description="The game, with its secret tokens (shown only in this reply)",
    headers={
        "Location": {"description": "The game's URL", "schema": {"type": "string"}},
        **ETAG_HEADER,
        **PREFERENCE_APPLIED,
    },
)
@problems(blp, 400, 401, 409, 413, 422, 503)
@blp.doc(
    operationId="createGame",
    parameters=[IDEMPOTENCY_KEY, PREFER],
    security=[{}, {API_KEY_SCHEME: []}],
    # Loaded flat (CreateGameSchema, then checked against the variant); documented per variant.
    requestBody={"content": {"application/json": {"schema": create_doc()}}},
)
@api_key_required
def create_game(data: dict[str, Any]):
    """Create a game

    Returns one secret token per seat and a `table_token`. Explicit deals (`deal` or `deals`)
    fix the cards (G5); a `seed` makes every shuffle reproducible; otherwise the server shuffles
    and publishes a commitment to its seed (G2). `"deal": "table"` makes a scorekeeper game,
    played with real cards: the table token reports every move (docs/rulings/tabletop.md).
    A game whose bot moves first is refused 429 when the creator's CPU budget of bot and hint
    work is spent, or would be by the bot work it queues with what is queued already (R287,
    docs/api.md). The reply comes at once, before any bot moves; with
    `Prefer: wait=N` it shows the game after the bots' moves made within N seconds.
    """
    result = service().create_reply(creation_args(data), idempotency(data))
    headers = {"Location": f"/v1/games/{result.id}"}
    seconds = prefer_wait()
    if seconds is not None:
        result = waited(result.id, seconds, lambda bell: service().created_with_bots(
            result, seconds, bell))
        headers["Preference-Applied"] = f"wait={seconds}"
    return body_response(result.body, 201, result.version, result.replayed, headers)


def _load(game_id: str) -> tuple[Game, Caller]:
    game = service().load(game_id, limits.charge())
    return game, game.caller(bearer_token())


# The three hot routes (a game's view, its legal moves, a move) run bare: documented by
# flask-smorest, dispatched by Flask, without webargs' or flask-smorest's wrappers, and their
# rate limit is paid in the store's first read (docs/performance.md).


@blp.route("/<game_id>", methods=["GET"])
@documented(
    blp.response(200, ref("GameView"), headers=ETAG_HEADER),  # typed: schemas.wire
    problems(blp, 401, 404, 503),
    blp.doc(operationId="getGame", security=BEARER),
)
@limits.charged_in_store
def get_game(game_id: str):
    """See a game

    As the caller may see it (G3): a seat sees its own hand; the table token of a server-dealt
    game and callers without a token see what a spectator sees; the table token of a
    scorekeeper game sees everything the referee knows (R86).
    """
    game, caller = _load(game_id)
    return json_response(game.view(caller), 200, {"ETag": etag(game.version)})


@blp.route("/<game_id>/legal-moves", methods=["GET"])
@documented(
    blp.response(200, LegalMovesSchema, headers=ETAG_HEADER),
    problems(blp, 401, 404, 503),
    blp.doc(operationId="getLegalMoves", security=[{"bearer": []}]),
)
@limits.charged_in_store
def get_legal_moves(game_id: str):
    """List the moves the caller may submit now

    Each is a ready-to-send move object. Empty when no move of the caller's is awaited. For
    the table token of a scorekeeper game, the moves of every seat awaited, each with its
    `seat` (R87).
    """
    game, caller = _load(game_id)
    if caller.anonymous:
        raise Unauthorized("a token is needed to list legal moves")
    moves, total = service().legal_moves(game, caller)
    # The table token of a scorekeeper game moves for every seat: each move names its seat.
    with_seat = caller.seat is None
    body = {
        "seat": caller.seat,
        "moves": [m.to_dict() | ({"seat": m.seat} if with_seat else {}) for m in moves],
        "total": total,
        "truncated": total > len(moves),
    }
    return json_response(body, 200, {"ETag": etag(game.version)})


@blp.route("/<game_id>/hint", methods=["GET"])
@blp.response(200, HintSchema, headers=ETAG_HEADER)
@problems(blp, 401, 403, 404, 409, 422, 503)
@blp.doc(operationId="getHint", security=[{"bearer": []}])
def get_hint(game_id: str):
    """Ask the computer for a move

    For a seat token whose move is awaited: what the `strong` bot would play for that seat now,
    from the seat's view only, as a ready-to-send move, with the moves it weighed best and
    their estimated win rates (docs/bots.md). Nothing changes. 403 (R131) in a game created
    with `hints: false` (the default with a `tag` and in batches); 409 (G6) when no move of the
    seat is awaited; 422 (R130) in a scorekeeper game, (R132) in a game that brings no bots.
    Asked again at the same version: the same hint, at no CPU cost; otherwise 429 when the CPU
    budget of bot and hint work of the token or the client address is spent, or would be by
    the hint's search with the bot work queued already (R287, docs/api.md).
    """
    game, caller = _load(game_id)
    if caller.seat is None:
        raise Unauthorized("a seat token is needed for a hint")
    reply = hints.hint_for(service().store, game, caller.seat,
                           lambda: service().hint(game, caller))
    return json_response(reply, 200, {"ETag": etag(game.version)})


@blp.route("/<game_id>/moves", methods=["POST"])
@documented(
    blp.arguments(MOVE_SCHEMA, error_status_code=400, description="One move (API.md \"Moves\")"),
    blp.response(200, ref("MoveReply"),  # per variant: schemas.wire
                 headers={**ETAG_HEADER, **PREFERENCE_APPLIED}),
    problems(blp, 400, 401, 403, 404, 409, 412, 413, 422, 503),
    blp.doc(
        operationId="playMove",
        security=[{"bearer": []}],
        # Loaded flat (MoveSchema, then checked against the game's variant); documented per type.
        requestBody={"content": {"application/json": {"schema": move_doc()}}},
        parameters=[
            IF_MATCH,
            IDEMPOTENCY_KEY,
            PREFER,
        ],
    ),
)
@limits.charged_in_store
def post_move(game_id: str):
    """Submit a move

    The reply carries the new version, the events the move caused (as the caller may see them)
    and the caller's new view. An illegal move changes nothing and is answered 422 with the rule
    it breaks (G4). In a scorekeeper game the table token reports each move with the `seat` it
    is for (R80), and `{"type": "undo"}` takes back the last move standing (R83). A move that
    hands the turn to a bot is refused 429, changing nothing, when the CPU budget of bot and
    hint work of the token or the client address is spent, or would be by the bot work it
    queues with what is queued already (R287, docs/api.md). The reply comes once
    the move is committed: the bots' moves that follow come through the event stream and the
    next read, or in this reply with `Prefer: wait=N` (those made within N seconds).
    """
    data = json_body(blp, MOVE_SCHEMA)
    token = bearer_token()
    if token is None:  # authentication is decided before the headers' syntax
        raise Unauthorized("a seat token is needed to move")
    result = service().move(
        game_id, token, wire(data), if_match=if_match_version(),
        idempotency=idempotency(data), charge=limits.charge(),
    )
    seconds = prefer_wait()
    if seconds is None:
        return body_response(result.body, 200, result.version, result.replayed)
    result = waited(game_id, seconds, lambda bell: service().with_bots(
        game_id, token, result, seconds, bell))
    return body_response(result.body, 200, result.version, result.replayed,
                         {"Preference-Applied": f"wait={seconds}"})


@blp.route("/<game_id>/events", methods=["GET"])
@blp.arguments(streams.StreamQuerySchema, location="query", error_status_code=400)
@blp.arguments(streams.LastEventSchema, location="headers", error_status_code=400)
@blp.response(200, EventPageSchema, headers=ETAG_HEADER)
@problems(blp, 400, 401, 404, 406, 503)
@blp.doc(operationId="getEvents", security=BEARER, **streams.EVENTS_DOC)
def get_events(query: dict[str, Any], headers: dict[str, Any], game_id: str):
    """Read the event log, or stream it live

    Every event after `after`, as the caller may see it: nothing is left out, hidden parts are
    redacted (G3), so the `seq` numbers have no gaps. With `Accept: text/event-stream`, the
    same events as Server-Sent Events, then each new one as it happens (docs/streams.md).
    """
    stream = streams.negotiate(game_id, query, headers)
    if stream is not None:
        return stream
    game, caller = _load(game_id)
    events = service().events(game, caller, query["after"])
    last = events[-1]["seq"] if events else min(query["after"], game.events)
    # A delayed log's ETag is the version it shows (spectator_delay), not the game's.
    shown = service().shown_version(game, caller)
    return json_response({"events": events, "last_seq": last}, 200, {"ETag": etag(shown)})
