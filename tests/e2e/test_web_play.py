"""The web client end to end: headless Chromium pages on a real gunicorn and Redis, two seats
in two browser contexts, a spectator, rejected moves with their rule, 4 Aces Interruptions.

Every test also checks (in the ``browsers`` fixture) that the pages called only operations
openapi.yaml documents, and threw no error.
"""

from __future__ import annotations

import json
import re

from tests.e2e.conftest import PHONE, Recorded, create, undocumented
from tests.support.live import request

EMOTRIONS = ["joy", "love", "goodness", "force", "sadness", "hatred", "fury", "hunger", "indecision"]
RANKS = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"]
FOUR_ACES_DECK = [rank + suit for suit in "SCDH" for rank in RANKS] + ["BJ", "RJ"]


def emotrions_deal(hand0: list[str], hand1: list[str]) -> dict:
    """Seat 0 and seat 1's 6 cards; the rest of the deck is the stock; seat 0 leads."""
    rest = [card for card in EMOTRIONS for _ in range(4)]
    for card in hand0 + hand1:
        rest.remove(card)
    return {"hands": [hand0, hand1], "stock": rest, "leader": 0}


def four_aces_deal(hand0: list[str], hand1: list[str], table: list[str]) -> dict:
    rest = [card for card in FOUR_ACES_DECK if card not in hand0 + hand1 + table]
    return {"dealer": 0, "hands": [hand0, hand1], "table": table, "stock": rest}


def move_button(page, move: dict):
    return page.locator(f"#legal-moves button[data-move='{json.dumps(move, separators=(',', ':'))}']")


def at_version(page, version: int) -> None:
    page.wait_for_selector(f'#game[data-version="{version}"]')


def spectator_view(server, game_id: str) -> dict:
    status, _, view = request("GET", f"{server.url}/v1/games/{game_id}")
    assert status == 200
    return view


def test_two_seats_play_an_emotrions_hand_to_its_end(browsers, web_server):
    # The creation form makes the game (seeded, so the test is deterministic).
    creator = browsers.page("new")
    creator.select_option("#variant", "emotrions")
    creator.fill("#player-0", "Ann")
    creator.fill("#player-1", "Bea")
    creator.fill("#seed", "web-e2e-hand")
    creator.click("#create")
    links = {kind: creator.locator(f"[data-link={kind}] input").input_value()
             for kind in ("seat-0", "seat-1", "spectator")}
    # A server-dealt game's table can only watch: no scorekeeper's link is offered.
    assert creator.locator("[data-link=table]").count() == 0
    # Each seat's secret is in the fragment, which no request carries.
    assert all("#game=" in url for url in links.values())
    assert "&token=" in links["seat-0"] and "token" not in links["spectator"]
    game_id = re.search(r"game=([^&]+)", links["seat-0"])[1]

    # Ann in English, Bea in Italian, each in a browser context of her own.
    seats = [browsers.page(links["seat-0"].split("#", 1)[1]),
             browsers.page(links["seat-1"].split("#", 1)[1], language="it")]
    seats[1].wait_for_selector("text=Le tue mosse valide")

    moves = 0
    while True:
        view = spectator_view(web_server, game_id)
        if view["hand_number"] > 1 or view["status"] != "active":
            break
        (seat,) = view["to_act"]
        page = seats[seat]
        at_version(page, view["version"])
        # The last listed move stakes two cards when it can: a shorter hand.
        page.locator("#legal-moves button.move").last.click()
        page.wait_for_selector(f'#game:not([data-version="{view["version"]}"])')
        moves += 1
        assert moves < 80, "the hand did not end"

    for page in seats:
        page.wait_for_selector('#event-list li[data-type="hand_ended"]')
    final = spectator_view(web_server, game_id)
    for page in seats:
        at_version(page, final["version"])
        totals = [int(page.locator(f'#scores tr[data-seat="{s}"] .score-total').text_content())
                  for s in (0, 1)]
        assert totals == [score["total"] for score in final["scores"]]
    # No token ever travelled in a URL: the fragment stays in the browser (streams use tickets).
    tokens = [re.search(r"token=([^&]+)", links[f"seat-{s}"])[1] for s in (0, 1)]
    assert not [r.url for r in browsers.requests if any(token in r.url for token in tokens)]
    # The hand's tricks were shown as they were won, in each seat's language.
    assert seats[0].locator('#event-list li[data-type="trick_resolved"]').count() > 5
    assert seats[1].locator('#event-list li[data-type="trick_resolved"]').first.text_content()


def test_a_rejected_move_shows_its_rule_and_its_explanation(browsers, web_server):
    created = create(web_server, {
        "variant": "emotrions", "players": ["Ann", "Bea"],
        "deal": emotrions_deal(["hunger", "love", "joy", "goodness", "force", "fury"],
                               ["sadness", "sadness", "hatred", "hatred", "fury", "fury"]),
    })
    fragment = f"game={created['id']}&token={created['tokens']['seats'][0]}"
    for language, words in (("en", "hunger can never be part of a two-card stake"),
                            ("it", "non può mai far parte di una puntata di due carte")):
        page = browsers.page(fragment, language=language)
        page.click('#my-hand button[data-card="hunger"]')
        page.click('#my-hand button[data-card="love"]')
        assert page.locator('#my-hand button[aria-pressed="true"]').count() == 2
        page.click('button[data-compose="stake"]')
        problem = page.locator('.problem[data-rule="E3.3"]')
        problem.wait_for()
        assert words in problem.text_content()
        address = page.url
        problem.locator('a.rule-link[data-rule="E3.3"]').click()
        rule = page.locator("#rule-E3\\.3")
        rule.wait_for(state="visible")
        assert "Valid stakes" in rule.text_content()
        assert rule.evaluate("node => node.classList.contains('current')")
        assert page.url == address  # the seat's token stays in the address bar
    # Nothing was applied (G4).
    assert spectator_view(web_server, created["id"])["version"] == 1


def test_a_four_aces_capture_and_its_interruption(browsers, web_server):
    created = create(web_server, {
        "variant": "four-aces", "players": ["Ann", "Bea"],
        "deal": four_aces_deal(["9S", "2H", "3H", "4H", "6H", "7H", "8H", "9H"],
                               ["2C", "3C", "4C", "6C", "7C", "8C", "9C", "10C"],
                               ["4D", "5C", "KH", "QH", "JH", "10S"]),
    })
    seats = [browsers.page(f"game={created['id']}&token={token}")
             for token in created["tokens"]["seats"]]
    # The Mulligan (A5.1): four turns, each passed by clicking it.
    for turn in range(4):
        page = seats[turn % 2]
        at_version(page, turn + 1)
        move_button(page, {"type": "pass"}).click()
    ann, bea = seats
    at_version(ann, 5)
    # Ann selects 9♠ and, on the table, 4♦ and 5♣: the capture is the move left to click.
    ann.click('#my-hand button[data-card="9S"]')
    ann.click('#table-cards button[data-card="4D"]')
    ann.click('#table-cards button[data-card="5C"]')
    capture = {"type": "capture", "card": "9S", "take": ["5C", "4D"]}
    assert ann.locator("#legal-moves button.move").count() == 1
    move_button(ann, capture).click()
    # Bea may interrupt (A7.1): 5♣ is a 5–9 card just taken.
    at_version(bea, 6)
    interrupt = {"type": "interrupt", "card": "5C"}
    move_button(bea, interrupt).click()
    for page in seats:
        page.wait_for_selector('#event-list li[data-type="interrupted"]')
        page.wait_for_selector('#removed .card[data-card="5C"]')
        # In the game's words (games/four_aces.js), cards with their suit symbols.
        assert "Bea interrupts: 5♣" in page.locator('#event-list li[data-type="interrupted"]').text_content()
        assert "Ann captures 5♣ + 4♦ with 9♠" in page.locator('#event-list li[data-type="capture"]').text_content()
    # Each move reads once: the capture's own words stand for the move.
    log = ann.locator("#event-list li").all_text_contents()
    assert [line for line in log if "9♠" in line] == ["Ann captures 5♣ + 4♦ with 9♠"]
    assert [line for line in log if "5♣ leaves" in line] == ["Bea interrupts: 5♣ leaves the game"]
    pile = ann.locator('#table .piles li[data-seat="0"]')
    assert sorted(c.get_attribute("data-card") for c in pile.locator(".card").all()) == ["4D", "9S"]
    view = spectator_view(web_server, created["id"])
    assert view["removed"] == ["5C"] and view["piles"][0] and "5C" not in view["piles"][0]


def test_a_spectator_screen_updates_live(browsers, web_server):
    created = create(web_server, {"variant": "pareo", "players": ["Ann", "Bea"], "seed": "web-spec"})
    spectator = browsers.page(f"game={created['id']}")
    spectator.wait_for_selector('#live[data-live="true"]')
    assert spectator.locator("#moves").count() == 0  # nothing to play
    tokens = created["tokens"]["seats"]
    url = f"{web_server.url}/v1/games/{created['id']}"
    for _version in (1, 2):
        view = spectator_view(web_server, created["id"])
        seat = view["to_act"][0]
        _, _, legal = request("GET", f"{url}/legal-moves", token=tokens[seat])
        status, _, reply = request("POST", f"{url}/moves", legal["moves"][0], token=tokens[seat])
        assert status == 200, reply
        # The page shows it without being reloaded.
        at_version(spectator, reply["version"])
        spectator.wait_for_selector(f'#event-list li[data-seq="{reply["events"][-1]["seq"]}"]')
    assert spectator.locator('#event-list li[data-type="play_resolved"]').count() == 1
    # A spectator's page never asked for a stream ticket: it has no token.
    assert not [r for r in browsers.requests if "stream-tickets" in r.url]


def test_a_phone_screen_needs_no_sideways_scrolling(browsers, web_server):
    created = create(web_server, {"variant": "four-aces", "players": ["Ann", "Bea"], "seed": "phone"})
    for fragment in ("new", f"game={created['id']}&token={created['tokens']['seats'][1]}"):
        page = browsers.page(fragment, viewport=PHONE)
        page.wait_for_selector("#create, #legal-moves")
        width = page.evaluate("document.documentElement.scrollWidth")
        assert width <= PHONE["width"], fragment


def test_english_and_italian_have_the_same_words(browsers):
    page = browsers.page("new")
    page.wait_for_selector("#create")
    # The core's words and each game's own (games/*.js).
    missing = page.evaluate("""async () => {
        const {STRINGS} = await import("./i18n.js");
        const {GAMES} = await import("./games/index.js");
        const keys = (node, prefix = "") => Object.entries(node).flatMap(([k, v]) =>
            typeof v === "object" ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`]);
        const books = [["core", STRINGS], ...Object.entries(GAMES).map(([name, game]) => [name, game.words])];
        return books.flatMap(([book, words]) => {
            const en = keys(words.en), it = keys(words.it);
            return [...en.filter((k) => !it.includes(k)), ...it.filter((k) => !en.includes(k))]
                .map((k) => `${book}: ${k}`);
        });
    }""")
    assert missing == []
    page.click("#language")
    page.wait_for_selector("text=Crea una partita")


def test_the_request_check_finds_undocumented_calls():
    origin = "http://127.0.0.1:1"
    assert undocumented([Recorded("GET", f"{origin}/v1/games/g/events?after=3&ticket=t"),
                         Recorded("POST", f"{origin}/v1/games/g/stream-tickets"),
                         Recorded("GET", f"{origin}/play/app.js")], origin) == []
    assert undocumented([Recorded("GET", f"{origin}/v1/games/g/hidden"),
                         Recorded("GET", f"{origin}/v1/games/g?token=t"),
                         Recorded("DELETE", f"{origin}/v1/games/g/moves"),
                         Recorded("GET", "https://cdn.example.org/x.js")], origin) == [
        "GET /v1/games/g/hidden?", "GET /v1/games/g?token",
        "DELETE /v1/games/g/moves?", "GET https://cdn.example.org/x.js (another origin)"]


def test_the_form_creates_every_variant_with_its_options_and_presets(browsers, web_server):
    page = browsers.page("new")
    choices = [("pareo", "#preset", "naked", {"naked": True}),
               ("four-aces", "#option-interruptions_per", '"match"', {"interruptions_per": "match"}),
               ("emotrions", "#option-target", '"exact37"', {"target": "exact37"})]
    for variant, control, value, expected in choices:
        page.select_option("#variant", variant)
        page.select_option(control, value)
        page.click("#create")
        link = page.locator("[data-link=spectator] input")
        link.wait_for()
        game_id = re.search(r"game=([^&]+)", link.input_value())[1]
        view = spectator_view(web_server, game_id)
        assert view["variant"] == variant
        shown = view.get("options") or {k: view[k] for k in expected}
        assert {k: shown[k] for k in expected} == expected
        page.locator("#links").evaluate("node => node.remove()")
    # A default that depends on the number of players follows it (A2: odd for 3).
    page.select_option("#variant", "four-aces")
    page.select_option("#player-count", "3")
    assert "Odd" in page.locator("#option-mode option").first.text_content()
