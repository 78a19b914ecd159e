from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.answer_move import AnswerMove
    from ..models.attack_move import AttackMove
    from ..models.capture_move import CaptureMove
    from ..models.choose_style_move import ChooseStyleMove
    from ..models.decline_move import DeclineMove
    from ..models.drop_move import DropMove
    from ..models.exchange_move import ExchangeMove
    from ..models.interrupt_move import InterruptMove
    from ..models.lay_move import LayMove
    from ..models.pass_move import PassMove
    from ..models.resign_move import ResignMove
    from ..models.reveal_move import RevealMove
    from ..models.stake_move import StakeMove
    from ..models.swap_move import SwapMove
    from ..models.undo_move import UndoMove


T = TypeVar("T", bound="LegalMoves")


@_attrs_define
class LegalMoves:
    """
    Attributes:
        moves (list[AnswerMove | AttackMove | CaptureMove | ChooseStyleMove | DeclineMove | DropMove | ExchangeMove |
            InterruptMove | LayMove | PassMove | ResignMove | RevealMove | StakeMove | SwapMove | UndoMove]): ready-to-send
            move objects
        seat (int | None):
        total (int): how many legal moves in all
        truncated (bool): true when the listing stops at its cap
    """

    moves: list[
        AnswerMove
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
        | UndoMove
    ]
    seat: int | None
    total: int
    truncated: bool

    def to_dict(self) -> dict[str, Any]:
        from ..models.answer_move import AnswerMove  # noqa: PLC0415
        from ..models.attack_move import AttackMove  # noqa: PLC0415
        from ..models.capture_move import CaptureMove  # noqa: PLC0415
        from ..models.choose_style_move import ChooseStyleMove  # noqa: PLC0415
        from ..models.decline_move import DeclineMove  # noqa: PLC0415
        from ..models.drop_move import DropMove  # noqa: PLC0415
        from ..models.exchange_move import ExchangeMove  # noqa: PLC0415
        from ..models.interrupt_move import InterruptMove  # noqa: PLC0415
        from ..models.lay_move import LayMove  # noqa: PLC0415
        from ..models.pass_move import PassMove  # noqa: PLC0415
        from ..models.resign_move import ResignMove  # noqa: PLC0415
        from ..models.reveal_move import RevealMove  # noqa: PLC0415
        from ..models.stake_move import StakeMove  # noqa: PLC0415
        from ..models.swap_move import SwapMove  # noqa: PLC0415

        moves = []
        for moves_item_data in self.moves:
            moves_item: dict[str, Any]
            if isinstance(moves_item_data, StakeMove):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, ChooseStyleMove):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, ExchangeMove):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, DeclineMove):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, AttackMove):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, AnswerMove):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, SwapMove):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, PassMove):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, CaptureMove):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, DropMove):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, InterruptMove):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, ResignMove):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, RevealMove):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, LayMove):
                moves_item = moves_item_data.to_dict()
            else:
                moves_item = moves_item_data.to_dict()

            moves.append(moves_item)

        seat: int | None
        seat = self.seat

        total = self.total

        truncated = self.truncated

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "moves": moves,
                "seat": seat,
                "total": total,
                "truncated": truncated,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.answer_move import AnswerMove  # noqa: PLC0415
        from ..models.attack_move import AttackMove  # noqa: PLC0415
        from ..models.capture_move import CaptureMove  # noqa: PLC0415
        from ..models.choose_style_move import ChooseStyleMove  # noqa: PLC0415
        from ..models.decline_move import DeclineMove  # noqa: PLC0415
        from ..models.drop_move import DropMove  # noqa: PLC0415
        from ..models.exchange_move import ExchangeMove  # noqa: PLC0415
        from ..models.interrupt_move import InterruptMove  # noqa: PLC0415
        from ..models.lay_move import LayMove  # noqa: PLC0415
        from ..models.pass_move import PassMove  # noqa: PLC0415
        from ..models.resign_move import ResignMove  # noqa: PLC0415
        from ..models.reveal_move import RevealMove  # noqa: PLC0415
        from ..models.stake_move import StakeMove  # noqa: PLC0415
        from ..models.swap_move import SwapMove  # noqa: PLC0415
        from ..models.undo_move import UndoMove  # noqa: PLC0415

        d = dict(src_dict)
        moves = []
        _moves = d.pop("moves")
        for moves_item_data in _moves:

            def _parse_moves_item(
                data: object,
            ) -> (
                AnswerMove
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
                | UndoMove
            ):
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    moves_item_type_0 = StakeMove.from_dict(data)

                    return moves_item_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    moves_item_type_1 = ChooseStyleMove.from_dict(data)

                    return moves_item_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    moves_item_type_2 = ExchangeMove.from_dict(data)

                    return moves_item_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    moves_item_type_3 = DeclineMove.from_dict(data)

                    return moves_item_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    moves_item_type_4 = AttackMove.from_dict(data)

                    return moves_item_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    moves_item_type_5 = AnswerMove.from_dict(data)

                    return moves_item_type_5
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    moves_item_type_6 = SwapMove.from_dict(data)

                    return moves_item_type_6
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    moves_item_type_7 = PassMove.from_dict(data)

                    return moves_item_type_7
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    moves_item_type_8 = CaptureMove.from_dict(data)

                    return moves_item_type_8
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    moves_item_type_9 = DropMove.from_dict(data)

                    return moves_item_type_9
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    moves_item_type_10 = InterruptMove.from_dict(data)

                    return moves_item_type_10
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    moves_item_type_11 = ResignMove.from_dict(data)

                    return moves_item_type_11
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    moves_item_type_12 = RevealMove.from_dict(data)

                    return moves_item_type_12
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    moves_item_type_13 = LayMove.from_dict(data)

                    return moves_item_type_13
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                moves_item_type_14 = UndoMove.from_dict(data)

                return moves_item_type_14

            moves_item = _parse_moves_item(moves_item_data)

            moves.append(moves_item)

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        total = d.pop("total")

        truncated = d.pop("truncated")

        legal_moves = cls(
            moves=moves,
            seat=seat,
            total=total,
            truncated=truncated,
        )

        return legal_moves
