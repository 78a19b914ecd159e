"""GameService (referee/core/games.py) and its one commit path, on memory and on Redis.

Every kind of change goes through :meth:`GameService.commit`, which publishes
:class:`Committed` and, for a change that ends the game, :class:`Ended` to the bus, where the
bootstrap registers the archive (docs/architecture.md) among the handlers. A game ended by a
person's move, a computer player's move, a clock's forfeit, a resignation, or a scorekeeper's undo
then the end, and a game of bots only, is archived; and every reply on it (the views, the events,
the legal moves, the record and the signed result's document) is the same before and after."""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from dataclasses import replace
from typing import Any

import orjson
import pytest

from referee import create_app
from referee.config import Settings
from referee.core.auth import Caller
from referee.core.games import Committed, Ended, Game, GameService, Next, move_event
from referee.core.lifecycle import Lifetime
from referee.core.messagebus import MessageBus
from referee.core.tabletop import UNDO
from referee.records import archive
from referee.records.archive import REPLAYS, Archiver, Archiving
from referee.records.records import build_record, result_document, stored_log
from tests.support.http import WAIT, played_out
from variants.base import Resign
from variants.search import Budget

#: A pure iteration cap: the bots' moves are a function of the game's seed.
BOT_BUDGET = Budget(8, None)


class Clock:
    """The service's clock, moved by hand (a clock's forfeit needs time to pass)."""

    def __init__(self) -> None:
        self.now = float(int(time.time()))

    def __call__(self) -> float:
        return self.now


def _replies(service: GameService, game: Game) -> dict[str, Any]:
    """Everything the service answers about ``game``, for each caller."""
    callers = {"spectator": Caller(), "table": Caller(table=True),
               **{f"seat {s}": Caller(seat=s) for s in range(len(game.players))}}
    out: dict[str, Any] = {}
    for who, caller in callers.items():
        out[f"{who} view"] = game.view(caller)
        out[f"{who} events"] = service.events(game, caller)
        out[f"{who} events after 3"] = service.events(game, caller, 3)
        moves, total = service.legal_moves(game, caller)
        out[f"{who} legal moves"] = ([m.to_dict() for m in moves], total)
        out[f"{who} record"] = build_record(service, game, caller, [])
    out["result"] = result_document(game, stored_log(service, game))
    return orjson.loads(orjson.dumps(out))


class Watched:
    """A service built like the bootstrap's, whose bus notes each commit and, when a game
    ends, every reply on it before the archive (the handler after it) replaces it."""

    def __init__(self, store) -> None:
        self.clock = Clock()
        self.commits: list[tuple[int | None, int]] = []
        self.ended: list[str] = []
        self.whole: dict[str, dict[str, Any]] = {}
        self.service = GameService(
            store, clock=self.clock, bot_budget=BOT_BUDGET, archiver=Archiver(),
            lifetime=Lifetime(0, 0, self.clock),
            bus=MessageBus({Committed: [self._committed],
                            Ended: [self._ended, Archiving(store).ended]}))

    def _committed(self, event: Committed) -> None:
        before = None if event.before is None else event.before.version
        self.commits.append((before, event.game.version))

    def _ended(self, event: Ended) -> None:
        self.ended.append(event.game.id)
        self.whole[event.game.id] = _replies(self.service, event.game)


def _play(watched: Watched, game_id: str, token: str, pick: random.Random,
          stop: Callable[[Game], bool] = lambda game: False, last: bool = True) -> Game:
    """Seeded random legal moves by the seats awaited (the table token of a scorekeeper game
    moving for each) until the game ends or ``stop`` says so; not the last move if another
    is legal, unless ``last``."""
    service = watched.service
    for _ in range(5000):
        watched.clock.now += 1.25
        game = service.load(game_id)
        if game.variant.is_finished(game.state) or stop(game):
            return game
        seat = game.variant.to_act(game.state)[0]
        moves = game.variant.legal_moves(game.state, seat)
        if not last:
            moves = [m for m in moves if not game.variant.is_finished(
                game.variant.apply(game.state, m)[0])] or moves
        move = pick.choice(moves)
        seat_token = token if game.tabletop else watched.tokens[seat]
        service.move(game_id, seat_token, lambda game, caller, move=move: move)
    raise AssertionError("the game did not end")


def _new(watched: Watched, variant: str, players: int, **kwargs: Any) -> str:
    game, tokens = watched.service.create(variant, [f"P{i}" for i in range(players)], {},
                                          seed=f"seed-{variant}-{players}", **kwargs)
    watched.tokens = tokens["seats"]
    watched.table = tokens["table"]
    return game.id


def _ended_by_a_person(watched: Watched) -> str:
    game_id = _new(watched, "pareo", 2)
    _play(watched, game_id, watched.table, random.Random(1))
    return game_id


def _ended_by_a_bot(watched: Watched) -> str:
    game_id = _new(watched, "four-aces", 2, bots={1: "greedy"})
    _play(watched, game_id, watched.table, random.Random(2), last=False)  # the bot ends it
    log = [orjson.loads(raw) for raw in watched.service.store.events(game_id)] or [
        orjson.loads(raw) for raw in watched.service.load(game_id).archive.log()]
    last_move = [e for e in log if e["type"] == "move"][-1]
    assert last_move.get("bot") == "greedy", "the seed must have the bot make the last move"
    return game_id


def _of_bots_only(watched: Watched) -> str:
    game_id = _new(watched, "four-aces", 2, bots={0: "random", 1: "greedy"})
    for _ in range(50):  # a request plays at most MAX_BOT_SECONDS of bot moves
        game = watched.service.load(game_id)
        if game.variant.is_finished(game.state):
            break
    return game_id


def _ended_by_a_clock(watched: Watched) -> str:
    game_id = _new(watched, "emotrions", 2, clock={"per_move": 30})
    _play(watched, game_id, watched.table, random.Random(3), stop=lambda game: game.version > 6)
    watched.clock.now += 31  # the seat awaited runs out of time: the next read forfeits it
    game = watched.service.load(game_id)
    assert game.variant.is_finished(game.state)
    return game_id


def _ended_by_a_resignation(watched: Watched) -> str:
    game_id = _new(watched, "four-aces", 2)
    _play(watched, game_id, watched.table, random.Random(4), stop=lambda game: game.version > 8)
    game = watched.service.load(game_id)
    seat = game.variant.to_act(game.state)[0]
    watched.service.move(game_id, watched.tokens[seat], lambda game, caller: Resign(seat))
    return game_id


def _undone_then_ended(watched: Watched) -> str:
    game_id = _new(watched, "pareo", 2, tabletop=True)
    service, pick = watched.service, random.Random(5)
    undone = []

    def before_the_last(game: Game) -> bool:
        if undone:
            return False
        seat = game.variant.to_act(game.state)[0]
        return any(game.variant.is_finished(game.variant.apply(game.state, move)[0])
                   for move in game.variant.legal_moves(game.state, seat))

    _play(watched, game_id, watched.table, pick, stop=before_the_last)
    service.move(game_id, watched.table, lambda game, caller: UNDO)  # R83
    undone.append(True)
    _play(watched, game_id, watched.table, pick)
    types = [e["type"] for e in service.events(service.load(game_id), Caller(table=True))]
    assert "move_undone" in types or "undo" in types, types
    return game_id


KINDS = {
    "a person's move": _ended_by_a_person,
    "a computer player's move": _ended_by_a_bot,
    "bots only": _of_bots_only,
    "a clock's forfeit": _ended_by_a_clock,
    "a resignation": _ended_by_a_resignation,
    "an undo then the end": _undone_then_ended,
}


@pytest.mark.parametrize("kind", KINDS)
def test_a_game_ended_by_every_kind_of_change_is_archived_and_answers_as_before(store, kind):
    watched = Watched(store)
    game_id = KINDS[kind](watched)
    assert watched.ended == [game_id]  # one end, published once
    stored = store.load(game_id)
    assert archive.holds(stored.data), "the game was not archived"
    assert store.events(game_id) == []  # its log is in the archive now
    REPLAYS._held.clear()  # the replies are made from the archive
    game = watched.service.load(game_id)
    assert game.archive is not None
    assert _replies(watched.service, game) == watched.whole[game_id]


def test_each_commit_is_published_once_with_the_game_before_and_after(store):
    watched = Watched(store)
    game_id = _ended_by_a_person(watched)
    version = watched.service.load(game_id).version
    # Creation (no game before), then one commit per version, in order.
    assert watched.commits == [(None, 1), *((v, v + 1) for v in range(1, version))]


def test_a_new_kind_of_change_is_a_function_of_the_loaded_game(store):
    """A tournament director's decision, say: the game as loaded -> its next state and events;
    it is committed, stamped and published as any move, and refused without a trace."""
    watched = Watched(store)
    game_id = _new(watched, "pareo", 2)
    service = watched.service
    game = service.load(game_id)
    seat = game.variant.to_act(game.state)[0]

    def decision(game: Game) -> Next:
        # Logged as a move of the seat's, so that records replay it (and archives keep it).
        state, events = game.variant.apply(game.state, Resign(seat))
        return Next(state, [move_event(Resign(seat)), *events], Resign(seat))

    new, made, stored = service.commit(game, decision, service.load)
    assert made is not None and new.version == game.version + 1
    assert [orjson.loads(e)["type"] for e in stored][-1] == "game_ended"
    assert watched.ended == [game_id] and archive.holds(store.load(game_id).data)

    def refused(game: Game) -> Next:
        raise ValueError("no")

    with pytest.raises(ValueError):
        service.commit(service.load(game_id), refused, service.load)
    assert store.load(game_id).version == new.version


def test_a_lost_race_makes_the_change_again_on_the_newer_game(store):
    watched = Watched(store)
    game_id = _new(watched, "pareo", 2)
    service = watched.service
    stale = service.load(game_id)
    seat = stale.variant.to_act(stale.state)[0]
    move = stale.variant.legal_moves(stale.state, seat)[0]
    service.move(game_id, watched.tokens[seat], lambda game, caller: move)  # another request
    seen = []

    def revision(game: Game) -> Next:
        seen.append(game.version)
        return Next(game.state, played=False, record=replace(game.record, tag="cup"))

    new, _, stored = service.commit(stale, revision, service.load)
    assert seen == [stale.version, stale.version + 1] and stored == []
    assert new.version == stale.version + 2 and new.record.tag == "cup"


@pytest.mark.parametrize("bots", [{1: "greedy"}, {0: "random", 1: "strong"}])
def test_over_http_a_game_a_bot_ends_is_archived(store, bots):
    """A game ended by a computer player's move is archived like one ended by a person's."""
    app = create_app(Settings(bot_budget_ms=0, bot_iterations=8), store=store)
    client = app.test_client()
    created = client.post("/v1/games", json={
        "variant": "emotrions", "players": ["Ann", "Bob"], "seed": "bot-end",
        "bots": {str(s): level for s, level in bots.items()}}).get_json()
    game_id, pick = created["id"], random.Random(7)
    service = app.extensions["referee"]
    for _ in range(3000):
        game = service.load(game_id)
        if game.variant.is_finished(game.state):
            break
        seat = game.variant.to_act(game.state)[0]
        if seat in bots:  # the bot's job plays it (docs/rulings/workers.md)
            if len(bots) == len(game.players):
                played_out(client, game_id)  # every seat a bot: its jobs play the game out
            else:
                time.sleep(0.01)
            continue
        move = pick.choice(game.variant.legal_moves(game.state, seat)).to_dict()
        token = created["tokens"]["seats"][seat]
        # The reply waits for the bot's moves (R285): the next seat to move is a person's.
        reply = client.post(f"/v1/games/{game_id}/moves", json=move,
                            headers={"Authorization": f"Bearer {token}", **WAIT})
        assert reply.status_code == 200, reply.get_json()
    # The archive is the Ended handler's, after the commit the stream showed: in the bot's
    # worker, maybe a moment after the last move is seen.
    deadline = time.monotonic() + 30
    while not archive.holds(store.load(game_id).data) and time.monotonic() < deadline:
        time.sleep(0.01)
    assert archive.holds(store.load(game_id).data)
    assert client.get(f"/v1/games/{game_id}/record").status_code == 200
    app.extensions["referee.live"].close()
    app.extensions["referee.tournament"].deliverer.close()
