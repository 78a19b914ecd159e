"""Admission of the bots' work (R287, docs/rulings/workers.md) on the service and a
real Redis: the work a request would queue is reserved on its payer's budgets before its change
is committed, refused (429, nothing done) past them, held by the job it queues and released
when the job is done, fails or is taken over (R282)."""

from __future__ import annotations

import uuid
from dataclasses import replace

import pytest

from referee.bootstrap import Services, bootstrap
from referee.bot_workers import BotWorker
from referee.config import Settings
from referee.core import bots, meter
from referee.core.games import GONE
from referee.core.meter import CpuBudgetSpent
from referee.core.payers import BudgetPayer
from referee.storage.backend import RedisBackend
from referee.storage.jobs import Job
from referee.storage.rates import Reservations, Windows, admit
from referee.storage.redis_store import RedisStore
from tests.bots.test_bot_jobs import take_over
from variants import find_variant

#: No worker in the process (the jobs wait for the test's), a pure iteration cap.
SETTINGS = Settings(bot_workers="external", bot_budget_ms=0, bot_iterations=4,
                    bot_claim_seconds=0.2, bot_stall_seconds=3600)
#: Every seat of a 2-player Emotrions game a `strong` bot: what its creation queues (the whole
#: game's work, docs/bots.md's cost a move times the moves a game lasts).
ALL_STRONG = {0: "strong", 1: "strong"}


def all_bots_work() -> int:
    """The work the creation of a 2-player Emotrions game of two `strong` bots reserves."""
    variant = find_variant("emotrions")
    state, events = variant.start(variant.configure(2, {}), "admission")
    return bots.work(variant, state, {"seats": {"0": "strong", "1": "strong"}}, 1 + len(events))


def payer_of(services: Services, amount: int) -> tuple[BudgetPayer, str]:
    key = f"client:{uuid.uuid4().hex[:8]}"
    return BudgetPayer(services.service.store, [("client", key, amount)], services.jobs), key


def create_paid(services: Services, payer: BudgetPayer, seed: str):
    with meter.paying(payer):
        try:
            return services.service.create("emotrions", ["A", "B"], {}, seed=seed,
                                           bots=ALL_STRONG)
        finally:
            payer.end()  # the request's end (referee.http.shares: teardown)


def test_R287_the_work_of_a_game_of_bots_is_the_moves_left_at_the_levels_cost():
    work = all_bots_work()
    variant = find_variant("emotrions")
    moves, _ = bots.game_length(variant, variant.configure(2, {}))
    assert work == pytest.approx(moves * bots.MOVE_COST_MS["strong"], rel=0.05)
    # With a person at the table the bots move until a person's turn: each bot seat once.
    state, _ = variant.start(variant.configure(2, {}), "admission")
    assert bots.work(variant, state, {"seats": {"1": "strong"}}, 2) == 20


def test_R287_creations_past_the_budget_are_refused_and_the_queue_holds_no_more(services):
    work = all_bots_work()
    payer, key = payer_of(services, 3 * work + work // 2)  # three games' worth and a half
    created = []
    with pytest.raises(CpuBudgetSpent) as refused:
        for i in range(10):
            created.append(create_paid(services, payer, f"a{i}")[0].id)
    assert len(created) == 3 and refused.value.queued and refused.value.retry_after >= 1
    assert services.jobs.held(key) == 3 * work  # the three queued; the refused one held nothing
    assert services.jobs.waiting() == 3  # refused, nothing was queued
    # Another client at the same time still gets its games queued.
    other, other_key = payer_of(services, 3 * work)
    create_paid(services, other, "b")
    assert services.jobs.held(other_key) == work and services.jobs.waiting() == 4


def test_R287_a_job_done_releases_its_reservation_and_its_successor_holds_the_rest(services):
    work = all_bots_work()
    payer, key = payer_of(services, 10 * work)
    game, _ = create_paid(services, payer, "done")
    worker = BotWorker(services.service, services.jobs, services.service.store, "w")
    assert worker.run_one(1) is not None and worker.moved == 1
    # The bot's move queued the next one's job, holding the rest of the game's work; the first
    # job's reservation is released.
    rest = services.jobs.held(key)
    assert 0 < rest <= work  # not both: the first is released
    # Played to the end, the game holds nothing.
    while services.jobs.waiting():
        worker.run_one(1)
    assert services.service.load(game.id).variant.is_finished(services.service.load(game.id).state)
    assert services.jobs.held(key) == 0


def test_R287_a_job_that_fails_or_finds_nothing_to_play_releases_its_reservation(services,
                                                                               monkeypatch):
    work = all_bots_work()
    payer, key = payer_of(services, 10 * work)
    game, _ = create_paid(services, payer, "fails")
    service = services.service
    worker = BotWorker(service, services.jobs, service.store, "w")

    def broken(game_id: str, version: int) -> str:
        raise RuntimeError("a bot that cannot move")

    monkeypatch.setattr(service, "play_bot", broken)
    assert worker.run_one(1) is not None
    assert services.jobs.held(key) == 0 and services.jobs.waiting() == 0
    # A job whose game moved on (R281) plays nothing and releases its hold too.
    bill = BudgetPayer(service.store, [("client", key, 10 * work)], services.jobs).bill(50)
    services.jobs.put(Job(game.id, 99, bill.budgets, hold=bill.hold))
    assert services.jobs.held(key) == 50
    monkeypatch.undo()  # the service's own play_bot again
    assert service.play_bot(game.id, 99) == GONE
    assert worker.run_one(1) is not None and services.jobs.held(key) == 0


def test_R287_R282_a_job_taken_over_is_released_by_the_worker_that_plays_it(redis_url):
    prefix = f"test-{uuid.uuid4().hex[:12]}"
    store = RedisStore.from_url(redis_url, prefix=prefix)
    services = bootstrap(RedisBackend(store), replace(SETTINGS, key_prefix=prefix))
    work = all_bots_work()
    payer, key = payer_of(services, 10 * work)
    create_paid(services, payer, "taken")
    assert services.jobs.take("dies", 1) is not None  # its worker dies mid-search
    assert services.jobs.held(key) == work  # still held: the job is not done
    take_over(services, store, prefix)
    assert 0 < services.jobs.held(key) <= work  # the first job's released, the next holds the rest


def test_R287_a_request_that_queues_no_job_after_all_releases_what_it_held(services):
    payer, key = payer_of(services, 1000)
    with meter.paying(payer):
        meter.admit(300)  # admitted, then its change lost (a contention, a refusal)
        assert services.jobs.held(key) == 300
        meter.end()
    assert services.jobs.held(key) == 0


def test_R287_admission_counts_spent_and_held_work_and_retries_when_the_excess_is_paid():
    # 1,000 ms a minute, 400 spent, 500 held: 100 more fit, 101 wait the 1 ms the excess takes
    # at the budget's own rate (60 ms a millisecond of it).
    assert admit(1000, 60_000, 400, 500, 100) == 0
    assert admit(1000, 60_000, 400, 500, 101) == 60
    # A cost larger than the whole budget is admitted alone, never for ever refused; the
    # wait is at most a window.
    assert admit(1000, 60_000, 0, 0, 5000) == 0
    assert admit(1, 60_000, 5000, 0, 1) == 60_000
    clock = [1000.0]
    windows = Windows(lambda: clock[0])
    held = Reservations(windows, lambda: clock[0])
    budgets = [("client", "k", 1000)]
    assert held.reserve(budgets, "a:600", 60, 120, True) == (0, 0, False)
    assert held.reserve(budgets, "b:600", 60, 120, True)[::2] == (12_000, True)  # queued work
    windows.spend("cpu:k", 1000, 60, 300)
    assert held.reserve(budgets, "c:100", 60, 120, True) == (0, 0, False)
    windows.spend("cpu:k", 1000, 60, 5000)  # spent alone: the budget's own refusal
    assert held.reserve(budgets, "d:1", 60, 120, True) == (60_000, 0, False)
    assert held.held("k") == 700  # a and c
    clock[0] += 121  # a request that died holding: its reservation expires
    assert held.held("k") == 0



def test_R287_the_work_reserved_spent_and_refused_is_counted_and_the_worker_prints_it(services):
    from prometheus_client import REGISTRY

    from referee.metrics import metrics

    metrics()  # this process's metrics exist (create_app makes them)

    def sample(name: str) -> float:
        return REGISTRY.get_sample_value(name) or 0.0

    before = {n: sample(n) for n in ("referee_bot_work_reserved_ms_total",
                                     "referee_bot_work_spent_ms_total",
                                     "referee_bot_admission_refused_total")}
    work = all_bots_work()
    payer, _ = payer_of(services, work + work // 2)
    create_paid(services, payer, "counted")
    with pytest.raises(CpuBudgetSpent):
        create_paid(services, payer, "refused")
    worker = BotWorker(services.service, services.jobs, services.service.store, "w")
    assert worker.run_one(1) is not None and worker.moved == 1
    minute = services.jobs.minute()
    # (Across a minute's turn the last minute weighs the one before by the share still in it.)
    assert minute.reserved == pytest.approx(work, rel=0.01) and minute.refused == 1
    assert minute.spent > 0
    assert minute.waiting == 1  # the next bot's job
    assert minute.line().startswith("1 waiting; last minute: ")
    assert sample("referee_bot_work_reserved_ms_total") - before[
        "referee_bot_work_reserved_ms_total"] == work
    assert sample("referee_bot_admission_refused_total") - before[
        "referee_bot_admission_refused_total"] == 1
    assert sample("referee_bot_work_spent_ms_total") > before["referee_bot_work_spent_ms_total"]
