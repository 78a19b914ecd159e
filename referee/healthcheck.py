"""The container's health check: ``GET /healthz`` where the service listens, that is at
``REFEREE_BIND`` (``HOST:PORT`` or ``unix:PATH``), read as the service reads it. A wildcard host
(``0.0.0.0``, ``::``) is reached on loopback. Exit 0 when it answers 200, else 1.

Loads neither Flask nor Redis: it runs every 15 s under a 3 s timeout (Dockerfile).
"""

from __future__ import annotations

import http.client
import os
import socket
import sys
from collections.abc import Mapping

from referee.config import ConfigError, bind_address

#: Where a wildcard bind is reached from inside the container.
LOOPBACK = {"0.0.0.0": "127.0.0.1", "": "127.0.0.1", "[::]": "::1", "::": "::1"}


class _UnixConnection(http.client.HTTPConnection):
    def __init__(self, path: str, timeout: float):
        super().__init__("localhost", timeout=timeout)
        self._path = path

    def connect(self) -> None:
        self.sock = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        self.sock.settimeout(self.timeout)
        self.sock.connect(self._path)


def connection(bind: str, timeout: float) -> http.client.HTTPConnection:
    """A connection to the service listening at ``bind`` (a valid ``REFEREE_BIND``)."""
    if bind.startswith("unix:"):
        return _UnixConnection(bind.removeprefix("unix:"), timeout)
    host, _, port = bind.rpartition(":")
    host = LOOPBACK.get(host, host).strip("[]")
    return http.client.HTTPConnection(host, int(port), timeout=timeout)


def healthy(env: Mapping[str, str], timeout: float = 2.0) -> bool:
    try:
        conn = connection(bind_address(env), timeout)
        try:
            conn.request("GET", "/healthz")
            return conn.getresponse().status == 200
        finally:
            conn.close()
    except (OSError, ConfigError, http.client.HTTPException):
        return False


if __name__ == "__main__":
    sys.exit(0 if healthy(os.environ) else 1)
