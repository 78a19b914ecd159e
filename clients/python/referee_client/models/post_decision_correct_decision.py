from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.post_decision_correct_decision_type import PostDecisionCorrectDecisionType

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


T = TypeVar("T", bound="PostDecisionCorrectDecision")


@_attrs_define
class PostDecisionCorrectDecision:
    """
    Attributes:
        move (EmotrionsChooseStyleMove | EmotrionsDeclineMove | EmotrionsExchangeMove | EmotrionsResignMove |
            EmotrionsRevealMove | EmotrionsStakeMove | EmotrionsUndoMove | FourAcesCaptureMove | FourAcesDeclineMove |
            FourAcesDropMove | FourAcesInterruptMove | FourAcesLayMove | FourAcesPassMove | FourAcesResignMove |
            FourAcesSwapMove | FourAcesUndoMove | PareoAnswerMove | PareoAttackMove | PareoDeclineMove | PareoResignMove |
            PareoRevealMove | PareoUndoMove):
        reason (str): shown to everyone
        type_ (PostDecisionCorrectDecisionType):
        version (int):
    """

    move: (
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
    )
    reason: str
    type_: PostDecisionCorrectDecisionType
    version: int

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

        move: dict[str, Any]
        if isinstance(self.move, EmotrionsStakeMove):
            move = self.move.to_dict()
        elif isinstance(self.move, EmotrionsChooseStyleMove):
            move = self.move.to_dict()
        elif isinstance(self.move, EmotrionsExchangeMove):
            move = self.move.to_dict()
        elif isinstance(self.move, EmotrionsDeclineMove):
            move = self.move.to_dict()
        elif isinstance(self.move, EmotrionsRevealMove):
            move = self.move.to_dict()
        elif isinstance(self.move, EmotrionsResignMove):
            move = self.move.to_dict()
        elif isinstance(self.move, EmotrionsUndoMove):
            move = self.move.to_dict()
        elif isinstance(self.move, FourAcesSwapMove):
            move = self.move.to_dict()
        elif isinstance(self.move, FourAcesPassMove):
            move = self.move.to_dict()
        elif isinstance(self.move, FourAcesCaptureMove):
            move = self.move.to_dict()
        elif isinstance(self.move, FourAcesDropMove):
            move = self.move.to_dict()
        elif isinstance(self.move, FourAcesInterruptMove):
            move = self.move.to_dict()
        elif isinstance(self.move, FourAcesDeclineMove):
            move = self.move.to_dict()
        elif isinstance(self.move, FourAcesLayMove):
            move = self.move.to_dict()
        elif isinstance(self.move, FourAcesResignMove):
            move = self.move.to_dict()
        elif isinstance(self.move, FourAcesUndoMove):
            move = self.move.to_dict()
        elif isinstance(self.move, PareoAttackMove):
            move = self.move.to_dict()
        elif isinstance(self.move, PareoAnswerMove):
            move = self.move.to_dict()
        elif isinstance(self.move, PareoDeclineMove):
            move = self.move.to_dict()
        elif isinstance(self.move, PareoRevealMove):
            move = self.move.to_dict()
        elif isinstance(self.move, PareoResignMove):
            move = self.move.to_dict()
        else:
            move = self.move.to_dict()

        reason = self.reason

        type_ = self.type_.value

        version = self.version

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "move": move,
                "reason": reason,
                "type": type_,
                "version": version,
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

        def _parse_move(
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
                move_emotrions_move_type_0 = EmotrionsStakeMove.from_dict(data)

                return move_emotrions_move_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                move_emotrions_move_type_1 = EmotrionsChooseStyleMove.from_dict(data)

                return move_emotrions_move_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                move_emotrions_move_type_2 = EmotrionsExchangeMove.from_dict(data)

                return move_emotrions_move_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                move_emotrions_move_type_3 = EmotrionsDeclineMove.from_dict(data)

                return move_emotrions_move_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                move_emotrions_move_type_4 = EmotrionsRevealMove.from_dict(data)

                return move_emotrions_move_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                move_emotrions_move_type_5 = EmotrionsResignMove.from_dict(data)

                return move_emotrions_move_type_5
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                move_emotrions_move_type_6 = EmotrionsUndoMove.from_dict(data)

                return move_emotrions_move_type_6
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                move_four_aces_move_type_0 = FourAcesSwapMove.from_dict(data)

                return move_four_aces_move_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                move_four_aces_move_type_1 = FourAcesPassMove.from_dict(data)

                return move_four_aces_move_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                move_four_aces_move_type_2 = FourAcesCaptureMove.from_dict(data)

                return move_four_aces_move_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                move_four_aces_move_type_3 = FourAcesDropMove.from_dict(data)

                return move_four_aces_move_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                move_four_aces_move_type_4 = FourAcesInterruptMove.from_dict(data)

                return move_four_aces_move_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                move_four_aces_move_type_5 = FourAcesDeclineMove.from_dict(data)

                return move_four_aces_move_type_5
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                move_four_aces_move_type_6 = FourAcesLayMove.from_dict(data)

                return move_four_aces_move_type_6
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                move_four_aces_move_type_7 = FourAcesResignMove.from_dict(data)

                return move_four_aces_move_type_7
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                move_four_aces_move_type_8 = FourAcesUndoMove.from_dict(data)

                return move_four_aces_move_type_8
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                move_pareo_move_type_0 = PareoAttackMove.from_dict(data)

                return move_pareo_move_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                move_pareo_move_type_1 = PareoAnswerMove.from_dict(data)

                return move_pareo_move_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                move_pareo_move_type_2 = PareoDeclineMove.from_dict(data)

                return move_pareo_move_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                move_pareo_move_type_3 = PareoRevealMove.from_dict(data)

                return move_pareo_move_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                move_pareo_move_type_4 = PareoResignMove.from_dict(data)

                return move_pareo_move_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            move_pareo_move_type_5 = PareoUndoMove.from_dict(data)

            return move_pareo_move_type_5

        move = _parse_move(d.pop("move"))

        reason = d.pop("reason")

        type_ = PostDecisionCorrectDecisionType(d.pop("type"))

        version = d.pop("version")

        post_decision_correct_decision = cls(
            move=move,
            reason=reason,
            type_=type_,
            version=version,
        )

        return post_decision_correct_decision
