"""The compact record (docs/tournaments.md): `GET /v1/games/{id}/record?format=compact` gives the
seed or deals, the moves and the signed result of a finished game; `POST /v1/records/verify` and
`referee verify` replay it as they replay the full record, and find what was changed."""

from __future__ import annotations

import copy
import json

import pytest

from referee.cli import main as referee_cli
from referee.records.records import COMPACT_FORMAT
from tests.records.test_archive import Clock, play
from tests.support.http import DEAL_2P

GAMES = {
    "emotrions-server": ({"variant": "emotrions", "players": ["A", "B", "C"]}, {}),
    "emotrions-deal": ({"variant": "emotrions", "players": ["Ann", "Bob"], "deal": DEAL_2P},
                       {"reissue_at": 3, "idempotent": True}),
    "pareo-table": ({"variant": "pareo", "players": ["A", "B"], "seed": "c1", "deal": "table"},
                    {"undo_at": 5}),
    "four-aces-clock": ({"variant": "four-aces", "players": ["A", "B"], "seed": "c2",
                         "clock": {"per_move": 20}}, {"expire_at": 30}),
}


def _finished(app, name: str) -> tuple[dict, dict, dict]:
    """A finished game: its creation reply, full record and compact record."""
    service = app.extensions["referee"]
    clock = Clock()
    service.clock = service.lifetime.clock = clock
    body, plan = GAMES[name]
    client = app.test_client()
    created = play(client, service, clock, body, plan)
    full = client.get(f"/v1/games/{created['id']}/record")
    compact = client.get(f"/v1/games/{created['id']}/record", query_string={"format": "compact"})
    assert full.status_code == compact.status_code == 200, compact.get_json()
    return created, full.get_json(), compact.get_json()


@pytest.mark.parametrize("name", sorted(GAMES))
def test_a_compact_record_holds_the_game_and_replays_to_its_signed_result(app, name):
    client = app.test_client()
    created, full, compact = _finished(app, name)
    assert compact["format"] == COMPACT_FORMAT and "events" not in compact
    assert compact["deal"] == full["deal"] and compact["version"] == full["version"]
    assert len(compact["moves"]) == len(full["moves"])
    for short, entry in zip(compact["moves"], full["moves"], strict=True):
        assert {k: v for k, v in entry.items() if k not in short} .keys() <= {"seq", "move_type"}
    signed = client.get(f"/v1/games/{created['id']}/result").get_json()
    assert compact["result"] == signed
    verdict = client.post("/v1/records/verify", json=compact).get_json()
    # The service's own key signed it: the route checks the signature, and says so.
    assert verdict.pop("signature") == {"checked": True, "key_id": signed["key_id"]}
    assert verdict == client.post("/v1/records/verify", json=full).get_json()
    assert verdict["valid"] and verdict["events"] == len(full["events"]), verdict
    assert compact["director"] == full["director"] and compact["clock"] == full["clock"]


def _tampered(compact: dict, change) -> dict:
    changed = copy.deepcopy(compact)
    change(changed)
    return changed


def test_a_changed_compact_record_is_found_out(app):
    client = app.test_client()
    _, _, compact = _finished(app, "emotrions-server")

    def later(r):  # a move's time: the replay's log no longer hashes to the signed one
        r["moves"][3]["at"] = r["moves"][3]["at"][:-2] + "9Z"

    def winner(r):  # the standings, under a key of another service (not checked here)
        r["result"]["result"]["winners"] = [9]
        r["result"]["key_id"] = "ed25519:another"

    def signed_winner(r):  # the standings, under this service's key
        r["result"]["result"]["winners"] = [9]

    def forged(r):  # a signature that is not the service's
        r["result"]["signature"] = r["result"]["signature"][::-1]

    def other_game(r):
        r["id"] = "another-game"

    for change, where in ((later, "result.result.log_sha256"), (winner, "result.result.winners"),
                          (signed_winner, "result.signature"), (forged, "result.signature"),
                          (other_game, "result.result.game")):
        verdict = client.post("/v1/records/verify", json=_tampered(compact, change)).get_json()
        assert not verdict["valid"] and verdict["discrepancy"]["at"] == where, verdict


def test_an_active_game_has_no_compact_record(client):
    created = client.post("/v1/games", json={"variant": "pareo", "players": ["A", "B"]})
    game_id = created.get_json()["id"]
    reply = client.get(f"/v1/games/{game_id}/record?format=compact")
    assert reply.status_code == 409 and reply.get_json()["type"].endswith(":not-finished")
    reply = client.get(f"/v1/games/{game_id}/record?format=short")
    assert reply.status_code == 400 and "format" in reply.get_json()["errors"]["query"]


def test_the_cli_verifies_a_compact_record_and_its_signature(app, tmp_path):
    client = app.test_client()
    _, _, compact = _finished(app, "pareo-table")
    key = client.get("/v1/keys").get_json()["keys"][0]["public_key"]
    honest, bad = tmp_path / "compact.json", tmp_path / "bad.json"
    honest.write_text(json.dumps(compact))
    assert referee_cli(["verify", str(honest)]) == 0
    assert referee_cli(["verify", str(honest), "--public-key", key]) == 0
    other = client.get("/v1/keys").get_json()["keys"][0]["public_key"][::-1]
    assert referee_cli(["verify", str(honest), "--public-key", other]) == 1
    bad.write_text(json.dumps(_tampered(compact, lambda r: r["moves"].pop())))
    assert referee_cli(["verify", str(bad)]) == 1
