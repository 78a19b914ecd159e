"""The one wrapper of every idempotent command on a game (a move, a director's decision or call, a
lifecycle change): its ``Idempotency-Key`` claimed (the first reply replayed, a key in use or
used for another request refused), its ``If-Match`` checked against the game each time the change
is made, a lost race refused when it names a version, and the key released when the command
fails, so a retry runs it anew (referee.core.idempotency).

A command's reply is stored with its change by the same compare-and-set
(:attr:`referee.core.game.Next.claim`): a change and its key's record never part.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import orjson

from referee.core import auth
from referee.core.game import Game, GameNotFound, MoveResult, StaleVersion
from referee.core.idempotency import DONE, Claim, Idempotency, IdempotencyInProgress
from referee.core.tuning import Tuning
from referee.storage.rates import Charge
from referee.storage.store import KeyAnswered, Snapshot, Store, StoreUnavailable


@dataclass(slots=True)
class Attempt:
    """What a command runs with: its key's claim (None: no key), its ``If-Match`` and the
    snapshot read with the claim (None: none read yet)."""

    claim: Claim | None
    if_match: int | None
    snapshot: Snapshot | None

    def check(self, game: Game) -> None:
        """``If-Match`` against the game as the change finds it.

        Raises:
            StaleVersion: the game is at another version (412).
        """
        if self.if_match is not None and self.if_match != game.version:
            raise StaleVersion(game.version)

    def lost(self, game: Game) -> None:
        """A lost race: the game moved on from the version ``If-Match`` named.

        Raises:
            StaleVersion: when the request named one (its change is not made again).
        """
        if self.if_match is not None:
            raise StaleVersion(game.version + 1)


class Idempotent:
    """Runs commands under their keys in ``store``."""

    def __init__(self, store: Store, tuning: Tuning) -> None:
        self.store = store
        self.tuning = tuning

    def run(self, game_id: str, token: str, idempotency: Idempotency | None,
            if_match: int | None, command: Callable[[Attempt], MoveResult],
            charge: Charge | None = None) -> MoveResult:
        """``command``'s reply, or the first reply again (``replayed``) when ``idempotency``'s
        key already holds one for ``token``'s caller. With ``charge``, the request's rate
        limit is paid in the first read's round trip (with the claim).

        Raises:
            IdempotencyInProgress, IdempotencyMismatch, GameNotFound, RateLimited,
            StoreUnavailable; whatever ``command`` raises (the key released).
        """
        if idempotency is None:
            snapshot = self.store.load(game_id, charge) if charge is not None else None
            if charge is not None and snapshot is None:
                raise GameNotFound(game_id)
            return command(Attempt(None, if_match, snapshot))
        scope = idempotency.scope(auth.presented_digest(token))
        claim = Claim(scope, idempotency, scope[:16])
        held, snapshot = self.store.claim(game_id, claim.scope, idempotency.pending,
                                          self.tuning.pending_ttl_ms, charge)
        if held is not None:
            body = idempotency.replay(held)
            return MoveResult(orjson.loads(body)["version"], body, replayed=True)
        try:
            return command(Attempt(claim, if_match, snapshot))
        except (KeyAnswered, StaleVersion) as refused:
            # docs/reliability.md: another try of this request, which took over the pending
            # marker a lost primary left, was answered meanwhile: its reply is this one's.
            held, _ = self.store.claim(game_id, claim.scope, idempotency.pending,
                                       self.tuning.pending_ttl_ms)
            if held is not None and held[:1] == DONE:
                body = idempotency.replay(held)
                return MoveResult(orjson.loads(body)["version"], body, replayed=True)
            self.release(game_id, claim.scope, idempotency)
            if isinstance(refused, KeyAnswered):
                raise IdempotencyInProgress(idempotency.key) from None
            raise
        except BaseException:
            self.release(game_id, claim.scope, idempotency)
            raise

    def release(self, game_id: str | None, scope: str, idempotency: Idempotency) -> None:
        """Free a key whose request failed, so that a retry runs anew."""
        try:
            self.store.release(game_id, scope, idempotency.pending)
        except StoreUnavailable:
            pass  # the pending marker expires by itself after pending_ttl_ms
