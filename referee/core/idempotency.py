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


@dataclass(frozen=True)
class Idempotency:
    """A request's Idempotency-Key and the fingerprint of what it asks."""

    key: str
    fingerprint: str

    @classmethod
    def of(cls, key: str, method: str, path: str, body: object) -> Idempotency:
        """The key with the fingerprint of ``method``, ``path`` and the parsed ``body`` (as
        canonical JSON, so key order and white space do not matter)."""
        canonical = orjson.dumps(body, option=orjson.OPT_SORT_KEYS)
        digest = hashlib.sha256(f"{method} {path}\n".encode() + canonical).hexdigest()
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
