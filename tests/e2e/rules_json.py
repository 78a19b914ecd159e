"""The rule texts the web client shows (``referee/http/web/rules.json``), built from the rule book
(the project's copy of the shared spec's ``RULES.md``, ``docs/spec/RULES.md``) and the project's rulings
(``docs/rulings/*.md``).

    python -m tests.e2e.rules_json          # writes referee/http/web/rules.json

``tests/e2e/test_web_rules.py`` checks that the committed file is what this builds.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
#: The project's copy of the normative rule book (the shared spec's RULES.md, which a checkout
#: of this repository alone does not have); test_web_static checks it is the same text.
RULES_MD = ROOT / "docs" / "spec" / "RULES.md"
SHARED_RULES_MD = ROOT.parent / "shared" / "spec" / "RULES.md"
RULINGS = ROOT / "docs" / "rulings"
OUTPUT = ROOT / "referee" / "http" / "web" / "rules.json"

# `- **E3.3 Valid stakes.** text` (a rule) or `- **R30 Dealer cut.** text` (a ruling).
_BULLET = re.compile(
    r"^- \*\*(?P<id>[GEPAR]\d+(?:\.\d+)?)(?: (?P<title>[^*]*?))?\.?\*\*\s*(?P<text>.*)$"
)
# `### E7 Forced Exchange (advanced) *(option ...)*`: a section, whose id errors also name.
_HEADING = re.compile(r"^### (?P<id>[GEPA]\d+) (?P<title>.*)$")
_VERSION = re.compile(r"Rule book version (\d+)")


def _clean(text: str) -> str:
    return re.sub(r"\s+", " ", text).strip()


def parse(markdown: str, source: str) -> dict[str, dict[str, str]]:
    """Every rule (bullet or ``###`` section) of one Markdown file: id -> title, text, source."""
    rules: dict[str, dict[str, str]] = {}
    current: dict[str, str] | None = None
    in_section = False
    for line in markdown.splitlines():
        bullet, heading = _BULLET.match(line), _HEADING.match(line)
        if bullet:
            current = {"title": _clean(bullet["title"] or ""), "text": bullet["text"], "source": source}
            rules[bullet["id"]] = current
            in_section = False
        elif heading:
            # The title, then its annotations (`*(option ...)*`) as the start of its text.
            notes = " ".join(re.findall(r"\*\(.*?\)\*", heading["title"]))
            title = _clean(re.sub(r"\*\(.*?\)\*", "", heading["title"]))
            current = {"title": title, "text": notes, "source": source}
            rules[heading["id"]] = current
            in_section = True
        elif current is not None and line.startswith((" ", "\t")) and line.strip():
            current["text"] += " " + line
        elif current is not None and in_section and line.strip() and not line.startswith(
            ("#", "-", "|")
        ):
            current["text"] += " " + line  # a section's opening paragraph
        elif line.startswith(("#", "-", "|")) or (not line.strip() and not in_section):
            current, in_section = None, False
    for rule in rules.values():
        rule["text"] = _clean(rule["text"])
    return rules


def build() -> dict:
    """The whole rules.json: the rule book's version, then every rule and ruling by id."""
    if not RULES_MD.is_file():
        raise FileNotFoundError(f"the rule book is needed to build rules.json: {RULES_MD}")
    book = RULES_MD.read_text()
    rules = parse(book, "RULES.md")
    for path in sorted(RULINGS.glob("*.md")):
        rules.update(parse(path.read_text(), f"docs/rulings/{path.name}"))
    version = _VERSION.search(book)
    return {"rules_version": int(version[1]) if version else None, "rules": rules}


def render(data: dict) -> str:
    return json.dumps(data, ensure_ascii=False, indent=1, sort_keys=True) + "\n"


if __name__ == "__main__":
    OUTPUT.write_text(render(build()))
    print(f"{OUTPUT.relative_to(ROOT)}: {len(build()['rules'])} rules")
