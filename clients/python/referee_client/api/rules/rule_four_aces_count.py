from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.count_ruling import CountRuling
from ...models.four_aces_count_request import FourAcesCountRequest
from ...models.problem import Problem
from ...types import Response


def _get_kwargs(
    *,
    body: FourAcesCountRequest,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/rules/four-aces/count",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> CountRuling | Problem:
    if response.status_code == 200:
        response_200 = CountRuling.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = Problem.from_dict(response.json())

        return response_400

    if response.status_code == 413:
        response_413 = Problem.from_dict(response.json())

        return response_413

    if response.status_code == 422:
        response_422 = Problem.from_dict(response.json())

        return response_422

    if response.status_code == 429:
        response_429 = Problem.from_dict(response.json())

        return response_429

    response_default = Problem.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[CountRuling | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: FourAcesCountRequest,
) -> Response[CountRuling | Problem]:
    """Count a 4 Aces round

     From each side's pile (a player's; a pair's in `teams`), its Piumas and the cards removed by
    Interruptions: columns (A8.1), the ranking (A8.2), placement points (A8.3), VP lines (A9.1),
    an early win (A9.2, A9.3); with `totals`, the match (A9.4). As a game's `round_ended` says.

    Args:
        body (FourAcesCountRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CountRuling | Problem]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    body: FourAcesCountRequest,
) -> CountRuling | Problem | None:
    """Count a 4 Aces round

     From each side's pile (a player's; a pair's in `teams`), its Piumas and the cards removed by
    Interruptions: columns (A8.1), the ranking (A8.2), placement points (A8.3), VP lines (A9.1),
    an early win (A9.2, A9.3); with `totals`, the match (A9.4). As a game's `round_ended` says.

    Args:
        body (FourAcesCountRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CountRuling | Problem
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: FourAcesCountRequest,
) -> Response[CountRuling | Problem]:
    """Count a 4 Aces round

     From each side's pile (a player's; a pair's in `teams`), its Piumas and the cards removed by
    Interruptions: columns (A8.1), the ranking (A8.2), placement points (A8.3), VP lines (A9.1),
    an early win (A9.2, A9.3); with `totals`, the match (A9.4). As a game's `round_ended` says.

    Args:
        body (FourAcesCountRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CountRuling | Problem]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: FourAcesCountRequest,
) -> CountRuling | Problem | None:
    """Count a 4 Aces round

     From each side's pile (a player's; a pair's in `teams`), its Piumas and the cards removed by
    Interruptions: columns (A8.1), the ranking (A8.2), placement points (A8.3), VP lines (A9.1),
    an early win (A9.2, A9.3); with `totals`, the match (A9.4). As a game's `round_ended` says.

    Args:
        body (FourAcesCountRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CountRuling | Problem
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
