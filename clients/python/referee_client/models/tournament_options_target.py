from enum import StrEnum


class TournamentOptionsTarget(StrEnum):
    EXACT37 = "exact37"
    REACH37 = "reach37"

    def __str__(self) -> str:
        return str(self.value)
