from enum import StrEnum


class PareoOptionsPlayoffOpener(StrEnum):
    OTHER = "other"
    SAME = "same"

    def __str__(self) -> str:
        return str(self.value)
