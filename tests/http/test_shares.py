"""Fair shares (docs/rulings/shares.md): bot and hint work metered per token and per client address
in CPU time, over real HTTP (gunicorn) on Redis and on the in-memory store. Each budget here is 1
CPU-millisecond a minute, so one bot move or one hint spends it; the bots search by a pure
iteration cap (REFEREE_BOT_BUDGET_MS=0), so their moves are the game's seed's."""

from __future__ import annotations

import random
import uuid

import pytest

from referee.storage import rates
from referee.storage.keys import Keys
from referee.storage.redis_store import RedisStore
from tests.support.http import until
from tests.support.live import Server
from tests.support.live import request as call

#: Each bot move and hint costs many milliseconds of CPU at this iteration cap (tenths of a
#: second), far above the budget of 1, so a spent budget stays spent for most of a minute
#: (rates.spend): past the end of its window, until the cost has slid out of sight.
THINK = {"REFEREE_BOT_BUDGET_MS": "0", "REFEREE_BOT_ITERATIONS": "200"}


@pytest.fixture(params=["memory", "redis"])
def serve(request, redis_url):
    """Start gunicorn with the CPU budgets ``env`` on the parameter's store."""
    started: list[Server] = []

    def start(env: dict[str, str]) -> Server:
        store = {} if request.param == "memory" else {"REDIS_URL": redis_url}
        server = Server({**THINK, **store, **env, "REFEREE_LOG_LEVEL": "WARNING",
                         "REFEREE_KEY_PREFIX": f"test-{uuid.uuid4().hex[:12]}"}).start()
        started.append(server)
        return server

    yield start
    for server in started:
        server.stop()


def create(server: Server, bots: dict[str, str], seed: str, variant: str = "emotrions") -> dict:
    # Emotrions led by seat 0: its first move hands the turn to the bot at seat 1.
    leader = {"leader": 0} if variant == "emotrions" else {}
    status, _, body = call("POST", server.url + "/v1/games", {
        "variant": variant, "players": ["Ada", "Bea"], "bots": bots, "seed": seed, **leader})
    assert status == 201, body
    return body


def move(server: Server, game: dict, seat: int, pick: random.Random):
    # The reply waits for the bots' moves (R285): what they spent is spent when it answers.
    token = game["tokens"]["seats"][seat]
    _, _, legal = call("GET", f"{server.url}/v1/games/{game['id']}/legal-moves", token=token)
    return call("POST", f"{server.url}/v1/games/{game['id']}/moves",
                pick.choice(legal["moves"]), token=token, headers={"Prefer": "wait=5"})


def bot_moved(server: Server, game: dict, seat: int, reply: dict) -> None:
    """Wait until the bot ``reply``'s move handed the turn to has moved (at once when the reply
    waited for it, R285; later when its worker is slow to come, a bot process at niceness 19 on
    a busy machine). Its search is charged as it runs, before its move is committed (R283), so
    from then on the budgets have spent it, whatever the job's reservation still holds (R287).
    Read with ``seat``'s token: a read that plays a stalled bot (R284) bills the same budgets."""
    person = next(e["version"] for e in reply["events"] if e["type"] == "move" and not e.get("bot"))
    until(lambda: view(server, game, seat)["version"] > person)


def view(server: Server, game: dict, seat: int | None = None) -> dict:
    token = None if seat is None else game["tokens"]["seats"][seat]
    return call("GET", f"{server.url}/v1/games/{game['id']}", token=token)[2]


def events(server: Server, game: dict, seat: int) -> list[dict]:
    return call("GET", f"{server.url}/v1/games/{game['id']}/events?after=0",
                token=game["tokens"]["seats"][seat])[2]["events"]


def version(server: Server, game: dict) -> int:
    return view(server, game)["version"]


def hint(server: Server, game: dict, seat: int):
    return call("GET", f"{server.url}/v1/games/{game['id']}/hint",
                   token=game["tokens"]["seats"][seat])


def assert_spent(reply, scope: str) -> None:
    status, headers, body = reply
    assert status == 429, body
    assert int(headers["Retry-After"]) >= 1
    whose = {"token": "this token's", "client": "this client address's"}[scope]
    # R255, not R287: refused for what was spent, not for the work queued on top of it.
    assert f"bot and hint work has spent {whose} CPU budget" in body["detail"], body
    assert body["type"] == "urn:referee:problem:rate-limited" and body["rule"] == "R255"
    assert "at most 1 ms of CPU per 60 s" in body["detail"]


def test_R255_a_move_handing_the_turn_to_a_bot_past_the_token_budget_is_429(serve):
    server = serve({"REFEREE_CPU_BUDGET_TOKEN": "1", "REFEREE_CPU_BUDGET_CLIENT": "0"})
    game = create(server, {"1": "strong"}, "spent")
    pick = random.Random("spent")
    status, _, reply = move(server, game, 0, pick)
    assert status == 200
    bot_moved(server, game, 0, reply)
    before = version(server, game)
    assert_spent(move(server, game, 0, pick), "token")
    assert version(server, game) == before  # nothing was applied
    # Another token (another game's seat, the same client) has a budget of its own.
    other = create(server, {"1": "strong"}, "other")
    status, _, reply = move(server, other, 0, random.Random("other"))
    assert status == 200 and any(e.get("bot") == "strong" for e in reply["events"])


def test_R287_R256_admitted_bot_moves_are_played_past_a_spent_budget_the_next_move_waits(serve):
    # R283: the bots' jobs are paid by the move that handed them the turn; R287: the move's
    # bot work was admitted, so its jobs are played (R286 as amended) though the first spent
    # the budget, and charged; R255: the person's next move is then refused.
    server = serve({"REFEREE_CPU_BUDGET_TOKEN": "1", "REFEREE_CPU_BUDGET_CLIENT": "0",
                    "REFEREE_BOT_CLAIM_SECONDS": "0.1"})
    # In this seeded Pareo game the bot moves twice after the first move: the first spends
    # the budget, the second is played all the same.
    game = create(server, {"1": "strong"}, "spent", "pareo")
    pick = random.Random("spent")
    status, _, reply = move(server, game, 0, pick)
    assert status == 200
    bot_moved(server, game, 0, reply)
    until(lambda: view(server, game, 0)["to_act"] == [0])
    assert [e["type"] for e in events(server, game, 0) if e.get("bot")] == ["move", "move"]
    before = version(server, game)
    assert_spent(move(server, game, 0, pick), "token")
    assert version(server, game) == before  # nothing was applied


def test_R287_an_all_bot_game_admitted_is_finished_past_a_spent_budget(serve):
    server = serve({"REFEREE_CPU_BUDGET_TOKEN": "0", "REFEREE_CPU_BUDGET_CLIENT": "1",
                    "REFEREE_BOT_CLAIM_SECONDS": "0.1"})
    # A cost larger than the whole budget counts as the budget: admitted alone (R287); its
    # first bot move spends the budget, the game is played to its end all the same.
    status, _, game = call("POST", server.url + "/v1/games", {
        "variant": "pareo", "players": ["Ada", "Bea"], "bots": {"0": "strong", "1": "strong"},
        "seed": "all-bots"})
    assert status == 201, game
    until(lambda: view(server, game)["to_act"] == [])
    assert len([e for e in events(server, game, 0) if e.get("bot")]) > 2
    status, headers, body = call("POST", server.url + "/v1/games", {
        "variant": "pareo", "players": ["Ada", "Bea"], "bots": {"0": "strong", "1": "strong"},
        "seed": "next"})
    assert_spent((status, headers, body), "client")


def test_R255_the_client_budget_spans_its_tokens(serve):
    server = serve({"REFEREE_CPU_BUDGET_TOKEN": "0", "REFEREE_CPU_BUDGET_CLIENT": "1"})
    game = create(server, {"1": "strong"}, "client")
    status, _, reply = move(server, game, 0, random.Random("client"))
    assert status == 200
    bot_moved(server, game, 0, reply)
    # Another game's seat token, from the same address: its own token budget is off, the
    # address's is spent by the first token's bot.
    other = create(server, {"1": "strong"}, "client-2")
    assert_spent(move(server, other, 0, random.Random("client-2")), "client")
    # A creation whose bot moves first is refused before anything is stored.
    status, headers, body = call("POST", server.url + "/v1/games", {
        "variant": "pareo", "players": ["Ada", "Bea"], "bots": {"0": "strong", "1": "strong"},
        "seed": "first"})
    assert_spent((status, headers, body), "client")
    # Moves that make no bot think are not metered.
    plain = create(server, {}, "plain")
    assert move(server, plain, 0, random.Random("plain"))[0] == 200


def test_R257_a_hint_is_kept_per_version_and_asked_again_costs_nothing(serve):
    server = serve({"REFEREE_CPU_BUDGET_TOKEN": "0", "REFEREE_CPU_BUDGET_CLIENT": "1"})
    game = create(server, {}, "hint")
    seat = call("GET", f"{server.url}/v1/games/{game['id']}")[2]["to_act"][0]
    first = hint(server, game, seat)
    assert first[0] == 200, first[2]
    # The budget is spent, yet the same hint at the same version is served, the same reply.
    again = hint(server, game, seat)
    assert again[0] == 200 and again[2] == first[2]
    # A hint that must be thought is refused: the client's budget is spent.
    fresh = create(server, {}, "hint-2")
    seat = call("GET", f"{server.url}/v1/games/{fresh['id']}")[2]["to_act"][0]
    assert_spent(hint(server, fresh, seat), "client")


def test_R255_a_hint_of_another_token_is_its_own_budget(serve):
    server = serve({"REFEREE_CPU_BUDGET_TOKEN": "1", "REFEREE_CPU_BUDGET_CLIENT": "0"})
    game, other = create(server, {}, "mine"), create(server, {}, "theirs")
    seat = call("GET", f"{server.url}/v1/games/{game['id']}")[2]["to_act"][0]
    assert hint(server, game, seat)[0] == 200
    seat = call("GET", f"{server.url}/v1/games/{other['id']}")[2]["to_act"][0]
    assert hint(server, other, seat)[0] == 200


@pytest.mark.parametrize("stored, cost, now, wait", [
    (None, 0, 0, 0),                  # nothing spent: budget left
    (None, 10, 0, 60_001),            # 10 of 10 spent at once: this window and all of the next
    ((0, 5, 0), 0, 30_000, 0),        # half spent: left
    ((0, 20, 0), 0, 30_000, 30_000 + 30_001),  # twice over: half the next window too
    ((0, 20, 0), 0, 60_000, 30_001),  # the next window: 20 × (60-t)/60 < 10 from t = 30 s
    ((1, 4, 12), 0, 60_000, 30_001),  # 12 × (60-t)/60 + 4 < 10 from t = 30 s
])
def test_the_cost_weighted_window(stored, cost, now, wait):
    assert rates.spend(10, 60_000, now, stored, cost)[0] == wait


def test_both_stores_count_the_cost_weighted_window_alike(store):
    # The Lua script and the Python arithmetic: a look costs nothing, and twice the budget
    # spent keeps it spent for the rest of this window and half of the next (rates.spend).
    key = f"client:{uuid.uuid4().hex}"
    assert store.spend(key, 10, 60, 0) == 0
    assert store.spend(key, 10, 60, 4) == 0
    assert 30_000 < store.spend(key, 10, 60, 16) <= 90_001
    assert 30_000 < store.spend(key, 10, 60, 0) <= 90_001
    assert store.spend(f"token:{uuid.uuid4().hex}", 10, 60, 0) == 0



def test_R257_a_hint_lives_and_dies_with_its_game(store):
    game = uuid.uuid4().hex[:16]
    store.keep_hint(game, 1, 0, b'{"seat": 0}', 60)
    assert store.hint(game, 1, 0) is None  # no such game: nothing is kept
    store.create(game, b"snapshot", [], 30)
    assert store.hint(game, 1, 0) is None
    store.keep_hint(game, 1, 0, b'{"seat": 0}', 60)
    store.keep_hint(game, 1, 1, b'{"seat": 1}', 60)
    assert store.hint(game, 1, 0) == b'{"seat": 0}' and store.hint(game, 1, 1) == b'{"seat": 1}'
    assert store.hint(game, 2, 0) is None
    if isinstance(store, RedisStore):  # its time to live is cut to the game's
        assert 0 < store.client.pttl(Keys(store.prefix).hint(game, 1, 0)) <= 30_000
    # R90: deleted with its game, nothing of it stays.
    assert store.delete(game)
    assert store.hint(game, 1, 0) is None and store.hint(game, 1, 1) is None
