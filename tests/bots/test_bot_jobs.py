"""The computer players' jobs (docs/rulings/workers.md) on the service and a real
Redis: a commit that hands the turn to a bot queues one job; a job is played once whoever
takes it, and never after another change overtook it; a job left unfinished is taken over;
its search is paid by whoever handed the turn to the bot; a spent payer's job waits."""

from __future__ import annotations

import re
import threading
import time
import uuid
from dataclasses import replace

import orjson
import pytest

from referee import cli
from referee.bootstrap import Services, bootstrap
from referee.bot_workers import BotWorker
from referee.config import ConfigError, Settings
from referee.core import meter
from referee.core.games import GONE, MOVED, SPENT
from referee.core.payers import BudgetPayer
from referee.storage.backend import MemoryBackend, RedisBackend
from referee.storage.jobs import INTERACTIVE, Job, MemoryJobs, RedisJobs
from referee.storage.redis_store import RedisStore
from tests.support.http import until
from variants.base import Resign

#: No worker in the process (the jobs wait in the queue for the test's), a pure iteration cap.
SETTINGS = Settings(bot_workers="external", bot_budget_ms=0, bot_iterations=8,
                    bot_claim_seconds=0.2, bot_stall_seconds=3600)


def _against_a_bot(services: Services) -> tuple[str, list[str]]:
    """An Emotrions game led by seat 0, a person, against a bot at seat 1."""
    game, tokens = services.service.create("emotrions", ["Ada", "Bot"], {}, seed="jobs",
                                           start={"leader": 0}, bots={1: "greedy"})
    return game.id, tokens["seats"]


def _first_move(services: Services, game_id: str, token: str) -> int:
    service = services.service
    game = service.load(game_id)
    move = game.variant.legal_moves(game.state, 0)[0]
    return service.move(game_id, token, lambda game, caller: move).version


def _worker(services: Services, name: str = "test") -> BotWorker:
    return BotWorker(services.service, services.jobs, services.service.store, name)


def _log(services: Services, game_id: str) -> list[dict]:
    """The game's log as stored (or archived, once it ended)."""
    service = services.service
    return [orjson.loads(raw) for raw in service.log(service.load(game_id))]


def _bot_moves(services: Services, game_id: str) -> list[dict]:
    return [e for e in _log(services, game_id) if e["type"] == "move" and e.get("bot")]


def test_R280_a_move_handing_the_turn_to_a_bot_queues_one_job_and_answers_without_it(services):
    game_id, tokens = _against_a_bot(services)
    assert services.jobs.take("test", 0.05) is None  # the person moves first: no job
    version = _first_move(services, game_id, tokens[0])
    game = services.service.load(game_id)
    assert game.version == version and services.service.awaited_bot(game) == (1, "greedy")
    job = services.jobs.take("test", 1)
    assert (job.game_id, job.version) == (game_id, version)
    assert services.jobs.take("test", 0.05) is None  # one job
    assert services.service.play_bot(job.game_id, job.version) == MOVED
    services.jobs.done(job)
    assert services.service.load(game_id).version == version + 1
    assert [e["version"] for e in _bot_moves(services, game_id)] == [version + 1]


def test_R281_a_job_taken_twice_by_two_workers_makes_one_move(services):
    game_id, tokens = _against_a_bot(services)
    version = _first_move(services, game_id, tokens[0])
    # The same job a second time, in its lane (a person's game: interactive).
    services.jobs.put(Job(game_id, version, lane=INTERACTIVE))
    workers = [_worker(services, "one"), _worker(services, "two")]
    start = threading.Barrier(2)

    def run(worker: BotWorker) -> None:
        start.wait()
        worker.run_one(1)

    threads = [threading.Thread(target=run, args=(w,)) for w in workers]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert sorted(w.taken for w in workers) == [1, 1]
    assert sum(w.moved for w in workers) == 1
    assert [e["version"] for e in _bot_moves(services, game_id)] == [version + 1]
    assert services.service.load(game_id).version == version + 1


def test_R281_a_job_overtaken_by_another_change_plays_nothing(services):
    game_id, tokens = _against_a_bot(services)
    version = _first_move(services, game_id, tokens[0])
    stale = services.jobs.take("test", 1)
    # The person resigns first (a move of any seat at any time, R99): the game is over.
    services.service.move(game_id, tokens[0], lambda game, caller: Resign(0))
    assert services.service.play_bot(stale.game_id, stale.version) == GONE
    assert _bot_moves(services, game_id) == [] and _log(services, game_id)[-1]["type"] == (
        "game_ended")
    assert services.service.load(game_id).version == version + 1


def test_R281_a_bot_move_racing_a_persons_resignation_one_wins(services):
    # The job and the resignation at once, at the same version: one of them is that version's
    # change; the bot moves at most once, and never after the game ended.
    game_id, tokens = _against_a_bot(services)
    version = _first_move(services, game_id, tokens[0])
    worker = _worker(services)
    start = threading.Barrier(2)

    def bot() -> None:
        start.wait()
        worker.run_one(1)

    failed: list[BaseException] = []

    def person() -> None:
        start.wait()
        try:
            services.service.move(game_id, tokens[0], lambda game, caller: Resign(0))
        except BaseException as exc:
            failed.append(exc)

    threads = [threading.Thread(target=bot), threading.Thread(target=person)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert failed == []
    log = _log(services, game_id)
    changes = [e for e in log if e["type"] == "move" and e["version"] > version]
    assert [e["version"] for e in changes] == list(range(version + 1, version + 1 + len(changes)))
    assert changes[-1]["move_type"] == "resign" and len(changes) == 1 + worker.moved
    assert services.service.load(game_id).version == version + len(changes)


def test_R282_a_job_left_unfinished_is_taken_over_after_the_claim_timeout(redis_url):
    prefix = f"test-{uuid.uuid4().hex[:12]}"
    store = RedisStore.from_url(redis_url, prefix=prefix)
    services = bootstrap(RedisBackend(store), replace(SETTINGS, key_prefix=prefix))
    game_id, tokens = _against_a_bot(services)
    version = _first_move(services, game_id, tokens[0])
    taken = services.jobs.take("dies", 1)  # taken, never finished: its worker died
    assert taken.version == version
    # Another worker finds nothing new; once the job has been unfinished past the claim
    # timeout, it claims it (XAUTOCLAIM) and plays it, once.
    other = take_over(services, store, prefix)
    assert [e["version"] for e in _bot_moves(services, game_id)] == [version + 1]
    pending = store.client.xpending(other.streams[INTERACTIVE], "bots")
    assert pending["pending"] == 0  # played and acknowledged


def take_over(services: Services, store: RedisStore, prefix: str) -> RedisJobs:
    """Another worker's queue, once it has claimed a job left unfinished and played it."""
    other = RedisJobs(store.client, prefix, claim_seconds=0.2)
    worker = BotWorker(services.service, other, store, "lives")
    for _ in range(50):
        if worker.run_one(0.1) is not None:
            break
    assert worker.moved == 1
    return other


def _first_move_paid(services) -> tuple[str, str, int]:
    """A game against a bot whose first move is paid by a token's budget of 1 ms of CPU a
    minute: the game's id, the budget's key, the version the bot's job is queued at."""
    game_id, tokens = _against_a_bot(services)
    key = f"token:{uuid.uuid4().hex}"
    with meter.paying(BudgetPayer(services.service.store, [("token", key, 1)])):
        return game_id, key, _first_move(services, game_id, tokens[0])


def test_R283_the_job_carries_its_payer_and_the_worker_bills_it(services):
    game_id, key, version = _first_move_paid(services)
    store = services.service.store
    worker = _worker(services)
    job = worker.run_one(1)
    assert job.payer == (("token", key, 1),) and job.version == version
    assert worker.moved == 1
    # The search's CPU time was charged to the budget of 1 ms: spent.
    assert store.spend(key, 1, 60, 0) > 0


def test_R286_a_job_whose_payer_is_spent_waits_and_is_tried_again(services):
    game_id, key, version = _first_move_paid(services)
    store = services.service.store
    store.spend(key, 1, 60, 100)  # spent (a hint, another game) before the job is played
    job = services.jobs.take("test", 1)
    with meter.paying(BudgetPayer(store, job.payer)):
        assert services.service.play_bot(job.game_id, job.version) == SPENT
    services.jobs.later(job)
    # Tried again after the claim timeout (0.2 s): the same job, the bot still awaited.
    again = None
    for _ in range(50):
        again = services.jobs.take("test", 0.1)
        if again is not None:
            break
    assert again is not None and (again.game_id, again.version) == (game_id, version)
    assert services.service.load(game_id).version == version


def test_memory_jobs_keep_their_order():
    jobs = MemoryJobs()
    for version in (2, 3):
        jobs.put(Job("g", version, (("client", "client:1", 5),)))
    assert [jobs.take("w", 0.1).version, jobs.take("w", 0.1).version] == [2, 3]
    assert jobs.take("w", 0.01) is None


def test_a_redis_job_travels_whole(redis_url):
    store = RedisStore.from_url(redis_url, prefix=f"test-{uuid.uuid4().hex[:12]}")
    jobs = RedisJobs(store.client, store.prefix, claim_seconds=10)
    job = Job("game-1", 7, (("token", "token:ab", 30_000), ("client", "client:1.2.3.4", 9)))
    jobs.put(job)
    taken = jobs.take("w", 1)
    assert replace(taken, id="") == job and taken.id
    jobs.done(taken)
    assert store.client.xlen(jobs.stream) == 0


def test_R284_a_bot_awaited_past_the_stall_timeout_is_played_by_the_next_read(services):
    # No worker takes the job (it is lost); the service's clock is moved by hand.
    now = [float(int(time.time()))]
    service = services.service
    service.clock = lambda: now[0]
    game_id, tokens = _against_a_bot(services)
    version = _first_move(services, game_id, tokens[0])
    now[0] += SETTINGS.bot_stall_seconds - 1
    assert service.load(game_id).version == version  # not stalled yet: the job's to play
    now[0] += 1
    read = service.load(game_id)  # stalled: the read plays the bot, one move
    assert read.version == version + 1
    assert [e["version"] for e in _bot_moves(services, game_id)] == [version + 1]
    # That move's commit queued the next job if a bot is awaited still, as any commit does.
    queued = [services.jobs.take("test", 0.05) for _ in range(2)]
    if service.awaited_bot(read) is not None:
        assert queued[1] is not None and queued[1].version == version + 1


@pytest.mark.parametrize("env, message", [
    ({"REFEREE_BOT_WORKERS": "external"}, "REFEREE_BOT_WORKERS=external needs REDIS_URL"),
    ({"REFEREE_BOT_WORKERS": "processes"}, "REFEREE_BOT_WORKERS=processes needs REDIS_URL"),
    ({"REFEREE_BOT_WORKERS": "elsewhere"},
     "REFEREE_BOT_WORKERS must be one of processes, inline, external"),
    ({"REDIS_URL": "redis://r:6379/0", "REFEREE_BOT_NICE": "20"}, "REFEREE_BOT_NICE"),
    ({"REFEREE_BOT_CLAIM_SECONDS": "30", "REFEREE_BOT_STALL_SECONDS": "20"},
     "REFEREE_BOT_STALL_SECONDS (20) must be longer than REFEREE_BOT_CLAIM_SECONDS (30)"),
])
def test_the_bots_tier_settings_refuse_what_cannot_work(env, message):
    with pytest.raises(ConfigError, match=re.escape(message)):
        Settings.from_env(env)
    assert Settings.from_env({"REDIS_URL": "redis://r:6379/0", "REFEREE_BOT_WORKERS": "external",
                              "REFEREE_BOT_THREADS": "4"}).bot_threads == 4


def test_the_bots_play_in_processes_of_their_own_with_redis_and_inline_without():
    # docs/deployment.md: people first where there is Redis; one process, in memory, keeps its pool.
    on_redis = Settings.from_env({"REDIS_URL": "redis://r:6379/0"})
    assert (on_redis.bot_workers, on_redis.bot_nice) == ("processes", 19)
    assert on_redis.bot_process_count(2) == 2  # one per core: each takes what requests leave
    assert Settings.from_env({}).bot_workers == "inline"


def test_referee_worker_without_redis_says_why_and_exits_2(monkeypatch, capsys):
    monkeypatch.delenv("REDIS_URL", raising=False)
    assert cli.main(["worker"]) == 2
    assert "REDIS_URL is not set" in capsys.readouterr().err


def test_the_in_process_pool_ends_when_idle_and_starts_again_at_the_next_job(monkeypatch):
    # A process with no bot game left polls nothing (a test session builds hundreds of apps);
    # the next job queued starts the pool again, and its bot moves.
    monkeypatch.setattr("referee.bot_workers.IDLE_SECONDS", 0.3)
    services = bootstrap(MemoryBackend(), replace(SETTINGS, bot_workers="inline", bot_threads=2))
    pool = services.pool
    assert pool is not None and pool.alive == 0  # nothing queued yet: nothing polls
    # This pool's threads, not the process's: the pools of apps built by earlier tests end
    # when idle too (sooner, IDLE_SECONDS patched), whenever they do.
    game_id, tokens = _against_a_bot(services)
    version = _first_move(services, game_id, tokens[0])
    until(lambda: services.service.load(game_id).version > version)  # the bot moved
    until(lambda: pool.alive == 0)  # then the pool ended, being idle
    # The person plays on until the turn is the bot's again: that commit queues its job.
    while services.service.awaited_bot(game := services.service.load(game_id)) is None:
        assert game.variant.to_act(game.state) == (0,)
        move = game.variant.legal_moves(game.state, 0)[0]
        version = services.service.move(game_id, tokens[0], lambda game, caller, move=move: move).version
    assert pool.alive > 0  # the job started the pool again
    until(lambda: services.service.load(game_id).version > version)
