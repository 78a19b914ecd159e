from enum import StrEnum


class PostDecisionCorrectDecisionType(StrEnum):
    CORRECT = "correct"

    def __str__(self) -> str:
        return str(self.value)
