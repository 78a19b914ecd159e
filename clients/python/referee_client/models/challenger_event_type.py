from enum import StrEnum


class ChallengerEventType(StrEnum):
    CHALLENGER = "challenger"

    def __str__(self) -> str:
        return str(self.value)
