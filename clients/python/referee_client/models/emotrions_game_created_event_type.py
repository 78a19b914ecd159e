from enum import StrEnum


class EmotrionsGameCreatedEventType(StrEnum):
    GAME_CREATED = "game_created"

    def __str__(self) -> str:
        return str(self.value)
