"""The client behind a proxy (docs/deployment.md): a real nginx in front of a real gunicorn; each
client's budget is its own address's, read from the trusted proxy only, and a client's own
X-Forwarded-For changes nothing."""

from __future__ import annotations

import http.client
import json
import uuid

import pytest

from referee.config import ConfigError, Settings
from referee.http import proxies
from tests.support.live import Server
from tests.support.nginx_server import Nginx

ALICE, BOB = "127.0.0.2", "127.0.0.3"
BUDGET = 3  # requests a minute for one address: small, so it is spent in a few requests


def get(port: int, source: str, headers: dict[str, str] | None = None
        ) -> tuple[int, dict[str, str]]:
    """``GET /v1/variants`` on 127.0.0.1:``port`` from the loopback address ``source``."""
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=10, source_address=(source, 0))
    try:
        conn.request("GET", "/v1/variants", headers=headers or {})
        response = conn.getresponse()
        response.read()
        return response.status, {k.lower(): v for k, v in response.getheaders()}
    finally:
        conn.close()


def left(headers: dict[str, str]) -> int:
    """What the RateLimit field says is left of the client budget."""
    field = headers["ratelimit"]
    assert field.startswith('"client";'), field
    return int(field.split("r=")[1].split(";")[0])


def clients_logged(server: Server) -> list[str]:
    lines = [json.loads(line) for line in server.read_output().splitlines()
             if line.startswith("{")]
    return [line["client"] for line in lines
            if line.get("logger") == "referee.access" and line.get("path") == "/v1/variants"]


@pytest.fixture
def served(request):
    """gunicorn with ``env`` (the test's parameter) and an nginx in front of it."""
    server = Server({
        "REFEREE_RATE_LIMIT_CLIENT": f"{BUDGET}/minute",
        "REFEREE_KEY_PREFIX": f"test-{uuid.uuid4().hex[:12]}",
        **request.param,
    }).start()
    nginx = Nginx(server.port)
    try:
        nginx.start()
        yield server, nginx
    finally:
        nginx.stop()
        server.stop()


TRUSTED = {"REFEREE_PROXY_HOPS": "1", "REFEREE_PROXY_NETWORKS": "127.0.0.1/32"}


@pytest.mark.parametrize("served", [TRUSTED], indirect=True)
def test_two_clients_behind_nginx_have_budgets_of_their_own(served):
    server, nginx = served
    for n in range(BUDGET):
        status, headers = get(nginx.port, ALICE)
        assert status == 200 and left(headers) == BUDGET - 1 - n
    assert get(nginx.port, ALICE)[0] == 429
    # Alice's spent budget is hers: Bob, behind the same nginx, has all of his.
    status, headers = get(nginx.port, BOB)
    assert status == 200 and left(headers) == BUDGET - 1
    assert clients_logged(server) == [ALICE] * (BUDGET + 1) + [BOB]


@pytest.mark.parametrize("served", [TRUSTED], indirect=True)
def test_a_spoofed_forwarded_for_changes_nothing(served):
    server, nginx = served
    for _ in range(BUDGET):
        assert get(nginx.port, ALICE)[0] == 200
    # Naming another address (Bob's, an unseen one, several) does not escape Alice's budget...
    for spoof in (BOB, "203.0.113.9", f"198.51.100.1, {BOB}"):
        status, headers = get(nginx.port, ALICE, {"X-Forwarded-For": spoof})
        assert status == 429 and int(headers["retry-after"]) >= 1
    # ...nor spends Bob's: he pays for his own requests only, whatever he claims to be.
    status, headers = get(nginx.port, BOB, {"X-Forwarded-For": ALICE})
    assert status == 200 and left(headers) == BUDGET - 1
    # A client reaching gunicorn directly (not from the proxies' network) is its own address.
    status, headers = get(server.port, BOB, {"X-Forwarded-For": "203.0.113.9"})
    assert status == 200 and left(headers) == BUDGET - 2
    assert clients_logged(server) == [ALICE] * (BUDGET + 3) + [BOB, BOB]


@pytest.mark.parametrize("served", [{}], indirect=True)
def test_without_trusted_proxies_forwarded_for_is_ignored(served):
    server, nginx = served
    # Each request names a fresh address: none is believed, all count as nginx's own.
    for n in range(BUDGET):
        status, headers = get(nginx.port, [ALICE, BOB][n % 2], {"X-Forwarded-For": f"10.0.0.{n}"})
        assert status == 200 and left(headers) == BUDGET - 1 - n
    assert get(nginx.port, BOB, {"X-Forwarded-For": "10.0.0.99"})[0] == 429
    # Directly, a client is its peer address whatever it names.
    status, headers = get(server.port, ALICE, {"X-Forwarded-For": "10.0.0.1"})
    assert status == 200 and left(headers) == BUDGET - 1
    assert clients_logged(server) == ["127.0.0.1"] * (BUDGET + 1) + [ALICE]


def test_gunicorn_believes_the_same_proxies():
    assert proxies.forwarded_allow_ips(Settings.from_env({})) == ""
    assert proxies.forwarded_allow_ips(Settings.from_env({"REFEREE_PROXY_HOPS": "2"})) == "*"
    networked = Settings.from_env({"REFEREE_PROXY_NETWORKS": "10.0.0.0/8, fd00::/8"})
    assert networked.proxy_hops == 1
    assert proxies.forwarded_allow_ips(networked) == "10.0.0.0/8,fd00::/8"


@pytest.mark.parametrize("env", [
    {"REFEREE_PROXY_NETWORKS": "10.0.0.1/8"},
    {"REFEREE_PROXY_NETWORKS": "proxy.internal"},
    {"REFEREE_PROXY_NETWORKS": "10.0.0.0/8", "REFEREE_PROXY_HOPS": "0"},
    {"REFEREE_PROXY_HOPS": "-1"},
])
def test_a_bad_proxy_setting_is_refused(env):
    with pytest.raises(ConfigError, match="REFEREE_PROXY_"):
        Settings.from_env(env)
