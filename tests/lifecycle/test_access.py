"""Invitations and seat tokens, deletion, listings by tag, rematches, API keys and CORS, over
HTTP on a real Redis (referee.core.lifecycle, referee.http.access; docs/rulings/lifecycle.md R90–R94)."""

from __future__ import annotations

import hashlib
import threading

import pytest

from referee.config import ConfigError, Settings
from tests.support.http import assert_problem, bearer
from tests.support.tournament import create, finish, tournament_app

GAME = {"variant": "emotrions", "players": ["Ann", "Bob", "Cy"], "seed": "lifecycle"}


def redeem(client, game_id: str, code: str):
    return client.post(f"/v1/games/{game_id}/invitations/redeem", json={"code": code})


def hands_seen(client, game_id: str, token: str | None) -> list[bool]:
    view = client.get(f"/v1/games/{game_id}", headers=bearer(token)).get_json()
    return ["cards" in hand for hand in view["hands"]]


# -- invitations ------------------------------------------------------------------------------


def test_an_organiser_invites_and_never_sees_a_hand(client):
    created = create(client, {**GAME, "invitations": True})
    game, tokens = created["id"], created["tokens"]
    # The organiser holds the table token and one code per seat, no seat token.
    assert set(tokens) == {"table", "invitations"} and len(tokens["invitations"]) == 3
    assert len(set(tokens["invitations"])) == 3
    table = tokens["table"]
    assert hands_seen(client, game, table) == [False, False, False]
    assert client.get(f"/v1/games/{game}", headers=bearer(table)).get_json()[
        "invitations_open"] == [0, 1, 2]
    # Until redeemed, a code is no token.
    assert_problem(client.get(f"/v1/games/{game}", headers=bearer(tokens["invitations"][0])), 401)

    seat_tokens = []
    for seat, code in enumerate(tokens["invitations"]):
        response = redeem(client, game, code)
        assert response.status_code == 200, response.get_json()
        assert response.headers["Cache-Control"] == "no-store"
        body = response.get_json()
        assert (body["game"], body["seat"]) == (game, seat)
        seat_tokens.append(body["token"])
        # A code works once.
        assert "redeemed already" in assert_problem(redeem(client, game, code), 401)["detail"]
    for seat, token in enumerate(seat_tokens):
        assert hands_seen(client, game, token) == [s == seat for s in range(3)]
    # The table token still sees no hand, nor any hidden card in the log or the record.
    assert hands_seen(client, game, table) == [False, False, False]
    view = client.get(f"/v1/games/{game}", headers=bearer(table)).get_json()
    assert view["invitations_open"] == [] and view["role"] == "table"
    log = client.get(f"/v1/games/{game}/events", headers=bearer(table)).get_json()["events"]
    spectator = client.get(f"/v1/games/{game}/events").get_json()["events"]
    assert log == spectator
    record = client.get(f"/v1/games/{game}/record", headers=bearer(table)).get_json()
    public = client.get(f"/v1/games/{game}/record").get_json()
    assert record.pop("role") == "table" and public.pop("role") == "spectator"
    assert record == public
    # And the seats play.
    seat = view["to_act"][0]
    moves = client.get(f"/v1/games/{game}/legal-moves", headers=bearer(seat_tokens[seat]))
    move = client.post(f"/v1/games/{game}/moves", json=moves.get_json()["moves"][0],
                       headers=bearer(seat_tokens[seat]))
    assert move.status_code == 200, move.get_json()


def test_a_wrong_code_or_game_is_refused(client):
    created = create(client, {**GAME, "invitations": True})
    other = create(client, {**GAME, "invitations": True})
    assert_problem(redeem(client, created["id"], "not-a-code"), 401)
    assert_problem(redeem(client, created["id"], other["tokens"]["invitations"][0]), 401)
    assert_problem(redeem(client, "no-such-game", created["tokens"]["invitations"][0]), 404)
    response = client.post(f"/v1/games/{created['id']}/invitations/redeem", json={})
    assert "code" in assert_problem(response, 400)["errors"]
    # A game without invitations has none to redeem.
    plain = create(client, GAME)
    assert_problem(redeem(client, plain["id"], plain["tokens"]["seats"][0]), 401)


def test_two_racing_redeems_of_one_code_one_wins(app):
    created = create(app.test_client(), {**GAME, "invitations": True})
    code = created["tokens"]["invitations"][1]
    barrier = threading.Barrier(6)
    statuses: list[int] = []
    tokens: list[str] = []

    def attempt() -> None:
        client = app.test_client()
        barrier.wait()
        response = redeem(client, created["id"], code)
        statuses.append(response.status_code)
        if response.status_code == 200:
            tokens.append(response.get_json()["token"])

    threads = [threading.Thread(target=attempt) for _ in range(6)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert sorted(statuses) == [200, 401, 401, 401, 401, 401]
    assert hands_seen(app.test_client(), created["id"], tokens[0]) == [False, True, False]


def test_R92_redeeming_a_fresh_invitation_replaces_the_seat_s_token(client):
    created = create(client, GAME)
    game, table, old = created["id"], created["tokens"]["table"], created["tokens"]["seats"][2]
    response = client.post(f"/v1/games/{game}/seats/2/invitation", headers=bearer(table))
    assert response.status_code == 201 and response.headers["Cache-Control"] == "no-store"
    code = response.get_json()["code"]
    # The seat's token works until the code is redeemed (R93)...
    assert client.get(f"/v1/games/{game}", headers=bearer(old)).get_json()["you"] == 2
    assert client.get(f"/v1/games/{game}").get_json()["invitations_open"] == [2]
    new = redeem(client, game, code).get_json()["token"]
    # ...then it stops working and the new one takes its place.
    assert_problem(client.get(f"/v1/games/{game}", headers=bearer(old)), 401)
    assert client.get(f"/v1/games/{game}", headers=bearer(new)).get_json()["you"] == 2
    # A newer invitation replaces an open one.
    first = client.post(f"/v1/games/{game}/seats/0/invitation", headers=bearer(table))
    second = client.post(f"/v1/games/{game}/seats/0/invitation", headers=bearer(table))
    assert_problem(redeem(client, game, first.get_json()["code"]), 401)
    assert redeem(client, game, second.get_json()["code"]).status_code == 200


def test_R93_the_table_reissues_a_seat_token(client):
    created = create(client, {**GAME, "invitations": True})
    game, table = created["id"], created["tokens"]["table"]
    old = redeem(client, game, created["tokens"]["invitations"][1]).get_json()["token"]
    response = client.post(f"/v1/games/{game}/seats/1/reissue", headers=bearer(table))
    assert response.status_code == 200 and response.headers["Cache-Control"] == "no-store"
    new = response.get_json()["token"]
    assert_problem(client.get(f"/v1/games/{game}", headers=bearer(old)), 401)
    assert client.get(f"/v1/games/{game}", headers=bearer(new)).get_json()["you"] == 1
    # Reissuing withdraws the seat's open invitation: the newest credential wins.
    client.post(f"/v1/games/{game}/seats/0/invitation", headers=bearer(table))
    pending = created["tokens"]["invitations"][0]
    client.post(f"/v1/games/{game}/seats/0/reissue", headers=bearer(table))
    assert_problem(redeem(client, game, pending), 401)
    # Only the table token reissues.
    assert_problem(client.post(f"/v1/games/{game}/seats/1/reissue", headers=bearer(new)), 403)
    assert_problem(client.post(f"/v1/games/{game}/seats/1/reissue"), 401)
    assert_problem(client.post(f"/v1/games/{game}/seats/1/invitation", headers=bearer(new)), 403)
    assert_problem(client.post(f"/v1/games/{game}/seats/3/reissue", headers=bearer(table)), 404)


def test_a_batch_may_invite(client):
    body = {"games": [{**GAME, "invitations": True}, GAME]}
    response = client.post("/v1/batches", json=body)
    assert response.status_code == 201, response.get_json()
    first, second = response.get_json()["games"]
    assert "seats" not in first["tokens"] and len(first["tokens"]["invitations"]) == 3
    assert len(second["tokens"]["seats"]) == 3 and "invitations" not in second["tokens"]


# -- deletion ---------------------------------------------------------------------------------


def test_the_table_token_deletes_a_game(client):
    created = create(client, {**GAME, "tag": "deleted-cup"})
    game, table, seat = created["id"], created["tokens"]["table"], created["tokens"]["seats"][0]
    assert_problem(client.delete(f"/v1/games/{game}", headers=bearer(seat)), 403)
    assert_problem(client.delete(f"/v1/games/{game}"), 401)
    assert client.delete(f"/v1/games/{game}", headers=bearer(table)).status_code == 204
    for path in ("", "/events", "/record", "/legal-moves"):
        assert_problem(client.get(f"/v1/games/{game}{path}", headers=bearer(seat)), 404)
    assert_problem(client.delete(f"/v1/games/{game}", headers=bearer(table)), 404)
    assert client.get("/v1/games?tag=deleted-cup").get_json()["games"] == []


def test_a_live_stream_of_a_deleted_game_ends(redis_url):
    from tests.delivery.test_streams import Stream

    app = tournament_app(redis_url, stream_heartbeat=0.02)
    client = app.test_client()
    created = create(client, GAME)
    stream = Stream(client, created["id"])
    assert stream.until_idle()
    table = bearer(created["tokens"]["table"])
    assert client.delete(f"/v1/games/{created['id']}", headers=table).status_code == 204
    for _ in range(100):  # heartbeats of 20 ms: it ends at the next one
        if stream.next() is None:
            break
    else:
        raise AssertionError("the stream of a deleted game goes on")


# -- tags and listings ------------------------------------------------------------------------


def test_games_are_listed_by_tag_a_page_at_a_time(client):
    ids = [create(client, {**GAME, "tag": "spring cup", "round": 1 + i // 3})["id"]
           for i in range(5)]
    create(client, {**GAME, "tag": "other"})
    create(client, GAME)
    seen, cursor, pages = [], None, 0
    while True:
        query = {"tag": "spring cup", "limit": 2, **({"cursor": cursor} if cursor else {})}
        response = client.get("/v1/games", query_string=query)
        assert response.status_code == 200, response.get_json()
        page = response.get_json()
        pages += 1
        seen.extend(page["games"])
        cursor = page["next_cursor"]
        if cursor is None:
            break
    assert [g["id"] for g in seen] == ids and pages == 3
    assert [g["round"] for g in seen] == [1, 1, 1, 2, 2]
    # What anyone may see: nothing of hands, tokens or seeds.
    assert set(seen[0]) == {"id", "variant", "status", "players", "round", "created_at",
                            "location"}
    assert seen[0]["players"] == [{"seat": 0, "name": "Ann"}, {"seat": 1, "name": "Bob"},
                                  {"seat": 2, "name": "Cy"}]
    assert seen[0]["status"] == "active"


def test_listing_needs_a_tag_and_a_good_cursor(client):
    assert "tag" in assert_problem(client.get("/v1/games"), 400)["errors"]["query"]
    bad = client.get("/v1/games", query_string={"tag": "cup", "cursor": "bogus!"})
    assert "cursor" in assert_problem(bad, 400)["errors"]["query"]
    # A cursor of the documented shape is a place in the listing, whoever wrote it (R120).
    anywhere = client.get("/v1/games", query_string={"tag": "cup", "cursor": "0" * 14 + ".x"})
    assert anywhere.status_code == 200 and anywhere.get_json()["next_cursor"] is None
    assert_problem(client.get("/v1/games", query_string={"tag": "cup", "limit": 101}), 400)
    too_long = {**GAME, "tag": "x" * 65}
    assert "tag" in assert_problem(client.post("/v1/games", json=too_long), 400)["errors"]
    odd = {**GAME, "tag": "cup{1}"}
    assert "tag" in assert_problem(client.post("/v1/games", json=odd), 400)["errors"]
    assert "round" in assert_problem(
        client.post("/v1/games", json={**GAME, "round": 0}), 400)["errors"]


def test_a_listing_skips_and_forgets_games_that_are_gone(app, client):
    ids = [create(client, {**GAME, "tag": "gone"})["id"] for _ in range(3)]
    store = app.extensions["referee"].store
    store.delete(ids[1])  # as an expiry would: the index is not told
    page = client.get("/v1/games", query_string={"tag": "gone", "limit": 2}).get_json()
    assert [g["id"] for g in page["games"]] == [ids[0], ids[2]]
    assert len(store.index_page("gone", None, 10)) == 2


# -- rematch ----------------------------------------------------------------------------------


def test_a_finished_game_gets_one_rematch_linked_both_ways(app, client):
    body = {"variant": "emotrions", "players": ["Ann", "Bob"], "seed": "rematch",
            "options": {"target": "reach37"}, "tag": "final", "round": 4, "invitations": True}
    created = create(client, body)
    game, table = created["id"], created["tokens"]["table"]
    seats = [redeem(client, game, code).get_json()["token"]
             for code in created["tokens"]["invitations"]]
    assert_problem(client.post(f"/v1/games/{game}/rematch", headers=bearer(table)), 409)
    finish(app, game, seats)
    assert_problem(client.post(f"/v1/games/{game}/rematch", headers=bearer(seats[0])), 403)

    response = client.post(f"/v1/games/{game}/rematch", headers=bearer(table))
    assert response.status_code == 201, response.get_json()
    again = response.get_json()
    assert response.headers["Location"] == f"/v1/games/{again['id']}"
    # Same seats, variant, options, tag and round; invitations again; a new server shuffle.
    assert set(again["tokens"]) == {"table", "invitations"}
    view = again["view"]
    assert [p["name"] for p in view["players"]] == ["Ann", "Bob"]
    assert (view["variant"], view["tag"], view["round"]) == ("emotrions", "final", 4)
    assert view["rematch_of"] == game and view["deal_source"] == "server"
    assert client.get(f"/v1/games/{game}").get_json()["rematch"] == again["id"]
    created_event = client.get(f"/v1/games/{again['id']}/events").get_json()["events"][0]
    assert created_event["options"] == {"target": "reach37"}
    # One rematch per game.
    second = assert_problem(client.post(f"/v1/games/{game}/rematch", headers=bearer(table)), 409)
    assert second["rematch"] == again["id"]
    listed = client.get("/v1/games", query_string={"tag": "final"}).get_json()["games"]
    assert [g["id"] for g in listed] == [game, again["id"]]


def test_R94_two_racing_rematches_create_one_game(app):
    client = app.test_client()
    created = create(client, {"variant": "emotrions", "players": ["Ann", "Bob"],
                              "seed": "rematch", "tag": "race"})
    finish(app, created["id"], created["tokens"]["seats"])
    barrier = threading.Barrier(4)
    statuses: list[int] = []

    def attempt() -> None:
        mine = app.test_client()
        barrier.wait()
        response = mine.post(f"/v1/games/{created['id']}/rematch",
                             headers=bearer(created["tokens"]["table"]))
        statuses.append(response.status_code)

    threads = [threading.Thread(target=attempt) for _ in range(4)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert sorted(statuses) == [201, 409, 409, 409]
    listed = client.get("/v1/games", query_string={"tag": "race"}).get_json()["games"]
    assert len(listed) == 2  # the losers' games were removed


# -- API keys ---------------------------------------------------------------------------------


def _digest(key: str) -> str:
    return hashlib.sha256(key.encode()).hexdigest()


@pytest.fixture
def keyed(redis_url):
    keys = (("club", _digest("club-key")), ("league", _digest("league-key")))
    return tournament_app(redis_url, api_keys=keys, rate_limit_api_key="3/minute")


def test_creation_needs_an_api_key_when_keys_are_configured(keyed):
    client = keyed.test_client()
    missing = assert_problem(client.post("/v1/games", json=GAME), 401)
    assert missing["type"] == "urn:referee:problem:api-key" and "X-API-Key" in missing["detail"]
    wrong = client.post("/v1/games", json=GAME, headers={"X-API-Key": "guess"})
    assert "not one of" in assert_problem(wrong, 401)["detail"]
    # Refused before anything else: an invalid body without a key is a 401 too.
    assert_problem(client.post("/v1/games", json={"variant": "nope"}), 401)
    assert_problem(client.post("/v1/batches", json={"games": [GAME]}), 401)
    # The key is no bearer token: it goes in its own header.
    assert_problem(client.post("/v1/games", json=GAME, headers=bearer("club-key")), 401)

    response = client.post("/v1/games", json=GAME, headers={"X-API-Key": "club-key"})
    assert response.status_code == 201
    created = response.get_json()
    batch = client.post("/v1/batches", json={"games": [GAME]}, headers={"X-API-Key": "league-key"})
    assert batch.status_code == 201
    # Playing, watching and redeeming need no key.
    assert client.get(f"/v1/games/{created['id']}").status_code == 200
    seat = created["tokens"]["seats"][0]
    assert client.get(f"/v1/games/{created['id']}", headers=bearer(seat)).status_code == 200


def test_a_rematch_needs_the_api_key_and_the_table_token(keyed):
    client = keyed.test_client()
    key = {"X-API-Key": "club-key"}
    created = client.post("/v1/games", json={"variant": "emotrions", "players": ["A", "B"],
                                             "seed": "rematch"}, headers=key).get_json()
    finish(keyed, created["id"], created["tokens"]["seats"])
    table = bearer(created["tokens"]["table"])
    assert_problem(client.post(f"/v1/games/{created['id']}/rematch", headers=table), 401)
    response = client.post(f"/v1/games/{created['id']}/rematch", headers={**table, **key})
    assert response.status_code == 201, response.get_json()


def test_each_api_key_has_its_own_rate_limit(keyed):
    client = keyed.test_client()
    for _ in range(3):
        assert client.post("/v1/games", json=GAME, headers={"X-API-Key": "club-key"}).status_code == 201
    over = client.post("/v1/games", json=GAME, headers={"X-API-Key": "club-key"})
    assert "this API key" in assert_problem(over, 429)["detail"]
    assert over.headers["Retry-After"]
    # Another key, and requests without one, have their own budgets.
    assert client.post("/v1/games", json=GAME, headers={"X-API-Key": "league-key"}).status_code == 201
    assert client.get("/v1/variants").status_code == 200


def test_api_keys_are_configured_as_digests_and_never_echoed():
    digest = _digest("k")
    settings = Settings.from_env({"REFEREE_API_KEYS": f"club:{digest}, league:{digest.upper()}"})
    assert settings.api_keys == (("club", digest), ("league", digest))
    assert digest not in repr(settings)
    for bad in ("plain-secret-key", f"club:{digest},club:{digest}", f"bad label:{digest}"):
        with pytest.raises(ConfigError) as info:
            Settings.from_env({"REFEREE_API_KEYS": bad})
        assert "plain-secret-key" not in str(info.value) and digest not in str(info.value)


def test_without_keys_anyone_creates(client):
    assert client.post("/v1/games", json=GAME).status_code == 201


# -- CORS -------------------------------------------------------------------------------------

ORIGIN = "https://club.example.org"


def _preflight(client, origin: str, method: str = "POST", headers: str = "authorization"):
    return client.options("/v1/games/x/moves", headers={
        "Origin": origin, "Access-Control-Request-Method": method,
        "Access-Control-Request-Headers": headers})


def test_cors_preflight_is_answered_as_configured(redis_url):
    app = tournament_app(redis_url, cors_origins=(ORIGIN,), rate_limit_client="1/minute")
    client = app.test_client()
    for _ in range(3):  # never rate limited: a browser sends a preflight before every request
        response = _preflight(client, ORIGIN, "POST", "authorization,idempotency-key,if-match")
        assert response.status_code == 204
    assert response.headers["Access-Control-Allow-Origin"] == ORIGIN
    assert set(response.headers["Access-Control-Allow-Methods"].split(", ")) == {
        "GET", "POST", "DELETE"}
    allowed = response.headers["Access-Control-Allow-Headers"].split(", ")
    for header in ("Authorization", "Idempotency-Key", "If-Match", "Last-Event-ID", "X-API-Key"):
        assert header in allowed
    assert "Origin" in response.headers["Vary"]
    assert "Access-Control-Allow-Credentials" not in response.headers
    # Another origin gets no CORS header: the browser refuses.
    other = _preflight(client, "https://evil.example")
    assert other.status_code == 204 and "Access-Control-Allow-Origin" not in other.headers


def test_cors_replies_expose_the_headers_clients_read(redis_url):
    app = tournament_app(redis_url, cors_origins=(ORIGIN,), cors_credentials=True)
    client = app.test_client()
    response = client.post("/v1/games", json=GAME, headers={"Origin": ORIGIN})
    assert response.status_code == 201
    assert response.headers["Access-Control-Allow-Origin"] == ORIGIN
    assert response.headers["Access-Control-Allow-Credentials"] == "true"
    exposed = response.headers["Access-Control-Expose-Headers"].split(", ")
    assert {"ETag", "Location", "Retry-After"} <= set(exposed)
    # A page paces itself on the rate-limit fields the reply carries: they are exposed too.
    assert {"RateLimit", "RateLimit-Policy"} <= set(exposed) & set(response.headers.keys())
    # Problems carry them too, so a page can read its errors.
    problem = client.get("/v1/games/nope", headers={"Origin": ORIGIN})
    assert problem.status_code == 404 and problem.headers["Access-Control-Allow-Origin"] == ORIGIN
    assert "Access-Control-Allow-Origin" not in client.get(
        "/v1/games/nope", headers={"Origin": "https://evil.example"}).headers


def test_cors_wildcard_only_without_credentials(redis_url):
    app = tournament_app(redis_url, cors_origins=("*",))
    response = app.test_client().get("/v1/variants", headers={"Origin": "https://any.example"})
    assert response.headers["Access-Control-Allow-Origin"] == "*"
    assert "Access-Control-Allow-Credentials" not in response.headers
    with pytest.raises(ConfigError, match="not be \\*"):
        Settings.from_env({"REFEREE_CORS_ORIGINS": "*", "REFEREE_CORS_CREDENTIALS": "1"})
    with pytest.raises(ConfigError):
        Settings.from_env({"REFEREE_CORS_ORIGINS": "club.example.org/path"})
    parsed = Settings.from_env({"REFEREE_CORS_ORIGINS": f"{ORIGIN}/, http://localhost:3000"})
    assert parsed.cors_origins == (ORIGIN, "http://localhost:3000")


def test_no_cors_headers_unless_configured(client):
    response = client.get("/v1/variants", headers={"Origin": ORIGIN})
    assert "Access-Control-Allow-Origin" not in response.headers
