from enum import StrEnum


class PareoResignMoveType(StrEnum):
    RESIGN = "resign"

    def __str__(self) -> str:
        return str(self.value)
