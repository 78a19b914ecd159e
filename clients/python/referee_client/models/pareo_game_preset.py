from enum import StrEnum


class PareoGamePreset(StrEnum):
    LITERAL = "literal"
    NAKED = "naked"
    STANDARD = "standard"

    def __str__(self) -> str:
        return str(self.value)
