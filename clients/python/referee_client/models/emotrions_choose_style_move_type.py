from enum import StrEnum


class EmotrionsChooseStyleMoveType(StrEnum):
    CHOOSE_STYLE = "choose_style"

    def __str__(self) -> str:
        return str(self.value)
