from enum import StrEnum


class FourAcesMoveEventClock(StrEnum):
    PER_MOVE = "per_move"
    TOTAL = "total"

    def __str__(self) -> str:
        return str(self.value)
