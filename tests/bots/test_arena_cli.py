"""``referee arena`` (docs/bots.md): the games in several processes give the same standings."""

from __future__ import annotations

from referee.cli import main


def test_referee_arena_jobs_prints_the_same_standings(capsys):
    def standings(jobs):
        assert main(["arena", "--variant", "pareo", "--a", "strong", "--b", "random",
                     "--games", "3", "--seed", "cli", "--iterations", "4", "--budget-ms", "0",
                     "--jobs", str(jobs)]) == 0
        out = capsys.readouterr().out.splitlines()
        return [line.split("; think")[0] for line in out]

    one = standings(1)
    assert len(one) == 2 and one == standings(2)


def _standings(argv, capsys):
    assert main(["arena", "--variant", "pareo", "--a", "strong", "--b", "greedy",
                 "--seed", "cli", "--iterations", "4", "--budget-ms", "0", *argv]) == 0
    captured = capsys.readouterr()
    return [line.split("; think")[0] for line in captured.out.splitlines()], captured.err


def test_runs_of_consecutive_games_add_up_to_the_whole_run(capsys):
    whole, _ = _standings(["--games", "4"], capsys)
    first, _ = _standings(["--games", "3"], capsys)
    rest, _ = _standings(["--games", "1", "--start", "3"], capsys)

    def wins(lines):  # "strong: won 2/3 = ..." -> (2.0, 3)
        return [tuple(float(n) for n in line.split("won ")[1].split(" ")[0].split("/"))
                for line in lines]

    added = [(a[0] + b[0], a[1] + b[1]) for a, b in zip(wins(first), wins(rest), strict=True)]
    assert added == wins(whole)
    assert first != whole  # the ranges differ, so the check above compares something


def test_a_run_stopped_by_hand_reports_the_games_it_played(capsys, monkeypatch):
    from variants import arena as arena_module

    real = arena_module.add_up

    def stopped_after_two(results, *args):
        *rest, progress = args

        def progress_then_stop(done, total):
            progress(done, total)
            if done == 2:
                raise KeyboardInterrupt  # what Ctrl-C raises in the main process

        real(results, *rest, progress_then_stop)

    two, _ = _standings(["--games", "2", "--start", "5"], capsys)
    monkeypatch.setattr(arena_module, "add_up", stopped_after_two)
    stopped, err = _standings(["--games", "6", "--start", "5"], capsys)
    assert stopped == two
    assert "stopped after 2 of 6 games (games 5-6); to go on: --start 7" in err
