from enum import StrEnum


class EmotrionsHandEndedEventType(StrEnum):
    HAND_ENDED = "hand_ended"

    def __str__(self) -> str:
        return str(self.value)
