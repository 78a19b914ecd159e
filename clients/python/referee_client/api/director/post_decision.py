from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.decision import Decision
from ...models.decision_reply import DecisionReply
from ...models.problem import Problem
from ...types import UNSET, Response, Unset


def _get_kwargs(
    game_id: str,
    *,
    body: Decision,
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
        "url": "/v1/games/{game_id}/decisions".format(
            game_id=quote(str(game_id), safe=""),
        ),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> DecisionReply | Problem:
    if response.status_code == 201:
        response_201 = DecisionReply.from_dict(response.json())

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
) -> Response[DecisionReply | Problem]:
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
    body: Decision,
    if_match: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
) -> Response[DecisionReply | Problem]:
    """Take a director's decision

     With the director's token (R200): `penalty`, `award`, `annul`, `forfeit`, `pause`,
    `resume`, `extend` or `correct`, and the `reason` everyone is shown. Committed like a move:
    a new version, a `decision` event, a newly signed result. 409 (R201) once the correction
    period of an ended game has closed; 422 with the rule when the decision does not apply
    (a correction that no longer replays names the first move that fails).

    Args:
        game_id (str):
        if_match (str | Unset):
        idempotency_key (str | Unset):
        body (Decision):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[DecisionReply | Problem]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        body=body,
        if_match=if_match,
        idempotency_key=idempotency_key,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    game_id: str,
    *,
    client: AuthenticatedClient,
    body: Decision,
    if_match: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
) -> DecisionReply | Problem | None:
    """Take a director's decision

     With the director's token (R200): `penalty`, `award`, `annul`, `forfeit`, `pause`,
    `resume`, `extend` or `correct`, and the `reason` everyone is shown. Committed like a move:
    a new version, a `decision` event, a newly signed result. 409 (R201) once the correction
    period of an ended game has closed; 422 with the rule when the decision does not apply
    (a correction that no longer replays names the first move that fails).

    Args:
        game_id (str):
        if_match (str | Unset):
        idempotency_key (str | Unset):
        body (Decision):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        DecisionReply | Problem
    """

    return sync_detailed(
        game_id=game_id,
        client=client,
        body=body,
        if_match=if_match,
        idempotency_key=idempotency_key,
    ).parsed


async def asyncio_detailed(
    game_id: str,
    *,
    client: AuthenticatedClient,
    body: Decision,
    if_match: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
) -> Response[DecisionReply | Problem]:
    """Take a director's decision

     With the director's token (R200): `penalty`, `award`, `annul`, `forfeit`, `pause`,
    `resume`, `extend` or `correct`, and the `reason` everyone is shown. Committed like a move:
    a new version, a `decision` event, a newly signed result. 409 (R201) once the correction
    period of an ended game has closed; 422 with the rule when the decision does not apply
    (a correction that no longer replays names the first move that fails).

    Args:
        game_id (str):
        if_match (str | Unset):
        idempotency_key (str | Unset):
        body (Decision):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[DecisionReply | Problem]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        body=body,
        if_match=if_match,
        idempotency_key=idempotency_key,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    game_id: str,
    *,
    client: AuthenticatedClient,
    body: Decision,
    if_match: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
) -> DecisionReply | Problem | None:
    """Take a director's decision

     With the director's token (R200): `penalty`, `award`, `annul`, `forfeit`, `pause`,
    `resume`, `extend` or `correct`, and the `reason` everyone is shown. Committed like a move:
    a new version, a `decision` event, a newly signed result. 409 (R201) once the correction
    period of an ended game has closed; 422 with the rule when the decision does not apply
    (a correction that no longer replays names the first move that fails).

    Args:
        game_id (str):
        if_match (str | Unset):
        idempotency_key (str | Unset):
        body (Decision):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        DecisionReply | Problem
    """

    return (
        await asyncio_detailed(
            game_id=game_id,
            client=client,
            body=body,
            if_match=if_match,
            idempotency_key=idempotency_key,
        )
    ).parsed
