from enum import StrEnum


class FourAcesUndoMoveType(StrEnum):
    UNDO = "undo"

    def __str__(self) -> str:
        return str(self.value)
