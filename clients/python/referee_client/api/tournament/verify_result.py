from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.problem import Problem
from ...models.result_input import ResultInput
from ...models.result_verification import ResultVerification
from ...types import Response


def _get_kwargs(
    *,
    body: ResultInput,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/results/verify",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Problem | ResultVerification:
    if response.status_code == 200:
        response_200 = ResultVerification.from_dict(response.json())

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

    if response.status_code == 503:
        response_503 = Problem.from_dict(response.json())

        return response_503

    response_default = Problem.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Problem | ResultVerification]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: ResultInput,
) -> Response[Problem | ResultVerification]:
    """Verify a signed result

     Is it signed by this service's key (`GET /v1/keys`), under that key's id? With `record`
    (full or compact) too: does the record replay (as `POST /v1/records/verify` checks it), is
    it of the same game, and do its events hash to the result's `log_sha256`? `valid: false`
    names the first check that fails. Nothing is stored.

    Args:
        body (ResultInput):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | ResultVerification]
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
    body: ResultInput,
) -> Problem | ResultVerification | None:
    """Verify a signed result

     Is it signed by this service's key (`GET /v1/keys`), under that key's id? With `record`
    (full or compact) too: does the record replay (as `POST /v1/records/verify` checks it), is
    it of the same game, and do its events hash to the result's `log_sha256`? `valid: false`
    names the first check that fails. Nothing is stored.

    Args:
        body (ResultInput):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | ResultVerification
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: ResultInput,
) -> Response[Problem | ResultVerification]:
    """Verify a signed result

     Is it signed by this service's key (`GET /v1/keys`), under that key's id? With `record`
    (full or compact) too: does the record replay (as `POST /v1/records/verify` checks it), is
    it of the same game, and do its events hash to the result's `log_sha256`? `valid: false`
    names the first check that fails. Nothing is stored.

    Args:
        body (ResultInput):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | ResultVerification]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: ResultInput,
) -> Problem | ResultVerification | None:
    """Verify a signed result

     Is it signed by this service's key (`GET /v1/keys`), under that key's id? With `record`
    (full or compact) too: does the record replay (as `POST /v1/records/verify` checks it), is
    it of the same game, and do its events hash to the result's `log_sha256`? `valid: false`
    names the first check that fails. Nothing is stored.

    Args:
        body (ResultInput):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | ResultVerification
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
