from enum import StrEnum


class TournamentOptionsInterruptionsPer(StrEnum):
    MATCH = "match"
    ROUND = "round"

    def __str__(self) -> str:
        return str(self.value)
