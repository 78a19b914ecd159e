from enum import StrEnum


class PareoGameVariant(StrEnum):
    PAREO = "pareo"

    def __str__(self) -> str:
        return str(self.value)
