from enum import StrEnum


class HandEndedEventType(StrEnum):
    HAND_ENDED = "hand_ended"

    def __str__(self) -> str:
        return str(self.value)
