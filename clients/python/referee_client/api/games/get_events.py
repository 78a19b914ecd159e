from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.event_page import EventPage
from ...models.problem import Problem
from ...types import UNSET, Response, Unset


def _get_kwargs(
    game_id: str,
    *,
    after: int | Unset = 0,
    ticket: str | Unset = UNSET,
    last_event_id: int | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(last_event_id, Unset):
        headers["Last-Event-ID"] = str(last_event_id)

    params: dict[str, Any] = {}

    params["after"] = after

    params["ticket"] = ticket

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/games/{game_id}/events".format(
            game_id=quote(str(game_id), safe=""),
        ),
        "params": params,
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Any | EventPage | Problem:
    if response.status_code == 200:
        response_200 = EventPage.from_dict(response.json())

        return response_200

    if response.status_code == 204:
        response_204 = cast(Any, None)
        return response_204

    if response.status_code == 400:
        response_400 = Problem.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = Problem.from_dict(response.json())

        return response_401

    if response.status_code == 404:
        response_404 = Problem.from_dict(response.json())

        return response_404

    if response.status_code == 406:
        response_406 = Problem.from_dict(response.json())

        return response_406

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
) -> Response[Any | EventPage | Problem]:
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
    after: int | Unset = 0,
    ticket: str | Unset = UNSET,
    last_event_id: int | Unset = UNSET,
) -> Response[Any | EventPage | Problem]:
    """Read the event log, or stream it live

     Every event after `after`, as the caller may see it: nothing is left out, hidden parts are
    redacted (G3), so the `seq` numbers have no gaps. With `Accept: text/event-stream`, the
    same events as Server-Sent Events, then each new one as it happens (docs/streams.md).

    Args:
        game_id (str):
        after (int | Unset):  Default: 0.
        ticket (str | Unset):
        last_event_id (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | EventPage | Problem]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        after=after,
        ticket=ticket,
        last_event_id=last_event_id,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    game_id: str,
    *,
    client: AuthenticatedClient,
    after: int | Unset = 0,
    ticket: str | Unset = UNSET,
    last_event_id: int | Unset = UNSET,
) -> Any | EventPage | Problem | None:
    """Read the event log, or stream it live

     Every event after `after`, as the caller may see it: nothing is left out, hidden parts are
    redacted (G3), so the `seq` numbers have no gaps. With `Accept: text/event-stream`, the
    same events as Server-Sent Events, then each new one as it happens (docs/streams.md).

    Args:
        game_id (str):
        after (int | Unset):  Default: 0.
        ticket (str | Unset):
        last_event_id (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | EventPage | Problem
    """

    return sync_detailed(
        game_id=game_id,
        client=client,
        after=after,
        ticket=ticket,
        last_event_id=last_event_id,
    ).parsed


async def asyncio_detailed(
    game_id: str,
    *,
    client: AuthenticatedClient,
    after: int | Unset = 0,
    ticket: str | Unset = UNSET,
    last_event_id: int | Unset = UNSET,
) -> Response[Any | EventPage | Problem]:
    """Read the event log, or stream it live

     Every event after `after`, as the caller may see it: nothing is left out, hidden parts are
    redacted (G3), so the `seq` numbers have no gaps. With `Accept: text/event-stream`, the
    same events as Server-Sent Events, then each new one as it happens (docs/streams.md).

    Args:
        game_id (str):
        after (int | Unset):  Default: 0.
        ticket (str | Unset):
        last_event_id (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | EventPage | Problem]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        after=after,
        ticket=ticket,
        last_event_id=last_event_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    game_id: str,
    *,
    client: AuthenticatedClient,
    after: int | Unset = 0,
    ticket: str | Unset = UNSET,
    last_event_id: int | Unset = UNSET,
) -> Any | EventPage | Problem | None:
    """Read the event log, or stream it live

     Every event after `after`, as the caller may see it: nothing is left out, hidden parts are
    redacted (G3), so the `seq` numbers have no gaps. With `Accept: text/event-stream`, the
    same events as Server-Sent Events, then each new one as it happens (docs/streams.md).

    Args:
        game_id (str):
        after (int | Unset):  Default: 0.
        ticket (str | Unset):
        last_event_id (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | EventPage | Problem
    """

    return (
        await asyncio_detailed(
            game_id=game_id,
            client=client,
            after=after,
            ticket=ticket,
            last_event_id=last_event_id,
        )
    ).parsed
