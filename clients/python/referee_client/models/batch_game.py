from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.tokens import Tokens


T = TypeVar("T", bound="BatchGame")


@_attrs_define
class BatchGame:
    """
    Attributes:
        id (str):
        location (str):
        table_token (str): as `tokens.table`
        tokens (Tokens):
        deal_commitment (str | Unset):
        director_token (str | Unset): as `tokens.director`: this game's own director, asked with `director: true` in its
            request (a batch's director is the `director_token` beside `games`, R200)
        seat_tokens (list[str] | Unset): as `tokens.seats`
    """

    id: str
    location: str
    table_token: str
    tokens: Tokens
    deal_commitment: str | Unset = UNSET
    director_token: str | Unset = UNSET
    seat_tokens: list[str] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        location = self.location

        table_token = self.table_token

        tokens = self.tokens.to_dict()

        deal_commitment = self.deal_commitment

        director_token = self.director_token

        seat_tokens: list[str] | Unset = UNSET
        if not isinstance(self.seat_tokens, Unset):
            seat_tokens = self.seat_tokens

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "location": location,
                "table_token": table_token,
                "tokens": tokens,
            }
        )
        if deal_commitment is not UNSET:
            field_dict["deal_commitment"] = deal_commitment
        if director_token is not UNSET:
            field_dict["director_token"] = director_token
        if seat_tokens is not UNSET:
            field_dict["seat_tokens"] = seat_tokens

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.tokens import Tokens  # noqa: PLC0415

        d = dict(src_dict)
        id = d.pop("id")

        location = d.pop("location")

        table_token = d.pop("table_token")

        tokens = Tokens.from_dict(d.pop("tokens"))

        deal_commitment = d.pop("deal_commitment", UNSET)

        director_token = d.pop("director_token", UNSET)

        seat_tokens = cast(list[str], d.pop("seat_tokens", UNSET))

        batch_game = cls(
            id=id,
            location=location,
            table_token=table_token,
            tokens=tokens,
            deal_commitment=deal_commitment,
            director_token=director_token,
            seat_tokens=seat_tokens,
        )

        return batch_game
