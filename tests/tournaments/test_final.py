"""R246 over HTTP on a real Redis: a tournament's game logs ``result_final`` once, when its
correction period closes (R201), by the job that carries the game's own ``result_final``
webhook (referee.delivery.webhooks ``Deliverer.finalise``), in the tournament's events and on
its webhook; and a round's last game to end (by play or by the director's forfeit) logs
``standings_changed`` after that round once.

Time is the service's and the deliverer's clock, moved by hand; the deliverer's thread is
stopped and its due jobs tried by the test (``deliver_due``), so what is due is tried then and
nothing else is."""

from __future__ import annotations

import json
import threading

import pytest

from referee.core.game import Committed
from tests.delivery.test_tournament_webhooks import SECRET, Receiver
from tests.support.tournament import finish, tournament_app
from tests.tournaments.test_swiss import create, new_round, p

REDIS = "redis://127.0.0.1:6379/0"


class Clock:
    def __init__(self) -> None:
        self.now = 1_800_000_000.0

    def __call__(self) -> float:
        return self.now


def _driven(**settings):
    """An app whose clock is the test's and whose webhooks the test delivers."""
    app = tournament_app(REDIS, webhook_allow_loopback=True, **settings)
    clock = Clock()
    app.extensions["referee"].clock = clock
    deliverer = app.extensions["referee.tournament"].deliverer
    deliverer.close()  # no thread: the test tries the due jobs itself
    deliverer.clock = clock
    return app, clock, deliverer


@pytest.fixture()
def receiver():
    receiver = Receiver([204] * 40)
    receiver.release()
    yield receiver
    receiver.close()


def _drain(deliverer) -> None:
    while deliverer.deliver_due():
        pass


def _tournament(client, receiver, minutes):
    return create(client, seed="final", correction_minutes=minutes,
                  tournament_webhook=receiver.url, tournament_webhook_secret=SECRET)


def _log(client, tid):
    return client.get(f"/v1/tournaments/{tid}/events").get_json()["events"]


def _kinds(client, tid):
    return [e["type"] for e in _log(client, tid)]


def _posted(receiver):
    return [json.loads(body) for _, body in receiver.received]


def test_R246_result_final_is_logged_and_posted_once_when_the_correction_period_closes(
        receiver):
    app, clock, deliverer = _driven()
    client = app.test_client()
    tid, director = _tournament(client, receiver, 1)
    made = new_round(client, tid, director, [[p(1), p(2)], [p(3), p(4)]])
    games = [table["game"] for table in made["tables"]]
    for table in made["tables"]:
        finish(app, table["game"], table["seat_tokens"], f"final-{table['table']}")
    _drain(deliverer)
    ended = ["tournament_created", "round_created", "game_ended", "game_ended",
             "standings_changed"]
    assert _kinds(client, tid) == ended
    clock.now += 59  # R201: the minute has not run out
    _drain(deliverer)
    assert _kinds(client, tid) == ended
    clock.now += 2
    _drain(deliverer)
    log = _log(client, tid)
    assert [e["type"] for e in log] == [*ended, "result_final", "result_final"]
    finals = log[-2:]
    assert sorted(e["game"] for e in finals) == sorted(games)
    assert {e["round"] for e in finals} == {1}
    for event in finals:  # its result is final when the event says so
        signed = client.get(f"/v1/games/{event['game']}/result").get_json()
        assert signed["result"]["final"] is True
    # The job queued again (as a process that stopped after logging leaves it) logs and
    # posts nothing more.
    service = app.extensions["referee"]
    for game in games:
        deliverer.finalise(service.load(game))
    _drain(deliverer)
    assert _kinds(client, tid).count("result_final") == 2
    posted = _posted(receiver)
    assert sorted(b["type"] for b in posted) == sorted([*ended, "result_final",
                                                        "result_final"])
    assert sorted(b["event"]["game"] for b in posted if b["type"] == "result_final") == \
        sorted(games)


def test_R246_with_no_correction_period_result_final_follows_game_ended_at_once(receiver):
    # The service as it runs: its delivery thread, its clock.
    app = tournament_app(REDIS, webhook_allow_loopback=True)
    try:
        client = app.test_client()
        tid, director = _tournament(client, receiver, 0)
        made = new_round(client, tid, director, [[p(1), p(2)]], [{"player": p(3), "kind": "full"}])
        table = made["tables"][0]
        finish(app, table["game"], table["seat_tokens"], "final-0")
        # created, round_created, game_ended, standings_changed, result_final
        receiver.wait_for(5)
        kinds = _kinds(client, tid)
        assert kinds == ["tournament_created", "round_created", "game_ended",
                         "standings_changed", "result_final"]
        assert _log(client, tid)[-1]["game"] == table["game"]
        assert sorted(b["type"] for b in _posted(receiver)) == sorted(kinds)
    finally:
        app.extensions["referee.tournament"].deliverer.close()


def test_R246_a_round_ended_by_the_directors_forfeit_changes_the_standings_once(receiver):
    app, _, deliverer = _driven()
    client = app.test_client()
    tid, director = _tournament(client, receiver, 30)
    made = new_round(client, tid, director, [[p(1), p(2)], [p(3), p(4)]],
                  [{"player": p(5), "kind": "half"}])
    played, forfeited = made["tables"]
    finish(app, played["game"], played["seat_tokens"], "forfeit-1")
    assert "standings_changed" not in _kinds(client, tid)  # a table still on
    before = client.get(f"/v1/tournaments/{tid}").get_json()
    assert before["rounds"][0]["ended"] is False
    decided = client.post(f"{forfeited['location']}/decisions", headers=director,
                          json={"type": "forfeit", "seat": 1, "reason": "did not come"})
    assert decided.status_code == 201, decided.get_json()
    log = _log(client, tid)
    assert [e["type"] for e in log] == ["tournament_created", "round_created",
                                        "game_ended", "game_ended", "standings_changed"]
    assert log[3]["game"] == forfeited["game"]
    assert log[4]["after_round"] == 1
    after = client.get(f"/v1/tournaments/{tid}").get_json()
    assert after["rounds"][0]["ended"] is True and after["version"] == before["version"] + 1
    assert log[4]["version"] == after["version"]
    # The round's end seen again (the commit handler of a second last game, which lost
    # the race to the first) logs nothing more.
    service = app.extensions["referee"]
    tournaments = app.extensions["referee.tournaments"]
    game = service.load(forfeited["game"])
    tournaments._round_ended(tid, game)
    tournaments.committed(Committed(game, game))  # no change: nothing logged
    assert _kinds(client, tid).count("standings_changed") == 1
    # Round 2's last game ends it, and only it.
    second = new_round(client, tid, director, [[p(1), p(3)]])
    finish(app, second["tables"][0]["game"], second["tables"][0]["seat_tokens"], "r2")
    changed = [e for e in _log(client, tid) if e["type"] == "standings_changed"]
    assert [e["after_round"] for e in changed] == [1, 2]
    _drain(deliverer)
    # (Jobs due at one time are tried in no set order.)
    assert sorted(b["event"]["after_round"] for b in _posted(receiver)
                  if b["type"] == "standings_changed") == [1, 2]


def test_R246_last_games_ending_at_once_change_the_standings_once():
    # Every table of the round forfeited at the same moment, each by its own request: whichever
    # of their commit handlers find the round ended, one compare-and-set logs it.
    app = tournament_app(REDIS)
    client = app.test_client()
    tid, director = create(client)
    made = new_round(client, tid, director, [[p(2 * i + 1), p(2 * i + 2)] for i in range(4)])
    start = threading.Barrier(len(made["tables"]))
    statuses = []

    def forfeit(table):
        own = app.test_client()
        start.wait()
        statuses.append(own.post(f"{table['location']}/decisions", headers=director, json={
            "type": "forfeit", "seat": 0, "reason": "did not come"}).status_code)

    threads = [threading.Thread(target=forfeit, args=(t,)) for t in made["tables"]]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert statuses == [201] * 4
    kinds = _kinds(client, tid)
    assert kinds.count("game_ended") == 4 and kinds.count("standings_changed") == 1
    # R246: logged once every game had ended in the store (another's game_ended may come in
    # the log after it): the standings after the round are whole then.
    changed = next(e for e in _log(client, tid) if e["type"] == "standings_changed")
    assert client.get(f"/v1/tournaments/{tid}/standings?after_round=1").status_code == 200
    assert changed["after_round"] == 1
    assert client.get(f"/v1/tournaments/{tid}").get_json()["rounds"][0]["ended"] is True
