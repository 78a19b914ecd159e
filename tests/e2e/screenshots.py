"""Screenshots of the web client's main screens, desktop and phone size, into docs/web/:

    .venv/bin/python -m tests.e2e.screenshots

Starts a Redis (or uses the one on 127.0.0.1:6379), a gunicorn of the service and Debian's
Chromium, as the e2e tests do, and plays seeded or explicitly dealt games to the moments shown.
"""

from __future__ import annotations

import json
import tempfile
import uuid
from pathlib import Path

from playwright.sync_api import sync_playwright

from tests.e2e.conftest import DESKTOP, PHONE, chromium_executable
from tests.e2e.test_web_play import emotrions_deal, four_aces_deal
from tests.support.live import Server, request
from tests.support.redis_server import session_url
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


def play_first_moves(server: Server, game: dict, seat: int, moves: int | None = None) -> None:
    """``seat`` plays its first legal move ``moves`` times (None: to the game's end); the
    computer answers in the same requests."""
    token = game["tokens"]["seats"][seat]
    while moves is None or moves > 0:
        legal = api(server, "GET", f"/v1/games/{game['id']}/legal-moves", token=token)
        if not legal["moves"]:
            return
        api(server, "POST", f"/v1/games/{game['id']}/moves", legal["moves"][0], token=token)
        moves = None if moves is None else moves - 1


def shoot_all(browser, server: Server) -> None:
    against = {"players": ["Ann", "Computer (greedy)"], "bots": {"1": "greedy"}}
    # Emotrions against the computer, a few tricks in: the last trick on the table.
    mid = api(server, "POST", "/v1/games", {"variant": "emotrions", **against, "seed": "web-1"})
    play_first_moves(server, mid, 0, 3)
    # A rejected move: Ann tries hunger with love (E3.3).
    bad = api(server, "POST", "/v1/games", {"variant": "emotrions", "players": ["Ann", "Bea"],
              "deal": emotrions_deal(["hunger", "love", "joy", "goodness", "force", "fury"],
                                     ["sadness", "sadness", "hatred", "hatred", "fury", "fury"])})
    # A 4 Aces duel at its Mulligan (cards chosen for a swap), and after a capture and its
    # Interruption.
    mulligan = api(server, "POST", "/v1/games", {"variant": "four-aces", **against, "seed": "web-4"})
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
    # Pareo against the computer, a few plays in.
    pareo = api(server, "POST", "/v1/games", {"variant": "pareo", **against, "seed": "web-1"})
    play_first_moves(server, pareo, 0, 4)
    # A game played to its end: the finished screen (this browser created it: rematch).
    done = api(server, "POST", "/v1/games", {"variant": "emotrions", **against, "seed": "web-1"})
    play_first_moves(server, done, 0)
    # Three Tricks, after the first card of the first trick.
    tricks = api(server, "POST", "/v1/games", {"variant": "three-tricks", "players": ["Ann", "Bea"],
                                               "seed": "screenshots"})
    play_first_moves(server, tricks, 0, 1)
    # A scorekeeper game (cards dealt by hand at a real table), one stake reported.
    table = api(server, "POST", "/v1/games", {"variant": "emotrions", "players": ["Ann", "Bea"],
                                              "deal": "table", "leader": 0})
    api(server, "POST", f"/v1/games/{table['id']}/moves", {"type": "stake", "cards": ["love"], "seat": 0},
        token=table["tokens"]["table"])
    tables = {done["id"]: done["tokens"]["table"], table["id"]: table["tokens"]["table"]}
    # A round of two games with a director: a call, a penalty, then a second call.
    round_tag = f"round-{uuid.uuid4().hex[:6]}"
    batch = api(server, "POST", "/v1/batches", {"director": True, "games": [
        {"variant": "emotrions", "players": ["Ann", "Bob"], "seed": "director-1", "tag": round_tag,
         "clock": {"total": 600, "increment": 5}},
        {"variant": "pareo", "players": ["Cy", "Dee"], "seed": "director-2", "tag": round_tag}]})
    first, second = batch["games"]
    api(server, "POST", f"/v1/games/{first['id']}/director-calls", {"message": "Bob takes ages"},
        token=first["tokens"]["seats"][0])
    api(server, "POST", f"/v1/games/{first['id']}/decisions",
        {"type": "penalty", "seat": 1, "points": 5, "reason": "slow play"}, token=batch["director_token"])
    api(server, "POST", f"/v1/games/{second['id']}/director-calls", {"message": "a card fell on the floor"},
        token=second["tokens"]["seats"][1])

    for size, viewport in (("desktop", DESKTOP), ("phone", PHONE)):
        def page(fragment, language="en", viewport=viewport, path="/play/"):
            context = browser.new_context(viewport=viewport,
                                          locale="it-IT" if language == "it" else "en-GB")
            context.add_init_script(f"localStorage.setItem('referee.tables', {json.dumps(json.dumps(tables))})")
            opened = context.new_page()
            opened.goto(f"{server.url}{path}#{fragment}")
            return opened

        def save(opened, name, size=size, whole=True):
            opened.wait_for_timeout(300)
            opened.screenshot(path=str(OUT / f"{name}-{size}.png"), full_page=whole)
            opened.context.close()

        def seat(game, number=0, **more):
            return page(f"game={game['id']}&token={game['tokens']['seats'][number]}", **more)

        created = page("new")
        created.select_option("#bot-1", "strong")
        created.fill("#seed", "a reproducible shuffle")
        save(created, "create")

        playing = seat(mid)
        playing.wait_for_selector("#last-trick")
        playing.click("#my-hand button.card >> nth=0")
        save(playing, "seat")

        choosing = seat(mulligan)
        choosing.wait_for_selector("#choose-then")
        choosing.click("#my-hand button.card >> nth=1")
        choosing.click("#my-hand button.card >> nth=4")
        choosing.click("#table-cards button.card >> nth=0")
        choosing.click("#table-cards button.card >> nth=5")
        save(choosing, "mulligan")

        rejected = page(f"game={bad['id']}&token={bad['tokens']['seats'][0]}", language="it")
        rejected.click('#my-hand button[data-card="hunger"]')
        rejected.click('#my-hand button[data-card="love"]')
        rejected.click('button[data-compose="stake"]')
        rejected.locator('.problem a.rule-link').click()
        rejected.wait_for_selector("#rule-E3\\.3")
        if size == "phone":
            # On a phone the rules panel covers the screen: show the rejection, then the rule.
            rejected.click("#close-rules")
            rejected.locator(".problem").scroll_into_view_if_needed()
            rejected.screenshot(path=str(OUT / f"rejected-{size}.png"))
            rejected.locator('.problem a.rule-link').click()
            rejected.wait_for_selector("#rule-E3\\.3")
            save(rejected, "rule", whole=False)  # the panel covers the screen
        else:
            save(rejected, "rejected", whole=False)  # the panel beside the game, at the rule

        spectator = page(f"game={mid['id']}")
        spectator.wait_for_selector('#live[data-live="true"]')
        save(spectator, "spectator")

        four = seat(aces)
        four.wait_for_selector('#removed .card[data-card="5C"]')
        save(four, "four-aces")

        challenged = seat(pareo)
        challenged.wait_for_selector("#last-trick")
        save(challenged, "pareo")

        finished = seat(done)
        finished.wait_for_selector("#rematch")
        save(finished, "finished")

        keeper = page(f"game={table['id']}&table={table['tokens']['table']}")
        keeper.wait_for_selector("#palette")
        keeper.click('#palette button[data-card="fury"]')
        # A phone shows the screen as it is held: the scores stay at its top.
        save(keeper, "scorekeeper", whole=size == "desktop")

        generic = seat(tricks, 1)
        generic.wait_for_selector("#legal-moves button.move")
        generic.click("#my-hand button.card >> nth=0")
        save(generic, "generic")

        directing = page(f"token={batch['director_token']}&tag={round_tag}", path="/play/director.html")
        directing.wait_for_selector(".open-calls li")
        directing.select_option(f'[data-form="{first["id"]}"] select[name=type]', "pause")
        directing.fill(f'[data-form="{first["id"]}"] textarea[name=reason]', "a dispute at the table")
        save(directing, "director")
    print(f"screenshots in {OUT}")


if __name__ == "__main__":
    main()
