from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.tournament_options_decks import TournamentOptionsDecks
from ..models.tournament_options_exact_37 import TournamentOptionsExact37
from ..models.tournament_options_interruptions_per import TournamentOptionsInterruptionsPer
from ..models.tournament_options_mode import TournamentOptionsMode
from ..models.tournament_options_placement_vp import TournamentOptionsPlacementVp
from ..models.tournament_options_playoff_opener import TournamentOptionsPlayoffOpener
from ..models.tournament_options_pure_column import TournamentOptionsPureColumn
from ..models.tournament_options_target import TournamentOptionsTarget
from ..models.tournament_options_three_aces_vp import TournamentOptionsThreeAcesVp
from ..types import UNSET, Unset

T = TypeVar("T", bound="TournamentOptions")


@_attrs_define
class TournamentOptions:
    """the variant's options, named as in RULES.md (GET /v1/variants)

    Attributes:
        covered (bool | Unset): emotrions (E6.1): stakes are placed face down and revealed together (fixed style)
        decks (TournamentOptionsDecks | Unset): emotrions (E1.2): how many 36-card decks; fixed for the whole game
            (default 1 for 2–4 players, 2 for 5–6)
        exact37 (TournamentOptionsExact37 | Unset): emotrions (E5.3): with target exact37: playoff_if_over: a play-off
            whenever anyone is over 37, even if one player has exactly 37; exact_wins: a single player with exactly 37 wins
            whatever the others scored
        exit_ (bool | Unset): emotrions (E8): Emotrions Exit: every hand starts from joy, sadness, love, hatred,
            goodness, fury (2 or 3 players)
        first_trick_draw (bool | Unset): emotrions (E3.1): true: every player draws before every trick, the first
            included (hands of 7); false: the first trick of a hand is played from the 6 dealt cards; pareo (P2): true: both
            players draw before every play, the first included; false: the first attack of a hand is made from the 6 dealt
            cards, the draws begin with the second play
        forced_exchange (bool | Unset): emotrions (E7): a player holding force may call a Forced Exchange in a Standard
            Style trick
        interruptions_per (TournamentOptionsInterruptionsPer | Unset): four-aces (A7.2): whether each mode's
            Interruption allotment is per round or per match
        mode (TournamentOptionsMode | Unset): four-aces (A2): duel (2), odd (3), even (4, each alone), teams (4, seats
            0+2 vs 1+3); default duel for 2 players, odd for 3, even for 4
        naked (bool | Unset): emotrions (E6.1): every hand is visible to all (fixed style); pareo (E6.1): both hands are
            visible to all
        placement_vp (TournamentOptionsPlacementVp | Unset): four-aces (A8.3): odd and even: replace: the placement
            points replace the round winner's 8 VP; add: the round's winner gets the 8 VP as well as its placement points
        playoff_opener (TournamentOptionsPlayoffOpener | Unset): pareo (R24): other: a play-off hand is opened as every
            hand (R24: the higher total, on equal totals the player who did not open the hand just ended); same: every play-
            off hand is opened by the player who opened the hand that led to the play-off
        pure_column (TournamentOptionsPureColumn | Unset): four-aces (A8.2): equal_length: purity decides only between
            columns of equal length; always: a pure column beats any impure one, whatever the lengths (pure columns are
            compared first)
        stock_face_up (bool | Unset): emotrions (E6.1): the stock's top card is visible to all (fixed style, without
            winner_options); pareo (E6.1): the stock's top card is visible to all
        target (TournamentOptionsTarget | Unset): emotrions (E5.1): reach37: 37 or more wins; exact37: exactly 37 wins
            (E5.3); pareo (E5.1): reach37: 37 or more wins, below zero is out; exact37: exactly 37 wins (E5.3)
        three_aces_vp (TournamentOptionsThreeAcesVp | Unset): four-aces (A9.2): instead: the 20 VP of three Aces replace
            the round's placement points; in_addition: they come besides the points the round's winner gets
        winner_options (bool | Unset): emotrions (E6.2): each trick's winner chooses the next trick's style
    """

    covered: bool | Unset = UNSET
    decks: TournamentOptionsDecks | Unset = UNSET
    exact37: TournamentOptionsExact37 | Unset = UNSET
    exit_: bool | Unset = UNSET
    first_trick_draw: bool | Unset = UNSET
    forced_exchange: bool | Unset = UNSET
    interruptions_per: TournamentOptionsInterruptionsPer | Unset = UNSET
    mode: TournamentOptionsMode | Unset = UNSET
    naked: bool | Unset = UNSET
    placement_vp: TournamentOptionsPlacementVp | Unset = UNSET
    playoff_opener: TournamentOptionsPlayoffOpener | Unset = UNSET
    pure_column: TournamentOptionsPureColumn | Unset = UNSET
    stock_face_up: bool | Unset = UNSET
    target: TournamentOptionsTarget | Unset = UNSET
    three_aces_vp: TournamentOptionsThreeAcesVp | Unset = UNSET
    winner_options: bool | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        covered = self.covered

        decks: int | Unset = UNSET
        if not isinstance(self.decks, Unset):
            decks = self.decks.value

        exact37: str | Unset = UNSET
        if not isinstance(self.exact37, Unset):
            exact37 = self.exact37.value

        exit_ = self.exit_

        first_trick_draw = self.first_trick_draw

        forced_exchange = self.forced_exchange

        interruptions_per: str | Unset = UNSET
        if not isinstance(self.interruptions_per, Unset):
            interruptions_per = self.interruptions_per.value

        mode: str | Unset = UNSET
        if not isinstance(self.mode, Unset):
            mode = self.mode.value

        naked = self.naked

        placement_vp: str | Unset = UNSET
        if not isinstance(self.placement_vp, Unset):
            placement_vp = self.placement_vp.value

        playoff_opener: str | Unset = UNSET
        if not isinstance(self.playoff_opener, Unset):
            playoff_opener = self.playoff_opener.value

        pure_column: str | Unset = UNSET
        if not isinstance(self.pure_column, Unset):
            pure_column = self.pure_column.value

        stock_face_up = self.stock_face_up

        target: str | Unset = UNSET
        if not isinstance(self.target, Unset):
            target = self.target.value

        three_aces_vp: str | Unset = UNSET
        if not isinstance(self.three_aces_vp, Unset):
            three_aces_vp = self.three_aces_vp.value

        winner_options = self.winner_options

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if covered is not UNSET:
            field_dict["covered"] = covered
        if decks is not UNSET:
            field_dict["decks"] = decks
        if exact37 is not UNSET:
            field_dict["exact37"] = exact37
        if exit_ is not UNSET:
            field_dict["exit"] = exit_
        if first_trick_draw is not UNSET:
            field_dict["first_trick_draw"] = first_trick_draw
        if forced_exchange is not UNSET:
            field_dict["forced_exchange"] = forced_exchange
        if interruptions_per is not UNSET:
            field_dict["interruptions_per"] = interruptions_per
        if mode is not UNSET:
            field_dict["mode"] = mode
        if naked is not UNSET:
            field_dict["naked"] = naked
        if placement_vp is not UNSET:
            field_dict["placement_vp"] = placement_vp
        if playoff_opener is not UNSET:
            field_dict["playoff_opener"] = playoff_opener
        if pure_column is not UNSET:
            field_dict["pure_column"] = pure_column
        if stock_face_up is not UNSET:
            field_dict["stock_face_up"] = stock_face_up
        if target is not UNSET:
            field_dict["target"] = target
        if three_aces_vp is not UNSET:
            field_dict["three_aces_vp"] = three_aces_vp
        if winner_options is not UNSET:
            field_dict["winner_options"] = winner_options

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        covered = d.pop("covered", UNSET)

        _decks = d.pop("decks", UNSET)
        decks: TournamentOptionsDecks | Unset
        if isinstance(_decks, Unset):
            decks = UNSET
        else:
            decks = TournamentOptionsDecks(_decks)

        _exact37 = d.pop("exact37", UNSET)
        exact37: TournamentOptionsExact37 | Unset
        if isinstance(_exact37, Unset):
            exact37 = UNSET
        else:
            exact37 = TournamentOptionsExact37(_exact37)

        exit_ = d.pop("exit", UNSET)

        first_trick_draw = d.pop("first_trick_draw", UNSET)

        forced_exchange = d.pop("forced_exchange", UNSET)

        _interruptions_per = d.pop("interruptions_per", UNSET)
        interruptions_per: TournamentOptionsInterruptionsPer | Unset
        if isinstance(_interruptions_per, Unset):
            interruptions_per = UNSET
        else:
            interruptions_per = TournamentOptionsInterruptionsPer(_interruptions_per)

        _mode = d.pop("mode", UNSET)
        mode: TournamentOptionsMode | Unset
        if isinstance(_mode, Unset):
            mode = UNSET
        else:
            mode = TournamentOptionsMode(_mode)

        naked = d.pop("naked", UNSET)

        _placement_vp = d.pop("placement_vp", UNSET)
        placement_vp: TournamentOptionsPlacementVp | Unset
        if isinstance(_placement_vp, Unset):
            placement_vp = UNSET
        else:
            placement_vp = TournamentOptionsPlacementVp(_placement_vp)

        _playoff_opener = d.pop("playoff_opener", UNSET)
        playoff_opener: TournamentOptionsPlayoffOpener | Unset
        if isinstance(_playoff_opener, Unset):
            playoff_opener = UNSET
        else:
            playoff_opener = TournamentOptionsPlayoffOpener(_playoff_opener)

        _pure_column = d.pop("pure_column", UNSET)
        pure_column: TournamentOptionsPureColumn | Unset
        if isinstance(_pure_column, Unset):
            pure_column = UNSET
        else:
            pure_column = TournamentOptionsPureColumn(_pure_column)

        stock_face_up = d.pop("stock_face_up", UNSET)

        _target = d.pop("target", UNSET)
        target: TournamentOptionsTarget | Unset
        if isinstance(_target, Unset):
            target = UNSET
        else:
            target = TournamentOptionsTarget(_target)

        _three_aces_vp = d.pop("three_aces_vp", UNSET)
        three_aces_vp: TournamentOptionsThreeAcesVp | Unset
        if isinstance(_three_aces_vp, Unset):
            three_aces_vp = UNSET
        else:
            three_aces_vp = TournamentOptionsThreeAcesVp(_three_aces_vp)

        winner_options = d.pop("winner_options", UNSET)

        tournament_options = cls(
            covered=covered,
            decks=decks,
            exact37=exact37,
            exit_=exit_,
            first_trick_draw=first_trick_draw,
            forced_exchange=forced_exchange,
            interruptions_per=interruptions_per,
            mode=mode,
            naked=naked,
            placement_vp=placement_vp,
            playoff_opener=playoff_opener,
            pure_column=pure_column,
            stock_face_up=stock_face_up,
            target=target,
            three_aces_vp=three_aces_vp,
            winner_options=winner_options,
        )

        return tournament_options
