"""EmotrionsOnCards (variant ``emotrions``, RULES.md G and E1–E8), the whole game in one package:
the card model (:mod:`.cards`), hand scoring and the game's end (:mod:`.match`), the engine with
its forfeit rule (:mod:`.engine`), and the stateless rulings (:mod:`.rulings`); registered here as
:data:`VARIANT`. Emotrions Pareo builds on its cards and match."""

from variants import register
from variants.emotrions import rulings
from variants.emotrions.engine import Config, Emotrions, State

__all__ = ["Config", "Emotrions", "State", "VARIANT"]

VARIANT = register(Emotrions(rulings.PUBLISHED))
