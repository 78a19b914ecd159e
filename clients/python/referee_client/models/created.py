from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.game_view import GameView
    from ..models.tokens import Tokens


T = TypeVar("T", bound="Created")


@_attrs_define
class Created:
    """
    Attributes:
        id (str):
        table_token (str): the table token (API.md), the same as `tokens.table`
        tokens (Tokens):
        version (int):
        view (GameView):
        seat_tokens (list[str] | Unset): one secret token per seat (API.md), the same as `tokens.seats`; not with
            `invitations`
    """

    id: str
    table_token: str
    tokens: Tokens
    version: int
    view: GameView
    seat_tokens: list[str] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        table_token = self.table_token

        tokens = self.tokens.to_dict()

        version = self.version

        view = self.view.to_dict()

        seat_tokens: list[str] | Unset = UNSET
        if not isinstance(self.seat_tokens, Unset):
            seat_tokens = self.seat_tokens

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "table_token": table_token,
                "tokens": tokens,
                "version": version,
                "view": view,
            }
        )
        if seat_tokens is not UNSET:
            field_dict["seat_tokens"] = seat_tokens

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.game_view import GameView  # noqa: PLC0415
        from ..models.tokens import Tokens  # noqa: PLC0415

        d = dict(src_dict)
        id = d.pop("id")

        table_token = d.pop("table_token")

        tokens = Tokens.from_dict(d.pop("tokens"))

        version = d.pop("version")

        view = GameView.from_dict(d.pop("view"))

        seat_tokens = cast(list[str], d.pop("seat_tokens", UNSET))

        created = cls(
            id=id,
            table_token=table_token,
            tokens=tokens,
            version=version,
            view=view,
            seat_tokens=seat_tokens,
        )

        return created
