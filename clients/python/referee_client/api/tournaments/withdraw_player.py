from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.problem import Problem
from ...models.withdrawn import Withdrawn
from ...types import UNSET, Response, Unset


def _get_kwargs(
    tournament_id: str,
    player_id: str,
    *,
    if_match: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(if_match, Unset):
        headers["If-Match"] = if_match

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/tournaments/{tournament_id}/players/{player_id}/withdrawal".format(
            tournament_id=quote(str(tournament_id), safe=""),
            player_id=quote(str(player_id), safe=""),
        ),
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Problem | Withdrawn:
    if response.status_code == 201:
        response_201 = Withdrawn.from_dict(response.json())

        return response_201

    if response.status_code == 401:
        response_401 = Problem.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = Problem.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = Problem.from_dict(response.json())

        return response_404

    if response.status_code == 412:
        response_412 = Problem.from_dict(response.json())

        return response_412

    if response.status_code == 422:
        response_422 = Problem.from_dict(response.json())

        return response_422

    if response.status_code == 429:
        response_429 = Problem.from_dict(response.json())

        return response_429

    if response.status_code == 503:
        response_503 = Problem.from_dict(response.json())

        return response_503

    response_default = Problem.from_dict(response.json())

    return response_default


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Problem | Withdrawn]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    tournament_id: str,
    player_id: str,
    *,
    client: AuthenticatedClient,
    if_match: str | Unset = UNSET,
) -> Response[Problem | Withdrawn]:
    """Withdraw a player

     The director's token. The player is paired no more and keeps the results they have
    (R232).

    Args:
        tournament_id (str):
        player_id (str):
        if_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | Withdrawn]
    """

    kwargs = _get_kwargs(
        tournament_id=tournament_id,
        player_id=player_id,
        if_match=if_match,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    tournament_id: str,
    player_id: str,
    *,
    client: AuthenticatedClient,
    if_match: str | Unset = UNSET,
) -> Problem | Withdrawn | None:
    """Withdraw a player

     The director's token. The player is paired no more and keeps the results they have
    (R232).

    Args:
        tournament_id (str):
        player_id (str):
        if_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | Withdrawn
    """

    return sync_detailed(
        tournament_id=tournament_id,
        player_id=player_id,
        client=client,
        if_match=if_match,
    ).parsed


async def asyncio_detailed(
    tournament_id: str,
    player_id: str,
    *,
    client: AuthenticatedClient,
    if_match: str | Unset = UNSET,
) -> Response[Problem | Withdrawn]:
    """Withdraw a player

     The director's token. The player is paired no more and keeps the results they have
    (R232).

    Args:
        tournament_id (str):
        player_id (str):
        if_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | Withdrawn]
    """

    kwargs = _get_kwargs(
        tournament_id=tournament_id,
        player_id=player_id,
        if_match=if_match,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    tournament_id: str,
    player_id: str,
    *,
    client: AuthenticatedClient,
    if_match: str | Unset = UNSET,
) -> Problem | Withdrawn | None:
    """Withdraw a player

     The director's token. The player is paired no more and keeps the results they have
    (R232).

    Args:
        tournament_id (str):
        player_id (str):
        if_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | Withdrawn
    """

    return (
        await asyncio_detailed(
            tournament_id=tournament_id,
            player_id=player_id,
            client=client,
            if_match=if_match,
        )
    ).parsed
