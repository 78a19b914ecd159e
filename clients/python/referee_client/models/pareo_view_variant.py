from enum import StrEnum


class PareoViewVariant(StrEnum):
    PAREO = "pareo"

    def __str__(self) -> str:
        return str(self.value)
