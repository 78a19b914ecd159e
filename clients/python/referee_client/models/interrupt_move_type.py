from enum import StrEnum


class InterruptMoveType(StrEnum):
    INTERRUPT = "interrupt"

    def __str__(self) -> str:
        return str(self.value)
