from enum import StrEnum


class TournamentVariant(StrEnum):
    EMOTRIONS = "emotrions"
    FOUR_ACES = "four-aces"
    PAREO = "pareo"

    def __str__(self) -> str:
        return str(self.value)
