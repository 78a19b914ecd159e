"""Games created: a creation's arguments (the typed command; the HTTP edge reads them from a body,
referee.http.creation) checked by the rules and made a game with its tokens (:meth:`Creating.prepare`),
stored at version 1 (:meth:`Creating.store_new`), and a creation's reply, replayed for a retried
``Idempotency-Key`` with its tokens sealed by the key (referee.core.idempotency)."""

from __future__ import annotations

import secrets
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

import orjson

from referee.core import auth, clocks, meter
from referee.core.auth import SPECTATOR
from referee.core.bots import table_bots, work
from referee.core.commands import Idempotent
from referee.core.game import (
    Committed,
    CreateResult,
    Game,
    NewGame,
    NotYetSafe,
    Planned,
    game_of,
)
from referee.core.game_record import RULES_VERSION, GameRecord, hints_at_creation
from referee.core.idempotency import Idempotency, IdempotencyInProgress
from referee.core.messagebus import MessageBus
from referee.core.stamps import iso
from referee.core.tabletop import TABLE_DEAL, start_game
from referee.core.tuning import Tuning, WebhookRefused
from referee.core.unit_of_work import UnitOfWork, stamp
from referee.storage.store import GameExists, NotReplicated, Store
from variants import find_variant
from variants.base import Event, IllegalSetup, Secret
from variants.i18n import T
from variants.rng import new_seed, seed_commitment

if TYPE_CHECKING:
    from referee.core.bot_runner import BotRunner


class Creating:
    """New games in ``store``."""

    def __init__(self, store: Store, uow: UnitOfWork, bus: MessageBus,
                 idempotent: Idempotent, runner: BotRunner, tuning: Tuning) -> None:
        self.store = store
        self.uow = uow
        snapshots = uow.snapshots
        self.snapshots = snapshots
        self.bus = bus
        self.idempotent = idempotent
        self.runner = runner
        self.tuning = tuning

    def create(self, *args: Any, **kwargs: Any) -> tuple[Game, dict[str, Any]]:
        """A new game (arguments as :meth:`prepare`), stored at version 1; returns it and its
        tokens (shown only now).

        Raises:
            as :meth:`prepare`; StoreUnavailable: the store fails (nothing is stored).
        """
        return self.store_new(self.prepare(*args, **kwargs))


    def prepare(
        self,
        variant_name: str,
        players: Sequence[str],
        options: Mapping[str, Any],
        *,
        preset: str | None = None,
        seed: str | None = None,
        deals: Sequence[Mapping[str, Any]] = (),
        start: Mapping[str, Any] | None = None,
        spectator_delay: int = 0,
        invitations: bool = False,
        tag: str | None = None,
        round_number: int | None = None,
        webhook: Mapping[str, str] | None = None,
        clock: Mapping[str, Any] | None = None,
        notify: Mapping[str, str] | None = None,
        tabletop: bool = False,
        bots: Mapping[int, str] | None = None,
        hints: bool | None = None,
        director: bool = False,
        director_of: str | None = None,
        correction_minutes: int | None = None,
        director_webhook: Mapping[str, str] | None = None,
    ) -> NewGame:
        """A new game made and checked, with its tokens, but not stored (:meth:`store_new`).

        Raises:
            KeyError: unknown variant. IllegalSetup: options or deal refused by the rules.
            whatever :attr:`check_webhook` raises for a refused webhook URL.
        """
        if webhook and self.tuning.check_webhook is not None:
            self.tuning.check_webhook(webhook["url"])
        # A director's webhook is called only in a game with a director: else it is unused.
        directed = director or director_of is not None
        for name, hook in (("notify.url", notify),
                           ("director_webhook", director_webhook if directed else None)):
            if hook and self.tuning.check_webhook is not None:
                try:
                    self.tuning.check_webhook(hook["url"])
                except WebhookRefused as exc:
                    exc.field = name
                    raise
        variant = find_variant(variant_name)
        config = variant.configure(len(players), options, preset)
        if tabletop:
            deal_source = TABLE_DEAL
        elif deals:
            deal_source = "explicit"
        elif seed is not None:
            deal_source = "seeded"
        else:
            deal_source = "server"
        secret_seed = seed if seed is not None else new_seed()
        state, events = start_game(variant, config, secret_seed, deals, start, tabletop)
        seat_tokens = [auth.new_token() for _ in players]
        table_token = auth.new_token()
        now = self.tuning.clock()
        if clock and tabletop:
            # R99: the referee cannot time the players of a real table, only its reports.
            raise IllegalSetup("R99", T(
                "a scorekeeper game (\"deal\": \"table\") has no clock: the table reports "
                "the moves, so the referee cannot time the players",
                "una partita segnapunti (\"deal\": \"table\") non ha orologio: le mosse le "
                "riporta il tavolo, l'arbitro non può cronometrare i giocatori",
            ), field="clock")
        # docs/lifecycle.md: the seats awaited first start their clocks now (referee.core.clocks).
        timed = clocks.setup(clock, len(players), variant.to_act(state), now) if clock else None
        created = creation_event(
            variant.name, players, deal_source, RULES_VERSION, options, preset, start, deals
        )
        tokens: dict[str, Any] = {"seats": seat_tokens, "table": table_token}
        seat_digests = tuple(auth.digest(t) for t in seat_tokens)
        invited = None
        if invitations:
            # One single-use code per seat instead of its token: whoever creates the game never
            # holds a seat's token (referee.core.lifecycle). No seat token works until redeemed.
            codes = [auth.new_token() for _ in players]
            seat_digests = tuple("" for _ in players)
            invited = tuple(auth.digest(code) for code in codes)
            tokens = {"table": table_token, "invitations": codes}
        if director and director_of is None:
            # R200: the director's token, shown once; a batch's is the batch's.
            tokens["director"] = auth.new_token()
            director_of = auth.digest(tokens["director"])
        if director_of is not None and correction_minutes is None:
            correction_minutes = self.tuning.correction_minutes
        record = GameRecord(
            variant=variant.name,
            players=tuple(players),
            deal_source=deal_source,
            seat_tokens=seat_digests,
            table_token=auth.digest(table_token),
            created_at=iso(now),
            # G2: a server seed (which also shuffles the hands after explicit deals, and makes
            # random picks) is committed to now and revealed in the record once the game ends.
            commitment=seed_commitment(secret_seed) if seed is None else None,
            spectator_delay=spectator_delay,
            webhook={"url": webhook["url"], "secret": webhook["secret"]} if webhook else None,
            notify={"url": notify["url"], "secret": notify["secret"]} if notify else None,
            invitations=invited,
            tag=tag,
            round=round_number,
            # docs/bots.md: computer players at given seats, and hints (off in tournaments).
            hints=hints_at_creation(hints, tag),
            bots=table_bots(variant, bots, len(players), tabletop, secret_seed) if bots else None,
            director=director_of,
            correction_minutes=correction_minutes if director_of is not None else None,
            director_webhook=(dict(director_webhook)
                              if director_webhook and director_of is not None else None),
        )
        return NewGame(variant, state, record, [created, *events], tokens, now, timed)


    def store_new(self, new: NewGame) -> tuple[Game, dict[str, Any]]:
        """Store a prepared game at version 1 under a fresh id; returns it and its tokens.

        Raises:
            StoreUnavailable: the store fails (nothing is stored). NotYetSafe: it is stored,
            not yet on the replicas asked for.
        """
        for _ in range(3):
            planned = self.plan(new)
            game = planned.game
            try:
                self.store_planned(planned)
            except GameExists:
                continue
            except NotReplicated as unsafe:
                self.uow.hold(unsafe, (Committed(None, game),))
                raise NotYetSafe(unsafe, game, new.tokens) from None
            return self.created(game), new.tokens
        raise RuntimeError("could not find a free game id")  # 2**-96 odds, three times

    def plan(self, new: NewGame, game_id: str | None = None) -> Planned:
        """The game ``new`` makes at version 1, under ``game_id`` (by default a fresh one),
        ready to store: its first events stamped, its snapshot encoded, its lifetime."""
        game = game_of(game_id or new_id(), 1, new.record, new.variant, new.state,
                       seen_at=new.now, updated_at=new.record.created_at, events=0,
                       clocks=new.clocks)
        stored = stamp(game, new.events, new.now, version=1)
        return Planned(game, self.snapshots.encode(game), stored, self.tuning.lifetime(game),
                       new.tokens)

    def unplan(self, game_id: str, data: bytes, events: list[bytes], ttl: float | None,
               tokens: dict[str, Any]) -> Planned:
        """A planned game again, from what :meth:`plan` made of it (kept: referee.core.batches)."""
        return Planned(self.snapshots.decode(game_id, 1, data), data, events, ttl, tokens)

    def store_planned(self, planned: Planned) -> None:
        """Store a planned game; nothing is set off yet (:meth:`created`).

        Raises:
            GameExists: its id is taken. StoreUnavailable, NotReplicated.
        """
        game = planned.game
        if self.runner.awaited(game) is not None:
            # R255: a bot that moves first is the creator's CPU; R287: its work reserved
            meter.admit(work(game.variant, game.state, game.record.bots, len(planned.events)))
        self.store.create(planned.game.id, planned.data, planned.events, planned.ttl)

    def created(self, game: Game) -> Game:
        """What a game stored sets off (:class:`Committed`); returns it as it is then."""
        # A bot that must move first moves in the background: the commit's handler queues
        # its job (referee.bootstrap); a bare service plays it now.
        self.bus.publish(Committed(None, game))
        game, _ = self.runner.handed(game)
        return game

    def create_reply(
        self, args: Mapping[str, Any], idempotency: Idempotency | None = None
    ) -> CreateResult:
        """Create the game ``args`` (:meth:`prepare`'s arguments) describe, and its reply:
        id, version, tokens and the spectator's view. With ``idempotency``, a creation already
        answered gets its first reply again (its tokens unsealed with the key) and nothing
        more is created.

        Raises:
            as :meth:`create`; and IdempotencyInProgress, IdempotencyMismatch.
        """
        scope = idempotency.scope("create") if idempotency else ""
        if idempotency is not None:
            replayed = self._replayed(scope, idempotency)
            if replayed is not None:
                return replayed
        try:
            unsafe: NotYetSafe | None = None
            try:
                game, tokens = self.create(**args)
            except NotYetSafe as stored:
                # Created, not yet replicated (503): the reply is kept all the same, so the
                # retry gets this very game (docs/reliability.md), never a second one.
                unsafe, game, tokens = stored, stored.game, stored.tokens
            body = orjson.dumps(created_reply(game, tokens))
            if idempotency is not None:
                # The reply holds the seat tokens: kept only sealed with the client's key.
                sealed = idempotency.seal(body)
                self.store.remember(None, scope, idempotency.done(sealed),
                                   self.tuning.idempotency_ttl)
            if unsafe is not None:
                raise unsafe
        except BaseException:
            if idempotency is not None:
                self.idempotent.release(None, scope, idempotency)
            raise
        return CreateResult(game.id, game.version, body)


    def _replayed(self, scope: str, idempotency: Idempotency) -> CreateResult | None:
        """The first reply to this creation if its key holds one, else None with the key
        claimed for this request.

        Raises:
            IdempotencyInProgress, IdempotencyMismatch.
        """
        for _ in range(2):
            held, _ = self.store.claim(None, scope, idempotency.pending, self.tuning.pending_ttl_ms)
            if held is None:
                return None
            body = idempotency.unseal(idempotency.replay(held))
            game_id = orjson.loads(body)["id"]
            if self.store.load_many([game_id]) != [None]:
                return CreateResult(game_id, 1, body, replayed=True)
            # R125: the game is gone (deleted): nothing of it stays (R90), the reply to its
            # creation neither, and the request creates a game as a first one would.
            self.store.release(None, scope, held)
        raise IdempotencyInProgress(idempotency.key)  # another retry took the key meanwhile


def created_reply(game: Game, tokens: Mapping[str, Any]) -> dict[str, Any]:
    """The reply to a creation (``POST /v1/games``, a rematch): the game's id and version,
    its secrets, and the spectator's view."""
    return {"id": game.id, "version": game.version, **token_fields(tokens),
            "view": game.view(SPECTATOR)}


def token_fields(tokens: Mapping[str, Any]) -> dict[str, Any]:
    """A creation reply's secrets: ``tokens`` (``seats`` or ``invitations``, and ``table``), and
    the same tokens by API.md's names, ``table_token`` and ``seat_tokens``."""
    out: dict[str, Any] = {"tokens": dict(tokens), "table_token": tokens["table"]}
    if "seats" in tokens:
        out["seat_tokens"] = list(tokens["seats"])
    if "director" in tokens:
        out["director_token"] = tokens["director"]
    return out


def creation_event(
    variant: str,
    players: Sequence[str],
    deal_source: str,
    rules_version: int,
    options: Mapping[str, Any],
    preset: str | None,
    start: Mapping[str, Any] | None,
    deals: Sequence[Mapping[str, Any]],
) -> Event:
    """A game's first logged event: what a replay of the game needs (records, verification)."""
    return Event(
        "game_created",
        {
            "variant": variant,
            "players": list(players),
            "deal_source": deal_source,
            "rules_version": rules_version,
            "options": dict(options),
            "preset": preset,
            "start": dict(start) if start else None,
        },
        # Explicit deals hold every hand: for no seat, only a finished game's record.
        (Secret((), {"deals": list(deals)}),) if deals else (),
    )


def new_id() -> str:
    """A fresh game id: 96 random bits."""
    return secrets.token_urlsafe(12)
