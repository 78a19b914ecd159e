from enum import StrEnum


class FourAcesResignMoveType(StrEnum):
    RESIGN = "resign"

    def __str__(self) -> str:
        return str(self.value)
