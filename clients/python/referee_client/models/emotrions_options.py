from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.emotrions_options_decks import EmotrionsOptionsDecks
from ..models.emotrions_options_exact_37 import EmotrionsOptionsExact37
from ..models.emotrions_options_target import EmotrionsOptionsTarget
from ..types import UNSET, Unset

T = TypeVar("T", bound="EmotrionsOptions")


@_attrs_define
class EmotrionsOptions:
    """
    Attributes:
        covered (bool | Unset): E6.1: stakes are placed face down and revealed together (fixed style). Default: `false`.
        decks (EmotrionsOptionsDecks | Unset): E1.2: how many 36-card decks; fixed for the whole game (default 1 for 2–4
            players, 2 for 5–6)
        exact37 (EmotrionsOptionsExact37 | Unset): E5.3: with target exact37: playoff_if_over: a play-off whenever
            anyone is over 37, even if one player has exactly 37; exact_wins: a single player with exactly 37 wins whatever
            the others scored. Default: `"playoff_if_over"`.
        exit_ (bool | Unset): E8: Emotrions Exit: every hand starts from joy, sadness, love, hatred, goodness, fury (2
            or 3 players). Default: `false`.
        first_trick_draw (bool | Unset): E3.1: true: every player draws before every trick, the first included (hands of
            7); false: the first trick of a hand is played from the 6 dealt cards. Default: `true`.
        forced_exchange (bool | Unset): E7: a player holding force may call a Forced Exchange in a Standard Style trick.
            Default: `false`.
        naked (bool | Unset): E6.1: every hand is visible to all (fixed style). Default: `false`.
        stock_face_up (bool | Unset): E6.1: the stock's top card is visible to all (fixed style, without
            winner_options). Default: `false`.
        target (EmotrionsOptionsTarget | Unset): E5.1: reach37: 37 or more wins; exact37: exactly 37 wins (E5.3).
            Default: `"reach37"`.
        winner_options (bool | Unset): E6.2: each trick's winner chooses the next trick's style. Default: `false`.
    """

    covered: bool | Unset = UNSET
    decks: EmotrionsOptionsDecks | Unset = UNSET
    exact37: EmotrionsOptionsExact37 | Unset = UNSET
    exit_: bool | Unset = UNSET
    first_trick_draw: bool | Unset = UNSET
    forced_exchange: bool | Unset = UNSET
    naked: bool | Unset = UNSET
    stock_face_up: bool | Unset = UNSET
    target: EmotrionsOptionsTarget | Unset = UNSET
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

        naked = self.naked

        stock_face_up = self.stock_face_up

        target: str | Unset = UNSET
        if not isinstance(self.target, Unset):
            target = self.target.value

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
        if naked is not UNSET:
            field_dict["naked"] = naked
        if stock_face_up is not UNSET:
            field_dict["stock_face_up"] = stock_face_up
        if target is not UNSET:
            field_dict["target"] = target
        if winner_options is not UNSET:
            field_dict["winner_options"] = winner_options

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        covered = d.pop("covered", UNSET)

        _decks = d.pop("decks", UNSET)
        decks: EmotrionsOptionsDecks | Unset
        if isinstance(_decks, Unset):
            decks = UNSET
        else:
            decks = EmotrionsOptionsDecks(_decks)

        _exact37 = d.pop("exact37", UNSET)
        exact37: EmotrionsOptionsExact37 | Unset
        if isinstance(_exact37, Unset):
            exact37 = UNSET
        else:
            exact37 = EmotrionsOptionsExact37(_exact37)

        exit_ = d.pop("exit", UNSET)

        first_trick_draw = d.pop("first_trick_draw", UNSET)

        forced_exchange = d.pop("forced_exchange", UNSET)

        naked = d.pop("naked", UNSET)

        stock_face_up = d.pop("stock_face_up", UNSET)

        _target = d.pop("target", UNSET)
        target: EmotrionsOptionsTarget | Unset
        if isinstance(_target, Unset):
            target = UNSET
        else:
            target = EmotrionsOptionsTarget(_target)

        winner_options = d.pop("winner_options", UNSET)

        emotrions_options = cls(
            covered=covered,
            decks=decks,
            exact37=exact37,
            exit_=exit_,
            first_trick_draw=first_trick_draw,
            forced_exchange=forced_exchange,
            naked=naked,
            stock_face_up=stock_face_up,
            target=target,
            winner_options=winner_options,
        )

        return emotrions_options
