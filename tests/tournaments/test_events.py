"""A tournament's events (log, and stream with resume) and its standings as CSV, over HTTP on a
real Redis."""

from __future__ import annotations

import csv
import io
import json

import pytest

from tests.support.tournament import finish, tournament_app
from tests.tournaments.test_swiss import create, new_round, p

REDIS = "redis://127.0.0.1:6379/0"


@pytest.fixture()
def app():
    return tournament_app(REDIS, stream_heartbeat=0.01)


def test_the_log_names_rounds_ends_amendments_and_resumes_after_a_seq(app):
    client = app.test_client()
    tid, director = create(client)
    made = new_round(client, tid, director, [[p(1), p(2)], [p(3), p(4)]])
    for table in made["tables"]:
        finish(app, table["game"], table["seat_tokens"], f"e-{table['table']}")
    game = made["tables"][0]["game"]
    assert client.post(f"/v1/games/{game}/decisions", headers=director,
                       json={"type": "annul", "reason": "misdeal"}).status_code == 201
    log = client.get(f"/v1/tournaments/{tid}/events").get_json()
    kinds = [e["type"] for e in log["events"]]
    # R246: the round's last game_ended changes the standings after it.
    assert kinds == ["tournament_created", "round_created", "game_ended", "game_ended",
                     "standings_changed", "result_amended", "standings_changed"]
    assert [e["seq"] for e in log["events"]] == list(range(1, 8)) and log["last_seq"] == 7
    assert log["events"][4]["after_round"] == 1
    assert log["events"][5]["game"] == game and log["events"][6]["after_round"] == 1
    later = client.get(f"/v1/tournaments/{tid}/events?after=4").get_json()["events"]
    assert [e["seq"] for e in later] == [5, 6, 7]

    # The stream gives the same events, and resumes after Last-Event-ID.
    response = client.get(f"/v1/tournaments/{tid}/events", buffered=False,
                          headers={"Accept": "text/event-stream", "Last-Event-ID": "3"})
    assert response.mimetype == "text/event-stream"
    chunks = iter(response.response)
    streamed = []
    while len(streamed) < 4:
        chunk = next(chunks)
        chunk = chunk.decode() if isinstance(chunk, bytes) else chunk
        if chunk.startswith("id: "):
            head, data = chunk.strip().split("\n")
            streamed.append((int(head[4:]), json.loads(data[6:])["type"]))
    response.close()
    assert streamed == [(4, "game_ended"), (5, "standings_changed"), (6, "result_amended"),
                        (7, "standings_changed")]


def test_the_standings_as_csv_for_the_notice_board(app):
    client = app.test_client()
    tid, director = create(client)
    made = new_round(client, tid, director, [[p(1), p(2)]],
                     [{"player": p(3), "kind": "half"}])
    finish(app, made["tables"][0]["game"], made["tables"][0]["seat_tokens"], "csv")
    signed = client.get(f"/v1/tournaments/{tid}/standings").get_json()["standings"]
    response = client.get(f"/v1/tournaments/{tid}/standings", headers={"Accept": "text/csv"})
    assert response.status_code == 200 and response.mimetype == "text/csv"
    rows = list(csv.reader(io.StringIO(response.get_data(as_text=True))))
    assert rows[0] == ["rank", "player", "name", "points", *signed["tiebreaks"]]
    assert [r[:4] for r in rows[1:]] == [[str(x["rank"]), x["player"], x["name"],
                                           str(x["points"])] for x in signed["ranking"]]
