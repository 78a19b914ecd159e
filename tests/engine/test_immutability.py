"""Engines never change a state they are given (STYLE "Engines": ``apply(state, move) ->
(new_state, events)`` leaves ``state`` untouched): in every variant, over seeded random
playouts of every option, server-dealt and scorekeeper games, no call of the engine (a move
applied or refused, a resignation, a listing, a view, a snapshot) changes the state it was
given; and every state is a frozen dataclass made only of frozen parts."""

from __future__ import annotations

import dataclasses
from collections import Counter
from typing import Any

import pytest

from variants import all_variants
from variants.base import ClockExpired, IllegalMove, Resign
from variants.playout import play, play_tabletop
from variants.rng import Rng

VARIANTS = all_variants()
#: The engine methods that take a state first; each is watched.
TAKE_A_STATE = (
    "apply", "play", "forfeit", "legal_moves", "legal_moves_listing", "to_act", "is_finished",
    "view", "dump", "audit", "seed", "sample_moves", "table_opening", "table_reports",
)


def snapshot(state: Any) -> str:
    """Every field of ``state``, nested parts and the generator's counter included."""
    return repr(state)


class Watched:
    """``variant``, with each call that takes a state checked not to change it: the state
    must look the same after the call, whether it returned or raised."""

    def __init__(self, variant: Any) -> None:
        self.variant = variant
        self.calls: Counter[str] = Counter()

    def __getattr__(self, name: str) -> Any:
        method = getattr(self.variant, name)
        if name not in TAKE_A_STATE:
            return method

        def watched(state: Any, *args: Any, **kwargs: Any) -> Any:
            before = snapshot(state)
            self.calls[name] += 1
            try:
                result = method(state, *args, **kwargs)
            finally:
                assert snapshot(state) == before, f"{name}{args} changed the state it was given"
            if name in ("apply", "play", "forfeit"):
                assert result[0] is not state, f"{name} returned the state it was given"
            return result

        return watched


def more_calls(variant: Watched) -> Any:
    """A playout check making the calls a playout does not: every seat's view, and every
    seat's resignation and forfeit on time from the state reached (refused or not)."""

    def check(_: Any, state: Any, events: list) -> None:
        for viewer in (*range(state.config.players), None, "all"):
            variant.view(state, viewer)
        if variant.is_finished(state):
            return
        for seat in range(state.config.players):
            for move in (Resign(seat), ClockExpired(seat)):
                try:
                    variant.apply(state, move)
                except IllegalMove:
                    pass

    return check


def configs(name: str) -> list[Any]:
    """Configs that between them give every option (the player count included) each of its
    values: Emotrions' some 300 combinations need only a handful (checked below)."""
    variant = VARIANTS[name]
    every = variant.playout_configs() or [variant.configure(variant.min_players, {})]
    chosen, covered = [], set()
    for config in every:
        values = {(f.name, repr(getattr(config, f.name))) for f in dataclasses.fields(config)}
        if not values <= covered:
            chosen.append(config)
            covered |= values
    return chosen


@pytest.mark.parametrize("name", sorted(VARIANTS))
def test_the_configs_played_cover_every_option_value(name):
    played, every = configs(name), VARIANTS[name].playout_configs()
    for field in dataclasses.fields(every[0]):
        values = {repr(getattr(c, field.name)) for c in every}
        assert {repr(getattr(c, field.name)) for c in played} == values, field.name


@pytest.mark.parametrize("name", sorted(VARIANTS))
def test_no_engine_call_changes_the_state_it_is_given(name):
    variant = Watched(VARIANTS[name])
    for i, config in enumerate(configs(name)):
        play(variant, config, f"frozen-{i}", check_all_listed=False, probes=3,
             checks=(more_calls(variant),))
    # Each watched kind of call was made (a watch that never ran would prove nothing).
    assert {"apply", "legal_moves", "view", "dump", "audit", "sample_moves"} <= set(variant.calls)


@pytest.mark.parametrize("name", sorted(VARIANTS))
def test_no_engine_call_changes_a_scorekeeper_games_state(name):
    variant = Watched(VARIANTS[name])
    hidden = variant.tabletop_hidden
    for i, config in enumerate(configs(name)):
        play_tabletop(variant, config, f"frozen-table-{i}", probes=2,
                      view_ignore=hidden.get("view", ()), event_ignore=hidden.get("events", ()),
                      checks=(more_calls(variant),))
    assert {"apply", "legal_moves_listing", "table_reports"} <= set(variant.calls)


def frozen_parts(value: Any, where: str) -> None:
    """Every part of ``value`` is immutable: frozen dataclasses, tuples, frozensets, strings,
    numbers, enums; the one exception is the seeded generator, which the engines copy before
    drawing from it (the watched playouts above prove they do)."""
    if isinstance(value, Rng):
        return
    if dataclasses.is_dataclass(value):
        assert type(value).__dataclass_params__.frozen, f"{where} is a mutable dataclass"
        for field in dataclasses.fields(value):
            frozen_parts(getattr(value, field.name), f"{where}.{field.name}")
    elif isinstance(value, (tuple, frozenset)):
        for i, item in enumerate(value):
            frozen_parts(item, f"{where}[{i}]")
    else:
        assert value is None or isinstance(value, (str, int, float)), (
            f"{where} is a {type(value).__name__}, which can be changed in place")


@pytest.mark.parametrize("name", sorted(VARIANTS))
def test_a_state_is_frozen_through_and_through(name):
    engine = VARIANTS[name]
    for tabletop in (False, True):
        config = configs(name)[-1]
        dealt, _ = engine.start(config, "frozen")
        state, _ = engine.start(config, "frozen", tabletop=tabletop)
        for move in engine.table_opening(dealt) if tabletop else ():
            state, _ = engine.apply(state, move)
        frozen_parts(state, "state")
        for field in dataclasses.fields(state):
            with pytest.raises(dataclasses.FrozenInstanceError):
                setattr(state, field.name, getattr(state, field.name))
