from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.pareo_view_deal_source import PareoViewDealSource
from ..models.pareo_view_outcome import PareoViewOutcome
from ..models.pareo_view_phase import PareoViewPhase
from ..models.pareo_view_role import PareoViewRole
from ..models.pareo_view_status import PareoViewStatus
from ..models.pareo_view_variant import PareoViewVariant
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.clocks_view import ClocksView
    from ..models.decision_ref import DecisionRef
    from ..models.hand import Hand
    from ..models.pareo_view_bots import PareoViewBots
    from ..models.pareo_view_history_item import PareoViewHistoryItem
    from ..models.pareo_view_options import PareoViewOptions
    from ..models.pareo_view_playoff_type_1 import PareoViewPlayoffType1
    from ..models.player import Player
    from ..models.score import Score


T = TypeVar("T", bound="PareoView")


@_attrs_define
class PareoView:
    """A game of `pareo` as the caller may see it (G3).

    Attributes:
        attack (list[str]):
        challenger (int):
        created_at (str):
        deal_source (PareoViewDealSource):
        discards (list[str]):
        hand_number (int):
        hands (list[Hand]):
        hints (bool): whether `GET /v1/games/{id}/hint` answers
        history (list[PareoViewHistoryItem]):
        id (str):
        options (PareoViewOptions):
        pareo_seat (int):
        phase (PareoViewPhase):
        piles (list[list[str]]):
        players (list[Player]):
        playoff (None | PareoViewPlayoffType1):
        role (PareoViewRole):
        rules_version (int):
        scores (list[Score]):
        status (PareoViewStatus):
        stock_count (int):
        to_act (list[int]):
        updated_at (str):
        variant (PareoViewVariant):
        version (int):
        winners (list[int]):
        you (int | None): your seat
        bots (PareoViewBots | Unset): the seats played by computer players and their levels
        clocks (ClocksView | Unset):
        deal_commitment (str | Unset): SHA-256 of the secret seed of a server shuffle (G2)
        decisions (list[DecisionRef] | Unset): a game with a director: its decisions, in order (`GET
            /v1/games/{id}/decisions` holds them whole)
        director (bool | Unset): present (true) in a game with a director (R200)
        invitations_open (list[int] | Unset): a game created with invitations: the seats whose invitation is not
            redeemed yet (they have no working token)
        outcome (PareoViewOutcome | Unset): a game the director ended (R203, R204)
        paused (bool | Unset): a game with a director: paused by it (moves refused 409 R206)
        rematch (str | Unset): the rematch of this game, once created
        rematch_of (str | Unset): the game this one is a rematch of
        round_ (int | Unset): the round given at creation
        stock_top (None | str | Unset):
        tag (str | Unset): the tournament tag given at creation
    """

    attack: list[str]
    challenger: int
    created_at: str
    deal_source: PareoViewDealSource
    discards: list[str]
    hand_number: int
    hands: list[Hand]
    hints: bool
    history: list[PareoViewHistoryItem]
    id: str
    options: PareoViewOptions
    pareo_seat: int
    phase: PareoViewPhase
    piles: list[list[str]]
    players: list[Player]
    playoff: None | PareoViewPlayoffType1
    role: PareoViewRole
    rules_version: int
    scores: list[Score]
    status: PareoViewStatus
    stock_count: int
    to_act: list[int]
    updated_at: str
    variant: PareoViewVariant
    version: int
    winners: list[int]
    you: int | None
    bots: PareoViewBots | Unset = UNSET
    clocks: ClocksView | Unset = UNSET
    deal_commitment: str | Unset = UNSET
    decisions: list[DecisionRef] | Unset = UNSET
    director: bool | Unset = UNSET
    invitations_open: list[int] | Unset = UNSET
    outcome: PareoViewOutcome | Unset = UNSET
    paused: bool | Unset = UNSET
    rematch: str | Unset = UNSET
    rematch_of: str | Unset = UNSET
    round_: int | Unset = UNSET
    stock_top: None | str | Unset = UNSET
    tag: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.pareo_view_playoff_type_1 import PareoViewPlayoffType1  # noqa: PLC0415

        attack = self.attack

        challenger = self.challenger

        created_at = self.created_at

        deal_source = self.deal_source.value

        discards = self.discards

        hand_number = self.hand_number

        hands = []
        for hands_item_data in self.hands:
            hands_item = hands_item_data.to_dict()
            hands.append(hands_item)

        hints = self.hints

        history = []
        for history_item_data in self.history:
            history_item = history_item_data.to_dict()
            history.append(history_item)

        id = self.id

        options = self.options.to_dict()

        pareo_seat = self.pareo_seat

        phase = self.phase.value

        piles = []
        for piles_item_data in self.piles:
            piles_item = piles_item_data

            piles.append(piles_item)

        players = []
        for players_item_data in self.players:
            players_item = players_item_data.to_dict()
            players.append(players_item)

        playoff: dict[str, Any] | None
        if isinstance(self.playoff, PareoViewPlayoffType1):
            playoff = self.playoff.to_dict()
        else:
            playoff = self.playoff

        role = self.role.value

        rules_version = self.rules_version

        scores = []
        for scores_item_data in self.scores:
            scores_item = scores_item_data.to_dict()
            scores.append(scores_item)

        status = self.status.value

        stock_count = self.stock_count

        to_act = self.to_act

        updated_at = self.updated_at

        variant = self.variant.value

        version = self.version

        winners = self.winners

        you: int | None
        you = self.you

        bots: dict[str, Any] | Unset = UNSET
        if not isinstance(self.bots, Unset):
            bots = self.bots.to_dict()

        clocks: dict[str, Any] | Unset = UNSET
        if not isinstance(self.clocks, Unset):
            clocks = self.clocks.to_dict()

        deal_commitment = self.deal_commitment

        decisions: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.decisions, Unset):
            decisions = []
            for decisions_item_data in self.decisions:
                decisions_item = decisions_item_data.to_dict()
                decisions.append(decisions_item)

        director = self.director

        invitations_open: list[int] | Unset = UNSET
        if not isinstance(self.invitations_open, Unset):
            invitations_open = self.invitations_open

        outcome: str | Unset = UNSET
        if not isinstance(self.outcome, Unset):
            outcome = self.outcome.value

        paused = self.paused

        rematch = self.rematch

        rematch_of = self.rematch_of

        round_ = self.round_

        stock_top: None | str | Unset
        if isinstance(self.stock_top, Unset):
            stock_top = UNSET
        else:
            stock_top = self.stock_top

        tag = self.tag

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "attack": attack,
                "challenger": challenger,
                "created_at": created_at,
                "deal_source": deal_source,
                "discards": discards,
                "hand_number": hand_number,
                "hands": hands,
                "hints": hints,
                "history": history,
                "id": id,
                "options": options,
                "pareo_seat": pareo_seat,
                "phase": phase,
                "piles": piles,
                "players": players,
                "playoff": playoff,
                "role": role,
                "rules_version": rules_version,
                "scores": scores,
                "status": status,
                "stock_count": stock_count,
                "to_act": to_act,
                "updated_at": updated_at,
                "variant": variant,
                "version": version,
                "winners": winners,
                "you": you,
            }
        )
        if bots is not UNSET:
            field_dict["bots"] = bots
        if clocks is not UNSET:
            field_dict["clocks"] = clocks
        if deal_commitment is not UNSET:
            field_dict["deal_commitment"] = deal_commitment
        if decisions is not UNSET:
            field_dict["decisions"] = decisions
        if director is not UNSET:
            field_dict["director"] = director
        if invitations_open is not UNSET:
            field_dict["invitations_open"] = invitations_open
        if outcome is not UNSET:
            field_dict["outcome"] = outcome
        if paused is not UNSET:
            field_dict["paused"] = paused
        if rematch is not UNSET:
            field_dict["rematch"] = rematch
        if rematch_of is not UNSET:
            field_dict["rematch_of"] = rematch_of
        if round_ is not UNSET:
            field_dict["round"] = round_
        if stock_top is not UNSET:
            field_dict["stock_top"] = stock_top
        if tag is not UNSET:
            field_dict["tag"] = tag

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.clocks_view import ClocksView  # noqa: PLC0415
        from ..models.decision_ref import DecisionRef  # noqa: PLC0415
        from ..models.hand import Hand  # noqa: PLC0415
        from ..models.pareo_view_bots import PareoViewBots  # noqa: PLC0415
        from ..models.pareo_view_history_item import PareoViewHistoryItem  # noqa: PLC0415
        from ..models.pareo_view_options import PareoViewOptions  # noqa: PLC0415
        from ..models.pareo_view_playoff_type_1 import PareoViewPlayoffType1  # noqa: PLC0415
        from ..models.player import Player  # noqa: PLC0415
        from ..models.score import Score  # noqa: PLC0415

        d = dict(src_dict)
        attack = cast(list[str], d.pop("attack"))

        challenger = d.pop("challenger")

        created_at = d.pop("created_at")

        deal_source = PareoViewDealSource(d.pop("deal_source"))

        discards = cast(list[str], d.pop("discards"))

        hand_number = d.pop("hand_number")

        hands = []
        _hands = d.pop("hands")
        for hands_item_data in _hands:
            hands_item = Hand.from_dict(hands_item_data)

            hands.append(hands_item)

        hints = d.pop("hints")

        history = []
        _history = d.pop("history")
        for history_item_data in _history:
            history_item = PareoViewHistoryItem.from_dict(history_item_data)

            history.append(history_item)

        id = d.pop("id")

        options = PareoViewOptions.from_dict(d.pop("options"))

        pareo_seat = d.pop("pareo_seat")

        phase = PareoViewPhase(d.pop("phase"))

        piles = []
        _piles = d.pop("piles")
        for piles_item_data in _piles:
            piles_item = cast(list[str], piles_item_data)

            piles.append(piles_item)

        players = []
        _players = d.pop("players")
        for players_item_data in _players:
            players_item = Player.from_dict(players_item_data)

            players.append(players_item)

        def _parse_playoff(data: object) -> None | PareoViewPlayoffType1:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                playoff_type_1 = PareoViewPlayoffType1.from_dict(data)

                return playoff_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | PareoViewPlayoffType1, data)

        playoff = _parse_playoff(d.pop("playoff"))

        role = PareoViewRole(d.pop("role"))

        rules_version = d.pop("rules_version")

        scores = []
        _scores = d.pop("scores")
        for scores_item_data in _scores:
            scores_item = Score.from_dict(scores_item_data)

            scores.append(scores_item)

        status = PareoViewStatus(d.pop("status"))

        stock_count = d.pop("stock_count")

        to_act = cast(list[int], d.pop("to_act"))

        updated_at = d.pop("updated_at")

        variant = PareoViewVariant(d.pop("variant"))

        version = d.pop("version")

        winners = cast(list[int], d.pop("winners"))

        def _parse_you(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        you = _parse_you(d.pop("you"))

        _bots = d.pop("bots", UNSET)
        bots: PareoViewBots | Unset
        if isinstance(_bots, Unset):
            bots = UNSET
        else:
            bots = PareoViewBots.from_dict(_bots)

        _clocks = d.pop("clocks", UNSET)
        clocks: ClocksView | Unset
        if isinstance(_clocks, Unset):
            clocks = UNSET
        else:
            clocks = ClocksView.from_dict(_clocks)

        deal_commitment = d.pop("deal_commitment", UNSET)

        _decisions = d.pop("decisions", UNSET)
        decisions: list[DecisionRef] | Unset = UNSET
        if _decisions is not UNSET:
            decisions = []
            for decisions_item_data in _decisions:
                decisions_item = DecisionRef.from_dict(decisions_item_data)

                decisions.append(decisions_item)

        director = d.pop("director", UNSET)

        invitations_open = cast(list[int], d.pop("invitations_open", UNSET))

        _outcome = d.pop("outcome", UNSET)
        outcome: PareoViewOutcome | Unset
        if isinstance(_outcome, Unset):
            outcome = UNSET
        else:
            outcome = PareoViewOutcome(_outcome)

        paused = d.pop("paused", UNSET)

        rematch = d.pop("rematch", UNSET)

        rematch_of = d.pop("rematch_of", UNSET)

        round_ = d.pop("round", UNSET)

        def _parse_stock_top(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        stock_top = _parse_stock_top(d.pop("stock_top", UNSET))

        tag = d.pop("tag", UNSET)

        pareo_view = cls(
            attack=attack,
            challenger=challenger,
            created_at=created_at,
            deal_source=deal_source,
            discards=discards,
            hand_number=hand_number,
            hands=hands,
            hints=hints,
            history=history,
            id=id,
            options=options,
            pareo_seat=pareo_seat,
            phase=phase,
            piles=piles,
            players=players,
            playoff=playoff,
            role=role,
            rules_version=rules_version,
            scores=scores,
            status=status,
            stock_count=stock_count,
            to_act=to_act,
            updated_at=updated_at,
            variant=variant,
            version=version,
            winners=winners,
            you=you,
            bots=bots,
            clocks=clocks,
            deal_commitment=deal_commitment,
            decisions=decisions,
            director=director,
            invitations_open=invitations_open,
            outcome=outcome,
            paused=paused,
            rematch=rematch,
            rematch_of=rematch_of,
            round_=round_,
            stock_top=stock_top,
            tag=tag,
        )

        pareo_view.additional_properties = d
        return pareo_view

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
