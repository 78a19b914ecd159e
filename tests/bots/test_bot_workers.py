"""The bots' tier over real processes (docs/rulings/workers.md): gunicorn on Redis
leaving the bots to `referee worker` processes, a worker killed (SIGKILL) mid-search, two
workers on one game, `referee serve` alone playing against the computer on its in-process
pool, the `Prefer: wait` reply, the CPU budget's 429 when the bots are played elsewhere, and
admission (R287): a client looping on games of bots refused once its budget's worth is queued."""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import tempfile
import uuid
from typing import Any

import orjson
import pytest
import redis

from referee.cli import WORKER_CLIENT_NAME
from referee.storage.jobs import GROUP, INTERACTIVE, Job, RedisJobs
from tests.bots.test_admission import all_bots_work
from tests.support.http import until
from tests.support.live import ROOT, Server
from tests.support.live import request as call
from tests.support.redis_server import free_port

#: A pure iteration cap: the bots' moves are a function of the game's seed.
QUICK = {"REFEREE_BOT_BUDGET_MS": "0", "REFEREE_BOT_ITERATIONS": "8"}
#: A search that takes minutes: a worker given it is surely mid-search when killed.
ENDLESS = {"REFEREE_BOT_BUDGET_MS": "0", "REFEREE_BOT_ITERATIONS": "1000000"}


class Worker:
    """A `referee worker` process."""

    def __init__(self, env: dict[str, str]) -> None:
        self.output = tempfile.TemporaryFile()
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "referee.cli", "worker", "--threads", "1"],
            cwd=ROOT, env={**os.environ, **env}, stdout=self.output, stderr=subprocess.STDOUT)

    def read_output(self) -> str:
        self.output.seek(0)
        return self.output.read().decode(errors="replace")

    def stop(self) -> str:
        if self.proc.poll() is None:
            self.proc.send_signal(signal.SIGTERM)
            try:
                self.proc.wait(20)
            except subprocess.TimeoutExpired:
                self.proc.kill()
        return self.read_output()


@pytest.fixture
def tier(redis_url):
    """Start gunicorn leaving the bots to workers (``external``), and workers, on one Redis
    key prefix; everything started is stopped after the test."""
    prefix = f"test-{uuid.uuid4().hex[:12]}"
    base = {"REDIS_URL": redis_url, "REFEREE_KEY_PREFIX": prefix, "REFEREE_LOG_LEVEL": "WARNING",
            "REFEREE_BOT_CLAIM_SECONDS": "1", "REFEREE_BOT_STALL_SECONDS": "3600"}
    started: list[Any] = []

    class Tier:
        client = redis.Redis.from_url(redis_url)
        jobs = RedisJobs(client, prefix, claim_seconds=1)

        def server(self, env: dict[str, str] | None = None) -> Server:
            server = Server({**base, **QUICK, "REFEREE_BOT_WORKERS": "external",
                             **(env or {})}).start()
            started.append(server)
            return server

        def worker(self, env: dict[str, str] | None = None) -> Worker:
            # At INFO: its line saying it listens is what tells the test it does.
            worker = Worker({**base, **QUICK, "REFEREE_LOG_LEVEL": "INFO", **(env or {})})
            started.append(worker)
            until(lambda: "playing the bots' jobs" in worker.read_output(), 30)  # it listens
            return worker

    yield Tier()
    for thing in started:
        thing.stop()


def create(url: str, bots: dict[str, str], seed: str, headers: dict[str, str] | None = None,
           players: int = 2) -> dict:
    # Emotrions led by seat 0: with a bot at seat 1, the person's first move hands it the turn.
    status, got, body = call("POST", url + "/v1/games", {
        "variant": "emotrions", "players": [f"P{i}" for i in range(players)], "bots": bots,
        "seed": seed, "leader": 0}, headers=headers)
    assert status == 201, body
    body["headers"] = got
    return body


def first_move(url: str, game: dict, headers: dict[str, str] | None = None):
    token = game["tokens"]["seats"][0]
    legal = call("GET", f"{url}/v1/games/{game['id']}/legal-moves", token=token)[2]["moves"]
    return call("POST", f"{url}/v1/games/{game['id']}/moves", random.Random(1).choice(legal),
                token=token, headers=headers)


def version(url: str, game: dict) -> int:
    return call("GET", f"{url}/v1/games/{game['id']}")[2]["version"]


def moves(url: str, game: dict) -> list[dict]:
    events = call("GET", f"{url}/v1/games/{game['id']}/events")[2]["events"]
    return [e for e in events if e["type"] == "move"]


def test_R282_a_worker_killed_mid_search_leaves_its_job_to_another_and_it_is_played_once(tier):
    server = tier.server()
    doomed = tier.worker(ENDLESS)
    game = create(server.url, {"1": "strong"}, "killed")
    status, _, reply = first_move(server.url, game)
    # R280: the person's move is answered without the bot's.
    assert status == 200 and not any(e.get("bot") for e in reply["events"])
    moved = reply["version"]
    # The doomed worker has taken the job (pending, its own) and searches for minutes.
    until(lambda: tier.client.xpending(tier.jobs.streams[INTERACTIVE], GROUP)["pending"] == 1)
    owner = tier.client.xpending(tier.jobs.streams[INTERACTIVE], GROUP)["consumers"][0]["name"]
    assert owner.decode().endswith(f":{doomed.proc.pid}:w0")
    doomed.proc.kill()
    doomed.proc.wait()
    assert version(server.url, game) == moved  # nothing was played
    # Another worker claims it after the claim timeout (1 s) and plays it, once.
    heir = tier.worker()
    until(lambda: version(server.url, game) > moved)
    bot = [m for m in moves(server.url, game) if m.get("bot")]
    assert bot[0]["version"] == moved + 1 and bot[0]["seat"] == 1
    played = [m["version"] for m in moves(server.url, game)]
    assert played == sorted(set(played))  # one move a version, none twice
    until(lambda: tier.client.xpending(tier.jobs.streams[INTERACTIVE], GROUP)["pending"] == 0)
    assert "stopped;" in heir.stop()


def test_R281_two_workers_on_one_game_of_bots_make_one_move_a_version(tier):
    server = tier.server()
    workers = [tier.worker(), tier.worker()]
    game = create(server.url, {"0": "greedy", "1": "strong"}, "two-workers")
    assert game["version"] == 1  # R280: the creation answers at once
    tier.jobs.put(Job(game["id"], 1))  # the first job twice: both workers may take one
    until(lambda: call("GET", f"{server.url}/v1/games/{game['id']}")[2]["status"] == "finished")
    played = [m["version"] for m in moves(server.url, game)]
    assert played == list(range(2, 2 + len(played)))  # every version one bot move
    record = call("GET", f"{server.url}/v1/games/{game['id']}/record")[2]
    assert call("POST", f"{server.url}/v1/records/verify", record)[2]["valid"] is True
    # Their connections are named, so that CLIENT LIST tells them from the serving processes'.
    named = {c["name"] for c in tier.client.client_list()}
    assert WORKER_CLIENT_NAME in named, named
    outputs = [w.stop() for w in workers]
    assert all("playing the bots' jobs from Redis" in out for out in outputs), outputs
    # One JSON object a line, as the service's own (a bot process writes into its output).
    lines = [orjson.loads(line) for out in outputs for line in out.splitlines()]
    assert all(line["logger"].startswith("referee") for line in lines), lines


def test_R283_the_token_budget_is_spent_by_a_worker_playing_elsewhere(tier):
    server = tier.server({"REFEREE_CPU_BUDGET_TOKEN": "1", "REFEREE_CPU_BUDGET_CLIENT": "0"})
    worker = tier.worker({"REFEREE_BOT_ITERATIONS": "200"})  # a search of many milliseconds
    game = create(server.url, {"1": "strong"}, "budget")
    status, got, reply = first_move(server.url, game, {"Prefer": "wait=5"})
    assert status == 200 and got["Preference-Applied"] == "wait=5"
    assert any(e.get("bot") == "strong" for e in reply["events"]), worker.read_output()
    # The worker charged its search to the token that handed it the turn: spent (R255).
    token = game["tokens"]["seats"][0]
    legal = call("GET", f"{server.url}/v1/games/{game['id']}/legal-moves", token=token)[2]
    refused = call("POST", f"{server.url}/v1/games/{game['id']}/moves", legal["moves"][0],
                   token=token)
    assert refused[0] == 429 and "this token's CPU budget" in refused[2]["detail"]


@pytest.fixture
def serve():
    """`referee serve` alone: the memory store, the bots on its in-process pool."""
    port = free_port()
    output = tempfile.TemporaryFile()
    env = {**os.environ, **QUICK, "REFEREE_LOG_LEVEL": "WARNING"}
    env.pop("REDIS_URL", None)
    proc = subprocess.Popen([sys.executable, "-m", "referee.cli", "serve", "--bind",
                             f"127.0.0.1:{port}"], cwd=ROOT, env=env, stdout=output,
                            stderr=subprocess.STDOUT)
    url = f"http://127.0.0.1:{port}"

    def up() -> bool:
        try:
            return call("GET", url + "/healthz")[0] == 200
        except OSError:
            assert proc.poll() is None, output.seek(0) or output.read().decode()
            return False

    until(up, 30)
    yield url
    proc.terminate()
    proc.wait(20)


def test_R280_referee_serve_alone_plays_against_the_computer_on_its_pool(serve):
    game = create(serve, {"1": "greedy"}, "serve")
    status, _, reply = first_move(serve, game)
    assert status == 200 and not any(e.get("bot") for e in reply["events"])
    until(lambda: version(serve, game) > reply["version"])  # the pool played the bot
    assert moves(serve, game)[1]["bot"] == "greedy"
    # Every seat a bot: the creation answers at version 1, the pool plays the game out.
    bots = create(serve, {"0": "random", "1": "strong"}, "serve-all")
    assert bots["version"] == 1
    until(lambda: call("GET", f"{serve}/v1/games/{bots['id']}")[2]["status"] == "finished")


def test_R285_prefer_wait_includes_the_bots_moves_in_the_reply(serve):
    game = create(serve, {"1": "greedy"}, "wait")
    status, got, reply = first_move(serve, game, {"Prefer": "wait=5"})
    assert status == 200 and got["Preference-Applied"] == "wait=5"
    bot = [e for e in reply["events"] if e["type"] == "move" and e.get("bot")]
    assert bot and reply["version"] == reply["events"][-1]["version"]
    assert reply["view"]["to_act"] == [0] or reply["view"]["status"] == "finished"
    # The seat sees its own view in the reply, never the bot's hand (G3).
    assert "cards" not in reply["view"]["hands"][1]
    # The reply is the game as any read shows it then.
    token = game["tokens"]["seats"][0]
    assert call("GET", f"{serve}/v1/games/{game['id']}", token=token)[2] == reply["view"]
    # A creation with every seat a bot waits too (up to 10 s: more is read as 10).
    bots = create(serve, {"0": "random", "1": "random"}, "wait-all", {"Prefer": "wait=60"})
    assert bots["headers"]["Preference-Applied"] == "wait=10"
    assert bots["view"]["status"] == "finished" and bots["version"] > 1
    # A preference the service does not understand is ignored, never a 400 (RFC 7240).
    other = create(serve, {"1": "random"}, "odd", {"Prefer": "respond-async, wait=soon"})
    assert "Preference-Applied" not in other["headers"]
    assert orjson.loads(orjson.dumps(other["view"]))["version"] == 1


def test_R287_over_gunicorn_a_client_looping_on_games_of_bots_gets_429_and_another_plays(tier):
    work = all_bots_work()
    budget = 3 * work + work // 2
    # Two clients behind a proxy (their addresses in X-Forwarded-For), each with a budget of
    # three games of bots and a half; no worker yet, so what is queued stays queued.
    server = tier.server({"REFEREE_CPU_BUDGET_CLIENT": str(budget), "REFEREE_CPU_BUDGET_TOKEN": "0",
                          "REFEREE_PROXY_HOPS": "1"})
    body = {"variant": "emotrions", "players": ["A", "B"], "bots": {"0": "strong", "1": "strong"}}
    first = {"X-Forwarded-For": "192.0.2.1"}
    statuses = []
    for i in range(8):
        status, got, reply = call("POST", server.url + "/v1/games", {**body, "seed": f"a{i}"},
                                  headers=first)
        statuses.append(status)
        if status == 429:
            assert int(got["Retry-After"]) >= 1 and reply["rule"] == "R287", reply
            assert "queued" in reply["detail"]
    assert statuses == [201] * 3 + [429] * 5
    assert tier.jobs.held("client:192.0.2.1") == 3 * work <= budget
    assert tier.jobs.waiting() == 3
    # The other client is not refused for the first one's work: its game is queued, and played
    # once a worker comes.
    status, _, game = call("POST", server.url + "/v1/games", {**body, "seed": "b"},
                           headers={"X-Forwarded-For": "192.0.2.2"})
    assert status == 201
    tier.worker({"REFEREE_BOT_ITERATIONS": "4"})
    until(lambda: call("GET", f"{server.url}/v1/games/{game['id']}")[2]["status"] == "finished",
          60)


def _children(pid: int) -> list[int]:
    with open(f"/proc/{pid}/task/{pid}/children") as listed:
        return [int(child) for child in listed.read().split()]


def _command(pid: int) -> str:
    try:
        with open(f"/proc/{pid}/cmdline", "rb") as cmdline:
            return cmdline.read().replace(b"\0", b" ").decode()
    except FileNotFoundError:
        return ""


def _alive(pid: int) -> bool:
    try:
        with open(f"/proc/{pid}/stat") as stat:
            return stat.read().split(")")[-1].split()[0] != "Z"
    except FileNotFoundError:
        return False


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc")
def test_referee_serve_on_redis_runs_the_bots_in_processes_at_lower_priority_and_stops_them(
        redis_url):
    # docs/deployment.md: one command runs everything; the bots' processes are the master's children at
    # REFEREE_BOT_NICE below it (the serving workers keep its priority), and SIGTERM to the
    # service stops them with it, none left behind.
    port = free_port()
    prefix = f"test-{uuid.uuid4().hex[:12]}"
    output = tempfile.TemporaryFile()
    env = {**os.environ, **QUICK, "REDIS_URL": redis_url, "REFEREE_KEY_PREFIX": prefix,
           "REFEREE_LOG_LEVEL": "INFO", "REFEREE_WORKERS": "2", "REFEREE_BOT_NICE": "7",
           "REFEREE_BOT_NICE_INTERACTIVE": "2",
           "REFEREE_BOT_PROCESSES": "2"}
    env.pop("REFEREE_BOT_WORKERS", None)
    proc = subprocess.Popen([sys.executable, "-m", "referee.cli", "serve", "--bind",
                             f"127.0.0.1:{port}"], cwd=ROOT, env=env, stdout=output,
                            stderr=subprocess.STDOUT)
    url = f"http://127.0.0.1:{port}"
    try:
        def bots() -> list[int]:
            return [c for c in _children(proc.pid) if "referee.cli worker" in _command(c)]

        until(lambda: len(bots()) == 3 and call("GET", url + "/healthz")[0] == 200, 30)
        served = [c for c in _children(proc.pid) if c not in bots()]
        base = os.getpriority(os.PRIO_PROCESS, proc.pid)
        # The batch lane's two at REFEREE_BOT_NICE, the interactive lane's one at
        # REFEREE_BOT_NICE_INTERACTIVE (docs/deployment.md).
        assert sorted(os.getpriority(os.PRIO_PROCESS, b) for b in bots()) == [
            base + 2, base + 7, base + 7]
        assert served and all(os.getpriority(os.PRIO_PROCESS, s) == base for s in served)
        # They play: a person's move against the computer is answered by a bot's move.
        game = create(url, {"1": "greedy"}, "processes")
        status, _, reply = first_move(url, game)
        assert status == 200
        until(lambda: version(url, game) > reply["version"])
        assert moves(url, game)[1]["bot"] == "greedy"
        # The person's bot move was the interactive lane's, taken by its process.
        lane = RedisJobs(redis.Redis.from_url(redis_url), prefix, 10).streams[INTERACTIVE]
        takers = {int(c["name"].decode().split(":")[1])
                  for c in redis.Redis.from_url(redis_url).xinfo_consumers(lane, GROUP)}
        assert takers and all(os.getpriority(os.PRIO_PROCESS, t) == base + 2 for t in takers)
        started = bots()
    finally:
        proc.terminate()
        proc.wait(30)
    assert not [pid for pid in started if _alive(pid)], _command(started[0])
    output.seek(0)
    assert "2 bot process(es) at nice +7" in (text := output.read().decode(errors="replace"))
    assert "1 for the interactive lane at nice +2" in text


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc")
def test_the_bots_processes_end_with_a_master_killed_outright(redis_url):
    # SIGKILL gives the master no time to stop them: the kernel tells each (PR_SET_PDEATHSIG).
    port = free_port()
    env = {**os.environ, **QUICK, "REDIS_URL": redis_url, "REFEREE_WORKERS": "1",
           "REFEREE_KEY_PREFIX": f"test-{uuid.uuid4().hex[:12]}", "REFEREE_LOG_LEVEL": "WARNING",
           "REFEREE_BOT_PROCESSES": "1"}
    env.pop("REFEREE_BOT_WORKERS", None)
    proc = subprocess.Popen([sys.executable, "-m", "referee.cli", "serve", "--bind",
                             f"127.0.0.1:{port}"], cwd=ROOT, env=env,
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        # The batch lane's one and the interactive lane's one, both started.
        until(lambda: len([c for c in _children(proc.pid)
                           if "referee.cli worker" in _command(c)]) == 2, 30)
        bots = [c for c in _children(proc.pid) if "referee.cli worker" in _command(c)]
        children = _children(proc.pid)
    finally:
        proc.kill()
        proc.wait(10)
    until(lambda: not [pid for pid in bots if _alive(pid)], 30)
    until(lambda: not [pid for pid in children if _alive(pid)], 30)  # gunicorn's worker too


def test_R287_a_hint_is_refused_when_the_work_queued_leaves_no_room_for_its_search(tier):
    work = all_bots_work()
    server = tier.server({"REFEREE_CPU_BUDGET_CLIENT": str(work + 10),
                          "REFEREE_CPU_BUDGET_TOKEN": "0"})
    queued = create(server.url, {"0": "strong", "1": "strong"}, "fills")  # no worker: it waits
    assert queued["version"] == 1 and tier.jobs.held("client:127.0.0.1") == work
    game = create(server.url, {}, "hinted")
    status, got, reply = call("GET", f"{server.url}/v1/games/{game['id']}/hint",
                              token=game["tokens"]["seats"][0])
    assert status == 429 and reply["rule"] == "R287" and int(got["Retry-After"]) >= 1, reply
    assert tier.jobs.held("client:127.0.0.1") == work  # the refused hint held nothing
