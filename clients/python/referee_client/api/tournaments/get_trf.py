from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.problem import Problem
from ...types import UNSET, Response, Unset


def _get_kwargs(
    tournament_id: str,
    *,
    rounds: int | Unset = UNSET,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["rounds"] = rounds

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/tournaments/{tournament_id}/trf".format(
            tournament_id=quote(str(tournament_id), safe=""),
        ),
        "params": params,
    }

    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Any | Problem:
    if response.status_code == 200:
        response_200 = cast(Any, None)
        return response_200

    if response.status_code == 400:
        response_400 = Problem.from_dict(response.json())

        return response_400

    if response.status_code == 404:
        response_404 = Problem.from_dict(response.json())

        return response_404

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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Any | Problem]:
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
    rounds: int | Unset = UNSET,
) -> Response[Any | Problem]:
    """Export the FIDE TRF-16 file

     A two-seat tournament's players, the results of the rounds ended so far (bye codes `U`,
    `F`, `H`, `Z`; forfeits `+`, `-`) and the point system, as bbpPairings and JaVaFo read it
    to pair the next round (docs/tournaments.md "TRF"). 422 R240 for tables of more seats.

    Args:
        tournament_id (str):
        rounds (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | Problem]
    """

    kwargs = _get_kwargs(
        tournament_id=tournament_id,
        rounds=rounds,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    tournament_id: str,
    *,
    client: AuthenticatedClient | Client,
    rounds: int | Unset = UNSET,
) -> Any | Problem | None:
    """Export the FIDE TRF-16 file

     A two-seat tournament's players, the results of the rounds ended so far (bye codes `U`,
    `F`, `H`, `Z`; forfeits `+`, `-`) and the point system, as bbpPairings and JaVaFo read it
    to pair the next round (docs/tournaments.md "TRF"). 422 R240 for tables of more seats.

    Args:
        tournament_id (str):
        rounds (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | Problem
    """

    return sync_detailed(
        tournament_id=tournament_id,
        client=client,
        rounds=rounds,
    ).parsed


async def asyncio_detailed(
    tournament_id: str,
    *,
    client: AuthenticatedClient | Client,
    rounds: int | Unset = UNSET,
) -> Response[Any | Problem]:
    """Export the FIDE TRF-16 file

     A two-seat tournament's players, the results of the rounds ended so far (bye codes `U`,
    `F`, `H`, `Z`; forfeits `+`, `-`) and the point system, as bbpPairings and JaVaFo read it
    to pair the next round (docs/tournaments.md "TRF"). 422 R240 for tables of more seats.

    Args:
        tournament_id (str):
        rounds (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | Problem]
    """

    kwargs = _get_kwargs(
        tournament_id=tournament_id,
        rounds=rounds,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    tournament_id: str,
    *,
    client: AuthenticatedClient | Client,
    rounds: int | Unset = UNSET,
) -> Any | Problem | None:
    """Export the FIDE TRF-16 file

     A two-seat tournament's players, the results of the rounds ended so far (bye codes `U`,
    `F`, `H`, `Z`; forfeits `+`, `-`) and the point system, as bbpPairings and JaVaFo read it
    to pair the next round (docs/tournaments.md "TRF"). 422 R240 for tables of more seats.

    Args:
        tournament_id (str):
        rounds (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | Problem
    """

    return (
        await asyncio_detailed(
            tournament_id=tournament_id,
            client=client,
            rounds=rounds,
        )
    ).parsed
