from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.problem import Problem
from ...models.tournament_events import TournamentEvents
from ...types import UNSET, Response, Unset


def _get_kwargs(
    tournament_id: str,
    *,
    after: int | Unset = 0,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["after"] = after

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/tournaments/{tournament_id}/events".format(
            tournament_id=quote(str(tournament_id), safe=""),
        ),
        "params": params,
    }

    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Problem | TournamentEvents:
    if response.status_code == 200:
        response_200 = TournamentEvents.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = Problem.from_dict(response.json())

        return response_400

    if response.status_code == 404:
        response_404 = Problem.from_dict(response.json())

        return response_404

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
) -> Response[Problem | TournamentEvents]:
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
    after: int | Unset = 0,
) -> Response[Problem | TournamentEvents]:
    """List or stream a tournament's events

     `tournament_created`, `round_created`, `player_withdrawn`, `board_adjusted`, and of its
    games `game_ended`, `result_amended` (a director's decision after the end), `result_final`
    (its correction period closed, R246) and `standings_changed` (a round ended, or a result
    amended), in order, each with its `seq`; `after` (or `Last-Event-ID`) resumes.

    Args:
        tournament_id (str):
        after (int | Unset):  Default: 0.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | TournamentEvents]
    """

    kwargs = _get_kwargs(
        tournament_id=tournament_id,
        after=after,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    tournament_id: str,
    *,
    client: AuthenticatedClient | Client,
    after: int | Unset = 0,
) -> Problem | TournamentEvents | None:
    """List or stream a tournament's events

     `tournament_created`, `round_created`, `player_withdrawn`, `board_adjusted`, and of its
    games `game_ended`, `result_amended` (a director's decision after the end), `result_final`
    (its correction period closed, R246) and `standings_changed` (a round ended, or a result
    amended), in order, each with its `seq`; `after` (or `Last-Event-ID`) resumes.

    Args:
        tournament_id (str):
        after (int | Unset):  Default: 0.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | TournamentEvents
    """

    return sync_detailed(
        tournament_id=tournament_id,
        client=client,
        after=after,
    ).parsed


async def asyncio_detailed(
    tournament_id: str,
    *,
    client: AuthenticatedClient | Client,
    after: int | Unset = 0,
) -> Response[Problem | TournamentEvents]:
    """List or stream a tournament's events

     `tournament_created`, `round_created`, `player_withdrawn`, `board_adjusted`, and of its
    games `game_ended`, `result_amended` (a director's decision after the end), `result_final`
    (its correction period closed, R246) and `standings_changed` (a round ended, or a result
    amended), in order, each with its `seq`; `after` (or `Last-Event-ID`) resumes.

    Args:
        tournament_id (str):
        after (int | Unset):  Default: 0.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | TournamentEvents]
    """

    kwargs = _get_kwargs(
        tournament_id=tournament_id,
        after=after,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    tournament_id: str,
    *,
    client: AuthenticatedClient | Client,
    after: int | Unset = 0,
) -> Problem | TournamentEvents | None:
    """List or stream a tournament's events

     `tournament_created`, `round_created`, `player_withdrawn`, `board_adjusted`, and of its
    games `game_ended`, `result_amended` (a director's decision after the end), `result_final`
    (its correction period closed, R246) and `standings_changed` (a round ended, or a result
    amended), in order, each with its `seq`; `after` (or `Last-Event-ID`) resumes.

    Args:
        tournament_id (str):
        after (int | Unset):  Default: 0.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | TournamentEvents
    """

    return (
        await asyncio_detailed(
            tournament_id=tournament_id,
            client=client,
            after=after,
        )
    ).parsed
