"""The load-and-fault run, shortened (docs/reliability.md has the full one): 10 clients play 20
games to the end through a 2-worker gunicorn on a real Redis (AOF) while one worker is killed
with SIGKILL and Redis is stopped for 5 seconds and restarted, each game with a director giving
penalties between the moves (docs/rulings/director.md); no move or decision is lost or doubled, no
response is a 500, and every game's record verifies."""

from __future__ import annotations

import json
import subprocess
import sys

from tests.support.live import ROOT


def test_shortened_load_with_a_worker_kill_and_a_redis_outage():
    proc = subprocess.run(
        [sys.executable, "bench/reliability.py", "--clients", "10", "--games", "20",
         "--kills", "1", "--outages", "1", "--seed", "suite", "--max-seconds", "240",
         "--decisions", "8"],
        cwd=ROOT, capture_output=True, text=True, timeout=400,
    )
    report = json.loads(proc.stdout)
    assert report["problems"] == [], report["problems"][:5]
    assert proc.returncode == 0, proc.stderr[-2000:]
    assert report["games_finished"] == 20
    assert report["worker_kills"] == 1 and report["redis_outages"] == 1
    assert report["lost_moves"] == report["doubled_moves"] == report["status_500"] == 0
    assert report["version_gaps"] == report["records_invalid"] == 0
    assert report["decisions_acknowledged"] > 10
    assert report["lost_decisions"] == report["doubled_decisions"] == 0
    # The faults were felt: requests were refused with 503 while Redis was down, and retried.
    assert report["status_503"] > 0 and report["retries"] > 0
    assert report["moves_acknowledged"] > 200
