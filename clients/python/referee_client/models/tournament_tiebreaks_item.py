from enum import StrEnum


class TournamentTiebreaksItem(StrEnum):
    BUCHHOLZ = "buchholz"
    BUCHHOLZ_CUT1 = "buchholz-cut1"
    GAME_POINTS = "game-points"
    HEAD_TO_HEAD = "head-to-head"
    MATCHPOINTS = "matchpoints"
    SONNEBORN_BERGER = "sonneborn-berger"
    WINS = "wins"

    def __str__(self) -> str:
        return str(self.value)
