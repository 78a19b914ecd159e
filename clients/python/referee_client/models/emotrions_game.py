from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.emotrions_game_deal_type_1 import EmotrionsGameDealType1
from ..models.emotrions_game_preset import EmotrionsGamePreset
from ..models.emotrions_game_variant import EmotrionsGameVariant
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.emotrions_bots import EmotrionsBots
    from ..models.emotrions_deal import EmotrionsDeal
    from ..models.emotrions_options import EmotrionsOptions
    from ..models.notify import Notify
    from ..models.per_move_clock import PerMoveClock
    from ..models.total_clock import TotalClock


T = TypeVar("T", bound="EmotrionsGame")


@_attrs_define
class EmotrionsGame:
    """
    Attributes:
        players (list[str]): the players' names in seat order Example: ['Ann', 'Bob'].
        variant (EmotrionsGameVariant):
        bots (EmotrionsBots | Unset):
        clock (PerMoveClock | TotalClock | Unset): a turn clock: a seat whose time runs out forfeits (R99), decided at
            the next request (README "Lifecycle")
        correction_minutes (int | Unset): with `director` (else unused): minutes after the end during which the director
            may still decide (default REFEREE_CORRECTION_MINUTES, 30; 0: the result is final at the end)
        deal (EmotrionsDeal | EmotrionsGameDealType1 | Unset): an explicit first deal (G5), or `"table"` for a
            scorekeeper game: cards dealt by hand at a real table, the table token reports every move with its `seat`
            (docs/rulings/tabletop.md); not with `deals`
        deals (list[EmotrionsDeal] | Unset): explicit deals, one per hand or round, used in order
        director (bool | Unset): R200: true gives the game (or every game of a batch) a director, whose token
            (`tokens.director`, a batch's `director_token`) decides penalties, awards, annulments, forfeits, pauses,
            extensions and corrections (docs/tournaments.md "Director")
        director_webhook (str | Unset): with `director` (else unused): a URL that gets a signed POST for each call of
            the director (`director_called`); refused as `webhook` is
        director_webhook_secret (str | Unset): with `director_webhook`: the key of its HMAC-SHA256 signature header;
            never shown again
        hints (bool | Unset): whether `GET /v1/games/{id}/hint` answers the seats (R131); default true, false for a game
            with a `tag` and in a batch
        invitations (bool | Unset): true: the reply holds one single-use invitation code per seat instead of the seat
            tokens, so whoever creates the game never holds a player's token; each player redeems theirs with `POST
            /v1/games/{id}/invitations/redeem`
        leader (int | Unset): emotrions, pareo: the first leader / Challenger, instead of drawing it by lot
        notify (Notify | Unset):
        options (EmotrionsOptions | Unset):
        preset (EmotrionsGamePreset | Unset): a preset standing for options (emotrions: standard, naked, pure-strategy);
            explicit options apply over it
        round_ (int | Unset): with `tag`: the tournament round the game belongs to
        seed (str | Unset): makes every shuffle reproducible (G2)
        spectator_delay (int | Unset): tournaments: spectators (and the table token of a server-dealt game) see the
            event log and stream this many moves late, until the game ends
        tag (str | Unset): a tournament's tag (letters, digits, space and `._:/#-`): `GET /v1/games?tag=` lists the
            games carrying it Example: spring-cup.
        webhook (str | Unset): tournaments: a URL that gets a signed POST when the game ends (docs/tournaments.md);
            private and loopback addresses are refused unless the service allows them
        webhook_secret (str | Unset): with `webhook`: the key of its HMAC-SHA256 signature header; never shown again
    """

    players: list[str]
    variant: EmotrionsGameVariant
    bots: EmotrionsBots | Unset = UNSET
    clock: PerMoveClock | TotalClock | Unset = UNSET
    correction_minutes: int | Unset = UNSET
    deal: EmotrionsDeal | EmotrionsGameDealType1 | Unset = UNSET
    deals: list[EmotrionsDeal] | Unset = UNSET
    director: bool | Unset = UNSET
    director_webhook: str | Unset = UNSET
    director_webhook_secret: str | Unset = UNSET
    hints: bool | Unset = UNSET
    invitations: bool | Unset = UNSET
    leader: int | Unset = UNSET
    notify: Notify | Unset = UNSET
    options: EmotrionsOptions | Unset = UNSET
    preset: EmotrionsGamePreset | Unset = UNSET
    round_: int | Unset = UNSET
    seed: str | Unset = UNSET
    spectator_delay: int | Unset = UNSET
    tag: str | Unset = UNSET
    webhook: str | Unset = UNSET
    webhook_secret: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.emotrions_deal import EmotrionsDeal  # noqa: PLC0415
        from ..models.per_move_clock import PerMoveClock  # noqa: PLC0415

        players = self.players

        variant = self.variant.value

        bots: dict[str, Any] | Unset = UNSET
        if not isinstance(self.bots, Unset):
            bots = self.bots.to_dict()

        clock: dict[str, Any] | Unset
        if isinstance(self.clock, Unset):
            clock = UNSET
        elif isinstance(self.clock, PerMoveClock):
            clock = self.clock.to_dict()
        else:
            clock = self.clock.to_dict()

        correction_minutes = self.correction_minutes

        deal: dict[str, Any] | str | Unset
        if isinstance(self.deal, Unset):
            deal = UNSET
        elif isinstance(self.deal, EmotrionsDeal):
            deal = self.deal.to_dict()
        else:
            deal = self.deal.value

        deals: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.deals, Unset):
            deals = []
            for deals_item_data in self.deals:
                deals_item = deals_item_data.to_dict()
                deals.append(deals_item)

        director = self.director

        director_webhook = self.director_webhook

        director_webhook_secret = self.director_webhook_secret

        hints = self.hints

        invitations = self.invitations

        leader = self.leader

        notify: dict[str, Any] | Unset = UNSET
        if not isinstance(self.notify, Unset):
            notify = self.notify.to_dict()

        options: dict[str, Any] | Unset = UNSET
        if not isinstance(self.options, Unset):
            options = self.options.to_dict()

        preset: str | Unset = UNSET
        if not isinstance(self.preset, Unset):
            preset = self.preset.value

        round_ = self.round_

        seed = self.seed

        spectator_delay = self.spectator_delay

        tag = self.tag

        webhook = self.webhook

        webhook_secret = self.webhook_secret

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "players": players,
                "variant": variant,
            }
        )
        if bots is not UNSET:
            field_dict["bots"] = bots
        if clock is not UNSET:
            field_dict["clock"] = clock
        if correction_minutes is not UNSET:
            field_dict["correction_minutes"] = correction_minutes
        if deal is not UNSET:
            field_dict["deal"] = deal
        if deals is not UNSET:
            field_dict["deals"] = deals
        if director is not UNSET:
            field_dict["director"] = director
        if director_webhook is not UNSET:
            field_dict["director_webhook"] = director_webhook
        if director_webhook_secret is not UNSET:
            field_dict["director_webhook_secret"] = director_webhook_secret
        if hints is not UNSET:
            field_dict["hints"] = hints
        if invitations is not UNSET:
            field_dict["invitations"] = invitations
        if leader is not UNSET:
            field_dict["leader"] = leader
        if notify is not UNSET:
            field_dict["notify"] = notify
        if options is not UNSET:
            field_dict["options"] = options
        if preset is not UNSET:
            field_dict["preset"] = preset
        if round_ is not UNSET:
            field_dict["round"] = round_
        if seed is not UNSET:
            field_dict["seed"] = seed
        if spectator_delay is not UNSET:
            field_dict["spectator_delay"] = spectator_delay
        if tag is not UNSET:
            field_dict["tag"] = tag
        if webhook is not UNSET:
            field_dict["webhook"] = webhook
        if webhook_secret is not UNSET:
            field_dict["webhook_secret"] = webhook_secret

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.emotrions_bots import EmotrionsBots  # noqa: PLC0415
        from ..models.emotrions_deal import EmotrionsDeal  # noqa: PLC0415
        from ..models.emotrions_options import EmotrionsOptions  # noqa: PLC0415
        from ..models.notify import Notify  # noqa: PLC0415
        from ..models.per_move_clock import PerMoveClock  # noqa: PLC0415
        from ..models.total_clock import TotalClock  # noqa: PLC0415

        d = dict(src_dict)
        players = cast(list[str], d.pop("players"))

        variant = EmotrionsGameVariant(d.pop("variant"))

        _bots = d.pop("bots", UNSET)
        bots: EmotrionsBots | Unset
        if isinstance(_bots, Unset):
            bots = UNSET
        else:
            bots = EmotrionsBots.from_dict(_bots)

        def _parse_clock(data: object) -> PerMoveClock | TotalClock | Unset:
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                clock_type_0 = PerMoveClock.from_dict(data)

                return clock_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            clock_type_1 = TotalClock.from_dict(data)

            return clock_type_1

        clock = _parse_clock(d.pop("clock", UNSET))

        correction_minutes = d.pop("correction_minutes", UNSET)

        def _parse_deal(data: object) -> EmotrionsDeal | EmotrionsGameDealType1 | Unset:
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                deal_type_0 = EmotrionsDeal.from_dict(data)

                return deal_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, str):
                raise TypeError()
            deal_type_1 = EmotrionsGameDealType1(data)

            return deal_type_1

        deal = _parse_deal(d.pop("deal", UNSET))

        _deals = d.pop("deals", UNSET)
        deals: list[EmotrionsDeal] | Unset = UNSET
        if _deals is not UNSET:
            deals = []
            for deals_item_data in _deals:
                deals_item = EmotrionsDeal.from_dict(deals_item_data)

                deals.append(deals_item)

        director = d.pop("director", UNSET)

        director_webhook = d.pop("director_webhook", UNSET)

        director_webhook_secret = d.pop("director_webhook_secret", UNSET)

        hints = d.pop("hints", UNSET)

        invitations = d.pop("invitations", UNSET)

        leader = d.pop("leader", UNSET)

        _notify = d.pop("notify", UNSET)
        notify: Notify | Unset
        if isinstance(_notify, Unset):
            notify = UNSET
        else:
            notify = Notify.from_dict(_notify)

        _options = d.pop("options", UNSET)
        options: EmotrionsOptions | Unset
        if isinstance(_options, Unset):
            options = UNSET
        else:
            options = EmotrionsOptions.from_dict(_options)

        _preset = d.pop("preset", UNSET)
        preset: EmotrionsGamePreset | Unset
        if isinstance(_preset, Unset):
            preset = UNSET
        else:
            preset = EmotrionsGamePreset(_preset)

        round_ = d.pop("round", UNSET)

        seed = d.pop("seed", UNSET)

        spectator_delay = d.pop("spectator_delay", UNSET)

        tag = d.pop("tag", UNSET)

        webhook = d.pop("webhook", UNSET)

        webhook_secret = d.pop("webhook_secret", UNSET)

        emotrions_game = cls(
            players=players,
            variant=variant,
            bots=bots,
            clock=clock,
            correction_minutes=correction_minutes,
            deal=deal,
            deals=deals,
            director=director,
            director_webhook=director_webhook,
            director_webhook_secret=director_webhook_secret,
            hints=hints,
            invitations=invitations,
            leader=leader,
            notify=notify,
            options=options,
            preset=preset,
            round_=round_,
            seed=seed,
            spectator_delay=spectator_delay,
            tag=tag,
            webhook=webhook,
            webhook_secret=webhook_secret,
        )

        return emotrions_game
