"""Seat and table tokens: random, 256 bits, stored only as digests, compared in constant time.

A token is shown once, in the reply that creates the game. The store keeps a truncated SHA-256
digest of it (128 bits: a token has 256 bits of entropy, so a plain hash is as strong as a slow
one and costs nothing per request), never the token itself.
"""

from __future__ import annotations

import base64
import functools
import hashlib
import hmac
import secrets
from collections.abc import Sequence
from dataclasses import dataclass

TOKEN_BYTES = 32


def new_token() -> str:
    """A fresh bearer token (URL-safe, no padding)."""
    return secrets.token_urlsafe(TOKEN_BYTES)


def digest(token: str) -> str:
    """The stored form of a token."""
    raw = hashlib.sha256(token.encode("utf-8")).digest()[:16]
    return base64.urlsafe_b64encode(raw).rstrip(b"=").decode("ascii")


#: The length of the tokens :func:`new_token` makes.
TOKEN_LENGTH = len(new_token())


def presented_digest(token: str) -> str:
    """:func:`digest` of a token a request presents, kept for the 1,024 presented last: a move
    asks three times (its rate limit, its Idempotency-Key's scope, who is calling;
    docs/performance.md).

    The cache changes only when the hash is computed. Every comparison with a stored digest is
    still made, in constant time (:func:`identify`); a hit is faster only for a token presented
    before, which a guesser would have to hold already; the keys are Python's randomized string
    hashes; it holds what this process's memory held for each request anyway, and nothing
    reads it out (``cache_info`` counts, it names no key). Only tokens of the length the service
    makes are kept (a hostile header cannot fill it with large keys), and new tokens are
    hashed by :func:`digest`, never kept."""
    if len(token) != TOKEN_LENGTH:
        return digest(token)
    return _kept_digest(token)


_kept_digest = functools.lru_cache(maxsize=1024)(digest)


@dataclass(frozen=True)
class Caller:
    """Who is calling: a seat, the table, or nobody (a spectator)."""

    seat: int | None = None
    table: bool = False

    @property
    def anonymous(self) -> bool:
        return self.seat is None and not self.table


SPECTATOR = Caller()


def identify(token: str, seat_digests: Sequence[str], table_digest: str) -> Caller | None:
    """The caller holding ``token`` in a game with these digests, or ``None`` if it is none of
    them. Every digest is compared (in constant time), so timing says nothing of which matched."""
    candidate = presented_digest(token)
    found: Caller | None = None
    for seat, stored in enumerate(seat_digests):
        if hmac.compare_digest(candidate, stored):
            found = Caller(seat=seat)
    if hmac.compare_digest(candidate, table_digest):
        found = Caller(table=True)
    return found


def bearer(header: str | None) -> str | None:
    """The token of an ``Authorization: Bearer <token>`` header, or ``None`` when absent.

    Raises:
        ValueError: for an Authorization header that is not a bearer token.
    """
    if header is None:
        return None
    scheme, _, token = header.strip().partition(" ")
    if scheme.lower() != "bearer" or not token.strip():
        raise ValueError("the Authorization header must be 'Bearer <token>'")
    return token.strip()
