from enum import StrEnum


class FourAcesCountRequestMode(StrEnum):
    DUEL = "duel"
    EVEN = "even"
    ODD = "odd"
    TEAMS = "teams"

    def __str__(self) -> str:
        return str(self.value)
