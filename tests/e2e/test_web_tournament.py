"""The tournament's page in the web client (docs/tournaments.md "Tournaments"): the director
starts a round from a pairing pasted in (a refusal said with its rule), gives each seat its
link, and the public page reads the standings by the tournament's id."""

from __future__ import annotations

from tests.support.live import request

PAGE = "/play/tournament.html"
PLAYERS = [{"id": f"P{i}", "name": f"Player {i}"} for i in range(1, 6)]


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
    status, _, view = request("GET", f"{web_server.url}/v1/tournaments/{made['id']}")
    for table in view["rounds"][0]["tables"]:
        status, _, _ = request("POST", f"{web_server.url}/v1/games/{table['game']}/decisions",
                               {"type": "forfeit", "seat": 1, "reason": "did not come"},
                               token=made["director_token"])
        assert status == 201
    public = browsers.page(f"id={made['id']}", path=PAGE)
    public.wait_for_selector("#standings-table tr[data-player='P5']")
    assert public.locator("#director").count() == 0
    first = public.locator("#standings-table tbody tr").first.inner_text()
    assert "P1" in first or "P3" in first or "P5" in first
