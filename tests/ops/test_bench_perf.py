"""The performance benchmark's shortened run (docs/performance.md): ``bench/perf.py`` starts its own
Redis and three gunicorn instances (the referee with features on and off, and the floor), drives
every kind of request with wrk, and every request it sends succeeds. The Redis round trips are
counted with MONITOR on the benchmark's own Redis (so no other client's traffic is counted),
keeping the commands that name the server's keys. The full run and its figures are in
docs/performance.md; no timing is asserted here."""

from __future__ import annotations

import json
import subprocess
import sys

from tests.support.live import ROOT


def test_the_benchmark_runs_end_to_end_and_every_request_succeeds(tmp_path):
    out = tmp_path / "perf.json"
    run = subprocess.run(
        [sys.executable, "bench/perf.py", "--rounds", "1", "--seconds", "1", "--games", "2",
         "--engine-games", "1", "--connections", "2", "--moves", "300", "--json", str(out)],
        cwd=ROOT, capture_output=True, text=True, timeout=900,
    )
    assert run.returncode == 0, run.stderr[-3000:]
    report = json.loads(out.read_text())
    kinds = report["results"]
    assert {k for k in kinds if k.startswith("POST move")} == {
        f"POST move {v} ({f})" for v in ("emotrions", "pareo", "four-aces") for f in ("on", "off")
    }
    for kind, rounds in kinds.items():
        assert all(r["errors"] == 0 and r["n"] > 0 for r in rounds), (kind, rounds)
    # A move costs 2 Redis round trips in all, every feature on: the rate limit and the
    # idempotency claim ride on the read, the idempotency record on the commit; a GET 1.
    rt = report["round_trips"]
    assert (rt["on"], rt["on_commands"]) == (2, ["EVALSHA"]), rt
    assert (rt["off"], rt["off_commands"]) == (2, ["EVALSHA", "HMGET"]), rt
    assert (rt["get"], rt["get_commands"]) == (1, ["EVALSHA"]), rt
    for variant, figures in report["engine"].items():
        assert 0 < figures["snapshot_max"] <= 4096, variant
    assert "| POST move emotrions (on)" in run.stdout


def _scenes(tmp_path, script: str, *more: str) -> tuple[subprocess.CompletedProcess, dict]:
    """A bots benchmark's shortened run (one round of 1 s a scene, 2 connections, one serving
    worker) and its report, every plain move of every scene having succeeded."""
    out = tmp_path / "scenes.json"
    run = subprocess.run(
        [sys.executable, script, "--rounds", "1", "--seconds", "1", "--moves", "1500",
         "--connections", "2", "--workers", "1", *more, "--json", str(out)],
        cwd=ROOT, capture_output=True, text=True, timeout=900,
    )
    assert run.returncode == 0, run.stderr[-3000:]
    report = json.loads(out.read_text())
    for scene, rounds in report["plain"].items():
        assert all(r["errors"] == 0 and r["n"] > 0 for r in rounds), (scene, rounds)
    return run, report


def test_the_bots_tier_benchmark_runs_end_to_end(tmp_path):
    # bench/bots_tier.py (docs/rulings/workers.md), shortened: plain moves alone and beside clients against
    # the computer, the bots on a `referee worker`; every request succeeds.
    run, report = _scenes(tmp_path, "bench/bots_tier.py", "--bot-workers", "1")
    assert report["person_move"] and report["bot_answer"] and report["client_errors"] == 0
    assert "| while 2 clients play against `strong` bots |" in run.stdout


def test_the_bots_regret_benchmark_scores_the_favourite_as_a_one_rollout_search():
    # bench/bots_regret.py (docs/bots.md), shortened. A cap of one rollout is the favourite's
    # move (one deal decides nothing, variants.search.surely_better): its line must be the
    # favourite's to the digit, which fails if the picks are matched to the wrong values.
    run = subprocess.run(
        [sys.executable, "bench/bots_regret.py", "--positions", "6", "--deals", "6",
         "--reps", "1", "--jobs", "1", "--config", "cap=1", "--config", "CONFIDENCE=0,cap=40"],
        cwd=ROOT, capture_output=True, text=True, timeout=900,
    )
    assert run.returncode == 0, run.stderr[-3000:]
    lines = {line[:34].strip(): line[34:].split() for line in run.stdout.splitlines()[1:]}
    assert set(lines) == {"favourite (greedy)", "cap=1", "CONFIDENCE=0,cap=40"}, run.stdout
    assert lines["cap=1"][:4] == lines["favourite (greedy)"], run.stdout
    assert lines["cap=1"][3] == "0.0%"
    for figures in lines.values():
        assert float(figures[0]) >= 0, run.stdout  # nothing beats the best candidate
    # With no confidence asked, the search leaves the favourite wherever a deal favours
    # another: these positions have such moves.
    assert lines["CONFIDENCE=0,cap=40"][3] != "0.0%", run.stdout


def test_the_bots_regret_benchmark_refuses_an_unknown_knob():
    run = subprocess.run([sys.executable, "bench/bots_regret.py", "--config", "WIDTH=3"],
                         cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert run.returncode == 2 and "NAME one of" in run.stderr


def test_the_bots_yield_benchmark_runs_end_to_end(tmp_path):
    # bench/bots_yield.py (docs/performance.md), shortened: plain moves alone and beside clients playing
    # bots and creating games of bots, with the defaults (the bots in a process of their own,
    # admission); every plain move succeeds and the table is printed; no time is asserted.
    run, report = _scenes(tmp_path, "bench/bots_yield.py", "--backlog-limit", "5")
    assert report["all_bot_creation"] and report["work"]["reserved"] > 0
    assert "| while 2 clients create all-bot games in a loop |" in run.stdout
