"""The application factory."""

from __future__ import annotations

import logging
from typing import Any

import orjson
from flask import Flask
from flask.json.provider import JSONProvider
from flask_smorest import Api

from referee import errors, limits, observability
from referee.config import Settings
from referee.games import GameService
from referee.store import MemoryStore, RedisStore, Store
from schemas.problems import ProblemSchema

log = logging.getLogger("referee")

API_TITLE = "Referee"
API_VERSION = "1.0.0"
API_DESCRIPTION = """\
A rules-and-scoring referee for card games: EmotrionsOnCards, Emotrions Pareo and 4 Aces.

Create a game, submit moves with the seat tokens, and read whether each move is legal (422 with
the RULES.md rule id when it is not), the tricks, plays, scores and winners. Every caller sees
only what they could see at a real table (rule G3).

Errors are RFC 9457 problems (`application/problem+json`). Authentication: `Authorization:
Bearer <token>` with a seat token or the table token returned at creation; no token is a
spectator.
"""


class RefereeApi(Api):
    """flask-smorest's Api, without its default JSON error response: every error here is a
    problem+json body, documented per operation."""

    DEFAULT_ERROR_RESPONSE_NAME = None
    ERROR_SCHEMA = ProblemSchema


class OrjsonProvider(JSONProvider):
    """Flask's JSON through orjson: several times faster than the standard library."""

    def dumps(self, obj: Any, **kwargs: Any) -> str:
        return orjson.dumps(obj, option=orjson.OPT_NON_STR_KEYS).decode()

    def loads(self, s: str | bytes, **kwargs: Any) -> Any:
        return orjson.loads(s)


def make_store(settings: Settings) -> Store:
    """The store ``settings`` ask for: Redis at ``REDIS_URL``, else in memory (with a warning)."""
    if settings.redis_url:
        return RedisStore.from_url(
            settings.redis_url, timeout=settings.redis_timeout, prefix=settings.key_prefix
        )
    log.warning(
        "REDIS_URL is not set: games are kept in this process's memory only; nothing persists "
        "and only one worker process may serve them"
    )
    return MemoryStore()


def create_app(settings: Settings | None = None, store: Store | None = None) -> Flask:
    """The Referee application.

    Args:
        settings: defaults to :meth:`Settings.from_env`.
        store: defaults to the store ``settings`` ask for.
    """
    settings = settings or Settings.from_env()
    app = Flask("referee")
    app.json = OrjsonProvider(app)
    app.config.update(
        API_TITLE=API_TITLE,
        API_VERSION=API_VERSION,
        OPENAPI_VERSION="3.1.0",
        OPENAPI_URL_PREFIX="/",
        OPENAPI_JSON_PATH="openapi.json",
        OPENAPI_SWAGGER_UI_PATH=None,
        # /docs is served from the package, with no network (referee.api.docs).
        OPENAPI_REDOC_PATH=None,
        MAX_CONTENT_LENGTH=settings.max_body_bytes,
        REFEREE_SETTINGS=settings,
        API_SPEC_OPTIONS={
            "info": {"description": API_DESCRIPTION, "license": {"name": "MIT"}},
            "components": {
                "securitySchemes": {
                    "bearer": {
                        "type": "http",
                        "scheme": "bearer",
                        "description": "A seat token or the table token from game creation",
                    }
                }
            },
        },
    )
    logging.getLogger("referee").setLevel(settings.log_level)
    store = store or make_store(settings)
    app.extensions["referee"] = GameService(
        store,
        cas_retries=settings.cas_retries,
        idempotency_ttl=settings.idempotency_ttl,
        pending_ttl_ms=1000 * (settings.timeout + 5),
    )
    observability.init_app(app, settings)
    limits.init_app(app, settings)

    api = RefereeApi(app)
    from referee.api import games, ops, rules, streams, tournament, variants

    api.register_blueprint(variants.blp)
    api.register_blueprint(games.blp)
    api.register_blueprint(rules.blp)
    streams.register(app, api, settings)
    tournament.register(app, api, settings)
    from referee.api import lifecycle

    lifecycle.register(app, api, settings)
    app.register_blueprint(ops.blp)
    from referee.api import docs, web

    app.register_blueprint(web.blp)
    app.register_blueprint(docs.blp)
    errors.register(app, settings.retry_after)
    return app
