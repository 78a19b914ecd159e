"""Duplicate boards over HTTP on a real Redis (R241–R245): a round of 4 Aces duel over 6
tables and of 4-player EmotrionsOnCards over 4 tables. Every table's seats see the same first
cards seat for seat; nothing any table's players or spectators are shown holds the board's
seed, and no record (which holds the deal) is shown, before the last table ends; then the
traveller reveals seed and deal, and the matchpoints equal an independent computation."""

from __future__ import annotations

import hashlib
from fractions import Fraction

import pytest

from tests.support.acceptance import wire
from tests.support.tournament import finish, tournament_app

REDIS = "redis://127.0.0.1:6379/0"


@pytest.fixture()
def app():
    return tournament_app(REDIS)


def event(client, variant, seats, tables, **extra):
    players = [{"id": f"P{i}", "name": f"N{i}"} for i in range(seats * tables)]
    made = client.post("/v1/tournaments", json={
        "name": "Duplicate", "variant": variant, "players": players,
        "tiebreaks": ["matchpoints"], "seed": f"dup-{variant}-{tables}", **extra}).get_json()
    director = {"Authorization": f"Bearer {made['director_token']}"}
    pairing = [[f"P{t * seats + s}" for s in range(seats)] for t in range(tables)]
    response = client.post(f"/v1/tournaments/{made['id']}/rounds", headers=director,
                           json={"tables": pairing, "duplicate": True})
    assert response.status_code == 201, response.get_json()
    return made["id"], director, response.get_json()


def seen(client, table, shown):
    """Everything a table's seats and a spectator read of their game, kept as sent."""
    hands = []
    for seat, token in enumerate(table["seat_tokens"]):
        headers = {"Authorization": f"Bearer {token}"}
        view = client.get(table["location"], headers=headers)
        shown.append(wire(view))
        shown.append(wire(client.get(f"{table['location']}/events", headers=headers)))
        hands.append(view.get_json()["hands"][seat]["cards"])
    shown.append(wire(client.get(table["location"])))
    return hands


def expected_matchpoints(results):
    """Per table, per seat: 2 a table beaten, 1 a tie, as a percentage of the top."""
    out = {}
    for t, scores in results.items():
        others = [o for u, o in results.items() if u != t]
        out[t] = [float(Fraction(100 * sum(2 if scores[s] > o[s] else int(scores[s] == o[s])
                                           for o in others), 2 * len(others)))
                  for s in range(len(scores))]
    return out


@pytest.mark.parametrize(("variant", "seats", "tables", "options"), [
    ("four-aces", 2, 6, {}),
    ("emotrions", 4, 4, {}),
])
def test_R241_R243_a_duplicate_round_deals_one_board_and_scores_matchpoints(
        app, variant, seats, tables, options):
    client = app.test_client()
    tid, director, made = event(client, variant, seats, tables, options=options)
    [board] = made["boards"]
    assert board["tables"] == list(range(1, tables + 1)) and board["seats"] == seats
    shown: list[str] = []
    first = [seen(client, table, shown) for table in made["tables"]]
    assert all(hands == first[0] for hands in first)  # seat for seat, every table

    for table in made["tables"][:-1]:
        finish(app, table["game"], table["seat_tokens"], f"dup-{table['table']}")
        for other in made["tables"]:
            seen(client, other, shown)
        record = client.get(f"{table['location']}/record")
        assert record.status_code == 409 and record.get_json()["rule"] == "R242"
        shown.append(wire(record))
        shown.append(wire(client.get(f"{table['location']}/result")))
        held = client.get(f"/v1/tournaments/{tid}/boards/1")
        assert held.get_json()["finished"] is False and "seed" not in held.get_json()
        shown.append(wire(held))
    shown.append(wire(client.get(f"/v1/tournaments/{tid}")))
    last = made["tables"][-1]
    finish(app, last["game"], last["seat_tokens"], "dup-last")

    traveller = client.get(f"/v1/tournaments/{tid}/boards/1").get_json()
    assert traveller["finished"] is True
    seed = traveller["seed"]
    assert hashlib.sha256(seed.encode()).hexdigest() == board["commitment"]
    assert traveller["deal"] == first[0]
    assert not any(seed in text for text in shown)  # R242: never before the last table
    record = client.get(f"{last['location']}/record").get_json()
    assert record["deal"]["seed"] == seed

    results = {row["table"]: client.get(f"/v1/games/{row['game']}/result").get_json()[
        "result"]["scores"] for row in traveller["tables"]}
    want = expected_matchpoints(results)
    for row in traveller["tables"]:
        assert [m["percent"] for m in row["matchpoints"]] == pytest.approx(want[row["table"]])
    standings = client.get(f"/v1/tournaments/{tid}/standings").get_json()
    for row in standings["standings"]["ranking"]:
        t, s = divmod(int(row["player"][1:]), seats)
        assert row["tiebreaks"][0]["value"] == pytest.approx(want[t + 1][s])
    verified = client.post("/v1/standings/verify", json={"standings": standings,
                                                         "results": standings["results"]})
    assert verified.get_json()["valid"] is True, verified.get_json()


def test_R244_a_table_forfeited_out_of_a_board_is_scored_as_the_director_decides(app):
    client = app.test_client()
    tid, director, made = event(client, "pareo", 2, 3)
    *played, forfeited = made["tables"]
    decided = client.post(f"{forfeited['location']}/decisions", headers=director,
                          json={"type": "forfeit", "seat": 1, "reason": "did not come"})
    assert decided.status_code == 201
    for table in played:
        finish(app, table["game"], table["seat_tokens"], f"f-{table['table']}")
    rows = {r["table"]: r for r in client.get(f"/v1/tournaments/{tid}/boards/1").get_json()[
        "tables"]}
    # By default the forfeit's winner scores average-plus, the forfeited seat average-minus;
    # the tables that played are compared among themselves only (a top of 2).
    assert [m["percent"] for m in rows[3]["matchpoints"]] == [60, 40]
    assert {m["top"] for t in (1, 2) for m in rows[t]["matchpoints"]} == {2}
    refused = client.post(f"/v1/tournaments/{tid}/boards/1/adjustments", headers=director,
                          json={"table": 1, "seats": ["average", "average"]})
    assert refused.status_code == 422 and refused.get_json()["rule"] == "R244"
    adjusted = client.post(f"/v1/tournaments/{tid}/boards/1/adjustments", headers=director,
                           json={"table": 3, "seats": ["average", "average-minus"]})
    assert adjusted.status_code == 201, adjusted.get_json()
    rows = {r["table"]: r for r in client.get(f"/v1/tournaments/{tid}/boards/1").get_json()[
        "tables"]}
    assert [m["percent"] for m in rows[3]["matchpoints"]] == [50, 40]
    standings = client.get(f"/v1/tournaments/{tid}/standings").get_json()
    mine = {r["player"]: r["tiebreaks"][0]["value"] for r in standings["standings"]["ranking"]}
    assert (mine["P4"], mine["P5"]) == (50, 40)
    verified = client.post("/v1/standings/verify", json={"standings": standings,
                                                         "results": standings["results"]})
    assert verified.get_json()["valid"] is True, verified.get_json()
