"""The service's time stamps, written and read in one place: ``2026-12-01T05:10:22.135Z``, UTC
to the millisecond, in every event (``at``), record and reply (``created_at``, ``updated_at``,
``sent_at``...)."""

from __future__ import annotations

import calendar
import time


def iso(seconds: float) -> str:
    """The time stamp of ``seconds`` since 1970 (the service's clock)."""
    return (time.strftime("%Y-%m-%dT%H:%M:%S", time.gmtime(seconds))
            + f".{int(seconds % 1 * 1000):03d}Z")


def epoch(stamp: str) -> float:
    """Seconds since 1970 of a time stamp (``2026-11-29T17:00:00.123Z``)."""
    whole = calendar.timegm(time.strptime(stamp[:19], "%Y-%m-%dT%H:%M:%S"))
    return whole + int(stamp[20:23] or 0) / 1000


def ms(at: str) -> int:
    """``at`` as the service stamps it (``2026-12-01T05:10:22.135Z``) in ms since 1970.

    Raises:
        ValueError: for any other form.
    """
    if len(at) != 24 or at[4] + at[7] + at[10] + at[13] + at[16] + at[19] + at[23] != "--T::.Z":
        raise ValueError(at)
    fields = (at[0:4], at[5:7], at[8:10], at[11:13], at[14:16], at[17:19])
    return calendar.timegm(tuple(int(f) for f in fields) + (0, 0, 0)) * 1000 + int(at[20:23])


def at(ms_: int) -> str:
    """The service's time stamp of ``ms_`` ms since 1970 (the inverse of :func:`ms`)."""
    return time.strftime("%Y-%m-%dT%H:%M:%S", time.gmtime(ms_ // 1000)) + f".{ms_ % 1000:03d}Z"
