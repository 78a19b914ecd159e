"""Emotrions Pareo setup: options (P7, R20), explicit deals (G5, P1, R21, R29), describe() and
the published Pareo Chart, views and snapshots."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from variants import find_variant
from variants.base import ALL, IllegalSetup
from variants.emotrions.cards import deck, sort_cards
from variants.pareo import VARIANT
from variants.pareo.chart import PAREO_CHART, chart_markdown
from variants.pareo.engine import MAX_DEALS
from variants.rng import Rng

DOCS = Path(__file__).resolve().parents[2] / "docs"
HEX_SEED = "0123456789abcdef" * 4


def shuffled_deal(seed: str, leader=None) -> dict:
    """A valid explicit deal laid out as R21 deals a shuffled deck."""
    cards = [c.value for c in deck()]
    Rng(seed).shuffle(cards)
    deal = {"hands": [cards[:6], cards[6:12]], "stock": cards[12:]}
    if leader is not None:
        deal["leader"] = leader
    return deal


def setup_error(call, *args, **kwargs) -> IllegalSetup:
    with pytest.raises(IllegalSetup) as info:
        call(*args, **kwargs)
    return info.value


# ----------------------------------------------------------------------------------------------
# Options (P7, R20)


def test_P7_registered_with_its_options():
    assert find_variant("pareo") is VARIANT
    config = VARIANT.configure(2, {"target": "exact37", "naked": True, "stock_face_up": True})
    assert config.options() == {"target": "exact37", "naked": True, "stock_face_up": True}
    assert VARIANT.configure(2, {}).options() == {
        "target": "reach37", "naked": False, "stock_face_up": False
    }


@pytest.mark.parametrize("option", ["covered", "winner_options", "forced_exchange", "exit"])
def test_P7_options_that_do_not_apply_are_refused_when_set(option):
    error = setup_error(VARIANT.configure, 2, {option: True})
    assert (error.rule, error.field) == ("P7", f"options.{option}")
    assert option in error.detail
    assert VARIANT.configure(2, {option: False}) == VARIANT.configure(2, {})


@pytest.mark.parametrize(
    "players, options, preset, rule, field",
    [
        (3, {}, None, "P1", "players"),
        (1, {}, None, "P1", "players"),
        (2, {"decks": 2}, None, "P1", "options.decks"),
        (2, {"decks": True}, None, "P1", "options.decks"),
        (2, {"jokers": True}, None, "P7", "options.jokers"),
        (2, {}, "pure-strategy", "P7", "preset"),
        (2, {}, "wild", "E6.1", "preset"),
        (2, {"target": "reach40"}, None, "E5.1", "options.target"),
        (2, {"naked": "yes"}, None, "E6.1", "options.naked"),
    ],
)
def test_R20_setups_pareo_refuses(players, options, preset, rule, field):
    error = setup_error(VARIANT.configure, players, options, preset)
    assert (error.rule, error.field) == (rule, field)


def test_R20_one_deck_and_the_presets_are_accepted():
    assert VARIANT.configure(2, {"decks": 1}) == VARIANT.configure(2, {})
    assert VARIANT.configure(2, {}, "naked").naked is True
    assert VARIANT.configure(2, {"naked": False}, "naked").naked is False
    assert VARIANT.configure(2, {}, "standard") == VARIANT.configure(2, {})


def test_P7_playout_configs_cover_every_allowed_combination():
    configs = VARIANT.playout_configs()
    assert len(set(configs)) == 8
    assert {c.target for c in configs} == {"reach37", "exact37"}


# ----------------------------------------------------------------------------------------------
# Explicit deals (G5, P1, R21, R29)


def test_R21_server_deal_is_the_block_layout_after_the_lot():
    config = VARIANT.configure(2, {})
    state, _ = VARIANT.start(config, HEX_SEED)
    rng = Rng(HEX_SEED)
    leader = rng.below(2)
    cards = deck()
    rng.shuffle(cards)
    assert state.challenger == leader
    # Undo the first play's draws: the Challenger took stock card 0, the Pareo card 1.
    drawn = {leader: cards[12], 1 - leader: cards[13]}
    for seat, block in ((0, cards[:6]), (1, cards[6:12])):
        assert list(state.hands[seat]) == sort_cards([*block, drawn[seat]])
    assert list(state.stock) == cards[14:]
    # The same cards as an explicit deal give the same game.
    explicit = {"hands": [[c.value for c in cards[:6]], [c.value for c in cards[6:12]]],
                "stock": [c.value for c in cards[12:]], "leader": leader}
    again, _ = VARIANT.start(config, "another seed", [explicit])
    assert (again.hands, again.stock, again.challenger) == (state.hands, state.stock, leader)


@pytest.mark.parametrize(
    "change, field",
    [
        (lambda d: d["hands"][1].pop(), "deal.hands[1]"),
        (lambda d: d["stock"].append("joy"), "deal.stock"),
        (lambda d: d["hands"][0].__setitem__(0, "joker"), "deal.hands[0]"),
        (lambda d: d["hands"].pop(), "deal.hands"),
        (lambda d: d.__setitem__("stock", "joy"), "deal.stock"),
        (lambda d: d.__setitem__("table", []), "deal"),
    ],
)
def test_G5_deals_of_the_wrong_shape_are_refused(change, field):
    deal = shuffled_deal("g5")
    change(deal)
    error = setup_error(VARIANT.start, VARIANT.configure(2, {}), "s", [deal])
    assert (error.rule, error.field) == ("G5", field)


def test_G5_a_deal_must_be_exactly_the_deck():
    deal = shuffled_deal("g5")
    deal["stock"][deal["stock"].index("force")] = "fury"
    error = setup_error(VARIANT.start, VARIANT.configure(2, {}), "s", [deal])
    assert error.rule == "G5" and error.field == "deal"
    assert "too many (fury)" in error.detail and "lacks force" in error.detail


def test_G5_later_deals_are_checked_at_creation_and_named():
    bad = shuffled_deal("second")
    bad["hands"][0] = bad["hands"][0][:5]
    error = setup_error(VARIANT.start, VARIANT.configure(2, {}), "s", [shuffled_deal("a"), bad])
    assert (error.rule, error.field) == ("G5", "deals[1].hands[0]")


@pytest.mark.parametrize("leader", [0, 1])
def test_R25_a_later_deal_that_names_a_leader_is_taken_at_creation(leader):
    # P1 gives a later hand's first Challenger from the totals, known only when the hand before
    # ends: the leader is checked then (test_pareo_rules), the deal is taken as it is given.
    first = shuffled_deal("a", leader=0)
    state, _ = VARIANT.start(VARIANT.configure(2, {}), "s",
                             [first, shuffled_deal("b", leader=leader)])
    assert state.deals[0].leader == leader


def test_P1_deal_leader_and_start_leader_must_agree():
    config = VARIANT.configure(2, {})
    state, _ = VARIANT.start(config, "s", [shuffled_deal("a", leader=1)], {"leader": 1})
    assert state.challenger == 1
    error = setup_error(VARIANT.start, config, "s", [shuffled_deal("a", 1)], {"leader": 0})
    assert (error.rule, error.field) == ("P1", "deal.leader")
    error = setup_error(VARIANT.start, config, "s", [shuffled_deal("a", 2)])
    assert (error.rule, error.field) == ("P1", "deal.leader")
    error = setup_error(VARIANT.start, config, "s", (), {"leader": True})
    assert (error.rule, error.field) == ("P1", "start.leader")


def test_P1_a_first_deal_without_leader_draws_one_by_lot():
    config = VARIANT.configure(2, {})
    for seed in ("x1", "x2", "x3"):
        state, _ = VARIANT.start(config, seed, [shuffled_deal("a")])
        assert state.challenger == Rng(seed).below(2)


def test_R29_at_most_16_deals():
    config = VARIANT.configure(2, {})
    deals = [shuffled_deal(f"d{i}") for i in range(MAX_DEALS + 1)]
    error = setup_error(VARIANT.start, config, "s", deals)
    assert (error.rule, error.field) == ("R29", "deals")
    state, _ = VARIANT.start(config, HEX_SEED, deals[:MAX_DEALS])
    snapshot = VARIANT.dump(state)
    assert len(json.dumps(snapshot)) <= 4096
    assert VARIANT.load(snapshot) == state


# ----------------------------------------------------------------------------------------------
# describe() and the published Pareo Chart


def is_json_ready(value) -> bool:
    if isinstance(value, dict):
        return all(type(k) is str and is_json_ready(v) for k, v in value.items())
    if isinstance(value, list):
        return all(is_json_ready(v) for v in value)
    return value is None or type(value) in (str, int, bool)


def test_describe_lists_options_moves_and_the_chart():
    described = VARIANT.describe()
    assert is_json_ready(described)
    assert described["name"] == "pareo" and described["players"] == {"min": 2, "max": 2}
    assert [o["name"] for o in described["options"]] == ["target", "naked", "stock_face_up"]
    forbidden = described["combinations"]["forbidden"]
    assert {f["rule"] for f in forbidden} == {"P1", "P7"}
    for combination in forbidden:
        for name, value in combination.get("options", {}).items():
            error = setup_error(VARIANT.configure, 2, {name: value})
            assert error.rule == combination["rule"]
    for preset in described["presets"]:
        assert VARIANT.configure(2, {}, preset["name"]).options() == {
            "target": "reach37", **preset["options"]
        }
    assert described["pareo_chart"] == PAREO_CHART
    assert [m["type"] for m in described["moves"]] == list(VARIANT.move_types)
    for move in described["moves"]:
        example = move["example"]
        body = {k: v for k, v in example.items() if k != "type"}
        assert VARIANT.move_types[move["type"]](seat=0, **body).to_dict() == example
    described["pareo_chart"].clear()
    assert VARIANT.describe()["pareo_chart"] == PAREO_CHART != []


def test_P4_chart_doc_is_generated_from_the_chart():
    assert (DOCS / "pareo-chart.md").read_text(encoding="utf-8") == chart_markdown()


def chart_cell(attack, answer):
    (cell,) = [c for c in PAREO_CHART if (c["attack"], c["answer"]) == (attack, answer)]
    return cell


def test_P4_chart_reproduces_the_seeds_sentences():
    # "a matched positive attack goes to the Pareo; a matched negative attack goes to the
    # Challenger; a declined positive attack stays with the Challenger; a declined negative
    # attack goes to the Pareo; a Force attack beats every answer except a match or a Hunger".
    assert chart_cell("positive", "match")["takes"] == "Pareo"
    assert chart_cell("negative", "match")["takes"] == "Challenger"
    assert chart_cell("positive", "decline")["takes"] == "Challenger"
    assert chart_cell("negative", "decline")["takes"] == "Pareo"
    assert chart_cell("holding force", "decline")["takes"] == "Challenger"
    assert chart_cell("holding force", "lone indecision")["takes"] == "Pareo"
    assert chart_cell("holding force", "lone hunger")["takes"] == "discarded"
    force = chart_cell("holding force", "lone force")
    assert force["refused"]["rule"] == "P3" and force["examples"][0]["answer"] == ["force"]
    assert all(chart_cell("hunger", a)["takes"] in ("discarded", "no such answer")
               for a in ("match", "lone force", "lone hunger", "lone indecision", "decline"))
    split = chart_cell("negative", "lone force")
    assert [e["taker"] for e in split["examples"]] == ["pareo", "challenger"]
    assert split["examples"][0]["value"] >= 0 > split["examples"][1]["value"]
    assert len(PAREO_CHART) == 25


# ----------------------------------------------------------------------------------------------
# Views and snapshots


def test_view_has_the_common_and_the_pareo_fields():
    config = VARIANT.configure(2, {"stock_face_up": True})
    state, _ = VARIANT.start(config, HEX_SEED, start={"leader": 0})
    for viewer in (0, 1, None, ALL):
        view = VARIANT.view(state, viewer)
        assert is_json_ready(view)
        assert view["status"] == "active" and view["phase"] == "attack"
        assert view["to_act"] == [0] and view["challenger"] == 0 and view["pareo_seat"] == 1
        assert view["stock_count"] == 22 and view["stock_top"] == state.stock[0].value
        assert view["scores"] == [{"hand": 0, "total": 0}] * 2 and view["winners"] == []
        assert view["attack"] == [] and view["hand_number"] == 1 and view["piles"] == [[], []]
        assert view["history"] == [] and view["playoff"] is None
        assert view["options"] == config.options()
        assert [h["count"] for h in view["hands"]] == [7, 7]


def test_snapshot_round_trip_keeps_the_state():
    config = VARIANT.configure(2, {"target": "exact37", "naked": True})
    state, _ = VARIANT.start(config, HEX_SEED, [shuffled_deal("a", 0), shuffled_deal("b")])
    snapshot = VARIANT.dump(state)
    assert is_json_ready(snapshot)
    assert VARIANT.load(json.loads(json.dumps(snapshot))) == state
