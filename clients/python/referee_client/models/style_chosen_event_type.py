from enum import StrEnum


class StyleChosenEventType(StrEnum):
    STYLE_CHOSEN = "style_chosen"

    def __str__(self) -> str:
        return str(self.value)
