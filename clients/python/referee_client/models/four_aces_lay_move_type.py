from enum import StrEnum


class FourAcesLayMoveType(StrEnum):
    LAY = "lay"

    def __str__(self) -> str:
        return str(self.value)
