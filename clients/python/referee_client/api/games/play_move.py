from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.emotrions_choose_style_move import EmotrionsChooseStyleMove
from ...models.emotrions_decline_move import EmotrionsDeclineMove
from ...models.emotrions_exchange_move import EmotrionsExchangeMove
from ...models.emotrions_move_reply import EmotrionsMoveReply
from ...models.emotrions_resign_move import EmotrionsResignMove
from ...models.emotrions_reveal_move import EmotrionsRevealMove
from ...models.emotrions_stake_move import EmotrionsStakeMove
from ...models.emotrions_undo_move import EmotrionsUndoMove
from ...models.four_aces_capture_move import FourAcesCaptureMove
from ...models.four_aces_decline_move import FourAcesDeclineMove
from ...models.four_aces_drop_move import FourAcesDropMove
from ...models.four_aces_interrupt_move import FourAcesInterruptMove
from ...models.four_aces_lay_move import FourAcesLayMove
from ...models.four_aces_move_reply import FourAcesMoveReply
from ...models.four_aces_pass_move import FourAcesPassMove
from ...models.four_aces_resign_move import FourAcesResignMove
from ...models.four_aces_swap_move import FourAcesSwapMove
from ...models.four_aces_undo_move import FourAcesUndoMove
from ...models.pareo_answer_move import PareoAnswerMove
from ...models.pareo_attack_move import PareoAttackMove
from ...models.pareo_decline_move import PareoDeclineMove
from ...models.pareo_move_reply import PareoMoveReply
from ...models.pareo_resign_move import PareoResignMove
from ...models.pareo_reveal_move import PareoRevealMove
from ...models.pareo_undo_move import PareoUndoMove
from ...models.problem import Problem
from ...types import UNSET, Response, Unset


def _get_kwargs(
    game_id: str,
    *,
    body: EmotrionsChooseStyleMove
    | EmotrionsDeclineMove
    | EmotrionsExchangeMove
    | EmotrionsResignMove
    | EmotrionsRevealMove
    | EmotrionsStakeMove
    | EmotrionsUndoMove
    | FourAcesCaptureMove
    | FourAcesDeclineMove
    | FourAcesDropMove
    | FourAcesInterruptMove
    | FourAcesLayMove
    | FourAcesPassMove
    | FourAcesResignMove
    | FourAcesSwapMove
    | FourAcesUndoMove
    | PareoAnswerMove
    | PareoAttackMove
    | PareoDeclineMove
    | PareoResignMove
    | PareoRevealMove
    | PareoUndoMove,
    if_match: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
    prefer: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(if_match, Unset):
        headers["If-Match"] = if_match

    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    if not isinstance(prefer, Unset):
        headers["Prefer"] = prefer

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/games/{game_id}/moves".format(
            game_id=quote(str(game_id), safe=""),
        ),
    }

    if isinstance(body, EmotrionsStakeMove):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, EmotrionsChooseStyleMove):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, EmotrionsExchangeMove):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, EmotrionsDeclineMove):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, EmotrionsRevealMove):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, EmotrionsResignMove):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, EmotrionsUndoMove):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, FourAcesSwapMove):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, FourAcesPassMove):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, FourAcesCaptureMove):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, FourAcesDropMove):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, FourAcesInterruptMove):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, FourAcesDeclineMove):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, FourAcesLayMove):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, FourAcesResignMove):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, FourAcesUndoMove):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, PareoAttackMove):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, PareoAnswerMove):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, PareoDeclineMove):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, PareoRevealMove):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, PareoResignMove):
        _kwargs["json"] = body.to_dict()
    else:
        _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> EmotrionsMoveReply | FourAcesMoveReply | PareoMoveReply | Problem:
    if response.status_code == 200:

        def _parse_response_200(data: object) -> EmotrionsMoveReply | FourAcesMoveReply | PareoMoveReply:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_move_reply_type_0 = EmotrionsMoveReply.from_dict(data)

                return componentsschemas_move_reply_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_move_reply_type_1 = FourAcesMoveReply.from_dict(data)

                return componentsschemas_move_reply_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_move_reply_type_2 = PareoMoveReply.from_dict(data)

            return componentsschemas_move_reply_type_2

        response_200 = _parse_response_200(response.json())

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

    response_default = Problem.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[EmotrionsMoveReply | FourAcesMoveReply | PareoMoveReply | Problem]:
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
    body: EmotrionsChooseStyleMove
    | EmotrionsDeclineMove
    | EmotrionsExchangeMove
    | EmotrionsResignMove
    | EmotrionsRevealMove
    | EmotrionsStakeMove
    | EmotrionsUndoMove
    | FourAcesCaptureMove
    | FourAcesDeclineMove
    | FourAcesDropMove
    | FourAcesInterruptMove
    | FourAcesLayMove
    | FourAcesPassMove
    | FourAcesResignMove
    | FourAcesSwapMove
    | FourAcesUndoMove
    | PareoAnswerMove
    | PareoAttackMove
    | PareoDeclineMove
    | PareoResignMove
    | PareoRevealMove
    | PareoUndoMove,
    if_match: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
    prefer: str | Unset = UNSET,
) -> Response[EmotrionsMoveReply | FourAcesMoveReply | PareoMoveReply | Problem]:
    """Submit a move

     The reply carries the new version, the events the move caused (as the caller may see them)
    and the caller's new view. An illegal move changes nothing and is answered 422 with the rule
    it breaks (G4). In a scorekeeper game the table token reports each move with the `seat` it
    is for (R80), and `{"type": "undo"}` takes back the last move standing (R83). A move that
    hands the turn to a bot is refused 429, changing nothing, when the CPU budget of bot and
    hint work of the token or the client address is spent, or would be by the bot work it
    queues with what is queued already (R287, docs/api.md). The reply comes once
    the move is committed: the bots' moves that follow come through the event stream and the
    next read, or in this reply with `Prefer: wait=N` (those made within N seconds).

    Args:
        game_id (str):
        if_match (str | Unset):
        idempotency_key (str | Unset):
        prefer (str | Unset):
        body (EmotrionsChooseStyleMove | EmotrionsDeclineMove | EmotrionsExchangeMove |
            EmotrionsResignMove | EmotrionsRevealMove | EmotrionsStakeMove | EmotrionsUndoMove |
            FourAcesCaptureMove | FourAcesDeclineMove | FourAcesDropMove | FourAcesInterruptMove |
            FourAcesLayMove | FourAcesPassMove | FourAcesResignMove | FourAcesSwapMove |
            FourAcesUndoMove | PareoAnswerMove | PareoAttackMove | PareoDeclineMove | PareoResignMove
            | PareoRevealMove | PareoUndoMove):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[EmotrionsMoveReply | FourAcesMoveReply | PareoMoveReply | Problem]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        body=body,
        if_match=if_match,
        idempotency_key=idempotency_key,
        prefer=prefer,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    game_id: str,
    *,
    client: AuthenticatedClient,
    body: EmotrionsChooseStyleMove
    | EmotrionsDeclineMove
    | EmotrionsExchangeMove
    | EmotrionsResignMove
    | EmotrionsRevealMove
    | EmotrionsStakeMove
    | EmotrionsUndoMove
    | FourAcesCaptureMove
    | FourAcesDeclineMove
    | FourAcesDropMove
    | FourAcesInterruptMove
    | FourAcesLayMove
    | FourAcesPassMove
    | FourAcesResignMove
    | FourAcesSwapMove
    | FourAcesUndoMove
    | PareoAnswerMove
    | PareoAttackMove
    | PareoDeclineMove
    | PareoResignMove
    | PareoRevealMove
    | PareoUndoMove,
    if_match: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
    prefer: str | Unset = UNSET,
) -> EmotrionsMoveReply | FourAcesMoveReply | PareoMoveReply | Problem | None:
    """Submit a move

     The reply carries the new version, the events the move caused (as the caller may see them)
    and the caller's new view. An illegal move changes nothing and is answered 422 with the rule
    it breaks (G4). In a scorekeeper game the table token reports each move with the `seat` it
    is for (R80), and `{"type": "undo"}` takes back the last move standing (R83). A move that
    hands the turn to a bot is refused 429, changing nothing, when the CPU budget of bot and
    hint work of the token or the client address is spent, or would be by the bot work it
    queues with what is queued already (R287, docs/api.md). The reply comes once
    the move is committed: the bots' moves that follow come through the event stream and the
    next read, or in this reply with `Prefer: wait=N` (those made within N seconds).

    Args:
        game_id (str):
        if_match (str | Unset):
        idempotency_key (str | Unset):
        prefer (str | Unset):
        body (EmotrionsChooseStyleMove | EmotrionsDeclineMove | EmotrionsExchangeMove |
            EmotrionsResignMove | EmotrionsRevealMove | EmotrionsStakeMove | EmotrionsUndoMove |
            FourAcesCaptureMove | FourAcesDeclineMove | FourAcesDropMove | FourAcesInterruptMove |
            FourAcesLayMove | FourAcesPassMove | FourAcesResignMove | FourAcesSwapMove |
            FourAcesUndoMove | PareoAnswerMove | PareoAttackMove | PareoDeclineMove | PareoResignMove
            | PareoRevealMove | PareoUndoMove):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        EmotrionsMoveReply | FourAcesMoveReply | PareoMoveReply | Problem
    """

    return sync_detailed(
        game_id=game_id,
        client=client,
        body=body,
        if_match=if_match,
        idempotency_key=idempotency_key,
        prefer=prefer,
    ).parsed


async def asyncio_detailed(
    game_id: str,
    *,
    client: AuthenticatedClient,
    body: EmotrionsChooseStyleMove
    | EmotrionsDeclineMove
    | EmotrionsExchangeMove
    | EmotrionsResignMove
    | EmotrionsRevealMove
    | EmotrionsStakeMove
    | EmotrionsUndoMove
    | FourAcesCaptureMove
    | FourAcesDeclineMove
    | FourAcesDropMove
    | FourAcesInterruptMove
    | FourAcesLayMove
    | FourAcesPassMove
    | FourAcesResignMove
    | FourAcesSwapMove
    | FourAcesUndoMove
    | PareoAnswerMove
    | PareoAttackMove
    | PareoDeclineMove
    | PareoResignMove
    | PareoRevealMove
    | PareoUndoMove,
    if_match: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
    prefer: str | Unset = UNSET,
) -> Response[EmotrionsMoveReply | FourAcesMoveReply | PareoMoveReply | Problem]:
    """Submit a move

     The reply carries the new version, the events the move caused (as the caller may see them)
    and the caller's new view. An illegal move changes nothing and is answered 422 with the rule
    it breaks (G4). In a scorekeeper game the table token reports each move with the `seat` it
    is for (R80), and `{"type": "undo"}` takes back the last move standing (R83). A move that
    hands the turn to a bot is refused 429, changing nothing, when the CPU budget of bot and
    hint work of the token or the client address is spent, or would be by the bot work it
    queues with what is queued already (R287, docs/api.md). The reply comes once
    the move is committed: the bots' moves that follow come through the event stream and the
    next read, or in this reply with `Prefer: wait=N` (those made within N seconds).

    Args:
        game_id (str):
        if_match (str | Unset):
        idempotency_key (str | Unset):
        prefer (str | Unset):
        body (EmotrionsChooseStyleMove | EmotrionsDeclineMove | EmotrionsExchangeMove |
            EmotrionsResignMove | EmotrionsRevealMove | EmotrionsStakeMove | EmotrionsUndoMove |
            FourAcesCaptureMove | FourAcesDeclineMove | FourAcesDropMove | FourAcesInterruptMove |
            FourAcesLayMove | FourAcesPassMove | FourAcesResignMove | FourAcesSwapMove |
            FourAcesUndoMove | PareoAnswerMove | PareoAttackMove | PareoDeclineMove | PareoResignMove
            | PareoRevealMove | PareoUndoMove):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[EmotrionsMoveReply | FourAcesMoveReply | PareoMoveReply | Problem]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        body=body,
        if_match=if_match,
        idempotency_key=idempotency_key,
        prefer=prefer,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    game_id: str,
    *,
    client: AuthenticatedClient,
    body: EmotrionsChooseStyleMove
    | EmotrionsDeclineMove
    | EmotrionsExchangeMove
    | EmotrionsResignMove
    | EmotrionsRevealMove
    | EmotrionsStakeMove
    | EmotrionsUndoMove
    | FourAcesCaptureMove
    | FourAcesDeclineMove
    | FourAcesDropMove
    | FourAcesInterruptMove
    | FourAcesLayMove
    | FourAcesPassMove
    | FourAcesResignMove
    | FourAcesSwapMove
    | FourAcesUndoMove
    | PareoAnswerMove
    | PareoAttackMove
    | PareoDeclineMove
    | PareoResignMove
    | PareoRevealMove
    | PareoUndoMove,
    if_match: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
    prefer: str | Unset = UNSET,
) -> EmotrionsMoveReply | FourAcesMoveReply | PareoMoveReply | Problem | None:
    """Submit a move

     The reply carries the new version, the events the move caused (as the caller may see them)
    and the caller's new view. An illegal move changes nothing and is answered 422 with the rule
    it breaks (G4). In a scorekeeper game the table token reports each move with the `seat` it
    is for (R80), and `{"type": "undo"}` takes back the last move standing (R83). A move that
    hands the turn to a bot is refused 429, changing nothing, when the CPU budget of bot and
    hint work of the token or the client address is spent, or would be by the bot work it
    queues with what is queued already (R287, docs/api.md). The reply comes once
    the move is committed: the bots' moves that follow come through the event stream and the
    next read, or in this reply with `Prefer: wait=N` (those made within N seconds).

    Args:
        game_id (str):
        if_match (str | Unset):
        idempotency_key (str | Unset):
        prefer (str | Unset):
        body (EmotrionsChooseStyleMove | EmotrionsDeclineMove | EmotrionsExchangeMove |
            EmotrionsResignMove | EmotrionsRevealMove | EmotrionsStakeMove | EmotrionsUndoMove |
            FourAcesCaptureMove | FourAcesDeclineMove | FourAcesDropMove | FourAcesInterruptMove |
            FourAcesLayMove | FourAcesPassMove | FourAcesResignMove | FourAcesSwapMove |
            FourAcesUndoMove | PareoAnswerMove | PareoAttackMove | PareoDeclineMove | PareoResignMove
            | PareoRevealMove | PareoUndoMove):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        EmotrionsMoveReply | FourAcesMoveReply | PareoMoveReply | Problem
    """

    return (
        await asyncio_detailed(
            game_id=game_id,
            client=client,
            body=body,
            if_match=if_match,
            idempotency_key=idempotency_key,
            prefer=prefer,
        )
    ).parsed
