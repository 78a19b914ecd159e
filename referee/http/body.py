"""Request bodies read strictly: every JSON body the service takes goes through :func:`read`,
so that no body, however hostile, reaches a 500 (docs/api.md).

A body is refused with **400** (errors keyed by the field's path, or ``_schema`` with the
character position) when it is not JSON as RFC 8259 has it, or when it holds:

* invalid UTF-8 or a lone surrogate (``"\\ud800"``) in any string or key, which no JSON text
  interchanged may hold;
* a number that is not finite as a double (``1e999``, ``NaN``, a whole number of 310 or more
  digits; a shorter one beyond 64 bits is read as a double, which no integer field accepts);
* arrays and objects nested deeper than :data:`MAX_DEPTH` (no body of the API nests a tenth of
  that; Python's own parsers recurse and fail far below what fits in a body);
* a key twice in one object (RFC 8259 leaves its meaning open; the referee does not guess);
* anything but an object at the top (every operation takes one).

webargs parses JSON with the standard library's ``json``, which recurses and builds integers of
any length; :class:`BodyParser` replaces that for every blueprint (``referee/http/api/__init__.py``).
"""

from __future__ import annotations

import io
import json
import math
import re
from collections.abc import Callable, Iterable
from typing import Any, NoReturn

import flask
import orjson
from webargs import core
from webargs.flaskparser import FlaskParser, abort, is_json_request
from werkzeug.exceptions import BadRequest

#: The deepest nesting of arrays and objects a body may have (a record of a game, the deepest
#: body the API takes, nests 7 levels).
MAX_DEPTH = 32

#: Characters refused in any string of a body: lone surrogates (no UTF-8 text holds one). Control
#: and bidirectional characters are strings the contract allows (R120): not refused here.
_FORBIDDEN = re.compile("[\ud800-\udfff]")
#: A JSON string, and whether a colon follows it (then it is a key). Scanned from the start of a
#: text already parsed, every match begins at a string's opening quote.
_STRING = re.compile(rb'"[^"\\]*(?:\\.[^"\\]*)*"(\s*:)?', re.DOTALL)


class BodyError(ValueError):
    """A body refused by :func:`read`: ``errors`` as marshmallow nests field errors (``{"players":
    {"0": [message]}}`` for the path ``("players", 0)``; ``_schema`` for the body as a whole)."""

    def __init__(self, where: tuple, message: str):
        super().__init__(message)
        errors: Any = [message]
        for part in reversed(where or ("_schema",)):
            errors = {_name(part): errors}
        self.errors = errors


def read(raw: bytes) -> Any:
    """The JSON value of ``raw``, checked as the module says.

    Raises:
        BodyError: naming the field or the position of the first problem.
    """
    try:
        value = orjson.loads(raw)
    except orjson.JSONDecodeError as exc:
        raise _located(raw, exc) from None
    keys = _check_object(value)
    if keys != sum(1 for m in _STRING.finditer(raw) if m.group(1)):
        raise _duplicate(raw)
    return value


class _Unreadable:
    """Where the standard library read what orjson refused: a number that is not finite."""

    def __init__(self, text: str):
        self.text = text


def _number(text: str) -> Any:
    value = float(text)
    return value if math.isfinite(value) else _Unreadable(text)


def _located(raw: bytes, exc: orjson.JSONDecodeError) -> BodyError:
    """The refusal of a body orjson cannot read: naming the field where the standard library
    reads it (a number that is not finite as a double, a lone surrogate), else the position
    orjson names (its message never echoes the input)."""
    try:
        value = json.loads(raw, parse_constant=_Unreadable, parse_float=_number,
                           parse_int=lambda t: _Unreadable(t) if len(t) > 300 else int(t))
        _check_object(value)
    except BodyError as found:
        return found
    except (ValueError, RecursionError):  # a syntax error, bad UTF-8 or deep nesting
        pass
    return BodyError((), f"invalid JSON body: {exc}")


def _name(part: Any) -> str:
    """A path's part as a field name; a character refused in a key is written as its
    ``\\uXXXX`` escape, so the reply never carries it (a lone surrogate cannot be encoded)."""
    return _FORBIDDEN.sub(lambda m: f"\\u{ord(m.group()):04x}", str(part))


def _check_object(value: Any) -> int:
    """:func:`_check` of a body, which is an object in every operation."""
    if not isinstance(value, dict):
        raise BodyError((), "the body must be a JSON object")
    return _check(value)


def _check(value: Any) -> int:
    """Check depth and strings of a parsed body, without recursion; returns how many keys its
    objects hold."""
    keys = 0
    stack: list[tuple[Any, tuple]] = [(value, ())]
    while stack:
        item, where = stack.pop()
        if isinstance(item, str):
            _check_string(item, where)
            continue
        if isinstance(item, _Unreadable):
            shown = item.text if len(item.text) < 20 else f"a whole number of {len(item.text)} digits"
            raise BodyError(where, f"{shown} is not a finite number")
        if not isinstance(item, (dict, list)):
            continue
        if len(where) >= MAX_DEPTH:
            raise BodyError(where[:1], f"nested deeper than {MAX_DEPTH} levels")
        if isinstance(item, dict):
            keys += len(item)
            for key, inner in item.items():
                _check_string(key, (*where, key), "key")
                stack.append((inner, (*where, key)))
        else:
            stack.extend((inner, (*where, i)) for i, inner in enumerate(item))
    return keys


def _check_string(text: str, where: tuple, what: str = "string") -> None:
    found = _FORBIDDEN.search(text)
    if found:
        code = ord(found.group())
        raise BodyError(where, f"the {what} holds a lone surrogate, U+{code:04X}, at {found.start()}")


def _duplicate(raw: bytes) -> BodyError:
    """The refusal of a key given twice (the body is known to parse and nest at most
    :data:`MAX_DEPTH`), naming the key."""

    def pairs(items: list[tuple[str, Any]]) -> dict[str, Any]:
        seen: dict[str, Any] = {}
        for key, value in items:
            if key in seen:
                raise BodyError((key,), f"the key {_name(key)!r} is given twice in one object")
            seen[key] = value
        return seen

    try:
        json.loads(raw, object_pairs_hook=pairs)
    except BodyError as found:
        return found
    return BodyError((), "a key is given twice in one object")


class BodyParser(FlaskParser):
    """webargs' Flask parser reading JSON bodies with :func:`read`."""

    def _raw_load_json(self, req: flask.Request) -> Any:
        if not is_json_request(req):
            return core.missing
        raw = req.get_data(cache=True)
        if not raw:
            return core.missing
        try:
            return read(raw)
        except BodyError as exc:
            self._refuse(exc)

    @staticmethod
    def _refuse(exc: BodyError) -> NoReturn:
        abort(400, exc=exc, messages={"json": exc.errors})


class _Malformed(io.RawIOBase):
    """The body of a request whose chunked framing broke: reading it is a 400."""

    def readable(self) -> bool:
        return True

    def readinto(self, buffer: Any) -> int:
        raise BadRequest("the chunked body is malformed (RFC 9112, section 7.1)")


class ChunkedBodies:
    """WSGI middleware giving a chunked body (``Transfer-Encoding: chunked``, no
    ``Content-Length``) the same limits as one of declared length (docs/api.md): it is read here,
    up to one byte more than the largest limit of any route, and passed on with the length it
    has, so that each route's limit answers 413 exactly as for a declared length. (Werkzeug
    otherwise cuts such a stream at the limit and parses what it got: a 400, or worse, a
    truncated body read as whole.) A body whose framing breaks is a 400 when a route reads it."""

    def __init__(self, app: Callable, largest: int) -> None:
        self.app = app
        self.largest = largest

    def __call__(self, environ: dict, start_response: Callable) -> Iterable[bytes]:
        if not environ.get("CONTENT_LENGTH") and "chunked" in environ.get(
                "HTTP_TRANSFER_ENCODING", "").lower():
            stream = environ["wsgi.input"]
            # The app gets a body of known length (werkzeug ignores Content-Length next to
            # Transfer-Encoding: chunked, as RFC 9112 says a server must).
            del environ["HTTP_TRANSFER_ENCODING"]
            body = bytearray()
            try:
                while len(body) <= self.largest:
                    piece = stream.read(min(65_536, self.largest + 1 - len(body)))
                    if not piece:
                        break
                    body += piece
                environ["wsgi.input"] = io.BytesIO(bytes(body))
                environ["CONTENT_LENGTH"] = str(len(body))
                if len(body) > self.largest:
                    # The rest is not read (it may never end): gunicorn closes the connection
                    # after the 413 rather than drain it.
                    server_request = getattr(getattr(stream, "reader", None), "req", None)
                    if server_request is not None:
                        server_request.must_close = True
            except Exception:  # the server's parse error of a chunk: the client's
                environ["wsgi.input"] = _Malformed()
                environ["CONTENT_LENGTH"] = "1"
        return self.app(environ, start_response)
