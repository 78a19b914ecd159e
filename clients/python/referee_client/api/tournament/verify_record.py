from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.problem import Problem
from ...models.record_input import RecordInput
from ...models.verification import Verification
from ...types import Response


def _get_kwargs(
    *,
    body: RecordInput,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/records/verify",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Problem | Verification:
    if response.status_code == 200:
        response_200 = Verification.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = Problem.from_dict(response.json())

        return response_400

    if response.status_code == 413:
        response_413 = Problem.from_dict(response.json())

        return response_413

    if response.status_code == 429:
        response_429 = Problem.from_dict(response.json())

        return response_429

    response_default = Problem.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Problem | Verification]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: RecordInput,
) -> Response[Problem | Verification]:
    """Verify a game record independently

     Replays the record in the rules engines from its revealed seed (or explicit deals): is the
    seed the one committed to, is every move legal, is every event the one the rules produce,
    does the stated result hold? A compact record's events are the replay's: they must hash to
    its signed result's `log_sha256`, and a signature by this service's key must hold.
    `valid: false` names the first discrepancy. Nothing is stored.

    Args:
        body (RecordInput):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | Verification]
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
    body: RecordInput,
) -> Problem | Verification | None:
    """Verify a game record independently

     Replays the record in the rules engines from its revealed seed (or explicit deals): is the
    seed the one committed to, is every move legal, is every event the one the rules produce,
    does the stated result hold? A compact record's events are the replay's: they must hash to
    its signed result's `log_sha256`, and a signature by this service's key must hold.
    `valid: false` names the first discrepancy. Nothing is stored.

    Args:
        body (RecordInput):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | Verification
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: RecordInput,
) -> Response[Problem | Verification]:
    """Verify a game record independently

     Replays the record in the rules engines from its revealed seed (or explicit deals): is the
    seed the one committed to, is every move legal, is every event the one the rules produce,
    does the stated result hold? A compact record's events are the replay's: they must hash to
    its signed result's `log_sha256`, and a signature by this service's key must hold.
    `valid: false` names the first discrepancy. Nothing is stored.

    Args:
        body (RecordInput):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | Verification]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: RecordInput,
) -> Problem | Verification | None:
    """Verify a game record independently

     Replays the record in the rules engines from its revealed seed (or explicit deals): is the
    seed the one committed to, is every move legal, is every event the one the rules produce,
    does the stated result hold? A compact record's events are the replay's: they must hash to
    its signed result's `log_sha256`, and a signature by this service's key must hold.
    `valid: false` names the first discrepancy. Nothing is stored.

    Args:
        body (RecordInput):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | Verification
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
