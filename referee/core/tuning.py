"""What the parts of the game service read of its settings, in one place they share: the
service's attributes of the same names (:class:`referee.core.games.GameService`) read and set it,
so a tool or a test that sets one (its clock, say) sets it for every part."""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from variants.search import Budget

#: The service's clock by default: seconds since the epoch; ``time.time`` itself, so that reading
#: it (twice a move) runs no Python frame (docs/performance.md).
now: Callable[[], float] = time.time


def for_ever(game: Any) -> float | None:
    """A game's lifetime when none is set: it is kept until deleted."""
    return None


class WebhookRefused(ValueError):
    """What :attr:`Tuning.check_webhook` raises for a URL it refuses
    (referee.delivery.outbound.URLRefused): ``reason`` is what the caller is told, ``field`` the
    request's field that held the URL, named by the core as the error passes up (None: the
    game's own ``webhook``)."""

    field: str | None = None

    def __init__(self, reason: str):
        super().__init__(reason)
        self.reason = reason


@dataclass
class Tuning:
    """The game service's settings (``referee.bootstrap`` gives them from the configuration)."""

    #: The service's clock: seconds since the epoch.
    clock: Callable[[], float] = now
    #: How many times a change that lost its compare-and-set race is made again.
    cas_retries: int = 8
    #: Seconds an Idempotency-Key's reply is kept (REFEREE_IDEMPOTENCY_TTL).
    idempotency_ttl: int = 86_400
    #: How long a key's claim holds while its first request runs, in ms.
    pending_ttl_ms: int = 60_000
    #: How long a computer player (and a hint) thinks per move (REFEREE_BOT_BUDGET_MS).
    bot_budget: Budget = field(default_factory=Budget)
    #: Seconds a computer player may be awaited before a read plays it itself (R284): its job
    #: was lost or is late (REFEREE_BOT_STALL_SECONDS). None (a service built bare, with no
    #: handler queuing bot jobs: tools, tests of the core): the bots are played in the request
    #: that hands them the turn, and by every read (:class:`referee.core.bot_runner.BotRunner`).
    bot_stall: float | None = None
    #: How long a game is kept after a commit, in seconds (None: until deleted); every commit
    #: gives it to the whole game (referee.core.lifecycle.Lifetime).
    lifetime: Callable[[Any], float | None] = for_ever
    #: Called with each webhook URL at creation; raises :class:`WebhookRefused` to refuse it.
    check_webhook: Callable[[str], None] | None = None
    #: A director's correction period when a creation gives none (REFEREE_CORRECTION_MINUTES).
    correction_minutes: int = 30
