"""Screenshots of the web client's main screens, desktop and phone size, into docs/web/:

    .venv/bin/python -m tests.e2e.screenshots

Starts a Redis (or uses the one on 127.0.0.1:6379), a gunicorn of the service and Debian's
Chromium, as the e2e tests do, and plays seeded or explicitly dealt games to the moments shown.
"""

from __future__ import annotations

import tempfile
import uuid
from pathlib import Path

from playwright.sync_api import sync_playwright

from tests.e2e.conftest import DESKTOP, PHONE, chromium_executable
from tests.e2e.test_web_play import emotrions_deal, four_aces_deal
from tests.live import Server, request
from tests.redis_server import session_url
from tests.three_tricks import installed

OUT = Path(__file__).resolve().parents[2] / "docs" / "web"


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    redis_url, redis_process = session_url()
    site = tempfile.TemporaryDirectory()
    # Three Tricks (tests/three_tricks/) installed too: a game with no file of its own in the
    # client, drawn from its declarations and its view (`generic`).
    server = Server({"REDIS_URL": redis_url, "REFEREE_KEY_PREFIX": f"shots-{uuid.uuid4().hex[:8]}",
                     "REFEREE_LOG_LEVEL": "WARNING", "REFEREE_GRACEFUL_TIMEOUT": "1",
                     "REFEREE_RATE_LIMIT_CLIENT": "off", "REFEREE_RATE_LIMIT_TOKEN": "off",
                     **installed(Path(site.name))}).start()
    try:
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=chromium_executable(),
                                                 args=["--no-sandbox", "--disable-gpu"])
            try:
                shoot_all(browser, server)
            finally:
                browser.close()
    finally:
        server.stop()
        if redis_process:
            redis_process.stop()
        site.cleanup()


def api(server: Server, method: str, path: str, body=None, token=None) -> dict:
    status, _, reply = request(method, server.url + path, body, token=token)
    assert status in (200, 201), reply
    return reply


def shoot_all(browser, server: Server) -> None:
    # A 3-player Emotrions game, mid-trick: a trick won, two stakes of the next made.
    mid = api(server, "POST", "/v1/games", {"variant": "emotrions", "players": ["Ann", "Bea", "Cy"],
                                            "seed": "screenshots", "leader": 0})
    seats = mid["tokens"]["seats"]
    for _ in range(5):  # a whole trick, then two stakes of the next
        (seat,) = api(server, "GET", f"/v1/games/{mid['id']}")["to_act"]
        legal = api(server, "GET", f"/v1/games/{mid['id']}/legal-moves", token=seats[seat])
        api(server, "POST", f"/v1/games/{mid['id']}/moves", legal["moves"][-1], token=seats[seat])
    # A rejected move: Ann tries hunger with love (E3.3).
    bad = api(server, "POST", "/v1/games", {"variant": "emotrions", "players": ["Ann", "Bea"],
              "deal": emotrions_deal(["hunger", "love", "joy", "goodness", "force", "fury"],
                                     ["sadness", "sadness", "hatred", "hatred", "fury", "fury"])})
    # A 4 Aces duel after a capture and its Interruption.
    aces = api(server, "POST", "/v1/games", {"variant": "four-aces", "players": ["Ann", "Bea"],
               "deal": four_aces_deal(["9S", "2H", "3H", "4H", "6H", "7H", "8H", "AS"],
                                      ["2C", "3C", "4C", "6C", "7C", "8C", "9C", "10C"],
                                      ["4D", "5C", "KH", "QH", "JH", "10S"])})
    aces_seats = aces["tokens"]["seats"]
    for turn in range(4):
        api(server, "POST", f"/v1/games/{aces['id']}/moves", {"type": "pass"}, token=aces_seats[turn % 2])
    api(server, "POST", f"/v1/games/{aces['id']}/moves",
        {"type": "capture", "card": "9S", "take": ["5C", "4D"]}, token=aces_seats[0])
    api(server, "POST", f"/v1/games/{aces['id']}/moves", {"type": "interrupt", "card": "5C"},
        token=aces_seats[1])
    # Three Tricks, after the first card of the first trick.
    tricks = api(server, "POST", "/v1/games", {"variant": "three-tricks", "players": ["Ann", "Bea"],
                                               "seed": "screenshots"})
    first = api(server, "GET", f"/v1/games/{tricks['id']}/legal-moves", token=tricks["tokens"]["seats"][0])
    api(server, "POST", f"/v1/games/{tricks['id']}/moves", first["moves"][0], token=tricks["tokens"]["seats"][0])
    # A scorekeeper game (cards dealt by hand at a real table).
    table = api(server, "POST", "/v1/games", {"variant": "emotrions", "players": ["Ann", "Bea"],
                                              "deal": "table", "leader": 0})

    for size, viewport in (("desktop", DESKTOP), ("phone", PHONE)):
        def page(fragment, language="en", viewport=viewport):
            context = browser.new_context(viewport=viewport,
                                          locale="it-IT" if language == "it" else "en-GB")
            opened = context.new_page()
            opened.goto(f"{server.url}/play/#{fragment}")
            return opened

        def save(opened, name, size=size, whole=True):
            opened.wait_for_timeout(300)
            opened.screenshot(path=str(OUT / f"{name}-{size}.png"), full_page=whole)
            opened.context.close()

        created = page("new")
        created.fill("#seed", "a reproducible shuffle")
        created.select_option("#option-winner_options", "true")
        save(created, "create")

        (waiting,) = api(server, "GET", f"/v1/games/{mid['id']}")["to_act"]
        seat = page(f"game={mid['id']}&token={seats[waiting]}")
        seat.wait_for_selector("#legal-moves button.move")
        seat.click("#my-hand button.card >> nth=0")
        save(seat, "seat-mid-trick")

        rejected = page(f"game={bad['id']}&token={bad['tokens']['seats'][0]}", language="it")
        rejected.click('#my-hand button[data-card="hunger"]')
        rejected.click('#my-hand button[data-card="love"]')
        rejected.click('button[data-compose="stake"]')
        rejected.locator('.problem a.rule-link').click()
        rejected.wait_for_selector("#rule-E3\\.3")
        if size == "phone":
            # On a phone the rules panel covers the screen: show the rejection, then the rule.
            rejected.click("#close-rules")
            rejected.screenshot(path=str(OUT / f"rejected-{size}.png"))
            rejected.locator('.problem a.rule-link').click()
            rejected.wait_for_selector("#rule-E3\\.3")
            save(rejected, "rule", whole=False)  # the panel covers the screen
        else:
            save(rejected, "rejected", whole=False)  # the panel beside the game, at the rule

        spectator = page(f"game={mid['id']}")
        spectator.wait_for_selector('#live[data-live="true"]')
        save(spectator, "spectator")

        keeper = page(f"game={table['id']}&table={table['tokens']['table']}")
        keeper.wait_for_selector("#palette")
        keeper.click('#palette button[data-card="love"]')
        keeper.click('#palette button[data-card="indecision"]')
        save(keeper, "scorekeeper")

        four = page(f"game={aces['id']}&token={aces_seats[0]}")
        four.wait_for_selector('#removed .card[data-card="5C"]')
        save(four, "four-aces")

        generic = page(f"game={tricks['id']}&token={tricks['tokens']['seats'][1]}")
        generic.wait_for_selector("#legal-moves button.move")
        generic.click("#my-hand button.card >> nth=0")
        save(generic, "generic")
    print(f"screenshots in {OUT}")


if __name__ == "__main__":
    main()
