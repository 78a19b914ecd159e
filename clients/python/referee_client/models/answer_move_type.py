from enum import StrEnum


class AnswerMoveType(StrEnum):
    ANSWER = "answer"

    def __str__(self) -> str:
        return str(self.value)
