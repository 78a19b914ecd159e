"""A fourth game with nothing changed outside its package: Three Tricks is registered into a
service built for these tests (through the ``referee.variants`` entry point that an installed
distribution would declare), then listed, created, played to its end over real HTTP on Redis,
refused by its own rule ids, redacted per seat (G3), resigned, recorded and verified, and found
in that service's OpenAPI document."""

from __future__ import annotations

import re
import uuid
from collections import Counter
from pathlib import Path

import pytest

from tests.support.live import ROOT, Server, request
from tests.three_tricks import VARIANT, installed
from tests.three_tricks.engine import DECK
from variants.base import redact_event
from variants.playout import play

pytestmark = pytest.mark.redis


def visible(state, viewer) -> Counter:
    """The cards ``viewer`` may see (G3): its own hand and every card played."""
    played = [card for _, card in state.trick]
    return Counter([*played, *(state.hands[viewer] if viewer is not None else ())])


def check_no_leak(variant, state, events):
    """G3 in the engine: each view lists exactly the hand it may see and the trick; a redacted
    event shows a hand only to its holder."""
    for viewer in (*range(state.config.players), None):
        view = variant.view(state, viewer)
        shown = Counter([*(c for h in view["hands"] for c in h.get("cards", ())),
                         *(p["card"] for p in view["trick"])])
        assert shown == visible(state, viewer), viewer
        for event in events:
            stored = event.to_dict()
            seen = redact_event(stored, viewer)
            mine = [s["fields"]["hand"] for s in stored.get("secret", ()) if viewer in s["to"]]
            assert seen.get("hand") == (mine[0] if mine else None), (viewer, seen)


@pytest.mark.parametrize("players", [2, 3])
def test_random_playouts_keep_the_invariants_and_hide_the_hands(players):
    for i in range(40):
        final = play(VARIANT, VARIANT.configure(players, {}), f"three-{players}-{i}",
                     checks=(check_no_leak,))
        assert VARIANT.is_finished(final) and final.winners


@pytest.fixture(scope="module")
def server(redis_url, tmp_path_factory):
    """The service with Three Tricks registered: a distribution's metadata on the path declares
    the entry point, as ``pip install`` of a game package would."""
    env = {"REDIS_URL": redis_url, "REFEREE_KEY_PREFIX": f"test-{uuid.uuid4().hex[:12]}",
           **installed(tmp_path_factory.mktemp("site"))}
    server = Server(env).start()
    yield server.url
    server.stop()


def create(url: str, players: int, seed: str) -> dict:
    body = {"variant": "three-tricks", "players": [f"p{i}" for i in range(players)],
            "seed": seed}
    status, _, created = request("POST", url + "/v1/games", body)
    assert status == 201, created
    return created


def codes_in(value) -> list[str]:
    """Every card code in a JSON value (the game's codes are the only numeric strings)."""
    if isinstance(value, str):
        return [value] if value in DECK else []
    if isinstance(value, dict):
        return [c for v in value.values() for c in codes_in(v)]
    if isinstance(value, list):
        return [c for v in value for c in codes_in(v)]
    return []


def test_listed_and_in_the_openapi_document(server):
    status, _, listing = request("GET", server + "/v1/variants")
    assert status == 200
    game = next(v for v in listing["variants"] if v["name"] == "three-tricks")
    assert game["players"] == {"min": 2, "max": 3}
    assert [m["type"] for m in game["moves"]] == ["play"]
    status, _, spec = request("GET", server + "/openapi.json")
    assert status == 200
    schemas = spec["components"]["schemas"]
    enums = [s["properties"]["variant"].get("enum", ()) for s in schemas.values()
             if "variant" in s.get("properties", {})]
    assert any("three-tricks" in enum for enum in enums), "the variant's name"
    assert schemas["ThreeTricksPlayMove"]["properties"]["card"]["enum"] == list(DECK), "its move"
    # Its ruling, with the request body the game declares (nothing in schemas/ names it).
    operation = spec["paths"]["/v1/rules/three-tricks/trick"]["post"]
    body = operation["requestBody"]["content"]["application/json"]["schema"]
    assert body == {"$ref": "#/components/schemas/ThreeTricksTrickRequest"}
    request_body = schemas["ThreeTricksTrickRequest"]
    assert request_body["required"] == ["cards"] and not request_body["additionalProperties"]
    cards = request_body["properties"]["cards"]
    assert (cards["minItems"], cards["maxItems"], cards["items"]["enum"]) == (2, 3, list(DECK))


def test_its_ruling_is_served_as_declared(server):
    status, _, ruling = request("POST", server + "/v1/rules/three-tricks/trick",
                                {"cards": ["7", "12", "3"]})
    assert status == 200 and ruling["taker"] == 1, ruling
    assert ruling["explanation"][0]["rule"] == "T3"
    for refused in ({"cards": ["7"]}, {"cards": ["7", "13"]}, {"cards": ["7", "8"], "x": 1}):
        status, _, problem = request("POST", server + "/v1/rules/three-tricks/trick", refused)
        assert status == 400, problem
    status, _, problem = request("POST", server + "/v1/rules/three-tricks/trick",
                                 {"cards": ["7", "7"]})
    assert status == 422 and problem["rule"] == "T1", problem


@pytest.mark.parametrize("players", [2, 3])
def test_played_to_its_end_over_http_refused_by_its_rules_and_redacted_per_seat(
        server, players):
    seed = f"http-three-{players}"
    created = create(server, players, seed)
    path, seats = f"{server}/v1/games/{created['id']}", created["tokens"]["seats"]
    moves = 0
    while True:
        status, _, view = request("GET", path)
        assert status == 200
        if view["status"] == "finished":
            break
        seat = view["to_act"][0]
        status, _, mine = request("GET", path, token=seats[seat])
        hand = mine["hands"][seat]["cards"]
        # T2: a card not held; G6: a seat not awaited.
        other = next(c for c in DECK if c not in hand)
        status, _, refused = request("POST", path + "/moves", {"type": "play", "card": other},
                                     seats[seat])
        assert (status, refused["rule"]) == (422, "T2"), refused
        idle = (seat + 1) % players
        status, _, refused = request("POST", path + "/moves",
                                     {"type": "play", "card": hand[0]}, seats[idle])
        assert (status, refused["rule"]) == (422, "G6"), refused
        # A malformed move is a 400 naming the field, before any rule.
        status, _, bad = request("POST", path + "/moves", {"type": "play", "card": "13"},
                                 seats[seat])
        assert status == 400 and "card" in bad["errors"], bad
        status, _, legal = request("GET", path + "/legal-moves", token=seats[seat])
        assert sorted(m["card"] for m in legal["moves"]) == sorted(hand)
        status, _, reply = request("POST", path + "/moves", legal["moves"][-1], seats[seat])
        assert status == 200, reply
        moves += 1
        # G3: no reply to a seat or a spectator names a card of another seat's hand.
        for viewer in (*range(players), None):
            token = seats[viewer] if viewer is not None else None
            status, _, seen = request("GET", path, token=token)
            status, _, events = request("GET", path + "/events", token=token)
            own = set(seen["hands"][viewer]["cards"]) if viewer is not None else set()
            hidden = set(DECK) - own - played(events)
            assert not hidden & set(codes_in(seen)), (viewer, seen)
            assert not hidden & set(codes_in(events)), (viewer, events)
    assert moves == 3 * players
    assert view["winners"] and view["phase"] == "finished"
    ended = request("GET", path + "/events")[2]["events"][-1]
    assert ended["type"] == "game_ended" and ended["rule"] == "T4"
    # Recorded and verified.
    status, _, record = request("GET", path + "/record")
    assert status == 200 and record["complete"], record
    status, _, verdict = request("POST", server + "/v1/records/verify", record)
    assert status == 200 and verdict["valid"] is True, verdict
    record["moves"][0]["move"]["card"] = next(
        c for c in DECK if c != record["moves"][0]["move"]["card"])
    status, _, verdict = request("POST", server + "/v1/records/verify", record)
    assert verdict["valid"] is False, verdict


def played(events: dict) -> set[str]:
    return {e["card"] for e in events["events"] if e["type"] == "card_played"}


def test_resigned_the_others_win_by_T5(server):
    created = create(server, 3, "resign-three")
    path, seats = f"{server}/v1/games/{created['id']}", created["tokens"]["seats"]
    status, _, reply = request("POST", path + "/moves", {"type": "resign"}, seats[2])
    assert status == 200, reply
    types = [e["type"] for e in reply["events"]]
    assert types[-2:] == ["seat_resigned", "game_ended"], types
    assert reply["events"][-1]["rule"] == "T5" and 2 not in reply["events"][-1]["winners"]
    status, _, record = request("GET", path + "/record")
    status, _, verdict = request("POST", server + "/v1/records/verify", record)
    assert verdict["valid"] is True, verdict


def test_R132_a_game_without_bots_refuses_a_bot_seat_and_a_hint(server):
    """A game whose package has no ``bots.py`` is played by people only: a bot seat is a 422
    naming ``bots``, a hint a 422, both R132 (never a 500), and the listing says so."""
    status, _, listing = request("GET", server + "/v1/variants")
    has_bots = {v["name"]: v["bots"] for v in listing["variants"]}
    assert has_bots["three-tricks"] == [] and "strong" in has_bots["emotrions"], has_bots
    body = {"variant": "three-tricks", "players": ["p0", "p1"], "bots": {"1": "strong"}}
    status, _, refused = request("POST", server + "/v1/games", body)
    assert (status, refused["rule"], refused["field"]) == (422, "R132", "bots"), refused
    created = create(server, 2, "no-bots")
    path, seats = f"{server}/v1/games/{created['id']}", created["tokens"]["seats"]
    status, _, view = request("GET", path)
    status, _, refused = request("GET", path + "/hint", token=seats[view["to_act"][0]])
    assert (status, refused["rule"]) == (422, "R132"), refused
    assert request("GET", path)[2]["version"] == view["version"]


def test_not_registered_in_the_suites_own_service(client):
    """Registered only where a test builds a service for it: the suite's registry and
    openapi.yaml know the three shipped games alone."""
    names = [v["name"] for v in client.get("/v1/variants").get_json()["variants"]]
    assert "three-tricks" not in names
    assert "three-tricks" not in Path(ROOT / "openapi.yaml").read_text()


def test_docs_adding_a_game_tells_the_steps_this_game_took():
    """docs/adding-a-game.md is checked by this game: its table lists exactly the methods a game
    must write, and this game writes each of them; the hooks it names exist with defaults; the
    entry-point group it names is the registry's; README's layout points to it."""
    from tests.three_tricks.engine import ThreeTricks
    from variants import ENTRY_POINTS
    from variants.base import Variant

    doc = (ROOT / "docs" / "adding-a-game.md").read_text()
    table = set(re.findall(r"^\s*\| `(\w+)` \|", doc, re.M))
    assert table == set(Variant.__abstractmethods__)
    assert table <= set(vars(ThreeTricks)), table - set(vars(ThreeTricks))
    hooks = re.search(r"Hooks with\s+defaults: (.*?)\. Events", doc, re.S).group(1)
    for hook in re.findall(r"`(\w+)`", hooks):
        assert hook in vars(Variant) and hook not in Variant.__abstractmethods__, hook
    assert f"`{ENTRY_POINTS}`" in doc
    assert VARIANT.move_types["play"].wire_fields()[0].name == "card"  # declared by move_field
    assert "docs/adding-a-game.md" in (ROOT / "README.md").read_text()
