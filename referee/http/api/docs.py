"""``/docs``: the API reference, browsable with no network.

The page is Swagger UI reading ``/openapi.json``. Its files come from the ``flask-swagger-ui``
package (MIT), which ships Swagger UI's release build (Apache-2.0, its notice served at
``/docs/LICENSE``), so a referee run on a club's laptop or in a closed network shows its
reference: nothing is fetched from another origin. The page's own files (``index.html``,
``docs.js``, ``docs.css``) live in ``referee/http/apidocs``; none of them holds inline code, so the
page is served under a Content-Security-Policy as strict as the web client's.
"""

from __future__ import annotations

from importlib.resources import files
from pathlib import Path

from flask import Blueprint, Response, abort, redirect, send_from_directory

#: The page and its initialiser, inside the installed package.
PAGE_ROOT = Path(__file__).resolve().parent.parent / "apidocs"
#: Swagger UI's release build, as the flask-swagger-ui wheel installs it.
SWAGGER_UI_ROOT = Path(str(files("flask_swagger_ui") / "dist"))
#: The files of Swagger UI the page loads (and its licence notice); nothing else is served.
SWAGGER_UI_FILES = frozenset({
    "swagger-ui-bundle.js", "swagger-ui.css", "favicon-32x32.png", "favicon-16x16.png",
    "LICENSE", "VERSION",
})
#: Only this origin; Swagger UI sets inline style attributes and shows its icons as data: URLs.
CONTENT_SECURITY_POLICY = (
    "default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; "
    "img-src 'self' data:; connect-src 'self'; base-uri 'none'; form-action 'none'; "
    "frame-ancestors 'none'"
)

blp = Blueprint("docs", __name__, url_prefix="/docs")


def swagger_ui_version() -> str:
    """The Swagger UI release the package ships (``v5.34.0``)."""
    return (SWAGGER_UI_ROOT / "VERSION").read_text().strip()


@blp.route("", methods=["GET"])
def page() -> Response:
    """The reference page; its files are relative to ``/docs`` (``docs/docs.js``)."""
    return send_from_directory(PAGE_ROOT, "index.html", max_age=0)


@blp.route("/", methods=["GET"])
def page_slash():
    return redirect("/docs", code=308)


@blp.route("/<name>", methods=["GET"])
def asset(name: str) -> Response:
    """A file of the page, or of Swagger UI (404 as problem+json for anything else)."""
    if name != "index.html" and (PAGE_ROOT / name).is_file():
        return send_from_directory(PAGE_ROOT, name, max_age=0)
    if name in SWAGGER_UI_FILES:
        reply = send_from_directory(SWAGGER_UI_ROOT, name, max_age=86400)
        if name in ("LICENSE", "VERSION"):
            reply.mimetype = "text/plain"
        return reply
    abort(404)


@blp.after_request
def secure(response: Response) -> Response:
    response.headers["Content-Security-Policy"] = CONTENT_SECURITY_POLICY
    response.headers["Referrer-Policy"] = "no-referrer"
    response.headers["X-Content-Type-Options"] = "nosniff"
    return response
