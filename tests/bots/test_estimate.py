"""Admission's estimate calibrated by what the bots really spent (R287, docs/bots.md) on the
service and a real Redis: each job settled (``Jobs.done``, ``lua/settle.lua`` in Redis) moves
its level's running mean cost a move towards what its search spent, and the next reservation
is the moves left times max(the documented floor, that mean). The spends are given, through the
real settle path; no timing."""

from __future__ import annotations

import math

import pytest

from referee.core import bots, meter
from referee.storage.jobs import COST_WEIGHT, Job, mean_cost
from tests.bots.test_admission import SETTINGS, all_bots_work, create_paid, payer_of
from variants import find_variant

__all__ = ["SETTINGS"]  # the services fixture's settings (tests/bots/conftest.py)


def _settle(services, level: str, spends: list[int], moved: bool = True) -> None:
    """Jobs of ``level`` queued, taken and settled as having spent ``spends`` (a worker's
    done: it moved, or found nothing to play)."""
    for spent in spends:
        services.jobs.put(Job("g", 1, (), level=level))
        job = services.jobs.take("w", 1)
        assert job is not None and job.level == level
        services.jobs.done(job, spent, moved)


def test_R287_jobs_that_cost_more_than_the_floor_make_the_next_reservation_larger(services):
    floor_work = all_bots_work()
    payer, key = payer_of(services, 100 * floor_work)
    create_paid(services, payer, "floor")
    assert services.jobs.held(key) == floor_work  # nothing measured: the documented floor
    _settle(services, "strong", [60] * 3)
    assert services.jobs.costs() == {"strong": pytest.approx(60.0)}
    payer, key = payer_of(services, 100 * floor_work)
    create_paid(services, payer, "measured")
    variant = find_variant("emotrions")
    moves, _ = bots.game_length(variant, variant.configure(2, {}))
    assert services.jobs.held(key) == pytest.approx(moves * 60, rel=0.05)
    assert services.jobs.held(key) > 2 * floor_work


def test_R287_the_mean_is_weighted_and_never_estimates_below_the_floor(services):
    _settle(services, "strong", [40, 10])
    mean = mean_cost(40.0, 10)
    assert mean == pytest.approx(40 + COST_WEIGHT * (10 - 40))
    _settle(services, "strong", [500], moved=False)  # no move made: nothing measured
    _settle(services, "greedy", [0])
    costs = services.jobs.costs()
    assert costs["strong"] == pytest.approx(mean, abs=0.001) and costs["greedy"] == 0
    payer, _ = payer_of(services, 1000)
    with meter.paying(payer):
        assert bots.move_cost("strong", meter.costs()) == math.ceil(mean)
        assert bots.move_cost("greedy", meter.costs()) == bots.MOVE_COST_MS["greedy"]
    _settle(services, "strong", [1] * 40)  # cheaper than the floor: the floor holds
    payer, _ = payer_of(services, 1000)
    with meter.paying(payer):
        assert bots.move_cost("strong", meter.costs()) == bots.MOVE_COST_MS["strong"]


def test_R287_a_bot_job_played_measures_its_level(services):
    from referee.bot_workers import BotWorker

    payer, _ = payer_of(services, 100 * all_bots_work())
    create_paid(services, payer, "played")
    worker = BotWorker(services.service, services.jobs, services.service.store, "w")
    job = worker.run_one(1)
    assert job is not None and job.level == "strong" and worker.moved == 1
    assert "strong" in services.jobs.costs()
