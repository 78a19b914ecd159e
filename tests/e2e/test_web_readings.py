"""The creation form offers each game's house readings (docs/readings.md): a choice per
reading with RULES.md's reading selected, the original sentence it reads as its hint, the preset
`literal` at one click; the game created carries the readings chosen, and only those."""

from __future__ import annotations

import re

from tests.support.live import request


def created_view(page, server) -> dict:
    """Create the game on the form; its spectator's view."""
    page.click("#create")
    link = page.locator("[data-link=spectator] input")
    link.wait_for()
    game_id = re.search(r"game=([^&]+)", link.input_value())[1]
    status, _, view = request("GET", f"{server.url}/v1/games/{game_id}")
    assert status == 200
    page.locator("#links").evaluate("node => node.remove()")
    return view


def test_the_form_creates_a_game_under_a_reading_other_than_the_default(browsers, web_server,
                                                                       axe):
    page = browsers.page("new")
    page.wait_for_selector("#create")
    page.select_option("#variant", "four-aces")
    # Each reading's default is selected; its hint quotes the original and translates it.
    assert page.input_value("#reading-pure_column") == '"equal_length"'
    assert page.input_value("#reading-three_aces_vp") == '"instead"'
    hint = page.locator("#reading-pure_column-help").inner_text()
    assert "A8.2" in hint and "Una colonna pura" in hint and "A pure column" in hint
    assert axe(page) == []
    page.select_option("#reading-pure_column", '"always"')
    assert created_view(page, web_server)["readings"] == {"pure_column": "always"}
    # Untouched, the readings are the rule book's and the game carries none (R220).
    page.select_option("#variant", "emotrions")
    page.select_option("#variant", "four-aces")
    assert created_view(page, web_server).get("readings") is None


def test_the_literal_preset_selects_every_other_reading_at_one_click(browsers, web_server):
    page = browsers.page("new")
    page.wait_for_selector("#create")
    status, _, catalogue = request("GET", f"{web_server.url}/v1/variants")
    assert status == 200
    for variant in catalogue["variants"]:
        literal = next(p for p in variant["house_readings"]["presets"] if p["name"] == "literal")
        page.select_option("#variant", variant["name"])
        page.click("#readings-literal")
        view = created_view(page, web_server)
        shown = view.get("readings") or view["options"]
        assert {name: shown[name] for name in literal["options"]} == literal["options"]
        page.click("#readings-default")
        shown = created_view(page, web_server)
        assert not any(name in (shown.get("readings") or shown.get("options") or {})
                       for name in literal["options"])


def test_an_italian_page_quotes_the_original_without_a_translation(browsers):
    page = browsers.page("new", language="it")
    page.wait_for_selector("#create")
    page.select_option("#variant", "pareo")
    hint = page.locator("#reading-playoff_opener-help").inner_text()
    assert "L'originale (P5) dice:" in hint
    assert "Emotrions Standard" in hint and "On any other occasion" not in hint
