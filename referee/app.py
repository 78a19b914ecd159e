"""The application factory."""

from __future__ import annotations

import importlib.metadata
import logging
from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

import orjson
from flask import Flask
from flask.json.provider import JSONProvider
from flask_smorest import Api
from werkzeug.routing import RequestRedirect

from referee.bootstrap import backend_for, bootstrap, make_backend
from referee.config import Settings
from referee.core.games import GameService
from referee.http import access, errors, hooks, limits, observability, openapi, proxies, shares
from referee.http.body import ChunkedBodies
from referee.http.proxies import WSGIApp
from referee.storage.backend import Backend
from referee.storage.store import Store
from schemas.problems import ProblemSchema

if TYPE_CHECKING:
    from _typeshed.wsgi import StartResponse, WSGIEnvironment

log = logging.getLogger("referee")

API_TITLE = "Referee"
#: One version for the release, its clients and the contract's ``info.version``: the
#: package's, from its metadata (docs/versioning.md).
API_VERSION = importlib.metadata.version("referee")
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

    def __init__(self, app: Flask) -> None:
        super().__init__(app, spec_kwargs={"marshmallow_plugin": openapi.RefereePlugin()})

    def _register_pagination_header(self) -> None:
        """None: no route pages with flask-smorest's pagination (listings carry a cursor), and
        its header would bring an unused component (PaginationMetadata) into the contract."""


class RefereeFlask(Flask):
    """Flask, asking once per hook or view whether it is a coroutine function: Flask asks
    ``inspect`` on every call of each, about ten times a request (docs/performance.md); and
    served through :attr:`outer`, its WSGI middleware (Flask's own recipe assigns the middleware
    over the ``wsgi_app`` method)."""

    def __init__(self, import_name: str) -> None:
        super().__init__(import_name)
        #: What a request goes through: :meth:`wsgi_app` inside the WSGI middleware
        #: ``create_app`` puts around it, outermost last.
        self.outer: WSGIApp = self.wsgi_app

    def __call__(self, environ: WSGIEnvironment,
                 start_response: StartResponse) -> Iterable[bytes]:
        return self.outer(environ, start_response)

    def ensure_sync(self, func: Any) -> Any:
        known = self.__dict__.setdefault("_sync", {})
        try:
            return known[func]
        except KeyError:
            made = super().ensure_sync(func)
            if len(known) < 4096:  # hooks and views are few; anything else is not kept
                known[func] = made
            return made
        except TypeError:  # unhashable
            return super().ensure_sync(func)

    def handle_http_exception(self, e: Any) -> Any:
        # Flask returns a routing redirect as werkzeug's HTML page, past every error handler.
        # The one the service makes (a path with "//", merged) is a problem like every reply.
        if isinstance(e, RequestRedirect):
            return errors.problem(308, f"this resource is at {e.new_url}", kind="moved",
                                  title="The resource is at another URL",
                                  headers={"Location": e.new_url})
        return super().handle_http_exception(e)


class OrjsonProvider(JSONProvider):
    """Flask's JSON through orjson: several times faster than the standard library."""

    def dumps(self, obj: Any, **kwargs: Any) -> str:
        return orjson.dumps(obj, option=orjson.OPT_NON_STR_KEYS).decode()

    def loads(self, s: str | bytes, **kwargs: Any) -> Any:
        return orjson.loads(s)


def create_app(
    settings: Settings | None = None, store: Store | None = None, backend: Backend | None = None
) -> Flask:
    """The Referee application.

    Args:
        settings: defaults to :meth:`Settings.from_env`.
        store: a store made beforehand (tests, tools), in the backend of its kind.
        backend: defaults to the one around ``store``, else the one ``settings`` ask for.
    """
    settings = settings or Settings.from_env()
    app = RefereeFlask("referee")
    app.json = OrjsonProvider(app)
    app.config.update(
        API_TITLE=API_TITLE,
        API_VERSION=API_VERSION,
        OPENAPI_VERSION="3.1.0",
        OPENAPI_URL_PREFIX="/",
        OPENAPI_JSON_PATH="openapi.json",
        OPENAPI_SWAGGER_UI_PATH=None,
        # /docs is served from the package, with no network (referee.http.api.docs).
        OPENAPI_REDOC_PATH=None,
        MAX_CONTENT_LENGTH=settings.max_body_bytes,
        REFEREE_SETTINGS=settings,
        API_SPEC_OPTIONS={
            "info": {"description": API_DESCRIPTION,
                     "license": {"name": "MIT", "identifier": "MIT"}},
            # The service serves this document itself (/openapi.yaml): the API is where it is.
            "servers": [{"url": "/", "description": "the service serving this document"}],
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
    app.outer = ChunkedBodies(
        app.outer, max(settings.max_body_bytes, settings.max_record_bytes))
    if proxies.trusted(settings):
        # Outermost: the budgets and the log line see the client's address (referee.http.proxies).
        app.outer = proxies.TrustedProxies(app.outer, settings)
    if backend is None:
        backend = backend_for(store) if store is not None else make_backend(settings)
    wire(app, backend, settings)
    observability.init_app(app, settings)
    budgets = limits.init_app(app, settings)
    checks = access.init_app(app, settings)
    cpu = shares.init_app(app, settings)

    api = RefereeApi(app)
    from referee.http.api import games, ops, rules, streams, tournament, variants

    api.register_blueprint(variants.blp)
    api.register_blueprint(games.blp)
    api.register_blueprint(rules.blp)
    streams.register(app, api)
    tournament.register(app, api)
    from referee.http.api import lifecycle as lifecycle_api

    lifecycle_api.register(app, api)
    from referee.http.api import director

    director.register(app, api)
    from referee.http.api import tournaments

    tournaments.register(app, api)
    app.register_blueprint(ops.blp)
    from referee.http.api import docs, web

    app.register_blueprint(web.blp)
    app.register_blueprint(docs.blp)
    errors.register(app, settings.retry_after)
    hooks.install(app, checks, budgets, app.extensions["referee.tournament"].deliverer, cpu)
    return app


def wire(app: Flask, backend: Backend, settings: Settings) -> GameService:
    """Put the game service on ``backend`` and the services around it, built once by
    :func:`referee.bootstrap.bootstrap`, into ``app.extensions``: the blueprints only read
    them."""
    from referee.http.api.tournament import Tournament

    services = bootstrap(backend, settings)
    app.extensions["referee"] = services.service
    app.extensions["referee.backend"] = backend
    app.extensions["referee.jobs"] = services.jobs  # R287: the payers reserve in the queue
    app.extensions["referee.live"] = services.live
    app.extensions["referee.tournament"] = Tournament(services.signing, services.deliverer)
    app.extensions["referee.tournaments"] = services.tournaments
    return services.service
