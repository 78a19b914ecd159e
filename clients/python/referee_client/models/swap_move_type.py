from enum import StrEnum


class SwapMoveType(StrEnum):
    SWAP = "swap"

    def __str__(self) -> str:
        return str(self.value)
