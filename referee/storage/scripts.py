"""The Lua scripts the Redis store runs, read once from ``referee/storage/lua/*.lua``.

Each file opens with ``--`` lines that say what the script takes (KEYS, ARGV) and returns; they
are dropped on reading, so the text sent to Redis (and its SHA1, which ``EVALSHA`` names) is the
script alone. A script that charges a rate limit is ``window.lua`` (the sliding-window counter's
``charge`` function, ``referee.storage.rates``) followed by its own body; each part is sent after
a newline.
"""

from __future__ import annotations

from importlib import resources

_LUA = resources.files("referee.storage").joinpath("lua")


def _read(name: str) -> str:
    """The body of ``lua/<name>.lua``: its text after the opening ``--`` lines."""
    lines = _LUA.joinpath(f"{name}.lua").read_text(encoding="utf-8").splitlines(keepends=True)
    start = 0
    while start < len(lines) and lines[start].startswith("--"):
        start += 1
    return "".join(lines[start:])


def script(*names: str) -> str:
    """The script made of the files ``names``, in order, each after a newline."""
    return "".join("\n" + _read(name) for name in names)


COMMIT = script("commit")
CLAIM = script("window", "claim")
LOAD = script("window", "load")
CHARGE = script("window", "charge")
EVENTS = script("events")
RELEASE = script("release")
ARCHIVE = script("archive")
DELETE = script("delete")
KEEP_HINT = script("keep_hint")
INDEX = script("index")
SPEND = script("spend")
RESERVE = script("reserve")
QUEUE = script("queue")
SETTLE = script("settle")
TOURNAMENT_COMMIT = script("tournament_commit")
TOURNAMENT_APPEND = script("tournament_append")
