from enum import StrEnum


class FourAcesGamePreset(StrEnum):
    LITERAL = "literal"

    def __str__(self) -> str:
        return str(self.value)
