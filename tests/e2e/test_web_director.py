"""The director in the web client (docs/rulings/director.md): the director's page lists a batch's
games (by its tag) with the calls to the director and their messages, takes a penalty, a pause and
a resume, and says a refusal in words; a seat's page calls the director, sees its call and the
director's decisions in the game's log as they come, has no move while the game is paused, and its
finished screen says that the director adjudicated or annulled the game. axe-core finds no
serious or critical violation on the director's page.

Nothing heavy is played: the games are created over HTTP with ``"director": true`` and the
decisions taken by the pages or over HTTP, with seeded shuffles."""

from __future__ import annotations

import re
import uuid

from playwright.sync_api import TimeoutError as PlaywrightTimeout

from tests.e2e.conftest import PHONE
from tests.support.live import request

#: The director's page (docs/web.md "Director").
DIRECTOR = "/play/director.html"
#: A clocked game: a pause stops its clocks (an unclocked game cannot be paused).
CLOCK = {"total": 600, "increment": 5}


def api(server, method: str, path: str, body=None, token=None, expect: int | None = None):
    status, _, reply = request(method, server.url + path, body, token=token)
    if expect is not None:
        assert status == expect, (status, reply)
    return reply


def director_game(server, **more) -> dict:
    return api(server, "POST", "/v1/games", {"variant": "emotrions", "players": ["Ann", "Bob"],
                                             "seed": "director-1", "director": True, **more}, expect=201)


def decide(server, game: dict, token: str, decision: dict) -> dict:
    return api(server, "POST", f"/v1/games/{game['id']}/decisions", decision, token=token, expect=201)


def seat_page(browsers, game: dict, seat: int, **more):
    page = browsers.page(f"game={game['id']}&token={game['tokens']['seats'][seat]}", **more)
    page.wait_for_selector("#game[data-version]")
    return page


def log_item(page, text: str):
    """The entry of the game's log that says ``text`` (waited for)."""
    item = page.locator("#event-list li", has_text=text)
    try:
        item.first.wait_for()
    except PlaywrightTimeout:
        raise AssertionError(f"{text!r} not in the log:\n{page.locator('#event-list').inner_text()}") from None
    return item


def test_the_director_page_lists_a_batch_with_its_calls_and_takes_decisions(browsers, web_server, axe):
    tag = f"round-{uuid.uuid4().hex[:8]}"
    batch = api(web_server, "POST", "/v1/batches", {"director": True, "games": [
        {"variant": "emotrions", "players": ["Ann", "Bob"], "seed": "director-1", "tag": tag, "clock": CLOCK},
        {"variant": "pareo", "players": ["Cy", "Dee"], "seed": "director-2", "tag": tag}]}, expect=201)
    director = batch["director_token"]
    clocked, plain = batch["games"]
    # Ann calls the director before the page opens; the message is the director's to read.
    api(web_server, "POST", f"/v1/games/{clocked['id']}/director-calls", {"message": "Bob takes ages"},
        token=clocked["tokens"]["seats"][0], expect=201)

    page = browsers.page(f"token={director}&tag={tag}", path=DIRECTOR)
    games = page.locator(".director-game")
    card = page.locator(f'.director-game[data-game="{clocked["id"]}"]')
    card.locator(".open-calls li").wait_for()
    assert games.count() == 2
    assert card.locator(".open-calls li").inner_text().startswith(
        "Ann (player 1) called the director: “Bob takes ages”")
    assert "EmotrionsOnCards: Ann, Bob" in card.locator("h2").inner_text()
    assert card.locator(".game-phase").inner_text() == "Stake"
    other = page.locator(f'.director-game[data-game="{plain["id"]}"]')
    other.locator(".no-calls").wait_for()
    assert axe(page) == []

    form = card.locator("form.decision-form")
    # A decision without its reason: the refusal in words, nothing decided.
    form.locator("select[name=type]").select_option("penalty")
    form.locator("select[name=seat]").select_option("1")
    form.locator("input[name=points]").fill("5")
    form.locator("button[type=submit]").click()
    refusal = card.locator(".decision-result .problem")
    refusal.wait_for()
    assert refusal.get_attribute("data-status") == "400"
    assert "reason" in refusal.inner_text() and "{" not in refusal.inner_text()
    assert api(web_server, "GET", f"/v1/games/{clocked['id']}/decisions", expect=200)["decisions"] == []

    # The penalty, with its reason: the reply in words, the decision listed, the call answered.
    form.locator("textarea[name=reason]").fill("slow play")
    form.locator("button[type=submit]").click()
    card.locator(".decision-result .decided").wait_for()
    assert "penalty of 5 points to Bob (player 2)" in card.locator(".decided").inner_text()
    card.locator('.decisions li[data-decision="penalty"]').wait_for()
    assert card.locator(".decisions li").inner_text() == \
        "The director: penalty of 5 points to Bob (player 2) — slow play"
    card.locator(".no-calls").wait_for()
    assert card.locator(".earlier-calls li").count() == 1
    taken = api(web_server, "GET", f"/v1/games/{clocked['id']}/decisions", expect=200)["decisions"]
    assert [(d["type"], d["seat"], d["points"], d["reason"]) for d in taken] == [("penalty", 1, 5, "slow play")]
    view = api(web_server, "GET", f"/v1/games/{clocked['id']}", expect=200)
    assert card.locator('tr[data-seat="1"] .score-total').inner_text() == str(view["scores"][1]["total"])

    # A pause, shown on the game's card; then the resume.
    form.locator("select[name=type]").select_option("pause")
    form.locator("textarea[name=reason]").fill("a dispute at the table")
    form.locator("button[type=submit]").click()
    page.locator(f'.director-game[data-game="{clocked["id"]}"][data-paused="true"]').wait_for()
    assert "paused" in card.locator(".game-status").inner_text()
    assert api(web_server, "GET", f"/v1/games/{clocked['id']}", expect=200)["paused"] is True
    form.locator("select[name=type]").select_option("resume")
    form.locator("textarea[name=reason]").fill("settled")
    form.locator("button[type=submit]").click()
    page.locator(f'.director-game[data-game="{clocked["id"]}"][data-paused="false"]').wait_for()
    assert [d["type"] for d in api(web_server, "GET", f"/v1/games/{clocked['id']}/decisions")["decisions"]] == \
        ["penalty", "pause", "resume"]

    # A game with no clock cannot be paused: the referee's refusal with its rule, in words.
    other_form = other.locator("form.decision-form")
    other_form.locator("select[name=type]").select_option("pause")
    other_form.locator("textarea[name=reason]").fill("a dispute")
    other_form.locator("button[type=submit]").click()
    refused = other.locator(".decision-result .problem")
    refused.wait_for()
    assert refused.get_attribute("data-status") == "422" and refused.get_attribute("data-rule")
    assert refused.inner_text().startswith("✗ Refused: Pause the clocks")

    # A seat's call comes in while the page is open (it reads the games again by itself).
    api(web_server, "POST", f"/v1/games/{plain['id']}/director-calls", {"message": "a card fell on the floor"},
        token=plain["tokens"]["seats"][1], expect=201)
    other.locator(".open-calls li", has_text="a card fell on the floor").wait_for()
    assert other.locator(".open-calls li").inner_text().startswith("Dee (player 2) called the director")
    assert axe(page) == []


def test_a_seat_calls_the_director_and_sees_the_decisions_as_they_come(browsers, web_server):
    game = director_game(web_server, clock=CLOCK)
    director = game["tokens"]["director"]
    ann = seat_page(browsers, game, 0)
    bob = seat_page(browsers, game, 1, language="it")
    ann.locator("#director #director-message").wait_for()

    ann.fill("#director-message", "Bob is looking at my cards")
    ann.click("#call-director")
    ann.locator("#director-sent").wait_for()
    # The caller reads its message in the log; the other seat only that the director was called.
    log_item(ann, "Ann (player 1) called the director: “Bob is looking at my cards”")
    called = log_item(bob, "Ann (giocatore 1) ha chiamato il direttore")
    assert "looking" not in bob.locator("#event-list").inner_text()
    assert called.count() == 1

    # The director's decisions, taken over HTTP, reach both screens as they come.
    decide(web_server, game, director, {"type": "penalty", "seat": 1, "points": 5, "reason": "slow play"})
    log_item(ann, "The director: penalty of 5 points to Bob (player 2) — slow play")
    log_item(bob, "Il direttore: penalità di 5 punti a Bob (giocatore 2) — slow play")

    decide(web_server, game, director, {"type": "pause", "reason": "a dispute"})
    ann.locator("#paused").wait_for()
    assert ann.locator("#paused").inner_text() == "‖ The director has paused the game"
    assert ann.locator("#paused-moves").count() == 1 and ann.locator("#legal-moves button.move").count() == 0
    log_item(ann, "The director: the game is paused — a dispute")
    decide(web_server, game, director, {"type": "resume", "reason": "settled"})
    ann.locator("#legal-moves button.move").first.wait_for()
    assert ann.locator("#paused").count() == 0

    # A few calls a minute at most: the next one is refused with its wait, in words.
    for _ in range(10):
        ann.fill("#director-message", "again")
        ann.click("#call-director")
        ann.locator("#director-result > *").wait_for()
        if ann.locator('#director-result .problem[data-status="429"]').count():
            break
        ann.locator("#director-sent").wait_for()
    refusal = ann.locator('#director-result .problem[data-status="429"]')
    assert refusal.count() == 1
    assert refusal.locator("strong").inner_text().startswith("✗ Too many requests: try again in ")


def test_the_creation_form_gives_a_director_and_the_link_to_their_page(browsers, web_server):
    page = browsers.page("new")
    page.wait_for_selector("#create")
    page.check("#with-director")
    page.click("#create")
    page.locator("#links").wait_for()
    seat = page.locator("[data-link=seat-0] input").input_value()
    game_id = re.search(r"game=([^&]+)", seat)[1]
    link = page.locator("[data-link=director] input").input_value()
    assert link.startswith(f"{web_server.url}/play/director.html#token=") and link.endswith(f"&games={game_id}")
    page.goto(link)
    page.locator(f'.director-game[data-game="{game_id}"] .no-calls').wait_for()
    assert page.locator(".director-game").count() == 1
    assert api(web_server, "GET", f"/v1/games/{game_id}", expect=200)["director"] is True
    # The page in Italian, as every page of the client.
    page.click("#language")
    page.locator("h1", has_text="Direttore").wait_for()
    page.locator(".director-game .no-calls", has_text="Nessuna chiamata aperta.").wait_for()
    assert page.locator(".director-game button[type=submit]").inner_text() == "Decidi"


def test_a_game_without_a_director_has_no_call(browsers, web_server):
    plain = api(web_server, "POST", "/v1/games", {"variant": "emotrions", "players": ["Ann", "Bob"],
                                                  "seed": "director-1"}, expect=201)
    page = seat_page(browsers, plain, 0)
    page.locator("#legal-moves button.move").first.wait_for()
    assert page.locator("#director").is_hidden()


def test_the_finished_screen_says_the_director_adjudicated_or_annulled(browsers, web_server):
    awarded = director_game(web_server)
    annulled = director_game(web_server)
    decide(web_server, awarded, awarded["tokens"]["director"],
           {"type": "award", "winners": [1], "reason": "time ran out"})
    decide(web_server, annulled, annulled["tokens"]["director"], {"type": "annul", "reason": "fouled cards"})

    page = seat_page(browsers, awarded, 0, viewport=PHONE)
    page.locator("#winners").wait_for()
    assert page.locator("#winners h2").inner_text() == "★ Bob won"
    assert page.locator("#decided").inner_text() == (
        "The result was adjudicated by the director. "
        "The director: result awarded: Bob (player 2) won — time ran out")
    # A decision after the award comes in by itself, under the result.
    decide(web_server, awarded, awarded["tokens"]["director"],
           {"type": "penalty", "seat": 0, "points": 3, "reason": "abuse of the opponent"})
    page.locator('#amended li[data-decision="penalty"]').wait_for(timeout=40_000)
    assert page.locator("#amended li").inner_text() == \
        "The director: penalty of 3 points to Ann (player 1) — abuse of the opponent"

    page = seat_page(browsers, annulled, 1)
    page.locator("#winners").wait_for()
    assert page.locator("#winners h2").inner_text() == "The game was annulled by the director: not played"
    assert page.locator("#decided").inner_text() == "The director: the game is annulled (not played) — fouled cards"
    assert page.locator("#moves").is_hidden()

    # The director's page: the game ended, its result open to corrections for a while (R201).
    page = browsers.page(f"token={awarded['tokens']['director']}&games={awarded['id']}", path=DIRECTOR,
                         viewport=PHONE)
    page.locator('.game-result[data-final="false"]').wait_for()
    # On a phone: one column, no sideways scrolling.
    assert page.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]
    card = page.locator(".director-game")
    assert card.get_attribute("data-status") == "finished"
    assert card.locator(".decisions li").all_inner_texts() == [
        "The director: result awarded: Bob (player 2) won — time ran out",
        "The director: penalty of 3 points to Ann (player 1) — abuse of the opponent"]


def test_a_decision_after_the_end_reaches_the_finished_screen(browsers, web_server):
    game = director_game(web_server)
    api(web_server, "POST", f"/v1/games/{game['id']}/moves", {"type": "resign"},
        token=game["tokens"]["seats"][0], expect=200)
    page = seat_page(browsers, game, 1)
    page.locator("#winners").wait_for()
    assert page.locator("#winners h2").inner_text() == "★ You won!"
    # The stream ended with the game; the screen reads the log again while the correction
    # period is open (every 10 s), so the director's penalty comes in by itself.
    decide(web_server, game, game["tokens"]["director"],
           {"type": "penalty", "seat": 1, "points": 2, "reason": "unsporting conduct"})
    amended = page.locator('#amended li[data-decision="penalty"]')
    amended.wait_for(timeout=40_000)
    assert amended.inner_text() == "The director: penalty of 2 points to Bob (player 2) — unsporting conduct"
    log_item(page, "The director: penalty of 2 points to Bob (player 2) — unsporting conduct")



def test_the_director_corrects_a_move_the_scorekeeper_reported(browsers, web_server):
    game = api(web_server, "POST", "/v1/games", {"variant": "emotrions", "players": ["Ann", "Bob"],
                                                 "deal": "table", "leader": 0, "director": True}, expect=201)
    table = game["tokens"]["table"]
    api(web_server, "POST", f"/v1/games/{game['id']}/moves", {"type": "stake", "cards": ["love"], "seat": 0},
        token=table, expect=200)
    page = browsers.page(f"token={game['tokens']['director']}&games={game['id']}", path=DIRECTOR)
    card = page.locator(".director-game")
    form = card.locator("form.decision-form")
    form.wait_for()
    form.locator("select[name=type]").select_option("correct")
    form.locator("input[name=version]").fill("2")
    form.locator("textarea[name=move]").fill("{not json")
    form.locator("textarea[name=reason]").fill("the scorekeeper typed the wrong card")
    form.locator("button[type=submit]").click()
    assert card.locator(".decision-result .problem").inner_text() == "✗ The move is not a JSON object."
    form.locator("textarea[name=move]").fill('{"type": "stake", "cards": ["joy"], "seat": 0}')
    form.locator("button[type=submit]").click()
    card.locator(".decision-result .decided").wait_for()
    said = card.locator('.decisions li[data-decision="correct"]').inner_text()
    # The director sees what a spectator does: the move replaced, not its card (G3).
    assert said.startswith("The director: the move of version 2 is now Ann (player 1) · ")
    assert said.endswith(" — the scorekeeper typed the wrong card") and "joy" not in said
    # The scorekeeper, who reported it, reads the card put down instead.
    keeper = browsers.page(f"game={game['id']}&table={table}")
    corrected = log_item(keeper, "The director: the move of version 2 is now Ann (player 1) · Stake: ")
    assert "joy" in corrected.first.inner_text()
