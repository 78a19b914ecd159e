from enum import StrEnum


class PareoAnswerMoveType(StrEnum):
    ANSWER = "answer"

    def __str__(self) -> str:
        return str(self.value)
