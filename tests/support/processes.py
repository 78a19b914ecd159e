"""Child processes of the tests and benchmarks (servers, workers): stopped the one way."""

from __future__ import annotations

import signal
import subprocess
import time
from collections.abc import Iterable
from typing import Any


def terminate(proc: subprocess.Popen | None, seconds: float) -> None:
    """Ask ``proc`` to stop (SIGTERM, so a server drains and exits cleanly) and kill it if
    it is still running after ``seconds``; nothing if it is gone or was never started."""
    if proc is None or proc.poll() is not None:
        return
    proc.terminate()
    try:
        proc.wait(seconds)
    except subprocess.TimeoutExpired:
        proc.kill()


def stop_all(procs: Iterable[subprocess.Popen]) -> None:
    """Stop servers this run started, each resumed first (one held with SIGSTOP would not see
    its SIGTERM), then asked to stop, and killed past 10 seconds."""
    procs = list(procs)
    for proc in procs:
        if proc.poll() is None:
            proc.send_signal(signal.SIGCONT)
            proc.terminate()
    for proc in procs:
        try:
            proc.wait(10)
        except subprocess.TimeoutExpired:
            proc.kill()


def serve_until_interrupted(servers: Any) -> None:
    """``python -m tests.support.<servers>``: start them, print their REDIS_URL, and stop them
    at Ctrl-C."""
    servers.start()
    print(f"REDIS_URL={servers.url}", flush=True)
    try:
        while True:
            time.sleep(3600)
    except KeyboardInterrupt:
        servers.stop()
