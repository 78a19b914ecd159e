"""Creation bodies read at the edge: a loaded ``POST /v1/games`` body (``schemas.games``) turned
into the arguments of :meth:`referee.core.games.GameService.prepare`, the typed command the core
takes (it knows no wire format)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from schemas.games import TABLE_DEAL, explicit_deals


def creation_args(request: Mapping[str, Any]) -> dict[str, Any]:
    """The arguments of :meth:`referee.core.games.GameService.prepare` for a loaded creation body (API.md)."""
    start = {k: request[k] for k in ("leader", "dealer") if k in request} or None
    tabletop = request.get("deal") == TABLE_DEAL  # R81: a scorekeeper game
    webhook = None
    if "webhook" in request:
        webhook = {"url": request["webhook"], "secret": request["webhook_secret"]}
    return {
        "variant_name": request["variant"],
        "players": request["players"],
        "options": request.get("options", {}),
        "preset": request.get("preset"),
        "seed": request.get("seed"),
        "deals": explicit_deals(request),
        "tabletop": tabletop,
        "start": start,
        "spectator_delay": request.get("spectator_delay", 0),
        "webhook": webhook,
        "clock": request.get("clock"),
        "notify": request.get("notify"),
        "invitations": request.get("invitations", False),
        "tag": request.get("tag"),
        "round_number": request.get("round"),
        "bots": {int(seat): level for seat, level in request.get("bots", {}).items()},
        "hints": request.get("hints"),
        "director": request.get("director", False),
        "correction_minutes": request.get("correction_minutes"),
        "director_webhook": {"url": request["director_webhook"],
                             "secret": request["director_webhook_secret"]}
        if "director_webhook" in request else None,
    }
