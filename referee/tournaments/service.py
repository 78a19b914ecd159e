"""Tournaments in the service: creation, rounds, withdrawals, standings (docs/tournaments.md
"Tournaments"). The rulings are the core's (:mod:`referee.core.tournaments`); this module loads
and stores, and is the only one of the tournaments that calls the game service
(:class:`~referee.core.games.GameService`: ``prepare``, ``load``; a round's games stored as a
batch's, :func:`referee.core.batches.store_games`) and the records (through
:mod:`referee.tournaments.signed`).

A change of a tournament is load, decide, commit once with the compare-and-set on its
version, as a game's is. A round's games are stored before the round is committed, all or
nothing as a batch's are (a store failing part way leaves none); a round that loses the race
(two directors' requests at once) deletes the games it made and looks again, so the round
exists once, with its games, or not at all.
"""

from __future__ import annotations

import hmac
import logging
import secrets
import time
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

import orjson

from referee.core import auth, batches, director
from referee.core.games import (
    Committed,
    Forbidden,
    Game,
    GameNotFound,
    GameService,
    StaleVersion,
    Unauthorized,
    token_fields,
)
from referee.core.idempotency import Idempotency
from referee.core.stamps import iso
from referee.core.tournaments import boards as duplicate
from referee.core.tournaments import rounds as rules
from referee.core.tournaments import trf
from referee.core.tournaments.standings import Bye, Scoring, TableResult, number, rank, tally
from referee.core.tournaments.trf import TrfBye
from referee.core.tuning import WebhookRefused
from referee.records.records import Signing
from referee.storage.store import IdempotencyRecord, NotReplicated, once_replicated
from referee.storage.tournaments import TournamentStore
from referee.tournaments import signed as signatures
from variants.base import ALL, IllegalSetup
from variants.rng import new_seed, seed_commitment

log = logging.getLogger("referee")


class TournamentNotFound(Exception):
    """No tournament has this id."""


class BoardNotFound(Exception):
    """The tournament has no board of this number."""


class RoundNotEnded(Exception):
    """Standings asked after a round that has a game still on (R239)."""


@dataclass(frozen=True)
class Reply:
    """A change's reply body, the tournament's new version, whether it is a replay."""

    body: bytes
    version: int
    replayed: bool = False


TAG_PREFIX = "tournament:"


def game_tag(tournament_id: str) -> str:
    """The tag every game of the tournament carries (``GET /v1/games?tag=`` lists them)."""
    return TAG_PREFIX + tournament_id


class Tournaments:
    """The tournaments of ``store``, their games in ``games``, signed with ``signing``."""

    def __init__(self, store: TournamentStore, games: GameService, signing: Signing,
                 reading: Callable[[Mapping[str, Any]], dict[str, Any]],
                 idempotency_ttl: int = 86_400, retries: int = 8,
                 send: Callable[[str, dict[str, Any]], None] | None = None,
                 held_seconds: float = 30.0) -> None:
        self.store = store
        #: How long a change not yet replicated waits for its replicas before its events are
        #: sent (docs/reliability.md; the service's request timeout).
        self.held_seconds = held_seconds
        #: Reads a round's game body (kept as a creation's request, API.md) into the arguments
        #: of ``GameService.prepare``: the HTTP edge's reader, handed in by the composition so
        #: that this layer knows no wire format.
        self.reading = reading
        #: Queues an event for the tournament's webhook (referee.delivery.webhooks).
        self.send = send
        self.games = games
        self.signing = signing
        self.idempotency_ttl = idempotency_ttl
        self.retries = retries

    # -- reading ------------------------------------------------------------------------------

    def webhook(self, tournament_id: str) -> dict[str, str] | None:
        """The tournament's webhook (``url``, ``secret``), or None (deleted, or none)."""
        try:
            document, _ = self.load(tournament_id)
        except TournamentNotFound:
            return None
        hook: dict[str, str] | None = document.get("webhook")
        return hook

    def _commit(self, document: Mapping[str, Any], version: int, changed: Mapping[str, Any],
                events: Sequence[bytes], record: IdempotencyRecord | None = None) -> bool:
        """``changed`` stored as the version after ``version`` of ``document`` with ``events``
        (and ``record``), which are then sent; False when the version moved.

        Raises:
            NotReplicated: made, not yet on the replicas REFEREE_REDIS_REPLICAS asks for
                (docs/reliability.md): its events are sent once they hold it. StoreUnavailable.
        """
        try:
            written = self.store.commit(document["id"], version, orjson.dumps(changed), events,
                                        record)
        except NotReplicated as unsafe:
            self._held(unsafe, document, events)
            raise
        if written:
            self._sent(document, events)
        return written

    def _held(self, unsafe: NotReplicated, document: Mapping[str, Any],
              events: Sequence[bytes]) -> None:
        """A change made but not yet replicated sends its events only once the replicas hold
        it, as a game's (referee.bootstrap)."""
        def lost() -> None:
            log.warning("tournament %s: a change never reached its replicas: its events are "
                        "not sent", document["id"])
        once_replicated(unsafe.confirm, self.held_seconds,
                        lambda: self._sent(document, events), lost)

    def _sent(self, document: Mapping[str, Any], events: Sequence[bytes]) -> None:
        """The events just logged, queued for the tournament's webhook if it has one (the
        document's, else the stored one's)."""
        if self.send is None:
            return
        hook = document["webhook"] if "webhook" in document else self.webhook(document["id"])
        if hook:
            for raw in events:
                self.send(document["id"], orjson.loads(raw))

    def load(self, tournament_id: str) -> tuple[dict[str, Any], int]:
        """The tournament's document and version.

        Raises:
            TournamentNotFound. StoreUnavailable.
        """
        snapshot = self.store.load(tournament_id)
        if snapshot is None:
            raise TournamentNotFound(tournament_id)
        return orjson.loads(snapshot.data), snapshot.version

    def view(self, tournament_id: str) -> tuple[dict[str, Any], int]:
        document, version = self.load(tournament_id)
        return rules.public(document, version), version

    # -- creating -----------------------------------------------------------------------------

    def create(self, body: Mapping[str, Any]) -> tuple[dict[str, Any], int]:
        """A new tournament from its loaded creation ``body``: its public view and the
        director's token (shown only now, R200).

        Raises:
            IllegalRound: R231 a player id given twice. IllegalSetup: the variant refuses the
                options (checked on a table of its fewest seats). whatever the games' webhook check raises. StoreUnavailable.
        """
        rules.check_players(body["players"])
        self._trial(body)
        if "tournament_webhook" in body and self.games.check_webhook is not None:
            try:
                self.games.check_webhook(body["tournament_webhook"])
            except WebhookRefused as exc:
                exc.field = "tournament_webhook"
                raise
        token = auth.new_token()
        now = self.games.clock()
        for _ in range(3):
            tournament_id = secrets.token_urlsafe(12)
            document = rules.new_document(tournament_id, body, auth.digest(token), iso(now))
            event = _event("tournament_created", 1, now, {"name": body["name"]})
            if self._commit(document, 0, document, [event]):
                return {**rules.public(document, 1), "director_token": token}, 1
        raise RuntimeError("could not find a free tournament id")

    def _trial(self, body: Mapping[str, Any]) -> None:
        """The variant's options (and the games' webhooks) checked as a game takes them, on a
        table of two seats, else of the variant's fewest: nothing is stored."""
        last: IllegalSetup | None = None
        for seats in range(2, 7):
            try:
                self.games.prepare(**self._game_args(body, [f"p{i}" for i in range(seats)], 1))
                return
            except IllegalSetup as exc:
                last = last or exc
        assert last is not None
        raise last

    def _game_args(self, document: Mapping[str, Any], players: Sequence[str], round_: int,
                   director: str | None = None, seed: str | None = None) -> dict[str, Any]:
        given = document.get("games", document)
        body = {"variant": document["variant"], "options": document.get("options", {}),
                "players": list(players), "round": round_, "hints": False,
                **{k: given[k] for k in rules.GAME_FIELDS if k in given}}
        if document.get("preset") is not None:
            body["preset"] = document["preset"]
        if "id" in document:
            body["tag"] = game_tag(document["id"])
        if seed is not None:
            body["seed"] = seed  # R241: every table of a duplicate board deals from its seed
        args = self.reading(body)
        # R200: the tournament's director rules every game of it (one token for all).
        args.update(director=False, director_of=director)
        return args

    # -- rounds -------------------------------------------------------------------------------

    def check_director(self, document: Mapping[str, Any], token: str | None) -> str:
        """R200: only the director's token changes a tournament; its digest.

        Raises:
            Unauthorized: no token. Forbidden: another token.
        """
        if token is None:
            raise Unauthorized("the tournament director's token is needed")
        presented = auth.presented_digest(token)
        if not hmac.compare_digest(presented, document["director"]):
            raise Forbidden("R200: only the tournament director's token changes the tournament")
        return presented

    def create_round(self, tournament_id: str, token: str | None, body: Mapping[str, Any],
                     if_match: int | None, idempotency: Idempotency | None) -> Reply:
        """A round of ``body``'s tables (player ids in seat order) and byes, every game of it
        created at once, each carrying the tournament (its tag) and the round; the reply holds
        every game's id and seat tokens.

        Raises:
            TournamentNotFound, Unauthorized, Forbidden. StaleVersion: ``if_match`` is not the
            version. IllegalRound (R230–R233), IllegalSetup (a table the variant does not take,
            ``field: tables.N``). IdempotencyInProgress, IdempotencyMismatch. StoreUnavailable.
        """
        tables = [list(table) for table in body["tables"]]
        byes = [dict(bye) for bye in body.get("byes", [])]
        for _ in range(self.retries):
            document, version = self.load(tournament_id)
            presented = self.check_director(document, token)
            scope = idempotency.scope(presented + tournament_id) if idempotency else ""
            if idempotency is not None:
                kept = self.store.recalled(tournament_id, scope)
                if kept is not None:
                    reply = orjson.loads(idempotency.unseal(idempotency.replay(kept)))
                    return Reply(orjson.dumps(reply), reply["version"], True)
            if if_match is not None and if_match != version:
                raise StaleVersion(version)
            ended, busy = self._progress(document)
            rules.check_round(document, tables, byes, busy)
            number = len(document["rounds"]) + 1
            boards, seeds = self._boards(document, tables, number, bool(body.get("duplicate")))
            if document.get("seed") is not None:
                seeds = {i: f"{document['seed']}:{number}:{i + 1}" for i in range(len(tables))
                         } | seeds
            prepared = []
            for i, table in enumerate(tables):
                try:
                    prepared.append(self.games.prepare(**self._game_args(
                        document, table, number, document["director"], seeds.get(i))))
                except IllegalSetup as exc:
                    raise IllegalSetup(exc.rule, exc.text, field=f"tables.{i}") from None
            # As a batch is (all or nothing): a store failing part way leaves no game.
            made = [(p.game, p.tokens) for p in batches.store_games(self.games, prepared)]
            now = self.games.clock()
            entries = [{"players": table, "game": game.id} for table, (game, _) in
                       zip(tables, made, strict=True)]
            for board in boards:
                board["games"] = [made[t - 1][0].id for t in board["tables"]]
            changed = rules.with_round(document, entries, byes, bool(body.get("duplicate")),
                                       iso(now), ended, boards)
            reply = {"round": number, "version": version + 1,
                     "tables": [{"table": i + 1, "players": table, "game": game.id,
                                 "location": f"/v1/games/{game.id}",
                                 **_seat_tokens(token_fields(tokens))}
                                for i, (table, (game, tokens)) in
                                enumerate(zip(tables, made, strict=True))],
                     "byes": byes}
            if boards:
                reply["boards"] = [{k: b[k] for k in ("board", "seats", "tables", "commitment")}
                                   for b in boards]
            body_bytes = orjson.dumps(reply)
            record = None
            if idempotency is not None:
                # The reply holds the seat tokens: kept only sealed with the client's key.
                record = IdempotencyRecord(scope, idempotency.done(idempotency.seal(body_bytes)),
                                           self.idempotency_ttl)
            event = _event("round_created", version + 1, now,
                           {"round": number, "tables": len(tables), "byes": len(byes)})
            if self._commit(document, version, changed, [event], record):
                return Reply(body_bytes, version + 1)
            # Lost the race: these games belong to no round.
            batches.discard(self.games, [game for game, _ in made])
        raise StaleVersion(version)

    def _boards(self, document: Mapping[str, Any], tables: Sequence[Sequence[str]], round_: int,
                duplicate: bool) -> tuple[list[dict[str, Any]], dict[int, str]]:
        """R241: a duplicate round's boards, each with a fresh secret seed and its commitment,
        and the seed of each table (by index)."""
        if not duplicate:
            return [], {}
        boards, seeds = [], {}
        first = len(document.get("boards", [])) + 1
        for k, (seats, indexes) in enumerate(rules.board_groups(tables)):
            given = document.get("seed")
            seed = new_seed() if given is None else f"{given}:{round_}:board{first + k}"
            boards.append({"board": first + k, "round": round_, "seats": seats,
                           "tables": [i + 1 for i in indexes], "seed": seed,
                           "commitment": seed_commitment(seed), "adjustments": {}})
            seeds.update(dict.fromkeys(indexes, seed))
        return boards, seeds

    def board_held(self, game_id: str) -> bool:
        """R242: whether ``game_id`` is a table of a duplicate board not every table of which
        has finished (its record, which reveals the deal, is held until then)."""
        try:
            game = self.games.load(game_id)
        except GameNotFound:
            return False
        tournament_id = _tournament_of(game)
        if tournament_id is None:
            return False
        try:
            document, _ = self.load(tournament_id)
        except TournamentNotFound:
            return False
        board = rules.board_of(document, game_id)
        return board is not None and not all(self._ended(g) for g in board["games"])

    def board(self, tournament_id: str, number: int) -> dict[str, Any]:
        """The traveller of board ``number``: every table's result and, once every table has
        finished (R242), the matchpoints, the seed and the deal.

        Raises:
            TournamentNotFound; BoardNotFound.
        """
        document, _ = self.load(tournament_id)
        boards = document.get("boards", [])
        if not 1 <= number <= len(boards):
            raise BoardNotFound(number)
        board = boards[number - 1]
        round_ = document["rounds"][board["round"] - 1]
        signer = self.signing.signer()
        now = self.games.clock()
        out = {**rules.public_board(board), "finished": False}
        rows, results = [], {}
        for table_number, game_id in zip(board["tables"], board["games"], strict=True):
            game = self.games.load(game_id)
            players = round_["tables"][table_number - 1]["players"]
            row: dict[str, Any] = {"table": table_number, "game": game_id, "players": players,
                                   "ended": _ended(game)}
            if row["ended"]:
                signed = signatures.signed_result(self.games, signer, game, now)
                results[game_id] = signed
                row["scores"] = signed["result"]["scores"]
                row["winners"] = signed["result"]["winners"]
            rows.append(row)
        out["tables"] = rows
        if len(results) == len(rows):
            scored = board_matchpoints(board, round_, results)
            for row in rows:
                row["matchpoints"] = _numbers(scored[row["table"]])
            new = self.games.prepare(**self._game_args(
                document, rows[0]["players"], board["round"], None, board["seed"]))
            out.update(finished=True, seed=board["seed"],
                       deal=[hand.get("cards") for hand in
                             new.variant.view(new.state, ALL)["hands"]])
        return out

    def adjust(self, tournament_id: str, token: str | None, number: int,
               body: Mapping[str, Any], if_match: int | None) -> Reply:
        """R244: the director scores a table forfeited (or annulled) out of board ``number``.

        Raises:
            TournamentNotFound, BoardNotFound, Unauthorized, Forbidden, StaleVersion,
            IllegalRound (R244).
        """
        for _ in range(self.retries):
            document, version = self.load(tournament_id)
            self.check_director(document, token)
            if if_match is not None and if_match != version:
                raise StaleVersion(version)
            boards = document.get("boards", [])
            if not 1 <= number <= len(boards):
                raise BoardNotFound(number)
            board = boards[number - 1]
            table = body["table"]
            if table not in board["tables"]:
                raise rules.IllegalRound("R244", f"table {table} is not of board {number}",
                                         field="table")
            if len(body["seats"]) != board["seats"]:
                raise rules.IllegalRound("R244", f"one score for each of the {board['seats']} "
                                         "seats", field="seats")
            game = self.games.load(board["games"][board["tables"].index(table)])
            signed = (signatures.signed_result(self.games, self.signing.signer(), game,
                                               self.games.clock()) if _ended(game) else None)
            if signed is None or not _unplayed(signed):
                raise rules.IllegalRound("R244", "only a table forfeited or annulled out of "
                                         "the board is scored by the director", field="table")
            changed = rules.with_adjustment(document, number, table, body["seats"])
            now = self.games.clock()
            event = _event("board_adjusted", version + 1, now,
                           {"board": number, "table": table, "seats": list(body["seats"])})
            if self._commit(document, version, changed, [event]):
                return Reply(orjson.dumps({"board": number, "table": table,
                                           "seats": list(body["seats"]),
                                           "version": version + 1}), version + 1)
        raise StaleVersion(version)

    def _progress(self, document: Mapping[str, Any]) -> tuple[list[int], frozenset[str]]:
        """The rounds seen to have ended now (every game of it ended) and the players of the
        rounds that have not."""
        ended, busy = [], set()
        for round_ in document["rounds"]:
            if round_.get("ended"):
                continue
            if all(self._ended(table["game"]) for table in round_["tables"]):
                ended.append(round_["round"])
            else:
                busy |= rules.round_players(round_)
        return ended, frozenset(busy)

    def _ended(self, game_id: str) -> bool:
        game = self.games.load(game_id)
        return _ended(game)

    def withdraw(self, tournament_id: str, token: str | None, player: str,
                 if_match: int | None) -> Reply:
        """R232: ``player`` leaves the tournament: paired no more, their results stand.

        Raises:
            TournamentNotFound, Unauthorized, Forbidden, StaleVersion, IllegalRound.
        """
        for _ in range(self.retries):
            document, version = self.load(tournament_id)
            self.check_director(document, token)
            if if_match is not None and if_match != version:
                raise StaleVersion(version)
            changed = rules.withdrawn(document, player)
            now = self.games.clock()
            event = _event("player_withdrawn", version + 1, now,
                           {"player": player, "after_round": len(document["rounds"])})
            if self._commit(document, version, changed, [event]):
                return Reply(orjson.dumps({"player": player,
                                           "after_round": len(document["rounds"]),
                                           "version": version + 1}), version + 1)
        raise StaleVersion(version)

    # -- standings ----------------------------------------------------------------------------

    def standings(self, tournament_id: str, after_round: int | None) -> dict[str, Any]:
        """The standings after round ``after_round`` (None: the last round that, with every
        round before it, has ended), signed; every game result they rest on named by id and
        signature.

        Raises:
            TournamentNotFound. RoundNotEnded (R239): a round up to ``after_round`` has a game
            still on, or there is no such round yet. StoreUnavailable.
        """
        document, version = self.load(tournament_id)
        counted = self._counted(document, after_round)
        doc = standings_document(document, version, counted)
        signed = self.signing.signer().sign(doc)
        return {"standings": signed["result"], "algorithm": signed["algorithm"],
                "key_id": signed["key_id"], "signature": signed["signature"],
                "results": [r for _, results in counted for r in results]}

    def _counted(self, document: Mapping[str, Any], after_round: int | None
                 ) -> list[tuple[Mapping[str, Any], list[dict[str, Any]]]]:
        """Each round counted (R239: whole rounds only) with its games' signed results, each
        game read once."""
        signer = self.signing.signer()
        now = self.games.clock()
        counted: list[tuple[Mapping[str, Any], list[dict[str, Any]]]] = []
        for round_ in document["rounds"]:
            if after_round is not None and round_["round"] > after_round:
                break
            results = []
            for table in round_["tables"]:
                game = self.games.load(table["game"])
                if not _ended(game):
                    break
                results.append(signatures.signed_result(self.games, signer, game, now))
            if len(results) < len(round_["tables"]):
                if after_round is not None:
                    raise RoundNotEnded(f"R239: round {round_['round']} has a game still on")
                break  # R239: never half a round
            counted.append((round_, results))
        if after_round is not None and len(counted) < after_round:
            raise RoundNotEnded(f"R239: the tournament has {len(document['rounds'])} rounds")
        return counted

    def trf(self, tournament_id: str, planned_rounds: int | None) -> str:
        """The FIDE TRF-16 file of the rounds ended so far (R239, R240), for a pairing engine.

        Raises:
            TournamentNotFound. IllegalRound (R240): a table of more than two seats.
        """
        document, version = self.load(tournament_id)
        counted = self._counted(document, None)
        if any(len(t["players"]) != 2 for r, _ in counted for t in r["tables"]):
            raise rules.IllegalRound("R240", "a TRF-16 file holds two-seat games only")
        doc = standings_document(document, version, counted)
        rows = {row["player"]: row for row in doc["ranking"]}
        rounds = [([signatures.table_result(r["round"], t["table"], s)
                    for t, s in zip(r["tables"], signed, strict=True)],
                   [TrfBye(b["player"], b["kind"], bool(b.get("requested"))) for b in r["byes"]])
                  for r, signed in counted]
        scoring = Scoring.of(document["scoring"])
        lines = tally(list(rows), scoring, [t for ts, _ in rounds for t in ts],
                      [Bye(r["round"], b["player"], b["kind"]) for r, _ in counted
                       for b in r["byes"]])
        return trf.write(document["name"], document["created_at"][:10].replace("-", "/"),
                         [(p["id"], p["name"]) for p in document["players"]], scoring, rounds,
                         {pid: line.points for pid, line in lines.items()},
                         {pid: row["rank"] for pid, row in rows.items()}, planned_rounds,
                         withdrawn=list(document["withdrawn"]))

    def events(self, tournament_id: str, after: int = 0) -> list[dict[str, Any]]:
        """The tournament's events after the first ``after``, each with its ``seq`` (its place
        in the log, from 1: the log is only ever appended to).

        Raises:
            TournamentNotFound. StoreUnavailable.
        """
        self.load(tournament_id)
        after = max(after, 0)
        return [{"seq": after + i, **orjson.loads(raw)}
                for i, raw in enumerate(self.store.events(tournament_id, after), start=1)]

    def stream(self, tournament_id: str, after: int, poll: float, lifetime: float
               ) -> Iterator[str]:
        """The events after ``after`` as Server-Sent Events (``id`` the seq), then each new one
        as it is logged (the log read every ``poll`` seconds, a heartbeat comment while idle),
        for ``lifetime`` seconds: then the stream ends and the client resumes with
        ``Last-Event-ID``, as a browser does by itself.

        Raises:
            TournamentNotFound (before the first byte). StoreUnavailable.
        """
        self.load(tournament_id)

        def events() -> Iterator[str]:
            nonlocal after
            yield "retry: 1000\n\n"
            deadline = time.monotonic() + lifetime
            while True:
                for entry in self.events(tournament_id, after):
                    after = entry["seq"]
                    yield f"id: {after}\ndata: {orjson.dumps(entry).decode()}\n\n"
                if time.monotonic() >= deadline:
                    return
                time.sleep(poll)
                yield ": heartbeat\n\n"

        return events()

    def committed(self, event: Committed) -> None:
        """A change of a tournament's game, logged in the tournament's events (a handler of
        every commit: referee.bootstrap): its end ``game_ended``, and the end of its round
        (R246); a director's decision on it once ended ``result_amended`` and
        ``standings_changed`` (of its round and later)."""
        game, before = event.game, event.before
        tournament_id = _tournament_of(game)
        if before is None or tournament_id is None:
            return
        if _ended(game) and not _ended(before):
            kinds = ["game_ended"]
        elif _ended(before) and len(game.record.decisions or ()) > len(before.record.decisions
                                                                          or ()):
            kinds = ["result_amended", "standings_changed"]
        else:
            return
        at = iso(self.games.clock())
        fields = {"game": game.id, "round": game.record.round, "game_version": game.version,
                  "at": at}
        events = [orjson.dumps({"type": kind, **fields} if kind != "standings_changed" else
                               {"type": kind, "after_round": game.record.round, "at": at})
                  for kind in kinds]
        self._logged(tournament_id, events)
        if kinds == ["game_ended"]:
            self._round_ended(tournament_id, game)

    def _logged(self, tournament_id: str, events: Sequence[bytes], once: str | None = None
                ) -> None:
        """``events`` of the tournament's games appended to its log (with ``once``, unless
        appended under that name before), and sent; not yet on the replicas, sent once they
        hold them.

        Raises:
            StoreUnavailable (nothing was appended).
        """
        try:
            appended = self.store.append(tournament_id, events, once)
        except NotReplicated as unsafe:
            self._held(unsafe, {"id": tournament_id}, events)
            return
        if appended:
            self._sent({"id": tournament_id}, events)

    def _round_ended(self, tournament_id: str, game: Game) -> None:
        """R246: when ``game`` is the last of its round to end (byes need no game), the round
        marked ended and ``standings_changed`` after it logged, in one compare-and-set: two
        last games ending at once log it once (the one that loses the race finds the round
        ended)."""
        for _ in range(self.retries):
            try:
                document, version = self.load(tournament_id)
            except TournamentNotFound:
                return
            number = game.record.round or 0
            if not 1 <= number <= len(document["rounds"]):
                return
            round_ = document["rounds"][number - 1]
            games = [table["game"] for table in round_["tables"]]
            if round_.get("ended") or game.id not in games:
                return
            # The tables after this one first: games mostly end in about their tables' order,
            # so an unfinished one is met at once, not after loading every table before it
            # (which made each end of a round's games cost a load of half the round's).
            at = games.index(game.id)
            if not all(self._ended(other) for other in games[at + 1:] + games[:at]):
                return
            now = self.games.clock()
            event = _event("standings_changed", version + 1, now, {"after_round": number})
            try:
                if self._commit(document, version, rules.with_ended(document, number), [event]):
                    return
            except NotReplicated:
                return  # made: its webhook waits for the replicas (_held)

    def logs_final(self, game: Game) -> bool:
        """Whether ``game`` is a tournament's: its final result is logged there (R246;
        referee.delivery.webhooks.Finals)."""
        return _tournament_of(game) is not None

    def finalised(self, game: Game) -> None:
        """R246: ``result_final`` of ``game`` logged in its tournament's events and sent to
        its webhook, once: called when the game's correction period closes (R201), by the job
        queued with its own ``result_final`` webhook's (referee.delivery.webhooks); a job
        tried again (a process stopped after logging) finds it logged and logs nothing (the
        store's append ``once``, one atomic step).

        Raises:
            StoreUnavailable.
        """
        tournament_id = _tournament_of(game)
        if tournament_id is None:
            return
        try:
            self.load(tournament_id)
        except TournamentNotFound:
            return
        self._logged(tournament_id, [orjson.dumps({
            "type": "result_final", "game": game.id, "round": game.record.round,
            "game_version": game.version, "at": iso(self.games.clock())})],
            once=f"result_final:{game.id}")


def _tournament_of(game: Game) -> str | None:
    """The id of the tournament ``game`` is a table of (its tag), or None."""
    tag = game.record.tag or ""
    return tag.removeprefix(TAG_PREFIX) if tag.startswith(TAG_PREFIX) else None


def _ended(game: Game) -> bool:
    return bool(director.ended(game.variant, game.state, game.record))


def _seat_tokens(fields: Mapping[str, Any]) -> dict[str, Any]:
    """A table's secrets: its seats' tokens and the table token (the director's is the
    tournament's)."""
    return {"seat_tokens": fields["seat_tokens"], "table_token": fields["table_token"]}


def _event(kind: str, version: int, now: float, data: Mapping[str, Any]) -> bytes:
    return orjson.dumps({"type": kind, "version": version, "at": iso(now), **data})


def standings_document(document: Mapping[str, Any], version: int,
                       counted: Sequence[tuple[Mapping[str, Any], Sequence[Mapping[str, Any]]]]
                       ) -> dict[str, Any]:
    """What the standings sign: the tournament, the point system and tie-breaks, every game
    result counted (round, table, players, id, signature, whether final), every bye, and the
    ranking computed from them alone (:func:`recompute` gives it back)."""
    results = []
    byes = []
    for round_, signed in counted:
        for table, result in zip(round_["tables"], signed, strict=True):
            results.append({"round": round_["round"], "table": table["table"],
                            "game": table["game"], "players": list(table["players"]),
                            "key_id": result["key_id"], "signature": result["signature"],
                            "final": bool(result["result"].get("final", True))})
        byes += [{"round": round_["round"], **bye} for bye in round_["byes"]]
    doc = {
        "tournament": document["id"], "name": document["name"], "version": version,
        "after_round": len(counted), "rounds": len(document["rounds"]),
        "players": [{"id": p["id"], "name": p["name"]} for p in document["players"]],
        "withdrawn": dict(document["withdrawn"]),
        "scoring": Scoring.of(document["scoring"]).to_dict(),
        "tiebreaks": list(document["tiebreaks"]),
        "results": results, "byes": byes,
    }
    signed_all = [s for _, ss in counted for s in ss]
    tables = [signatures.table_result(r["round"], r["table"], s)
              for r, s in zip(results, signed_all, strict=True)]
    counted_rounds = {r["round"] for r, _ in counted}
    doc["boards"] = [{k: b[k] for k in ("board", "round", "seats", "tables", "games",
                                        "commitment", "adjustments")}
                     for b in document.get("boards", []) if b["round"] in counted_rounds]
    doc["ranking"] = ranking_of(doc, tables, {s["result"]["game"]: s for s in signed_all})
    doc["open"] = [r["game"] for r in results if not r["final"]]
    doc["final"] = not doc["open"]
    return doc


def ranking_of(doc: Mapping[str, Any], tables: Sequence[TableResult],
               signed: Mapping[str, Mapping[str, Any]]) -> list[dict[str, Any]]:
    """The ranking a standings document's results, byes and boards give (its scoring,
    tie-breaks); ``signed`` the signed results by game id."""
    players = [p["id"] for p in doc["players"]]
    byes = [Bye(b["round"], b["player"], b["kind"]) for b in doc["byes"]]
    percents: dict[str, list[dict[str, Any]]] = {}
    for board in doc.get("boards", []):
        by_table = {r["table"]: r for r in doc["results"] if r["round"] == board["round"]}
        scored = board_matchpoints(board, {"tables": [
            {"players": by_table[t]["players"]} if t in by_table else {"players": []}
            for t in range(1, max(board["tables"]) + 1)]}, signed)
        for rows in scored.values():
            for row in rows:
                percents.setdefault(str(row["player"]), []).append(
                    {"round": board["round"], "board": board["board"], "percent": row["percent"]})
    rows = rank(players, Scoring.of(doc["scoring"]), doc["tiebreaks"], tables, byes, percents)
    names = {p["id"]: p["name"] for p in doc["players"]}
    return [{**row, "name": names[row["player"]]} for row in rows]


def board_matchpoints(board: Mapping[str, Any], round_: Mapping[str, Any],
                      signed: Mapping[str, Mapping[str, Any]]) -> dict[int, list[dict[str, Any]]]:
    """Each table of ``board`` scored (R243, R244) from the signed results of its games."""
    tables = []
    for at, game_id in zip(board["tables"], board["games"], strict=True):
        result = signed[game_id]["result"]
        void = result.get("outcome") == "annulled"
        tables.append(duplicate.BoardTable(
            at, game_id, tuple(round_["tables"][at - 1]["players"]),
            None if void else tuple(result["scores"]), tuple(result["winners"]),
            _unplayed(signed[game_id]) and not void))
    adjustments = {int(t): seats for t, seats in board.get("adjustments", {}).items()}
    return duplicate.matchpoints(tables, adjustments)


def _unplayed(signed: Mapping[str, Any]) -> bool:
    """A result the director forfeited (R236) or annulled (R234)."""
    result = signed["result"]
    return result.get("outcome") == "annulled" or any(
        d["type"] == "forfeit" for d in result.get("decisions", ()))


def _numbers(rows: Sequence[Mapping[str, Any]]) -> list[dict[str, Any]]:
    return [{k: number(v) if isinstance(v, Fraction) else v for k, v in row.items()}
            for row in rows]


def verify(body: Mapping[str, Any], key: Mapping[str, Any]) -> dict[str, Any]:
    """:func:`check_standings`, and for a body that is not standings as the service signs them
    (the schema checks only its outline), a discrepancy naming ``standings``, never an error."""
    try:
        return check_standings(body, key)
    except (KeyError, TypeError, ValueError, AttributeError, IndexError, ZeroDivisionError):
        return {"valid": False, "key_id": None, "discrepancy": {
            "at": "standings", "detail": "not standings and signed game results as "
            "GET /v1/tournaments/{id}/standings gives them"}}


def check_standings(body: Mapping[str, Any], key: Mapping[str, Any]) -> dict[str, Any]:
    """Check signed standings (``body["standings"]``) against the signed game results they
    name (``body["results"]``) and ``key``: the standings' key and signature, each result's,
    each result the one named (same id, same signature, same players), and the ranking the one
    the results and byes give. Never raises for a bad body: the first discrepancy is named
    (``at`` a path into the body)."""
    envelope = body["standings"]
    out: dict[str, Any] = {"valid": False, "key_id": envelope.get("key_id")}

    def fail(at: str, detail: str) -> dict[str, Any]:
        out["discrepancy"] = {"at": at, "detail": detail}
        return out

    found = signatures.check_document(envelope, key, "standings")
    if found is not None and found["at"] in ("key_id", "algorithm"):
        return fail("standings." + found["at"], found["detail"])
    doc = envelope["standings"]
    given = {}
    for i, signed in enumerate(body["results"]):
        problem = signatures.check_result(signed, key)
        if problem is not None:
            return fail(f"results[{i}]." + problem["at"].removeprefix("result."),
                        problem["detail"])
        given[signed["result"]["game"]] = signed
    tables = []
    for j, named in enumerate(doc["results"]):
        signed = given.get(named["game"])
        where = f"standings.standings.results[{j}]"
        if signed is None:
            return fail(where, f"no signed result of game {named['game']} was given")
        if signed["signature"] != named["signature"]:
            return fail(where + ".signature", "not the signature of the game's result given "
                        "(the result was amended since, or the standings changed)")
        if list(signed["result"]["players"]) != list(named["players"]):
            return fail(where + ".players", "not the players of the game's signed result")
        tables.append(signatures.table_result(named["round"], named["table"], signed))
    for game in set(given) - {n["game"] for n in doc["results"]}:
        return fail("results", f"game {game} is not one the standings rest on")
    want = ranking_of(doc, tables, given)
    for k, (row, stated) in enumerate(zip(want, doc["ranking"], strict=False)):
        if row != stated:
            field = next((f for f in row if row[f] != stated.get(f)), "")
            return fail(f"standings.standings.ranking[{k}]" + (f".{field}" if field else ""),
                        f"the results and byes give {row.get(field)!r}")
    if len(want) != len(doc["ranking"]):
        return fail("standings.standings.ranking", "not one row per player")
    if found is not None:
        return fail("standings." + found["at"], found["detail"])
    out["valid"] = True
    return out
