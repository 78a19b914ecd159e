from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.four_aces_game_deal_type_1 import FourAcesGameDealType1
from ..models.four_aces_game_preset import FourAcesGamePreset
from ..models.four_aces_game_variant import FourAcesGameVariant
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.four_aces_bots import FourAcesBots
    from ..models.four_aces_deal import FourAcesDeal
    from ..models.four_aces_options import FourAcesOptions
    from ..models.notify import Notify
    from ..models.per_move_clock import PerMoveClock
    from ..models.total_clock import TotalClock


T = TypeVar("T", bound="FourAcesGame")


@_attrs_define
class FourAcesGame:
    """
    Attributes:
        players (list[str]): the players' names in seat order Example: ['Ann', 'Bob'].
        variant (FourAcesGameVariant):
        bots (FourAcesBots | Unset):
        clock (PerMoveClock | TotalClock | Unset): a turn clock: a seat whose time runs out forfeits (R99), decided at
            the next request (README "Lifecycle")
        correction_minutes (int | Unset): with `director` (else unused): minutes after the end during which the director
            may still decide (default REFEREE_CORRECTION_MINUTES, 30; 0: the result is final at the end)
        deal (FourAcesDeal | FourAcesGameDealType1 | Unset): an explicit first deal (G5), or `"table"` for a scorekeeper
            game: cards dealt by hand at a real table, the table token reports every move with its `seat`
            (docs/rulings/tabletop.md); not with `deals`
        dealer (int | Unset): four-aces: the first dealer, instead of the dealer cut
        deals (list[FourAcesDeal] | Unset): explicit deals, one per hand or round, used in order
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
        notify (Notify | Unset):
        options (FourAcesOptions | Unset):
        preset (FourAcesGamePreset | Unset): a preset standing for options (emotrions: standard, naked, pure-strategy);
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
    variant: FourAcesGameVariant
    bots: FourAcesBots | Unset = UNSET
    clock: PerMoveClock | TotalClock | Unset = UNSET
    correction_minutes: int | Unset = UNSET
    deal: FourAcesDeal | FourAcesGameDealType1 | Unset = UNSET
    dealer: int | Unset = UNSET
    deals: list[FourAcesDeal] | Unset = UNSET
    director: bool | Unset = UNSET
    director_webhook: str | Unset = UNSET
    director_webhook_secret: str | Unset = UNSET
    hints: bool | Unset = UNSET
    invitations: bool | Unset = UNSET
    notify: Notify | Unset = UNSET
    options: FourAcesOptions | Unset = UNSET
    preset: FourAcesGamePreset | Unset = UNSET
    round_: int | Unset = UNSET
    seed: str | Unset = UNSET
    spectator_delay: int | Unset = UNSET
    tag: str | Unset = UNSET
    webhook: str | Unset = UNSET
    webhook_secret: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.four_aces_deal import FourAcesDeal  # noqa: PLC0415
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
        elif isinstance(self.deal, FourAcesDeal):
            deal = self.deal.to_dict()
        else:
            deal = self.deal.value

        dealer = self.dealer

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
        if dealer is not UNSET:
            field_dict["dealer"] = dealer
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
        from ..models.four_aces_bots import FourAcesBots  # noqa: PLC0415
        from ..models.four_aces_deal import FourAcesDeal  # noqa: PLC0415
        from ..models.four_aces_options import FourAcesOptions  # noqa: PLC0415
        from ..models.notify import Notify  # noqa: PLC0415
        from ..models.per_move_clock import PerMoveClock  # noqa: PLC0415
        from ..models.total_clock import TotalClock  # noqa: PLC0415

        d = dict(src_dict)
        players = cast(list[str], d.pop("players"))

        variant = FourAcesGameVariant(d.pop("variant"))

        _bots = d.pop("bots", UNSET)
        bots: FourAcesBots | Unset
        if isinstance(_bots, Unset):
            bots = UNSET
        else:
            bots = FourAcesBots.from_dict(_bots)

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

        def _parse_deal(data: object) -> FourAcesDeal | FourAcesGameDealType1 | Unset:
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                deal_type_0 = FourAcesDeal.from_dict(data)

                return deal_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, str):
                raise TypeError()
            deal_type_1 = FourAcesGameDealType1(data)

            return deal_type_1

        deal = _parse_deal(d.pop("deal", UNSET))

        dealer = d.pop("dealer", UNSET)

        _deals = d.pop("deals", UNSET)
        deals: list[FourAcesDeal] | Unset = UNSET
        if _deals is not UNSET:
            deals = []
            for deals_item_data in _deals:
                deals_item = FourAcesDeal.from_dict(deals_item_data)

                deals.append(deals_item)

        director = d.pop("director", UNSET)

        director_webhook = d.pop("director_webhook", UNSET)

        director_webhook_secret = d.pop("director_webhook_secret", UNSET)

        hints = d.pop("hints", UNSET)

        invitations = d.pop("invitations", UNSET)

        _notify = d.pop("notify", UNSET)
        notify: Notify | Unset
        if isinstance(_notify, Unset):
            notify = UNSET
        else:
            notify = Notify.from_dict(_notify)

        _options = d.pop("options", UNSET)
        options: FourAcesOptions | Unset
        if isinstance(_options, Unset):
            options = UNSET
        else:
            options = FourAcesOptions.from_dict(_options)

        _preset = d.pop("preset", UNSET)
        preset: FourAcesGamePreset | Unset
        if isinstance(_preset, Unset):
            preset = UNSET
        else:
            preset = FourAcesGamePreset(_preset)

        round_ = d.pop("round", UNSET)

        seed = d.pop("seed", UNSET)

        spectator_delay = d.pop("spectator_delay", UNSET)

        tag = d.pop("tag", UNSET)

        webhook = d.pop("webhook", UNSET)

        webhook_secret = d.pop("webhook_secret", UNSET)

        four_aces_game = cls(
            players=players,
            variant=variant,
            bots=bots,
            clock=clock,
            correction_minutes=correction_minutes,
            deal=deal,
            dealer=dealer,
            deals=deals,
            director=director,
            director_webhook=director_webhook,
            director_webhook_secret=director_webhook_secret,
            hints=hints,
            invitations=invitations,
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

        return four_aces_game
