"""bbpPairings pairs the Swiss event from this service's TRF-16 export (R240, docs/tournaments.md
"TRF"): the loop export → bbpPairings → round body → POST, three rounds, on a real Redis.

bbpPairings cannot be built here; its real output is kept in fixtures/ with the very file it
read (``swiss-before-round-N.trf``, exported by this service; ``swiss-round-N.bbp.txt``, what
``bbpPairings.exe --dutch swiss-before-round-N.trf -p swiss-round-N.bbp.txt`` wrote, the build
and commit named in docs/tournaments.md). The event is seeded, so each export must equal the
file bbpPairings read, but for the day it was made (``042``): then its output is a pairing of
this very tournament, and the round it gives is created."""

from __future__ import annotations

import json
from fractions import Fraction
from pathlib import Path

import pytest

from referee.cli import main
from referee.core.tournaments.standings import Scoring, TableResult
from referee.core.tournaments.trf import TrfBye, round_from_bbp, write
from tests.support import trf
from tests.support.tournament import tournament_app
from tests.tournaments.test_swiss import REDIS, create, new_round, p, play

BBP_TIEBREAKS = ["buchholz", "buchholz-cut1", "sonneborn-berger", "wins", "head-to-head"]

FIXTURES = Path(__file__).parent / "fixtures"


def fixture(name: str) -> str:
    return (FIXTURES / name).read_bytes().decode()


def undated(text: str) -> str:
    return "\r".join(line for line in text.split("\r") if not line.startswith("042 "))


def export(client, tid: str) -> str:
    response = client.get(f"/v1/tournaments/{tid}/trf?rounds=3")
    assert response.status_code == 200, response.get_json()
    return response.get_data(as_text=True)


def paired_by_bbp(client, tid: str, director, number: int):
    """Round ``number`` from bbpPairings' captured output for the export it was made from."""
    exported = export(client, tid)
    assert undated(exported) == undated(fixture(f"swiss-before-round-{number}.trf"))
    body = round_from_bbp(exported, fixture(f"swiss-round-{number}.bbp.txt"))
    return body, new_round(client, tid, director, body["tables"], body["byes"])


def test_bbppairings_pairs_three_rounds_of_the_swiss_event_from_the_export():
    app = tournament_app(REDIS)
    client = app.test_client()
    # The tie-breaks the fixtures were exported under (the TRF's ranks follow the standings).
    tid, director = create(client, tiebreaks=BBP_TIEBREAKS)

    # Before round 1 the file says who takes white first (bbpPairings refuses it otherwise).
    first = trf.parse(export(client, tid))
    assert first.tags["XXC"] == ["white1"] and first.to_pair(1) == set(range(1, 9))
    body, r1 = paired_by_bbp(client, tid, director, 1)
    # The Dutch system's first round: the top half against the bottom half, colours alternating.
    assert body == {"tables": [[p(1), p(5)], [p(6), p(2)], [p(3), p(7)], [p(8), p(4)]],
                    "byes": []}
    assert [t["players"] for t in r1["tables"]] == body["tables"]
    no_show = r1["tables"][3]
    decided = client.post(f"/v1/games/{no_show['game']}/decisions", headers=director,
                          json={"type": "forfeit", "seat": 0, "reason": "did not come"})
    assert decided.status_code == 201, decided.get_json()
    play(app, {"tables": r1["tables"][:3]}, "r1")
    withdrawn = client.post(f"/v1/tournaments/{tid}/players/{p(8)}/withdrawal",
                            headers=director)
    assert withdrawn.status_code == 201, withdrawn.get_json()

    # R232, R240: the withdrawn player is left out of the round to pair ("0000 - Z"); a
    # blank there would have had bbpPairings pair FED-8 again (it did, before).
    before_2 = trf.parse(export(client, tid))
    assert before_2.players[8].rounds == [(4, "w", "-"), (None, "-", "Z")]
    assert before_2.to_pair(2) == set(range(1, 8))
    body, r2 = paired_by_bbp(client, tid, director, 2)
    assert [t["players"] for t in r2["tables"]] == body["tables"]
    assert body["byes"] == [{"player": p(6), "kind": "full"}]  # seven players: the pairing's bye
    play(app, r2, "r2")

    before_3 = trf.parse(export(client, tid))
    assert before_3.players[6].rounds[1] == (None, "-", "U")
    assert before_3.to_pair(3) == set(range(1, 8))
    body, r3 = paired_by_bbp(client, tid, director, 3)
    seated = [x for t in body["tables"] for x in t] + [b["player"] for b in body["byes"]]
    assert sorted(seated) == [p(i) for i in range(1, 8)]
    play(app, r3, "r3")

    # The last round played: the file bbpPairings re-checked (-c) with no discrepancy; the
    # planned rounds are all played, so nobody is marked out of a fourth.
    final = export(client, tid)
    assert undated(final) == undated(fixture("swiss-after-round-3.trf"))
    parsed = trf.parse(final)
    assert parsed.players[8].rounds == [(4, "w", "-")]  # trailing blanks left out
    standings = client.get(f"/v1/tournaments/{tid}/standings").get_json()["standings"]
    by_id = {x.organiser_id: x for x in parsed.players.values()}
    assert {r["player"]: r["points"] for r in standings["ranking"]} == {
        pid: x.points for pid, x in by_id.items()}


def small(planned: int | None, withdrawn=("c",)) -> str:
    table = TableResult(1, 1, "g1", ("a", "b"), (0,), (1, 2))
    return write("Club", "2026/01/01", [("a", "Ann"), ("b", "Bob"), ("c", "Cy")], Scoring(),
                 [([table], [TrfBye("c", "full")])],
                 {"a": Fraction(1), "b": Fraction(0), "c": Fraction(1)},
                 {"a": 1, "b": 3, "c": 1}, planned, withdrawn)


def test_R240_a_withdrawn_player_is_out_of_the_round_to_pair_unless_every_round_is_played():
    assert trf.parse(small(None)).to_pair(2) == {1, 2}
    assert trf.parse(small(3)).players[3].rounds == [(None, "-", "U"), (None, "-", "Z")]
    assert trf.parse(small(1)).players[3].rounds == [(None, "-", "U")]
    assert trf.parse(small(None, ())).to_pair(2) == {1, 2, 3}
    assert "XXC" not in trf.parse(small(None)).tags  # after round 1, engines read the colours


def test_the_round_body_of_bbppairings_output_names_the_players_by_their_starting_rank():
    text = fixture("swiss-before-round-2.trf")
    assert round_from_bbp(text, "4\n7 4\n0 6\n3 1\n2 5\n", "half") == {
        "tables": [[p(7), p(4)], [p(3), p(1)], [p(2), p(5)]],
        "byes": [{"player": p(6), "kind": "half"}]}
    for wrong, said in (("3\n7 4\n", "3 pairs announced, 1 given"),
                        ("1\n7 9\n", "starting rank '9'"),
                        ("2\n7 4\n4 1\n", "paired twice"),
                        ("7 4\n", "the number of pairs"),
                        ("1\n7 4 1\n", "two starting ranks")):
        with pytest.raises(ValueError, match=said):
            round_from_bbp(text, wrong)


def test_the_cli_prints_the_round_body(capsys, tmp_path):
    code = main(["tournament", "pair-from-bbp", str(FIXTURES / "swiss-before-round-2.trf"),
                 str(FIXTURES / "swiss-round-2.bbp.txt")])
    assert code == 0
    assert json.loads(capsys.readouterr().out) == round_from_bbp(
        fixture("swiss-before-round-2.trf"), fixture("swiss-round-2.bbp.txt"))
    cut = tmp_path / "cut.txt"
    cut.write_text("2\n7 4\n")
    assert main(["tournament", "pair-from-bbp", str(FIXTURES / "swiss-before-round-2.trf"),
                 str(cut)]) == 2
    assert "2 pairs announced, 1 given" in capsys.readouterr().err
