from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.problem import Problem
from ...models.traveller import Traveller
from ...types import Response


def _get_kwargs(
    tournament_id: str,
    board: int,
) -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/tournaments/{tournament_id}/boards/{board}".format(
            tournament_id=quote(str(tournament_id), safe=""),
            board=quote(str(board), safe=""),
        ),
    }

    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Problem | Traveller:
    if response.status_code == 200:
        response_200 = Traveller.from_dict(response.json())

        return response_200

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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Problem | Traveller]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    tournament_id: str,
    board: int,
    *,
    client: AuthenticatedClient | Client,
) -> Response[Problem | Traveller]:
    """Read a duplicate board's traveller

     Every table's result on the board; once every table has finished (R242), each seat's
    matchpoints and percentage (R243, R244), the board's seed and its deal.

    Args:
        tournament_id (str):
        board (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | Traveller]
    """

    kwargs = _get_kwargs(
        tournament_id=tournament_id,
        board=board,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    tournament_id: str,
    board: int,
    *,
    client: AuthenticatedClient | Client,
) -> Problem | Traveller | None:
    """Read a duplicate board's traveller

     Every table's result on the board; once every table has finished (R242), each seat's
    matchpoints and percentage (R243, R244), the board's seed and its deal.

    Args:
        tournament_id (str):
        board (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | Traveller
    """

    return sync_detailed(
        tournament_id=tournament_id,
        board=board,
        client=client,
    ).parsed


async def asyncio_detailed(
    tournament_id: str,
    board: int,
    *,
    client: AuthenticatedClient | Client,
) -> Response[Problem | Traveller]:
    """Read a duplicate board's traveller

     Every table's result on the board; once every table has finished (R242), each seat's
    matchpoints and percentage (R243, R244), the board's seed and its deal.

    Args:
        tournament_id (str):
        board (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | Traveller]
    """

    kwargs = _get_kwargs(
        tournament_id=tournament_id,
        board=board,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    tournament_id: str,
    board: int,
    *,
    client: AuthenticatedClient | Client,
) -> Problem | Traveller | None:
    """Read a duplicate board's traveller

     Every table's result on the board; once every table has finished (R242), each seat's
    matchpoints and percentage (R243, R244), the board's seed and its deal.

    Args:
        tournament_id (str):
        board (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | Traveller
    """

    return (
        await asyncio_detailed(
            tournament_id=tournament_id,
            board=board,
            client=client,
        )
    ).parsed
