from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.emotrions_view import EmotrionsView
    from ..models.four_aces_view import FourAcesView
    from ..models.pareo_view import PareoView
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
        view (EmotrionsView | FourAcesView | PareoView): The game as the caller may see it (G3), told apart by
            `variant`.
        director_token (str | Unset): as `tokens.director`
        seat_tokens (list[str] | Unset): one secret token per seat (API.md), the same as `tokens.seats`; not with
            `invitations`
    """

    id: str
    table_token: str
    tokens: Tokens
    version: int
    view: EmotrionsView | FourAcesView | PareoView
    director_token: str | Unset = UNSET
    seat_tokens: list[str] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.emotrions_view import EmotrionsView  # noqa: PLC0415
        from ..models.four_aces_view import FourAcesView  # noqa: PLC0415

        id = self.id

        table_token = self.table_token

        tokens = self.tokens.to_dict()

        version = self.version

        view: dict[str, Any]
        if isinstance(self.view, EmotrionsView):
            view = self.view.to_dict()
        elif isinstance(self.view, FourAcesView):
            view = self.view.to_dict()
        else:
            view = self.view.to_dict()

        director_token = self.director_token

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
        if director_token is not UNSET:
            field_dict["director_token"] = director_token
        if seat_tokens is not UNSET:
            field_dict["seat_tokens"] = seat_tokens

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.emotrions_view import EmotrionsView  # noqa: PLC0415
        from ..models.four_aces_view import FourAcesView  # noqa: PLC0415
        from ..models.pareo_view import PareoView  # noqa: PLC0415
        from ..models.tokens import Tokens  # noqa: PLC0415

        d = dict(src_dict)
        id = d.pop("id")

        table_token = d.pop("table_token")

        tokens = Tokens.from_dict(d.pop("tokens"))

        version = d.pop("version")

        def _parse_view(data: object) -> EmotrionsView | FourAcesView | PareoView:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_view_type_0 = EmotrionsView.from_dict(data)

                return componentsschemas_game_view_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_view_type_1 = FourAcesView.from_dict(data)

                return componentsschemas_game_view_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_game_view_type_2 = PareoView.from_dict(data)

            return componentsschemas_game_view_type_2

        view = _parse_view(d.pop("view"))

        director_token = d.pop("director_token", UNSET)

        seat_tokens = cast(list[str], d.pop("seat_tokens", UNSET))

        created = cls(
            id=id,
            table_token=table_token,
            tokens=tokens,
            version=version,
            view=view,
            director_token=director_token,
            seat_tokens=seat_tokens,
        )

        return created
