"""A tournament's document and what changes it: a round taken from any pairing, a withdrawal
(docs/tournaments.md "Tournaments", docs/rulings/tournaments.md R230–R249).

The document is plain JSON (stored whole, compare-and-set on its version); every check of a
round is here, pure, so the route and anything replaying a tournament decide alike.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from referee.core.tournaments.standings import BYES
from variants.base import IllegalSetup


class IllegalRound(IllegalSetup):
    """A round (or a withdrawal) the tournament's rulings refuse: 422 with the rule."""


def new_document(tournament_id: str, body: Mapping[str, Any], director: str,
                 created_at: str) -> dict[str, Any]:
    """A new tournament's document from its loaded creation ``body``; ``director`` is the digest
    of the director's token (R200: only the digest is kept)."""
    return {
        "id": tournament_id,
        "name": body["name"],
        "created_at": created_at,
        "variant": body["variant"],
        "options": dict(body.get("options", {})),
        "preset": body.get("preset"),
        "players": [{"id": p["id"], "name": p["name"]} for p in body["players"]],
        "scoring": dict(body.get("scoring", {})),
        "tiebreaks": list(body.get("tiebreaks", [])),
        # What every game of the tournament is created with besides its players.
        "games": {k: body[k] for k in GAME_FIELDS if k in body},
        "director": director,
        "rounds": [],
        "withdrawn": {},
        "boards": [],
        # G2: a seeded tournament's games are reproducible by whoever knows the seed, which
        # is never shown (its games' records reveal theirs at their end).
        "seed": body.get("seed"),
        # Its events' receiver (docs/tournaments.md "Events"); the secret is never shown.
        "webhook": ({"url": body["tournament_webhook"], "secret": body["tournament_webhook_secret"]}
                    if "tournament_webhook" in body else None),
    }


#: What a tournament passes on to each of its games (as ``POST /v1/games`` takes them).
GAME_FIELDS = ("clock", "spectator_delay", "webhook", "webhook_secret", "correction_minutes",
               "director_webhook", "director_webhook_secret")
#: What a game field may hold that nobody is shown again (R200's spirit: only at creation).
SECRET_FIELDS = ("webhook_secret", "director_webhook_secret")


def public(document: Mapping[str, Any], version: int) -> dict[str, Any]:
    """The tournament as anyone may read it: no digest, no webhook secret, no board's seed
    (R242: the traveller reveals it when the board has finished)."""
    out = {k: v for k, v in document.items()
           if k not in ("director", "games", "boards", "seed", "webhook")}
    if document.get("webhook"):
        out["tournament_webhook"] = document["webhook"]["url"]
    out["seeded"] = document.get("seed") is not None
    out["games"] = {k: v for k, v in document["games"].items() if k not in SECRET_FIELDS}
    out["boards"] = [public_board(b) for b in document.get("boards", [])]
    out["version"] = version
    return out


def public_board(board: Mapping[str, Any]) -> dict[str, Any]:
    """A board as anyone may read it before its reveal: its commitment, not its seed."""
    return {k: v for k, v in board.items() if k != "seed"}


def board_groups(tables: Sequence[Sequence[str]]) -> list[tuple[int, list[int]]]:
    """R241: a duplicate round's boards: its tables by number of seats, in the order each size
    first comes, each board the indexes of its tables."""
    groups: dict[int, list[int]] = {}
    for i, table in enumerate(tables):
        groups.setdefault(len(table), []).append(i)
    return list(groups.items())


def board_of(document: Mapping[str, Any], game_id: str) -> Mapping[str, Any] | None:
    """The duplicate board the game ``game_id`` is a table of, if any."""
    boards: list[Mapping[str, Any]] = document.get("boards", [])
    return next((board for board in boards if game_id in board["games"]), None)


def with_adjustment(document: Mapping[str, Any], number: int, table: int,
                    seats: Sequence[str]) -> dict[str, Any]:
    """The document with the director's scores (R244) of ``table`` of board ``number``."""
    boards = [dict(b) for b in document["boards"]]
    board = boards[number - 1]
    board["adjustments"] = {**board.get("adjustments", {}), str(table): list(seats)}
    return {**document, "boards": boards}


def player_ids(document: Mapping[str, Any]) -> list[str]:
    return [p["id"] for p in document["players"]]


def check_players(players: Sequence[Mapping[str, Any]]) -> None:
    """Whether a new tournament's ``players`` may be its players: each id the organiser's own,
    given once (R231), so every result, bye and standing names one player.

    Raises:
        IllegalRound: R231 at the second entry of an id given twice.
    """
    seen: set[str] = set()
    for i, player in enumerate(players):
        if player["id"] in seen:
            raise IllegalRound("R231", f"the player id {player['id']!r} is given twice",
                               field=f"players.{i}.id")
        seen.add(player["id"])


def check_round(document: Mapping[str, Any], tables: Sequence[Sequence[str]],
                byes: Sequence[Mapping[str, str]], busy: frozenset[str]) -> None:
    """Whether the round ``tables`` (player ids in seat order) and ``byes`` may be created;
    ``busy`` are the players named in a round that has not ended.

    Raises:
        IllegalRound: R231 an unknown id or one named twice, R232 a withdrawn player, R230 a
            player of a round not ended, R233 a round naming nobody.
    """
    known = set(player_ids(document))
    seen: set[str] = set()
    named = [(f"tables.{t}.{s}", pid) for t, table in enumerate(tables)
             for s, pid in enumerate(table)]
    named += [(f"byes.{i}.player", bye["player"]) for i, bye in enumerate(byes)]
    if not named:
        raise IllegalRound("R233", "a round seats or gives a bye to at least one player",
                           field="tables")
    for where, pid in named:
        if pid not in known:
            raise IllegalRound("R231", f"{pid!r} is not a player of this tournament", field=where)
        if pid in seen:
            raise IllegalRound("R231", f"{pid!r} is named twice in this round", field=where)
        seen.add(pid)
        if pid in document["withdrawn"]:
            raise IllegalRound("R232", f"{pid!r} has withdrawn from the tournament: paired no "
                               "more", field=where)
        if pid in busy:
            raise IllegalRound("R230", f"{pid!r} is in a round that has not ended", field=where)
    for i, bye in enumerate(byes):
        if bye["kind"] not in BYES:  # the schema says so first; the core does not rely on it
            raise IllegalRound("R237", f"a bye is {', '.join(BYES)}", field=f"byes.{i}.kind")


def round_players(round_: Mapping[str, Any]) -> set[str]:
    """Everyone a round names, at a table or with a bye."""
    out = {pid for table in round_["tables"] for pid in table["players"]}
    return out | {bye["player"] for bye in round_["byes"]}


def with_round(document: Mapping[str, Any], tables: Sequence[Mapping[str, Any]],
               byes: Sequence[Mapping[str, str]], duplicate: bool, created_at: str,
               ended: Sequence[int], boards: Sequence[Mapping[str, Any]] = ()
               ) -> dict[str, Any]:
    """The document with a new round (numbered after the last) of ``tables`` (each its
    ``players`` and ``game``) and ``byes``; the rounds numbered in ``ended`` marked ended (all
    their games were seen ended: a round never starts again)."""
    rounds = [{**r, "ended": True} if r["round"] in ended else dict(r)
              for r in document["rounds"]]
    rounds.append({
        "round": len(rounds) + 1,
        "created_at": created_at,
        "duplicate": duplicate,
        "tables": [{"table": i + 1, "players": list(t["players"]), "game": t["game"]}
                   for i, t in enumerate(tables)],
        "byes": [{"player": b["player"], "kind": b["kind"],
                  **({"requested": True} if b.get("requested") else {})} for b in byes],
        "ended": not tables,  # byes only: nothing to play
    })
    return {**document, "rounds": rounds,
            "boards": [*document.get("boards", []), *(dict(b) for b in boards)]}


def with_ended(document: Mapping[str, Any], number: int) -> dict[str, Any]:
    """The document with round ``number`` marked ended (R246: its last game has ended)."""
    return {**document, "rounds": [{**r, "ended": True} if r["round"] == number else dict(r)
                                   for r in document["rounds"]]}


def withdrawn(document: Mapping[str, Any], player: str) -> dict[str, Any]:
    """The document with ``player`` withdrawn after the rounds so far (R232: paired no more;
    the results they have stand).

    Raises:
        IllegalRound: R231 not a player; R232 withdrawn already.
    """
    if player not in player_ids(document):
        raise IllegalRound("R231", f"{player!r} is not a player of this tournament",
                           field="player")
    if player in document["withdrawn"]:
        raise IllegalRound("R232", f"{player!r} has withdrawn already", field="player")
    return {**document, "withdrawn": {**document["withdrawn"],
                                      player: len(document["rounds"])}}
