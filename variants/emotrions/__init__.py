"""EmotrionsOnCards (variant ``emotrions``, RULES.md G and E1–E8), the whole game in one package:
the card model (:mod:`.cards`), hand scoring and the game's end (:mod:`.match`), the engine
(:mod:`.engine`, registered as :data:`VARIANT`) and the stateless rulings (:mod:`.rulings`).
Emotrions Pareo builds on its cards and match."""

from variants.emotrions.engine import VARIANT, Config, Emotrions, State

__all__ = ["Config", "Emotrions", "State", "VARIANT"]
