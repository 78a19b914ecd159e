from enum import StrEnum


class LayMoveType(StrEnum):
    LAY = "lay"

    def __str__(self) -> str:
        return str(self.value)
