"""The web client as a card table (docs/web.md): a person plays each game against the computer to
its end at a desktop's and a phone's size, through the pages alone; the last trick stays on the
table with its winner, the Mulligan is choose-then-swap, the computer's moves are shown one at a
time, refusals read as sentences, no seat is numbered from 0, the finished screen says who won
and why and starts the rematch; axe-core finds no serious or critical violation on the form,
the table and the finished screen.

The games are seeded and short (a random computer player, the first listed move each turn), so
each plays the same way every run."""

from __future__ import annotations

import re

import pytest

from tests.e2e.conftest import DESKTOP, PHONE
from tests.support.live import request

#: A seed per game whose game is short with these moves (12, 15 and 18 moves of the person).
SEEDS = {"emotrions": "web-1", "pareo": "web-1", "four-aces": "web-4"}
SIZES = {"desktop": DESKTOP, "phone": PHONE}


def shown_text(page) -> str:
    """What the page shows (closed details panels are not shown)."""
    return page.locator("body").inner_text()


def assert_player_words(page) -> None:
    """No seat numbered from 0 and no raw JSON on the screen."""
    text = shown_text(page)
    assert not re.search(r"\b(Player|Seat|Giocatore|Posto) 0\b|#0\b", text), text
    assert '{"' not in text and not re.search(r"\b(undefined|null|NaN)\b", text), text


def create_against_the_computer(page, variant: str, seed: str) -> None:
    page.select_option("#variant", variant)
    assert_player_words(page)
    page.select_option("#bot-1", "random")
    # A computer seat is named for what it is, not "Bob".
    assert page.input_value("#player-1") == "Computer (random)"
    page.fill("#seed", seed)
    page.click("#create")
    page.locator("#links").wait_for()


@pytest.mark.parametrize("size", list(SIZES))
@pytest.mark.parametrize("variant", list(SEEDS))
def test_a_game_against_the_computer_to_its_end(browsers, web_server, axe, variant, size):
    viewport = SIZES[size]
    page = browsers.page("new", viewport=viewport)
    page.wait_for_selector("#create")
    checks = variant == "emotrions"  # the screens' accessibility, once per size
    if checks:
        assert axe(page) == []
    create_against_the_computer(page, variant, SEEDS[variant])
    # The links are in sight, the seats' only (a server-dealt game's table can only watch).
    assert page.locator("[data-link=seat-0]").bounding_box()["y"] < viewport["height"]
    assert page.locator("[data-link=seat-1], [data-link=table]").count() == 0
    link = page.locator("[data-link=seat-0] input").input_value()
    game_id = re.search(r"game=([^&]+)", link)[1]
    # The same browser plays the seat (and keeps the table token for the rematch).
    page.goto(link)
    page.wait_for_selector("#legal-moves button.move")
    title = page.locator("#game-title").text_content()
    assert title == {"emotrions": "EmotrionsOnCards", "pareo": "Emotrions Pareo", "four-aces": "4 Aces"}[variant]
    if checks:
        assert axe(page) == []

    mulligan = variant == "four-aces"
    last_seen = 0
    for turn in range(100):
        page.wait_for_selector("#legal-moves button.move, #winners")
        if page.locator("#winners").count():
            break
        version = page.get_attribute("#game", "data-version")
        if mulligan:
            # A 4 Aces Mulligan: no wall of swaps; cards are chosen, then the one Swap.
            assert page.locator("#choose-then").count() == 1
            assert page.locator("#legal-moves button.move").all_text_contents() == ["Pass"]
            swap = page.locator('button[data-compose="swap"]')
            assert swap.count() == 1 and swap.is_disabled()
            page.locator("#my-hand button.card").first.click()
            page.locator("#table-cards button.card").first.click()
            assert swap.is_enabled() and "give" in swap.text_content() and "take" in swap.text_content()
            page.locator("#my-hand button.card").first.click()
            page.locator("#table-cards button.card").first.click()
            mulligan = False
        # The last trick (play, capture) stays on the table, its winner marked, and why. It is
        # read in one step: a bot's move arriving on the stream redraws the table between two
        # separate reads, and the second would see another trick than the first.
        last = page.evaluate("""() => {
            const last = document.querySelector("#last-trick");
            if (!last) return null;
            const why = last.querySelector(".why");
            return {winner: last.getAttribute("data-winner"),
                    marked: [...last.querySelectorAll('[data-winner="true"]')]
                        .map(element => element.getAttribute("data-seat")),
                    why: why ? why.textContent.trim() : ""};
        }""")
        if last is not None:
            assert last["marked"] == ([] if last["winner"] == "none" else [last["winner"]]), last
            assert last["why"], last
            last_seen += 1
        if turn == 0:
            assert_player_words(page)
        page.locator("#legal-moves button.move").first.click()
        page.wait_for_selector(f'#game:not([data-version="{version}"])')
    assert last_seen > 3

    # The finished screen: who won and why, the final scores, the way on.
    view = request("GET", f"{web_server.url}/v1/games/{game_id}")[2]
    assert view["status"] == "finished"
    winners = page.locator("#winners")
    names = [p["name"] for p in view["players"] if p["seat"] in view["winners"]]
    assert any(name in winners.text_content() for name in names) or "You won" in winners.text_content()
    assert page.locator("#why-won a.rule-link").count() == 1
    assert page.locator("#my-hand").count() == 0  # no empty hand left on the screen
    totals = [int(page.locator(f'#scores tr[data-seat="{s}"] .score-total').text_content()) for s in (0, 1)]
    assert totals == [score["total"] for score in view["scores"]]
    assert_player_words(page)
    # A hand's number reads as a number (Pareo's `hand` is its cards, not a hand's number).
    starts = page.locator('#event-list li[data-type="hand_started"]').all_text_contents()
    assert all(re.fullmatch(r"Hand \d+ starts", line) for line in starts), starts
    if checks:
        assert axe(page) == []
    page.click("#rematch")
    page.wait_for_selector('#game[data-status="active"] #legal-moves button.move')
    new_id = re.search(r"game=([^&]+)", page.url)[1]
    assert new_id != game_id
    rematch = request("GET", f"{web_server.url}/v1/games/{new_id}")[2]
    assert rematch["rematch_of"] == game_id and rematch["variant"] == variant


def test_computer_moves_wait_for_next_one_at_a_time(browsers):
    page = browsers.page("new", pace="step")
    create_against_the_computer(page, "emotrions", SEEDS["emotrions"])
    page.goto(page.locator("[data-link=seat-0] input").input_value())
    page.wait_for_selector("#legal-moves button.move")
    # The keyboard selects a card and keeps the focus on it (the row is drawn again).
    first = page.locator("#my-hand button.card").first
    first.focus()
    page.keyboard.press("Enter")
    assert first.get_attribute("aria-pressed") == "true"
    assert page.evaluate("document.activeElement.getAttribute('aria-pressed')") == "true"
    page.keyboard.press("Space")
    assert first.get_attribute("aria-pressed") == "false"
    page.wait_for_selector('#event-list li[data-type="draw"]')
    by_bot = page.locator("#event-list li.by-bot").count()
    page.locator("#legal-moves button.move").first.click()
    # The person's stake shows at once; the computer's answer waits for Next.
    page.wait_for_selector("#next")
    assert page.locator("#event-list li.by-bot").count() == by_bot
    assert page.locator("#legal-moves").count() == 0  # nothing to play meanwhile
    page.click("#next")
    page.wait_for_selector(f"#event-list li.by-bot >> nth={by_bot}")


def test_refusals_read_as_sentences(browsers):
    page = browsers.page("new")
    create_against_the_computer(page, "emotrions", SEEDS["emotrions"])
    page.goto(page.locator("[data-link=seat-0] input").input_value())
    page.wait_for_selector("#legal-moves button.move")
    page.click("#moves details summary")
    # A 400: the field errors in words, not as JSON.
    page.fill("#move-json", '{"type": "stake", "cards": ["nonsense"]}')
    page.click("#send-json")
    problem = page.locator('.problem[data-status="400"]')
    problem.wait_for()
    assert "cards" in problem.locator(".field-errors").text_content()
    assert "{" not in problem.text_content()
    # A 422: the rule, its title and its text, and the referee's reason.
    hand = [c.get_attribute("data-card") for c in page.locator("#my-hand button.card").all()]
    unheld = next(c for c in ("joy", "love", "goodness", "force", "fury") if c not in hand)
    page.fill("#move-json", f'{{"type": "stake", "cards": ["{unheld}"]}}')
    page.click("#send-json")
    refused = page.locator('.problem[data-status="422"]')
    refused.wait_for()
    assert refused.locator("a.rule-link").count() == 1 and refused.locator(".rule-text").text_content()
    assert "{" not in refused.text_content()
    assert_player_words(page)
