from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.emotrions_view_deal_source import EmotrionsViewDealSource
from ..models.emotrions_view_outcome import EmotrionsViewOutcome
from ..models.emotrions_view_phase import EmotrionsViewPhase
from ..models.emotrions_view_role import EmotrionsViewRole
from ..models.emotrions_view_status import EmotrionsViewStatus
from ..models.emotrions_view_variant import EmotrionsViewVariant
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.clocks_view import ClocksView
    from ..models.decision_ref import DecisionRef
    from ..models.emotrions_view_bots import EmotrionsViewBots
    from ..models.emotrions_view_exchange_type_1 import EmotrionsViewExchangeType1
    from ..models.emotrions_view_history_item import EmotrionsViewHistoryItem
    from ..models.emotrions_view_options import EmotrionsViewOptions
    from ..models.emotrions_view_playoff_type_1 import EmotrionsViewPlayoffType1
    from ..models.emotrions_view_style import EmotrionsViewStyle
    from ..models.emotrions_view_trick_item import EmotrionsViewTrickItem
    from ..models.hand import Hand
    from ..models.player import Player
    from ..models.score import Score


T = TypeVar("T", bound="EmotrionsView")


@_attrs_define
class EmotrionsView:
    """A game of `emotrions` as the caller may see it (G3).

    Attributes:
        created_at (str):
        deal_source (EmotrionsViewDealSource):
        discarded_count (int):
        exchange (EmotrionsViewExchangeType1 | None):
        hand_number (int):
        hands (list[Hand]):
        hints (bool): whether `GET /v1/games/{id}/hint` answers
        history (list[EmotrionsViewHistoryItem]):
        id (str):
        leader (int):
        options (EmotrionsViewOptions):
        out (list[int]):
        participants (list[int]):
        phase (EmotrionsViewPhase):
        piles (list[list[str]]):
        players (list[Player]):
        playoff (EmotrionsViewPlayoffType1 | None):
        role (EmotrionsViewRole):
        rules_version (int):
        scores (list[Score]):
        status (EmotrionsViewStatus):
        stock_count (int):
        style (EmotrionsViewStyle):
        to_act (list[int]):
        trick (list[EmotrionsViewTrickItem]):
        updated_at (str):
        variant (EmotrionsViewVariant):
        version (int):
        winners (list[int]):
        you (int | None): your seat
        bots (EmotrionsViewBots | Unset): the seats played by computer players and their levels
        clocks (ClocksView | Unset):
        deal_commitment (str | Unset): SHA-256 of the secret seed of a server shuffle (G2)
        decisions (list[DecisionRef] | Unset): a game with a director: its decisions, in order (`GET
            /v1/games/{id}/decisions` holds them whole)
        director (bool | Unset): present (true) in a game with a director (R200)
        exit_hand (list[str] | Unset):
        invitations_open (list[int] | Unset): a game created with invitations: the seats whose invitation is not
            redeemed yet (they have no working token)
        known (list[list[Any]] | Unset):
        outcome (EmotrionsViewOutcome | Unset): a game the director ended (R203, R204)
        paused (bool | Unset): a game with a director: paused by it (moves refused 409 R206)
        rematch (str | Unset): the rematch of this game, once created
        rematch_of (str | Unset): the game this one is a rematch of
        round_ (int | Unset): the round given at creation
        stock_top (str | Unset):
        tag (str | Unset): the tournament tag given at creation
    """

    created_at: str
    deal_source: EmotrionsViewDealSource
    discarded_count: int
    exchange: EmotrionsViewExchangeType1 | None
    hand_number: int
    hands: list[Hand]
    hints: bool
    history: list[EmotrionsViewHistoryItem]
    id: str
    leader: int
    options: EmotrionsViewOptions
    out: list[int]
    participants: list[int]
    phase: EmotrionsViewPhase
    piles: list[list[str]]
    players: list[Player]
    playoff: EmotrionsViewPlayoffType1 | None
    role: EmotrionsViewRole
    rules_version: int
    scores: list[Score]
    status: EmotrionsViewStatus
    stock_count: int
    style: EmotrionsViewStyle
    to_act: list[int]
    trick: list[EmotrionsViewTrickItem]
    updated_at: str
    variant: EmotrionsViewVariant
    version: int
    winners: list[int]
    you: int | None
    bots: EmotrionsViewBots | Unset = UNSET
    clocks: ClocksView | Unset = UNSET
    deal_commitment: str | Unset = UNSET
    decisions: list[DecisionRef] | Unset = UNSET
    director: bool | Unset = UNSET
    exit_hand: list[str] | Unset = UNSET
    invitations_open: list[int] | Unset = UNSET
    known: list[list[Any]] | Unset = UNSET
    outcome: EmotrionsViewOutcome | Unset = UNSET
    paused: bool | Unset = UNSET
    rematch: str | Unset = UNSET
    rematch_of: str | Unset = UNSET
    round_: int | Unset = UNSET
    stock_top: str | Unset = UNSET
    tag: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.emotrions_view_exchange_type_1 import EmotrionsViewExchangeType1  # noqa: PLC0415
        from ..models.emotrions_view_playoff_type_1 import EmotrionsViewPlayoffType1  # noqa: PLC0415

        created_at = self.created_at

        deal_source = self.deal_source.value

        discarded_count = self.discarded_count

        exchange: dict[str, Any] | None
        if isinstance(self.exchange, EmotrionsViewExchangeType1):
            exchange = self.exchange.to_dict()
        else:
            exchange = self.exchange

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

        leader = self.leader

        options = self.options.to_dict()

        out = self.out

        participants = self.participants

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
        if isinstance(self.playoff, EmotrionsViewPlayoffType1):
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

        style = self.style.to_dict()

        to_act = self.to_act

        trick = []
        for trick_item_data in self.trick:
            trick_item = trick_item_data.to_dict()
            trick.append(trick_item)

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

        exit_hand: list[str] | Unset = UNSET
        if not isinstance(self.exit_hand, Unset):
            exit_hand = self.exit_hand

        invitations_open: list[int] | Unset = UNSET
        if not isinstance(self.invitations_open, Unset):
            invitations_open = self.invitations_open

        known: list[list[Any]] | Unset = UNSET
        if not isinstance(self.known, Unset):
            known = []
            for known_item_data in self.known:
                known_item = known_item_data

                known.append(known_item)

        outcome: str | Unset = UNSET
        if not isinstance(self.outcome, Unset):
            outcome = self.outcome.value

        paused = self.paused

        rematch = self.rematch

        rematch_of = self.rematch_of

        round_ = self.round_

        stock_top = self.stock_top

        tag = self.tag

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "created_at": created_at,
                "deal_source": deal_source,
                "discarded_count": discarded_count,
                "exchange": exchange,
                "hand_number": hand_number,
                "hands": hands,
                "hints": hints,
                "history": history,
                "id": id,
                "leader": leader,
                "options": options,
                "out": out,
                "participants": participants,
                "phase": phase,
                "piles": piles,
                "players": players,
                "playoff": playoff,
                "role": role,
                "rules_version": rules_version,
                "scores": scores,
                "status": status,
                "stock_count": stock_count,
                "style": style,
                "to_act": to_act,
                "trick": trick,
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
        if exit_hand is not UNSET:
            field_dict["exit_hand"] = exit_hand
        if invitations_open is not UNSET:
            field_dict["invitations_open"] = invitations_open
        if known is not UNSET:
            field_dict["known"] = known
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
        from ..models.emotrions_view_bots import EmotrionsViewBots  # noqa: PLC0415
        from ..models.emotrions_view_exchange_type_1 import EmotrionsViewExchangeType1  # noqa: PLC0415
        from ..models.emotrions_view_history_item import EmotrionsViewHistoryItem  # noqa: PLC0415
        from ..models.emotrions_view_options import EmotrionsViewOptions  # noqa: PLC0415
        from ..models.emotrions_view_playoff_type_1 import EmotrionsViewPlayoffType1  # noqa: PLC0415
        from ..models.emotrions_view_style import EmotrionsViewStyle  # noqa: PLC0415
        from ..models.emotrions_view_trick_item import EmotrionsViewTrickItem  # noqa: PLC0415
        from ..models.hand import Hand  # noqa: PLC0415
        from ..models.player import Player  # noqa: PLC0415
        from ..models.score import Score  # noqa: PLC0415

        d = dict(src_dict)
        created_at = d.pop("created_at")

        deal_source = EmotrionsViewDealSource(d.pop("deal_source"))

        discarded_count = d.pop("discarded_count")

        def _parse_exchange(data: object) -> EmotrionsViewExchangeType1 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                exchange_type_1 = EmotrionsViewExchangeType1.from_dict(data)

                return exchange_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(EmotrionsViewExchangeType1 | None, data)

        exchange = _parse_exchange(d.pop("exchange"))

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
            history_item = EmotrionsViewHistoryItem.from_dict(history_item_data)

            history.append(history_item)

        id = d.pop("id")

        leader = d.pop("leader")

        options = EmotrionsViewOptions.from_dict(d.pop("options"))

        out = cast(list[int], d.pop("out"))

        participants = cast(list[int], d.pop("participants"))

        phase = EmotrionsViewPhase(d.pop("phase"))

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

        def _parse_playoff(data: object) -> EmotrionsViewPlayoffType1 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                playoff_type_1 = EmotrionsViewPlayoffType1.from_dict(data)

                return playoff_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(EmotrionsViewPlayoffType1 | None, data)

        playoff = _parse_playoff(d.pop("playoff"))

        role = EmotrionsViewRole(d.pop("role"))

        rules_version = d.pop("rules_version")

        scores = []
        _scores = d.pop("scores")
        for scores_item_data in _scores:
            scores_item = Score.from_dict(scores_item_data)

            scores.append(scores_item)

        status = EmotrionsViewStatus(d.pop("status"))

        stock_count = d.pop("stock_count")

        style = EmotrionsViewStyle.from_dict(d.pop("style"))

        to_act = cast(list[int], d.pop("to_act"))

        trick = []
        _trick = d.pop("trick")
        for trick_item_data in _trick:
            trick_item = EmotrionsViewTrickItem.from_dict(trick_item_data)

            trick.append(trick_item)

        updated_at = d.pop("updated_at")

        variant = EmotrionsViewVariant(d.pop("variant"))

        version = d.pop("version")

        winners = cast(list[int], d.pop("winners"))

        def _parse_you(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        you = _parse_you(d.pop("you"))

        _bots = d.pop("bots", UNSET)
        bots: EmotrionsViewBots | Unset
        if isinstance(_bots, Unset):
            bots = UNSET
        else:
            bots = EmotrionsViewBots.from_dict(_bots)

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

        exit_hand = cast(list[str], d.pop("exit_hand", UNSET))

        invitations_open = cast(list[int], d.pop("invitations_open", UNSET))

        _known = d.pop("known", UNSET)
        known: list[list[Any]] | Unset = UNSET
        if _known is not UNSET:
            known = []
            for known_item_data in _known:
                known_item = cast(list[Any], known_item_data)

                known.append(known_item)

        _outcome = d.pop("outcome", UNSET)
        outcome: EmotrionsViewOutcome | Unset
        if isinstance(_outcome, Unset):
            outcome = UNSET
        else:
            outcome = EmotrionsViewOutcome(_outcome)

        paused = d.pop("paused", UNSET)

        rematch = d.pop("rematch", UNSET)

        rematch_of = d.pop("rematch_of", UNSET)

        round_ = d.pop("round", UNSET)

        stock_top = d.pop("stock_top", UNSET)

        tag = d.pop("tag", UNSET)

        emotrions_view = cls(
            created_at=created_at,
            deal_source=deal_source,
            discarded_count=discarded_count,
            exchange=exchange,
            hand_number=hand_number,
            hands=hands,
            hints=hints,
            history=history,
            id=id,
            leader=leader,
            options=options,
            out=out,
            participants=participants,
            phase=phase,
            piles=piles,
            players=players,
            playoff=playoff,
            role=role,
            rules_version=rules_version,
            scores=scores,
            status=status,
            stock_count=stock_count,
            style=style,
            to_act=to_act,
            trick=trick,
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
            exit_hand=exit_hand,
            invitations_open=invitations_open,
            known=known,
            outcome=outcome,
            paused=paused,
            rematch=rematch,
            rematch_of=rematch_of,
            round_=round_,
            stock_top=stock_top,
            tag=tag,
        )

        emotrions_view.additional_properties = d
        return emotrions_view

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
