from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.created import Created
from ...models.emotrions_game import EmotrionsGame
from ...models.four_aces_game import FourAcesGame
from ...models.pareo_game import PareoGame
from ...models.problem import Problem
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: EmotrionsGame | FourAcesGame | PareoGame,
    idempotency_key: str | Unset = UNSET,
    prefer: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    if not isinstance(prefer, Unset):
        headers["Prefer"] = prefer

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/games",
    }

    if isinstance(body, EmotrionsGame):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, FourAcesGame):
        _kwargs["json"] = body.to_dict()
    else:
        _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Created | Problem:
    if response.status_code == 201:
        response_201 = Created.from_dict(response.json())

        return response_201

    if response.status_code == 400:
        response_400 = Problem.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = Problem.from_dict(response.json())

        return response_401

    if response.status_code == 409:
        response_409 = Problem.from_dict(response.json())

        return response_409

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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Created | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: EmotrionsGame | FourAcesGame | PareoGame,
    idempotency_key: str | Unset = UNSET,
    prefer: str | Unset = UNSET,
) -> Response[Created | Problem]:
    """Create a game

     Returns one secret token per seat and a `table_token`. Explicit deals (`deal` or `deals`)
    fix the cards (G5); a `seed` makes every shuffle reproducible; otherwise the server shuffles
    and publishes a commitment to its seed (G2). `"deal": "table"` makes a scorekeeper game,
    played with real cards: the table token reports every move (docs/rulings/tabletop.md).
    A game whose bot moves first is refused 429 when the creator's CPU budget of bot and hint
    work is spent, or would be by the bot work it queues with what is queued already (R287,
    docs/api.md). The reply comes at once, before any bot moves; with
    `Prefer: wait=N` it shows the game after the bots' moves made within N seconds.

    Args:
        idempotency_key (str | Unset):
        prefer (str | Unset):
        body (EmotrionsGame | FourAcesGame | PareoGame):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Created | Problem]
    """

    kwargs = _get_kwargs(
        body=body,
        idempotency_key=idempotency_key,
        prefer=prefer,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient,
    body: EmotrionsGame | FourAcesGame | PareoGame,
    idempotency_key: str | Unset = UNSET,
    prefer: str | Unset = UNSET,
) -> Created | Problem | None:
    """Create a game

     Returns one secret token per seat and a `table_token`. Explicit deals (`deal` or `deals`)
    fix the cards (G5); a `seed` makes every shuffle reproducible; otherwise the server shuffles
    and publishes a commitment to its seed (G2). `"deal": "table"` makes a scorekeeper game,
    played with real cards: the table token reports every move (docs/rulings/tabletop.md).
    A game whose bot moves first is refused 429 when the creator's CPU budget of bot and hint
    work is spent, or would be by the bot work it queues with what is queued already (R287,
    docs/api.md). The reply comes at once, before any bot moves; with
    `Prefer: wait=N` it shows the game after the bots' moves made within N seconds.

    Args:
        idempotency_key (str | Unset):
        prefer (str | Unset):
        body (EmotrionsGame | FourAcesGame | PareoGame):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Created | Problem
    """

    return sync_detailed(
        client=client,
        body=body,
        idempotency_key=idempotency_key,
        prefer=prefer,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: EmotrionsGame | FourAcesGame | PareoGame,
    idempotency_key: str | Unset = UNSET,
    prefer: str | Unset = UNSET,
) -> Response[Created | Problem]:
    """Create a game

     Returns one secret token per seat and a `table_token`. Explicit deals (`deal` or `deals`)
    fix the cards (G5); a `seed` makes every shuffle reproducible; otherwise the server shuffles
    and publishes a commitment to its seed (G2). `"deal": "table"` makes a scorekeeper game,
    played with real cards: the table token reports every move (docs/rulings/tabletop.md).
    A game whose bot moves first is refused 429 when the creator's CPU budget of bot and hint
    work is spent, or would be by the bot work it queues with what is queued already (R287,
    docs/api.md). The reply comes at once, before any bot moves; with
    `Prefer: wait=N` it shows the game after the bots' moves made within N seconds.

    Args:
        idempotency_key (str | Unset):
        prefer (str | Unset):
        body (EmotrionsGame | FourAcesGame | PareoGame):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Created | Problem]
    """

    kwargs = _get_kwargs(
        body=body,
        idempotency_key=idempotency_key,
        prefer=prefer,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    body: EmotrionsGame | FourAcesGame | PareoGame,
    idempotency_key: str | Unset = UNSET,
    prefer: str | Unset = UNSET,
) -> Created | Problem | None:
    """Create a game

     Returns one secret token per seat and a `table_token`. Explicit deals (`deal` or `deals`)
    fix the cards (G5); a `seed` makes every shuffle reproducible; otherwise the server shuffles
    and publishes a commitment to its seed (G2). `"deal": "table"` makes a scorekeeper game,
    played with real cards: the table token reports every move (docs/rulings/tabletop.md).
    A game whose bot moves first is refused 429 when the creator's CPU budget of bot and hint
    work is spent, or would be by the bot work it queues with what is queued already (R287,
    docs/api.md). The reply comes at once, before any bot moves; with
    `Prefer: wait=N` it shows the game after the bots' moves made within N seconds.

    Args:
        idempotency_key (str | Unset):
        prefer (str | Unset):
        body (EmotrionsGame | FourAcesGame | PareoGame):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Created | Problem
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            idempotency_key=idempotency_key,
            prefer=prefer,
        )
    ).parsed
