from enum import StrEnum


class DecisionViewType(StrEnum):
    ANNUL = "annul"
    AWARD = "award"
    CORRECT = "correct"
    EXTEND = "extend"
    FORFEIT = "forfeit"
    PAUSE = "pause"
    PENALTY = "penalty"
    RESUME = "resume"

    def __str__(self) -> str:
        return str(self.value)
