"""The issue's Swiss event over HTTP on a real Redis: 8 players, 3 rounds (pairings given),
a bye, a no-show forfeited by the director, a withdrawal and a correction after round 2. After
each round the standings equal the ones this test computes on its own from the signed game
results (docs/rulings/tournaments.md R230–R239); they verify, and forgeries are named."""

from __future__ import annotations

import base64
from fractions import Fraction

import pytest

from referee.records.records import Signer
from tests.support import trf
from tests.support.tournament import finish, tournament_app

REDIS = "redis://127.0.0.1:6379/0"
PLAYERS = [{"id": f"FED-{i}", "name": f"Player {i}"} for i in range(1, 9)]
TIEBREAKS = ["buchholz", "buchholz-cut1", "sonneborn-berger", "wins", "head-to-head",
             "game-points"]


def p(i: int) -> str:
    return f"FED-{i}"


@pytest.fixture()
def app():
    return tournament_app(REDIS)


def create(client, **extra):
    body = {"name": "Swiss", "variant": "pareo", "players": PLAYERS, "tiebreaks": TIEBREAKS,
            "correction_minutes": 30, "seed": "swiss-cup", **extra}
    response = client.post("/v1/tournaments", json=body)
    assert response.status_code == 201, response.get_json()
    made = response.get_json()
    return made["id"], {"Authorization": f"Bearer {made['director_token']}"}


def new_round(client, tid, director, tables, byes=()):
    response = client.post(f"/v1/tournaments/{tid}/rounds", headers=director,
                           json={"tables": tables, "byes": list(byes)})
    assert response.status_code == 201, response.get_json()
    return response.get_json()


def play(app, made, seed):
    for table in made["tables"]:
        finish(app, table["game"], table["seat_tokens"], f"{seed}-{table['table']}")


# -- the independent computation ---------------------------------------------------------------

def expected(signed_results, byes, tables_by_game, withdrawn=()):
    """The standings from the signed results alone, as docs/tournaments.md states the point
    system (1, ½, 0; forfeit 1/0; bye full 1, half ½) and the tie-breaks (R238: byes and
    forfeits bring no opponent)."""
    points = {x["id"]: Fraction(0) for x in PLAYERS}
    played = {x: [] for x in points}  # (opponent, scored)
    wins = dict.fromkeys(points, 0)
    game_points = dict.fromkeys(points, 0)  # R249: the games' own scores, played games only
    for signed in signed_results:
        result = signed["result"]
        a, b = result["players"]
        assert tables_by_game[result["game"]] == [a, b]
        forfeit = any(d["type"] == "forfeit" for d in result.get("decisions", []))
        if not forfeit and result.get("outcome") != "annulled":
            for x, score in zip((a, b), result["scores"], strict=True):
                game_points[x] += score
        if len(result["winners"]) == 1:
            w = result["players"][result["winners"][0]]
            lost = b if w == a else a
            points[w] += 1
            wins[w] += 1
            if not forfeit:
                played[w].append((lost, Fraction(1)))
                played[lost].append((w, Fraction(0)))
        else:
            for x, y in ((a, b), (b, a)):
                points[x] += Fraction(1, 2)
                played[x].append((y, Fraction(1, 2)))
    for bye in byes:
        points[bye["player"]] += {"full": 1, "half": Fraction(1, 2), "zero": 0}[bye["kind"]]
    keys = {}
    for x in points:
        opp = [points[o] for o, _ in played[x]]
        bh = sum(opp, Fraction(0))
        keys[x] = [points[x], bh, bh - min(opp) if opp else bh,
                   sum((s * points[o] for o, s in played[x]), Fraction(0)), Fraction(wins[x])]
    level = {x: tuple(keys[x]) for x in points}
    for x in points:
        group = {y for y in points if level[y] == level[x]}
        keys[x] = [*keys[x], sum((s for o, s in played[x] if o in group), Fraction(0)),
                   Fraction(game_points[x])]
    order = sorted(points, key=lambda x: ([-k for k in keys[x]], x))
    return [(1 + sum(keys[y] > keys[x] for y in points), x,
             [float(k) for k in keys[x]]) for x in order]


def stated(standings):
    return [(row["rank"], row["player"],
             [float(row["points"])] + [float(t["value"]) for t in row["tiebreaks"]])
            for row in standings["standings"]["ranking"]]


def check(client, tid, after_round, byes, tables_by_game):
    response = client.get(f"/v1/tournaments/{tid}/standings?after_round={after_round}")
    assert response.status_code == 200, response.get_json()
    standings = response.get_json()
    assert standings["standings"]["after_round"] == after_round
    assert [r["result"]["game"] for r in standings["results"]] == [
        r["game"] for r in standings["standings"]["results"]]
    assert stated(standings) == expected(standings["results"], byes, tables_by_game)
    verified = client.post("/v1/standings/verify",
                           json={"standings": standings, "results": standings["results"]})
    assert verified.get_json()["valid"] is True, verified.get_json()
    return standings


def test_swiss_event_standings_equal_an_independent_computation(app):
    client = app.test_client()
    tid, director = create(client)
    tables = {}
    byes = []

    # Round 1: four tables; FED-8 does not come and is forfeited before the first move.
    r1 = new_round(client, tid, director, [[p(1), p(2)], [p(3), p(4)], [p(5), p(6)],
                                           [p(7), p(8)]])
    tables.update({t["game"]: t["players"] for t in r1["tables"]})
    no_show = r1["tables"][3]["game"]
    decided = client.post(f"/v1/games/{no_show}/decisions", headers=director,
                          json={"type": "forfeit", "seat": 1, "reason": "did not come"})
    assert decided.status_code == 201, decided.get_json()
    play(app, {"tables": r1["tables"][:3]}, "r1")
    one = check(client, tid, 1, byes, tables)
    row8 = next(r for r in one["standings"]["ranking"] if r["player"] == p(8))
    assert row8["points"] == 0 and row8["tiebreaks"][0]["inputs"] == []  # R238: no opponent

    # FED-8 withdraws: paired no more (R232), its result stands.
    response = client.post(f"/v1/tournaments/{tid}/players/{p(8)}/withdrawal", headers=director)
    assert response.status_code == 201, response.get_json()
    refused = client.post(f"/v1/tournaments/{tid}/rounds", headers=director,
                          json={"tables": [[p(1), p(8)]]})
    assert refused.status_code == 422 and refused.get_json()["rule"] == "R232"

    # Round 2: seven players, a full bye.
    r2_byes = [{"player": p(6), "kind": "full"}]
    r2 = new_round(client, tid, director, [[p(1), p(3)], [p(5), p(7)], [p(2), p(4)]], r2_byes)
    tables.update({t["game"]: t["players"] for t in r2["tables"]})
    play(app, r2, "r2")
    byes += r2_byes
    before = check(client, tid, 2, byes, tables)
    assert before["standings"]["final"] is False and len(before["standings"]["open"]) == 7

    # The director corrects round 2's first table within its correction period: awarded to
    # the seat that did not win it. The standings after round 2 change; after round 1 not.
    game = r2["tables"][0]["game"]
    result = client.get(f"/v1/games/{game}/result").get_json()["result"]
    loser = 0 if result["winners"] != [0] else 1
    decided = client.post(f"/v1/games/{game}/decisions", headers=director,
                          json={"type": "award", "winners": [loser], "reason": "scoring error"})
    assert decided.status_code == 201, decided.get_json()
    after = check(client, tid, 2, byes, tables)
    assert stated(after) != stated(before)
    assert stated(check(client, tid, 1, [], tables)) == stated(one)

    # Round 3: a half bye.
    r3_byes = [{"player": p(2), "kind": "half"}]
    r3 = new_round(client, tid, director, [[p(1), p(5)], [p(3), p(6)], [p(4), p(7)]], r3_byes)
    tables.update({t["game"]: t["players"] for t in r3["tables"]})
    # R239: while round 3 is on, the standings are those after round 2, never half a round.
    finish(app, r3["tables"][0]["game"], r3["tables"][0]["seat_tokens"], "r3-1")
    latest = client.get(f"/v1/tournaments/{tid}/standings").get_json()
    assert latest["standings"]["after_round"] == 2
    unfinished = client.get(f"/v1/tournaments/{tid}/standings?after_round=3")
    assert unfinished.status_code == 409 and unfinished.get_json()["rule"] == "R239"
    play(app, {"tables": r3["tables"][1:]}, "r3")
    byes += r3_byes
    final = check(client, tid, 3, byes, tables)
    assert client.get(f"/v1/tournaments/{tid}/standings").get_json()["standings"][
        "after_round"] == 3
    row2 = next(r for r in final["standings"]["ranking"] if r["player"] == p(2))
    assert all(i["round"] != 3 for i in row2["tiebreaks"][0]["inputs"])  # R238: a half bye

    # The TRF-16 export parses (a checker written from the format), its scores are the
    # standings' and its codes say which results were not played (R240).
    response = client.get(f"/v1/tournaments/{tid}/trf?rounds=5")
    assert response.status_code == 200 and response.mimetype == "text/plain"
    exported = trf.parse(response.get_data(as_text=True))
    assert exported.tags["XXR"] == ["5"]
    by_id = {x.organiser_id: x for x in exported.players.values()}
    for row in final["standings"]["ranking"]:
        assert by_id[row["player"]].points == row["points"]
        assert by_id[row["player"]].rank == row["rank"]
    # Forfeited, then withdrawn: unpaired (blank), and out of the round to pair (R240).
    assert by_id[p(8)].rounds == [(7, "b", "-"), (None, " ", " "), (None, " ", " "),
                                  (None, "-", "Z")]
    assert by_id[p(7)].rounds[0] == (8, "w", "+")
    assert by_id[p(6)].rounds[1] == (None, "-", "U") and by_id[p(2)].rounds[2][2] == "H"

    # Forgeries are named.
    def verdict(standings, results):
        body = {"standings": standings, "results": results}
        return client.post("/v1/standings/verify", json=body).get_json()

    forged = {**final, "standings": {**final["standings"], "ranking": [
        {**final["standings"]["ranking"][0], "points": 9}, *final["standings"]["ranking"][1:]]}}
    found = verdict(forged, final["results"])
    assert not found["valid"]
    assert found["discrepancy"]["at"] == "standings.standings.ranking[0].points"

    dropped = verdict(final, final["results"][1:])
    assert not dropped["valid"]
    assert dropped["discrepancy"]["at"] == "standings.standings.results[0]"

    other = Signer.from_b64(base64.b64encode(b"\x07" * 32).decode())
    resigned = [other.sign(final["results"][0]["result"]), *final["results"][1:]]
    keyed = verdict(final, resigned)
    assert not keyed["valid"] and keyed["discrepancy"]["at"] == "results[0].key_id"

    signed_elsewhere = other.sign(final["standings"])
    found = verdict({**final, **{k: signed_elsewhere[k] for k in ("key_id", "signature")}},
                    final["results"])
    assert not found["valid"] and found["discrepancy"]["at"] == "standings.key_id"
