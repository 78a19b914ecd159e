from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.problem import Problem
from ...models.round_ import Round
from ...models.round_created import RoundCreated
from ...types import UNSET, Response, Unset


def _get_kwargs(
    tournament_id: str,
    *,
    body: Round,
    if_match: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(if_match, Unset):
        headers["If-Match"] = if_match

    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/tournaments/{tournament_id}/rounds".format(
            tournament_id=quote(str(tournament_id), safe=""),
        ),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Problem | RoundCreated:
    if response.status_code == 201:
        response_201 = RoundCreated.from_dict(response.json())

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

    if response.status_code == 409:
        response_409 = Problem.from_dict(response.json())

        return response_409

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


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Problem | RoundCreated]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    tournament_id: str,
    *,
    client: AuthenticatedClient,
    body: Round,
    if_match: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
) -> Response[Problem | RoundCreated]:
    """Create a round from any pairing

     The director's token. Tables of player ids in seat order, and byes (`full`, `half`,
    `zero`); every game created at once, or none: 422 with the rule for an unknown or repeated
    id (R231), a withdrawn player (R232), a player of a round not ended (R230), a table the
    variant does not take (`field: tables.N`).

    Args:
        tournament_id (str):
        if_match (str | Unset):
        idempotency_key (str | Unset):
        body (Round):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | RoundCreated]
    """

    kwargs = _get_kwargs(
        tournament_id=tournament_id,
        body=body,
        if_match=if_match,
        idempotency_key=idempotency_key,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    tournament_id: str,
    *,
    client: AuthenticatedClient,
    body: Round,
    if_match: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
) -> Problem | RoundCreated | None:
    """Create a round from any pairing

     The director's token. Tables of player ids in seat order, and byes (`full`, `half`,
    `zero`); every game created at once, or none: 422 with the rule for an unknown or repeated
    id (R231), a withdrawn player (R232), a player of a round not ended (R230), a table the
    variant does not take (`field: tables.N`).

    Args:
        tournament_id (str):
        if_match (str | Unset):
        idempotency_key (str | Unset):
        body (Round):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | RoundCreated
    """

    return sync_detailed(
        tournament_id=tournament_id,
        client=client,
        body=body,
        if_match=if_match,
        idempotency_key=idempotency_key,
    ).parsed


async def asyncio_detailed(
    tournament_id: str,
    *,
    client: AuthenticatedClient,
    body: Round,
    if_match: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
) -> Response[Problem | RoundCreated]:
    """Create a round from any pairing

     The director's token. Tables of player ids in seat order, and byes (`full`, `half`,
    `zero`); every game created at once, or none: 422 with the rule for an unknown or repeated
    id (R231), a withdrawn player (R232), a player of a round not ended (R230), a table the
    variant does not take (`field: tables.N`).

    Args:
        tournament_id (str):
        if_match (str | Unset):
        idempotency_key (str | Unset):
        body (Round):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | RoundCreated]
    """

    kwargs = _get_kwargs(
        tournament_id=tournament_id,
        body=body,
        if_match=if_match,
        idempotency_key=idempotency_key,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    tournament_id: str,
    *,
    client: AuthenticatedClient,
    body: Round,
    if_match: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
) -> Problem | RoundCreated | None:
    """Create a round from any pairing

     The director's token. Tables of player ids in seat order, and byes (`full`, `half`,
    `zero`); every game created at once, or none: 422 with the rule for an unknown or repeated
    id (R231), a withdrawn player (R232), a player of a round not ended (R230), a table the
    variant does not take (`field: tables.N`).

    Args:
        tournament_id (str):
        if_match (str | Unset):
        idempotency_key (str | Unset):
        body (Round):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | RoundCreated
    """

    return (
        await asyncio_detailed(
            tournament_id=tournament_id,
            client=client,
            body=body,
            if_match=if_match,
            idempotency_key=idempotency_key,
        )
    ).parsed
