"""The scorekeeper screen of a physical table (``"deal": "table"``): the table token reports each
seat's moves from cards picked out of the deck, and takes a move back with ``undo``."""

from __future__ import annotations

import re

from tests.e2e.test_web_play import at_version, spectator_view


def report_stake(keeper, server, game_id: str, card: str) -> int:
    """The awaited seat's one-card stake, reported in two taps (the seat is preselected): the
    card, then Stake. Returns the seat."""
    view = spectator_view(server, game_id)
    (seat,) = view["to_act"]
    at_version(keeper, view["version"])
    assert keeper.locator("#report-seat").input_value() == str(seat)
    keeper.click(f'#palette button[data-card="{card}"]')
    keeper.click('button[data-compose="stake"]')
    at_version(keeper, view["version"] + 1)
    return seat


def test_a_scorekeeper_reports_a_trick_and_undoes_a_move(browsers, web_server):
    creator = browsers.page("new")
    creator.select_option("#variant", "emotrions")
    creator.check("#scorekeeper")
    creator.click("#create")
    link = creator.locator("[data-link=table] input").input_value()
    game_id = re.search(r"game=([^&]+)", link)[1]
    keeper = browsers.page(link.split("#", 1)[1])
    keeper.wait_for_selector("#palette")

    # A trick as it is played at the table: each seat's stake, picked from the deck.
    stakes = {report_stake(keeper, web_server, game_id, card): card for card in ("love", "fury")}
    keeper.wait_for_selector('#event-list li[data-type="trick_resolved"]')
    fury_seat = next(seat for seat, card in stakes.items() if card == "fury")
    # E3.6: fury (5) beats love (3); the winner takes both.
    assert sorted(spectator_view(web_server, game_id)["piles"][fury_seat]) == ["fury", "love"]

    # A mistake: the last stake is taken back, and the trick with it.
    before = spectator_view(web_server, game_id)
    keeper.click("#undo")
    keeper.wait_for_selector('#event-list li[data-type="move_undone"]')
    after = spectator_view(web_server, game_id)
    assert after["version"] == before["version"] + 1
    assert after["to_act"] == [fury_seat] and after["piles"] == [[], []]
    assert after["trick"] and after["trick"][0]["cards"] == ["love"]
    at_version(keeper, after["version"])


def test_the_scorekeepers_phone_screen(browsers, web_server, axe):
    from tests.e2e.conftest import PHONE
    from tests.e2e.test_web_table import assert_player_words

    page = browsers.page("new", viewport=PHONE)
    page.select_option("#variant", "emotrions")
    page.check("#scorekeeper")
    page.click("#create")
    # A scorekeeper game: the table's link comes first.
    page.locator("#links li").first.wait_for()
    assert page.locator("#links li").first.get_attribute("data-link") == "table"
    link = page.locator("[data-link=table] input").input_value()
    game_id = re.search(r"game=([^&]+)", link)[1]
    page.goto(link)
    page.wait_for_selector("#palette")
    # The deck's cards, each once, as big touch targets; the seat to act preselected.
    cards = page.locator("#palette button.card")
    assert cards.count() == 9
    assert all(box["width"] >= 44 and box["height"] >= 44 for box in (c.bounding_box() for c in cards.all()))
    assert axe(page) == []
    for card in ("love", "fury"):
        report_stake(page, web_server, game_id, card)
        # The scores stay in sight while the cards are reported.
        scores = page.locator("#scores").bounding_box()
        assert 0 <= scores["y"] < PHONE["height"]
    # The trick stays on the table, fury's stake marked as the winner (E3.6).
    winner = page.locator('#last-trick [data-winner="true"]')
    winner.wait_for()
    assert winner.locator('.card[data-card="fury"]').count() == 1
    assert "strength 5" in winner.text_content()
    undo = page.locator("#undo")
    assert undo.bounding_box()["height"] >= 44
    undo.click()
    page.wait_for_selector('#event-list li[data-type="move_undone"]')
    page.wait_for_selector("#last-trick", state="detached")
    assert_player_words(page)

    # A player resigns (R99): the finished screen says who won and why, and starts the rematch.
    at_version(page, spectator_view(web_server, game_id)["version"])
    page.click("#moves details summary")
    page.fill("#move-json", '{"type": "resign", "seat": 1}')
    page.click("#send-json")
    page.wait_for_selector("#winners")
    assert "Ann" in page.locator("#winners").text_content()
    assert page.locator("#why-won a.rule-link").count() == 1
    assert axe(page) == []
    page.click("#rematch")
    page.wait_for_selector('#game[data-status="active"] #palette')
    assert game_id not in page.url and "table=" in page.url
