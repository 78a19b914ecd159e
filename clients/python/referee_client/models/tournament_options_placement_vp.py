from enum import StrEnum


class TournamentOptionsPlacementVp(StrEnum):
    ADD = "add"
    REPLACE = "replace"

    def __str__(self) -> str:
        return str(self.value)
