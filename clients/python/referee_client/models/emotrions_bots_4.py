from enum import StrEnum


class EmotrionsBots4(StrEnum):
    GREEDY = "greedy"
    RANDOM = "random"
    STRONG = "strong"

    def __str__(self) -> str:
        return str(self.value)
