"""The tournament director (docs/rulings/director.md) through HTTP on a real Redis: the director's
token, every decision in every variant where it applies (the view, the events, the signed result
and the record's verification after it), the correction period, tampered records named by verify,
a decision racing a move, and no hidden card in a decision (docs/rulings/director.md,
R200–R219)."""

from __future__ import annotations

import threading
from pathlib import Path
from typing import Any

import pytest
import yaml

from referee.records.records import verify, verify_signature
from tests.support.http import DEAL_2P, Table, assert_problem, bearer, until

VARIANTS = {
    "emotrions": {"variant": "emotrions", "players": ["Ann", "Bob"], "seed": "director"},
    "pareo": {"variant": "pareo", "players": ["Ann", "Bob"], "seed": "director", "leader": 0},
    "four-aces": {"variant": "four-aces", "players": ["Ann", "Bob"], "seed": "director",
                  "dealer": 0},
}
REASON = "ruled at the table"


class Directed(Table):
    """A game with a director, seen through HTTP."""

    def __init__(self, client, body: dict[str, Any]):
        super().__init__(client, {**body, "director": True})
        self.director = self.created["tokens"]["director"]

    def decide(self, decision: dict[str, Any], token: str | None = "director",
               headers: dict[str, str] | None = None):
        token = self.director if token == "director" else token
        return self.client.post(f"/v1/games/{self.id}/decisions",
                                json={"reason": REASON, **decision},
                                headers={**bearer(token), **(headers or {})})

    def decided(self, decision: dict[str, Any], **kw: Any) -> dict[str, Any]:
        response = self.decide(decision, **kw)
        assert response.status_code == 201, response.get_json()
        assert response.headers["ETag"] == f'"{response.get_json()["version"]}"'
        return response.get_json()

    def resign(self, seat: int) -> None:
        response = self.move(seat, {"type": "resign"})
        assert response.status_code == 200, response.get_json()

    def result(self) -> dict[str, Any]:
        response = self.client.get(f"/v1/games/{self.id}/result")
        assert response.status_code == 200, response.get_json()
        return response.get_json()

    def record(self) -> dict[str, Any]:
        response = self.client.get(f"/v1/games/{self.id}/record")
        assert response.status_code == 200, response.get_json()
        return response.get_json()

    def checked(self) -> dict[str, Any]:
        """The signed result, checked: signed by the service's key, and the record verifies
        (both by HTTP and by the function `referee verify` runs) to the same standings."""
        signed = self.result()
        key = self.client.get("/v1/keys").get_json()["keys"][0]
        assert verify_signature(signed, key["public_key"])
        record = self.record()
        for verdict in (verify(record),
                        self.client.post("/v1/records/verify", json=record).get_json()):
            assert verdict["valid"], verdict
            for name, value in verdict["result"].items():
                assert signed["result"][name] == value, name
        answer = self.client.post("/v1/results/verify", json={"result": signed, "record": record})
        assert answer.get_json()["valid"], answer.get_json()
        compact = self.client.get(f"/v1/games/{self.id}/record",
                                  query_string={"format": "compact"}).get_json()
        assert verify(compact, key["public_key"])["valid"]
        return signed["result"]


@pytest.fixture
def game(client, request):
    return Directed(client, VARIANTS[request.param])


def _types(table: Directed, seat: int | None = None) -> list[str]:
    return [event["type"] for event in table.events(seat)]


# -- R200: the director's token ------------------------------------------------------------------


DECISIONS = [
    {"type": "penalty", "seat": 0, "points": 2}, {"type": "award", "winners": [0]},
    {"type": "annul"}, {"type": "forfeit", "seat": 1}, {"type": "pause"}, {"type": "resume"},
    {"type": "extend", "seat": 0, "seconds": 30},
    {"type": "correct", "version": 2, "move": {"type": "resign", "seat": 0}},
]


def test_R200_a_director_token_at_creation_and_only_its_digest_stored(client, app):
    table = Directed(client, VARIANTS["emotrions"])
    assert table.created["director_token"] == table.director
    assert table.view().get_json()["director"] is True
    stored = app.extensions["referee"].store.load(table.id).data
    assert table.director.encode() not in stored
    plain = Table(client, VARIANTS["emotrions"])
    assert "director" not in plain.created["tokens"] and "director" not in plain.view().get_json()


def test_R200_seat_table_spectator_and_unknown_tokens_are_refused_on_every_decision_route(client):
    table = Directed(client, VARIANTS["emotrions"])
    for decision in DECISIONS:
        for token in (*table.seats, table.table):
            assert_problem(table.decide(decision, token), 403)
        assert_problem(table.decide(decision, None), 401)
        assert_problem(table.decide(decision, "x" * 43), 401)
    for token in (*table.seats, table.table, None):  # the calls' list is not the public's
        response = client.get(f"/v1/games/{table.id}/director-calls", headers=bearer(token))
        assert response.status_code in (401, 200)
        if token is None:
            assert_problem(response, 401)
    assert table.view().get_json()["version"] == 1  # nothing was decided
    plain = Table(client, VARIANTS["emotrions"])
    response = client.post(f"/v1/games/{plain.id}/decisions", json={"type": "annul",
                           "reason": REASON}, headers=bearer(plain.seats[0]))
    assert_problem(response, 403)


def test_R200_a_batch_has_one_director_for_every_game(client):
    body = {"director": True, "correction_minutes": 5,
            "games": [VARIANTS["emotrions"], VARIANTS["pareo"]]}
    response = client.post("/v1/batches", json=body)
    assert response.status_code == 201, response.get_json()
    token = response.get_json()["director_token"]
    for entry in response.get_json()["games"]:
        assert "director" not in entry["tokens"]
        reply = client.post(f"/v1/games/{entry['id']}/decisions", headers=bearer(token),
                            json={"type": "penalty", "seat": 1, "points": 1, "reason": REASON})
        assert reply.status_code == 201, reply.get_json()


def test_R200_a_batch_game_with_its_own_director_is_in_the_contract(client):
    """A game of a batch may ask for a director of its own: its entry carries the token, and
    the contract's ``BatchGame`` declares every field the entry has."""
    spec = yaml.safe_load((Path(__file__).resolve().parents[2] / "openapi.yaml").read_text())
    declared = spec["components"]["schemas"]["BatchGame"]["properties"]
    response = client.post("/v1/batches", json={"games": [
        {**VARIANTS["pareo"], "director": True}, VARIANTS["emotrions"]]})
    assert response.status_code == 201, response.get_json()
    own, plain = response.get_json()["games"]
    assert own["director_token"] == own["tokens"]["director"]
    assert "director_token" not in plain
    for entry in (own, plain):
        assert set(entry) <= set(declared), set(entry) - set(declared)
    reply = client.post(f"/v1/games/{own['id']}/decisions", headers=bearer(own["director_token"]),
                        json={"type": "penalty", "seat": 1, "points": 1, "reason": REASON})
    assert reply.status_code == 201, reply.get_json()


def test_a_malformed_decision_is_a_400_naming_its_field(client):
    table = Directed(client, VARIANTS["emotrions"])
    body = assert_problem(table.decide({"type": "penalty", "seat": 0}), 400)
    assert "points" in body["errors"]
    body = assert_problem(table.decide({"type": "annul", "seat": 0}), 400)
    assert "seat" in body["errors"]
    assert "reason" in assert_problem(client.post(
        f"/v1/games/{table.id}/decisions", json={"type": "annul"},
        headers=bearer(table.director)), 400)["errors"]


# -- R202: penalties -----------------------------------------------------------------------------


@pytest.mark.parametrize("game", list(VARIANTS), indirect=True)
def test_R202_a_penalty_deducts_from_the_total_and_reranks_in_every_variant(game):
    before = [s["total"] for s in game.view().get_json()["scores"]]
    reply = game.decided({"type": "penalty", "seat": 1, "points": 3})
    assert reply["decision"] | {"at": None} == {
        "id": "d1", "type": "penalty", "reason": REASON, "at": None, "version": 2, "seat": 1,
        "points": 3}
    view = game.view().get_json()
    assert view["scores"][1]["total"] == before[1] - 3 and view["scores"][1]["penalty"] == 3
    assert view["decisions"] == [{"id": "d1", "type": "penalty"}] and view["status"] == "active"
    event = game.events()[-1]
    assert event["type"] == "decision" and event["decision"] == reply["decision"]
    game.resign(0)  # the game goes on after a penalty, and ends by its rules
    result = game.checked()
    assert result["winners"] == [1]  # the winners stand (R202)
    assert result["scores"][1] == before[1] - 3 and result["outcome"] == "played"
    assert result["decisions"] == [{"id": "d1", "type": "penalty"}]
    # After the end, within the period: a second penalty re-ranks and re-signs.
    game.decided({"type": "penalty", "seat": 0, "points": 5})
    again = game.checked()
    assert again["scores"][0] == result["scores"][0] - 5
    assert [r["seat"] for r in again["ranking"]][0] == 1


def test_R202_penalties_rank_the_losers_by_their_totals(client):
    table = Directed(client, {"variant": "emotrions", "players": ["Ann", "Bob", "Cy"],
                              "seed": "three"})
    table.decided({"type": "award", "winners": [0], "scores": [10, 8, 6]})
    table.decided({"type": "penalty", "seat": 1, "points": 4})
    result = table.checked()
    assert result["scores"] == [10, 4, 6]
    assert [(r["seat"], r["rank"]) for r in result["ranking"]] == [(0, 1), (2, 2), (1, 3)]


# -- R203, R204: awards and annulments ------------------------------------------------------------


@pytest.mark.parametrize("game", list(VARIANTS), indirect=True)
def test_R203_an_award_ends_the_game_adjudicated_in_every_variant(game):
    game.decided({"type": "award", "winners": [1], "scores": [3, 9]})
    view = game.view().get_json()
    assert (view["status"], view["outcome"], view["to_act"], view["winners"]) == (
        "finished", "adjudicated", [], [1])
    assert "decision" in _types(game)
    result = game.checked()
    assert (result["winners"], result["scores"], result["outcome"]) == ([1], [3, 9],
                                                                         "adjudicated")
    response = game.move(0, {"type": "resign"})  # no move after the director's end
    assert_problem(response, 422, "G6")


@pytest.mark.parametrize("game", list(VARIANTS), indirect=True)
def test_R204_an_annulment_voids_the_game_in_every_variant(game):
    game.resign(1)
    game.decided({"type": "annul"})
    result = game.checked()
    assert (result["winners"], result["scores"], result["ranking"], result["outcome"]) == (
        [], [], [], "annulled")
    assert game.view().get_json()["outcome"] == "annulled"
    assert_problem(game.decide({"type": "penalty", "seat": 0, "points": 1}), 422, "R202")
    # An award may still replace the annulment within the period.
    game.decided({"type": "award", "winners": [0]})
    assert game.checked()["outcome"] == "adjudicated"


@pytest.mark.parametrize("decision", [{"type": "award", "winners": [1]}, {"type": "annul"}])
def test_R203_R204_a_live_stream_ends_at_the_directors_end(client, decision):
    table = Directed(client, VARIANTS["pareo"])
    table.decided(decision)
    read: dict[str, bytes] = {}

    def stream() -> None:
        read["body"] = client.get(f"/v1/games/{table.id}/events",
                                  headers={"Accept": "text/event-stream"}).get_data()

    # (A thread, so that a stream that never ends fails the test instead of hanging it.)
    reader = threading.Thread(target=stream, daemon=True)
    reader.start()
    reader.join(20)
    assert not reader.is_alive(), "the live stream did not end at the director's end"
    assert b"event: decision" in read["body"] or b'"decision"' in read["body"]


# -- R205: forfeits ------------------------------------------------------------------------------


@pytest.mark.parametrize("game", list(VARIANTS), indirect=True)
def test_R205_a_forfeit_follows_the_variants_forfeit_rule(game):
    game.decided({"type": "forfeit", "seat": 0})
    events = game.events()
    at = [e["type"] for e in events].index("decision")
    assert "game_ended" in [e["type"] for e in events[at:]]
    result = game.checked()
    assert result["winners"] == [1] and result["outcome"] == "played"
    assert_problem(game.decide({"type": "forfeit", "seat": 1}), 422, "R205")


def test_R205_a_forfeit_in_a_three_player_game_goes_on_without_the_seat(client):
    table = Directed(client, {"variant": "emotrions", "players": ["Ann", "Bob", "Cy"],
                              "seed": "three"})
    table.decided({"type": "forfeit", "seat": 2})
    view = table.view().get_json()
    assert view["status"] == "active" and 2 not in view["to_act"]


# -- R201: the correction period -----------------------------------------------------------------


def test_R201_decisions_after_the_correction_period_are_refused(client):
    table = Directed(client, {**VARIANTS["pareo"], "correction_minutes": 0})
    table.decided({"type": "penalty", "seat": 0, "points": 1})  # while the game is on
    table.resign(0)
    assert table.result()["result"]["final"] is True
    for decision in DECISIONS:
        response = table.decide(decision)
        assert response.status_code in (409, 400), response.get_json()
        if response.status_code == 409:
            assert_problem(response, 409, "R201")
    open_one = Directed(client, VARIANTS["pareo"])
    open_one.resign(0)
    assert open_one.result()["result"]["final"] is False  # 30 minutes by default


def test_R201_the_default_period_comes_from_the_configuration(redis_store):
    from referee import create_app
    from referee.config import Settings

    assert Settings.from_env({"REFEREE_CORRECTION_MINUTES": "0"}).correction_minutes == 0
    app = create_app(Settings(correction_minutes=0), store=redis_store)
    table = Directed(app.test_client(), VARIANTS["pareo"])
    table.resign(1)
    assert_problem(table.decide({"type": "annul"}), 409, "R201")


# -- verification: tampered records --------------------------------------------------------------


def _penalised(client) -> tuple[Directed, dict[str, Any]]:
    table = Directed(client, VARIANTS["emotrions"])
    table.decided({"type": "penalty", "seat": 0, "points": 4})
    assert _call(table, table.seats[0]).status_code == 201
    table.resign(1)
    table.decided({"type": "penalty", "seat": 1, "points": 2})
    return table, table.record()


def test_a_decisions_points_changed_are_named_by_verify(client):
    _, record = _penalised(client)
    record["decisions"][0]["points"] = 1
    verdict = verify(record)
    assert not verdict["valid"] and verdict["discrepancy"]["at"] == "decisions[0]"
    # Changed in the events too: the stated result no longer holds.
    for event in record["events"]:
        if event["type"] == "decision" and event["decision"]["id"] == "d1":
            event["decision"]["points"] = 1
    verdict = verify(record)
    assert not verdict["valid"] and verdict["discrepancy"]["at"] == "result.scores"


def test_a_forged_call_is_named_by_verify(client):
    _, record = _penalised(client)
    assert record["calls"][0]["seat"] == 0
    record["calls"][0]["seat"] = 1
    assert verify(record)["discrepancy"]["at"] == "calls[0]"
    del record["calls"][0]
    assert not verify(record)["valid"]


def test_a_removed_decision_is_named_by_verify(client):
    table, record = _penalised(client)
    del record["decisions"][1]
    assert verify(record)["discrepancy"]["at"].startswith("events[")
    record["events"] = [e for e in record["events"]
                        if not (e["type"] == "decision" and e["decision"]["id"] == "d2")]
    verdict = verify(record)
    assert not verdict["valid"] and verdict["discrepancy"]["at"] in ("result.scores",
                                                                      "result.decisions")
    signed = table.result()
    answer = client.post("/v1/results/verify", json={"result": signed, "record": record})
    assert not answer.get_json()["valid"]


def test_a_forged_award_is_named_by_verify(client):
    table = Directed(client, VARIANTS["four-aces"])
    table.decided({"type": "award", "winners": [0]})
    record = table.record()
    record["decisions"][0]["winners"] = [5]
    for event in record["events"]:
        if event["type"] == "decision":
            event["decision"]["winners"] = [5]
    verdict = verify(record)
    assert verdict["discrepancy"]["at"] == "decisions[0]" and verdict["discrepancy"]["rule"] == "G1"


# -- concurrency ---------------------------------------------------------------------------------


def _race_once(app) -> None:
    client = app.test_client()
    table = Directed(client, VARIANTS["pareo"])
    move = table.legal(0)[0]
    replies: dict[str, Any] = {}
    start = threading.Barrier(2)

    def play():
        start.wait()
        replies["move"] = table.move(0, move, {"If-Match": '"1"'})

    def decide():
        start.wait()
        replies["decision"] = table.decide({"type": "award", "winners": [1]},
                                           headers={"If-Match": '"1"'})

    threads = [threading.Thread(target=play), threading.Thread(target=decide)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    codes = sorted([replies["move"].status_code, replies["decision"].status_code])
    assert codes in ([200, 412], [201, 412]), codes
    view = table.view().get_json()
    assert view["version"] == 2  # exactly one change, nothing half-applied
    won = "decision" if replies["decision"].status_code == 201 else "move"
    assert (view["status"] == "finished") == (won == "decision")
    assert len(view["decisions"]) == (1 if won == "decision" else 0)


def test_a_decision_racing_a_move_on_the_same_version_one_wins(app):
    for _ in range(4):
        _race_once(app)


def test_a_decision_without_if_match_retries_cleanly_after_a_move(client):
    table = Directed(client, VARIANTS["pareo"])
    table.move(0, table.legal(0)[0])
    reply = table.decided({"type": "penalty", "seat": 0, "points": 1})
    assert reply["version"] == 3 and reply["decision"]["version"] == 3


def test_a_decision_with_an_idempotency_key_is_applied_once(client):
    table = Directed(client, VARIANTS["pareo"])
    headers = {"Idempotency-Key": "one-penalty"}
    first = table.decide({"type": "penalty", "seat": 0, "points": 1}, headers=headers)
    again = table.decide({"type": "penalty", "seat": 0, "points": 1}, headers=headers)
    assert first.status_code == again.status_code == 201
    assert again.headers["Idempotent-Replayed"] == "true"
    assert first.get_json() == again.get_json()
    assert len(table.view().get_json()["decisions"]) == 1


# -- G3: no hidden card --------------------------------------------------------------------------


def _hidden_cards(table: Directed) -> dict[int, list[str]]:
    """Each seat's hand as that seat sees it."""
    return {seat: table.view(seat).get_json()["hands"][seat]["cards"]
            for seat in range(len(table.seats))}


def test_G3_decisions_and_calls_never_show_a_hidden_card(client):
    table = Directed(client, {"variant": "emotrions", "players": ["Ann", "Bob"],
                              "deal": DEAL_2P})
    table.decided({"type": "penalty", "seat": 0, "points": 1})
    call = client.post(f"/v1/games/{table.id}/director-calls", json={"message": "slow play"},
                       headers=bearer(table.seats[1]))
    assert call.status_code == 201, call.get_json()
    hands = _hidden_cards(table)
    for viewer in (None, 0, 1):
        events = table.events(viewer)
        for event in events:
            if event["type"] in ("decision", "director_called"):
                text = str(event)
                for seat, cards in hands.items():
                    if seat != viewer:
                        assert not any(f"'{card}'" in text for card in cards), text
            if event["type"] == "director_called":
                assert event["call"] == {"id": "c1", "seat": 1}  # R210: never the message
        listed = client.get(f"/v1/games/{table.id}/decisions",
                            headers=bearer(None if viewer is None else table.seats[viewer]))
        assert listed.status_code == 200
    # The message reaches only the director and the caller.
    mine = client.get(f"/v1/games/{table.id}/director-calls", headers=bearer(table.seats[1]))
    theirs = client.get(f"/v1/games/{table.id}/director-calls", headers=bearer(table.seats[0]))
    everything = client.get(f"/v1/games/{table.id}/director-calls",
                            headers=bearer(table.director))
    assert [c["message"] for c in mine.get_json()["calls"]] == ["slow play"]
    assert theirs.get_json()["calls"] == []
    assert [c["seat"] for c in everything.get_json()["calls"]] == [1]
    assert "slow play" not in str(table.events(None)) + str(table.events(0))
    assert "slow play" not in str(table.view(0).get_json()) + str(table.view().get_json())
    table.resign(0)
    assert "slow play" not in str(table.record())  # the finished record shows every event
    table.checked()


# -- R206, R207: pause, resume, extend -----------------------------------------------------------


class FakeClock:
    """The service's clock, moved by hand."""

    def __init__(self, now: float = 1_800_000_000.0):
        self.now = now

    def __call__(self) -> float:
        return self.now


@pytest.fixture
def clock(app):
    fake = FakeClock()
    app.extensions["referee"].clock = fake
    return fake


def _remaining(view: dict[str, Any]) -> list[tuple[int, bool]]:
    return [(s["remaining_ms"], s["running"]) for s in view["clocks"]["seats"]]


def test_R206_a_pause_stops_the_clocks_and_refuses_moves_until_resumed(client, clock):
    table = Directed(client, {**VARIANTS["pareo"], "clock": {"total": 60}})
    move = table.legal(0)[0]
    clock.now += 10
    table.decided({"type": "pause"})
    assert table.view().get_json()["paused"] is True
    clock.now += 3600  # an hour paused: nobody's clock runs out, no forfeit
    view = table.view().get_json()
    assert view["status"] == "active" and _remaining(view)[0] == (50_000, False)
    assert_problem(table.move(0, move), 409, "R206")
    assert "decision" in _types(table)
    table.decided({"type": "resume"})
    clock.now += 5
    view = table.view().get_json()
    assert view["paused"] is False and _remaining(view)[0] == (45_000, True)
    assert table.move(0, move).status_code == 200
    assert_problem(table.decide({"type": "resume"}), 422, "R206")


def test_R206_no_computer_player_moves_while_paused(client, clock):
    table = Directed(client, {"variant": "emotrions", "players": ["Ann", "Bob", "Cy"],
                              "seed": "bots", "leader": 0, "clock": {"total": 600},
                              "bots": {"1": "random", "2": "random"}})
    table.decided({"type": "pause"})
    # Ann forfeits while paused: the turn goes to a bot, which waits for the resume.
    table.decided({"type": "forfeit", "seat": 0})
    waiting = table.view().get_json()
    assert waiting["to_act"] and waiting["to_act"][0] in (1, 2)
    assert table.view().get_json()["version"] == waiting["version"]
    table.decided({"type": "resume"})
    # The bots move in the background once resumed (R280): their job was queued by the resume.
    until(lambda: table.view().get_json()["version"] > waiting["version"] + 1, 10)
    assert any(e.get("bot") for e in table.events() if e["type"] == "move")


def test_R206_R207_pause_and_extend_need_a_clock(client):
    table = Directed(client, VARIANTS["four-aces"])
    assert_problem(table.decide({"type": "pause"}), 422, "R206")
    assert_problem(table.decide({"type": "extend", "seat": 0, "seconds": 9}), 422, "R207")


def test_R207_an_extension_adds_time_to_the_seats_clock(client, clock):
    table = Directed(client, {**VARIANTS["pareo"], "clock": {"total": 60}})
    table.decided({"type": "extend", "seat": 1, "seconds": 30})
    assert _remaining(table.view().get_json())[1] == (90_000, False)
    per_move = Directed(client, {**VARIANTS["pareo"], "clock": {"per_move": 20}})
    per_move.decided({"type": "extend", "seat": 0, "seconds": 15})
    assert _remaining(per_move.view().get_json())[0] == (35_000, True)
    assert_problem(per_move.decide({"type": "extend", "seat": 1, "seconds": 15}), 422, "R207")
    per_move.resign(0)
    per_move.checked()


def test_R201_the_period_closes_on_the_service_clock(client, clock):
    table = Directed(client, {**VARIANTS["pareo"], "correction_minutes": 10})
    table.resign(0)
    clock.now += 9 * 60
    table.decided({"type": "penalty", "seat": 1, "points": 1})
    assert table.result()["result"]["final"] is False
    clock.now += 61
    assert_problem(table.decide({"type": "penalty", "seat": 1, "points": 1}), 409, "R201")
    assert table.result()["result"]["final"] is True


# -- R208: corrections of a scorekeeper game -----------------------------------------------------


class Scorekept(Directed):
    def __init__(self, client, variant: str = "pareo"):
        super().__init__(client, {**VARIANTS[variant], "deal": "table"})
        self.seed = None

    def table_moves(self) -> list[dict[str, Any]]:
        response = self.client.get(f"/v1/games/{self.id}/legal-moves",
                                   headers=bearer(self.table))
        return response.get_json()["moves"]

    def report(self, move: dict[str, Any]) -> dict[str, Any]:
        response = self.client.post(f"/v1/games/{self.id}/moves", json=move,
                                    headers=bearer(self.table))
        assert response.status_code == 200, response.get_json()
        return response.get_json()


def test_R208_a_correction_replaces_the_move_and_replays_the_later_ones(client):
    table = Scorekept(client, "emotrions")
    first = table.table_moves()
    table.report(first[0])
    second = table.table_moves()[0]
    table.report(second)
    before = table.view().get_json()["version"]
    # The first other stake under which the later move still fits.
    for other in first[1:]:
        reply = table.decide({"type": "correct", "version": 2, "move": other})
        if reply.status_code == 201:
            break
        assert_problem(reply, 422)
    decision = reply.get_json()["decision"]
    assert decision["corrected_version"] == 2 and "move" not in decision
    # The same game reported with the corrected move is where the corrected game stands.
    twin = Scorekept(client, "emotrions")
    twin.report(other)
    twin.report(second)
    assert _public(table.view(None).get_json()) == _public(twin.view(None).get_json())
    assert table.view().get_json()["version"] == before + 1
    # The table (which sees everything) sees the correction's move; a spectator does not.
    seen = client.get(f"/v1/games/{table.id}/decisions", headers=bearer(table.table))
    assert seen.get_json()["decisions"][0]["move"] == {k: v for k, v in other.items()
                                                       if k != "seat"}
    assert "move" not in client.get(f"/v1/games/{table.id}/decisions").get_json()[
        "decisions"][0]
    # An undo now takes back the replayed later move; the corrected one stands.
    undo = client.post(f"/v1/games/{table.id}/moves", json={"type": "undo"},
                       headers=bearer(table.table))
    assert undo.status_code == 200, undo.get_json()
    twin_undo = client.post(f"/v1/games/{twin.id}/moves", json={"type": "undo"},
                            headers=bearer(twin.table))
    assert twin_undo.status_code == 200
    assert _public(table.view(None).get_json()) == _public(twin.view(None).get_json())
    table.report({"type": "resign", "seat": 0})
    table.checked()


def _public(view: dict[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in view.items() if k in ("phase", "to_act", "scores", "hands",
                                                   "status", "winners")}


def test_R208_a_correction_that_no_longer_replays_is_refused_naming_the_move(client):
    table = Scorekept(client)
    table.report(table.table_moves()[0])
    table.report(table.table_moves()[0])
    before = table.view().get_json()
    # Seat 0 resigning at version 2 ends the game: the move at version 3 no longer fits.
    body = assert_problem(table.decide({"type": "correct", "version": 2,
                                        "move": {"type": "resign", "seat": 0}}), 422, "G6")
    assert "version 3" in body["detail"]
    body = assert_problem(table.decide({"type": "correct", "version": 2,
                                        "move": {"type": "resign", "seat": 1}}), 422)
    assert "version 2" in body["detail"] or "version 3" in body["detail"]
    assert_problem(table.decide({"type": "correct", "version": 9,
                                 "move": table.table_moves()[0]}), 422, "R208")
    assert table.view().get_json() == before  # nothing changed
    plain = Directed(client, VARIANTS["pareo"])
    assert_problem(plain.decide({"type": "correct", "version": 2,
                                 "move": {"type": "resign", "seat": 0}}), 422, "R208")


def test_R208_a_forged_correction_is_named_by_verify(client):
    table = Scorekept(client)
    first = table.table_moves()
    table.report(first[0])
    table.decided({"type": "correct", "version": 2, "move": first[1]})
    table.report({"type": "resign", "seat": 1})
    record = table.record()
    assert verify(record)["valid"]
    record["decisions"][0]["corrected_version"] = 5
    assert verify(record)["discrepancy"]["at"] == "decisions[0]"


def test_the_director_token_reads_as_a_spectator_and_never_moves(client):
    table = Scorekept(client)
    view = client.get(f"/v1/games/{table.id}", headers=bearer(table.director))
    assert view.status_code == 200 and view.get_json()["role"] == "spectator"
    move = client.post(f"/v1/games/{table.id}/moves", json=table.table_moves()[0],
                       headers=bearer(table.director))
    assert_problem(move, 403)


# -- R209: calls ---------------------------------------------------------------------------------


def _call(table: Directed, token: str | None, message: str = "please come"):
    return table.client.post(f"/v1/games/{table.id}/director-calls", json={"message": message},
                             headers=bearer(token))


def test_R209_a_seat_calls_at_most_three_times_a_minute(client):
    table = Directed(client, VARIANTS["pareo"])
    for n in range(3):
        reply = _call(table, table.seats[0])
        assert reply.status_code == 201, reply.get_json()
        assert reply.get_json()["call"]["id"] == f"c{n + 1}"
    refused = _call(table, table.seats[0])
    assert_problem(refused, 429)
    assert int(refused.headers["Retry-After"]) >= 1
    assert _call(table, table.seats[1]).status_code == 201  # per seat
    assert _call(table, table.table).get_json()["call"]["seat"] is None
    assert_problem(_call(table, None), 401)
    assert_problem(_call(table, table.director), 403)
    plain = Table(client, VARIANTS["pareo"])
    assert_problem(client.post(f"/v1/games/{plain.id}/director-calls",
                               json={"message": "x"}, headers=bearer(plain.seats[0])), 403)
    assert [e["type"] for e in table.events()].count("director_called") == 5


def test_R209_concurrent_calls_of_one_seat_accept_exactly_the_limit(app):
    # The count is the game's own calls, checked in the commit that adds one: of 20 calls at
    # once, the compare-and-set lets 3 through and each other one sees them (a lost race is
    # retried, and only 3 commits can ever win one).
    table = Directed(app.test_client(), VARIANTS["pareo"])
    start = threading.Barrier(20)
    statuses: list[int] = []

    def call() -> None:
        client = app.test_client()
        start.wait()
        statuses.append(client.post(f"/v1/games/{table.id}/director-calls",
                                    json={"message": "now"},
                                    headers=bearer(table.seats[0])).status_code)

    threads = [threading.Thread(target=call) for _ in range(20)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert sorted(statuses) == [201] * 3 + [429] * 17
    assert [e["type"] for e in table.events()].count("director_called") == 3


def test_director_webhooks_calls_amended_and_final_results(redis_url):
    from tests.lifecycle.test_notify import SECRET, Receiver
    from tests.support.tournament import tournament_app

    app = tournament_app(redis_url, webhook_allow_loopback=True, webhook_backoff=0.05)
    results, calls = Receiver(), Receiver()
    try:
        client = app.test_client()
        table = Directed(client, {**VARIANTS["pareo"], "correction_minutes": 0,
                                  "webhook": results.url, "webhook_secret": SECRET,
                                  "director_webhook": calls.url,
                                  "director_webhook_secret": SECRET})
        assert _call(table, table.seats[1], "my opponent is slow").status_code == 201
        called = calls.bodies(1)[0]
        assert (called["type"], called["call"]["seat"], called["call"]["message"]) == (
            "director_called", 1, "my opponent is slow")
        table.resign(0)
        kinds = sorted(body["type"] for body in results.bodies(2))
        assert kinds == ["game_ended", "result_final"]
        final = [b for b in results.bodies(2) if b["type"] == "result_final"][0]
        assert final["signed_result"]["result"]["final"] is True
        # With a period: a decision after the end sends the amended result.
        other = Directed(client, {**VARIANTS["pareo"], "webhook": results.url,
                                  "webhook_secret": SECRET})
        other.resign(1)
        other.decided({"type": "penalty", "seat": 0, "points": 2})
        bodies = results.bodies(4)[2:]
        amended = [b for b in bodies if b["type"] == "result_amended"][0]
        assert amended["signed_result"]["result"]["decisions"] == [{"id": "d1",
                                                                    "type": "penalty"}]
    finally:
        app.extensions["referee.tournament"].deliverer.close()
        results.close()
        calls.close()


def test_referee_verify_replays_a_record_with_decisions(client, tmp_path, capsys):
    from referee.cli import main

    table, record = _penalised(client)
    path = tmp_path / "record.json"
    import json

    path.write_text(json.dumps(record))
    assert main(["verify", str(path)]) == 0
    record["decisions"][1]["points"] = 7
    path.write_text(json.dumps(record))
    assert main(["verify", str(path)]) == 1
    assert "decisions[1]" in capsys.readouterr().out


def test_G3_the_suites_leak_check_holds_over_a_game_with_decisions(app, client):
    """tests/engine/test_pareo_playout.py's G3 check (views list exactly the cards each may
    see; no event shows a card publicly where it is not public) over a Pareo game with calls,
    penalties, pauses and a forfeit, each decision's and call's event as the service stored
    it."""
    from types import SimpleNamespace

    import orjson

    from tests.engine.test_pareo_playout import check_no_leak

    table = Directed(client, {**VARIANTS["pareo"], "clock": {"total": 600}})
    service = app.extensions["referee"]
    checked = len(table.events())  # the deal's events: checked against the hands as dealt
    for _ in range(3):
        seat = table.view().get_json()["to_act"][0]
        table.move(seat, table.legal(seat)[0])
        assert _call(table, table.seats[seat], "a question").status_code == 201
        table.decided({"type": "penalty", "seat": seat, "points": 1})
        table.decided({"type": "pause"})
        table.decided({"type": "resume"})
        game = service.load(table.id)
        stored = [orjson.loads(raw) for raw in service.log(game, checked)]
        checked += len(stored)
        assert {e["type"] for e in stored} >= {"decision", "director_called"}
        # The service's own move events carry the move as their seat's secret (not the
        # engine's events this check reads): the director's events are checked, and every view.
        mine = [e for e in stored if e["type"] in ("decision", "director_called")]
        check_no_leak(game.variant, game.state,
                      [SimpleNamespace(to_dict=lambda e=e: e) for e in mine])
    table.decided({"type": "forfeit", "seat": 0})
    table.checked()


# -- R212: the director's end is an end ---------------------------------------------------------


@pytest.mark.parametrize("decision", [{"type": "award", "winners": [1]}, {"type": "annul"}])
def test_R212_a_game_the_director_ended_has_its_rematch(client, decision):
    table = Directed(client, VARIANTS["pareo"])
    rematch = f"/v1/games/{table.id}/rematch"
    assert_problem(client.post(rematch, headers=bearer(table.table)), 409)  # still on
    table.decided(decision)
    response = client.post(rematch, headers=bearer(table.table))
    assert response.status_code == 201, response.get_json()
    again = response.get_json()
    assert again["view"]["rematch_of"] == table.id and again["view"]["status"] == "active"
    assert "director" not in again["tokens"]  # the table's holder gets no director's token
    assert table.view().get_json()["rematch"] == again["id"]


ENDS = {"award": [{"type": "award", "winners": [0]}],
        "a penalty after the rules' end": [{"type": "penalty", "seat": 1, "points": 1}]}


@pytest.mark.parametrize("end", list(ENDS))
def test_R212_the_spectator_delay_is_lifted_at_the_directors_end(client, end):
    table = Directed(client, {**VARIANTS["emotrions"], "spectator_delay": 3})
    for _ in range(4):
        view = table.view(0).get_json()
        seat = view["to_act"][0]
        assert table.move(seat, table.legal(seat)[0]).status_code == 200
    assert len(table.events()) < len(table.events(0))  # 3 moves behind while the game is on
    if end != "award":
        table.resign(1)
    for decision in ENDS[end]:
        table.decided(decision)
    assert table.events()[-1]["type"] == "decision"
    assert len(table.events()) == len(table.events(0))  # everything, the decisions included
