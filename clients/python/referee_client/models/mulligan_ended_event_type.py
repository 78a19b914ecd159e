from enum import StrEnum


class MulliganEndedEventType(StrEnum):
    MULLIGAN_ENDED = "mulligan_ended"

    def __str__(self) -> str:
        return str(self.value)
