"""The web client's files as the service serves them: headers, no inline code, no third party,
shipped in the package, and rule texts that match the rule book."""

from __future__ import annotations

import json
import re
import tomllib
from html.parser import HTMLParser

import pytest

from referee import create_app
from referee.config import Settings
from referee.http.api.web import WEB_ROOT
from referee.storage.memory import MemoryStore
from tests.e2e import rules_json

FILES = sorted(path.relative_to(WEB_ROOT).as_posix() for path in WEB_ROOT.rglob("*") if path.is_file())
TYPES = {".html": "text/html", ".js": "text/javascript", ".css": "text/css",
         ".json": "application/json"}


@pytest.fixture(scope="module")
def client():
    """The service's test client: static files need no store, so one app serves the module."""
    return create_app(Settings(), store=MemoryStore()).test_client()


def test_play_redirects_to_the_client_directory(client):
    reply = client.get("/play")
    assert reply.status_code == 308
    assert reply.headers["Location"].endswith("/play/")


@pytest.mark.parametrize("name", FILES)
def test_every_file_is_served_with_its_type_and_a_strict_policy(client, name):
    reply = client.get(f"/play/{name}")
    assert reply.status_code == 200
    assert reply.mimetype == TYPES[name[name.rindex("."):]]
    policy = reply.headers["Content-Security-Policy"]
    assert "default-src 'none'" in policy and "script-src 'self';" in policy
    assert "unsafe-inline" not in policy and "unsafe-eval" not in policy
    assert reply.headers["Referrer-Policy"] == "no-referrer"
    assert reply.headers["X-Content-Type-Options"] == "nosniff"


def test_the_index_is_the_client_page(client):
    reply = client.get("/play/")
    assert reply.status_code == 200
    assert b'<script type="module" src="app.js"></script>' in reply.data


@pytest.mark.parametrize("path", ["/play/nothing.js", "/play/../pyproject.toml",
                                  "/play/%2e%2e/app.py", "/play/../../referee/app.py"])
def test_nothing_else_is_served(client, path):
    reply = client.get(path)
    assert reply.status_code == 404
    assert reply.mimetype == "application/problem+json"


class _Inline(HTMLParser):
    """Collects what a strict CSP would block: inline scripts, handlers and styles."""

    def __init__(self):
        super().__init__()
        self.found: list[str] = []
        self._in_script = False

    def handle_starttag(self, tag, attrs):
        names = dict(attrs)
        if tag == "script":
            self._in_script = True
            if "src" not in names:
                self.found.append("inline <script>")
        self.found += [f"{tag} {name}=" for name in names if name.startswith("on") or name == "style"]
        if tag == "style":
            self.found.append("<style>")

    def handle_endtag(self, tag):
        self._in_script = self._in_script and tag != "script"

    def handle_data(self, data):
        if self._in_script and data.strip():
            self.found.append("inline script text")


@pytest.mark.parametrize("name", ["index.html", "director.html", "tournament.html"])
def test_the_page_has_no_inline_code(name):
    parser = _Inline()
    parser.feed((WEB_ROOT / name).read_text())
    assert parser.found == []


@pytest.mark.parametrize("name", FILES)
def test_no_file_calls_another_origin(name):
    text = (WEB_ROOT / name).read_text()
    if name == "rules.json":
        return  # rule texts, not code
    # The SVG namespace is a name, not an address anything is fetched from.
    assert re.findall(r"https?://(?!www\.w3\.org/2000/svg\b)", text) == []
    assert "innerHTML" not in text and "eval(" not in text


def test_the_package_ships_every_file():
    config = tomllib.loads((rules_json.ROOT / "pyproject.toml").read_text())
    patterns = config["tool"]["setuptools"]["package-data"]["referee.http"]
    # As setuptools expands them: a pattern's `*` stays within one folder.
    shipped = {path.relative_to(WEB_ROOT.parent).as_posix()
               for pattern in patterns for path in WEB_ROOT.parent.glob(pattern)}
    missing = [name for name in FILES if f"web/{name}" not in shipped]
    assert missing == []


def test_the_rule_book_copy_is_the_shared_rule_book():
    # Where the shared spec sits beside the checkout (the developers' machines), the project's
    # copy must be the very text; a checkout alone (CI) carries only the copy.
    if rules_json.SHARED_RULES_MD.is_file():
        assert rules_json.RULES_MD.read_text() == rules_json.SHARED_RULES_MD.read_text(), (
            "docs/spec/RULES.md differs from the shared rule book: copy it again")
    assert "Rule book version" in rules_json.RULES_MD.read_text()


def test_rules_json_matches_the_rule_book():
    built = rules_json.build()["rules"]
    committed = json.loads(rules_json.OUTPUT.read_text())
    book = {i: rule for i, rule in built.items() if rule["source"] == "RULES.md"}
    assert {i: r for i, r in committed["rules"].items() if r["source"] == "RULES.md"} == book, (
        "referee/http/web/rules.json is stale: python -m tests.e2e.rules_json")
    assert committed["rules_version"] == rules_json.build()["rules_version"]


def test_rules_json_rulings_are_the_project_rulings():
    # The rulings files grow while other work lands; a ruling added since rules.json was built
    # only lacks its text in the page (its id still shows). One that went away or moved fails
    # here: python -m tests.e2e.rules_json rebuilds the file.
    built = rules_json.build()["rules"]
    committed = json.loads(rules_json.OUTPUT.read_text())["rules"]
    rulings = {i: r for i, r in committed.items() if r["source"] != "RULES.md"}
    assert len(rulings) >= 40
    stale = [i for i, r in rulings.items() if i not in built or built[i]["source"] != r["source"]]
    assert stale == [], "referee/http/web/rules.json is stale: python -m tests.e2e.rules_json"


def test_rules_json_holds_every_rule_an_error_may_name():
    rules = rules_json.build()["rules"]
    # Spot checks across the three games, the common rules and the three rulings files.
    for rule_id in ("G6", "E3.3", "E7", "E8.1", "P4", "A6.1", "A7.3", "A9.4", "R3", "R22", "R44"):
        assert rule_id in rules, rule_id
    assert rules["E3.3"]["title"] == "Valid stakes"
    assert "hunger` can never be part of a two-card stake" in rules["E3.3"]["text"]
    assert rules["R34"]["source"] == "docs/rulings/four-aces.md"
    # Every id the rule book defines with a bullet is there.
    book = rules_json.RULES_MD.read_text()
    ids = set(re.findall(r"^- \*\*([GEPA]\d+(?:\.\d+)?)[ *]", book, flags=re.MULTILINE))
    assert ids and ids <= set(rules)


def _game_names() -> set[str]:
    """Every registered variant's name (also as a module name) and title."""
    from variants import all_variants

    return {word for v in all_variants().values()
            for word in (v.name, v.name.replace("-", "_"), v.title)}


def test_the_core_names_no_game():
    """docs/web.md: the client's core draws every game from ``GET /v1/variants`` and the view, with
    no game's name in it and no branch on the variant; what a game draws of its own is in its
    own file, ``games/<game>.js``."""
    core = [name for name in FILES if name.endswith(".js") and not name.startswith("games/")]
    assert "app.js" in core and "cards.js" in core
    found = []
    for name in core:
        text = (WEB_ROOT / name).read_text()
        found += [f"{name}: {game}" for game in _game_names() if game.lower() in text.lower()]
        found += [f"{name}: {branch}" for branch in re.findall(r"\.variant\s*[!=]==?", text)]
    assert found == []


def test_every_game_file_is_registered_under_a_variant_name():
    index = (WEB_ROOT / "games" / "index.js").read_text()
    files = {name[len("games/"):-len(".js")] for name in FILES
             if name.startswith("games/") and name != "games/index.js"}
    assert set(re.findall(r'from "\./([\w-]+)\.js"', index)) == files
    registered = set(re.findall(r'"([\w-]+)": \w+', re.search(r"GAMES = \{(.*?)\}", index).group(1)))
    assert registered and registered <= _game_names()
