from enum import StrEnum


class UndoMoveType(StrEnum):
    UNDO = "undo"

    def __str__(self) -> str:
        return str(self.value)
