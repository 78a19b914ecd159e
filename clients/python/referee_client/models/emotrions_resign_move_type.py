from enum import StrEnum


class EmotrionsResignMoveType(StrEnum):
    RESIGN = "resign"

    def __str__(self) -> str:
        return str(self.value)
