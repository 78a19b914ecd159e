from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.tournament_tiebreaks_item import TournamentTiebreaksItem
from ..models.tournament_variant import TournamentVariant
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.per_move_clock import PerMoveClock
    from ..models.scoring import Scoring
    from ..models.total_clock import TotalClock
    from ..models.tournament_options import TournamentOptions
    from ..models.tournament_player import TournamentPlayer


T = TypeVar("T", bound="Tournament")


@_attrs_define
class Tournament:
    """
    Attributes:
        name (str):  Example: Spring Cup.
        players (list[TournamentPlayer]):
        variant (TournamentVariant): emotrions, pareo or four-aces Example: emotrions.
        clock (PerMoveClock | TotalClock | Unset): a turn clock: a seat whose time runs out forfeits (R99), decided at
            the next request (README "Lifecycle")
        correction_minutes (int | Unset): with `director` (else unused): minutes after the end during which the director
            may still decide (default REFEREE_CORRECTION_MINUTES, 30; 0: the result is final at the end)
        director_webhook (str | Unset): with `director` (else unused): a URL that gets a signed POST for each call of
            the director (`director_called`); refused as `webhook` is
        director_webhook_secret (str | Unset): with `director_webhook`: the key of its HMAC-SHA256 signature header;
            never shown again
        options (TournamentOptions | Unset): the variant's options, named as in RULES.md (GET /v1/variants)
        preset (str | Unset): a preset standing for options (emotrions: standard, naked, pure-strategy); explicit
            options apply over it
        scoring (Scoring | Unset):
        seed (str | Unset): makes every game's deal reproducible (G2): each game's seed is `<seed>:<round>:<table>`, a
            duplicate board's `<seed>:<round>:board<b>`; such games publish no commitment of their own (a board still does)
        spectator_delay (int | Unset): tournaments: spectators (and the table token of a server-dealt game) see the
            event log and stream this many moves late, until the game ends
        tiebreaks (list[TournamentTiebreaksItem] | Unset): in order; the codes: game-points, wins, head-to-head,
            buchholz, buchholz-cut1, sonneborn-berger, matchpoints
        tournament_webhook (str | Unset): a URL that gets a signed POST for each of the tournament's events (round
            created, game ended, result amended, standings changed, ...), as a game's webhook is signed and refused
        tournament_webhook_secret (str | Unset): with `tournament_webhook`: the key of its HMAC-SHA256 signature header;
            never shown again
        webhook (str | Unset): tournaments: a URL that gets a signed POST when the game ends (docs/tournaments.md);
            private and loopback addresses are refused unless the service allows them
        webhook_secret (str | Unset): with `webhook`: the key of its HMAC-SHA256 signature header; never shown again
    """

    name: str
    players: list[TournamentPlayer]
    variant: TournamentVariant
    clock: PerMoveClock | TotalClock | Unset = UNSET
    correction_minutes: int | Unset = UNSET
    director_webhook: str | Unset = UNSET
    director_webhook_secret: str | Unset = UNSET
    options: TournamentOptions | Unset = UNSET
    preset: str | Unset = UNSET
    scoring: Scoring | Unset = UNSET
    seed: str | Unset = UNSET
    spectator_delay: int | Unset = UNSET
    tiebreaks: list[TournamentTiebreaksItem] | Unset = UNSET
    tournament_webhook: str | Unset = UNSET
    tournament_webhook_secret: str | Unset = UNSET
    webhook: str | Unset = UNSET
    webhook_secret: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.per_move_clock import PerMoveClock  # noqa: PLC0415

        name = self.name

        players = []
        for players_item_data in self.players:
            players_item = players_item_data.to_dict()
            players.append(players_item)

        variant = self.variant.value

        clock: dict[str, Any] | Unset
        if isinstance(self.clock, Unset):
            clock = UNSET
        elif isinstance(self.clock, PerMoveClock):
            clock = self.clock.to_dict()
        else:
            clock = self.clock.to_dict()

        correction_minutes = self.correction_minutes

        director_webhook = self.director_webhook

        director_webhook_secret = self.director_webhook_secret

        options: dict[str, Any] | Unset = UNSET
        if not isinstance(self.options, Unset):
            options = self.options.to_dict()

        preset = self.preset

        scoring: dict[str, Any] | Unset = UNSET
        if not isinstance(self.scoring, Unset):
            scoring = self.scoring.to_dict()

        seed = self.seed

        spectator_delay = self.spectator_delay

        tiebreaks: list[str] | Unset = UNSET
        if not isinstance(self.tiebreaks, Unset):
            tiebreaks = []
            for tiebreaks_item_data in self.tiebreaks:
                tiebreaks_item = tiebreaks_item_data.value
                tiebreaks.append(tiebreaks_item)

        tournament_webhook = self.tournament_webhook

        tournament_webhook_secret = self.tournament_webhook_secret

        webhook = self.webhook

        webhook_secret = self.webhook_secret

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "name": name,
                "players": players,
                "variant": variant,
            }
        )
        if clock is not UNSET:
            field_dict["clock"] = clock
        if correction_minutes is not UNSET:
            field_dict["correction_minutes"] = correction_minutes
        if director_webhook is not UNSET:
            field_dict["director_webhook"] = director_webhook
        if director_webhook_secret is not UNSET:
            field_dict["director_webhook_secret"] = director_webhook_secret
        if options is not UNSET:
            field_dict["options"] = options
        if preset is not UNSET:
            field_dict["preset"] = preset
        if scoring is not UNSET:
            field_dict["scoring"] = scoring
        if seed is not UNSET:
            field_dict["seed"] = seed
        if spectator_delay is not UNSET:
            field_dict["spectator_delay"] = spectator_delay
        if tiebreaks is not UNSET:
            field_dict["tiebreaks"] = tiebreaks
        if tournament_webhook is not UNSET:
            field_dict["tournament_webhook"] = tournament_webhook
        if tournament_webhook_secret is not UNSET:
            field_dict["tournament_webhook_secret"] = tournament_webhook_secret
        if webhook is not UNSET:
            field_dict["webhook"] = webhook
        if webhook_secret is not UNSET:
            field_dict["webhook_secret"] = webhook_secret

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.per_move_clock import PerMoveClock  # noqa: PLC0415
        from ..models.scoring import Scoring  # noqa: PLC0415
        from ..models.total_clock import TotalClock  # noqa: PLC0415
        from ..models.tournament_options import TournamentOptions  # noqa: PLC0415
        from ..models.tournament_player import TournamentPlayer  # noqa: PLC0415

        d = dict(src_dict)
        name = d.pop("name")

        players = []
        _players = d.pop("players")
        for players_item_data in _players:
            players_item = TournamentPlayer.from_dict(players_item_data)

            players.append(players_item)

        variant = TournamentVariant(d.pop("variant"))

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

        director_webhook = d.pop("director_webhook", UNSET)

        director_webhook_secret = d.pop("director_webhook_secret", UNSET)

        _options = d.pop("options", UNSET)
        options: TournamentOptions | Unset
        if isinstance(_options, Unset):
            options = UNSET
        else:
            options = TournamentOptions.from_dict(_options)

        preset = d.pop("preset", UNSET)

        _scoring = d.pop("scoring", UNSET)
        scoring: Scoring | Unset
        if isinstance(_scoring, Unset):
            scoring = UNSET
        else:
            scoring = Scoring.from_dict(_scoring)

        seed = d.pop("seed", UNSET)

        spectator_delay = d.pop("spectator_delay", UNSET)

        _tiebreaks = d.pop("tiebreaks", UNSET)
        tiebreaks: list[TournamentTiebreaksItem] | Unset = UNSET
        if _tiebreaks is not UNSET:
            tiebreaks = []
            for tiebreaks_item_data in _tiebreaks:
                tiebreaks_item = TournamentTiebreaksItem(tiebreaks_item_data)

                tiebreaks.append(tiebreaks_item)

        tournament_webhook = d.pop("tournament_webhook", UNSET)

        tournament_webhook_secret = d.pop("tournament_webhook_secret", UNSET)

        webhook = d.pop("webhook", UNSET)

        webhook_secret = d.pop("webhook_secret", UNSET)

        tournament = cls(
            name=name,
            players=players,
            variant=variant,
            clock=clock,
            correction_minutes=correction_minutes,
            director_webhook=director_webhook,
            director_webhook_secret=director_webhook_secret,
            options=options,
            preset=preset,
            scoring=scoring,
            seed=seed,
            spectator_delay=spectator_delay,
            tiebreaks=tiebreaks,
            tournament_webhook=tournament_webhook,
            tournament_webhook_secret=tournament_webhook_secret,
            webhook=webhook,
            webhook_secret=webhook_secret,
        )

        return tournament
