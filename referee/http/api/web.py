"""``/play``: the reference web client, static files shipped in the package (``referee/http/web``).

Not part of the API: the pages call only the operations ``openapi.yaml`` documents, as any
third-party client would. Every page is served with a strict Content-Security-Policy (no inline
script or style, nothing from another origin) and no referrer, since seat links carry their
token in the URL fragment.
"""

from __future__ import annotations

from pathlib import Path

from flask import Blueprint, Response, redirect, send_from_directory

#: Where the client's files live, inside the installed package.
WEB_ROOT = Path(__file__).resolve().parent.parent / "web"

#: Only this origin's scripts, styles, images and API; no frames, plugins or form posts elsewhere.
CONTENT_SECURITY_POLICY = (
    "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
    "connect-src 'self'; manifest-src 'self'; base-uri 'none'; form-action 'none'; "
    "frame-ancestors 'none'"
)

blp = Blueprint("web", __name__, url_prefix="/play")


@blp.route("", methods=["GET"])
def play_root():
    """``/play`` to ``/play/``, so that the pages' relative URLs resolve under ``/play/``."""
    return redirect("/play/", code=308)


@blp.route("/", methods=["GET"])
@blp.route("/<path:path>", methods=["GET"])
def play(path: str = "index.html") -> Response:
    """A file of the web client (404 for anything else, as problem+json)."""
    return send_from_directory(WEB_ROOT, path, max_age=0)


@blp.after_request
def secure(response: Response) -> Response:
    """The client's pages: no inline code, no third party, no referrer, no sniffing."""
    response.headers["Content-Security-Policy"] = CONTENT_SECURITY_POLICY
    response.headers["Referrer-Policy"] = "no-referrer"
    response.headers["X-Content-Type-Options"] = "nosniff"
    response.headers["Cache-Control"] = "no-cache"
    return response
