"""Pure rules engines, one package per game, and the registry that finds them by variant name."""

from __future__ import annotations

from variants.base import Variant

REGISTRY: dict[str, Variant] = {}


def register(variant: Variant) -> Variant:
    """Add an engine to the registry under its ``name`` (OpenSpiel's ``register_game``)."""
    REGISTRY[variant.name] = variant
    return variant


def find_variant(name: str) -> Variant:
    """The engine for ``name``.

    Raises:
        KeyError: naming the unknown variant.
    """
    _load_all()
    try:
        return REGISTRY[name]
    except KeyError:
        raise KeyError(f"unknown variant {name!r}") from None


def all_variants() -> dict[str, Variant]:
    """Every registered engine by name."""
    _load_all()
    return dict(REGISTRY)


def _load_all() -> None:
    import importlib

    for module in ("emotrions", "pareo", "four_aces"):
        try:
            importlib.import_module(f"variants.{module}")
        except ModuleNotFoundError as exc:  # an engine not written yet
            if exc.name != f"variants.{module}":
                raise
