"""The bots' two lanes (docs/deployment.md) on a real Redis: a bot move a person waits for (a
person sits at the table) is queued in the interactive lane, the moves of games of bots alone in
the batch lane; a worker taking both takes an interactive job first, one taking a lane takes no
other's, and a lane's job left unfinished is taken over by its lane's next worker (R282)."""

from __future__ import annotations

import uuid
from dataclasses import replace

import pytest

from referee.bootstrap import Services, bootstrap
from referee.bot_workers import BotWorker
from referee.config import ConfigError, Settings
from referee.storage.backend import RedisBackend
from referee.storage.jobs import BATCH, GROUP, INTERACTIVE, RedisJobs
from referee.storage.redis_store import RedisStore

#: No worker in the process (the jobs wait for the test's), a pure iteration cap.
SETTINGS = Settings(bot_workers="external", bot_budget_ms=0, bot_iterations=4,
                    bot_claim_seconds=0.2, bot_stall_seconds=3600)


@pytest.fixture
def tier(redis_url):
    prefix = f"test-{uuid.uuid4().hex[:12]}"
    store = RedisStore.from_url(redis_url, prefix=prefix)
    services = bootstrap(RedisBackend(store), replace(SETTINGS, key_prefix=prefix))
    return services, store, prefix


def _lane_jobs(store: RedisStore, prefix: str, lanes: tuple[str, ...]) -> RedisJobs:
    jobs = RedisJobs(store.client, prefix, claim_seconds=0.2)
    jobs.lanes = lanes
    return jobs


def _games(services: Services) -> tuple[str, str]:
    """An all-bot game (queued first), then a person's game whose first move hands the turn
    to a bot: their jobs' games."""
    service = services.service
    batch, _ = service.create("emotrions", ["A", "B"], {}, seed="batch",
                              bots={0: "greedy", 1: "greedy"})
    person, tokens = service.create("emotrions", ["Ada", "Bot"], {}, seed="person",
                                    start={"leader": 0}, bots={1: "greedy"})
    game = service.load(person.id)
    move = game.variant.legal_moves(game.state, 0)[0]
    service.move(person.id, tokens["seats"][0], lambda game, caller: move)
    return batch.id, person.id


def test_a_person_s_bot_move_is_interactive_and_taken_first(tier):
    services, store, prefix = tier
    batch, person = _games(services)
    jobs = services.jobs
    assert isinstance(jobs, RedisJobs)
    assert jobs.lane_waiting(INTERACTIVE) == 1 and jobs.lane_waiting(BATCH) == 1
    assert store.client.xlen(jobs.streams[INTERACTIVE]) == 1
    first = jobs.take("both", 1)
    assert first is not None and (first.game_id, first.lane) == (person, INTERACTIVE)
    second = jobs.take("both", 1)
    assert second is not None and (second.game_id, second.lane) == (batch, BATCH)
    jobs.done(first)
    jobs.done(second)
    assert jobs.waiting() == 0


def test_a_lane_s_worker_takes_no_other_lane_s_job(tier):
    services, store, prefix = tier
    batch, person = _games(services)
    batch_only = _lane_jobs(store, prefix, (BATCH,))
    interactive_only = _lane_jobs(store, prefix, (INTERACTIVE,))
    taken = batch_only.take("b", 0.1)
    assert taken is not None and taken.game_id == batch
    assert batch_only.take("b", 0.1) is None  # the person's job is not the batch lane's
    taken = interactive_only.take("i", 0.1)
    assert taken is not None and taken.game_id == person
    assert interactive_only.take("i", 0.1) is None
    interactive_only.done(taken)
    assert interactive_only.lane_waiting(INTERACTIVE) == 0


def test_R282_an_interactive_job_left_unfinished_is_taken_over_by_its_lane(tier):
    services, store, prefix = tier
    _, person = _games(services)
    dies = _lane_jobs(store, prefix, (INTERACTIVE,))
    assert dies.take("dies", 1) is not None  # its worker dies mid-search
    heir = _lane_jobs(store, prefix, (INTERACTIVE,))
    worker = BotWorker(services.service, heir, store, "lives")
    before = services.service.load(person).version
    for _ in range(50):
        if worker.run_one(0.1) is not None:
            break
    assert worker.moved == 1 and services.service.load(person).version == before + 1
    pending = store.client.xpending(heir.streams[INTERACTIVE], GROUP)["pending"]
    assert pending == 0


def test_the_lanes_setting_is_checked():
    assert Settings.from_env({}).bot_lanes == (INTERACTIVE, BATCH)
    assert Settings.from_env({"REFEREE_BOT_LANES": "batch"}).bot_lanes == (BATCH,)
    with pytest.raises(ConfigError):
        Settings.from_env({"REFEREE_BOT_LANES": "fast"})
