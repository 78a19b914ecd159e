from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="Tokens")


@_attrs_define
class Tokens:
    """
    Attributes:
        table (str): the table token
        director (str | Unset): with `director: true`: the director's token (R200)
        invitations (list[str] | Unset): with `invitations: true`: one single-use code per seat, in seat order, instead
            of the seat tokens
        seats (list[str] | Unset): one secret token per seat (not with `invitations`)
    """

    table: str
    director: str | Unset = UNSET
    invitations: list[str] | Unset = UNSET
    seats: list[str] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        table = self.table

        director = self.director

        invitations: list[str] | Unset = UNSET
        if not isinstance(self.invitations, Unset):
            invitations = self.invitations

        seats: list[str] | Unset = UNSET
        if not isinstance(self.seats, Unset):
            seats = self.seats

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "table": table,
            }
        )
        if director is not UNSET:
            field_dict["director"] = director
        if invitations is not UNSET:
            field_dict["invitations"] = invitations
        if seats is not UNSET:
            field_dict["seats"] = seats

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        table = d.pop("table")

        director = d.pop("director", UNSET)

        invitations = cast(list[str], d.pop("invitations", UNSET))

        seats = cast(list[str], d.pop("seats", UNSET))

        tokens = cls(
            table=table,
            director=director,
            invitations=invitations,
            seats=seats,
        )

        return tokens
