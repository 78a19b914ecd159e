"""Acceptance: API.md's Moves table (every move object accepted in its situation), legal moves,
the move reply, and Events with their fields, black-box over HTTP on a real Redis."""

from __future__ import annotations

import json

from tests.support.acceptance import (
    event_of,
    events_as,
    four_aces_deal,
    four_aces_duel,
    problem,
    viewers,
    wire,
)
from tests.support.http import DEAL_2P, HANDS_2P, Table, bearer, stock_for
from tests.support.live import ROOT

TWO = ["Ann", "Bob"]
# 4 Aces duel hands used below (dealer 0): Ann holds the 9D that captures 5H+4H.
ANN = ["BJ", "9D", "10S", "KS", "KC", "KD", "QS", "QC"]
BOB = ["JC", "JD", "JH", "10C", "10D", "9S", "9C", "QD"]
FOUR_ACES_WIN = [["4D", "KS", "KC", "KD", "QS", "QC", "8D", "JS"], BOB]  # 4D takes the 4 Aces
TABLE = ["5H", "4H", "2S", "3S", "6H", "7C"]


def emotrions(client, deal=DEAL_2P, **body) -> Table:
    return Table(client, {"variant": "emotrions", "players": TWO, "deal": deal, **body})


def gapless(game: Table) -> None:
    """Every viewer gets one sequence 1..last with no gaps (API.md, Events)."""
    lengths = set()
    for who, headers in viewers(game).items():
        seqs = [event["seq"] for event in events_as(game, headers)]
        assert seqs == list(range(1, len(seqs) + 1)), who
        lengths.add(len(seqs))
    assert len(lengths) == 1


# Moves and their reply ----------------------------------------------------------------------------

def test_a_move_reply_carries_the_new_version_its_events_and_the_callers_view(client):
    game = emotrions(client)
    reply = game.move(0, {"type": "stake", "cards": ["goodness"]}).get_json()
    assert reply["version"] == 2 and reply["view"]["version"] == 2
    assert reply["view"]["you"] == 0 and "cards" in reply["view"]["hands"][0]
    assert "cards" not in reply["view"]["hands"][1]
    assert [e["seq"] for e in reply["events"]] == [e["seq"] for e in game.events(0, after=4)]
    assert any(e["type"] == "stake" for e in reply["events"])


def test_legal_moves_are_ready_to_send_move_objects(client):
    for game in (emotrions(client),
                 Table(client, {"variant": "pareo", "players": TWO, "seed": "legal"}),
                 Table(client, {"variant": "four-aces", "players": TWO, "seed": "legal"})):
        seat = game.view().get_json()["to_act"][0]
        moves = game.legal(seat)
        assert moves and all(isinstance(m, dict) and m["type"] for m in moves)
        waiting = 1 - seat
        assert game.legal(waiting) == []
        response = game.move(seat, moves[-1])
        assert response.status_code == 200, response.get_json()


def test_emotrions_stake_of_one_or_two_cards(client):
    game = emotrions(client)
    assert game.move(0, {"type": "stake", "cards": ["love", "goodness"]}).status_code == 200
    assert game.move(1, {"type": "stake", "cards": ["love", "indecision"]}).status_code == 200


def test_emotrions_choose_style_by_the_winner_with_winner_options(client):
    game = emotrions(client, options={"winner_options": True})
    game.move(0, {"type": "stake", "cards": ["goodness"]})
    game.move(1, {"type": "stake", "cards": ["joy"]})
    assert game.view().get_json()["to_act"] == [0]
    choice = {"type": "choose_style", "stock_face_up": False, "covered": True, "naked": False}
    assert choice in game.legal(0)
    problem(game.move(1, choice), 422, "G6")
    assert game.move(0, choice).status_code == 200
    assert game.view().get_json()["style"] == {"stock_face_up": False, "covered": True,
                                               "naked": False}
    # E6.3: in a covered trick the others see only how many cards a stake holds.
    game.move(0, {"type": "stake", "cards": ["love"]})
    trick = game.view(1).get_json()["trick"]
    assert trick[0]["count"] == 1 and "cards" not in trick[0]
    assert "love" not in wire(game.client.get(f"/v1/games/{game.id}/events",
                                              query_string={"after": 10},
                                              headers=bearer(game.seats[1])))


FORCE_HANDS = [["force", "joy", "love", "goodness", "sadness", "hatred"],
               ["joy", "love", "goodness", "sadness", "hatred", "fury"],
               ["joy", "love", "goodness", "sadness", "hatred", "fury"]]
FORCE_DEAL = {"hands": FORCE_HANDS, "stock": stock_for(FORCE_HANDS, ["force", "force", "love"]),
              "leader": 0}


def forced_exchange_game(client) -> Table:
    return Table(client, {"variant": "emotrions", "players": ["Ann", "Bob", "Cy"],
                          "options": {"forced_exchange": True}, "deal": FORCE_DEAL})


def test_emotrions_exchange_calls_then_takes_along_the_chain(client):
    game = forced_exchange_game(client)
    assert game.view().get_json()["to_act"] == [0]
    assert game.move(0, {"type": "exchange", "victim": 1}).status_code == 200
    assert game.view().get_json()["to_act"] == [1]
    assert game.move(1, {"type": "exchange", "victim": 2}).status_code == 200
    assert game.view().get_json()["to_act"] == [2]
    reply = game.move(2, {"type": "exchange", "victim": 0})
    assert reply.status_code == 200
    # E7.3: the chain ends on a player who has already taken; staking begins.
    assert reply.get_json()["view"]["phase"] == "stake"
    counts = [hand["count"] for hand in reply.get_json()["view"]["hands"]]
    assert counts == [7, 7, 7]


def test_emotrions_decline_a_forced_exchange_when_asked(client):
    game = forced_exchange_game(client)
    for seat in (0, 1, 2):
        assert game.view().get_json()["to_act"] == [seat]
        assert {"type": "decline"} in game.legal(seat)
        assert game.move(seat, {"type": "decline"}).status_code == 200
    assert game.view().get_json()["phase"] == "stake"


def test_a_forced_exchange_take_shows_who_took_from_whom_not_the_card(client):
    game = forced_exchange_game(client)
    game.move(0, {"type": "exchange", "victim": 1})
    game.move(1, {"type": "exchange", "victim": 2})
    takes = {who: [e for e in events_as(game, headers) if e.get("victim") is not None
                   and e["type"] != "move"]
             for who, headers in viewers(game).items()}
    for who, seen in takes.items():
        assert [(e["taker"], e["victim"]) for e in seen] == [(0, 1), (1, 2)], who
        cards = [("card" in e) for e in seen]
        expected = {"spectator": [False, False], "table": [False, False],
                    "seat 0": [True, False], "seat 1": [True, True], "seat 2": [False, True]}
        assert cards == expected[who], (who, seen)
    gapless(game)


def test_pareo_attack_answer_and_decline(client):
    hands = [["joy", "love", "goodness", "force", "sadness", "hatred"],
             ["joy", "love", "goodness", "fury", "sadness", "indecision"]]
    deal = {"hands": hands, "stock": stock_for(hands, ["hunger", "hunger", "fury", "fury"]),
            "leader": 0}
    game = Table(client, {"variant": "pareo", "players": TWO, "deal": deal})
    assert game.move(0, {"type": "attack", "cards": ["love"]}).status_code == 200
    reply = game.move(1, {"type": "answer", "cards": ["love"]})
    assert reply.status_code == 200
    resolved = event_of(reply.get_json()["events"], "play_resolved")
    # P4: a matched positive attack goes to the Pareo; V = 3 + 3.
    assert resolved["taker"] == 1 and resolved["value"] == 6
    # P5: Bob's pile is worth more: Bob is the Challenger now.
    assert game.view().get_json()["to_act"] == [1]
    assert game.move(1, {"type": "attack", "cards": ["joy"]}).status_code == 200
    reply = game.move(0, {"type": "decline"})
    assert reply.status_code == 200
    resolved = event_of(reply.get_json()["events"], "play_resolved")
    assert resolved["taker"] == 1 and resolved["value"] == 1  # a declined positive attack


def test_pareo_play_resolved_with_hunger_has_no_taker(client):
    deal = {"hands": HANDS_2P, "stock": stock_for(HANDS_2P, ["force", "force"]), "leader": 0}
    game = Table(client, {"variant": "pareo", "players": TWO, "deal": deal})
    game.move(0, {"type": "attack", "cards": ["hunger"]})
    reply = game.move(1, {"type": "decline"}).get_json()
    assert event_of(reply["events"], "play_resolved")["taker"] is None


def test_four_aces_swap_and_pass_in_the_mulligan(client):
    game = four_aces_duel(client, [ANN, BOB], TABLE,
                          swap={"type": "swap", "give": ["QC"], "take": ["7C"]})
    view = game.view(0).get_json()
    assert "7C" in view["hands"][0]["cards"] and "QC" in view["table"]
    assert view["phase"] != "mulligan" and view["to_act"] == [0]


def test_four_aces_capture_and_interrupt(client):
    game = four_aces_duel(client, [ANN, BOB], TABLE)
    reply = game.move(0, {"type": "capture", "card": "9D", "take": ["5H", "4H"]})
    assert reply.status_code == 200
    capture = event_of(reply.get_json()["events"], "capture")
    assert capture["seat"] == 0 and capture["card"] == "9D"
    assert sorted(capture["take"]) == ["4H", "5H"]
    assert reply.get_json()["view"]["to_act"] == [1]
    assert {"type": "interrupt", "card": "5H"} in game.legal(1)
    reply = game.move(1, {"type": "interrupt", "card": "5H"})
    assert reply.status_code == 200
    interrupted = event_of(reply.get_json()["events"], "interrupted")
    assert interrupted["card"] == "5H"
    assert "5H" not in game.view().get_json()["piles"][0]
    gapless(game)


def test_four_aces_decline_an_interruption(client):
    game = four_aces_duel(client, [ANN, BOB], TABLE)
    game.move(0, {"type": "capture", "card": "9D", "take": ["5H", "4H"]})
    reply = game.move(1, {"type": "decline"})
    assert reply.status_code == 200
    assert sorted(game.view().get_json()["piles"][0]) == ["4H", "5H", "9D"]


def test_four_aces_capture_with_a_joker_declares_its_value(client):
    game = four_aces_duel(client, [ANN, BOB], TABLE)
    move = {"type": "capture", "card": "BJ", "take": ["5H"], "joker_value": 5}
    assert move in game.legal(0)
    reply = game.move(0, move)
    assert reply.status_code == 200, reply.get_json()
    assert event_of(reply.get_json()["events"], "capture")["joker_value"] == 5
    problem(game.move(1, {"type": "capture", "card": "JC", "take": ["4H"], "joker_value": 5}),
            422)


def test_four_aces_drop_a_card_that_captures_nothing(client):
    game = four_aces_duel(client, [["3H", "2D", "4C", "4S", "5S", "6S", "7S", "8S"], BOB],
                          ["KS", "KC", "KD", "KH", "QS", "QH"])
    reply = game.move(0, {"type": "drop", "card": "3H"})
    assert reply.status_code == 200
    assert "3H" in reply.get_json()["view"]["table"]


def test_four_aces_piuma_event_when_a_capture_empties_the_table(client):
    table = ["AS", "AC", "2S", "2C", "2D", "2H"]
    game = four_aces_duel(client, [["10S", "3D", "4C", "4S", "5S", "6S", "7S", "8S"], BOB], table)
    take = list(table)
    reply = game.move(0, {"type": "capture", "card": "10S", "take": take})
    assert reply.status_code == 200, reply.get_json()
    events = reply.get_json()["events"]
    assert event_of(events, "piuma")["seat"] == 0
    assert len(reply.get_json()["view"]["table"]) == 4  # A6.2: 4 cards dealt to the table


# Events -------------------------------------------------------------------------------------------

def test_trick_resolved_has_the_winner_hunger_and_each_stakes_strength(client):
    game = emotrions(client)
    game.move(0, {"type": "stake", "cards": ["goodness"]})
    reply = game.move(1, {"type": "stake", "cards": ["fury", "fury"]}).get_json()
    resolved = event_of(reply["events"], "trick_resolved")
    assert resolved["winner"] == 1 and resolved["hunger"] is False
    assert [s["strength"] for s in resolved["stakes"]] == [5, 10]
    # The view's scores: this hand's points (Bob's pile: goodness fury fury) and the game total.
    assert reply["view"]["scores"] == [{"hand": 0, "total": 0}, {"hand": -5, "total": 0}]


def test_trick_resolved_eaten_by_hunger_has_no_winner(client):
    game = emotrions(client)
    game.move(0, {"type": "stake", "cards": ["hunger"]})
    reply = game.move(1, {"type": "stake", "cards": ["fury", "fury"]}).get_json()
    resolved = event_of(reply["events"], "trick_resolved")
    assert resolved["winner"] is None and resolved["hunger"] is True
    assert [s["strength"] for s in resolved["stakes"]] == [0, 10]


def test_hand_ended_has_per_seat_points_and_game_ended_the_winners_and_final_totals(client):
    """Seed ko-0 with the first legal move each time: a 2-player game Bob wins by knock-out
    after its first hand (E5.1), 36 moves."""
    game = Table(client, {"variant": "emotrions", "players": TWO, "seed": "ko-0"})
    view = game.view().get_json()
    while view["status"] == "active":
        seat = view["to_act"][0]
        reply = game.move(seat, game.legal(seat)[0])
        assert reply.status_code == 200
        view = reply.get_json()["view"]
    events = game.events()
    hand_ended, game_ended = event_of(events, "hand_ended"), event_of(events, "game_ended")
    assert hand_ended["points"] == [-12, 40]
    assert game_ended["winners"] == [1] and game_ended["totals"] == [-12, 40]
    assert view["winners"] == [1] and view["status"] == "finished"
    assert view["scores"] == [{"hand": -12, "total": -12}, {"hand": 40, "total": 40}]
    gapless(game)


def test_round_ended_has_points_columns_and_vp_and_game_ended_winners_and_totals(client):
    game = four_aces_duel(client, FOUR_ACES_WIN, ["AS", "AC", "AD", "AH", "2S", "3S"])
    reply = game.move(0, {"type": "capture", "card": "4D", "take": ["AS", "AC", "AD", "AH"]})
    events = reply.get_json()["events"]
    ended = event_of(events, "round_ended")
    assert ended["points"] == [93, 0]  # A9.3: 4 Aces 4, 20 and 69
    assert [c["suit"] for c in ended["columns"][0]] == ["S", "C", "D", "H"]
    assert ended["columns"][1] == []
    assert sum(line["points"] for line in ended["vp"][0]) == 93
    game_ended = event_of(events, "game_ended")
    assert game_ended["winners"] == [0] and game_ended["totals"] == [93, 0]
    view = game.view().get_json()
    assert view["status"] == "finished" and view["winners"] == [0]
    assert view["scores"] == [{"hand": 93, "total": 93}, {"hand": 0, "total": 0}]
    gapless(game)


def test_events_after_n_are_the_log_after_seq_n(client):
    game = emotrions(client)
    game.move(0, {"type": "stake", "cards": ["goodness"]})
    game.move(1, {"type": "stake", "cards": ["fury", "fury"]})
    for headers in viewers(game).values():
        everything = events_as(game, headers)
        assert events_as(game, headers, after=4) == everything[4:]
        assert events_as(game, headers, after=everything[-1]["seq"]) == []


def test_every_event_has_seq_in_one_gapless_sequence_for_every_viewer(client):
    game = emotrions(client)
    for seat, cards in ((0, ["goodness"]), (1, ["fury", "fury"]), (1, ["love"])):
        assert game.move(seat, {"type": "stake", "cards": cards}).status_code == 200
    gapless(game)


def test_events_stream_as_server_sent_events(client):
    game = four_aces_duel(client, FOUR_ACES_WIN, ["AS", "AC", "AD", "AH", "2S", "3S"])
    game.move(0, {"type": "capture", "card": "4D", "take": ["AS", "AC", "AD", "AH"]})
    response = client.get(f"/v1/games/{game.id}/events",
                          headers={"Accept": "text/event-stream", **bearer(game.seats[1])})
    assert response.status_code == 200
    assert response.headers["Content-Type"].startswith("text/event-stream")
    lines = response.get_data(as_text=True).splitlines()
    ids = [int(line[3:]) for line in lines if line.startswith("id:")]
    assert ids == [e["seq"] for e in game.events(1)]
    data = [json.loads(line[5:]) for line in lines if line.startswith("data:")]
    assert data == game.events(1)  # exactly what the JSON log shows this caller
    sse = {"Accept": "text/event-stream"}
    tail = client.get(f"/v1/games/{game.id}/events", query_string={"after": 10}, headers=sse)
    assert [int(line[3:]) for line in tail.get_data(as_text=True).splitlines()
            if line.startswith("id:")] == ids[10:]
    problem(client.get("/v1/games/no-such-game/events", headers=sse), 404)
    problem(client.get(f"/v1/games/{game.id}/events", headers={**sse, **bearer("nope")}), 401)


# G3: no response carries a card the caller may not see ---------------------------------------------

def test_no_response_carries_a_card_the_caller_may_not_see(client):
    game = four_aces_duel(client, [ANN, BOB], TABLE)
    game.move(0, {"type": "capture", "card": "9D", "take": ["5H", "4H"]})
    game.move(1, {"type": "decline"})
    # Ann drew the stock's top card after her capture; Bob holds his own 8.
    ann_hand = game.view(0).get_json()["hands"][0]["cards"]
    bob_hand = game.view(1).get_json()["hands"][1]["cards"]
    shown = set(TABLE) | {"9D"}
    hidden = {"seat 1": set(ann_hand) - shown, "spectator": (set(ann_hand) | set(bob_hand)) - shown,
              "table": (set(ann_hand) | set(bob_hand)) - shown}
    for who, headers in viewers(game).items():
        if who not in hidden:
            continue
        responses = [
            client.get(f"/v1/games/{game.id}", headers=headers),
            client.get(f"/v1/games/{game.id}/events", headers=headers),
            client.get(f"/v1/games/{game.id}/record", headers=headers),
            client.get(f"/v1/games/{game.id}/legal-moves", headers=headers),
            client.post(f"/v1/games/{game.id}/moves", headers=headers,
                        json={"type": "capture", "card": "KS", "take": ["2S"]}),
        ]
        for response in responses:
            text = wire(response)
            assert not [card for card in hidden[who] if f'"{card}"' in text], (who, text[:300])


# G6: a move of a kind the phase does not allow, or from a seat not awaited ------------------------

def test_g6_a_move_of_a_kind_the_phase_does_not_allow(client):
    game = emotrions(client)
    for move in ({"type": "choose_style", "stock_face_up": False, "covered": True, "naked": False},
                 {"type": "decline"}, {"type": "exchange", "victim": 1}):
        problem(game.move(0, move), 422, "G6")
    pareo = Table(client, {"variant": "pareo", "players": TWO, "deal": DEAL_2P})
    for move in ({"type": "answer", "cards": ["joy"]}, {"type": "decline"}):
        problem(pareo.move(0, move), 422, "G6")
    mulligan = Table(client, {"variant": "four-aces", "players": TWO,
                              "deal": four_aces_deal([ANN, BOB], TABLE)})
    for move in ({"type": "capture", "card": "9D", "take": ["5H", "4H"]},
                 {"type": "drop", "card": "KS"}, {"type": "interrupt", "card": "5H"}):
        problem(mulligan.move(0, move), 422, "G6")
    play = four_aces_duel(client, [ANN, BOB], TABLE)
    for move in ({"type": "pass"}, {"type": "swap", "give": ["QC"], "take": ["7C"]}):
        problem(play.move(0, move), 422, "G6")
    versions = [g.view().get_json()["version"] for g in (game, pareo, mulligan, play)]
    assert versions == [1, 1, 1, 5]


def test_g6_a_move_from_a_seat_whose_move_is_not_awaited(client):
    problem(emotrions(client).move(1, {"type": "stake", "cards": ["joy"]}), 422, "G6")
    pareo = Table(client, {"variant": "pareo", "players": TWO, "deal": DEAL_2P})
    problem(pareo.move(1, {"type": "attack", "cards": ["joy"]}), 422, "G6")
    aces = four_aces_duel(client, [ANN, BOB], TABLE)
    problem(aces.move(1, {"type": "drop", "card": "QD"}), 422, "G6")


def test_winners_of_a_teams_match_are_both_seats_of_the_pair(client):
    hands = [["4D", "KS", "KC", "KD", "QS", "QC"], ["JC", "JD", "JH", "10S", "10C", "10D"],
             ["9S", "9C", "9D", "9H", "8S", "8C"], ["7S", "7C", "7D", "7H", "6S", "6C"]]
    game = Table(client, {"variant": "four-aces", "players": list("ABCD"),
                          "options": {"mode": "teams"},
                          "deal": four_aces_deal(hands, ["AS", "AC", "AD", "AH", "2S", "3S"])})
    for seat in range(4):  # A5.3: one Mulligan round
        assert game.move(seat, {"type": "pass"}).status_code == 200
    reply = game.move(0, {"type": "capture", "card": "4D", "take": ["AS", "AC", "AD", "AH"]})
    assert event_of(reply.get_json()["events"], "game_ended")["winners"] == [0, 2]
    view = game.view().get_json()
    assert view["winners"] == [0, 2] and len(view["scores"]) == 4


def test_g1_seats_are_clockwise_from_the_leader(client):
    hands = [["joy", "love", "sadness"] * 2, ["joy", "love", "hatred"] * 2,
             ["goodness"] * 3 + ["force"] * 3]
    deal = {"hands": hands, "stock": stock_for(hands, ["hunger"] * 3), "leader": 2}
    game = Table(client, {"variant": "emotrions", "players": ["Ann", "Bob", "Cy"], "deal": deal})
    order = []
    for _ in range(3):
        seat = game.view().get_json()["to_act"][0]
        order.append(seat)
        assert game.move(seat, {"type": "stake", "cards": ["hunger"]}).status_code == 200
    assert order == [2, 0, 1]


def test_g7_project_rulings_are_r_ids_found_in_the_projects_docs(client):
    body = problem(client.post("/v1/games", json={
        "variant": "emotrions", "players": TWO,
        "options": {"winner_options": True, "covered": True}}), 422)
    assert body["rule"].startswith("R")
    docs = "".join(path.read_text() for path in ROOT.glob("docs/rulings/*.md"))
    assert f"{body['rule']} " in docs or f"{body['rule']}:" in docs or f"**{body['rule']}" in docs


def test_a_draw_shows_who_drew_to_all_and_the_card_only_to_the_drawer(client):
    game = Table(client, {"variant": "pareo", "players": TWO, "deal": {
        "hands": HANDS_2P, "stock": stock_for(HANDS_2P, ["force", "hunger"]), "leader": 0}})
    for who, headers in viewers(game).items():
        draws = [e for e in events_as(game, headers) if e["type"] == "draw"]
        assert [e["seat"] for e in draws] == [0, 1], who
        cards = [e.get("card") for e in draws]
        expected = {"seat 0": ["force", None], "seat 1": [None, "hunger"]}.get(who, [None, None])
        assert cards == expected, who
