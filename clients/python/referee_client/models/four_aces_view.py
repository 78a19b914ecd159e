from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.four_aces_view_deal_source import FourAcesViewDealSource
from ..models.four_aces_view_outcome import FourAcesViewOutcome
from ..models.four_aces_view_phase import FourAcesViewPhase
from ..models.four_aces_view_role import FourAcesViewRole
from ..models.four_aces_view_status import FourAcesViewStatus
from ..models.four_aces_view_variant import FourAcesViewVariant
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.clocks_view import ClocksView
    from ..models.decision_ref import DecisionRef
    from ..models.four_aces_view_bots import FourAcesViewBots
    from ..models.four_aces_view_interruptions_item import FourAcesViewInterruptionsItem
    from ..models.four_aces_view_last_capture_type_1 import FourAcesViewLastCaptureType1
    from ..models.four_aces_view_mulligan_type_1 import FourAcesViewMulliganType1
    from ..models.four_aces_view_protected import FourAcesViewProtected
    from ..models.four_aces_view_window_type_1 import FourAcesViewWindowType1
    from ..models.hand import Hand
    from ..models.player import Player
    from ..models.score import Score


T = TypeVar("T", bound="FourAcesView")


@_attrs_define
class FourAcesView:
    """A game of `four-aces` as the caller may see it (G3).

    Attributes:
        created_at (str):
        deal_source (FourAcesViewDealSource):
        dealer (int):
        hands (list[Hand]):
        hints (bool): whether `GET /v1/games/{id}/hint` answers
        history (list[list[int]]):
        id (str):
        interruptions (list[FourAcesViewInterruptionsItem]):
        interruptions_per (str):
        last_capture (FourAcesViewLastCaptureType1 | None):
        lay (int | None):
        mode (str):
        mulligan (FourAcesViewMulliganType1 | None):
        phase (FourAcesViewPhase):
        piles (list[list[str]]):
        piumas (list[list[str]]):
        players (list[Player]):
        protected (FourAcesViewProtected):
        removed (list[str]):
        role (FourAcesViewRole):
        round_ (int): the round given at creation
        rules_version (int):
        scores (list[Score]):
        sides (list[list[int]]):
        status (FourAcesViewStatus):
        stock_count (int):
        table (list[str]):
        to_act (list[int]):
        turn (int | None):
        updated_at (str):
        variant (FourAcesViewVariant):
        version (int):
        vp (list[int]):
        window (FourAcesViewWindowType1 | None):
        winners (list[int]):
        you (int | None): your seat
        bots (FourAcesViewBots | Unset): the seats played by computer players and their levels
        clocks (ClocksView | Unset):
        deal_commitment (str | Unset): SHA-256 of the secret seed of a server shuffle (G2)
        decisions (list[DecisionRef] | Unset): a game with a director: its decisions, in order (`GET
            /v1/games/{id}/decisions` holds them whole)
        director (bool | Unset): present (true) in a game with a director (R200)
        invitations_open (list[int] | Unset): a game created with invitations: the seats whose invitation is not
            redeemed yet (they have no working token)
        outcome (FourAcesViewOutcome | Unset): a game the director ended (R203, R204)
        paused (bool | Unset): a game with a director: paused by it (moves refused 409 R206)
        rematch (str | Unset): the rematch of this game, once created
        rematch_of (str | Unset): the game this one is a rematch of
        tag (str | Unset): the tournament tag given at creation
    """

    created_at: str
    deal_source: FourAcesViewDealSource
    dealer: int
    hands: list[Hand]
    hints: bool
    history: list[list[int]]
    id: str
    interruptions: list[FourAcesViewInterruptionsItem]
    interruptions_per: str
    last_capture: FourAcesViewLastCaptureType1 | None
    lay: int | None
    mode: str
    mulligan: FourAcesViewMulliganType1 | None
    phase: FourAcesViewPhase
    piles: list[list[str]]
    piumas: list[list[str]]
    players: list[Player]
    protected: FourAcesViewProtected
    removed: list[str]
    role: FourAcesViewRole
    round_: int
    rules_version: int
    scores: list[Score]
    sides: list[list[int]]
    status: FourAcesViewStatus
    stock_count: int
    table: list[str]
    to_act: list[int]
    turn: int | None
    updated_at: str
    variant: FourAcesViewVariant
    version: int
    vp: list[int]
    window: FourAcesViewWindowType1 | None
    winners: list[int]
    you: int | None
    bots: FourAcesViewBots | Unset = UNSET
    clocks: ClocksView | Unset = UNSET
    deal_commitment: str | Unset = UNSET
    decisions: list[DecisionRef] | Unset = UNSET
    director: bool | Unset = UNSET
    invitations_open: list[int] | Unset = UNSET
    outcome: FourAcesViewOutcome | Unset = UNSET
    paused: bool | Unset = UNSET
    rematch: str | Unset = UNSET
    rematch_of: str | Unset = UNSET
    tag: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.four_aces_view_last_capture_type_1 import FourAcesViewLastCaptureType1  # noqa: PLC0415
        from ..models.four_aces_view_mulligan_type_1 import FourAcesViewMulliganType1  # noqa: PLC0415
        from ..models.four_aces_view_window_type_1 import FourAcesViewWindowType1  # noqa: PLC0415

        created_at = self.created_at

        deal_source = self.deal_source.value

        dealer = self.dealer

        hands = []
        for hands_item_data in self.hands:
            hands_item = hands_item_data.to_dict()
            hands.append(hands_item)

        hints = self.hints

        history = []
        for history_item_data in self.history:
            history_item = history_item_data

            history.append(history_item)

        id = self.id

        interruptions = []
        for interruptions_item_data in self.interruptions:
            interruptions_item = interruptions_item_data.to_dict()
            interruptions.append(interruptions_item)

        interruptions_per = self.interruptions_per

        last_capture: dict[str, Any] | None
        if isinstance(self.last_capture, FourAcesViewLastCaptureType1):
            last_capture = self.last_capture.to_dict()
        else:
            last_capture = self.last_capture

        lay: int | None
        lay = self.lay

        mode = self.mode

        mulligan: dict[str, Any] | None
        if isinstance(self.mulligan, FourAcesViewMulliganType1):
            mulligan = self.mulligan.to_dict()
        else:
            mulligan = self.mulligan

        phase = self.phase.value

        piles = []
        for piles_item_data in self.piles:
            piles_item = piles_item_data

            piles.append(piles_item)

        piumas = []
        for piumas_item_data in self.piumas:
            piumas_item = piumas_item_data

            piumas.append(piumas_item)

        players = []
        for players_item_data in self.players:
            players_item = players_item_data.to_dict()
            players.append(players_item)

        protected = self.protected.to_dict()

        removed = self.removed

        role = self.role.value

        round_ = self.round_

        rules_version = self.rules_version

        scores = []
        for scores_item_data in self.scores:
            scores_item = scores_item_data.to_dict()
            scores.append(scores_item)

        sides = []
        for sides_item_data in self.sides:
            sides_item = sides_item_data

            sides.append(sides_item)

        status = self.status.value

        stock_count = self.stock_count

        table = self.table

        to_act = self.to_act

        turn: int | None
        turn = self.turn

        updated_at = self.updated_at

        variant = self.variant.value

        version = self.version

        vp = self.vp

        window: dict[str, Any] | None
        if isinstance(self.window, FourAcesViewWindowType1):
            window = self.window.to_dict()
        else:
            window = self.window

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

        tag = self.tag

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "created_at": created_at,
                "deal_source": deal_source,
                "dealer": dealer,
                "hands": hands,
                "hints": hints,
                "history": history,
                "id": id,
                "interruptions": interruptions,
                "interruptions_per": interruptions_per,
                "last_capture": last_capture,
                "lay": lay,
                "mode": mode,
                "mulligan": mulligan,
                "phase": phase,
                "piles": piles,
                "piumas": piumas,
                "players": players,
                "protected": protected,
                "removed": removed,
                "role": role,
                "round": round_,
                "rules_version": rules_version,
                "scores": scores,
                "sides": sides,
                "status": status,
                "stock_count": stock_count,
                "table": table,
                "to_act": to_act,
                "turn": turn,
                "updated_at": updated_at,
                "variant": variant,
                "version": version,
                "vp": vp,
                "window": window,
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
        if tag is not UNSET:
            field_dict["tag"] = tag

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.clocks_view import ClocksView  # noqa: PLC0415
        from ..models.decision_ref import DecisionRef  # noqa: PLC0415
        from ..models.four_aces_view_bots import FourAcesViewBots  # noqa: PLC0415
        from ..models.four_aces_view_interruptions_item import FourAcesViewInterruptionsItem  # noqa: PLC0415
        from ..models.four_aces_view_last_capture_type_1 import FourAcesViewLastCaptureType1  # noqa: PLC0415
        from ..models.four_aces_view_mulligan_type_1 import FourAcesViewMulliganType1  # noqa: PLC0415
        from ..models.four_aces_view_protected import FourAcesViewProtected  # noqa: PLC0415
        from ..models.four_aces_view_window_type_1 import FourAcesViewWindowType1  # noqa: PLC0415
        from ..models.hand import Hand  # noqa: PLC0415
        from ..models.player import Player  # noqa: PLC0415
        from ..models.score import Score  # noqa: PLC0415

        d = dict(src_dict)
        created_at = d.pop("created_at")

        deal_source = FourAcesViewDealSource(d.pop("deal_source"))

        dealer = d.pop("dealer")

        hands = []
        _hands = d.pop("hands")
        for hands_item_data in _hands:
            hands_item = Hand.from_dict(hands_item_data)

            hands.append(hands_item)

        hints = d.pop("hints")

        history = []
        _history = d.pop("history")
        for history_item_data in _history:
            history_item = cast(list[int], history_item_data)

            history.append(history_item)

        id = d.pop("id")

        interruptions = []
        _interruptions = d.pop("interruptions")
        for interruptions_item_data in _interruptions:
            interruptions_item = FourAcesViewInterruptionsItem.from_dict(interruptions_item_data)

            interruptions.append(interruptions_item)

        interruptions_per = d.pop("interruptions_per")

        def _parse_last_capture(data: object) -> FourAcesViewLastCaptureType1 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                last_capture_type_1 = FourAcesViewLastCaptureType1.from_dict(data)

                return last_capture_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(FourAcesViewLastCaptureType1 | None, data)

        last_capture = _parse_last_capture(d.pop("last_capture"))

        def _parse_lay(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        lay = _parse_lay(d.pop("lay"))

        mode = d.pop("mode")

        def _parse_mulligan(data: object) -> FourAcesViewMulliganType1 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                mulligan_type_1 = FourAcesViewMulliganType1.from_dict(data)

                return mulligan_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(FourAcesViewMulliganType1 | None, data)

        mulligan = _parse_mulligan(d.pop("mulligan"))

        phase = FourAcesViewPhase(d.pop("phase"))

        piles = []
        _piles = d.pop("piles")
        for piles_item_data in _piles:
            piles_item = cast(list[str], piles_item_data)

            piles.append(piles_item)

        piumas = []
        _piumas = d.pop("piumas")
        for piumas_item_data in _piumas:
            piumas_item = cast(list[str], piumas_item_data)

            piumas.append(piumas_item)

        players = []
        _players = d.pop("players")
        for players_item_data in _players:
            players_item = Player.from_dict(players_item_data)

            players.append(players_item)

        protected = FourAcesViewProtected.from_dict(d.pop("protected"))

        removed = cast(list[str], d.pop("removed"))

        role = FourAcesViewRole(d.pop("role"))

        round_ = d.pop("round")

        rules_version = d.pop("rules_version")

        scores = []
        _scores = d.pop("scores")
        for scores_item_data in _scores:
            scores_item = Score.from_dict(scores_item_data)

            scores.append(scores_item)

        sides = []
        _sides = d.pop("sides")
        for sides_item_data in _sides:
            sides_item = cast(list[int], sides_item_data)

            sides.append(sides_item)

        status = FourAcesViewStatus(d.pop("status"))

        stock_count = d.pop("stock_count")

        table = cast(list[str], d.pop("table"))

        to_act = cast(list[int], d.pop("to_act"))

        def _parse_turn(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        turn = _parse_turn(d.pop("turn"))

        updated_at = d.pop("updated_at")

        variant = FourAcesViewVariant(d.pop("variant"))

        version = d.pop("version")

        vp = cast(list[int], d.pop("vp"))

        def _parse_window(data: object) -> FourAcesViewWindowType1 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                window_type_1 = FourAcesViewWindowType1.from_dict(data)

                return window_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(FourAcesViewWindowType1 | None, data)

        window = _parse_window(d.pop("window"))

        winners = cast(list[int], d.pop("winners"))

        def _parse_you(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        you = _parse_you(d.pop("you"))

        _bots = d.pop("bots", UNSET)
        bots: FourAcesViewBots | Unset
        if isinstance(_bots, Unset):
            bots = UNSET
        else:
            bots = FourAcesViewBots.from_dict(_bots)

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
        outcome: FourAcesViewOutcome | Unset
        if isinstance(_outcome, Unset):
            outcome = UNSET
        else:
            outcome = FourAcesViewOutcome(_outcome)

        paused = d.pop("paused", UNSET)

        rematch = d.pop("rematch", UNSET)

        rematch_of = d.pop("rematch_of", UNSET)

        tag = d.pop("tag", UNSET)

        four_aces_view = cls(
            created_at=created_at,
            deal_source=deal_source,
            dealer=dealer,
            hands=hands,
            hints=hints,
            history=history,
            id=id,
            interruptions=interruptions,
            interruptions_per=interruptions_per,
            last_capture=last_capture,
            lay=lay,
            mode=mode,
            mulligan=mulligan,
            phase=phase,
            piles=piles,
            piumas=piumas,
            players=players,
            protected=protected,
            removed=removed,
            role=role,
            round_=round_,
            rules_version=rules_version,
            scores=scores,
            sides=sides,
            status=status,
            stock_count=stock_count,
            table=table,
            to_act=to_act,
            turn=turn,
            updated_at=updated_at,
            variant=variant,
            version=version,
            vp=vp,
            window=window,
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
            tag=tag,
        )

        four_aces_view.additional_properties = d
        return four_aces_view

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
