from enum import StrEnum


class DropMoveType(StrEnum):
    DROP = "drop"

    def __str__(self) -> str:
        return str(self.value)
