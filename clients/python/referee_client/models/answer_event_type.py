from enum import StrEnum


class AnswerEventType(StrEnum):
    ANSWER = "answer"

    def __str__(self) -> str:
        return str(self.value)
