from enum import StrEnum


class ChooseStyleMoveType(StrEnum):
    CHOOSE_STYLE = "choose_style"

    def __str__(self) -> str:
        return str(self.value)
