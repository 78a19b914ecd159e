"""Referee: the HTTP service (Flask + flask-smorest) in front of the rules engines."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from referee.app import create_app

__all__ = ["create_app"]


def __getattr__(name: str) -> Any:
    # Imported on first use, so that `python -m referee.healthcheck` (the container's health
    # check, every 15 s under a 3 s timeout) and `referee keygen` load neither Flask nor Redis.
    if name == "create_app":
        from referee.app import create_app

        return create_app
    raise AttributeError(f"module 'referee' has no attribute {name!r}")
