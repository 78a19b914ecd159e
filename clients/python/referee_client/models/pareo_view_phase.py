from enum import StrEnum


class PareoViewPhase(StrEnum):
    ANSWER = "answer"
    ATTACK = "attack"
    FINISHED = "finished"
    REVEAL = "reveal"

    def __str__(self) -> str:
        return str(self.value)
