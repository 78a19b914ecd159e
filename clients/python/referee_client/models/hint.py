from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.answer_move import AnswerMove
    from ..models.attack_move import AttackMove
    from ..models.capture_move import CaptureMove
    from ..models.choose_style_move import ChooseStyleMove
    from ..models.decline_move import DeclineMove
    from ..models.drop_move import DropMove
    from ..models.exchange_move import ExchangeMove
    from ..models.hint_move import HintMove
    from ..models.interrupt_move import InterruptMove
    from ..models.lay_move import LayMove
    from ..models.pass_move import PassMove
    from ..models.resign_move import ResignMove
    from ..models.reveal_move import RevealMove
    from ..models.stake_move import StakeMove
    from ..models.swap_move import SwapMove
    from ..models.undo_move import UndoMove


T = TypeVar("T", bound="Hint")


@_attrs_define
class Hint:
    """
    Attributes:
        candidates (list[HintMove]): the moves weighed most, best first
        iterations (int):
        level (str): always `strong`
        move (AnswerMove | AttackMove | CaptureMove | ChooseStyleMove | DeclineMove | DropMove | ExchangeMove |
            InterruptMove | LayMove | PassMove | ResignMove | RevealMove | StakeMove | SwapMove | UndoMove): ready to send
            to `POST /v1/games/{id}/moves`
        seat (int):
        think_ms (float):
        version (int): the version it is for
    """

    candidates: list[HintMove]
    iterations: int
    level: str
    move: (
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
    )
    seat: int
    think_ms: float
    version: int

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

        candidates = []
        for candidates_item_data in self.candidates:
            candidates_item = candidates_item_data.to_dict()
            candidates.append(candidates_item)

        iterations = self.iterations

        level = self.level

        move: dict[str, Any]
        if isinstance(self.move, StakeMove):
            move = self.move.to_dict()
        elif isinstance(self.move, ChooseStyleMove):
            move = self.move.to_dict()
        elif isinstance(self.move, ExchangeMove):
            move = self.move.to_dict()
        elif isinstance(self.move, DeclineMove):
            move = self.move.to_dict()
        elif isinstance(self.move, AttackMove):
            move = self.move.to_dict()
        elif isinstance(self.move, AnswerMove):
            move = self.move.to_dict()
        elif isinstance(self.move, SwapMove):
            move = self.move.to_dict()
        elif isinstance(self.move, PassMove):
            move = self.move.to_dict()
        elif isinstance(self.move, CaptureMove):
            move = self.move.to_dict()
        elif isinstance(self.move, DropMove):
            move = self.move.to_dict()
        elif isinstance(self.move, InterruptMove):
            move = self.move.to_dict()
        elif isinstance(self.move, ResignMove):
            move = self.move.to_dict()
        elif isinstance(self.move, RevealMove):
            move = self.move.to_dict()
        elif isinstance(self.move, LayMove):
            move = self.move.to_dict()
        else:
            move = self.move.to_dict()

        seat = self.seat

        think_ms = self.think_ms

        version = self.version

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "candidates": candidates,
                "iterations": iterations,
                "level": level,
                "move": move,
                "seat": seat,
                "think_ms": think_ms,
                "version": version,
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
        from ..models.hint_move import HintMove  # noqa: PLC0415
        from ..models.interrupt_move import InterruptMove  # noqa: PLC0415
        from ..models.lay_move import LayMove  # noqa: PLC0415
        from ..models.pass_move import PassMove  # noqa: PLC0415
        from ..models.resign_move import ResignMove  # noqa: PLC0415
        from ..models.reveal_move import RevealMove  # noqa: PLC0415
        from ..models.stake_move import StakeMove  # noqa: PLC0415
        from ..models.swap_move import SwapMove  # noqa: PLC0415
        from ..models.undo_move import UndoMove  # noqa: PLC0415

        d = dict(src_dict)
        candidates = []
        _candidates = d.pop("candidates")
        for candidates_item_data in _candidates:
            candidates_item = HintMove.from_dict(candidates_item_data)

            candidates.append(candidates_item)

        iterations = d.pop("iterations")

        level = d.pop("level")

        def _parse_move(
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
                move_type_0 = StakeMove.from_dict(data)

                return move_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                move_type_1 = ChooseStyleMove.from_dict(data)

                return move_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                move_type_2 = ExchangeMove.from_dict(data)

                return move_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                move_type_3 = DeclineMove.from_dict(data)

                return move_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                move_type_4 = AttackMove.from_dict(data)

                return move_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                move_type_5 = AnswerMove.from_dict(data)

                return move_type_5
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                move_type_6 = SwapMove.from_dict(data)

                return move_type_6
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                move_type_7 = PassMove.from_dict(data)

                return move_type_7
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                move_type_8 = CaptureMove.from_dict(data)

                return move_type_8
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                move_type_9 = DropMove.from_dict(data)

                return move_type_9
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                move_type_10 = InterruptMove.from_dict(data)

                return move_type_10
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                move_type_11 = ResignMove.from_dict(data)

                return move_type_11
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                move_type_12 = RevealMove.from_dict(data)

                return move_type_12
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                move_type_13 = LayMove.from_dict(data)

                return move_type_13
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            move_type_14 = UndoMove.from_dict(data)

            return move_type_14

        move = _parse_move(d.pop("move"))

        seat = d.pop("seat")

        think_ms = d.pop("think_ms")

        version = d.pop("version")

        hint = cls(
            candidates=candidates,
            iterations=iterations,
            level=level,
            move=move,
            seat=seat,
            think_ms=think_ms,
            version=version,
        )

        return hint
