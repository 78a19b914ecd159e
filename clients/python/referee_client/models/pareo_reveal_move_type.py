from enum import StrEnum


class PareoRevealMoveType(StrEnum):
    REVEAL = "reveal"

    def __str__(self) -> str:
        return str(self.value)
