"""A tournament over real HTTP, against gunicorn with three workers on a real Redis: the
director's two simultaneous round creations land in different processes and make one round
(R141's idempotency key, held in the store, not in a process), and standings read while the
round's last game ends never count half a round (R239), whichever process answers."""

from __future__ import annotations

import random
import threading
import uuid

import pytest

from tests.support.live import Server, request, simultaneously

PLAYERS = [{"id": f"P-{i}", "name": f"Player {i}"} for i in range(1, 5)]


@pytest.fixture(scope="module")
def server(redis_url):
    live = Server({"REDIS_URL": redis_url, "REFEREE_KEY_PREFIX": f"test-{uuid.uuid4().hex[:12]}",
                   "REFEREE_LOG_LEVEL": "WARNING", "REFEREE_RATE_LIMIT_CLIENT": "100000/minute"},
                  workers=3).start()
    yield live
    live.stop()


def tournament(url: str) -> tuple[str, str]:
    status, _, made = request("POST", url + "/v1/tournaments", {
        "name": "Live", "variant": "pareo", "players": PLAYERS, "seed": "live-cup",
        "correction_minutes": 30})
    assert status == 201, made
    return made["id"], made["director_token"]


def move_once(url: str, game: str, seats: list[str], pick: random.Random) -> bool:
    """One legal move of the seat to act, over HTTP; False when the game has ended."""
    for token in seats:
        status, _, legal = request("GET", f"{url}/v1/games/{game}/legal-moves", token=token)
        assert status == 200, legal
        if legal["moves"]:
            status, _, reply = request("POST", f"{url}/v1/games/{game}/moves",
                                       pick.choice(legal["moves"]), token=token)
            assert status == 200, reply
            return True
    return False


def test_two_round_creations_at_once_in_different_processes_make_one_round(server):
    tid, director = tournament(server.url)
    body = {"tables": [["P-1", "P-2"], ["P-3", "P-4"]]}
    headers = {"Idempotency-Key": "round-1"}
    replies = simultaneously([
        lambda: request("POST", f"{server.url}/v1/tournaments/{tid}/rounds", body,
                        token=director, headers=headers) for _ in range(4)])
    assert [status for status, _, _ in replies] == [201] * 4, replies
    assert len({str(reply) for _, _, reply in replies}) == 1
    assert sorted(h.get("Idempotent-Replayed", "") for _, h, _ in replies) == [
        "", "true", "true", "true"]
    status, _, view = request("GET", f"{server.url}/v1/tournaments/{tid}")
    assert status == 200 and len(view["rounds"]) == 1
    made = {table["game"] for table in replies[0][2]["tables"]}
    status, _, listed = request("GET", f"{server.url}/v1/games?tag=tournament:{tid}")
    assert {game["id"] for game in listed["games"]} == made  # the others' games were removed


def test_standings_read_while_the_round_ends_never_count_half_a_round(server):
    tid, director = tournament(server.url)
    status, _, made = request("POST", f"{server.url}/v1/tournaments/{tid}/rounds",
                              {"tables": [["P-1", "P-2"], ["P-3", "P-4"]]}, token=director)
    assert status == 201, made
    first, last = made["tables"]
    pick = random.Random("live-round")
    while move_once(server.url, first["game"], first["seat_tokens"], pick):
        pass

    # Three readers read the standings throughout the last table's game, in whichever worker
    # answers: before its end none counts round 1 (one of its two games has ended), after it
    # every one counts both.
    ended = threading.Event()
    readings: list[tuple[int, object]] = []

    def read() -> None:
        after_end = 0
        while after_end < 5:
            after_end += ended.is_set()
            status, _, body = request("GET", f"{server.url}/v1/tournaments/{tid}/standings")
            readings.append((status, body))

    readers = [threading.Thread(target=read) for _ in range(3)]
    for reader in readers:
        reader.start()
    while move_once(server.url, last["game"], last["seat_tokens"], pick):
        pass
    ended.set()
    for reader in readers:
        reader.join(60)

    both = {first["game"], last["game"]}
    counted_rounds = []
    for status, body in readings:
        if status == 409:  # no round has ended yet (R239)
            assert body["rule"] == "R239", body
            counted_rounds.append(0)
            continue
        assert status == 200, body
        standings = body["standings"]
        games = {result["game"] for result in standings["results"]}
        assert games in (set(), both), standings  # never one game of the round's two
        counted_rounds.append(standings["after_round"] or 0)
    assert counted_rounds[-1] == 1 and 0 in counted_rounds
