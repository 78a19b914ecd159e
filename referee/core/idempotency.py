"""Idempotency keys (IETF httpapi ``Idempotency-Key`` draft) for moves and game creation.

A client retrying a request with the same ``Idempotency-Key`` and the same body gets the first
reply again, and nothing is applied twice; the same key with another body is refused (422); the
same key while the first request is still running is refused (409). Keys expire after
``REFEREE_IDEMPOTENCY_TTL`` seconds.

Records live in the store beside the game they concern: a move's record is written by the same
atomic compare-and-set that applies the move, so a move and its record can never part. The key
is scoped to the caller's token (two seats can never share a record) and stored only as a hash.
A creation's reply holds the seat tokens, which are never stored in plain text: the record is
sealed (AES-GCM) with a key derived from the Idempotency-Key itself, which the store never holds,
so only a client presenting the key can open it.
"""

from __future__ import annotations

import hashlib
import json
import os
from dataclasses import dataclass

import orjson
from cryptography.hazmat.primitives import hashes
from cryptography.hazmat.primitives.ciphers.aead import AESGCM
from cryptography.hazmat.primitives.kdf.hkdf import HKDF

PENDING = b"P"
DONE = b"D"
FINGERPRINT_LEN = 64
MAX_KEY_LENGTH = 255


class IdempotencyInProgress(Exception):
    """A request with this key is still being processed (409)."""


class IdempotencyMismatch(Exception):
    """This key was used with another request body (422)."""


class _Text(bytes):
    """A piece of :func:`written`'s output (told apart from a value to write)."""


def _scalar(value: object) -> bytes:
    if value is None or isinstance(value, bool):
        return {None: b"null", True: b"true", False: b"false"}[value]
    if isinstance(value, int):
        try:
            return str(value).encode()
        except ValueError:  # beyond Python's 4,300 digits of decimal conversion
            return f"0x{value:x}".encode()
    if isinstance(value, float):
        return repr(value).encode()  # nan, inf: no JSON, but one writing each
    if not isinstance(value, str):
        value = f"{type(value).__qualname__}:{value!r}"
    return json.dumps(value, ensure_ascii=True).encode()  # a lone surrogate as its escape


def written(value: object) -> bytes:
    """``value`` as JSON-like text with sorted keys, without recursion (any depth), for any
    value: what :meth:`Idempotency.of` falls back on."""
    out: list[bytes] = []
    stack: list[object] = [value]
    while stack:
        item = stack.pop()
        if type(item) is _Text:
            out.append(item)
        elif isinstance(item, dict):
            pairs = sorted(((_scalar(k if isinstance(k, str) else repr(k)), v)
                            for k, v in item.items()), key=lambda pair: pair[0])
            stack.append(_Text(b"}"))
            for i, (key, inner) in enumerate(reversed(pairs)):
                stack += [inner, _Text(key + b":")]
                if i < len(pairs) - 1:
                    stack.append(_Text(b","))
            out.append(b"{")
        elif isinstance(item, (list, tuple)):
            stack.append(_Text(b"]"))
            for i, inner in enumerate(reversed(item)):
                stack.append(inner)
                if i < len(item) - 1:
                    stack.append(_Text(b","))
            out.append(b"[")
        else:
            out.append(_scalar(item))
    return b"".join(out)


@dataclass(frozen=True)
class Idempotency:
    """A request's Idempotency-Key and the fingerprint of what it asks."""

    key: str
    fingerprint: str

    @classmethod
    def of(cls, key: str, method: str, path: str, body: object) -> Idempotency:
        """The key with the fingerprint of ``method``, ``path`` and the parsed ``body`` written
        one way whatever its key order and white space: orjson's compact JSON with sorted keys
        (the fingerprints of every key stored so far), or, for what orjson cannot write and a
        request may still hold once loaded (an integer beyond 64 bits, which a schema's integer
        field makes of ``1e22``; nesting past orjson's 254 levels; a lone surrogate; a key that
        is not a string; a value of another type), :func:`written`: never an error, so no
        request body reaches a 500 through its fingerprint."""
        try:
            written_body = orjson.dumps(body, option=orjson.OPT_SORT_KEYS)
        except TypeError:
            written_body = written(body)
        digest = hashlib.sha256(f"{method} {path}\n".encode() + written_body).hexdigest()
        return cls(key, digest)

    def scope(self, caller: str) -> str:
        """The stored name of this key for ``caller`` (a token digest, or "create")."""
        return hashlib.sha256(f"{caller}\0{self.key}".encode()).hexdigest()

    @property
    def pending(self) -> bytes:
        return PENDING + self.fingerprint.encode()

    def done(self, reply: bytes) -> bytes:
        return DONE + self.fingerprint.encode() + reply

    def replay(self, record: bytes) -> bytes:
        """The stored reply for this request.

        Raises:
            IdempotencyInProgress: the first request is still running.
            IdempotencyMismatch: the key was used with another body.
        """
        fingerprint = record[1 : 1 + FINGERPRINT_LEN].decode()
        if fingerprint != self.fingerprint:
            raise IdempotencyMismatch(self.key)
        if record[:1] == PENDING:
            raise IdempotencyInProgress(self.key)
        return record[1 + FINGERPRINT_LEN :]

    # -- sealed replies (creation: they hold tokens) -------------------------------------------

    def _aead(self) -> AESGCM:
        key = HKDF(
            algorithm=hashes.SHA256(), length=32, salt=self.fingerprint.encode(),
            info=b"referee idempotent reply",
        ).derive(self.key.encode())
        return AESGCM(key)

    def seal(self, reply: bytes) -> bytes:
        nonce = os.urandom(12)
        return nonce + self._aead().encrypt(nonce, reply, None)

    def unseal(self, sealed: bytes) -> bytes:
        return self._aead().decrypt(sealed[:12], sealed[12:], None)


@dataclass(slots=True)
class Claim:
    """An Idempotency-Key claimed for one request: its stored name (``scope``), the key, and
    what a ``move`` event logs of it (``request``: the scope's first 16 characters)."""

    scope: str
    idempotency: Idempotency
    #: A short hash of the key: an audit can tell that each acknowledged request was applied
    #: exactly once; it says nothing of the key.
    request: str
