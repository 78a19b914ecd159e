from enum import StrEnum


class PareoAnswerMoveCardsItem(StrEnum):
    FORCE = "force"
    FURY = "fury"
    GOODNESS = "goodness"
    HATRED = "hatred"
    HUNGER = "hunger"
    INDECISION = "indecision"
    JOY = "joy"
    LOVE = "love"
    SADNESS = "sadness"

    def __str__(self) -> str:
        return str(self.value)
