"""Emotrions Pareo (variant ``pareo``, RULES.md P1–P7), the whole game in one package: the
engine with the Pareo Chart and its forfeit rule (:mod:`.engine`) and the stateless rulings
(:mod:`.rulings`); registered here as :data:`VARIANT`. It plays with the Emotrions cards and
match (:mod:`variants.emotrions`)."""

from variants import register
from variants.pareo import rulings
from variants.pareo.engine import Config, Pareo, State

__all__ = ["Config", "Pareo", "State", "VARIANT"]

VARIANT = register(Pareo(rulings.PUBLISHED))
