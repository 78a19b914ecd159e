from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.adjusted import Adjusted
from ...models.adjustment import Adjustment
from ...models.problem import Problem
from ...types import UNSET, Response, Unset


def _get_kwargs(
    tournament_id: str,
    board: int,
    *,
    body: Adjustment,
    if_match: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(if_match, Unset):
        headers["If-Match"] = if_match

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/tournaments/{tournament_id}/boards/{board}/adjustments".format(
            tournament_id=quote(str(tournament_id), safe=""),
            board=quote(str(board), safe=""),
        ),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Adjusted | Problem:
    if response.status_code == 201:
        response_201 = Adjusted.from_dict(response.json())

        return response_201

    if response.status_code == 400:
        response_400 = Problem.from_dict(response.json())

        return response_400

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

    if response.status_code == 413:
        response_413 = Problem.from_dict(response.json())

        return response_413

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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Adjusted | Problem]:
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
    client: AuthenticatedClient,
    body: Adjustment,
    if_match: str | Unset = UNSET,
) -> Response[Adjusted | Problem]:
    """Score a table forfeited out of a board

     The director's token: each seat of a table forfeited or annulled out of the board scores
    average (50 %), average-plus (60 %) or average-minus (40 %) (R244).

    Args:
        tournament_id (str):
        board (int):
        if_match (str | Unset):
        body (Adjustment):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Adjusted | Problem]
    """

    kwargs = _get_kwargs(
        tournament_id=tournament_id,
        board=board,
        body=body,
        if_match=if_match,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    tournament_id: str,
    board: int,
    *,
    client: AuthenticatedClient,
    body: Adjustment,
    if_match: str | Unset = UNSET,
) -> Adjusted | Problem | None:
    """Score a table forfeited out of a board

     The director's token: each seat of a table forfeited or annulled out of the board scores
    average (50 %), average-plus (60 %) or average-minus (40 %) (R244).

    Args:
        tournament_id (str):
        board (int):
        if_match (str | Unset):
        body (Adjustment):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Adjusted | Problem
    """

    return sync_detailed(
        tournament_id=tournament_id,
        board=board,
        client=client,
        body=body,
        if_match=if_match,
    ).parsed


async def asyncio_detailed(
    tournament_id: str,
    board: int,
    *,
    client: AuthenticatedClient,
    body: Adjustment,
    if_match: str | Unset = UNSET,
) -> Response[Adjusted | Problem]:
    """Score a table forfeited out of a board

     The director's token: each seat of a table forfeited or annulled out of the board scores
    average (50 %), average-plus (60 %) or average-minus (40 %) (R244).

    Args:
        tournament_id (str):
        board (int):
        if_match (str | Unset):
        body (Adjustment):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Adjusted | Problem]
    """

    kwargs = _get_kwargs(
        tournament_id=tournament_id,
        board=board,
        body=body,
        if_match=if_match,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    tournament_id: str,
    board: int,
    *,
    client: AuthenticatedClient,
    body: Adjustment,
    if_match: str | Unset = UNSET,
) -> Adjusted | Problem | None:
    """Score a table forfeited out of a board

     The director's token: each seat of a table forfeited or annulled out of the board scores
    average (50 %), average-plus (60 %) or average-minus (40 %) (R244).

    Args:
        tournament_id (str):
        board (int):
        if_match (str | Unset):
        body (Adjustment):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Adjusted | Problem
    """

    return (
        await asyncio_detailed(
            tournament_id=tournament_id,
            board=board,
            client=client,
            body=body,
            if_match=if_match,
        )
    ).parsed
