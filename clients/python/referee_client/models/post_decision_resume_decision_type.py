from enum import StrEnum


class PostDecisionResumeDecisionType(StrEnum):
    RESUME = "resume"

    def __str__(self) -> str:
        return str(self.value)
