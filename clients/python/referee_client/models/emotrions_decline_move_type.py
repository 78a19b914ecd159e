from enum import StrEnum


class EmotrionsDeclineMoveType(StrEnum):
    DECLINE = "decline"

    def __str__(self) -> str:
        return str(self.value)
