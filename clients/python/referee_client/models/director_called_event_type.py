from enum import StrEnum


class DirectorCalledEventType(StrEnum):
    DIRECTOR_CALLED = "director_called"

    def __str__(self) -> str:
        return str(self.value)
