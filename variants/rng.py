"""The portable random generator behind every shuffle and random pick (G2).

Python's :mod:`random` is deliberately not used: its algorithm and state are not meant to be
re-implemented by others, and tournament software must be able to re-derive every deal from a
revealed seed. The derivation is specified in ``docs/fairness.md``; in short:

* the key is the seed string encoded as UTF-8;
* draw *k* (k = 0, 1, 2, …) is ``HMAC-SHA256(key, b"referee/v1/" + k as 8 bytes big-endian)``;
* an integer below *n* takes the first 8 bytes of one draw as a big-endian unsigned integer
  *x*, and returns ``x % n`` when ``x < 2**64 - (2**64 % n)``; otherwise it rejects *x* and
  takes the next draw (so the result is exactly uniform);
* a shuffle is Fisher–Yates from the last position down: for ``i`` from ``len - 1`` to ``1``,
  swap position ``i`` with position ``below(i + 1)``.

A game's snapshot keeps the seed and the counter of draws used, never a generator's state.
"""

from __future__ import annotations

import hashlib
import hmac
import secrets
from collections.abc import MutableSequence
from dataclasses import dataclass
from typing import TypeVar

T = TypeVar("T")

DOMAIN = b"referee/v1/"
_SPAN = 1 << 64


def new_seed() -> str:
    """A fresh secret seed for a server-shuffled game: 256 bits from the OS CSPRNG (G2)."""
    return secrets.token_hex(32)


def seed_commitment(seed: str) -> str:
    """The SHA-256 commitment to a seed, published while the seed stays secret (G2)."""
    return hashlib.sha256(seed.encode("utf-8")).hexdigest()


@dataclass
class Rng:
    """A counter-mode HMAC-SHA256 stream keyed by ``seed``; ``counter`` is the next draw."""

    seed: str
    counter: int = 0

    def _draw(self) -> int:
        block = hmac.new(
            self.seed.encode("utf-8"), DOMAIN + self.counter.to_bytes(8, "big"), hashlib.sha256
        ).digest()
        self.counter += 1
        return int.from_bytes(block[:8], "big")

    def below(self, n: int) -> int:
        """A uniform integer in ``[0, n)``.

        Raises:
            ValueError: if ``n`` is not positive or exceeds ``2**64`` (one draw's range).
        """
        if not 0 < n <= _SPAN:
            raise ValueError(f"below() needs a bound from 1 to 2**64, got {n}")
        limit = _SPAN - (_SPAN % n)
        while True:
            x = self._draw()
            if x < limit:
                return x % n

    def shuffle(self, items: MutableSequence[T]) -> None:
        """Shuffle ``items`` in place (Fisher–Yates, last position first)."""
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]

    def choice(self, items: list[T]) -> T:
        """One of ``items``, uniformly."""
        return items[self.below(len(items))]

    def copy(self) -> Rng:
        return Rng(self.seed, self.counter)
