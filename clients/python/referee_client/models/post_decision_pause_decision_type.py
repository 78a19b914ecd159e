from enum import StrEnum


class PostDecisionPauseDecisionType(StrEnum):
    PAUSE = "pause"

    def __str__(self) -> str:
        return str(self.value)
