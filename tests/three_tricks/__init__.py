"""Three Tricks (variant ``three-tricks``): a fourth game that lives in the tests alone, to show
that a game is one package and nothing else (docs/adding-a-game.md).

Its rules, with their ids:

* T1: 2 or 3 players; a deck of 12 cards ranked 1 to 12 (codes ``"1"`` to ``"12"``); each player
  is dealt 3 cards, face down; the other cards stay unseen.
* T2: seat 0 leads the first trick; each player in turn, clockwise from the leader, plays one card
  of their hand (``{"type": "play", "card": "7"}``); a card not held is refused (T2).
* T3: the highest card takes the trick; its player leads the next one.
* T4: after three tricks the game ends; most tricks wins (ties share the win).
* T5 (forfeit): a player who resigns or runs out of time loses; the game ends at once and, among
  the others, most tricks wins.

It publishes one stateless ruling, ``POST /v1/rules/three-tricks/trick``: who takes a trick
(T3), its request body declared with the ruling (:data:`TRICK`), so the contract shows it with
nothing written in ``schemas/``.

This package is registered only in the apps its tests build (through the ``referee.variants``
entry point), never in the suite's own registry.
"""

from pathlib import Path

from tests.support.live import ROOT
from tests.three_tricks.engine import TRICK, Config, Play, State, ThreeTricks

__all__ = ["Config", "Play", "State", "ThreeTricks", "TRICK", "VARIANT", "installed"]

VARIANT = ThreeTricks([TRICK])


def installed(site: Path) -> dict[str, str]:
    """The environment of a service with Three Tricks installed: a distribution's metadata in
    ``site`` declares the entry point, as ``pip install`` of a game package would."""
    info = site / "three_tricks_game-1.0.dist-info"
    info.mkdir(exist_ok=True)
    (info / "METADATA").write_text("Metadata-Version: 2.1\nName: three-tricks-game\n"
                                   "Version: 1.0\n")
    (info / "entry_points.txt").write_text(
        "[referee.variants]\nthree-tricks = tests.three_tricks:VARIANT\n")
    return {"PYTHONPATH": f"{site}:{ROOT}"}
