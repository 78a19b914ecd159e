"""Signed results (GET /v1/games/{id}/result) and the signing key (GET /v1/keys): a result
verifies with the public key alone, a tampered one does not; the key comes from configuration,
else a development key is made once and shared through the store."""

from __future__ import annotations

import base64
import json
import logging
import re
import uuid
from pathlib import Path

import pytest
from cryptography.exceptions import InvalidSignature
from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PublicKey

from referee.cli import main as referee_cli
from referee.records.records import standings
from tests.support.http import assert_problem
from tests.support.tournament import create, finish, tournament_app

DOC = Path(__file__).resolve().parents[2] / "docs" / "tournaments.md"
#: A fixed Ed25519 private key (32 bytes), as REFEREE_SIGNING_KEY takes it.
KEY = base64.b64encode(bytes(range(32))).decode()


@pytest.fixture(scope="module")
def app(redis_url):
    return tournament_app(redis_url, signing_key=KEY)


@pytest.fixture(scope="module")
def signed(app):
    client = app.test_client()
    created = create(client, {"variant": "pareo", "players": ["Ann", "Bob"], "seed": "results"})
    finish(app, created["id"], created["tokens"]["seats"])
    response = client.get(f"/v1/games/{created['id']}/result")
    assert response.status_code == 200, response.get_json()
    return response.get_json()


def _public_key(app) -> str:
    (key,) = app.test_client().get("/v1/keys").get_json()["keys"]
    return key["public_key"]


def _verifies(public_key: str, signed: dict) -> bool:
    """The check a third party makes, from docs/tournaments.md: Ed25519 over the result's
    canonical JSON (sorted keys, no spaces, ASCII)."""
    message = json.dumps(signed["result"], sort_keys=True, separators=(",", ":")).encode()
    key = Ed25519PublicKey.from_public_bytes(base64.b64decode(public_key))
    try:
        key.verify(base64.b64decode(signed["signature"]), message)
    except InvalidSignature:
        return False
    return True


def test_a_result_verifies_with_the_public_key_alone(app, signed):
    result = signed["result"]
    assert signed["algorithm"] == "Ed25519" and result["variant"] == "pareo"
    assert result["players"] == ["Ann", "Bob"] and len(result["log_sha256"]) == 64
    assert [r["seat"] for r in result["ranking"] if r["rank"] == 1] == result["winners"]
    assert _verifies(_public_key(app), signed)


def test_a_tampered_result_is_rejected(app, signed):
    loser = next(r for r in signed["result"]["ranking"] if r["rank"] == 2)
    for change in (
        lambda r: r.update(winners=[loser["seat"]]),
        lambda r: r["scores"].__setitem__(loser["seat"], 99),
        lambda r: r["ranking"].reverse(),
        lambda r: r.update(game="another-game"),
    ):
        tampered = json.loads(json.dumps(signed))
        change(tampered["result"])
        assert not _verifies(_public_key(app), tampered)


def test_the_documented_snippet_verifies_offline(app, signed, tmp_path):
    """The Python snippet of docs/tournaments.md, run as written, and `referee verify`."""
    found = re.search(r"```python\n(# verify_result\.py.*?)```", DOC.read_text(), re.DOTALL)
    snippet = found.group(1)
    (tmp_path / "result.json").write_text(json.dumps(signed))
    tampered = json.loads(json.dumps(signed))
    tampered["result"]["winners"] = [9]
    (tmp_path / "tampered.json").write_text(json.dumps(tampered))
    key = _public_key(app)
    for name, valid in (("result.json", True), ("tampered.json", False)):
        scope = {"PUBLIC_KEY": key, "PATH": str(tmp_path / name)}
        exec(compile(snippet, "docs/tournaments.md", "exec"), scope)
        assert scope["valid"] is valid
        code = referee_cli(["verify", "--result", str(tmp_path / name), "--public-key", key])
        assert code == (0 if valid else 1)


def test_the_configured_key_signs(app):
    (key,) = app.test_client().get("/v1/keys").get_json()["keys"]
    from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey

    expected = Ed25519PrivateKey.from_private_bytes(bytes(range(32))).public_key()
    assert base64.b64decode(key["public_key"]) == expected.public_bytes_raw()
    assert key["development"] is False and key["key_id"].startswith("ed25519:")


def test_no_result_before_the_end(app):
    client = app.test_client()
    created = create(client, {"variant": "pareo", "players": ["Ann", "Bob"]})
    body = assert_problem(client.get(f"/v1/games/{created['id']}/result"), 409)
    assert body["type"] == "urn:referee:problem:not-finished"
    assert_problem(client.get("/v1/games/no-such-game/result"), 404)


def test_without_a_key_every_worker_shares_one_development_key(redis_url, caplog):
    prefix = f"test-{uuid.uuid4().hex[:12]}"
    with caplog.at_level(logging.WARNING, logger="referee"):
        first = tournament_app(redis_url, prefix)
    assert any("DEVELOPMENT key" in r.getMessage() for r in caplog.records)
    second = tournament_app(redis_url, prefix)
    keys = [app.test_client().get("/v1/keys").get_json()["keys"] for app in (second, first)]
    assert keys[0] == keys[1] and keys[0][0]["development"] is True
    other = tournament_app(redis_url).test_client().get("/v1/keys").get_json()["keys"]
    assert other[0]["key_id"] != keys[0][0]["key_id"]  # another store, another key


class _Table:
    """An engine's finished table as ``standings`` reads it: totals and winners."""

    def __init__(self, totals: list[int], winners: list[int]):
        self.totals, self.winners = totals, winners

    def view(self, state, viewer):
        return {"scores": [{"hand": 0, "total": t} for t in self.totals], "winners": self.winners}


def test_ranking_puts_winners_first_and_shares_equal_places():
    ranked = standings(_Table([10, 30, 10, 40], [1]), None, ["a", "b", "c", "d"])["ranking"]
    assert [(r["seat"], r["rank"]) for r in ranked] == [(1, 1), (3, 2), (0, 3), (2, 3)]
    teams = standings(_Table([50, 20, 50, 20], [0, 2]), None, ["a", "b", "c", "d"])["ranking"]
    assert [(r["seat"], r["rank"]) for r in teams] == [(0, 1), (2, 1), (1, 3), (3, 3)]


@pytest.mark.parametrize("bad", ["not base64!", base64.b64encode(b"short").decode()])
def test_a_bad_signing_key_stops_the_service_without_showing_it(bad):
    from referee.config import ConfigError, Settings

    with pytest.raises(ConfigError, match="REFEREE_SIGNING_KEY") as refused:
        Settings.from_env({"REFEREE_SIGNING_KEY": bad})
    assert bad not in str(refused.value)
    assert KEY not in repr(Settings.from_env({"REFEREE_SIGNING_KEY": KEY}))
