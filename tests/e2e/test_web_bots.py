"""The web client against the computer (docs/bots.md): the creation form seats a bot, the player's
page shows its moves as they come, and the hint button shows what the computer would play."""

from __future__ import annotations

import re
import time

from tests.e2e.conftest import create
from tests.support.live import request


def test_a_person_plays_against_the_computer_with_a_hint(browsers, web_server):
    creator = browsers.page("new")
    creator.select_option("#variant", "pareo")
    creator.fill("#player-0", "Ann")
    creator.fill("#player-1", "Robot")
    creator.select_option("#bot-1", "greedy")
    creator.fill("#seed", "web-e2e-bot")
    creator.click("#create")
    creator.locator('[data-bot-seat="1"]').wait_for()
    assert "greedy" in creator.locator('[data-bot-seat="1"]').text_content()
    assert creator.locator("[data-link=seat-1]").count() == 0  # the computer needs no link
    link = creator.locator("[data-link=seat-0] input").input_value()
    game_id = re.search(r"game=([^&]+)", link)[1]

    page = browsers.page(link.split("#", 1)[1])
    page.wait_for_selector('#scores tr[data-seat="1"]')
    assert "computer: greedy" in page.locator('#scores tr[data-seat="1"]').text_content()
    for _ in range(3):
        # The computer moves in the background (R280): the page shows its moves
        # from the event stream; the seat is awaited again once it has.
        deadline = time.monotonic() + 30
        while True:
            _, _, view = request("GET", f"{web_server.url}/v1/games/{game_id}")
            if view["to_act"] == [0] or time.monotonic() > deadline:
                break
            time.sleep(0.05)
        assert view["to_act"] == [0]
        page.wait_for_selector(f'#game[data-version="{view["version"]}"]')
        page.click("#hint")
        page.locator("#hint-move").wait_for()
        assert "%" in page.locator("#hint-result").text_content()
        page.click("#play-hint")
        page.wait_for_selector(f'#game:not([data-version="{view["version"]}"])')
    moves = [e for e in request("GET", f"{web_server.url}/v1/games/{game_id}/events")[2]["events"]
             if e["type"] == "move"]
    assert {m.get("bot") for m in moves if m["seat"] == 1} == {"greedy"}


def test_no_hint_button_where_hints_are_off(browsers, web_server):
    created = create(web_server, {"variant": "pareo", "players": ["Ann", "Bea"], "hints": False,
                                  "leader": 0})
    page = browsers.page(f"game={created['id']}&token={created['tokens']['seats'][0]}")
    page.wait_for_selector("#legal-moves button.move")
    assert page.locator("#hint").count() == 0
