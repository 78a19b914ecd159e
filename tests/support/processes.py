"""Child processes of the tests and benchmarks (servers, workers): stopped the one way."""

from __future__ import annotations

import subprocess


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
