from enum import StrEnum


class FourAcesSwapMoveType(StrEnum):
    SWAP = "swap"

    def __str__(self) -> str:
        return str(self.value)
