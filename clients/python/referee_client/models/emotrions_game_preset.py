from enum import StrEnum


class EmotrionsGamePreset(StrEnum):
    LITERAL = "literal"
    NAKED = "naked"
    PURE_STRATEGY = "pure-strategy"
    STANDARD = "standard"

    def __str__(self) -> str:
        return str(self.value)
