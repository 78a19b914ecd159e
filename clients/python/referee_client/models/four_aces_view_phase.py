from enum import StrEnum


class FourAcesViewPhase(StrEnum):
    FINISHED = "finished"
    INTERRUPTION = "interruption"
    LAY = "lay"
    MULLIGAN = "mulligan"
    PLAY = "play"

    def __str__(self) -> str:
        return str(self.value)
