"""The client behind a proxy: whose address a request is, for the budgets and the log line.

Behind a load balancer every request arrives from the proxy's address; the client's is in the
``X-Forwarded-For`` field the proxy appends to. That field is whatever the client sent followed
by what each proxy added, so only the entries the trusted proxies appended say anything: the
``N``-th from the right, for ``N`` trusted hops (``REFEREE_PROXY_HOPS``). Werkzeug's
:class:`~werkzeug.middleware.proxy_fix.ProxyFix` takes exactly that one as ``REMOTE_ADDR``; a
client's own ``X-Forwarded-For`` entries sit to the left of it and are never read, so no client
escapes its budget by naming another address.

``REFEREE_PROXY_NETWORKS`` narrows the trust to requests that come from the proxies' networks
(CIDRs): from anywhere else ``X-Forwarded-For`` is ignored, so a client that reaches an instance
directly is its own address. gunicorn's ``forwarded_allow_ips`` (whose peers' scheme fields,
``X-Forwarded-Proto``, gunicorn believes) is set from the same settings
(:func:`forwarded_allow_ips`): the networks, ``*`` for hops without networks, none without a
proxy. With no hops (the default) nothing forwarded is believed at all.
"""

from __future__ import annotations

import ipaddress
from collections.abc import Callable, Iterable
from typing import Any

from werkzeug.middleware.proxy_fix import ProxyFix

from referee.config import Settings

Network = ipaddress.IPv4Network | ipaddress.IPv6Network
WSGIApp = Callable[[dict[str, Any], Callable[..., Any]], Iterable[bytes]]


class TrustedProxies:
    """``ProxyFix`` with the hops ``settings`` trust, for requests whose peer is in their
    networks (all peers when none are named); for settings that trust proxies
    (:func:`trusted`)."""

    def __init__(self, app: WSGIApp, settings: Settings) -> None:
        self.app = app
        self.networks = networks_of(settings.proxy_networks)
        # The address only: the scheme is gunicorn's (forwarded_allow_ips, from the same
        # settings), and Host, port and prefix are the service's own.
        self.fixed = ProxyFix(app, x_for=settings.proxy_hops, x_proto=0, x_host=0, x_port=0,
                              x_prefix=0)

    def __call__(self, environ: dict[str, Any], start_response: Callable[..., Any]
                 ) -> Iterable[bytes]:
        if self.networks and not _within(environ.get("REMOTE_ADDR"), self.networks):
            return self.app(environ, start_response)
        return self.fixed(environ, start_response)


def _within(address: str | None, networks: tuple[Network, ...]) -> bool:
    try:
        peer = ipaddress.ip_address(address or "")
    except ValueError:
        return False  # a Unix socket's peer has no address: not a proxy the settings name
    return any(peer in network for network in networks)


def networks_of(raw: tuple[str, ...]) -> tuple[Network, ...]:
    """The networks of ``REFEREE_PROXY_NETWORKS`` (validated by referee.config)."""
    return tuple(ipaddress.ip_network(entry) for entry in raw)


def trusted(settings: Settings) -> bool:
    """Whether ``settings`` trust any proxy (without, requests are left as they come)."""
    return settings.proxy_hops > 0


def forwarded_allow_ips(settings: Settings) -> str:
    """gunicorn's ``forwarded_allow_ips`` for ``settings``: the peers :class:`TrustedProxies`
    trusts (gunicorn's own default, loopback, would let any local client claim HTTPS)."""
    if not trusted(settings):
        return ""
    return ",".join(settings.proxy_networks) or "*"
