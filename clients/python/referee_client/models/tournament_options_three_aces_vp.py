from enum import StrEnum


class TournamentOptionsThreeAcesVp(StrEnum):
    INSTEAD = "instead"
    IN_ADDITION = "in_addition"

    def __str__(self) -> str:
        return str(self.value)
