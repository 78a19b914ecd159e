from enum import StrEnum


class PlayRulingTo(StrEnum):
    CHALLENGER = "challenger"
    DISCARD = "discard"
    PAREO = "pareo"

    def __str__(self) -> str:
        return str(self.value)
