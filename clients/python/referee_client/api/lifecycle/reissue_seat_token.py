from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.problem import Problem
from ...models.seat_token import SeatToken
from ...types import UNSET, Response, Unset


def _get_kwargs(
    game_id: str,
    seat: int,
    *,
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
        "url": "/v1/games/{game_id}/seats/{seat}/reissue".format(
            game_id=quote(str(game_id), safe=""),
            seat=quote(str(seat), safe=""),
        ),
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Problem | SeatToken:
    if response.status_code == 200:
        response_200 = SeatToken.from_dict(response.json())

        return response_200

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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Problem | SeatToken]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    game_id: str,
    seat: int,
    *,
    client: AuthenticatedClient,
    if_match: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
) -> Response[Problem | SeatToken]:
    """Reissue a seat's token (table token)

     The seat's old token stops working at once (401), and its open invitation, if any, is
    withdrawn (R93). A retry with the same `Idempotency-Key` gets the same token (R140).

    Args:
        game_id (str):
        seat (int):
        if_match (str | Unset):
        idempotency_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | SeatToken]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        seat=seat,
        if_match=if_match,
        idempotency_key=idempotency_key,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    game_id: str,
    seat: int,
    *,
    client: AuthenticatedClient,
    if_match: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
) -> Problem | SeatToken | None:
    """Reissue a seat's token (table token)

     The seat's old token stops working at once (401), and its open invitation, if any, is
    withdrawn (R93). A retry with the same `Idempotency-Key` gets the same token (R140).

    Args:
        game_id (str):
        seat (int):
        if_match (str | Unset):
        idempotency_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | SeatToken
    """

    return sync_detailed(
        game_id=game_id,
        seat=seat,
        client=client,
        if_match=if_match,
        idempotency_key=idempotency_key,
    ).parsed


async def asyncio_detailed(
    game_id: str,
    seat: int,
    *,
    client: AuthenticatedClient,
    if_match: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
) -> Response[Problem | SeatToken]:
    """Reissue a seat's token (table token)

     The seat's old token stops working at once (401), and its open invitation, if any, is
    withdrawn (R93). A retry with the same `Idempotency-Key` gets the same token (R140).

    Args:
        game_id (str):
        seat (int):
        if_match (str | Unset):
        idempotency_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | SeatToken]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        seat=seat,
        if_match=if_match,
        idempotency_key=idempotency_key,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    game_id: str,
    seat: int,
    *,
    client: AuthenticatedClient,
    if_match: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
) -> Problem | SeatToken | None:
    """Reissue a seat's token (table token)

     The seat's old token stops working at once (401), and its open invitation, if any, is
    withdrawn (R93). A retry with the same `Idempotency-Key` gets the same token (R140).

    Args:
        game_id (str):
        seat (int):
        if_match (str | Unset):
        idempotency_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | SeatToken
    """

    return (
        await asyncio_detailed(
            game_id=game_id,
            seat=seat,
            client=client,
            if_match=if_match,
            idempotency_key=idempotency_key,
        )
    ).parsed
