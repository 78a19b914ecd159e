from enum import StrEnum


class ResignMoveType(StrEnum):
    RESIGN = "resign"

    def __str__(self) -> str:
        return str(self.value)
