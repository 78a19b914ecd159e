from enum import StrEnum


class PareoUndoMoveType(StrEnum):
    UNDO = "undo"

    def __str__(self) -> str:
        return str(self.value)
