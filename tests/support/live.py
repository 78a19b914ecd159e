"""Real servers for the tests: gunicorn processes of the service on loopback, and a small
stdlib HTTP client for them."""

from __future__ import annotations

import contextlib
import importlib
import json
import os
import subprocess
import sys
import tempfile
import threading
import time
import urllib.error
import urllib.request
import uuid
from collections.abc import Callable, Iterator, Sequence
from pathlib import Path
from typing import Any

from tests.support.processes import terminate
from tests.support.redis_server import free_port

ROOT = Path(__file__).resolve().parents[2]


class Server:
    """``gunicorn -c python:referee.gunicorn_conf 'referee:create_app()'``, as in production.

    ``workers`` None keeps the configuration's own count (or ``env``'s); ``app`` may name
    another application served with the same configuration (bench/floor.py); ``args`` are more
    of gunicorn's options, as an operator would add them."""

    def __init__(self, env: dict[str, str], workers: int | None = 1,
                 app: str = "referee:create_app()", args: tuple[str, ...] = ()):
        self.port = free_port()
        self.app = app
        self.args = args
        self.env = {
            **os.environ,
            "REFEREE_BIND": f"127.0.0.1:{self.port}",
            **({} if workers is None else {"REFEREE_WORKERS": str(workers)}),
            **env,
        }
        self.proc: subprocess.Popen | None = None
        # The server's output goes to a file: a pipe read only at the end would fill up (one
        # log line per request) and block the server.
        self.output = tempfile.TemporaryFile()

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def start(self) -> Server:
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "gunicorn", "-c", "python:referee.gunicorn_conf", *self.args,
             self.app],
            cwd=ROOT, env=self.env, stdout=self.output, stderr=subprocess.STDOUT,
        )
        deadline = time.monotonic() + 20
        while True:
            try:
                if request("GET", self.url + "/healthz")[0] == 200:
                    return self
            except OSError:
                pass
            if self.proc.poll() is not None or time.monotonic() > deadline:
                raise RuntimeError(f"gunicorn did not start:\n{self.read_output()}")
            time.sleep(0.1)

    def stop(self) -> str:
        terminate(self.proc, 20)
        return self.read_output()

    def read_output(self) -> str:
        """Everything the server has printed so far."""
        self.output.seek(0)
        return self.output.read().decode(errors="replace")


def request(
    method: str, url: str, body: Any = None, token: str | None = None,
    headers: dict[str, str] | None = None, timeout: float = 10,
) -> tuple[int, dict[str, str], Any]:
    """One HTTP request; returns (status, headers, decoded JSON body or text)."""
    data = None if body is None else json.dumps(body).encode()
    req = urllib.request.Request(url, data=data, method=method)
    if data is not None:
        req.add_header("Content-Type", "application/json")
    if token:
        req.add_header("Authorization", f"Bearer {token}")
    for k, v in (headers or {}).items():
        req.add_header(k, v)
    try:
        with urllib.request.urlopen(req, timeout=timeout) as resp:
            raw, status, hdrs = resp.read(), resp.status, dict(resp.headers)
    except urllib.error.HTTPError as err:
        raw, status, hdrs = err.read(), err.code, dict(err.headers)
    try:
        return status, hdrs, json.loads(raw) if raw else None
    except ValueError:
        return status, hdrs, raw.decode()


def simultaneously(calls: Sequence[Callable[[], Any]]) -> list[Any]:
    """What each of ``calls`` returned, all started together (each in its thread, released
    by one barrier)."""
    results: list[Any] = [None] * len(calls)
    barrier = threading.Barrier(len(calls))

    def run(i: int, call: Callable[[], Any]) -> None:
        barrier.wait()
        results[i] = call()

    threads = [threading.Thread(target=run, args=(i, c)) for i, c in enumerate(calls)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(60)
    return results


def on_redis(redis_url: str) -> Server:
    """The service under gunicorn on ``redis_url``, with a key prefix of its own, started."""
    return Server({
        "REDIS_URL": redis_url,
        "REFEREE_KEY_PREFIX": f"test-{uuid.uuid4().hex[:12]}",
        "REFEREE_LOG_LEVEL": "WARNING",
    }).start()


@contextlib.contextmanager
def imported(package: str, path: Path) -> Iterator[Any]:
    """``package`` imported from ``path`` (a generated client), and forgotten afterwards so the
    next test imports its own copy."""
    sys.path.insert(0, str(path))
    try:
        yield importlib.import_module(package)
    finally:
        sys.path.remove(str(path))
        for name in [m for m in sys.modules if m == package or m.startswith(package + ".")]:
            del sys.modules[name]
