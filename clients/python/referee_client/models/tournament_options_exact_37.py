from enum import StrEnum


class TournamentOptionsExact37(StrEnum):
    EXACT_WINS = "exact_wins"
    PLAYOFF_IF_OVER = "playoff_if_over"

    def __str__(self) -> str:
        return str(self.value)
