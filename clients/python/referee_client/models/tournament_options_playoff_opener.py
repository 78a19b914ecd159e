from enum import StrEnum


class TournamentOptionsPlayoffOpener(StrEnum):
    OTHER = "other"
    SAME = "same"

    def __str__(self) -> str:
        return str(self.value)
