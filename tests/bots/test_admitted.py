"""Admitted work is played (R287, R286 as amended: docs/rulings/workers.md) on the service and a
real Redis: a job that holds a reservation is played when taken, whatever its payer has spent
since, and what it spends is charged all the same, so the payer's next admission is refused;
a job that holds none (unmetered when it was queued) still waits while its payer is spent."""

from __future__ import annotations

import pytest

from referee.bot_workers import BotWorker
from referee.core import meter
from referee.core.meter import CpuBudgetSpent
from referee.core.payers import BudgetPayer
from referee.storage.jobs import Job
from tests.bots.test_admission import ALL_STRONG, SETTINGS, all_bots_work, create_paid, payer_of

__all__ = ["SETTINGS"]  # the services fixture's settings (tests/bots/conftest.py)


def _play_all(services, worker: BotWorker, most: int = 400) -> int:
    """Jobs taken until none waits (or ``most``: a job deferred comes back for ever)."""
    for taken in range(most):
        if not services.jobs.waiting():
            return taken
        worker.run_one(0.3)
    return most


def test_R287_R286_admitted_games_are_finished_though_their_payer_spent_its_budget(services):
    work = all_bots_work()
    payer, key = payer_of(services, 2 * work + work // 2)
    games = [create_paid(services, payer, f"admitted-{i}")[0].id for i in range(2)]
    store = services.service.store
    # The searches cost more than admission reserved (R283 charges what they really spend):
    # the budget is spent before the first job is taken.
    store.spend(key, 2 * work + work // 2, 60, 3 * work)
    worker = BotWorker(services.service, services.jobs, store, "w")
    _play_all(services, worker)
    for game_id in games:
        game = services.service.load(game_id)
        assert game.variant.is_finished(game.state), game_id
    assert services.jobs.held(key) == 0 and worker.moved > 2
    # Spent alone passes the budget: the next creation is refused (R255, not R287: no work of
    # the client's is queued any more), and nothing is queued.
    with pytest.raises(CpuBudgetSpent) as refused:
        create_paid(services, payer, "refused")
    assert not refused.value.queued and refused.value.retry_after >= 1
    assert services.jobs.waiting() == 0


def test_R287_admitted_work_past_the_estimate_makes_the_next_admission_refused(services):
    work = all_bots_work()
    payer, key = payer_of(services, 2 * work)
    game, _ = create_paid(services, payer, "past")
    store = services.service.store
    worker = BotWorker(services.service, services.jobs, store, "w")
    _play_all(services, worker)
    game = services.service.load(game.id)
    assert game.variant.is_finished(game.state)
    # What the game's searches spent, and as much again charged by others of its jobs, leave
    # less than one game's work: admission refuses it for the work it would queue (R287).
    store.spend(key, 2 * work, 60, work + 1)
    with pytest.raises(CpuBudgetSpent) as refused:
        create_paid(services, payer, "next")
    assert refused.value.queued  # spent is under the budget: the work it would queue passes


def test_R286_an_unreserved_job_of_a_spent_payer_still_waits(services):
    work = all_bots_work()
    _, key = payer_of(services, 10 * work)
    store = services.service.store
    unmetered = BudgetPayer(store, [("client", key, 10 * work)])  # no jobs: no reservation
    with meter.paying(unmetered):
        game, _ = services.service.create("emotrions", ["A", "B"], {}, seed="unreserved",
                                          bots=ALL_STRONG)
    store.spend(key, 10 * work, 60, 20 * work)
    worker = BotWorker(services.service, services.jobs, store, "w")
    job = worker.run_one(1)
    assert isinstance(job, Job) and job.hold == "" and worker.moved == 0
    assert services.service.load(game.id).version == game.version  # left for later
