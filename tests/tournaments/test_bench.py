"""bench/tournament.py runs (shortened: 3 tables, 2 rounds) and says what docs/performance.md
quotes from it."""

from __future__ import annotations

import re
import subprocess
import sys

from tests.support.live import ROOT


def test_the_tournament_bench_runs_shortened():
    done = subprocess.run([sys.executable, "bench/tournament.py", "3", "2"], cwd=ROOT,
                          capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr[-3000:]
    rounds = re.findall(r"^round +(\d+): created in +[\d.]+ s; standings after it \((\d+) games\)",
                        done.stdout, re.MULTILINE)
    assert rounds == [("1", "3"), ("2", "6")], done.stdout
