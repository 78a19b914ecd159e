from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.capture_ruling import CaptureRuling
from ...models.four_aces_capture_request import FourAcesCaptureRequest
from ...models.problem import Problem
from ...types import Response


def _get_kwargs(
    *,
    body: FourAcesCaptureRequest,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/rules/four-aces/capture",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> CaptureRuling | Problem:
    if response.status_code == 200:
        response_200 = CaptureRuling.from_dict(response.json())

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
) -> Response[CaptureRuling | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: FourAcesCaptureRequest,
) -> Response[CaptureRuling | Problem]:
    """Check a 4 Aces capture

     Whether the capture is legal (A6.1, or the rule it breaks: an illegal capture is a verdict,
    not an error), whether it is a Piuma (A6.2), whether an Interruption may follow it (A7.1),
    whether the card could be dropped instead, and optionally every capture it could make.

    Args:
        body (FourAcesCaptureRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CaptureRuling | Problem]
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
    body: FourAcesCaptureRequest,
) -> CaptureRuling | Problem | None:
    """Check a 4 Aces capture

     Whether the capture is legal (A6.1, or the rule it breaks: an illegal capture is a verdict,
    not an error), whether it is a Piuma (A6.2), whether an Interruption may follow it (A7.1),
    whether the card could be dropped instead, and optionally every capture it could make.

    Args:
        body (FourAcesCaptureRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CaptureRuling | Problem
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: FourAcesCaptureRequest,
) -> Response[CaptureRuling | Problem]:
    """Check a 4 Aces capture

     Whether the capture is legal (A6.1, or the rule it breaks: an illegal capture is a verdict,
    not an error), whether it is a Piuma (A6.2), whether an Interruption may follow it (A7.1),
    whether the card could be dropped instead, and optionally every capture it could make.

    Args:
        body (FourAcesCaptureRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CaptureRuling | Problem]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: FourAcesCaptureRequest,
) -> CaptureRuling | Problem | None:
    """Check a 4 Aces capture

     Whether the capture is legal (A6.1, or the rule it breaks: an illegal capture is a verdict,
    not an error), whether it is a Piuma (A6.2), whether an Interruption may follow it (A7.1),
    whether the card could be dropped instead, and optionally every capture it could make.

    Args:
        body (FourAcesCaptureRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CaptureRuling | Problem
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
