from enum import StrEnum


class CaptureMoveType(StrEnum):
    CAPTURE = "capture"

    def __str__(self) -> str:
        return str(self.value)
