"""The verifier as a tournament's auditor tries it (docs/tournaments.md "What `valid: true`
means"): genuine records of every variant and kind of game verify, and every forgery the live
routes would have refused is refused by `POST /v1/records/verify` and by `referee verify`,
naming the rule, after the forger has recomputed what a forger can (the events of the
decisions and calls, the log digest; a compact record's result stays the genuine signed one).
Records of the older format (tests/records/fixtures) still verify and say what they could not
check (R216). Every input gets an answer, never a 500.

Games are played over HTTP (the Flask test client) on a real Redis with the service's clock
moved by hand, so time stamps, clocks and the correction period are deterministic."""

from __future__ import annotations

import copy
import json
import random
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from referee.cli import main as referee_cli
from referee.core.stamps import epoch, iso
from referee.records.records import compact_record, key_of, log_digest, read_json, verify
from tests.support.http import Table, bearer
from tests.support.tournament import tournament_app

FIXTURES = Path(__file__).resolve().parent / "fixtures"
KEY = "AAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8="
REASON = "ruled at the table"
VARIANTS = {
    "emotrions": {"variant": "emotrions", "players": ["Ann", "Bob"]},
    "pareo": {"variant": "pareo", "players": ["Ann", "Bob"], "leader": 0},
    "four-aces": {"variant": "four-aces", "players": ["Ann", "Bob"], "dealer": 0},
}


class Clock:
    def __init__(self) -> None:
        self.now = 1_800_000_000.0

    def __call__(self) -> float:
        return self.now


class Game(Table):
    """A game over HTTP whose every change happens a little later on the service's clock."""

    def __init__(self, world: World, body: dict[str, Any] | None = None,
                 created: dict[str, Any] | None = None):
        # (Table's own __init__ wants seat tokens; a game with invitations has codes instead.)
        if created is None:
            reply = world.client.post("/v1/games", json=body)
            assert reply.status_code == 201, reply.get_json()
            created = reply.get_json()
        self.client, self.world, self.created = world.client, world, created
        self.id, self.table = created["id"], created["tokens"]["table"]
        self.seats = created["tokens"].get("seats", [])
        self.director = created["tokens"].get("director")
        self.pick = random.Random(self.id)

    def redeem(self, codes: list[str]) -> None:
        for code in codes:
            reply = self.client.post(f"/v1/games/{self.id}/invitations/redeem",
                                     json={"code": code})
            assert reply.status_code == 200, reply.get_json()
            self.seats.append(reply.get_json()["token"])

    def later(self, seconds: float = 1.25) -> None:
        self.world.clock.now += seconds

    def play(self, n: int) -> None:
        for _ in range(n):
            view = self.view().get_json()
            if view["status"] == "finished":
                return
            seat = view["to_act"][0]
            self.later()
            moves = [m for m in self.legal(seat) if m["type"] != "resign"]
            reply = self.move(seat, self.pick.choice(moves))
            assert reply.status_code == 200, reply.get_json()

    def resign(self, seat: int) -> None:
        self.later()
        assert self.move(seat, {"type": "resign"}).status_code == 200

    def decide(self, decision: dict[str, Any]) -> None:
        self.later()
        reply = self.client.post(f"/v1/games/{self.id}/decisions",
                                 json={"reason": REASON, **decision}, headers=bearer(self.director))
        assert reply.status_code == 201, reply.get_json()

    def call(self, seat: int | None) -> None:
        self.later()
        token = self.table if seat is None else self.seats[seat]
        reply = self.client.post(f"/v1/games/{self.id}/director-calls", json={"message": "come"},
                                 headers=bearer(token))
        assert reply.status_code == 201, reply.get_json()

    def report(self, move: dict[str, Any]) -> None:
        self.later()
        reply = self.client.post(f"/v1/games/{self.id}/moves", json=move,
                                 headers=bearer(self.table))
        assert reply.status_code == 200, reply.get_json()

    def table_moves(self) -> list[dict[str, Any]]:
        return self.client.get(f"/v1/games/{self.id}/legal-moves",
                               headers=bearer(self.table)).get_json()["moves"]

    def kept(self) -> dict[str, Any]:
        """The record, compact record and signed result of the finished game."""
        path = f"/v1/games/{self.id}"
        return {"record": self.client.get(f"{path}/record").get_json(),
                "compact": self.client.get(f"{path}/record",
                                           query_string={"format": "compact"}).get_json(),
                "result": self.client.get(f"{path}/result").get_json()}


class World:
    def __init__(self, app) -> None:
        self.app = app
        self.client = app.test_client()
        self.clock = Clock()
        app.extensions["referee"].clock = self.clock
        self.key = app.extensions["referee.tournament"].signing.signer().public()


def _timed(world: World, name: str) -> Game:
    """A game with a director and a per-move clock: every timed decision, a call and a penalty
    after the end."""
    game = Game(world, {**VARIANTS[name], "seed": f"timed-{name}", "director": True,
                        "clock": {"per_move": 30}})
    game.play(3)
    game.decide({"type": "pause"})
    game.later(120)
    game.decide({"type": "resume"})
    game.decide({"type": "extend", "seat": game.view().get_json()["to_act"][0], "seconds": 10})
    game.call(0)
    game.decide({"type": "penalty", "seat": 1, "points": 2})
    game.play(2)
    game.resign(0)
    game.decide({"type": "penalty", "seat": 1, "points": 1})
    return game


def _adjudicated(world: World, name: str) -> Game:
    """Four moves, an annulment, an award (R204, R203): a reversed list would flip it."""
    game = Game(world, {**VARIANTS[name], "seed": "cup-r1-t4", "director": True})
    game.play(4)
    game.decide({"type": "annul"})
    game.decide({"type": "award", "winners": [1]})
    return game


def _forfeited(world: World, name: str) -> Game:
    game = Game(world, {**VARIANTS[name], "seed": f"forfeit-{name}", "director": True,
                        "correction_minutes": 10})
    game.play(2)
    game.call(None)
    game.decide({"type": "forfeit", "seat": 1})
    return game


def _expired(world: World, name: str) -> Game:
    """No director; seat's clock runs out (R99)."""
    game = Game(world, {**VARIANTS[name], "seed": f"clock-{name}", "clock": {"per_move": 20}})
    game.play(3)
    game.later(21)
    assert game.view().get_json()["status"] == "finished"
    return game


def _expired_total(world: World, name: str) -> Game:
    """A total clock with an increment, run out after some moves (R99): the replay charges each
    turn as the service did, to the millisecond of the time stamps."""
    game = Game(world, {**VARIANTS[name], "seed": f"total-{name}",
                        "clock": {"total": 8, "increment": 1}})
    game.play(5)
    game.later(9.5)
    assert game.view().get_json()["status"] == "finished"
    return game


def _plain(world: World, name: str) -> Game:
    game = Game(world, {**VARIANTS[name], "seed": f"plain-{name}"})
    game.play(3)
    game.resign(1)
    return game


def _invited(world: World, name: str) -> Game:
    """Invitations (a seat's redeemed during the game: a version with no change of play), the
    house readings of the literal preset, a director's penalty."""
    game = Game(world, {**VARIANTS[name], "seed": f"invited-{name}", "invitations": True,
                        "preset": "literal", "director": True, "tag": "cup", "round": 1})
    codes = game.created["tokens"]["invitations"]
    game.redeem(codes[:1])
    while game.view(0).get_json()["to_act"] == [0]:  # seat 0 plays until seat 1 is awaited
        game.play(1)
    game.redeem(codes[1:])
    game.play(2)
    game.decide({"type": "penalty", "seat": 0, "points": 4})
    game.resign(1)
    return game


def _rematch(world: World, of: Game) -> Game:
    reply = world.client.post(f"/v1/games/{of.id}/rematch", headers=bearer(of.table))
    assert reply.status_code == 201, reply.get_json()
    game = Game(world, created=reply.get_json())
    game.redeem(game.created["tokens"]["invitations"])
    game.play(3)
    game.resign(0)
    return game


def _scorekept(world: World) -> tuple[Game, dict[str, Any]]:
    """A scorekeeper game with a director: reports, an undo, a correction (R208: the last move
    reported again), a resignation reported; and a move the table could have reported instead
    of the resignation."""
    game = Game(world, {**VARIANTS["pareo"], "seed": "table", "deal": "table", "director": True})
    for _ in range(3):
        game.report(game.pick.choice([m for m in game.table_moves() if m["type"] != "resign"]))
    game.report({"type": "undo"})
    game.report(game.pick.choice([m for m in game.table_moves() if m["type"] != "resign"]))
    events = game.client.get(f"/v1/games/{game.id}/events",
                             headers=bearer(game.table)).get_json()["events"]
    last = [e for e in events if e["type"] == "move"][-1]
    game.decide({"type": "correct", "version": last["version"],
                 "move": {**last["move"], "seat": last["seat"]}})
    instead = [m for m in game.table_moves() if m["type"] != "resign"][0]
    game.report({"type": "resign", "seat": instead["seat"]})
    return game, instead


@pytest.fixture(scope="module")
def world(redis_url) -> World:
    return World(tournament_app(redis_url, signing_key=KEY))


@pytest.fixture(scope="module")
def genuine(world) -> dict[str, dict[str, Any]]:
    """Every kind of game, finished: {name: {"record", "compact", "result", ...}}."""
    games: dict[str, dict[str, Any]] = {}
    for name in VARIANTS:
        for kind, make in (("timed", _timed), ("adjudicated", _adjudicated),
                           ("forfeited", _forfeited), ("expired", _expired),
                           ("expired-total", _expired_total),
                           ("plain", _plain)):
            games[f"{kind}-{name}"] = make(world, name).kept()
        invited = _invited(world, name)
        games[f"invited-{name}"] = invited.kept()
        games[f"rematch-{name}"] = _rematch(world, invited).kept()
    table, instead = _scorekept(world)
    games["scorekept-pareo"] = {**table.kept(), "instead": instead}
    return games


# -- answers ------------------------------------------------------------------------------------


def _cli(record: Any, tmp_path: Path, capsys, *args: str) -> tuple[int, dict[str, Any]]:
    path = tmp_path / "record.json"
    path.write_text(json.dumps(record))
    capsys.readouterr()
    code = referee_cli(["verify", str(path), *args])
    out = capsys.readouterr().out
    return code, json.loads(out) if out else {}


def _refused(world: World, record: dict[str, Any], rule: str, tmp_path, capsys,
             at: str | None = None) -> dict[str, Any]:
    """The record is refused by the route and by `referee verify`, alike, naming ``rule``."""
    reply = world.client.post("/v1/records/verify", data=json.dumps(record),
                              content_type="application/json")
    assert reply.status_code == 200, reply.get_data(as_text=True)
    verdict = reply.get_json()
    assert verdict["valid"] is False, verdict
    assert verdict["discrepancy"].get("rule") == rule, verdict["discrepancy"]
    if at is not None:
        assert verdict["discrepancy"]["at"].startswith(at), verdict["discrepancy"]
    code, printed = _cli(record, tmp_path, capsys)
    assert code == 1 and printed == verdict
    return verdict["discrepancy"]


# -- what a forger recomputes -------------------------------------------------------------------


def reconcile(record: dict[str, Any]) -> dict[str, Any]:
    """``record`` after its forger made its events say what its decisions and calls say (each
    at its version, the seqs renumbered), and its result's log digest, end and version theirs."""
    kept = [e for e in record["events"] if e["type"] not in ("decision", "director_called")
            or (e["type"] == "decision" and e["decision"].get("type") == "correct")]
    made = []
    for entry in record.get("decisions") or ():
        if entry.get("type") == "correct":
            continue
        made.append({"version": entry.get("version"), "at": entry.get("at"), "type": "decision",
                     "decision": entry})
    for entry in record.get("calls") or ():
        made.append({"version": entry.get("version"), "at": entry.get("at"),
                     "type": "director_called",
                     "call": {"id": entry.get("id"), "seat": entry.get("seat")}})

    def order(event: dict[str, Any]) -> tuple[int, int]:
        version = event["version"] if isinstance(event["version"], int) else 0
        return version, 0 if event["type"] in ("decision", "director_called") else 1

    events = sorted([*kept, *made], key=order)
    for event in events:
        if event["version"] == 1:  # the creation's
            event["at"] = record["created_at"]
    renumbered = {}
    for seq, event in enumerate(events, 1):
        if "seq" in event:
            renumbered[event["seq"]] = seq
        event["seq"] = seq
    for event in events:
        if "undone_seq" in event:
            event["undone_seq"] = renumbered[event["undone_seq"]]
    for entry in record["moves"]:
        entry["seq"] = renumbered[entry["seq"]]
        if "undone_seq" in entry:
            entry["undone_seq"] = renumbered[entry["undone_seq"]]
    record["events"] = [{"seq": e["seq"], "version": e["version"], "at": e["at"],
                         **{k: v for k, v in e.items() if k not in ("seq", "version", "at")}}
                        for e in events]
    record["ended_at"] = record["result"]["ended_at"] = events[-1]["at"]
    record["version"] = record["result"]["version"] = events[-1]["version"]
    record["result"]["log_sha256"] = log_digest(record["events"])
    return record


def spread(record: dict[str, Any]) -> dict[str, Any]:
    """``record`` with every version ten times what it was: room for a forger's insertions.
    (Versions may skip: a token reissued makes one with no change of play.)"""
    def ten(value: Any) -> Any:
        return value * 10 if value != 1 else 1

    for entry in [*record["moves"], *(record.get("decisions") or ()),
                  *(record.get("calls") or ()), *record["events"]]:
        entry["version"] = ten(entry["version"])
    for event in [*record["events"], *record["moves"]]:
        if "undone_version" in event:
            event["undone_version"] = ten(event["undone_version"])
        decision = event.get("decision")
        if decision:
            decision["version"] = event["version"]
        if decision and "corrected_version" in decision:
            decision["corrected_version"] = ten(decision["corrected_version"])
            for part in event.get("secret", ()):
                part["fields"]["decision"]["corrected_version"] = decision["corrected_version"]
                part["fields"]["decision"]["version"] = event["version"]
    for decision in record.get("decisions") or ():
        if "corrected_version" in decision:
            decision["corrected_version"] = ten(decision["corrected_version"])
    record["version"] = record["result"]["version"] = ten(record["version"])
    record["result"]["log_sha256"] = log_digest(record["events"])
    return record


def forged(genuine: dict[str, Any], name: str, change: Callable[[dict[str, Any]], Any],
           spread_out: bool = True) -> dict[str, Any]:
    record = copy.deepcopy(genuine[name]["record"])
    if spread_out:
        spread(record)
    change(record)
    return reconcile(record)


def _decision(record: dict[str, Any], kind: str) -> dict[str, Any]:
    return next(d for d in record["decisions"] if d["type"] == kind)


def _after(record: dict[str, Any], version: int, seconds: float = 0.5) -> str:
    """A time stamp between the change before ``version`` and the one at it."""
    before = [e["at"] for e in record["events"] if e["version"] < version][-1]
    return iso(epoch(before) + seconds)


def _insert(record: dict[str, Any], entry: dict[str, Any], version: int) -> None:
    """A forged decision at ``version`` (a free one, between two changes), the later ones
    renumbered d1…dn as the record lists them."""
    entry = {"id": "d0", "reason": REASON, "version": version, "at": _after(record, version),
             **entry}
    decisions = sorted([*record.get("decisions", []), entry], key=lambda d: d["version"])
    for n, decision in enumerate(decisions, 1):
        decision["id"] = f"d{n}"
    record["decisions"] = decisions


# -- genuine records ----------------------------------------------------------------------------


def test_every_genuine_record_verifies_full_compact_and_with_its_signed_result(world, genuine):
    for name, kept in genuine.items():
        record, compact, signed = kept["record"], kept["compact"], kept["result"]
        assert "director" in record and "clock" in record, name  # R216: the new format
        verdict = world.client.post("/v1/records/verify", json=record).get_json()
        assert verdict["valid"] and verdict["unchecked"] == [], (name, verdict)
        verdict = world.client.post("/v1/records/verify", json=compact).get_json()
        assert verdict["valid"] and verdict["signature"]["checked"], (name, verdict)
        for with_record in (record, compact):
            answer = world.client.post("/v1/results/verify",
                                       json={"result": signed, "record": with_record})
            assert answer.get_json()["valid"], (name, answer.get_json())
        # Versions may skip (a token reissued makes a version with no change of play).
        assert verify(reconcile(spread(copy.deepcopy(record))))["valid"], name


@pytest.mark.parametrize("name", sorted(p.stem for p in FIXTURES.glob("*_*.json")))
def test_R216_records_of_the_older_format_verify_and_name_what_they_could_not_check(
        name, world):
    kept = json.loads((FIXTURES / f"{name}.json").read_text())
    key = json.loads((FIXTURES / "key.json").read_text())["public_key"]
    record = kept["record"]
    assert "director" not in record and "clock" not in record
    verdict = verify(record)
    assert verdict["valid"], verdict
    rules = {entry["rule"] for entry in verdict["unchecked"]}
    if record["decisions"] or record["calls"]:
        assert "R200" in rules  # whether the game had a director, the record does not say
    if any(d["type"] in ("pause", "resume") for d in record["decisions"]):
        assert "R206" in rules
    if any(m["move_type"] == "clock_expired" for m in record["moves"]):
        assert "R99" in rules
    compact = verify(kept["compact"], key["public_key"])
    assert compact["valid"] and compact["unchecked"] == verdict["unchecked"], compact
    assert compact["signature"] == {"checked": True, "key_id": key["key_id"]}


# -- forged decisions, calls and clocks ---------------------------------------------------------


def _remove(kind: str) -> Callable[[dict[str, Any]], None]:
    """The decision of ``kind`` taken out, the others renumbered d1…dn as a forger would."""
    def change(record: dict[str, Any]) -> None:
        record["decisions"].remove(_decision(record, kind))
        for n, decision in enumerate(record["decisions"], 1):
            decision["id"] = f"d{n}"
    return change


def _set(kind: str, **fields: Any) -> Callable[[dict[str, Any]], None]:
    def change(record: dict[str, Any]) -> None:
        _decision(record, kind).update(fields)
    return change


FORGERIES: list[tuple[str, str, str, Callable[[dict[str, Any]], Any]]] = [
    # (game, what, rule, change)
    ("adjudicated", "award: three scores for two seats", "R203",
     _set("award", scores=[1, 2, 3])),
    ("adjudicated", "award: one score for two seats", "R203", _set("award", scores=[40])),
    ("adjudicated", "award: scores not integers", "R203", _set("award", scores=[1.5, 2])),
    ("adjudicated", "award: scores booleans", "R203", _set("award", scores=[True, False])),
    ("adjudicated", "award: winners [0, 0]", "R203", _set("award", winners=[0, 0])),
    ("adjudicated", "award: a seat the game has not", "G1", _set("award", winners=[3])),
    ("timed", "penalty of 1.5 points", "R202", _set("penalty", points=1.5)),
    ("timed", "penalty of true", "R202", _set("penalty", points=True)),
    ("timed", "penalty of 10^12 points", "R202", _set("penalty", points=10**12)),
    ("timed", "penalty of 2^64 points", "R202", _set("penalty", points=2**64)),
    ("timed", "penalty: empty reason", "R202", _set("penalty", reason="")),
    ("timed", "penalty: a reason beyond the limit", "R202", _set("penalty", reason="x" * 2000)),
    ("timed", "extend by -999 s", "R207", _set("extend", seconds=-999)),
    ("timed", "a field the type does not take", "R206", _set("pause", seat=0)),
    ("adjudicated", "pause without a clock", "R206",
     lambda r: _insert(r, {"type": "pause"}, r["moves"][1]["version"] - 5)),
    ("adjudicated", "resume without a clock", "R206",
     lambda r: _insert(r, {"type": "resume"}, r["moves"][1]["version"] - 5)),
    ("adjudicated", "extend without a clock", "R207",
     lambda r: _insert(r, {"type": "extend", "seat": 0, "seconds": 30},
                       r["moves"][1]["version"] - 5)),
    ("timed", "a pause never resumed: moves while paused", "R206",
     lambda r: _insert(r, {"type": "pause"}, r["moves"][3]["version"] - 5)),
    ("timed", "the resume taken out: an extension of a stopped clock", "R207",
     _remove("resume")),
    ("timed", "a resume of a game not paused", "R206",
     _remove("pause")),
    ("adjudicated", "moves after an award", "G6",
     lambda r: _insert(r, {"type": "award", "winners": [0]}, r["moves"][1]["version"] - 5)),
    ("forfeited", "a forfeit after an award", "R205",
     lambda r: _insert(r, {"type": "award", "winners": [0]},
                       _decision(r, "forfeit")["version"] - 5)),
    ("adjudicated", "a penalty after the annulment", "R202",
     lambda r: _insert(r, {"type": "penalty", "seat": 0, "points": 3},
                       _decision(r, "annul")["version"] + 5)),
    ("adjudicated", "the decisions listed out of version order", "R214",
     lambda r: r["decisions"].reverse()),
    ("timed", "a decision three days after the end", "R201",
     lambda r: r["decisions"][-1].update(at=iso(epoch(r["decisions"][-1]["at"]) + 3 * 86400))),
    ("timed", "a decision at version -5", "R214", lambda r: r["decisions"][0].update(version=-5)),
    ("timed", "a decision at a move's version", "R214",
     lambda r: r["decisions"][0].update(version=r["moves"][0]["version"])),
    ("timed", "a duplicate decision id", "R206", lambda r: r["decisions"][1].update(id="d1")),
    ("timed", "calls beyond three a minute", "R209",
     lambda r: r["calls"].extend({"id": f"c{n}", "seat": 0, "version": r["calls"][0]["version"]
                                  + n, "at": r["calls"][0]["at"]} for n in range(2, 6))),
    ("timed", "a call by a seat the game has not", "R209",
     lambda r: r["calls"][0].update(seat=7)),
    ("adjudicated", "a correction of a server-dealt game", "R208",
     lambda r: _insert(r, {"type": "correct", "corrected_version": r["moves"][0]["version"],
                           "seat": 0, "move_type": "resign", "replaced_move_type": "x",
                           "move": {"type": "resign"}}, r["moves"][1]["version"] - 5)),
    ("plain", "a decision in a game without a director", "R200",
     lambda r: _insert(r, {"type": "penalty", "seat": 0, "points": 1},
                       r["moves"][1]["version"] - 5)),
    ("plain", "a call in a game without a director", "R209",
     lambda r: r.update(calls=[{"id": "c1", "seat": 0, "version": r["moves"][1]["version"] - 5,
                                "at": _after(r, r["moves"][1]["version"] - 5)}])),
    ("plain", "a clock's forfeit without a clock", "R99",
     lambda r: r["moves"][-1].update(move_type="clock_expired", clock="per_move", seat=0,
                                     move={"type": "resign"}) or r["moves"][-1].pop("move")),
    ("expired", "a clock's forfeit 1 ms into the turn", "R99",
     lambda r: r["moves"][-1].update(at=iso(epoch(r["moves"][-2]["at"]) + 0.001))),
    ("expired-total", "a total clock's forfeit before its time ran out", "R99",
     lambda r: r["moves"][-1].update(at=iso(epoch(r["moves"][-2]["at"]) + 1))),
    ("expired", "a clock's forfeit of another kind of clock", "R99",
     lambda r: r["moves"][-1].update(clock="total")),
    ("expired", "a clock the creation refuses", "R99",
     lambda r: r.update(clock={"per_move": -3})),
    ("timed", "a time stamp 25 years back", "R213",
     lambda r: r["decisions"][1].update(at=iso(epoch(r["decisions"][1]["at"]) - 25 * 365 * 86400))),
    ("timed", "a time stamp 'whenever'", "R213", lambda r: r["decisions"][0].update(at="whenever")),
    ("timed", "a time stamp null", "R213", lambda r: r["moves"][2].update(at=None)),
    ("plain", "created after the end", "R213",
     lambda r: r.update(created_at=iso(epoch(r["ended_at"]) + 60))),
    ("plain", "players not strings", "R215", lambda r: r.update(players=[1, {"x": 2}])),
    ("plain", "deal.source 'banana'", "R215", lambda r: r["deal"].update(source="banana")),
]


@pytest.mark.parametrize("variant", list(VARIANTS))
@pytest.mark.parametrize(("game", "what", "rule", "change"), FORGERIES,
                         ids=[f"{f[2]} {f[1]}" for f in FORGERIES])
def test_a_forgery_the_live_routes_refuse_is_refused_naming_its_rule(
        world, genuine, tmp_path, capsys, variant, game, what, rule, change):
    name = f"{game}-{variant}"
    record = forged(genuine, name, change)
    _refused(world, record, rule, tmp_path, capsys)
    # The same forgery in the compact record with the genuine signed result: refused alike.
    compact = compact_record(record, genuine[name]["result"])
    verdict = world.client.post("/v1/records/verify", data=json.dumps(compact),
                                content_type="application/json").get_json()
    assert not verdict["valid"] and verdict["discrepancy"].get("rule") == rule, verdict


def test_R208_a_correction_that_reopens_an_ended_scorekeeper_game_is_refused(
        world, genuine, tmp_path, capsys):
    kept = genuine["scorekept-pareo"]
    resign = kept["record"]["moves"][-1]
    assert resign["move"]["type"] == "resign"

    def reopen(record: dict[str, Any]) -> None:
        record["decisions"].append({
            "id": f"d{len(record['decisions']) + 1}", "type": "correct", "reason": REASON,
            "version": record["version"] + 1, "at": _after(record, 10**9),
            "corrected_version": resign["version"] * 10, "seat": resign["seat"],
            "move_type": kept["instead"]["type"], "replaced_move_type": "resign",
            "move": {k: v for k, v in kept["instead"].items() if k != "seat"}})

    _refused(world, forged(genuine, "scorekept-pareo", reopen), "R208", tmp_path, capsys)


def test_R215_junk_deals_in_a_scorekeeper_game_are_refused(world, genuine, tmp_path, capsys):
    record = forged(genuine, "scorekept-pareo",
                    lambda r: r["deal"].update(deals=[{"hands": [["junk"]]}]), spread_out=False)
    _refused(world, record, "R215", tmp_path, capsys, at="deal.deals")


def test_R84_an_undo_outside_a_scorekeeper_game_is_refused(world, genuine, tmp_path, capsys):
    def undo(record: dict[str, Any]) -> None:
        record["moves"][1].update(move={"type": "undo"}, move_type="undo")

    _refused(world, forged(genuine, "plain-pareo", undo), "R84", tmp_path, capsys)


def test_R99_a_clock_in_a_scorekeeper_game_is_refused(world, genuine, tmp_path, capsys):
    record = forged(genuine, "scorekept-pareo", lambda r: r.update(clock={"per_move": 20}))
    _refused(world, record, "R99", tmp_path, capsys, at="clock")


# -- results ------------------------------------------------------------------------------------


def test_a_genuine_signed_result_does_not_vouch_for_a_record_with_its_decisions_reversed(
        world, genuine, tmp_path, capsys):
    kept = genuine["adjudicated-pareo"]
    record = copy.deepcopy(kept["record"])
    record["decisions"].reverse()  # the events untouched: the same log digest
    record["result"].update(outcome="annulled", winners=[], scores=[], ranking=[])
    assert log_digest(record["events"]) == kept["result"]["result"]["log_sha256"]
    assert not verify(record)["valid"]
    answer = world.client.post("/v1/results/verify",
                               json={"result": kept["result"], "record": record}).get_json()
    assert not answer["valid"] and answer["discrepancy"]["rule"] == "R214", answer


def test_a_signed_result_is_checked_field_by_field_against_its_record_over_http_and_offline(
        world, genuine, tmp_path, capsys):
    signed = genuine["plain-pareo"]["result"]
    other = genuine["plain-emotrions"]["record"]
    answer = world.client.post("/v1/results/verify",
                               json={"result": signed, "record": other}).get_json()
    assert not answer["valid"] and answer["key_id"] == world.key["key_id"]
    result_path = tmp_path / "result.json"
    result_path.write_text(json.dumps(signed))
    code, printed = _cli(other, tmp_path, capsys, "--result", str(result_path),
                         "--public-key", world.key["public_key"])
    assert code == 1 and printed == answer
    code, printed = _cli(genuine["plain-pareo"]["record"], tmp_path, capsys, "--result",
                         str(result_path), "--public-key", world.key["public_key"])
    assert code == 0 and printed["valid"] and printed["key_id"] == world.key["key_id"]
    assert key_of(world.key["public_key"]) == {k: world.key[k] for k in
                                               ("key_id", "algorithm", "public_key")}


def test_a_compact_record_under_another_key_says_its_signature_was_not_checked(world, genuine):
    compact = copy.deepcopy(genuine["plain-four-aces"]["compact"])
    compact["result"]["key_id"] = "ed25519:made-up"
    verdict = world.client.post("/v1/records/verify", json=compact).get_json()
    assert verdict["signature"]["checked"] is False and verdict["signature"]["why"], verdict
    compact["result"]["key_id"] = world.key["key_id"]
    compact["result"]["result"]["winners"] = [1]  # this key's signature no longer holds
    verdict = world.client.post("/v1/records/verify", json=compact).get_json()
    assert verdict["discrepancy"]["at"] == "result.signature", verdict


# -- every input answered -----------------------------------------------------------------------


NOT_READ = ['{"points": Infinity}', '{"points": NaN}', '{"points": -Infinity}',
            '{"points": 1e400}', '{"format": "a", "format": "b"}', '{"format": "a",']


@pytest.mark.parametrize("body", NOT_READ)
def test_one_json_reader_for_the_route_and_the_cli(world, tmp_path, capsys, body):
    with pytest.raises(ValueError):
        read_json(body)
    reply = world.client.post("/v1/records/verify", data=body,
                              content_type="application/json")
    assert reply.status_code == 400, reply.get_data(as_text=True)
    path = tmp_path / "bad.json"
    path.write_text(body)
    assert referee_cli(["verify", str(path)]) == 2
    # An integer is read exactly, however large: the replay's checks judge it.
    assert read_json('{"points": 18446744073709551616}') == {"points": 2**64}


def test_no_input_gets_a_500_or_a_traceback(world, genuine, tmp_path, capsys):
    pick = random.Random("hostile")
    base = genuine["timed-pareo"]["record"]
    junk = [None, -5, 1.5, True, "x", [], {}, [1, {"x": 2}], 10**18, 2**64, "whenever"]
    for _ in range(120):
        record = copy.deepcopy(base)
        # A random place in the record, given a random value.
        node: Any = record
        path = []
        while isinstance(node, (dict, list)) and node and pick.random() < 0.8:
            key = pick.choice(list(node)) if isinstance(node, dict) else pick.randrange(len(node))
            path.append(key)
            parent, node = node, node[key]
        if not path:
            continue
        parent[path[-1]] = pick.choice(junk)
        reply = world.client.post("/v1/records/verify", data=json.dumps(record),
                                  content_type="application/json")
        assert reply.status_code in (200, 400), (path, reply.get_data(as_text=True))
        if reply.status_code == 200:
            assert isinstance(reply.get_json()["valid"], bool)
            assert reply.get_json() == verify(record)


def test_referee_verify_as_a_real_process(world, genuine, tmp_path):
    bad = forged(genuine, "adjudicated-four-aces", _set("award", scores=[40]))
    path = tmp_path / "forged.json"
    path.write_text(json.dumps(bad))
    done = subprocess.run([sys.executable, "-m", "referee.cli", "verify", str(path)],
                          capture_output=True, text=True, timeout=120,
                          cwd=Path(__file__).resolve().parents[2])
    assert done.returncode == 1 and "Traceback" not in done.stderr, done.stderr
    assert json.loads(done.stdout)["discrepancy"]["rule"] == "R203"
