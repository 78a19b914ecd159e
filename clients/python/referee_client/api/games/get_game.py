from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.emotrions_view import EmotrionsView
from ...models.four_aces_view import FourAcesView
from ...models.pareo_view import PareoView
from ...models.problem import Problem
from ...types import Response


def _get_kwargs(
    game_id: str,
) -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/games/{game_id}".format(
            game_id=quote(str(game_id), safe=""),
        ),
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> EmotrionsView | FourAcesView | PareoView | Problem:
    if response.status_code == 200:

        def _parse_response_200(data: object) -> EmotrionsView | FourAcesView | PareoView:
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

        response_200 = _parse_response_200(response.json())

        return response_200

    if response.status_code == 401:
        response_401 = Problem.from_dict(response.json())

        return response_401

    if response.status_code == 404:
        response_404 = Problem.from_dict(response.json())

        return response_404

    if response.status_code == 429:
        response_429 = Problem.from_dict(response.json())

        return response_429

    if response.status_code == 503:
        response_503 = Problem.from_dict(response.json())

        return response_503

    response_default = Problem.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[EmotrionsView | FourAcesView | PareoView | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    game_id: str,
    *,
    client: AuthenticatedClient,
) -> Response[EmotrionsView | FourAcesView | PareoView | Problem]:
    """See a game

     As the caller may see it (G3): a seat sees its own hand; the table token of a server-dealt
    game and callers without a token see what a spectator sees; the table token of a
    scorekeeper game sees everything the referee knows (R86).

    Args:
        game_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[EmotrionsView | FourAcesView | PareoView | Problem]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    game_id: str,
    *,
    client: AuthenticatedClient,
) -> EmotrionsView | FourAcesView | PareoView | Problem | None:
    """See a game

     As the caller may see it (G3): a seat sees its own hand; the table token of a server-dealt
    game and callers without a token see what a spectator sees; the table token of a
    scorekeeper game sees everything the referee knows (R86).

    Args:
        game_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        EmotrionsView | FourAcesView | PareoView | Problem
    """

    return sync_detailed(
        game_id=game_id,
        client=client,
    ).parsed


async def asyncio_detailed(
    game_id: str,
    *,
    client: AuthenticatedClient,
) -> Response[EmotrionsView | FourAcesView | PareoView | Problem]:
    """See a game

     As the caller may see it (G3): a seat sees its own hand; the table token of a server-dealt
    game and callers without a token see what a spectator sees; the table token of a
    scorekeeper game sees everything the referee knows (R86).

    Args:
        game_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[EmotrionsView | FourAcesView | PareoView | Problem]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    game_id: str,
    *,
    client: AuthenticatedClient,
) -> EmotrionsView | FourAcesView | PareoView | Problem | None:
    """See a game

     As the caller may see it (G3): a seat sees its own hand; the table token of a server-dealt
    game and callers without a token see what a spectator sees; the table token of a
    scorekeeper game sees everything the referee knows (R86).

    Args:
        game_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        EmotrionsView | FourAcesView | PareoView | Problem
    """

    return (
        await asyncio_detailed(
            game_id=game_id,
            client=client,
        )
    ).parsed
