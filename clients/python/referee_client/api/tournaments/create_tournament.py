from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.problem import Problem
from ...models.tournament import Tournament
from ...models.tournament_created import TournamentCreated
from ...types import Response


def _get_kwargs(
    *,
    body: Tournament,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/tournaments",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Problem | TournamentCreated:
    if response.status_code == 201:
        response_201 = TournamentCreated.from_dict(response.json())

        return response_201

    if response.status_code == 400:
        response_400 = Problem.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = Problem.from_dict(response.json())

        return response_401

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


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Problem | TournamentCreated]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: Tournament,
) -> Response[Problem | TournamentCreated]:
    """Create a tournament

     One variant (options, preset, house readings) for every game, the players with the
    organiser's ids, the point system, the ordered tie-breaks, and what each game is created
    with (clock, spectator delay, webhook, correction period). The reply's `director_token`
    rules the tournament and every game of it.

    Args:
        body (Tournament):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | TournamentCreated]
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
    client: AuthenticatedClient,
    body: Tournament,
) -> Problem | TournamentCreated | None:
    """Create a tournament

     One variant (options, preset, house readings) for every game, the players with the
    organiser's ids, the point system, the ordered tie-breaks, and what each game is created
    with (clock, spectator delay, webhook, correction period). The reply's `director_token`
    rules the tournament and every game of it.

    Args:
        body (Tournament):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | TournamentCreated
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: Tournament,
) -> Response[Problem | TournamentCreated]:
    """Create a tournament

     One variant (options, preset, house readings) for every game, the players with the
    organiser's ids, the point system, the ordered tie-breaks, and what each game is created
    with (clock, spectator delay, webhook, correction period). The reply's `director_token`
    rules the tournament and every game of it.

    Args:
        body (Tournament):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | TournamentCreated]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    body: Tournament,
) -> Problem | TournamentCreated | None:
    """Create a tournament

     One variant (options, preset, house readings) for every game, the players with the
    organiser's ids, the point system, the ordered tie-breaks, and what each game is created
    with (clock, spectator delay, webhook, correction period). The reply's `director_token`
    rules the tournament and every game of it.

    Args:
        body (Tournament):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | TournamentCreated
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
