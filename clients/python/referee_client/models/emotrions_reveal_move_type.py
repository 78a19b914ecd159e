from enum import StrEnum


class EmotrionsRevealMoveType(StrEnum):
    REVEAL = "reveal"

    def __str__(self) -> str:
        return str(self.value)
