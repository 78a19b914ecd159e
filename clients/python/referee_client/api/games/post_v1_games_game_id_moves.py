from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.answer_move import AnswerMove
from ...models.attack_move import AttackMove
from ...models.capture_move import CaptureMove
from ...models.choose_style_move import ChooseStyleMove
from ...models.decline_move import DeclineMove
from ...models.drop_move import DropMove
from ...models.exchange_move import ExchangeMove
from ...models.interrupt_move import InterruptMove
from ...models.lay_move import LayMove
from ...models.move_reply import MoveReply
from ...models.pass_move import PassMove
from ...models.problem import Problem
from ...models.resign_move import ResignMove
from ...models.reveal_move import RevealMove
from ...models.stake_move import StakeMove
from ...models.swap_move import SwapMove
from ...models.undo_move import UndoMove
from ...types import UNSET, Response, Unset


def _get_kwargs(
    game_id: str,
    *,
    body: AnswerMove
    | AttackMove
    | CaptureMove
    | ChooseStyleMove
    | DeclineMove
    | DropMove
    | ExchangeMove
    | InterruptMove
    | LayMove
    | PassMove
    | ResignMove
    | RevealMove
    | StakeMove
    | SwapMove
    | UndoMove,
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
        "url": "/v1/games/{game_id}/moves".format(
            game_id=quote(str(game_id), safe=""),
        ),
    }

    if isinstance(body, StakeMove):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, ChooseStyleMove):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, ExchangeMove):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, DeclineMove):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, AttackMove):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, AnswerMove):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, SwapMove):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, PassMove):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, CaptureMove):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, DropMove):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, InterruptMove):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, ResignMove):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, RevealMove):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, LayMove):
        _kwargs["json"] = body.to_dict()
    else:
        _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> MoveReply | Problem | None:
    if response.status_code == 200:
        response_200 = MoveReply.from_dict(response.json())

        return response_200

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

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[MoveReply | Problem]:
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
    body: AnswerMove
    | AttackMove
    | CaptureMove
    | ChooseStyleMove
    | DeclineMove
    | DropMove
    | ExchangeMove
    | InterruptMove
    | LayMove
    | PassMove
    | ResignMove
    | RevealMove
    | StakeMove
    | SwapMove
    | UndoMove,
    if_match: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
) -> Response[MoveReply | Problem]:
    """Submit a move

     The reply carries the new version, the events the move caused (as the caller may see them)
    and the caller's new view. An illegal move changes nothing and is answered 422 with the rule
    it breaks (G4). In a scorekeeper game the table token reports each move with the `seat` it
    is for (R80), and `{"type": "undo"}` takes back the last move standing (R83).

    Args:
        game_id (str):
        if_match (str | Unset):
        idempotency_key (str | Unset):
        body (AnswerMove | AttackMove | CaptureMove | ChooseStyleMove | DeclineMove | DropMove |
            ExchangeMove | InterruptMove | LayMove | PassMove | ResignMove | RevealMove | StakeMove |
            SwapMove | UndoMove):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[MoveReply | Problem]
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
    body: AnswerMove
    | AttackMove
    | CaptureMove
    | ChooseStyleMove
    | DeclineMove
    | DropMove
    | ExchangeMove
    | InterruptMove
    | LayMove
    | PassMove
    | ResignMove
    | RevealMove
    | StakeMove
    | SwapMove
    | UndoMove,
    if_match: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
) -> MoveReply | Problem | None:
    """Submit a move

     The reply carries the new version, the events the move caused (as the caller may see them)
    and the caller's new view. An illegal move changes nothing and is answered 422 with the rule
    it breaks (G4). In a scorekeeper game the table token reports each move with the `seat` it
    is for (R80), and `{"type": "undo"}` takes back the last move standing (R83).

    Args:
        game_id (str):
        if_match (str | Unset):
        idempotency_key (str | Unset):
        body (AnswerMove | AttackMove | CaptureMove | ChooseStyleMove | DeclineMove | DropMove |
            ExchangeMove | InterruptMove | LayMove | PassMove | ResignMove | RevealMove | StakeMove |
            SwapMove | UndoMove):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        MoveReply | Problem
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
    body: AnswerMove
    | AttackMove
    | CaptureMove
    | ChooseStyleMove
    | DeclineMove
    | DropMove
    | ExchangeMove
    | InterruptMove
    | LayMove
    | PassMove
    | ResignMove
    | RevealMove
    | StakeMove
    | SwapMove
    | UndoMove,
    if_match: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
) -> Response[MoveReply | Problem]:
    """Submit a move

     The reply carries the new version, the events the move caused (as the caller may see them)
    and the caller's new view. An illegal move changes nothing and is answered 422 with the rule
    it breaks (G4). In a scorekeeper game the table token reports each move with the `seat` it
    is for (R80), and `{"type": "undo"}` takes back the last move standing (R83).

    Args:
        game_id (str):
        if_match (str | Unset):
        idempotency_key (str | Unset):
        body (AnswerMove | AttackMove | CaptureMove | ChooseStyleMove | DeclineMove | DropMove |
            ExchangeMove | InterruptMove | LayMove | PassMove | ResignMove | RevealMove | StakeMove |
            SwapMove | UndoMove):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[MoveReply | Problem]
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
    body: AnswerMove
    | AttackMove
    | CaptureMove
    | ChooseStyleMove
    | DeclineMove
    | DropMove
    | ExchangeMove
    | InterruptMove
    | LayMove
    | PassMove
    | ResignMove
    | RevealMove
    | StakeMove
    | SwapMove
    | UndoMove,
    if_match: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
) -> MoveReply | Problem | None:
    """Submit a move

     The reply carries the new version, the events the move caused (as the caller may see them)
    and the caller's new view. An illegal move changes nothing and is answered 422 with the rule
    it breaks (G4). In a scorekeeper game the table token reports each move with the `seat` it
    is for (R80), and `{"type": "undo"}` takes back the last move standing (R83).

    Args:
        game_id (str):
        if_match (str | Unset):
        idempotency_key (str | Unset):
        body (AnswerMove | AttackMove | CaptureMove | ChooseStyleMove | DeclineMove | DropMove |
            ExchangeMove | InterruptMove | LayMove | PassMove | ResignMove | RevealMove | StakeMove |
            SwapMove | UndoMove):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        MoveReply | Problem
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
