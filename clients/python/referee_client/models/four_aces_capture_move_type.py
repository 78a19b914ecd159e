from enum import StrEnum


class FourAcesCaptureMoveType(StrEnum):
    CAPTURE = "capture"

    def __str__(self) -> str:
        return str(self.value)
