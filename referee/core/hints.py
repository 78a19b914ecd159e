"""Hints kept (R257): the ``strong`` bot's hint for a seat at a game's version, thought once and
kept in the store for the next ask at the same version (docs/bots.md)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import orjson

from referee.core import bots, meter
from referee.storage.store import Store, StoreUnavailable

#: Seconds a hint is kept (never longer than its game): it serves its game's one version,
#: which a move soon ends.
HINT_TTL = 600


def hint_for(store: Store, game: Any, seat: int, think: Callable[[], dict[str, Any]]
             ) -> dict[str, Any]:
    """The hint for ``seat`` at ``game``'s version: the one kept if asked before (R257: the same
    reply, free), else ``think()``'s (admitted and metered, R255), kept for the next ask.

    Raises:
        CpuBudgetSpent: no hint is kept and the request's budget is spent. As ``think``.
    """
    try:
        kept = store.hint(game.id, game.version, seat)
    except StoreUnavailable:
        kept = None
    if kept is not None:
        reply: dict[str, Any] = orjson.loads(kept)
        return reply
    meter.admit(bots.HINT_COST_MS)  # R287: held for the search, released when the request ends
    with meter.metered():
        reply = think()
    try:
        store.keep_hint(game.id, game.version, seat, orjson.dumps(reply), HINT_TTL)
    except StoreUnavailable:
        pass  # the next ask thinks again
    return reply
