from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.problem import Problem
from ...models.standings_input import StandingsInput
from ...models.standings_verification import StandingsVerification
from ...types import Response


def _get_kwargs(
    *,
    body: StandingsInput,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/standings/verify",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Problem | StandingsVerification:
    if response.status_code == 200:
        response_200 = StandingsVerification.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = Problem.from_dict(response.json())

        return response_400

    if response.status_code == 413:
        response_413 = Problem.from_dict(response.json())

        return response_413

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
) -> Response[Problem | StandingsVerification]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: StandingsInput,
) -> Response[Problem | StandingsVerification]:
    """Verify signed standings

     Are they and every game result they name signed by this service's key, is every result the
    one named, and is the ranking the one those results and the byes give under the declared
    point system and tie-breaks? `valid: false` names the first check that fails.

    Args:
        body (StandingsInput):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | StandingsVerification]
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
    body: StandingsInput,
) -> Problem | StandingsVerification | None:
    """Verify signed standings

     Are they and every game result they name signed by this service's key, is every result the
    one named, and is the ranking the one those results and the byes give under the declared
    point system and tie-breaks? `valid: false` names the first check that fails.

    Args:
        body (StandingsInput):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | StandingsVerification
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: StandingsInput,
) -> Response[Problem | StandingsVerification]:
    """Verify signed standings

     Are they and every game result they name signed by this service's key, is every result the
    one named, and is the ranking the one those results and the byes give under the declared
    point system and tie-breaks? `valid: false` names the first check that fails.

    Args:
        body (StandingsInput):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | StandingsVerification]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: StandingsInput,
) -> Problem | StandingsVerification | None:
    """Verify signed standings

     Are they and every game result they name signed by this service's key, is every result the
    one named, and is the ranking the one those results and the byes give under the declared
    point system and tie-breaks? `valid: false` names the first check that fails.

    Args:
        body (StandingsInput):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | StandingsVerification
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
