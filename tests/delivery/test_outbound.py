"""The one outbound-URL guard (referee.delivery.outbound): webhook and notify URLs are judged
alike, an IPv4 address in IPv6 clothes as itself, every refusal in the same words, the lookup
bounded in time; a delivery checks again, connects to the address it checked and follows no
redirect. Deliveries go to real receivers on 127.0.0.1 over real HTTP."""

from __future__ import annotations

import json
import threading
import uuid

import pytest

from referee.delivery.outbound import (
    LOOPBACK,
    MAX_LOOKUPS,
    NEVER,
    PRIVATE,
    PUBLIC,
    REFUSED,
    Guard,
    URLRefused,
    kind,
    post,
)
from tests.lifecycle.test_notify import Receiver
from tests.support.http import assert_problem
from tests.support.tournament import create, finish, tournament_app

SECRET = "a-long-shared-secret"
PATIENCE = 30

#: Addresses and what each is (the IPv4 one it carries, if any, judged as itself).
KINDS = [
    ("93.184.215.14", PUBLIC),
    ("2606:2800:21f:cb07:6820:80da:af6b:8b2c", PUBLIC),
    ("127.0.0.1", LOOPBACK),
    ("::1", LOOPBACK),
    ("::ffff:127.0.0.1", LOOPBACK),          # IPv4-mapped
    ("::ffff:0:7f00:1", LOOPBACK),           # IPv4-translated (SIIT)
    ("::7f00:1", LOOPBACK),                  # IPv4-compatible
    ("64:ff9b::7f00:1", LOOPBACK),           # NAT64
    ("64:ff9b::a01:203", PRIVATE),           # NAT64 of 10.1.2.3
    ("64:ff9b::5db8:d70e", PUBLIC),          # NAT64 of a public address: a real use of NAT64
    ("64:ff9b:1::5db8:d70e", PRIVATE),       # local-use NAT64: never public, whatever it holds
    ("64:ff9b:1::7f00:1", NEVER),            # ... nor a way to the local host
    ("2002:7f00:1::", LOOPBACK),             # 6to4 of 127.0.0.1
    ("2002:a9fe:a9fe::1", PRIVATE),          # 6to4 of 169.254.169.254
    ("2002:5db8:d70e::1", PUBLIC),
    ("2001:0:4136:e378:8000:63bf:3fff:fdd2", NEVER),  # Teredo
    ("10.1.2.3", PRIVATE),
    ("100.64.0.1", PRIVATE),                 # shared address space (carrier NAT)
    ("169.254.169.254", PRIVATE),
    ("fe80::1", PRIVATE),
    ("fd00::1", PRIVATE),
    ("240.0.0.1", PRIVATE),                  # reserved
    ("0.0.0.0", NEVER),                      # reaches the local host on Linux
    ("::", NEVER),
    ("224.0.0.1", NEVER),
    ("ff02::1", NEVER),
]


@pytest.mark.parametrize("address, expected", KINDS)
def test_an_address_is_judged_by_the_ipv4_address_it_carries(address, expected):
    assert kind(address) == expected


#: URLs every configuration refuses, each in IPv6 clothes or otherwise hidden.
ALWAYS_REFUSED = [
    "http://[64:ff9b:1::7f00:1]/x", "http://[2001:0:4136:e378:8000:63bf:3fff:fdd2]/x",
    "http://0.0.0.0/x", "http://[::]/x", "http://224.0.0.1/x",
]


@pytest.mark.parametrize("allow", [{}, {"allow_loopback": True}, {"allow_private": True}])
def test_the_guard_refuses_what_its_configuration_does_not_allow(allow):
    guard = Guard(**allow)
    loopback = ["http://[64:ff9b::7f00:1]:8080/x", "http://[2002:7f00:1::]/x",
                "http://[::7f00:1]/x", "http://[::ffff:127.0.0.1]/x", "http://127.1/x"]
    private = ["http://[64:ff9b::a01:203]/x", "http://[2002:a9fe:a9fe::1]/x",
               "http://[::ffff:192.168.0.1]/x", "http://100.64.0.1/x"]
    for url in loopback + private + ALWAYS_REFUSED:
        allowed = (url in loopback and allow.get("allow_loopback")) or (
            url in private and allow.get("allow_private"))
        if allowed:
            guard.check(url)
        else:
            with pytest.raises(URLRefused) as refused:
                guard.check(url)
            assert str(refused.value) == refused.value.reason == REFUSED
    guard.check("https://[64:ff9b::5db8:d70e]/x")


#: URLs refused at creation, for reasons a caller must not tell apart (docs/tournaments.md).
REFUSED_URLS = [
    "http://[64:ff9b::7f00:1]:8080/push",    # NAT64 of 127.0.0.1 (docs/tournaments.md)
    "http://[2002:7f00:1::]:8080/push",      # 6to4 of 127.0.0.1 (docs/tournaments.md)
    "http://[::7f00:1]/push",
    "http://localhost/push",
    "http://10.1.2.3/push",
    "http://0.0.0.0:8080/push",
    "http://no-such-host.invalid/push",      # a name that does not resolve (RFC 6761)
]


@pytest.mark.parametrize("where", ["webhook", "notify", "batch"])
def test_every_refused_url_is_refused_in_the_same_words_for_webhook_and_notify(redis_url, where):
    client = tournament_app(redis_url).test_client()
    answers = set()
    for url in REFUSED_URLS:
        game = {"variant": "pareo", "players": ["Ann", "Bob"]}
        if where == "notify":
            game["notify"] = {"url": url, "secret": SECRET}
        else:
            game.update(webhook=url, webhook_secret=SECRET)
        if where == "batch":
            response = client.post("/v1/batches", json={"games": [game]})
        else:
            response = client.post("/v1/games", json=game)
        problem = assert_problem(response, 422)
        assert problem["type"] == "urn:referee:problem:url-refused", (url, problem)
        problem.pop("request_id", None)
        answers.add(json.dumps(problem, sort_keys=True))
    (answer,) = answers  # the same reply, byte for byte, for every URL
    assert REFUSED in answer


class HungResolver:
    """A resolver that answers nothing until the test ends, noting each host asked."""

    def __init__(self) -> None:
        self.released = threading.Event()
        self.asked: list[str] = []
        self._calls = threading.Semaphore(0)

    def __call__(self, host, port, **kwargs):
        self.asked.append(host)
        self._calls.release()
        self.released.wait(PATIENCE)
        raise OSError("released by the test")

    def wait_for(self, count: int) -> None:
        """Until ``count`` lookups have reached the resolver (their threads run late under
        load)."""
        for _ in range(count):
            assert self._calls.acquire(timeout=PATIENCE), "the lookup never started"


@pytest.fixture
def hung():
    resolver = HungResolver()
    yield resolver
    resolver.released.set()


def test_a_slow_resolver_refuses_the_url_instead_of_holding_the_request(redis_url, hung):
    app = tournament_app(redis_url)
    app.extensions["referee"].check_webhook = Guard(resolve_timeout=0.05, resolver=hung).check
    response = app.test_client().post("/v1/games", json={
        "variant": "pareo", "players": ["Ann", "Bob"],
        "notify": {"url": "https://slow.example/push", "secret": SECRET}})
    assert assert_problem(response, 422)["detail"] == REFUSED
    hung.wait_for(1)
    # Answered while the resolver still held the lookup.
    assert not hung.released.is_set() and hung.asked == ["slow.example"]


def test_lookups_held_by_a_hung_resolver_are_bounded(hung):
    # Each timed-out lookup keeps its thread until the resolver answers: past MAX_LOOKUPS of
    # them, a URL is refused at once and no new thread waits on the resolver.
    guard = Guard(resolve_timeout=0.01, resolver=hung)
    for i in range(MAX_LOOKUPS + 3):
        with pytest.raises(URLRefused) as refused:
            guard.check(f"https://slow-{i}.example/push")
        assert refused.value.reason == REFUSED
    hung.wait_for(MAX_LOOKUPS)
    assert len(hung.asked) == MAX_LOOKUPS


@pytest.fixture
def receiver():
    receiver = Receiver()
    yield receiver
    receiver.close()


def test_a_delivery_to_an_address_hidden_in_ipv6_clothes_is_refused(receiver):
    # NAT64 and 6to4 wrappers of the receiver's own address (docs/tournaments.md):
    # the guard refuses them before any connection.
    for url in (f"http://[64:ff9b::7f00:1]:{receiver.port}/push",
                f"http://[2002:7f00:1::]:{receiver.port}/push"):
        with pytest.raises(URLRefused):
            post(Guard(), url, b"{}", {}, timeout=5)
    assert post(Guard(allow_loopback=True), receiver.url, b"{}", {}, timeout=5) == 204


def test_a_redirect_is_not_followed(receiver):
    redirecting = Receiver([307], location=receiver.url)
    try:
        assert post(Guard(allow_loopback=True), redirecting.url, b"{}", {}, timeout=5) == 307
        with redirecting.changed:  # (noted just after its answer)
            assert redirecting.changed.wait_for(lambda: redirecting.received, PATIENCE)
        assert receiver.received == []
    finally:
        redirecting.close()


def test_each_try_is_checked_again_and_noted_in_the_same_words(redis_url, receiver):
    # Created where loopback receivers were allowed, delivered by a process where they are not
    # (the operator changed the configuration): the try is refused, nothing reaches the
    # receiver, and the record says what a creation would have said.
    prefix = f"test-{uuid.uuid4().hex[:12]}"
    allowing = tournament_app(redis_url, prefix, webhook_allow_loopback=True)
    created = create(allowing.test_client(), {
        "variant": "pareo", "players": ["Ann", "Bob"], "seed": "refused-later",
        "webhook": receiver.url, "webhook_secret": SECRET})
    strict = tournament_app(redis_url, prefix, webhook_attempts=1)
    finish(strict, created["id"], created["tokens"]["seats"])
    deliverer = strict.extensions["referee.tournament"].deliverer
    try:
        for _ in range(PATIENCE * 20):
            record = strict.test_client().get(f"/v1/games/{created['id']}/record").get_json()
            if record["webhook"]["deliveries"]:
                break
            threading.Event().wait(0.05)
        (try_,) = record["webhook"]["deliveries"]
        assert (try_["status"], try_["error"], try_["outcome"]) == (None, REFUSED, "given up")
        assert receiver.received == []
    finally:
        deliverer.close()
