from enum import StrEnum


class FourAcesInterruptMoveType(StrEnum):
    INTERRUPT = "interrupt"

    def __str__(self) -> str:
        return str(self.value)
