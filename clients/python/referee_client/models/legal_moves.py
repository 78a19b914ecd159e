from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.emotrions_choose_style_move import EmotrionsChooseStyleMove
    from ..models.emotrions_decline_move import EmotrionsDeclineMove
    from ..models.emotrions_exchange_move import EmotrionsExchangeMove
    from ..models.emotrions_resign_move import EmotrionsResignMove
    from ..models.emotrions_reveal_move import EmotrionsRevealMove
    from ..models.emotrions_stake_move import EmotrionsStakeMove
    from ..models.emotrions_undo_move import EmotrionsUndoMove
    from ..models.four_aces_capture_move import FourAcesCaptureMove
    from ..models.four_aces_decline_move import FourAcesDeclineMove
    from ..models.four_aces_drop_move import FourAcesDropMove
    from ..models.four_aces_interrupt_move import FourAcesInterruptMove
    from ..models.four_aces_lay_move import FourAcesLayMove
    from ..models.four_aces_pass_move import FourAcesPassMove
    from ..models.four_aces_resign_move import FourAcesResignMove
    from ..models.four_aces_swap_move import FourAcesSwapMove
    from ..models.four_aces_undo_move import FourAcesUndoMove
    from ..models.pareo_answer_move import PareoAnswerMove
    from ..models.pareo_attack_move import PareoAttackMove
    from ..models.pareo_decline_move import PareoDeclineMove
    from ..models.pareo_resign_move import PareoResignMove
    from ..models.pareo_reveal_move import PareoRevealMove
    from ..models.pareo_undo_move import PareoUndoMove


T = TypeVar("T", bound="LegalMoves")


@_attrs_define
class LegalMoves:
    """
    Attributes:
        moves (list[EmotrionsChooseStyleMove | EmotrionsDeclineMove | EmotrionsExchangeMove | EmotrionsResignMove |
            EmotrionsRevealMove | EmotrionsStakeMove | EmotrionsUndoMove | FourAcesCaptureMove | FourAcesDeclineMove |
            FourAcesDropMove | FourAcesInterruptMove | FourAcesLayMove | FourAcesPassMove | FourAcesResignMove |
            FourAcesSwapMove | FourAcesUndoMove | PareoAnswerMove | PareoAttackMove | PareoDeclineMove | PareoResignMove |
            PareoRevealMove | PareoUndoMove]): ready-to-send move objects
        seat (int | None):
        total (int): how many legal moves in all
        truncated (bool): true when the listing stops at its cap
    """

    moves: list[
        EmotrionsChooseStyleMove
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
        | PareoUndoMove
    ]
    seat: int | None
    total: int
    truncated: bool

    def to_dict(self) -> dict[str, Any]:
        from ..models.emotrions_choose_style_move import EmotrionsChooseStyleMove  # noqa: PLC0415
        from ..models.emotrions_decline_move import EmotrionsDeclineMove  # noqa: PLC0415
        from ..models.emotrions_exchange_move import EmotrionsExchangeMove  # noqa: PLC0415
        from ..models.emotrions_resign_move import EmotrionsResignMove  # noqa: PLC0415
        from ..models.emotrions_reveal_move import EmotrionsRevealMove  # noqa: PLC0415
        from ..models.emotrions_stake_move import EmotrionsStakeMove  # noqa: PLC0415
        from ..models.emotrions_undo_move import EmotrionsUndoMove  # noqa: PLC0415
        from ..models.four_aces_capture_move import FourAcesCaptureMove  # noqa: PLC0415
        from ..models.four_aces_decline_move import FourAcesDeclineMove  # noqa: PLC0415
        from ..models.four_aces_drop_move import FourAcesDropMove  # noqa: PLC0415
        from ..models.four_aces_interrupt_move import FourAcesInterruptMove  # noqa: PLC0415
        from ..models.four_aces_lay_move import FourAcesLayMove  # noqa: PLC0415
        from ..models.four_aces_pass_move import FourAcesPassMove  # noqa: PLC0415
        from ..models.four_aces_resign_move import FourAcesResignMove  # noqa: PLC0415
        from ..models.four_aces_swap_move import FourAcesSwapMove  # noqa: PLC0415
        from ..models.four_aces_undo_move import FourAcesUndoMove  # noqa: PLC0415
        from ..models.pareo_answer_move import PareoAnswerMove  # noqa: PLC0415
        from ..models.pareo_attack_move import PareoAttackMove  # noqa: PLC0415
        from ..models.pareo_decline_move import PareoDeclineMove  # noqa: PLC0415
        from ..models.pareo_resign_move import PareoResignMove  # noqa: PLC0415
        from ..models.pareo_reveal_move import PareoRevealMove  # noqa: PLC0415

        moves = []
        for moves_item_data in self.moves:
            moves_item: dict[str, Any]
            if isinstance(moves_item_data, EmotrionsStakeMove):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, EmotrionsChooseStyleMove):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, EmotrionsExchangeMove):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, EmotrionsDeclineMove):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, EmotrionsRevealMove):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, EmotrionsResignMove):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, EmotrionsUndoMove):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, FourAcesSwapMove):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, FourAcesPassMove):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, FourAcesCaptureMove):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, FourAcesDropMove):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, FourAcesInterruptMove):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, FourAcesDeclineMove):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, FourAcesLayMove):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, FourAcesResignMove):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, FourAcesUndoMove):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, PareoAttackMove):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, PareoAnswerMove):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, PareoDeclineMove):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, PareoRevealMove):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, PareoResignMove):
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
        from ..models.emotrions_choose_style_move import EmotrionsChooseStyleMove  # noqa: PLC0415
        from ..models.emotrions_decline_move import EmotrionsDeclineMove  # noqa: PLC0415
        from ..models.emotrions_exchange_move import EmotrionsExchangeMove  # noqa: PLC0415
        from ..models.emotrions_resign_move import EmotrionsResignMove  # noqa: PLC0415
        from ..models.emotrions_reveal_move import EmotrionsRevealMove  # noqa: PLC0415
        from ..models.emotrions_stake_move import EmotrionsStakeMove  # noqa: PLC0415
        from ..models.emotrions_undo_move import EmotrionsUndoMove  # noqa: PLC0415
        from ..models.four_aces_capture_move import FourAcesCaptureMove  # noqa: PLC0415
        from ..models.four_aces_decline_move import FourAcesDeclineMove  # noqa: PLC0415
        from ..models.four_aces_drop_move import FourAcesDropMove  # noqa: PLC0415
        from ..models.four_aces_interrupt_move import FourAcesInterruptMove  # noqa: PLC0415
        from ..models.four_aces_lay_move import FourAcesLayMove  # noqa: PLC0415
        from ..models.four_aces_pass_move import FourAcesPassMove  # noqa: PLC0415
        from ..models.four_aces_resign_move import FourAcesResignMove  # noqa: PLC0415
        from ..models.four_aces_swap_move import FourAcesSwapMove  # noqa: PLC0415
        from ..models.four_aces_undo_move import FourAcesUndoMove  # noqa: PLC0415
        from ..models.pareo_answer_move import PareoAnswerMove  # noqa: PLC0415
        from ..models.pareo_attack_move import PareoAttackMove  # noqa: PLC0415
        from ..models.pareo_decline_move import PareoDeclineMove  # noqa: PLC0415
        from ..models.pareo_resign_move import PareoResignMove  # noqa: PLC0415
        from ..models.pareo_reveal_move import PareoRevealMove  # noqa: PLC0415
        from ..models.pareo_undo_move import PareoUndoMove  # noqa: PLC0415

        d = dict(src_dict)
        moves = []
        _moves = d.pop("moves")
        for moves_item_data in _moves:

            def _parse_moves_item(
                data: object,
            ) -> (
                EmotrionsChooseStyleMove
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
                | PareoUndoMove
            ):
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    moves_item_emotrions_move_type_0 = EmotrionsStakeMove.from_dict(data)

                    return moves_item_emotrions_move_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    moves_item_emotrions_move_type_1 = EmotrionsChooseStyleMove.from_dict(data)

                    return moves_item_emotrions_move_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    moves_item_emotrions_move_type_2 = EmotrionsExchangeMove.from_dict(data)

                    return moves_item_emotrions_move_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    moves_item_emotrions_move_type_3 = EmotrionsDeclineMove.from_dict(data)

                    return moves_item_emotrions_move_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    moves_item_emotrions_move_type_4 = EmotrionsRevealMove.from_dict(data)

                    return moves_item_emotrions_move_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    moves_item_emotrions_move_type_5 = EmotrionsResignMove.from_dict(data)

                    return moves_item_emotrions_move_type_5
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    moves_item_emotrions_move_type_6 = EmotrionsUndoMove.from_dict(data)

                    return moves_item_emotrions_move_type_6
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    moves_item_four_aces_move_type_0 = FourAcesSwapMove.from_dict(data)

                    return moves_item_four_aces_move_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    moves_item_four_aces_move_type_1 = FourAcesPassMove.from_dict(data)

                    return moves_item_four_aces_move_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    moves_item_four_aces_move_type_2 = FourAcesCaptureMove.from_dict(data)

                    return moves_item_four_aces_move_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    moves_item_four_aces_move_type_3 = FourAcesDropMove.from_dict(data)

                    return moves_item_four_aces_move_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    moves_item_four_aces_move_type_4 = FourAcesInterruptMove.from_dict(data)

                    return moves_item_four_aces_move_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    moves_item_four_aces_move_type_5 = FourAcesDeclineMove.from_dict(data)

                    return moves_item_four_aces_move_type_5
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    moves_item_four_aces_move_type_6 = FourAcesLayMove.from_dict(data)

                    return moves_item_four_aces_move_type_6
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    moves_item_four_aces_move_type_7 = FourAcesResignMove.from_dict(data)

                    return moves_item_four_aces_move_type_7
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    moves_item_four_aces_move_type_8 = FourAcesUndoMove.from_dict(data)

                    return moves_item_four_aces_move_type_8
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    moves_item_pareo_move_type_0 = PareoAttackMove.from_dict(data)

                    return moves_item_pareo_move_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    moves_item_pareo_move_type_1 = PareoAnswerMove.from_dict(data)

                    return moves_item_pareo_move_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    moves_item_pareo_move_type_2 = PareoDeclineMove.from_dict(data)

                    return moves_item_pareo_move_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    moves_item_pareo_move_type_3 = PareoRevealMove.from_dict(data)

                    return moves_item_pareo_move_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    moves_item_pareo_move_type_4 = PareoResignMove.from_dict(data)

                    return moves_item_pareo_move_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                moves_item_pareo_move_type_5 = PareoUndoMove.from_dict(data)

                return moves_item_pareo_move_type_5

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
