"""A request's headers, read from its WSGI environ.

werkzeug's ``request.headers.get(name)`` makes the environ's key from the name, and for a
header the request has not it raises and catches a ``KeyError`` inside: some 3 k instructions
for a header present and 6 k for one absent, several times a request on the hot routes
(docs/performance.md). The environ holds what it reads, one entry per header (a server joins
repeated ones with commas), so :func:`header` gives the same value for some 0.7 k.
"""

from __future__ import annotations

from flask import Request


def header(req: Request, key: str) -> str | None:
    """The value of the request header whose WSGI environ key is ``key`` (``HTTP_``, then the
    name in capitals with underscores for dashes: ``HTTP_IF_MATCH``), or None when the request
    has none."""
    return req.environ.get(key)
