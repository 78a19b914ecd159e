"""Capturing the service's JSON log lines in a test."""

from __future__ import annotations

import contextlib
import io
import json
import logging
from collections.abc import Callable, Iterator

from referee.http.observability import JsonFormatter


@contextlib.contextmanager
def json_lines(logger_name: str) -> Iterator[Callable[[], list[dict]]]:
    """What ``logger_name`` logs meanwhile, as the service writes it: a function returning the
    lines so far, decoded."""
    stream = io.StringIO()
    handler = logging.StreamHandler(stream)
    handler.setFormatter(JsonFormatter())
    logger = logging.getLogger(logger_name)
    logger.addHandler(handler)
    try:
        yield lambda: [json.loads(line) for line in stream.getvalue().splitlines()]
    finally:
        logger.removeHandler(handler)
