from enum import StrEnum


class FourAcesDropMoveType(StrEnum):
    DROP = "drop"

    def __str__(self) -> str:
        return str(self.value)
