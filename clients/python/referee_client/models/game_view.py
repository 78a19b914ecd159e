from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.game_view_deal_source import GameViewDealSource
from ..models.game_view_role import GameViewRole
from ..models.game_view_status import GameViewStatus
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.clocks_view import ClocksView
    from ..models.game_view_bots import GameViewBots
    from ..models.hand import Hand
    from ..models.player import Player
    from ..models.score import Score


T = TypeVar("T", bound="GameView")


@_attrs_define
class GameView:
    """
    Attributes:
        created_at (str):
        deal_source (GameViewDealSource):
        hands (list[Hand]):
        id (str):
        phase (str):
        players (list[Player]):
        role (GameViewRole):
        rules_version (int):
        scores (list[Score]):
        status (GameViewStatus):
        stock_count (int):
        to_act (list[int]):
        updated_at (str):
        variant (str):
        version (int):
        winners (list[int]):
        you (int | None): your seat
        bots (GameViewBots | Unset): the seats played by computer players and their levels
        clocks (ClocksView | Unset):
        deal_commitment (str | Unset): SHA-256 of the secret seed of a server shuffle (G2)
        hints (bool | Unset): whether `GET /v1/games/{id}/hint` answers
        invitations_open (list[int] | Unset): a game created with invitations: the seats whose invitation is not
            redeemed yet (they have no working token)
        rematch (str | Unset): the rematch of this game, once created
        rematch_of (str | Unset): the game this one is a rematch of
        round_ (int | Unset): the round given at creation
        tag (str | Unset): the tournament tag given at creation
    """

    created_at: str
    deal_source: GameViewDealSource
    hands: list[Hand]
    id: str
    phase: str
    players: list[Player]
    role: GameViewRole
    rules_version: int
    scores: list[Score]
    status: GameViewStatus
    stock_count: int
    to_act: list[int]
    updated_at: str
    variant: str
    version: int
    winners: list[int]
    you: int | None
    bots: GameViewBots | Unset = UNSET
    clocks: ClocksView | Unset = UNSET
    deal_commitment: str | Unset = UNSET
    hints: bool | Unset = UNSET
    invitations_open: list[int] | Unset = UNSET
    rematch: str | Unset = UNSET
    rematch_of: str | Unset = UNSET
    round_: int | Unset = UNSET
    tag: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        created_at = self.created_at

        deal_source = self.deal_source.value

        hands = []
        for hands_item_data in self.hands:
            hands_item = hands_item_data.to_dict()
            hands.append(hands_item)

        id = self.id

        phase = self.phase

        players = []
        for players_item_data in self.players:
            players_item = players_item_data.to_dict()
            players.append(players_item)

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

        variant = self.variant

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

        hints = self.hints

        invitations_open: list[int] | Unset = UNSET
        if not isinstance(self.invitations_open, Unset):
            invitations_open = self.invitations_open

        rematch = self.rematch

        rematch_of = self.rematch_of

        round_ = self.round_

        tag = self.tag

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "created_at": created_at,
                "deal_source": deal_source,
                "hands": hands,
                "id": id,
                "phase": phase,
                "players": players,
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
        if hints is not UNSET:
            field_dict["hints"] = hints
        if invitations_open is not UNSET:
            field_dict["invitations_open"] = invitations_open
        if rematch is not UNSET:
            field_dict["rematch"] = rematch
        if rematch_of is not UNSET:
            field_dict["rematch_of"] = rematch_of
        if round_ is not UNSET:
            field_dict["round"] = round_
        if tag is not UNSET:
            field_dict["tag"] = tag

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.clocks_view import ClocksView  # noqa: PLC0415
        from ..models.game_view_bots import GameViewBots  # noqa: PLC0415
        from ..models.hand import Hand  # noqa: PLC0415
        from ..models.player import Player  # noqa: PLC0415
        from ..models.score import Score  # noqa: PLC0415

        d = dict(src_dict)
        created_at = d.pop("created_at")

        deal_source = GameViewDealSource(d.pop("deal_source"))

        hands = []
        _hands = d.pop("hands")
        for hands_item_data in _hands:
            hands_item = Hand.from_dict(hands_item_data)

            hands.append(hands_item)

        id = d.pop("id")

        phase = d.pop("phase")

        players = []
        _players = d.pop("players")
        for players_item_data in _players:
            players_item = Player.from_dict(players_item_data)

            players.append(players_item)

        role = GameViewRole(d.pop("role"))

        rules_version = d.pop("rules_version")

        scores = []
        _scores = d.pop("scores")
        for scores_item_data in _scores:
            scores_item = Score.from_dict(scores_item_data)

            scores.append(scores_item)

        status = GameViewStatus(d.pop("status"))

        stock_count = d.pop("stock_count")

        to_act = cast(list[int], d.pop("to_act"))

        updated_at = d.pop("updated_at")

        variant = d.pop("variant")

        version = d.pop("version")

        winners = cast(list[int], d.pop("winners"))

        def _parse_you(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        you = _parse_you(d.pop("you"))

        _bots = d.pop("bots", UNSET)
        bots: GameViewBots | Unset
        if isinstance(_bots, Unset):
            bots = UNSET
        else:
            bots = GameViewBots.from_dict(_bots)

        _clocks = d.pop("clocks", UNSET)
        clocks: ClocksView | Unset
        if isinstance(_clocks, Unset):
            clocks = UNSET
        else:
            clocks = ClocksView.from_dict(_clocks)

        deal_commitment = d.pop("deal_commitment", UNSET)

        hints = d.pop("hints", UNSET)

        invitations_open = cast(list[int], d.pop("invitations_open", UNSET))

        rematch = d.pop("rematch", UNSET)

        rematch_of = d.pop("rematch_of", UNSET)

        round_ = d.pop("round", UNSET)

        tag = d.pop("tag", UNSET)

        game_view = cls(
            created_at=created_at,
            deal_source=deal_source,
            hands=hands,
            id=id,
            phase=phase,
            players=players,
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
            hints=hints,
            invitations_open=invitations_open,
            rematch=rematch,
            rematch_of=rematch_of,
            round_=round_,
            tag=tag,
        )

        game_view.additional_properties = d
        return game_view

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
