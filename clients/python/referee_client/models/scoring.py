from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="Scoring")


@_attrs_define
class Scoring:
    """
    Attributes:
        bye (float | Unset): a full bye (default 1)
        draw (float | Unset): a draw, and a half bye (default 0.5, R237)
        forfeit_loss (float | Unset): a forfeit lost (default 0)
        forfeit_win (float | Unset): a forfeit won (default 1, R236)
        loss (float | Unset): a game lost (default 0)
        placement (list[float] | Unset): tables of three or more: the points of each place, the first first (default:
            from a win's down to a loss's, evenly; R235)
        win (float | Unset): a game won (default 1)
    """

    bye: float | Unset = UNSET
    draw: float | Unset = UNSET
    forfeit_loss: float | Unset = UNSET
    forfeit_win: float | Unset = UNSET
    loss: float | Unset = UNSET
    placement: list[float] | Unset = UNSET
    win: float | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        bye = self.bye

        draw = self.draw

        forfeit_loss = self.forfeit_loss

        forfeit_win = self.forfeit_win

        loss = self.loss

        placement: list[float] | Unset = UNSET
        if not isinstance(self.placement, Unset):
            placement = self.placement

        win = self.win

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if bye is not UNSET:
            field_dict["bye"] = bye
        if draw is not UNSET:
            field_dict["draw"] = draw
        if forfeit_loss is not UNSET:
            field_dict["forfeit_loss"] = forfeit_loss
        if forfeit_win is not UNSET:
            field_dict["forfeit_win"] = forfeit_win
        if loss is not UNSET:
            field_dict["loss"] = loss
        if placement is not UNSET:
            field_dict["placement"] = placement
        if win is not UNSET:
            field_dict["win"] = win

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        bye = d.pop("bye", UNSET)

        draw = d.pop("draw", UNSET)

        forfeit_loss = d.pop("forfeit_loss", UNSET)

        forfeit_win = d.pop("forfeit_win", UNSET)

        loss = d.pop("loss", UNSET)

        placement = cast(list[float], d.pop("placement", UNSET))

        win = d.pop("win", UNSET)

        scoring = cls(
            bye=bye,
            draw=draw,
            forfeit_loss=forfeit_loss,
            forfeit_win=forfeit_win,
            loss=loss,
            placement=placement,
            win=win,
        )

        return scoring
