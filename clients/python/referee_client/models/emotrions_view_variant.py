from enum import StrEnum


class EmotrionsViewVariant(StrEnum):
    EMOTRIONS = "emotrions"

    def __str__(self) -> str:
        return str(self.value)
