"""docs/tournaments.md's walkthrough, run as written (bash, curl, jq) against the service under
gunicorn on a real Redis: it must run to its end, and say what the page says it does."""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import tempfile
from pathlib import Path

import pytest

from tests.support.live import on_redis

ROOT = Path(__file__).resolve().parents[2]
REDIS = "redis://127.0.0.1:6379/0"


def walkthrough() -> str:
    text = (ROOT / "docs" / "tournaments.md").read_text()
    found = re.search(r"<!-- walkthrough -->\n```sh\n(.*?)```\n<!-- /walkthrough -->", text,
                      re.DOTALL)
    assert found, "docs/tournaments.md has its walkthrough between the markers"
    return found.group(1)


@pytest.mark.skipif(not (shutil.which("curl") and shutil.which("jq")), reason="curl and jq")
def test_the_tournaments_walkthrough_runs_as_documented():
    server = on_redis(REDIS)
    try:
        with tempfile.TemporaryDirectory() as work:
            done = subprocess.run(["bash", "-euo", "pipefail", "-c", walkthrough()], cwd=work,
                                  env={**os.environ, "BASE": server.url}, capture_output=True,
                                  text=True, timeout=600)
    finally:
        log = server.stop()
    assert done.returncode == 0, (done.stdout, done.stderr, log[-3000:])
    lines = done.stdout.splitlines()
    first = json.loads(lines[0])
    assert first["after_round"] == 1 and first["final"] is True
    assert ["C", 1] == next(r[1:] for r in first["ranking"] if r[1] == "C")  # forfeit won
    assert json.loads(lines[1]) == {"status": 422, "rule": "R231", "field": "tables.1.0"}
    assert any(line.startswith('{"valid":true') for line in lines)
    assert lines.count("rank,player,name,points,buchholz,sonneborn-berger") == 1
    assert sum(line.startswith("001 ") for line in lines) == 5
    assert json.loads(lines[-2]) == {"status": 409, "rule": "R242"}
    board = json.loads(lines[-1])
    assert board["finished"] is True and len(board["tables"]) == 2
