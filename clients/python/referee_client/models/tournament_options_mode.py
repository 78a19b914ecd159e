from enum import StrEnum


class TournamentOptionsMode(StrEnum):
    DUEL = "duel"
    EVEN = "even"
    ODD = "odd"
    TEAMS = "teams"

    def __str__(self) -> str:
        return str(self.value)
