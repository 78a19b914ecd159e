from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.problem import Problem
from ...models.signed_standings import SignedStandings
from ...types import UNSET, Response, Unset


def _get_kwargs(
    tournament_id: str,
    *,
    after_round: int | Unset = UNSET,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["after_round"] = after_round

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/tournaments/{tournament_id}/standings".format(
            tournament_id=quote(str(tournament_id), safe=""),
        ),
        "params": params,
    }

    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Problem | SignedStandings:
    if response.status_code == 200:
        response_200 = SignedStandings.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = Problem.from_dict(response.json())

        return response_400

    if response.status_code == 404:
        response_404 = Problem.from_dict(response.json())

        return response_404

    if response.status_code == 409:
        response_409 = Problem.from_dict(response.json())

        return response_409

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
) -> Response[Problem | SignedStandings]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    tournament_id: str,
    *,
    client: AuthenticatedClient | Client,
    after_round: int | Unset = UNSET,
) -> Response[Problem | SignedStandings]:
    """Read the standings, signed

     After the last round ended (or `after_round`): rank, points and each tie-break with its
    value and inputs, every game result they rest on (id and signature) and the results
    themselves, which are still open to correction and whether all are final. Signed with the
    service's key (`GET /v1/keys`).

    Args:
        tournament_id (str):
        after_round (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | SignedStandings]
    """

    kwargs = _get_kwargs(
        tournament_id=tournament_id,
        after_round=after_round,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    tournament_id: str,
    *,
    client: AuthenticatedClient | Client,
    after_round: int | Unset = UNSET,
) -> Problem | SignedStandings | None:
    """Read the standings, signed

     After the last round ended (or `after_round`): rank, points and each tie-break with its
    value and inputs, every game result they rest on (id and signature) and the results
    themselves, which are still open to correction and whether all are final. Signed with the
    service's key (`GET /v1/keys`).

    Args:
        tournament_id (str):
        after_round (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | SignedStandings
    """

    return sync_detailed(
        tournament_id=tournament_id,
        client=client,
        after_round=after_round,
    ).parsed


async def asyncio_detailed(
    tournament_id: str,
    *,
    client: AuthenticatedClient | Client,
    after_round: int | Unset = UNSET,
) -> Response[Problem | SignedStandings]:
    """Read the standings, signed

     After the last round ended (or `after_round`): rank, points and each tie-break with its
    value and inputs, every game result they rest on (id and signature) and the results
    themselves, which are still open to correction and whether all are final. Signed with the
    service's key (`GET /v1/keys`).

    Args:
        tournament_id (str):
        after_round (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | SignedStandings]
    """

    kwargs = _get_kwargs(
        tournament_id=tournament_id,
        after_round=after_round,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    tournament_id: str,
    *,
    client: AuthenticatedClient | Client,
    after_round: int | Unset = UNSET,
) -> Problem | SignedStandings | None:
    """Read the standings, signed

     After the last round ended (or `after_round`): rank, points and each tie-break with its
    value and inputs, every game result they rest on (id and signature) and the results
    themselves, which are still open to correction and whether all are final. Signed with the
    service's key (`GET /v1/keys`).

    Args:
        tournament_id (str):
        after_round (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | SignedStandings
    """

    return (
        await asyncio_detailed(
            tournament_id=tournament_id,
            client=client,
            after_round=after_round,
        )
    ).parsed
