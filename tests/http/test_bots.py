"""Computer players at the table and hints, over HTTP on a real Redis (docs/bots.md):
a bot moves in the background once a request hands it the turn (R280; in the reply with
``Prefer: wait``), from its seat's view only; its moves are
logged, streamed and recorded like any move and verify; hints are off where they must be, and
asking one never changes the game."""

from __future__ import annotations

import gc
import random

import pytest

from referee import create_app
from referee.config import Settings
from referee.core.auth import Caller
from referee.core.bots import COMMIT_RESERVE_MS, BotChain, think
from referee.storage.memory import MemoryStore
from tests.support.http import WAIT, Table, assert_problem, bearer, played_out
from tests.support.tournament import tournament_app
from variants.search import Budget

#: A pure iteration cap (no time limit): the bots' moves are a function of the game's seed.
BOTS = {"bot_budget_ms": 0, "bot_iterations": 8}

GAMES = [
    ("emotrions", 2, {}),
    ("emotrions", 3, {"forced_exchange": True, "exit": True}),
    ("emotrions", 4, {"covered": True, "winner_options": False}),
    ("pareo", 2, {}),
    ("four-aces", 2, {"mode": "duel"}),
    ("four-aces", 3, {"mode": "odd"}),
    ("four-aces", 4, {"mode": "teams"}),
]


@pytest.fixture(scope="module")
def app(redis_url):
    return tournament_app(redis_url, **BOTS)


@pytest.fixture
def client(app):
    return app.test_client()


def _played_out(table):
    """The view of a game of bots once its bots, in the background, have played it out."""
    return played_out(table.client, table.id)


def _body(variant, players, options, bots, **more):
    return {"variant": variant, "players": [f"P{i}" for i in range(players)],
            "options": options, "bots": bots, **more}


@pytest.mark.parametrize("variant,players,options", GAMES)
def test_a_game_of_bots_of_every_level_plays_to_its_end_in_the_background(client, variant,
                                                                         players, options):
    # Every seat a bot, each level at some seat: the creation answers at once
    # (docs/rulings/workers.md), at version 1, and the bots' jobs play the whole game.
    bots = {str(seat): ("random", "greedy", "strong")[seat % 3] for seat in range(players)}
    table = Table(client, _body(variant, players, options, bots, seed=f"all/{variant}"))
    assert table.created["version"] == 1
    view = _played_out(table)
    assert view["status"] == "finished" and view["winners"]
    assert view["bots"] == bots
    record = client.get(f"/v1/games/{table.id}/record").get_json()
    assert {m["bot"] for m in record["moves"]} == set(bots.values())
    assert all(m["bot"] == bots[str(m["seat"])] for m in record["moves"])
    verdict = client.post("/v1/records/verify", json=record).get_json()
    assert verdict["valid"] is True, verdict
    assert verdict["moves"] == len(record["moves"])


@pytest.mark.parametrize("level", ["random", "greedy", "strong"])
def test_a_player_against_a_bot_plays_to_the_end_and_the_record_verifies(client, level):
    table = Table(client, _body("pareo", 2, {}, {"1": level}, seed=f"human/{level}"), WAIT)
    pick = random.Random(level)
    for _ in range(500):
        view = table.view(0).get_json()
        if view["status"] == "finished":
            break
        # A bot never keeps the turn after a request: the human's move is always awaited.
        assert view["to_act"] == [0]
        response = table.move(0, pick.choice(table.legal(0)), WAIT)
        assert response.status_code == 200, response.get_json()
        assert response.headers["Preference-Applied"] == "wait=10"
        reply = response.get_json()
        # The bot's moves are in the reply's events (it waited for them), each version a move.
        bot_moves = [e for e in reply["events"] if e["type"] == "move" and e.get("bot")]
        assert all(e["seat"] == 1 and e["bot"] == level for e in bot_moves)
        assert reply["version"] == reply["events"][-1]["version"]
    assert view["status"] == "finished"
    events = table.events(0)
    assert [e["version"] for e in events if e["type"] == "move"] == list(
        range(2, 2 + sum(1 for e in events if e["type"] == "move")))
    record = client.get(f"/v1/games/{table.id}/record").get_json()
    assert client.post("/v1/records/verify", json=record).get_json()["valid"] is True


def test_a_bot_that_moves_first_moves_after_creation(client):
    # R280: the creation answers before the bot moves; with Prefer: wait, after it.
    body = _body("emotrions", 2, {}, {"0": "greedy"}, seed="first", leader=0)
    table = Table(client, body)
    assert table.created["view"]["to_act"] == [0] and table.created["version"] == 1
    table = Table(client, body, WAIT)
    view = table.created["view"]
    assert view["to_act"] == [1] and view["version"] > 1
    moves = [e for e in table.events(1) if e["type"] == "move"]
    assert moves and moves[0]["seat"] == 0 and moves[0]["bot"] == "greedy"


def test_a_seeded_game_with_bots_plays_identically(client):
    def played():
        table = Table(client, _body("emotrions", 2, {}, {"0": "strong", "1": "greedy"},
                                    seed="again"))
        _played_out(table)
        return [{k: v for k, v in e.items() if k != "at"} for e in table.events(None)]

    first, second = played(), played()
    assert first == second and first[-1]["type"] == "game_ended"


def test_R284_bots_played_by_reads_play_the_game_their_jobs_play(client):
    # R284: a bot awaited past the stall timeout is played by the next read (here at once,
    # one move a read: no worker takes the jobs). The game is the same game its jobs play.
    body = _body("pareo", 2, {}, {"0": "greedy", "1": "strong"}, seed="split")
    jobs = Table(client, body)
    assert _played_out(jobs)["status"] == "finished"
    whole = [{k: v for k, v in e.items() if k != "at"} for e in jobs.events(None)]
    reads = Table(create_app(Settings(**BOTS, bot_workers="external", bot_stall_seconds=0),
                             store=MemoryStore()).test_client(), body)
    for _ in range(1000):
        if reads.view().get_json()["status"] == "finished":
            break
    assert [{k: v for k, v in e.items() if k != "at"} for e in reads.events(None)] == whole


def test_the_bot_reads_its_seat_exactly_as_the_api_serves_it(app, client):
    # The bot's input is the seat's GET /v1/games/{id} and GET .../events, nothing else.
    table = Table(client, _body("emotrions", 3, {"covered": True}, {"2": "greedy"},
                                seed="reads", leader=0))
    table.move(0, table.legal(0)[0])
    service = app.extensions["referee"]
    game = service.load(table.id)
    seen = service.seen(game, 1)
    assert seen.view == table.view(1).get_json()
    assert list(seen.events) == table.events(1)
    assert "cards" not in seen.view["hands"][0] and "cards" not in seen.view["trick"][0]
    assert seen.view == game.view(Caller(seat=1))


def test_the_bot_moves_of_one_request_share_its_budgets():
    # BotChain: a bot's move begins when the move before it is stamped, and the k-th bot move
    # of a request is stamped k budgets after the chain began, so a move handing the turn to n
    # bots answers within n budgets; the clock is injected.
    now = [10.0]
    chain = BotChain(Budget(2000, 100.0), began=9.999, clock=lambda: now[0])
    # The person's move was stamped at 9.999: committing it and reading the first bot's view
    # took 3 ms, the first bot's.
    now[0] = 10.002
    assert chain.search_budget().millis == pytest.approx(100 - 3 - COMMIT_RESERVE_MS)
    # The first move was stamped at 180 ms (80 ms over); its commit and the second bot's
    # reading took 2 ms: the second gets what is left of two budgets, not its own 98 ms.
    now[0] = 10.179
    chain.stamped()
    now[0] = 10.181
    second = chain.search_budget()
    assert second.millis == pytest.approx(200 - 182 - COMMIT_RESERVE_MS)
    assert second.iterations == 2000
    # Caught up: stamped at 250 ms, the third's own budget (99 ms left) is more than the
    # chain's (49 ms).
    now[0] = 10.249
    chain.stamped()
    now[0] = 10.250
    assert chain.search_budget().millis == pytest.approx(300 - 251 - COMMIT_RESERVE_MS)
    # Behind by more than a budget: nothing to search with; the favourite is played at once.
    now[0] = 10.499
    chain.stamped()
    now[0] = 10.500
    assert chain.search_budget().millis == 0.0
    # Ahead of the chain (quick moves), a bot gets its own budget, never more; by default a
    # chain begins when it is made.
    quick = BotChain(Budget(2000, 100.0), clock=lambda: now[0])
    now[0] = 10.503
    assert quick.search_budget().millis == pytest.approx(100 - 3 - COMMIT_RESERVE_MS)
    now[0] = 10.520
    quick.stamped()
    now[0] = 10.522
    assert quick.search_budget().millis == pytest.approx(100 - 2 - COMMIT_RESERVE_MS)
    # An iteration cap alone (REFEREE_BOT_BUDGET_MS=0) has no deadline to share.
    assert BotChain(Budget(8, None)).search_budget() == Budget(8, None)


def test_no_garbage_collection_runs_inside_a_bot_move_where_its_clock_cannot_see_it(app, client,
                                                                                    monkeypatch):
    # BotChain's budget ends at the stamp: from the search to the stamp the collector is
    # paused (what falls due runs in the commit, inside the next move's budget), and it is on
    # again once the request is answered. A spy records the collector's switch at each apply.
    table = Table(client, _body("pareo", 2, {}, {"1": "strong"}, seed="collector"))
    variant = app.extensions["referee"].load(table.id).variant
    switches = []

    def apply(state, move):
        switches.append((move.seat, gc.isenabled()))
        return type(variant).apply(variant, state, move)

    monkeypatch.setattr(variant, "apply", apply)
    assert gc.isenabled()
    seat = table.created["view"]["to_act"][0]
    assert seat == 0
    assert table.move(0, table.legal(0)[0], WAIT).status_code == 200
    assert switches[0] == (0, True)  # the person's move: the collector runs as ever
    bot = [on for mover, on in switches[1:] if mover == 1]
    assert bot and not any(on for on in bot)  # the bot's search and its move
    assert gc.isenabled()


def test_a_bot_whose_request_is_out_of_time_plays_without_searching(app, client):
    table = Table(client, _body("pareo", 2, {}, {}, seed="spent"))
    service = app.extensions["referee"]
    game = service.load(table.id)
    seat = game.variant.to_act(game.state)[0]
    now = [0.0]
    spent = BotChain(Budget(2000, 100.0), clock=lambda: now[0])
    now[0] = 0.3  # the chain's first budget went on what came before
    late = think(game.variant, service.seen(game, seat), "strong", random.Random(0), spent)
    assert late.iterations == 0 and late.move in game.variant.legal_moves(game.state, seat)
    fresh = think(game.variant, service.seen(game, seat), "strong", random.Random(0),
                  BotChain(service.bot_budget))
    assert fresh.iterations == BOTS["bot_iterations"]


def test_R130_a_scorekeeper_game_has_no_bots_and_no_hints(client):
    response = client.post("/v1/games", json={**_body("emotrions", 2, {}, {"1": "strong"}),
                                              "deal": "table"})
    assert_problem(response, 422, "R130")
    table = Table(client, {**_body("emotrions", 2, {}, {}), "deal": "table"})
    hint = client.get(f"/v1/games/{table.id}/hint", headers=bearer(table.seats[0]))
    assert_problem(hint, 422, "R130")


@pytest.mark.parametrize("bots", [{"1": "genius"}, {"seat": "strong"}, {"6": "strong"}])
def test_bad_bot_fields_are_400_with_field_errors(client, bots):
    response = client.post("/v1/games", json=_body("emotrions", 2, {}, bots))
    body = assert_problem(response, 400)
    assert "bots" in body["errors"]


def test_a_bot_at_a_seat_the_game_lacks_is_422(client):
    # The contract allows seats 0-5 (R120: never a 400); a 2-player game has no seat 2.
    response = client.post("/v1/games", json=_body("emotrions", 2, {}, {"2": "strong"}))
    assert assert_problem(response, 422, "G1")["field"] == "bots.2"


# -- hints ------------------------------------------------------------------------------------


def _hint(client, table, seat):
    return client.get(f"/v1/games/{table.id}/hint", headers=bearer(table.seats[seat]))


def test_a_hint_is_a_ready_to_send_move_for_the_seat_to_move(client):
    table = Table(client, _body("emotrions", 2, {}, {}, seed="hint", leader=0))
    response = _hint(client, table, 0)
    assert response.status_code == 200, response.get_json()
    hint = response.get_json()
    assert hint["seat"] == 0 and hint["level"] == "strong" and hint["version"] == 1
    assert hint["move"] in table.legal(0)
    assert hint["candidates"][0]["move"] == hint["move"]
    assert all(0 <= c["win_rate"] <= 1 for c in hint["candidates"])
    assert table.move(0, hint["move"]).status_code == 200
    # G6: not the seat's turn.
    assert_problem(_hint(client, table, 0), 409, "G6")
    # No token, or a spectator's: 401.
    assert client.get(f"/v1/games/{table.id}/hint").status_code == 401


def test_a_hint_never_changes_the_game(client):
    # The same seeded game with a bot, once with a hint asked before every move: the same
    # versions, the same events, the same end.
    def played(ask):
        table = Table(client, _body("pareo", 2, {}, {"1": "strong"}, seed="unchanged"), WAIT)
        pick = random.Random("unchanged")
        for _ in range(300):
            view = table.view(0).get_json()
            if view["status"] == "finished":
                break
            if ask:
                before = table.view(0).get_json()
                assert _hint(client, table, 0).status_code == 200
                after = table.view(0).get_json()
                assert after == before
            assert table.move(0, pick.choice(table.legal(0)), WAIT).status_code == 200
        return [{k: v for k, v in e.items() if k != "at"} for e in table.events(None)]

    assert played(ask=True) == played(ask=False)


@pytest.mark.parametrize("more", [{"hints": False}, {"tag": "spring-cup"}])
def test_R131_hints_are_off_when_asked_and_in_tournaments(client, more):
    table = Table(client, _body("emotrions", 2, {}, {}, seed="off", leader=0, **more))
    assert table.created["view"]["hints"] is False
    assert_problem(_hint(client, table, 0), 403, "R131")


def test_a_tagged_game_may_turn_hints_on(client):
    table = Table(client, _body("emotrions", 2, {}, {}, seed="on", leader=0, tag="club",
                                hints=True))
    assert _hint(client, table, 0).status_code == 200


def test_R131_a_batch_has_no_hints_and_may_seat_bots(client):
    game = _body("pareo", 2, {}, {"1": "greedy"}, seed="batch")
    response = client.post("/v1/batches", json={"games": [game]})
    assert response.status_code == 201, response.get_json()
    created = response.get_json()["games"][0]
    view = client.get(f"/v1/games/{created['id']}").get_json()
    assert view["hints"] is False and view["bots"] == {"1": "greedy"}
    hint = client.get(f"/v1/games/{created['id']}/hint",
                      headers=bearer(created["tokens"]["seats"][0]))
    assert_problem(hint, 403, "R131")


def test_R131_a_rematch_keeps_the_bots_and_the_hints(app, client):
    table = Table(client, _body("pareo", 2, {}, {"0": "random", "1": "random"}, seed="re",
                                hints=False))
    assert _played_out(table)["status"] == "finished"
    response = client.post(f"/v1/games/{table.id}/rematch", headers=bearer(table.table))
    assert response.status_code == 201, response.get_json()
    view = response.get_json()["view"]
    assert view["bots"] == {"0": "random", "1": "random"} and view["hints"] is False
    rematch = played_out(client, view["id"])  # two bots: the rematch plays itself out too
    assert rematch["status"] == "finished"
