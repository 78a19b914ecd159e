"""Configuration and the real server: settings validated at start, gunicorn refusing several
workers on the in-memory store, and the zero-setup default serving games."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

from referee.config import ConfigError, Settings
from tests.support.http import DEAL_2P
from tests.support.live import ROOT, Server, request
from tests.support.redis_server import free_port


@pytest.mark.parametrize(
    "env, name",
    [
        ({"REDIS_URL": "http://localhost"}, "REDIS_URL"),
        ({"REFEREE_REDIS_TIMEOUT": "soon"}, "REFEREE_REDIS_TIMEOUT"),
        ({"REFEREE_MAX_BODY_BYTES": "12"}, "REFEREE_MAX_BODY_BYTES"),
        ({"REFEREE_WORKERS": "-1"}, "REFEREE_WORKERS"),
        ({"REFEREE_BIND": "nowhere"}, "REFEREE_BIND"),
        ({"REFEREE_LOG_LEVEL": "LOUD"}, "REFEREE_LOG_LEVEL"),
        ({"REFEREE_KEY_PREFIX": "a b"}, "REFEREE_KEY_PREFIX"),
    ],
)
def test_a_bad_setting_is_refused_naming_the_variable(env, name):
    with pytest.raises(ConfigError, match=name):
        Settings.from_env(env)


def test_defaults_need_no_setting():
    settings = Settings.from_env({})
    assert settings.redis_url is None and settings.worker_count(8) == 1
    assert Settings.from_env({"REDIS_URL": "redis://h:6379/0"}).worker_count(2) == 5


def _env_without_redis(**extra: str) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k != "REDIS_URL"}
    env.update(extra)
    return env


def test_gunicorn_refuses_several_workers_on_the_memory_store():
    proc = subprocess.run(
        [sys.executable, "-m", "gunicorn", "-c", "python:referee.gunicorn_conf",
         "referee:create_app()"],
        cwd=ROOT, env=_env_without_redis(REFEREE_WORKERS="2", REFEREE_BIND=f"127.0.0.1:{free_port()}"),
        capture_output=True, text=True, timeout=60,
    )
    assert proc.returncode != 0
    assert "REDIS_URL is not set" in proc.stdout + proc.stderr


def test_referee_serve_refuses_several_workers_on_the_memory_store():
    proc = subprocess.run(
        [sys.executable, "-m", "referee.cli", "serve", "--workers", "3"],
        cwd=ROOT, env=_env_without_redis(), capture_output=True, text=True, timeout=60,
    )
    assert proc.returncode == 2
    assert "REDIS_URL is not set" in proc.stderr


def test_a_bad_setting_stops_the_server_with_a_clear_message():
    proc = subprocess.run(
        [sys.executable, "-m", "referee.cli", "serve"],
        cwd=ROOT, env=_env_without_redis(REFEREE_WORKERS="many"), capture_output=True,
        text=True, timeout=60,
    )
    assert proc.returncode == 2 and "REFEREE_WORKERS must be a whole number" in proc.stderr


def test_zero_setup_default_serves_a_game_in_memory():
    server = Server(_env_without_redis()).start()
    try:
        status, headers, created = request("POST", server.url + "/v1/games", {
            "variant": "emotrions", "players": ["a", "b"], "deal": DEAL_2P})
        assert status == 201 and headers["Location"] == f"/v1/games/{created['id']}"
        status, _, reply = request("POST", f"{server.url}/v1/games/{created['id']}/moves",
                                   {"type": "stake", "cards": ["joy"]},
                                   created["tokens"]["seats"][0])
        assert status == 200 and reply["version"] == 2
        status, _, ready = request("GET", server.url + "/readyz")
        assert status == 200 and ready["store"] == "MemoryStore"
    finally:
        log = server.stop()
    assert "nothing persists" in log


def test_a_worker_freezes_what_it_built_out_of_the_collectors_sight(tmp_path):
    # gunicorn_conf.post_worker_init (a gunicorn hook, so `referee serve` runs it too): the
    # app's objects go to the collector's permanent generation, so full collections walk only
    # what requests made (docs/bots.md). In a process of its own: the hook freezes the caller.
    code = (
        "import gc\n"
        "from gunicorn.config import Config\n"
        "from referee import create_app, gunicorn_conf\n"
        "assert 'post_worker_init' in Config().settings\n"
        "app = create_app()\n"
        "assert gc.get_freeze_count() == 0\n"
        "gunicorn_conf.post_worker_init(None)\n"
        "print(gc.get_freeze_count(), len(gc.get_objects()))\n"
    )
    env = _env_without_redis(PROMETHEUS_MULTIPROC_DIR=str(tmp_path))
    done = subprocess.run([sys.executable, "-c", code], env=env, cwd=ROOT,
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    frozen, walked = map(int, done.stdout.split())
    assert frozen > 50_000 and walked < 1_000


def test_body_over_the_limit_is_413(client):
    response = client.post("/v1/games", data="x" * 70_000, content_type="application/json")
    assert response.status_code == 413
    assert response.headers["Content-Type"] == "application/problem+json"
