from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.create_game_options_decks import CreateGameOptionsDecks
from ..models.create_game_options_interruptions_per import CreateGameOptionsInterruptionsPer
from ..models.create_game_options_mode import CreateGameOptionsMode
from ..models.create_game_options_target import CreateGameOptionsTarget
from ..types import UNSET, Unset

T = TypeVar("T", bound="CreateGameOptions")


@_attrs_define
class CreateGameOptions:
    """the variant's options, named as in RULES.md (GET /v1/variants)

    Attributes:
        covered (bool | Unset): emotrions (E6.1): stakes are placed face down and revealed together (fixed style)
        decks (CreateGameOptionsDecks | Unset): emotrions (E1.2): how many 36-card decks; fixed for the whole game
            (default 1 for 2–4 players, 2 for 5–6)
        exit_ (bool | Unset): emotrions (E8): Emotrions Exit: every hand starts from joy, sadness, love, hatred,
            goodness, fury (2 or 3 players)
        forced_exchange (bool | Unset): emotrions (E7): a player holding force may call a Forced Exchange in a Standard
            Style trick
        interruptions_per (CreateGameOptionsInterruptionsPer | Unset): four-aces (A7.2): whether each mode's
            Interruption allotment is per round or per match
        mode (CreateGameOptionsMode | Unset): four-aces (A2): duel (2), odd (3), even (4, each alone), teams (4, seats
            0+2 vs 1+3); default duel for 2 players, odd for 3, even for 4
        naked (bool | Unset): emotrions (E6.1): every hand is visible to all (fixed style); pareo (E6.1): both hands are
            visible to all
        stock_face_up (bool | Unset): emotrions (E6.1): the stock's top card is visible to all (fixed style, without
            winner_options); pareo (E6.1): the stock's top card is visible to all
        target (CreateGameOptionsTarget | Unset): emotrions (E5.1): reach37: 37 or more wins; exact37: exactly 37 wins
            (E5.3); pareo (E5.1): reach37: 37 or more wins, below zero is out; exact37: exactly 37 wins (E5.3)
        winner_options (bool | Unset): emotrions (E6.2): each trick's winner chooses the next trick's style
    """

    covered: bool | Unset = UNSET
    decks: CreateGameOptionsDecks | Unset = UNSET
    exit_: bool | Unset = UNSET
    forced_exchange: bool | Unset = UNSET
    interruptions_per: CreateGameOptionsInterruptionsPer | Unset = UNSET
    mode: CreateGameOptionsMode | Unset = UNSET
    naked: bool | Unset = UNSET
    stock_face_up: bool | Unset = UNSET
    target: CreateGameOptionsTarget | Unset = UNSET
    winner_options: bool | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        covered = self.covered

        decks: int | Unset = UNSET
        if not isinstance(self.decks, Unset):
            decks = self.decks.value

        exit_ = self.exit_

        forced_exchange = self.forced_exchange

        interruptions_per: str | Unset = UNSET
        if not isinstance(self.interruptions_per, Unset):
            interruptions_per = self.interruptions_per.value

        mode: str | Unset = UNSET
        if not isinstance(self.mode, Unset):
            mode = self.mode.value

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
        if exit_ is not UNSET:
            field_dict["exit"] = exit_
        if forced_exchange is not UNSET:
            field_dict["forced_exchange"] = forced_exchange
        if interruptions_per is not UNSET:
            field_dict["interruptions_per"] = interruptions_per
        if mode is not UNSET:
            field_dict["mode"] = mode
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
        decks: CreateGameOptionsDecks | Unset
        if isinstance(_decks, Unset):
            decks = UNSET
        else:
            decks = CreateGameOptionsDecks(_decks)

        exit_ = d.pop("exit", UNSET)

        forced_exchange = d.pop("forced_exchange", UNSET)

        _interruptions_per = d.pop("interruptions_per", UNSET)
        interruptions_per: CreateGameOptionsInterruptionsPer | Unset
        if isinstance(_interruptions_per, Unset):
            interruptions_per = UNSET
        else:
            interruptions_per = CreateGameOptionsInterruptionsPer(_interruptions_per)

        _mode = d.pop("mode", UNSET)
        mode: CreateGameOptionsMode | Unset
        if isinstance(_mode, Unset):
            mode = UNSET
        else:
            mode = CreateGameOptionsMode(_mode)

        naked = d.pop("naked", UNSET)

        stock_face_up = d.pop("stock_face_up", UNSET)

        _target = d.pop("target", UNSET)
        target: CreateGameOptionsTarget | Unset
        if isinstance(_target, Unset):
            target = UNSET
        else:
            target = CreateGameOptionsTarget(_target)

        winner_options = d.pop("winner_options", UNSET)

        create_game_options = cls(
            covered=covered,
            decks=decks,
            exit_=exit_,
            forced_exchange=forced_exchange,
            interruptions_per=interruptions_per,
            mode=mode,
            naked=naked,
            stock_face_up=stock_face_up,
            target=target,
            winner_options=winner_options,
        )

        return create_game_options
