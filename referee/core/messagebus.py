"""The message bus: what a committed change to a game sets off, registered once.

Every change to a game is committed by one function (:meth:`referee.core.games.GameService.commit`),
which then hands the events it produced (:class:`referee.core.games.Committed`,
:class:`referee.core.games.Ended`) to the handlers registered here for their type. The handlers are
given when the bus is built, in one place (:func:`referee.bootstrap.bootstrap`): reading it
tells what a commit triggers (docs/architecture.md). The pattern is that of *Architecture
Patterns with Python* (cosmicpython/code, ``messagebus.py``).
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Mapping, Sequence
from types import MappingProxyType
from typing import Any

log = logging.getLogger("referee")

#: A handler: called with each event of its type, after the change that produced it is stored.
Handler = Callable[[Any], None]


class MessageBus:
    """Hands each event to the handlers of its type, in their order. A handler's failure is
    logged and never reaches the change's caller: the change is committed, its reply stands."""

    def __init__(self, handlers: Mapping[type, Sequence[Handler]] | None = None) -> None:
        self._handlers: dict[type, tuple[Handler, ...]] = {
            kind: tuple(them) for kind, them in (handlers or {}).items()}

    @property
    def handlers(self) -> Mapping[type, tuple[Handler, ...]]:
        """The handlers of each event type (read-only)."""
        return MappingProxyType(self._handlers)

    def publish(self, event: object) -> None:
        for handler in self._handlers.get(type(event), ()):
            try:
                handler(event)
            except Exception:  # committed: a handler's failure must not undo the reply
                log.exception("a handler of %s failed", type(event).__name__)
