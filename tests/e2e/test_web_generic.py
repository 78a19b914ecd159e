"""A game with no file of its own in the web client is drawn and played from what the service
declares alone: its cards and move types (with their fields) in ``GET /v1/variants``, and its
view. Three Tricks (``tests/three_tricks/``), installed into a service built for this test, is
created with the form and played to its end by two seats, through the listed moves and through
the composer; a refused move shows the game's own rule."""

from __future__ import annotations

import json
import re

import pytest

from referee.http.api.web import WEB_ROOT
from tests.e2e.conftest import pages, web_env
from tests.e2e.test_web_play import at_version, spectator_view
from tests.e2e.test_web_table import assert_player_words
from tests.support.live import Server
from tests.three_tricks import installed
from tests.three_tricks.engine import DECK


@pytest.fixture(scope="module")
def three_tricks_server(redis_url, tmp_path_factory):
    server = Server({**web_env(redis_url), **installed(tmp_path_factory.mktemp("site"))}).start()
    yield server
    server.stop()


def hand_of(page) -> list[str]:
    return [card.get_attribute("data-card") for card in page.locator("#my-hand .card").all()]


def test_a_game_without_a_file_of_its_own_is_played_to_its_end(chromium, three_tricks_server):
    assert "three" not in (WEB_ROOT / "games" / "index.js").read_text()
    with pages(chromium, three_tricks_server) as browsers:
        creator = browsers.page("new")
        creator.select_option("#variant", "three-tricks")
        assert_player_words(creator)  # no preset, no option: nothing shown for them
        # The game has no computer players (its `bots` are []): no seat can be given to one.
        assert creator.locator("#player-1").count() == 1 and creator.locator("[data-bot]").count() == 0
        creator.fill("#seed", "web-generic")
        creator.click("#create")
        links = [creator.locator(f"[data-link=seat-{seat}] input").input_value() for seat in (0, 1)]
        game_id = re.search(r"game=([^&]+)", links[0])[1]
        seats = [browsers.page(link.split("#", 1)[1]) for link in links]

        # T2: a card not held, typed as a move, is refused with the game's rule.
        at_version(seats[0], 1)
        # The view's `leader`, a seat's wire number, reads as the player's name.
        assert seats[0].locator('.view-part[data-key="leader"]').text_content() in ("Ann", "Bob")
        held = hand_of(seats[0])
        assert len(held) == 3 and set(held) <= set(DECK)
        seats[0].click("#moves details summary")
        seats[0].fill("#move-json", json.dumps({"type": "play", "card": next(c for c in DECK if c not in held)}))
        seats[0].click("#send-json")
        seats[0].locator('.problem[data-rule="T2"]').wait_for()

        played = []
        for turn in range(6):
            view = spectator_view(three_tricks_server, game_id)
            (seat,) = view["to_act"]
            page = seats[seat]
            at_version(page, view["version"])
            hand = hand_of(page)
            assert page.locator("#hint").count() == 0  # no computer to ask
            if turn % 2 == 0:
                # The composer: a move type whose one field is a card, filled from the selection.
                page.click(f'#my-hand button[data-card="{hand[-1]}"]')
                page.click('button[data-compose="play"]')
                played.append(hand[-1])
            else:
                # The listed moves, each in words from its declared field.
                buttons = page.locator("#legal-moves button.move")
                assert sorted(json.loads(b.get_attribute("data-move"))["card"] for b in buttons.all()) \
                    == sorted(hand)
                assert buttons.first.text_content() == f"Play: {hand[0]}"
                buttons.first.click()
                played.append(hand[0])
            page.wait_for_selector(f'#game:not([data-version="{view["version"]}"])')
            if turn % 2 == 0:
                # The trick under way, drawn from the view: the player and the card.
                other = seats[1 - seat]
                at_version(other, view["version"] + 1)
                assert other.locator(f'.view-part[data-key="trick"] li[data-seat="{seat}"] '
                                     f'.card[data-card="{played[-1]}"]').count() == 1

        final = spectator_view(three_tricks_server, game_id)
        assert final["status"] == "finished"
        for page in seats:
            at_version(page, final["version"])
            assert page.locator("#winners").count() == 1
            totals = [int(page.locator(f'#scores tr[data-seat="{s}"] .score-total').text_content())
                      for s in (0, 1)]
            assert totals == [score["total"] for score in final["scores"]]
            tricks = page.locator('#event-list li[data-type="trick_won"]')
            assert tricks.count() == 3
            assert played[-1] in tricks.first.text_content()  # the cards an event shows
            assert not [text for text in page.locator("#event-list li").all_text_contents()
                        if "undefined" in text or "{" in text]
            assert_player_words(page)
