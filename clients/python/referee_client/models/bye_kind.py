from enum import StrEnum


class ByeKind(StrEnum):
    FULL = "full"
    HALF = "half"
    ZERO = "zero"

    def __str__(self) -> str:
        return str(self.value)
