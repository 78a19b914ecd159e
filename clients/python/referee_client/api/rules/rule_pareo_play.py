from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.pareo_play_request import PareoPlayRequest
from ...models.play_ruling import PlayRuling
from ...models.problem import Problem
from ...types import Response


def _get_kwargs(
    *,
    body: PareoPlayRequest,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/rules/pareo/play",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> PlayRuling | Problem:
    if response.status_code == 200:
        response_200 = PlayRuling.from_dict(response.json())

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
) -> Response[PlayRuling | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: PareoPlayRequest,
) -> Response[PlayRuling | Problem]:
    """Resolve an Emotrions Pareo play

     An attack and an answer (or a decline): what the answer is (P3), the advantaged side, the
    table's value V and who takes the cards (P4), as a game's `play_resolved` event says.

    Args:
        body (PareoPlayRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[PlayRuling | Problem]
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
    body: PareoPlayRequest,
) -> PlayRuling | Problem | None:
    """Resolve an Emotrions Pareo play

     An attack and an answer (or a decline): what the answer is (P3), the advantaged side, the
    table's value V and who takes the cards (P4), as a game's `play_resolved` event says.

    Args:
        body (PareoPlayRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        PlayRuling | Problem
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: PareoPlayRequest,
) -> Response[PlayRuling | Problem]:
    """Resolve an Emotrions Pareo play

     An attack and an answer (or a decline): what the answer is (P3), the advantaged side, the
    table's value V and who takes the cards (P4), as a game's `play_resolved` event says.

    Args:
        body (PareoPlayRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[PlayRuling | Problem]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: PareoPlayRequest,
) -> PlayRuling | Problem | None:
    """Resolve an Emotrions Pareo play

     An attack and an answer (or a decline): what the answer is (P3), the advantaged side, the
    table's value V and who takes the cards (P4), as a game's `play_resolved` event says.

    Args:
        body (PareoPlayRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        PlayRuling | Problem
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
