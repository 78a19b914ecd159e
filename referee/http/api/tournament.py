"""Tournaments: game records, signed results and their key, record verification, and batch
creation of a round's games (docs/tournaments.md). Webhooks are set up here too."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from flask import Flask, Response, current_app, request
from flask_smorest import Api

from referee.core.batches import create_batch as create_batch_of
from referee.core.directing import batch_director
from referee.delivery.outbound import URLRefused
from referee.delivery.webhooks import Deliverer
from referee.http.access import API_KEY_SCHEME, api_key_required
from referee.http.api import Blueprint
from referee.http.api.common import (
    IDEMPOTENCY_KEY,
    bearer_token,
    body_response,
    etag,
    idempotency,
    json_response,
    problems,
    service,
)
from referee.http.creation import creation_args
from referee.http.errors import problem
from referee.records.assembly import game_record, signed_result, verify_posted
from referee.records.records import NotJSON, Signing, read_json, verify_result
from schemas.problems import PROBLEM_CONTENT_TYPE, ProblemSchema
from schemas.tournament import (
    BatchCreatedSchema,
    BatchSchema,
    CompactRecordSchema,
    KeysSchema,
    RecordInputSchema,
    RecordQuerySchema,
    RecordSchema,
    ResultInputSchema,
    ResultVerificationSchema,
    SignedResultSchema,
    VerificationSchema,
)

blp = Blueprint(
    "tournament",
    __name__,
    description="Tournaments: game records, signed results, verification, batch creation",
)

BEARER = [{}, {"bearer": []}]


@dataclass
class Tournament:
    signing: Signing
    deliverer: Deliverer


def tournament() -> Tournament:
    return tournament_of(current_app)


def tournament_of(app: Flask) -> Tournament:
    return app.extensions["referee.tournament"]


def register(app: Flask, api: Api) -> None:
    """Serve the routes (the service's signing and webhooks are wired by ``create_app``, and
    the webhooks' first look at their outbox is a request hook: referee.http.hooks)."""
    # The two shapes of a record (RECORD_DOC and ResultInputSchema name them), before the
    # routes that refer to them.
    api.spec.components.schema("Record", schema=RecordSchema)
    api.spec.components.schema("CompactRecord", schema=CompactRecordSchema)
    api.register_blueprint(blp)

    @app.errorhandler(URLRefused)
    def _webhook_refused(exc: URLRefused):
        # The URL fits the schema (else a 400 already): whether the service may call it is its
        # own decision (where the name resolves), so a 422 naming the field, in the same words
        # whatever the reason (referee.delivery.outbound).
        field = exc.field or "webhook"
        return problem(422, exc.reason, kind="url-refused", title="The service will not call "
                       "this URL", field=field, errors=_nested(field, exc.reason))


def _nested(path: str, message: str) -> dict[str, Any]:
    """``{"games": {"3": {"webhook": [message]}}}`` for ``games.3.webhook``."""
    out: Any = [message]
    for part in reversed(path.split(".")):
        out = {part: out}
    return out


@blp.before_request
def _records_and_rounds_are_large() -> None:
    # A finished 4 Aces record, or a round of 500 games, is larger than a move.
    if request.method == "POST":
        request.max_content_length = current_app.config["REFEREE_SETTINGS"].max_record_bytes


#: ``GET /v1/games/{id}/record`` answers one of two shapes, by ``format``.
RECORD_DOC: dict[str, Any] = {"responses": {200: {"content": {"application/json": {"schema": {
    "oneOf": [{"$ref": "#/components/schemas/Record"},
              {"$ref": "#/components/schemas/CompactRecord"}]}}}}}}


@blp.route("/v1/games/<game_id>/record", methods=["GET"])
@blp.arguments(RecordQuerySchema, location="query", error_status_code=400)
@blp.response(200, headers={"ETag": {"schema": {"type": "string"},
                                     "description": "The game's version"}},
              description="`Record`, or with `format=compact` a `CompactRecord`")
@blp.alt_response(409, schema=ProblemSchema, content_type=PROBLEM_CONTENT_TYPE,
                  description="`format=compact` of a game that has not ended")
@problems(blp, 400, 401, 404, 503)
@blp.doc(operationId="getRecord", security=BEARER, **RECORD_DOC)
def get_record(query: dict[str, Any], game_id: str):
    """Read a game's record

    While the game is on: what the caller may see, as late as the spectator delay says (no
    seed). Once it has ended, for anyone: everything, with the seed (G2), every move with its
    seat and time, every event with its hidden parts, the result and the webhook's deliveries.
    With `format=compact`, once the game has ended: the seed or deals, every move with its
    seat and time, and the signed result, without the events (a replay gives them back:
    `POST /v1/records/verify` takes this record too).
    """
    record, shown = game_record(service(), tournament().signing, tournament().deliverer.outbox,
                                game_id, bearer_token(), query["format"] == "compact")
    return json_response(record, 200, {"ETag": etag(shown)})


@blp.route("/v1/games/<game_id>/result", methods=["GET"])
@blp.doc(operationId="getResult", security=[])  # public
@blp.response(200, SignedResultSchema)
@blp.alt_response(409, schema=ProblemSchema, content_type=PROBLEM_CONTENT_TYPE,
                  description="The game has not ended")
@problems(blp, 404, 503)
def get_result(game_id: str):
    """Read a finished game's signed result

    The standings (winners, scores, ranking) with an Ed25519 signature over their canonical
    JSON; the key is at `GET /v1/keys`. `log_sha256` binds them to the game's record.
    """
    return json_response(signed_result(service(), tournament().signing, game_id))


@blp.route("/v1/keys", methods=["GET"])
@blp.doc(operationId="listKeys", security=[])  # public
@blp.response(200, KeysSchema)
@problems(blp, 503)
def get_keys():
    """List the keys results are signed with

    `development: true` marks a key the service made itself because none was configured:
    fine for trying things out, not for real tournaments.
    """
    return json_response({"keys": [tournament().signing.signer().public()]})


@blp.route("/v1/records/verify", methods=["POST"])
@blp.doc(operationId="verifyRecord", security=[])  # public
@blp.arguments(RecordInputSchema, error_status_code=400,
               description="A finished game's record, as `GET /v1/games/{id}/record` gave it")
@blp.response(200, VerificationSchema)
@problems(blp, 400, 413)
def verify_record(record: dict[str, Any]):
    """Verify a game record independently

    Replays the record in the rules engines from its revealed seed (or explicit deals): is the
    seed the one committed to, is every move legal, is every event the one the rules produce,
    does the stated result hold? A compact record's events are the replay's: they must hash to
    its signed result's `log_sha256`, and a signature by this service's key must hold.
    `valid: false` names the first discrepancy. Nothing is stored.
    """
    body = _as_read()  # as sent, read as `referee verify` reads a file
    if not isinstance(body, Response):
        body = verify_posted(body, tournament().signing.signer().public())
    return body if isinstance(body, Response) else json_response(body)


@blp.route("/v1/results/verify", methods=["POST"])
@blp.doc(operationId="verifyResult", security=[])  # public
@blp.arguments(ResultInputSchema, error_status_code=400,
               description="A signed result, as `GET /v1/games/{id}/result` gave it, and if "
               "wanted the game's record")
@blp.response(200, ResultVerificationSchema)
@problems(blp, 400, 413, 503)
def verify_result_route(_: dict[str, Any]):
    """Verify a signed result

    Is it signed by this service's key (`GET /v1/keys`), under that key's id? With `record`
    (full or compact) too: does the record replay (as `POST /v1/records/verify` checks it), is
    it of the same game, and do its events hash to the result's `log_sha256`? `valid: false`
    names the first check that fails. Nothing is stored.
    """
    body = _as_read()  # as sent: the signature is over these very values
    if isinstance(body, Response):
        return body
    public = tournament().signing.signer().public()
    return json_response(verify_result(body["result"], public, body.get("record")))


def _as_read() -> Any:
    """The body as the verifier reads JSON (referee.records.records.read_json), or the 400
    for one it does not read (a key twice, an integer beyond 64 bits: what the schema's reading
    let through)."""
    try:
        return read_json(request.get_data())
    except NotJSON as exc:
        return problem(400, str(exc), errors={"_schema": [str(exc)]})


@blp.route("/v1/batches", methods=["POST"])
@blp.arguments(BatchSchema, error_status_code=400)
@blp.response(201, BatchCreatedSchema, description="Every game, with its secret tokens")
@problems(blp, 400, 401, 409, 413, 422, 503)
@blp.doc(operationId="createBatch", security=[{}, {API_KEY_SCHEME: []}],
         parameters=[IDEMPOTENCY_KEY])
@api_key_required
def create_batch(data: dict[str, Any]):
    """Create a round's games at once

    Up to 500 games, each as `POST /v1/games` takes it. The whole batch is checked first (the
    schema, the rules of every game, every webhook): if one game is refused, none is created
    (400 or 422 naming it, as `games.N…`). A 503 while storing leaves none of them; with an
    `Idempotency-Key`, its retry stores and answers the very same games and tokens.
    """
    # A batch is a tournament's round, so its games have no hints by default (docs/bots.md).
    games = [creation_args({"hints": False, **game}) for game in data["games"]]
    hook = None
    if "director_webhook" in data:
        hook = {"url": data["director_webhook"], "secret": data["director_webhook_secret"]}
    directing = batch_director(data.get("director", False), data.get("correction_minutes"), hook)
    body, replayed = create_batch_of(service(), games, directing, idempotency(data))
    return body_response(body, 201, 1, replayed)
