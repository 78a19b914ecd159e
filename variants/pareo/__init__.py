"""Emotrions Pareo (variant ``pareo``, RULES.md P1–P7), the whole game in one package: the
engine with the Pareo Chart (:mod:`.engine`, registered as :data:`VARIANT`) and the stateless
rulings (:mod:`.rulings`). It plays with the Emotrions cards and match
(:mod:`variants.emotrions`)."""

from variants.pareo.engine import VARIANT, Config, Pareo, State

__all__ = ["Config", "Pareo", "State", "VARIANT"]
