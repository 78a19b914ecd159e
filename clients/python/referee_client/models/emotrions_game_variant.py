from enum import StrEnum


class EmotrionsGameVariant(StrEnum):
    EMOTRIONS = "emotrions"

    def __str__(self) -> str:
        return str(self.value)
