from enum import StrEnum


class RevealMoveType(StrEnum):
    REVEAL = "reveal"

    def __str__(self) -> str:
        return str(self.value)
