"""docs/tournaments.md's walkthrough, run as written (bash, curl, jq) against the service under
gunicorn on a real Redis: it must run to its end, and say what the page says it does."""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest

from tests.support.live import on_redis

ROOT = Path(__file__).resolve().parents[2]
REDIS = "redis://127.0.0.1:6379/0"
#: The walkthrough's players after its first game: its ``play`` (curl and jq, a few processes
#: a move) plays the first game to its end as written; the others are played by the same
#: first-legal-move players in one Python process a game (tests/support/first_moves.py), which
#: make the same moves through the same API. The walkthrough shows the same results, in a
#: fraction of the time.
TAKE_OVER = """
eval "documented_$(declare -f play)"
play() {
  if [ ! -e .played ]; then touch .played; documented_play "$@"
  else "$PYTHON" -m tests.support.first_moves "$BASE" "$1" "$2"; fi
}
"""


def walkthrough() -> str:
    text = (ROOT / "docs" / "tournaments.md").read_text()
    found = re.search(r"<!-- walkthrough -->\n```sh\n(.*?)```\n<!-- /walkthrough -->", text,
                      re.DOTALL)
    assert found, "docs/tournaments.md has its walkthrough between the markers"
    return found.group(1)


def with_players(script: str) -> str:
    """``script`` with :data:`TAKE_OVER` after its functions (before its first request)."""
    functions, first, requests = script.partition("\njson /v1/tournaments ")
    assert first and "play() {" in functions, "the walkthrough defines play, then creates"
    return functions + TAKE_OVER + first + requests


@pytest.mark.skipif(not (shutil.which("curl") and shutil.which("jq")), reason="curl and jq")
def test_the_tournaments_walkthrough_runs_as_documented():
    server = on_redis(REDIS)
    try:
        with tempfile.TemporaryDirectory() as work:
            env = {**os.environ, "BASE": server.url, "PYTHON": sys.executable,
                   "PYTHONPATH": str(ROOT)}
            done = subprocess.run(["bash", "-euo", "pipefail", "-c", with_players(walkthrough())],
                                  cwd=work, env=env, capture_output=True, text=True, timeout=600)
            documented = (Path(work) / ".played").exists()
    finally:
        log = server.stop()
    assert done.returncode == 0, (done.stdout, done.stderr, log[-3000:])
    assert documented  # the walkthrough's own play loop played a game to its end
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
