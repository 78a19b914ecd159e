"""A real Redis for the tests: the one answering on 127.0.0.1:6379, or one the tests start.

Never a mock: the store's compare-and-set is a Lua script, and only Redis runs it. When no
server answers, ``redis-server`` is started on a free port (installed with apt when missing),
and stopped at the end of the session.
"""

from __future__ import annotations

import os
import shutil
import socket
import subprocess
import tempfile
import time

import redis

DEFAULT_URL = "redis://127.0.0.1:6379/0"


def answers(url: str) -> bool:
    try:
        return bool(redis.Redis.from_url(url, socket_connect_timeout=0.5).ping())
    except redis.exceptions.RedisError:
        return False


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def ensure_binary() -> str:
    path = shutil.which("redis-server")
    if path:
        return path
    subprocess.run(["apt-get", "update", "-q"], check=False, capture_output=True)
    subprocess.run(
        ["apt-get", "install", "-y", "-q", "redis-server"],
        check=True,
        capture_output=True,
        env={**os.environ, "DEBIAN_FRONTEND": "noninteractive"},
    )
    path = shutil.which("redis-server")
    if not path:
        raise RuntimeError("redis-server could not be installed with apt")
    return path


class RedisProcess:
    """A redis-server this test run started and owns."""

    def __init__(self, port: int | None = None, *, appendonly: bool = False):
        self.port = port or free_port()
        self.dir = tempfile.mkdtemp(prefix="referee-redis-")
        self.appendonly = appendonly
        self.proc: subprocess.Popen | None = None

    @property
    def url(self) -> str:
        return f"redis://127.0.0.1:{self.port}/0"

    def start(self) -> RedisProcess:
        args = [
            ensure_binary(), "--port", str(self.port), "--bind", "127.0.0.1",
            "--dir", self.dir, "--save", "", "--daemonize", "no",
            "--appendonly", "yes" if self.appendonly else "no",
        ]
        self.proc = subprocess.Popen(args, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        deadline = time.monotonic() + 10
        while not answers(self.url):
            if time.monotonic() > deadline or self.proc.poll() is not None:
                raise RuntimeError(f"redis-server did not start on port {self.port}")
            time.sleep(0.05)
        return self

    def stop(self) -> None:
        if self.proc and self.proc.poll() is None:
            self.proc.terminate()
            self.proc.wait(10)
        self.proc = None


def session_url() -> tuple[str, RedisProcess | None]:
    """A Redis URL for the test session, and the process started for it (if any)."""
    url = os.environ.get("REFEREE_TEST_REDIS_URL", DEFAULT_URL)
    if answers(url):
        return url, None
    server = RedisProcess().start()
    return server.url, server
