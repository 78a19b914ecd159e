from enum import StrEnum


class PiumaEventType(StrEnum):
    PIUMA = "piuma"

    def __str__(self) -> str:
        return str(self.value)
