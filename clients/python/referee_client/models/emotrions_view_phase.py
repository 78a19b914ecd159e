from enum import StrEnum


class EmotrionsViewPhase(StrEnum):
    CHOOSE_STYLE = "choose_style"
    EXCHANGE_CALL = "exchange_call"
    EXCHANGE_CHAIN = "exchange_chain"
    FINISHED = "finished"
    REVEAL = "reveal"
    STAKE = "stake"

    def __str__(self) -> str:
        return str(self.value)
