"""The one guard of every URL the service calls (tournament ``webhook``s and turn ``notify``
URLs, docs/tournaments.md): checked when a game is created and again before each try of each
delivery, for every address the host resolves to (docs/api.md).

An address is refused when it is not public, and in particular when it is loopback, private,
link-local, shared (100.64.0.0/10), multicast, reserved, documentation or unspecified, including
an IPv4 address of those kinds in IPv6 clothes: IPv4-mapped (``::ffff:0:0/96``) and
IPv4-compatible (``::/96``), IPv4-translated (``::ffff:0:0:0/96``), NAT64 (``64:ff9b::/96`` and the local-use ``64:ff9b:1::/48``, whose
embedded address is checked), 6to4 (``2002::/16``, the same). Teredo (``2001::/32``) hides its
client's address behind a relay: always refused. ``REFEREE_WEBHOOK_ALLOW_LOOPBACK`` lets
loopback receivers through (tests, one-host setups), ``REFEREE_WEBHOOK_ALLOW_PRIVATE`` private
and link-local ones; multicast, unspecified and Teredo addresses are refused whatever is allowed
(``0.0.0.0`` reaches the local host on Linux).

Every refusal says the same words (:data:`REFUSED`): "does not resolve" and "private address"
would let a caller map the names of the service's network. Why a URL was refused is logged for
the operator. The name is looked up within ``REFEREE_WEBHOOK_RESOLVE_TIMEOUT`` seconds (a slow
resolver refuses the URL rather than hold the request), and a delivery connects to the very
address checked (:func:`post`), never to a second lookup's answer (DNS rebinding). Redirects
are not followed: a 3xx is a failed try like any other status outside 2xx.
"""

from __future__ import annotations

import http.client
import ipaddress
import logging
import socket
import ssl
import threading
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any
from urllib.parse import urlsplit

from referee.core.tuning import WebhookRefused

log = logging.getLogger("referee")

#: What every refused URL is answered, whatever the reason (see the module docstring).
REFUSED = ("the service will not call this URL: it must be a public http(s) address that "
           "resolves in time")

#: Lookups in flight at once; beyond, a URL is refused at once rather than queue a thread behind
#: a resolver that hangs.
MAX_LOOKUPS = 16

_NAT64 = ipaddress.ip_network("64:ff9b::/96")
_NAT64_LOCAL = ipaddress.ip_network("64:ff9b:1::/48")
_SIXTOFOUR = ipaddress.ip_network("2002::/16")
_TEREDO = ipaddress.ip_network("2001::/32")
_COMPATIBLE = ipaddress.ip_network("::/96")
_TRANSLATED = ipaddress.ip_network("::ffff:0:0:0/96")  # SIIT (RFC 2765)
# Public by Python's tables, not by the service's: shared address space (carrier NAT) is not
# in every Python's list of non-global networks.
_NOT_PUBLIC_V4 = (ipaddress.ip_network("100.64.0.0/10"), ipaddress.ip_network("192.0.0.0/24"))

#: Kinds of address (:func:`kind`).
PUBLIC, LOOPBACK, PRIVATE, NEVER = "public", "loopback", "private", "never"


class URLRefused(WebhookRefused):
    """A URL the service will not call. ``reason`` is :data:`REFUSED` (what a caller is told);
    ``why`` says which check refused it (for the log only)."""

    def __init__(self, why: str):
        super().__init__(REFUSED)
        self.why = why


def kind(address: str) -> str:
    """What ``address`` is: :data:`PUBLIC`, :data:`LOOPBACK`, :data:`PRIVATE` (private,
    link-local, reserved...) or :data:`NEVER` (unspecified, multicast, Teredo); an IPv4 address
    carried in an IPv6 one is judged as itself, except behind a local-use NAT64 prefix, which is
    private at best."""
    ip = ipaddress.ip_address(address.split("%")[0])
    if isinstance(ip, ipaddress.IPv4Address):
        return _kind4(ip)
    if ip.is_unspecified or ip.is_multicast or ip in _TEREDO:
        return NEVER
    if ip.is_loopback:
        return LOOPBACK
    embedded = _embedded(ip)
    if embedded is not None:
        inner = _kind4(embedded)
        if ip in _NAT64_LOCAL:
            # A translator of the local network: private at best, and never a way to the
            # local host (allowing private addresses does not allow loopback ones).
            return PRIVATE if inner in (PUBLIC, PRIVATE) else NEVER
        return inner
    return PUBLIC if ip.is_global else PRIVATE


def _kind4(ip: ipaddress.IPv4Address) -> str:
    if ip.is_unspecified or ip.is_multicast:
        return NEVER
    if ip.is_loopback:
        return LOOPBACK
    if not ip.is_global or ip.is_reserved or any(ip in net for net in _NOT_PUBLIC_V4):
        return PRIVATE
    return PUBLIC


def _embedded(ip: ipaddress.IPv6Address) -> ipaddress.IPv4Address | None:
    """The IPv4 address an IPv6 one carries (mapped, compatible, translated, NAT64, 6to4)."""
    if ip.ipv4_mapped is not None:
        return ip.ipv4_mapped
    if ip in _SIXTOFOUR:
        return ip.sixtofour
    if any(ip in net for net in (_NAT64, _NAT64_LOCAL, _COMPATIBLE, _TRANSLATED)):
        return ipaddress.IPv4Address(int(ip) & 0xFFFFFFFF)
    return None


Resolver = Callable[..., list[tuple[Any, ...]]]


@dataclass
class Guard:
    """Which addresses the service calls (see the module docstring).

    ``resolver`` is :func:`socket.getaddrinfo` (another one in tests that need a slow resolver).
    """

    allow_loopback: bool = False
    allow_private: bool = False
    resolve_timeout: float = 2.0
    resolver: Resolver = socket.getaddrinfo
    _lookups: threading.BoundedSemaphore = field(
        default_factory=lambda: threading.BoundedSemaphore(MAX_LOOKUPS), repr=False)

    def check(self, url: str) -> None:
        """Raises: URLRefused, for a URL the service will not call."""
        self.resolve(url)

    def resolve(self, url: str) -> tuple[str, int, str]:
        """The URL's host and port, and the address to connect to: the first the host
        resolves to, every one of which is allowed (DNS may answer any of them).

        Raises:
            URLRefused: as the module says; its ``why`` is logged here.
        """
        try:
            return self._resolve(url)
        except URLRefused as exc:
            log.info("outbound URL refused: %s", exc.why)
            raise

    def _resolve(self, url: str) -> tuple[str, int, str]:
        try:
            parts = urlsplit(url)
            port = parts.port or (443 if parts.scheme == "https" else 80)
        except ValueError:
            raise URLRefused("not a URL") from None
        host = parts.hostname
        if parts.scheme not in ("http", "https") or not host:
            raise URLRefused("not an http(s) URL with a host")
        addresses = [info[4][0] for info in self._lookup(host, port)]
        if not addresses:
            raise URLRefused(f"{host!r} has no address")
        for address in addresses:
            found = kind(address)
            allowed = (found == PUBLIC or (found == LOOPBACK and self.allow_loopback)
                       or (found == PRIVATE and self.allow_private))
            if not allowed:
                raise URLRefused(f"{host!r} has the {found} address {address}")
        return host, port, addresses[0]

    def _lookup(self, host: str, port: int) -> list[tuple[Any, ...]]:
        """``getaddrinfo`` within :attr:`resolve_timeout` seconds, on a daemon thread (the
        resolver cannot be interrupted: a hung one keeps its thread, not the request)."""
        try:
            # A literal address needs no resolver.
            ipaddress.ip_address(host.split("%")[0])
            literal = True
        except ValueError:
            literal = False
        if literal:
            try:
                return self.resolver(host, port, type=socket.SOCK_STREAM)
            except (OSError, ValueError, UnicodeError):
                raise URLRefused(f"{host!r} is not an address") from None
        if not self._lookups.acquire(blocking=False):
            raise URLRefused(f"{MAX_LOOKUPS} lookups already in flight")
        answer: dict[str, Any] = {}

        def look() -> None:
            try:
                answer["found"] = self.resolver(host, port, type=socket.SOCK_STREAM)
            except Exception as exc:  # reported to the waiting request below
                answer["error"] = exc
            finally:
                self._lookups.release()

        thread = threading.Thread(target=look, name="referee-resolve", daemon=True)
        thread.start()
        thread.join(self.resolve_timeout)
        if thread.is_alive():
            raise URLRefused(f"{host!r} did not resolve within {self.resolve_timeout} s")
        if "error" in answer:
            raise URLRefused(f"{host!r} does not resolve ({answer['error']})")
        return answer["found"]


class _PinnedHTTP(http.client.HTTPConnection):
    """An HTTP connection to ``address``, the one :class:`Guard` checked (not a new lookup,
    which a DNS rebinding could point elsewhere)."""

    def __init__(self, host: str, port: int, address: str, timeout: float):
        super().__init__(host, port, timeout=timeout)
        self._address = address

    def connect(self) -> None:
        self.sock = socket.create_connection((self._address, self.port), self.timeout)


class _PinnedHTTPS(http.client.HTTPSConnection):
    def __init__(self, host: str, port: int, address: str, timeout: float):
        self._tls = ssl.create_default_context()
        super().__init__(host, port, timeout=timeout, context=self._tls)
        self._address = address

    def connect(self) -> None:
        raw = socket.create_connection((self._address, self.port), self.timeout)
        self.sock = self._tls.wrap_socket(raw, server_hostname=self.host)


def post(guard: Guard, url: str, body: bytes, headers: dict[str, str], timeout: float) -> int:
    """POST ``body`` to ``url`` at the address ``guard`` checked; returns the status. Redirects
    are not followed (a 3xx is returned like any other status).

    Raises:
        URLRefused: the URL is refused now. OSError, http.client.HTTPException: the receiver
            could not be reached or answered nonsense.
    """
    host, port, address = guard.resolve(url)
    parts = urlsplit(url)
    connection_class = _PinnedHTTPS if parts.scheme == "https" else _PinnedHTTP
    connection = connection_class(host, port, address, timeout)
    try:
        target = (parts.path or "/") + (f"?{parts.query}" if parts.query else "")
        connection.request("POST", target, body, headers)
        response = connection.getresponse()
        response.read(65_536)
        return response.status
    finally:
        connection.close()
