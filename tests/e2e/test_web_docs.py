"""``/docs`` in a real browser with the network cut: the API reference comes from the service
alone (Swagger UI shipped in a package), lists every operation of the contract and runs under
its strict Content-Security-Policy without an error."""

from __future__ import annotations

from urllib.parse import urlsplit

import pytest

from referee import create_app
from referee.config import Settings
from referee.storage.memory import MemoryStore
from tests.e2e.conftest import DESKTOP, TIMEOUT
from tests.support.live import request

METHODS = ("get", "put", "post", "delete", "patch", "head", "options")


def test_the_reference_lists_every_operation_with_no_network(chromium, web_server):
    origin = web_server.url
    context = chromium.new_context(viewport=DESKTOP)
    context.set_default_timeout(TIMEOUT)
    elsewhere: list[str] = []
    problems: list[str] = []

    def only_this_service(route):
        # The network is cut: anything but the service itself fails, as on a closed network.
        url = urlsplit(route.request.url)
        if f"{url.scheme}://{url.netloc}" == origin or url.scheme == "data":
            route.continue_()
        else:
            elsewhere.append(route.request.url)
            route.abort("internetdisconnected")

    context.route("**/*", only_this_service)
    page = context.new_page()
    page.on("pageerror", lambda error: problems.append(f"page error: {error}"))
    page.on("console", lambda message: message.type == "error"
            and problems.append(f"console: {message.text}"))
    try:
        page.goto(f"{origin}/docs")
        page.wait_for_selector(".opblock-summary-path")
        status, _, spec = request("GET", f"{origin}/openapi.json")
        assert status == 200
        documented = sorted((method.upper(), path) for path, item in spec["paths"].items()
                            for method in item if method in METHODS)
        page.wait_for_function(f"document.querySelectorAll('.opblock').length >= {len(documented)}")
        shown = page.eval_on_selector_all(".opblock-summary", """blocks => blocks.map(b => [
            b.querySelector('.opblock-summary-method').textContent.trim(),
            b.querySelector('.opblock-summary-path').dataset.path])""")
        assert sorted(map(tuple, shown)) == documented
        assert page.title() == "Referee API reference"
        assert spec["info"]["title"] in page.locator(".info .title").inner_text()
    finally:
        context.close()
    assert elsewhere == []
    assert problems == []


@pytest.fixture(scope="module")
def client():
    return create_app(Settings(), store=MemoryStore()).test_client()


def test_the_page_and_its_files_come_from_the_package(client):
    page = client.get("/docs")
    assert page.status_code == 200 and page.mimetype == "text/html"
    policy = page.headers["Content-Security-Policy"]
    assert "default-src 'none'" in policy and "script-src 'self';" in policy
    assert "http" not in page.get_data(as_text=True)  # no absolute URL: nothing from elsewhere
    for name in ("docs.js", "docs.css", "swagger-ui-bundle.js", "swagger-ui.css"):
        reply = client.get(f"/docs/{name}")
        assert reply.status_code == 200 and len(reply.data) > 100, name
    licence = client.get("/docs/LICENSE")
    assert licence.status_code == 200 and b"Apache License" in licence.data
    assert client.get("/docs/").headers["Location"] == "/docs"


@pytest.mark.parametrize("path", ["/docs/index.html", "/docs/swagger-ui.js", "/docs/nothing",
                                  "/docs/../app.py", "/docs/%2e%2e/api/docs.py"])
def test_nothing_else_is_served_under_docs(client, path):
    reply = client.get(path)
    assert reply.status_code == 404 and reply.mimetype == "application/problem+json"
