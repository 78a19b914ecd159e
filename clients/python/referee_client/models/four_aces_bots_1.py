from enum import StrEnum


class FourAcesBots1(StrEnum):
    GREEDY = "greedy"
    RANDOM = "random"
    STRONG = "strong"

    def __str__(self) -> str:
        return str(self.value)
