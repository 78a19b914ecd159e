from enum import StrEnum


class EmotrionsUndoMoveType(StrEnum):
    UNDO = "undo"

    def __str__(self) -> str:
        return str(self.value)
