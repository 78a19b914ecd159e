from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.compact_record import CompactRecord
from ...models.get_record_format import GetRecordFormat
from ...models.problem import Problem
from ...models.record import Record
from ...types import UNSET, Response, Unset


def _get_kwargs(
    game_id: str,
    *,
    format_: GetRecordFormat | Unset = GetRecordFormat.FULL,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    json_format_: str | Unset = UNSET
    if not isinstance(format_, Unset):
        json_format_ = format_.value

    params["format"] = json_format_

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/games/{game_id}/record".format(
            game_id=quote(str(game_id), safe=""),
        ),
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> CompactRecord | Record | Problem:
    if response.status_code == 200:

        def _parse_response_200(data: object) -> CompactRecord | Record:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                response_200_type_0 = Record.from_dict(data)

                return response_200_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            response_200_type_1 = CompactRecord.from_dict(data)

            return response_200_type_1

        response_200 = _parse_response_200(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = Problem.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = Problem.from_dict(response.json())

        return response_401

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
) -> Response[CompactRecord | Record | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    game_id: str,
    *,
    client: AuthenticatedClient,
    format_: GetRecordFormat | Unset = GetRecordFormat.FULL,
) -> Response[CompactRecord | Record | Problem]:
    """Read a game's record

     While the game is on: what the caller may see, as late as the spectator delay says (no
    seed). Once it has ended, for anyone: everything, with the seed (G2), every move with its
    seat and time, every event with its hidden parts, the result and the webhook's deliveries.
    With `format=compact`, once the game has ended: the seed or deals, every move with its
    seat and time, and the signed result, without the events (a replay gives them back:
    `POST /v1/records/verify` takes this record too).

    Args:
        game_id (str):
        format_ (GetRecordFormat | Unset):  Default: GetRecordFormat.FULL.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CompactRecord | Record | Problem]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        format_=format_,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    game_id: str,
    *,
    client: AuthenticatedClient,
    format_: GetRecordFormat | Unset = GetRecordFormat.FULL,
) -> CompactRecord | Record | Problem | None:
    """Read a game's record

     While the game is on: what the caller may see, as late as the spectator delay says (no
    seed). Once it has ended, for anyone: everything, with the seed (G2), every move with its
    seat and time, every event with its hidden parts, the result and the webhook's deliveries.
    With `format=compact`, once the game has ended: the seed or deals, every move with its
    seat and time, and the signed result, without the events (a replay gives them back:
    `POST /v1/records/verify` takes this record too).

    Args:
        game_id (str):
        format_ (GetRecordFormat | Unset):  Default: GetRecordFormat.FULL.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CompactRecord | Record | Problem
    """

    return sync_detailed(
        game_id=game_id,
        client=client,
        format_=format_,
    ).parsed


async def asyncio_detailed(
    game_id: str,
    *,
    client: AuthenticatedClient,
    format_: GetRecordFormat | Unset = GetRecordFormat.FULL,
) -> Response[CompactRecord | Record | Problem]:
    """Read a game's record

     While the game is on: what the caller may see, as late as the spectator delay says (no
    seed). Once it has ended, for anyone: everything, with the seed (G2), every move with its
    seat and time, every event with its hidden parts, the result and the webhook's deliveries.
    With `format=compact`, once the game has ended: the seed or deals, every move with its
    seat and time, and the signed result, without the events (a replay gives them back:
    `POST /v1/records/verify` takes this record too).

    Args:
        game_id (str):
        format_ (GetRecordFormat | Unset):  Default: GetRecordFormat.FULL.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CompactRecord | Record | Problem]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        format_=format_,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    game_id: str,
    *,
    client: AuthenticatedClient,
    format_: GetRecordFormat | Unset = GetRecordFormat.FULL,
) -> CompactRecord | Record | Problem | None:
    """Read a game's record

     While the game is on: what the caller may see, as late as the spectator delay says (no
    seed). Once it has ended, for anyone: everything, with the seed (G2), every move with its
    seat and time, every event with its hidden parts, the result and the webhook's deliveries.
    With `format=compact`, once the game has ended: the seed or deals, every move with its
    seat and time, and the signed result, without the events (a replay gives them back:
    `POST /v1/records/verify` takes this record too).

    Args:
        game_id (str):
        format_ (GetRecordFormat | Unset):  Default: GetRecordFormat.FULL.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CompactRecord | Record | Problem
    """

    return (
        await asyncio_detailed(
            game_id=game_id,
            client=client,
            format_=format_,
        )
    ).parsed
