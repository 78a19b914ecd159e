from enum import StrEnum


class CaptureEventType(StrEnum):
    CAPTURE = "capture"

    def __str__(self) -> str:
        return str(self.value)
