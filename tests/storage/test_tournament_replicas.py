"""A tournament's own document waits for its replicas as a game does (REFEREE_REDIS_REPLICAS,
docs/reliability.md), on a real master with a real replica: its change is answered once the
replica holds it; with the replica held back (SIGSTOP) the change is a 503 not-yet-replicated
that happened all the same, its event reaches the tournament webhook only once the replica
holds it, and its log's ``once`` append (R246) waits the same way."""

from __future__ import annotations

import json

import pytest

from referee import create_app
from referee.config import Settings
from referee.storage.store import NotReplicated
from referee.storage.tournaments import RedisTournaments
from tests.delivery.test_tournament_webhooks import SECRET, Receiver
from tests.storage.test_replicas import MET, two_stores
from tests.support.http import assert_problem
from tests.tournaments.test_swiss import create, p


def _version(pair, port, prefix, tid):
    return pair.client(port).hget(f"{prefix}:tournament:{{{tid}}}", "v")


def test_a_tournament_change_is_answered_once_the_replica_holds_it_or_503(pair, held):
    met, missing = two_stores(pair.url)
    settings = Settings(redis_replicas=1, webhook_allow_loopback=True, webhook_backoff=0.05)
    first_app = create_app(settings, store=met)
    first = first_app.test_client()
    second_app = create_app(settings, store=missing)
    second = second_app.test_client()
    receiver = Receiver([204] * 20)
    receiver.release()
    try:
        tid, director = create(first, tournament_webhook=receiver.url,
                               tournament_webhook_secret=SECRET)
        # Read from the replica the moment the creation is answered: WAIT made it hold it.
        assert _version(pair, held, met.prefix, tid) == b"1"
        withdrawn = first.post(f"/v1/tournaments/{tid}/players/{p(8)}/withdrawal",
                               headers=director)
        assert withdrawn.status_code == 201, withdrawn.get_json()
        assert _version(pair, held, met.prefix, tid) == b"2"
        receiver.wait_for(2)  # tournament_created, player_withdrawn

        pair.hold_replica(held)
        # Through the process whose waits run out while the replica is held.
        body = assert_problem(second.post(f"/v1/tournaments/{tid}/players/{p(7)}/withdrawal",
                                          headers=director), 503)
        assert body["type"].endswith("not-yet-replicated")
        view = second.get(f"/v1/tournaments/{tid}").get_json()
        assert view["version"] == 3 and p(7) in view["withdrawn"]  # made on the master
        # Its webhook waits for the replica (the held change's thread is waiting for it).
        assert [json.loads(b)["type"] for _, b in receiver.received] == [
            "tournament_created", "player_withdrawn"]
        pair.release_replica(held)
        receiver.wait_for(3)
        last = json.loads(receiver.received[2][1])
        assert (last["type"], last["event"]["player"]) == ("player_withdrawn", p(7))
        assert _version(pair, held, met.prefix, tid) == b"3"
    finally:
        for app in (first_app, second_app):
            app.extensions["referee.tournament"].deliverer.close()
        receiver.close()


def test_a_tournament_log_append_once_waits_for_the_replica(pair, held):
    met, missing = two_stores(pair.url)
    store, waiting = RedisTournaments(met), RedisTournaments(missing)
    assert store.commit("t1", 0, b"doc", [b"created"])
    assert store.append("t1", [b"final g1"], once="result_final:g1")
    events = f"{met.prefix}:tevents:{{t1}}"
    assert pair.client(held).llen(events) == 2  # the replica holds it when answered
    pair.hold_replica(held)
    with pytest.raises(NotReplicated) as caught:
        waiting.append("t1", [b"final g2"], once="result_final:g2")
    assert not waiting.append("t1", [b"again"], once="result_final:g2")  # made: once
    assert not waiting.append("t1", [b"again"], once="result_final:g1")
    pair.release_replica(held)
    assert caught.value.confirm(MET)
    assert pair.client(held).lrange(events, 0, -1) == [b"created", b"final g1", b"final g2"]
