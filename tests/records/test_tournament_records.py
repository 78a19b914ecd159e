"""Game records (GET /v1/games/{id}/record) and their independent verification
(POST /v1/records/verify, `referee verify`): honest records pass, tampered ones fail at the
place named; an active game's record holds only what its reader may see, and never the seed."""

from __future__ import annotations

import copy
import hashlib
import json
import random

import pytest

from referee.cli import main as referee_cli
from tests.support.http import DEAL_2P, bearer
from tests.support.tournament import GAMES, create, finish, finished_record, tournament_app
from variants import find_variant


@pytest.fixture(scope="module")
def app(redis_url):
    return tournament_app(redis_url)


@pytest.fixture(scope="module")
def records(app):
    """A finished, server-shuffled game of each variant: {variant: (creation reply, record)}."""
    return {
        variant: finished_record(app, {"variant": variant, "players": players, "options": options})
        for variant, players, options in GAMES
    }


@pytest.mark.parametrize("variant", [variant for variant, _, _ in GAMES])
def test_an_honest_record_of_each_variant_passes(app, records, variant):
    created, record = records[variant]
    assert record["complete"] and record["status"] == "finished" and record["role"] == "all"
    assert record["variant"] == variant and record["rules_version"] == 1
    # G2: the seed is revealed, and it is the one committed to at creation.
    commitment = created["view"]["deal_commitment"]
    assert record["deal"]["commitment"] == commitment
    assert hashlib.sha256(record["deal"]["seed"].encode()).hexdigest() == commitment
    # Every move with its seat and time, each the move event of the log.
    move_events = [e for e in record["events"] if e["type"] == "move"]
    assert [(m["seq"], m["seat"], m["at"]) for m in record["moves"]] == \
        [(e["seq"], e["seat"], e["at"]) for e in move_events]
    assert all(m["move"]["type"] == m["move_type"] for m in record["moves"])
    assert record["events"][-1]["type"] == "game_ended"
    assert record["result"]["winners"] == record["events"][-1]["winners"]

    reply = app.test_client().post("/v1/records/verify", json=record)
    assert reply.status_code == 200
    verdict = reply.get_json()
    assert verdict["valid"] is True, verdict
    assert verdict["moves"] == len(record["moves"]) and verdict["events"] == len(record["events"])
    assert verdict["result"]["winners"] == record["result"]["winners"]


def _another_legal_move(record: dict, index: int) -> dict:
    """A legal move other than the record's ``moves[index]``, from the same position."""
    engine = find_variant(record["variant"])
    config = engine.configure(len(record["players"]), record["options"], record["preset"])
    state, _ = engine.start(config, record["deal"]["seed"], record["deal"]["deals"],
                            record["deal"]["start"])
    from schemas.moves import MOVE_SCHEMA, build_move

    for entry in record["moves"][:index]:
        move = build_move(engine, MOVE_SCHEMA.load(entry["move"]), entry["seat"])
        state, _ = engine.apply(state, move)
    played = record["moves"][index]["move"]
    others = [m.to_dict() for m in engine.legal_moves(state, record["moves"][index]["seat"])
              if m.to_dict() != played]
    assert others, "pick a move index with a choice"
    return others[-1]


def _tampered(record: dict, change) -> dict:
    bad = copy.deepcopy(record)
    change(bad)
    return bad


def _discrepancy(app, record: dict) -> dict:
    verdict = app.test_client().post("/v1/records/verify", json=record).get_json()
    assert verdict["valid"] is False, verdict
    return verdict["discrepancy"]


def test_a_changed_move_fails_where_it_was_made(app, records):
    _, record = records["emotrions"]
    stakes = [i for i, m in enumerate(record["moves"]) if m["move_type"] == "stake"]
    i = stakes[3]
    # A stake no one may make (E3.3: hunger is never part of a two-card stake).
    found = _discrepancy(app, _tampered(record, lambda r: r["moves"][i]["move"].update(
        cards=["hunger", "joy"])))
    assert found["at"] == f"moves[{i}]" and found["seq"] == record["moves"][i]["seq"]
    assert found["rule"] == "E3.3" and found["detail"].startswith("illegal: ")
    # Another legal move instead: the log no longer matches from that move's own event on.
    other = _another_legal_move(record, i)
    found = _discrepancy(app, _tampered(record, lambda r: r["moves"][i].update(move=other)))
    assert found["at"] == f"events[{record['moves'][i]['seq'] - 1}]" and found["move"] == i
    assert found["detail"].startswith("move.move is")


def test_a_changed_result_fails_at_the_result(app, records):
    _, record = records["pareo"]
    loser = 1 - record["result"]["winners"][0]
    found = _discrepancy(app, _tampered(record, lambda r: r["result"].update(winners=[loser])))
    assert found["at"] == "result.winners"
    assert found["detail"] == f"the record says [{loser}], the replay gives [{1 - loser}]"
    found = _discrepancy(app, _tampered(
        record, lambda r: r["result"]["scores"].__setitem__(loser, 99)))
    assert found["at"] == "result.scores"


def test_a_wrong_seed_fails_at_the_seed_or_at_the_first_deal(app, records):
    _, record = records["four-aces"]
    found = _discrepancy(app, _tampered(record, lambda r: r["deal"].update(seed="0" * 64)))
    assert found["at"] == "deal.seed" and record["deal"]["commitment"] in found["detail"]

    def reseed(r):  # a seed with a matching commitment: the deals no longer match
        r["deal"].update(seed="1" * 64, commitment=hashlib.sha256(b"1" * 64).hexdigest())

    found = _discrepancy(app, _tampered(record, reseed))
    first_deal = next(i for i, e in enumerate(record["events"]) if e["type"] != "game_created")
    assert found["at"] == f"events[{first_deal}]" and "move" not in found


def test_a_changed_event_or_a_cut_log_fails_where_it_differs(app, records):
    _, record = records["emotrions"]
    k = next(i for i, e in enumerate(record["events"])
             if e["type"] == "trick_resolved" and e["winner"] is not None)
    found = _discrepancy(app, _tampered(
        record, lambda r: r["events"][k].update(winner=(r["events"][k]["winner"] + 1) % 3)))
    assert found["at"] == f"events[{k}]" and found["detail"].startswith("trick_resolved.winner")
    # Without the last move, the record's log goes on past the replay's, from that move's event.
    found = _discrepancy(app, _tampered(record, lambda r: r["moves"].pop()))
    assert found["at"] == f"events[{record['moves'][-1]['seq'] - 1}]"
    assert found["detail"] == "the record goes on after the replay's last event"


def test_a_record_of_a_newer_rule_book_is_not_replayed_under_this_one(app, records):
    _, record = records["pareo"]
    found = _discrepancy(app, _tampered(record, lambda r: r.update(rules_version=2)))
    assert found["at"] == "rules_version"


def test_the_cli_verifies_a_record_file(records, tmp_path, capsys):
    _, record = records["pareo"]
    honest, bad = tmp_path / "honest.json", tmp_path / "bad.json"
    honest.write_text(json.dumps(record))
    bad.write_text(json.dumps(_tampered(record, lambda r: r["deal"].update(seed="x"))))
    assert referee_cli(["verify", str(honest)]) == 0
    assert json.loads(capsys.readouterr().out)["valid"] is True
    assert referee_cli(["verify", str(bad)]) == 1
    assert json.loads(capsys.readouterr().out)["discrepancy"]["at"] == "deal.seed"
    assert referee_cli(["verify", str(tmp_path / "none.json")]) == 2


def test_an_active_record_holds_only_what_its_reader_may_see(app):
    client = app.test_client()
    seed = "never-shown-while-the-game-is-on"
    created = create(client, {"variant": "emotrions", "players": ["Ann", "Bob"], "seed": seed,
                              "leader": 0, "spectator_delay": 1})
    game_id, seats = created["id"], created["tokens"]["seats"]
    service = app.extensions["referee"]
    movers = []
    for _ in range(3):
        game = service.load(game_id)
        seat = game.variant.to_act(game.state)[0]
        move = game.variant.legal_moves(game.state, seat)[0]
        service.move(game_id, seats[seat], lambda _g, _c, move=move: move)
        movers.append(seat)

    def record(token=None):
        response = client.get(f"/v1/games/{game_id}/record", headers=bearer(token))
        assert response.status_code == 200
        assert seed not in response.get_data(as_text=True)  # G2: no seed before the end
        return response.get_json()

    mine, spectator, table = record(seats[0]), record(), record(created["tokens"]["table"])
    for token in (seats[0], seats[1], created["tokens"]["table"], None):
        for path in ("", "/events", "/legal-moves"):
            reply = client.get(f"/v1/games/{game_id}{path}", headers=bearer(token))
            assert seed not in reply.get_data(as_text=True), (path, token)
    assert mine["role"] == "seat 0" and not mine["complete"] and mine["result"] is None
    assert "seed" not in mine["deal"] and mine["deal"]["source"] == "seeded"
    assert mine["version"] == 4 and [m["seat"] for m in mine["moves"]] == movers
    assert ["move" in m for m in mine["moves"]] == [seat == 0 for seat in movers]
    assert 0 in movers and 1 in movers  # each seat sees its own moves, not the other's
    hand = next(e for e in mine["events"] if e["type"] == "hand_started")["hands"]
    assert hand[0] and hand[1] is None
    # The spectator delay holds the last move back from spectators and the table token.
    for other in (spectator, table):
        assert other["version"] == 3 and len(other["moves"]) == 2
        assert not any("move" in m for m in other["moves"])
    assert client.get(f"/v1/games/{game_id}/record", headers=bearer("nope")).status_code == 401
    found = _discrepancy(app, mine)
    assert found["at"] == "complete"
    finish(app, game_id, seats)
    assert seed == record_after_end(client, game_id)["deal"]["seed"]


def record_after_end(client, game_id: str) -> dict:
    return client.get(f"/v1/games/{game_id}/record").get_json()


def test_explicit_deals_are_revealed_at_the_end_and_replayed(app):
    created, record = finished_record(
        app, {"variant": "emotrions", "players": ["Ann", "Bob"], "deal": DEAL_2P,
              "options": {"forced_exchange": True}})
    # Later hands and the Forced Exchange picks come from a server seed: committed to too.
    assert created["view"]["deal_source"] == "explicit"
    assert created["view"]["deal_commitment"] == record["deal"]["commitment"]
    assert record["deal"]["deals"] == [DEAL_2P]
    verdict = app.test_client().post("/v1/records/verify", json=record).get_json()
    assert verdict["valid"] is True, verdict


def test_a_game_played_over_http_with_idempotency_keys_verifies(app):
    """Moves sent as clients send them (each with an Idempotency-Key, whatever the service logs
    of it with the move) make a record that verifies."""
    client = app.test_client()
    created = create(client, {"variant": "pareo", "players": ["Ann", "Bob"], "seed": "live-2"})
    game, seats = f"/v1/games/{created['id']}", created["tokens"]["seats"]
    pick, view = random.Random("live"), created["view"]
    for number in range(200):
        if view["status"] == "finished":
            break
        token = bearer(seats[view["to_act"][0]])
        move = pick.choice(client.get(game + "/legal-moves", headers=token).get_json()["moves"])
        reply = client.post(game + "/moves", json=move,
                            headers={**token, "Idempotency-Key": f"move-{number}"})
        assert reply.status_code == 200, reply.get_json()
        view = reply.get_json()["view"]
    record = client.get(game + "/record").get_json()
    verdict = client.post("/v1/records/verify", json=record).get_json()
    assert verdict["valid"] is True and verdict["moves"] == len(record["moves"]) > 0, verdict
