"""The scorekeeper screen of a physical table (``"deal": "table"``): the table token reports each
seat's moves from cards picked out of the deck, and takes a move back with ``undo``."""

from __future__ import annotations

import re

from tests.e2e.test_web_play import at_version, spectator_view


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
    stakes = {}
    for card in ("love", "fury"):
        view = spectator_view(web_server, game_id)
        (seat,) = view["to_act"]
        at_version(keeper, view["version"])
        # The seat to act is preselected: a card and the stake button are the two taps.
        assert keeper.locator("#report-seat").input_value() == str(seat)
        keeper.click(f'#palette button[data-card="{card}"]')
        keeper.click('button[data-compose="stake"]')
        at_version(keeper, view["version"] + 1)
        stakes[seat] = card
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
