"""The tournament's page in the web client (docs/tournaments.md "Tournaments"): the director
starts a round from a pairing pasted in (a refusal said with its rule), gives each seat its
link, and the public page reads the standings by the tournament's id; both pages in Italian
show no English word of theirs."""

from __future__ import annotations

import re

from tests.support.live import request

PAGE = "/play/tournament.html"
PLAYERS = [{"id": f"P{i}", "name": f"Player {i}"} for i in range(1, 6)]


def forfeit_round_1(web_server, made) -> None:
    """Round 1's games end: the director forfeits each table's second seat."""
    status, _, view = request("GET", f"{web_server.url}/v1/tournaments/{made['id']}")
    for table in view["rounds"][0]["tables"]:
        status, _, _ = request("POST", f"{web_server.url}/v1/games/{table['game']}/decisions",
                               {"type": "forfeit", "seat": 1, "reason": "did not come"},
                               token=made["director_token"])
        assert status == 201


def test_the_director_starts_a_round_from_a_pasted_pairing_and_anyone_reads_the_standings(
        browsers, web_server):
    status, _, made = request("POST", f"{web_server.url}/v1/tournaments", {
        "name": "Club night", "variant": "pareo", "players": PLAYERS, "seed": "web",
        "tiebreaks": ["buchholz"]})
    assert status == 201, made
    director = browsers.page(f"id={made['id']}&token={made['director_token']}", path=PAGE)
    director.wait_for_selector("#tournament-name:has-text('Club night')")
    director.fill("#pairing", "P1 P2\nP2 P3")
    director.click("#start-round")
    director.wait_for_selector(".problem[data-rule='R231']")
    director.fill("#pairing", "P1 P2\nP3 P4\nbye P5 full")
    director.click("#start-round")
    director.wait_for_selector("#seat-links a")
    assert director.locator("#seat-links a").count() == 4
    director.wait_for_selector(".round[data-round='1']")

    # The round's games end (the director forfeits them here); the public page ranks them.
    forfeit_round_1(web_server, made)
    public = browsers.page(f"id={made['id']}", path=PAGE)
    public.wait_for_selector("#standings-table tr[data-player='P5']")
    assert public.locator("#director").count() == 0
    first = public.locator("#standings-table tbody tr").first.inner_text()
    assert "P1" in first or "P3" in first or "P5" in first


#: The Italian page's players and tournament: names with no English word in them.
ITALIAN = [{"id": f"G{i}", "name": name} for i, name in
           enumerate(["Anna", "Bruno", "Carla", "Dario", "Elena"], start=1)]


def english_leftovers(page) -> list[str]:
    """The English words of the tournament page (i18n.js, every ``tournament`` string and the
    header's) that show on ``page``, but for the pairing's label (checked whole: its syntax,
    ``bye ID full``, is the API's words)."""
    fragments = page.evaluate("""async () => {
        const {STRINGS} = await import("./i18n.js");
        const flat = (node, prefix = "") => Object.entries(node).flatMap(([k, v]) =>
            typeof v === "object" ? flat(v, `${prefix}${k}.`) : [[`${prefix}${k}`, v]]);
        const it = Object.fromEntries(flat(STRINGS.it.tournament));
        const words = flat(STRINGS.en.tournament).filter(([k, v]) => v !== it[k]).map(([, v]) => v);
        return [...words, STRINGS.en.newGame].flatMap((text) => text.split(/\\{\\w+\\}/))
            .map((part) => part.trim()).filter((part) => /[A-Za-z]{3}/.test(part));
    }""")
    label = page.locator("label[for=pairing]")
    text = page.locator("body").inner_text()
    if label.count():
        text = text.replace(label.inner_text(), "")
    return [f for f in fragments if re.search(rf"(?<!\w){re.escape(f)}(?!\w)", text)]


def test_the_tournament_pages_in_italian_have_no_english_left(browsers, web_server):
    status, _, made = request("POST", f"{web_server.url}/v1/tournaments", {
        "name": "Serata al circolo", "variant": "pareo", "players": ITALIAN, "seed": "web-it",
        "tiebreaks": ["buchholz", "sonneborn-berger", "wins", "head-to-head"]})
    assert status == 201, made
    opening = browsers.page("", path=PAGE, language="it")
    opening.locator("label[for=open-id]", has_text="Id del torneo").wait_for()
    assert english_leftovers(opening) == []

    director = browsers.page(f"id={made['id']}&token={made['director_token']}", path=PAGE,
                             language="it")
    director.wait_for_selector("#tournament-name:has-text('Serata al circolo')")
    assert director.title() == "Torneo · Arbitro"
    assert director.locator("html").get_attribute("lang") == "it"
    assert director.locator("label[for=pairing]").inner_text() == (
        "Prossimo turno: un tavolo per riga (gli id nell'ordine dei posti); un riposo come "
        "\"bye ID full\" (o half, zero)")
    director.locator("#rounds", has_text="Ancora nessun turno.").wait_for()
    director.locator("#standings", has_text="Nessun turno è ancora finito.").wait_for()
    assert english_leftovers(director) == []
    director.fill("#pairing", "G1 G2\nG3 G4\nbye G5 half")
    director.click("#start-round")
    director.wait_for_selector("#seat-links a")
    director.wait_for_selector(".round[data-round='1']")
    assert director.locator("#round-result p").inner_text() == (
        "Turno 1 iniziato: dai a ogni giocatore il suo link.")
    assert director.locator(".round h3").inner_text() == "Turno 1 (in corso)"
    assert director.locator(".round li").last.inner_text() == "Riposo (mezzo punto): Elena"
    assert english_leftovers(director) == []

    forfeit_round_1(web_server, made)
    public = browsers.page(f"id={made['id']}", path=PAGE, language="it")
    public.wait_for_selector("#standings-table tr[data-player='G5']")
    public.locator(".round h3", has_text="Turno 1").wait_for()
    assert public.locator("#standings-table th").all_inner_texts() == [
        "Posizione", "Giocatore", "Punti", "Buchholz", "Sonneborn–Berger", "Vittorie",
        "Scontro diretto"]
    assert public.locator("#standings .hint").inner_text().startswith("Dopo il turno 1, ")
    assert english_leftovers(public) == []
    # The language button turns the page to English, and back (as every page of the client).
    public.click("#language")
    public.locator("h2", has_text="Standings").wait_for()
    assert english_leftovers(public) != []
    public.click("#language")
    public.locator("h2", has_text="Classifica").wait_for()
