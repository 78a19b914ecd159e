from enum import StrEnum


class SwapEventType(StrEnum):
    SWAP = "swap"

    def __str__(self) -> str:
        return str(self.value)
