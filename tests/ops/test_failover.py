"""An acknowledged move survives the loss of a Redis master (docs/reliability.md), shortened:
bench/failover.py's run on a real Sentinel group (a master, two replicas, three sentinels) and
on a real Redis Cluster (three masters, a replica each), the project's gunicorn on each, eight
clients moving with Idempotency-Key and If-Match; the master holding the most games is killed
(``kill -9``) with its replicas held 250 ms behind. With REFEREE_REDIS_REPLICAS=1: no move
answered 2xx is lost or doubled, no game steps back, every record verifies."""

from __future__ import annotations

import pytest

from bench import failover


@pytest.mark.parametrize("topology", ["sentinel", "cluster"])
def test_no_acknowledged_move_is_lost_or_doubled_when_a_master_dies(topology):
    # The kill falls once 40 moves are acknowledged, however fast the machine: each game a
    # few moves in (of some 60), so every game is played across it. max_seconds is a deadline
    # the games are expected to meet, not a measurement: generous, so that a loaded machine
    # finishes them all (the run ends when they end).
    result = failover.run(topology, "1", 250, games=8, clients=8, load_seconds=0,
                          kill_after_moves=40, rejoin_after=2.0, seed="suite", max_seconds=300,
                          workers=2)
    audit = result.audit
    assert audit.moves_acknowledged > 0 and result.games_on_killed_master > 0
    assert audit.lost_moves == audit.lost_games == audit.doubled_moves == 0, audit.problems
    assert result.stepped_back == audit.version_gaps == audit.records_invalid == 0, \
        audit.problems
    assert audit.status_500 == 0 and audit.games_finished == 8, audit.problems
    assert result.kill_to_first_2xx_s is not None  # the killed master's games go on
