"""Pure rules engines, one package per game, and the registry that finds them by variant name.

A game is a package under ``variants/`` whose ``__init__`` builds its engine and calls
:func:`register` (OpenSpiel's ``register_game``); the registry imports every such package by
itself (:mod:`pkgutil`), and the engines an installed distribution names under the entry-point
group ``referee.variants`` (``three-tricks = my_game:VARIANT``). No list of games is kept
anywhere.
"""

from __future__ import annotations

import importlib
import pkgutil
from importlib.metadata import entry_points
from typing import Any

from variants.base import Variant

#: The entry-point group through which an installed distribution adds games.
ENTRY_POINTS = "referee.variants"

REGISTRY: dict[str, Variant[Any, Any]] = {}
_loaded = False


def register(variant: Variant[Any, Any]) -> Variant[Any, Any]:
    """Add an engine to the registry under its ``name`` and return it.

    Raises:
        ValueError: when another engine is registered under that name.
    """
    known = REGISTRY.get(variant.name)
    if known is not None and known is not variant:
        raise ValueError(f"two engines are registered as {variant.name!r}")
    REGISTRY[variant.name] = variant
    return variant


def find_variant(name: str) -> Variant[Any, Any]:
    """The engine for ``name``.

    Raises:
        KeyError: naming the unknown variant.
    """
    _load_all()
    try:
        return REGISTRY[name]
    except KeyError:
        raise KeyError(f"unknown variant {name!r}") from None


def all_variants() -> dict[str, Variant[Any, Any]]:
    """Every registered engine by name."""
    _load_all()
    return dict(REGISTRY)


def _load_all() -> None:
    """Import every game package of ``variants/`` and of the ``referee.variants`` entry points
    (each registers its engine when imported), once."""
    global _loaded
    if _loaded:
        return
    _loaded = True
    for module in pkgutil.iter_modules(__path__):
        if module.ispkg:
            importlib.import_module(f"{__name__}.{module.name}")
    for entry in entry_points(group=ENTRY_POINTS):
        # The entry point names the game's engine, or a module that registers it.
        loaded = entry.load()
        if isinstance(loaded, Variant):
            register(loaded)
