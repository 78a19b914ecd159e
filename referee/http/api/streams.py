"""Live updates over HTTP: ``GET /v1/games/{id}/events`` with ``Accept: text/event-stream``
streams the log (see :mod:`referee.delivery.streams`), and ``POST /v1/games/{id}/stream-tickets`` trades a
token for a single-use ticket, for browsers' ``EventSource``, which cannot send ``Authorization``.
"""

from __future__ import annotations

from typing import Any

from flask import Flask, Response, current_app, request
from flask_smorest import Api
from marshmallow import EXCLUDE, Schema, fields, validate
from werkzeug.exceptions import NotAcceptable

from referee.core.auth import Caller
from referee.core.games import Unauthorized
from referee.delivery.streams import EVENT_STREAM, LiveEvents
from referee.http.api import Blueprint
from referee.http.api.common import JSON, bearer_token, json_response, problems, service
from schemas.common import Strict
from schemas.games import EventQuerySchema

blp = Blueprint(
    "streams",
    __name__,
    url_prefix="/v1/games",
    description="Live updates: tickets that open event streams from a browser",
)


class StreamQuerySchema(EventQuerySchema):
    ticket = fields.String(
        validate=validate.Length(1, 100),
        metadata={"description": "streams only: a ticket from `POST /v1/games/{id}/stream-"
                  "tickets`, for clients that cannot send `Authorization` (EventSource); "
                  "in a request that does not ask for `Accept: text/event-stream` first "
                  "it is answered 406"},
    )


class StreamTicketSchema(Strict):
    ticket = fields.String(required=True, metadata={"description": "single use; secret"})
    expires_in = fields.Integer(required=True, metadata={"description": "seconds it stays valid"})
    url = fields.String(
        required=True, metadata={"description": "the stream to open with it (from the start)"}
    )


class LastEventSchema(Schema):
    class Meta:
        unknown = EXCLUDE

    last_event_id = fields.Integer(
        data_key="Last-Event-ID",
        validate=validate.Range(0, 10**9),
        metadata={"description": "streams: the last `seq` received; the stream resumes after "
                  "it (instead of `after`). Browsers send it when they reconnect"},
    )


#: The OpenAPI additions to ``GET /v1/games/{id}/events`` for its streaming form.
EVENTS_DOC: dict[str, Any] = {
    "responses": {
        200: {
            "description": "The event log; with `Accept: text/event-stream`, Server-Sent Events: "
            "one per log event (`id` its seq, `data` the event as in the JSON log), then each "
            "new one as it is logged, heartbeat comments while idle, until `game_ended`",
            "content": {
                EVENT_STREAM: {
                    "schema": {"type": "string"},
                    "example": 'retry: 1000\n\nid: 9\ndata: {"seq":9,"version":3,'
                    '"type":"trick_resolved",...}\n\n: heartbeat\n\n',
                }
            }
        },
        204: {
            "description": "Streams: the game has ended and every event up to its end is "
            "before `Last-Event-ID` (or `after`); a browser stops reconnecting",
        },
    },
}


def live() -> LiveEvents:
    return current_app.extensions["referee.live"]


def negotiate(game_id: str, query: dict[str, Any], headers: dict[str, Any]) -> Response | None:
    """The event stream when the client asks for ``text/event-stream`` (a browser's
    ``EventSource`` does), else None for the JSON log.

    Raises:
        NotAcceptable: a ticket outside a stream (406).
        Unauthorized: a bad token, or a ticket unknown, used, expired or of another game.
        GameNotFound, StoreUnavailable.
    """
    if request.accept_mimetypes.best_match([JSON, EVENT_STREAM]) != EVENT_STREAM:
        if "ticket" in query:
            # The parameter fits the contract; the log asked for is not what a ticket opens.
            raise NotAcceptable("a ticket opens an event stream only: send Accept: "
                                "text/event-stream")
        return None
    game = service().load(game_id)
    after = headers.get("last_event_id", query["after"])
    if "ticket" in query:
        caller = live().tickets.redeem(game.id, query["ticket"])
        if caller is None:
            raise Unauthorized("this stream ticket is unknown, used, expired or of another game")
    else:
        caller = game.caller(bearer_token())
    if live().finished_for(game, after):
        return Response(status=204)
    return Response(
        live().stream(game, caller, after),
        status=200,
        content_type=EVENT_STREAM,
        headers={"Cache-Control": "no-store", "X-Accel-Buffering": "no"},
    )


@blp.route("/<game_id>/stream-tickets", methods=["POST"])
@blp.response(
    201, StreamTicketSchema, description="A ticket (never logged; do not log it either)"
)
@problems(blp, 401, 404, 503)
@blp.doc(operationId="createStreamTicket", security=[{"bearer": []}])
def post_stream_ticket(game_id: str):
    """Get a stream ticket

    For a browser's `EventSource`, which cannot send `Authorization` (and tokens never go in
    URLs): the ticket opens one event stream as the token's holder, once, within a minute.
    Open `url` with `EventSource`; on a reconnection get a new ticket and add `after` (the
    last seq received). Spectators need none: they open the stream without a token.
    """
    game = service().load(game_id)
    caller: Caller = game.caller(bearer_token())
    if caller.anonymous:
        raise Unauthorized("a token is needed for a ticket; spectators open streams without one")
    ticket = live().tickets.issue(game.id, caller)
    return json_response(
        {"ticket": ticket, "expires_in": int(live().tickets.seconds),
         "url": f"/v1/games/{game.id}/events?ticket={ticket}"},
        201,
        {"Cache-Control": "no-store"},
    )


def register(app: Flask, api: Api) -> None:
    """Serve live updates in ``app``: the tickets blueprint (the streams' notifier and tickets
    are wired by ``create_app``)."""
    api.register_blueprint(blp)
