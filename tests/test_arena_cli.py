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
