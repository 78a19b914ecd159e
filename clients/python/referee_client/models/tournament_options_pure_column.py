from enum import StrEnum


class TournamentOptionsPureColumn(StrEnum):
    ALWAYS = "always"
    EQUAL_LENGTH = "equal_length"

    def __str__(self) -> str:
        return str(self.value)
