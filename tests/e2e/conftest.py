"""Fixtures of the browser tests: Debian's Chromium (installed with apt when missing, never a
browser download), driven headless by Playwright against a real gunicorn on a real Redis.

Every page a test opens records the requests it makes (``Browser.requests``), so the tests can
check that the client calls nothing ``openapi.yaml`` does not document.
"""

from __future__ import annotations

import contextlib
import json
import os
import re
import shutil
import subprocess
import uuid
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from urllib.parse import parse_qs, urlsplit

import pytest
import yaml

from tests.support.live import Server, request

CHROMIUM = "/usr/bin/chromium"
#: A phone's screen (CSS pixels) and a desktop's.
PHONE = {"width": 390, "height": 844}
DESKTOP = {"width": 1280, "height": 900}
#: How long a page may take to show what a test waits for (ms): generous, for a loaded CI machine;
#: a wait ends as soon as the page shows it.
TIMEOUT = 20_000


def chromium_executable() -> str:
    """Debian's Chromium, installed with apt when it is missing. Playwright's own browser
    download cannot work on this network, so it is never used; a failure to install is a test
    failure with its reason, never a skip."""
    if Path(CHROMIUM).is_file():
        return CHROMIUM
    if shutil.which("apt-get") is None:
        pytest.fail(f"{CHROMIUM} is missing and there is no apt-get to install Debian's chromium")
    env = {**os.environ, "DEBIAN_FRONTEND": "noninteractive"}
    subprocess.run(["apt-get", "update", "-q"], check=False, capture_output=True, env=env)
    done = subprocess.run(["apt-get", "install", "-y", "-q", "chromium"],
                          check=False, capture_output=True, env=env, text=True)
    if done.returncode != 0 or not Path(CHROMIUM).is_file():
        pytest.fail(f"could not install Debian's chromium with apt (exit {done.returncode}):\n"
                    f"{done.stderr[-2000:]}")
    return CHROMIUM


def documented_operations() -> list[tuple[str, re.Pattern, set[str]]]:
    """(method, path pattern, query parameter names) of every operation openapi.yaml documents."""
    spec = yaml.safe_load((Path(__file__).resolve().parents[2] / "openapi.yaml").read_text())
    operations = []
    for path, item in spec["paths"].items():
        pattern = re.compile("^" + re.sub(r"\\\{[^}]+\\\}", "[^/]+", re.escape(path)) + "$")
        shared = item.get("parameters", [])
        for method, operation in item.items():
            if method == "parameters":
                continue
            query = {p["name"] for p in shared + operation.get("parameters", []) if p["in"] == "query"}
            operations.append((method.upper(), pattern, query))
    return operations


def undocumented(requests: list[Recorded], origin: str) -> list[str]:
    """The requests to ``origin`` that are neither the client's own files (``GET /play/…``) nor
    an operation of openapi.yaml with its documented query parameters; and any request to
    another origin (the pages make none)."""
    operations = documented_operations()
    found = []
    for recorded in requests:
        url = urlsplit(recorded.url)
        if f"{url.scheme}://{url.netloc}" != origin:
            if url.scheme not in ("data", "blob"):
                found.append(f"{recorded.method} {recorded.url} (another origin)")
            continue
        if recorded.method == "GET" and url.path.startswith("/play/"):
            continue
        names = set(parse_qs(url.query, keep_blank_values=True))
        if not any(method == recorded.method and pattern.match(url.path) and names <= query
                   for method, pattern, query in operations):
            found.append(f"{recorded.method} {url.path}?{'&'.join(sorted(names))}")
    return found


def web_env(redis_url: str) -> dict[str, str]:
    """The environment of the service the browsers use: the rate limits of a real table off
    (the tests' browsers all come from one address)."""
    return {
        "REDIS_URL": redis_url,
        "REFEREE_KEY_PREFIX": f"test-{uuid.uuid4().hex[:12]}",
        "REFEREE_LOG_LEVEL": "WARNING",
        "REFEREE_RATE_LIMIT_CLIENT": "off",
        "REFEREE_RATE_LIMIT_TOKEN": "off",
        "REFEREE_THREADS": "16",
        # Streams end when the pages close; no need to wait for their heartbeat to notice.
        "REFEREE_GRACEFUL_TIMEOUT": "1",
    }


@pytest.fixture(scope="session")
def web_server(redis_url):
    """The service under gunicorn, as in production."""
    server = Server(web_env(redis_url)).start()
    yield server
    server.stop()


@pytest.fixture(scope="session")
def chromium():
    """One headless Chromium for the session (each test opens its own contexts)."""
    from playwright.sync_api import sync_playwright

    executable = chromium_executable()
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(
            executable_path=executable, headless=True,
            # As root Chromium refuses to start without --no-sandbox.
            args=["--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu"],
        )
        yield browser
        browser.close()


@dataclass
class Recorded:
    method: str
    url: str


@dataclass
class Browsers:
    """Opens pages of the web client, each in a browser context of its own (its own storage,
    as a different person's browser), and records every request they make."""

    chromium: Any
    server: Server
    requests: list[Recorded] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)
    contexts: list[Any] = field(default_factory=list)

    def page(self, fragment: str = "new", *, language: str = "en", viewport: dict | None = None,
             pace: str = "20", path: str = "/play/"):
        """A page of the client (``path``: the seats' page, or ``/play/director.html``);
        ``pace`` is how computer moves are shown (ms each, or a named pace of the page: "step"
        waits for the Next button); the tests' default is quick."""
        context = self.chromium.new_context(
            viewport=viewport or DESKTOP, locale="it-IT" if language == "it" else "en-GB",
        )
        context.add_init_script(f"localStorage.setItem('referee.pace', {json.dumps(pace)})")
        context.set_default_timeout(TIMEOUT)
        self.contexts.append(context)
        page = context.new_page()
        page.on("request", lambda req: self.requests.append(Recorded(req.method, req.url)))
        page.on("pageerror", lambda error: self.errors.append(f"page error: {error}"))
        page.on("console", lambda message: message.type == "error"
                and self.errors.append(f"console: {message.text}"))
        page.goto(f"{self.server.url}{path}#{fragment}")
        return page

    def close(self) -> None:
        for context in self.contexts:
            context.close()


@contextlib.contextmanager
def pages(chromium, server: Server) -> Iterator[Browsers]:
    """Pages of the client on ``server``; once done, every request they made must be documented
    and no page may have thrown."""
    opened = Browsers(chromium, server)
    try:
        yield opened
    finally:
        opened.close()
    assert undocumented(opened.requests, server.url) == []
    assert [e for e in opened.errors if "Failed to load resource" not in e] == []


@pytest.fixture
def browsers(chromium, web_server):
    """Pages of the client on the suite's service (see :func:`pages`)."""
    with pages(chromium, web_server) as opened:
        yield opened


def create(server: Server, body: dict[str, Any]) -> dict[str, Any]:
    """A game created through the API (the tests that are not about the creation form)."""
    status, _, created = request("POST", f"{server.url}/v1/games", body)
    assert status == 201, created
    return created


#: axe-core (npm), pinned by tests/e2e/package-lock.json and installed beside it with ``npm ci``.
E2E = Path(__file__).resolve().parent
AXE = E2E / "node_modules" / "axe-core" / "axe.min.js"


def axe_source() -> str:
    """axe-core's script, installed with ``npm ci`` unless node_modules already holds what the
    lock file names (a stamp of the lock's hash, written after a successful install)."""
    import hashlib

    lock = hashlib.sha256((E2E / "package-lock.json").read_bytes()).hexdigest()
    stamp = E2E / "node_modules" / ".installed-lock-sha256"
    if not (AXE.is_file() and stamp.is_file() and stamp.read_text() == lock):
        if shutil.which("npm") is None:
            pytest.fail("npm is needed to install axe-core (apt-get install npm)")
        done = subprocess.run(["npm", "ci", "--no-audit", "--no-fund"], cwd=E2E, check=False,
                              capture_output=True, text=True)
        if done.returncode != 0 or not AXE.is_file():
            pytest.fail(f"npm ci failed (exit {done.returncode}):\n{done.stderr[-2000:]}")
        stamp.write_text(lock)
    return AXE.read_text()


@pytest.fixture(scope="session")
def axe():
    """A function that runs axe-core in a page and returns its serious and critical violations
    (WCAG 2 A and AA rules), each as "rule: target, …". The script is evaluated through the
    browser's debugging protocol, which the page's Content-Security-Policy does not govern."""
    source = axe_source()

    def violations(page) -> list[str]:
        if not page.evaluate("typeof window.axe !== 'undefined'"):
            page.evaluate(source)
        found = page.evaluate("""async () => (await window.axe.run(document, {
            runOnly: {type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]}}))
            .violations.filter((v) => v.impact === "serious" || v.impact === "critical")
            .map((v) => `${v.id}: ${v.nodes.slice(0, 5).map((n) => n.target.join(" ")).join(", ")}`)""")
        return found

    return violations
