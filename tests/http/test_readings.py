"""House readings over HTTP (docs/readings.md): GET /v1/variants lists each with its default,
values, the rule it changes and the sentence it reads; a game takes them as options or with
the preset ``literal``, shows them, and plays to its end under them (bots included), its
record replaying and verifying under its own readings."""

from __future__ import annotations

import pytest

from tests.support.http import Table, assert_problem, played_out

GAMES = [("emotrions", {"target": "exact37"}), ("four-aces", {}), ("pareo", {})]


def test_variants_list_every_house_reading_with_the_sentence_it_reads(client):
    listing = {v["name"]: v for v in client.get("/v1/variants").get_json()["variants"]}
    names = {name: [o["name"] for o in v["house_readings"]["options"]]
             for name, v in listing.items()}
    assert names == {"emotrions": ["exact37", "first_trick_draw"],
                     "four-aces": ["pure_column", "placement_vp", "three_aces_vp"],
                     "pareo": ["first_trick_draw", "playoff_opener"]}
    for variant in listing.values():
        readings = variant["house_readings"]
        for option in readings["options"]:
            assert option["default"] in option["choices"] and option["rule"]
            assert option["reads"]["it"] and option["reads"]["en"] and option["reads"]["where"]
        assert readings["presets"][0]["name"] == "literal"


@pytest.mark.parametrize("variant,options", GAMES)
def test_a_game_of_bots_under_the_literal_preset_plays_out_and_its_record_verifies(
        client, variant, options):
    bots = {"0": "greedy", "1": "strong"}
    table = Table(client, {"variant": variant, "players": ["A", "B"], "options": options,
                           "preset": "literal", "bots": bots, "seed": f"literal/{variant}"})
    view = played_out(client, table.id)  # the bots' jobs play it out (docs/rulings/workers.md)
    assert view["status"] == "finished" and view["winners"]
    shown = view.get("readings") or view.get("options")
    listing = next(v for v in client.get("/v1/variants").get_json()["variants"]
                   if v["name"] == variant)
    literal = listing["house_readings"]["presets"][0]["options"]
    assert {k: shown[k] for k in literal} == literal
    record = client.get(f"/v1/games/{table.id}/record").get_json()
    assert record["preset"] == "literal"
    assert client.post("/v1/records/verify", json=record).get_json()["valid"] is True


def test_a_bad_reading_is_refused_with_its_rule(client):
    response = client.post("/v1/games", json={"variant": "four-aces", "players": ["A", "B"],
                                              "options": {"placement_vp": "double"}})
    assert assert_problem(response, 422, "A8.3")["field"] == "options.placement_vp"
