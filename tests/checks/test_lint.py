"""The checks of the test command: ruff with the rule set named in ``pyproject.toml``
(``[tool.ruff.lint]``: pyflakes, pycodestyle errors and warnings, isort, bugbear, pyupgrade)
on :data:`RUFF_PATHS`, and mypy ``--strict`` (``[tool.mypy]``) on :data:`MYPY_PATHS` (what they
import from the other layers read for its types only), each run from this interpreter's
environment, each at no finding at all; and no finding silenced (:data:`SILENCE`)."""

from __future__ import annotations

import re
import subprocess
import sys
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
#: What ruff checks: the service, the wire schemas, the engines, the tests, the benchmarks and
#: the scripts.
RUFF_PATHS = ("referee", "schemas", "variants", "tests", "bench", "scripts")
#: What mypy checks, module by module --strict: the engines and the service's core.
MYPY_PATHS = ("variants", "referee/core")


def _run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", *args], cwd=ROOT, capture_output=True,
                          text=True, timeout=600)


def test_ruff_finds_nothing():
    done = _run("ruff", "check", "--no-cache", *RUFF_PATHS)
    assert done.returncode == 0, done.stdout + done.stderr


def test_mypy_strict_finds_nothing():
    # The files and the strictness come from [tool.mypy] in pyproject.toml: they are
    # MYPY_PATHS, and every module of them is among those checked.
    config = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["mypy"]
    assert config["files"] == list(MYPY_PATHS) and config["strict"] is True
    done = _run("mypy", "--no-incremental", "--cache-dir", "/dev/null")
    assert done.returncode == 0 and "Success" in done.stdout, done.stdout + done.stderr
    modules = sum(len(list((ROOT / path).rglob("*.py"))) for path in MYPY_PATHS)
    assert f"no issues found in {modules} source files" in done.stdout, done.stdout


def test_the_checks_would_fail_on_a_finding(tmp_path):
    # A check that cannot fail proves nothing: both report a planted unused import and a
    # wrongly typed return.
    bad = tmp_path / "bad.py"
    bad.write_text("import os\n\n\ndef f() -> int:\n    return 'x'\n")
    assert _run("ruff", "check", "--no-cache", "--isolated", "--select", "F",
                str(bad)).returncode != 0
    assert _run("mypy", "--strict", "--no-incremental", "--cache-dir", "/dev/null",
                str(bad)).returncode != 0


#: Where comments and docstrings cite the rule or the doc, never a tracker's issue: the code says
#: why, and an issue number says only when.
CITING_PATHS = ("referee", "schemas", "variants", "tests", "bench", "scripts")


def test_comments_cite_rules_not_issue_numbers():
    # (spelt in two parts, so that this file does not match itself)
    cited = re.compile(r"\bissues?" + r" #?[0-9]+\b", re.IGNORECASE)
    found = [f"{path.relative_to(ROOT)}:{number}: {line.strip()}"
             for top in CITING_PATHS for path in sorted((ROOT / top).rglob("*.py"))
             for number, line in enumerate(path.read_text().splitlines(), 1)
             if cited.search(line)]
    assert not found, "\n".join(found)


#: A finding is fixed, never silenced (the README's test command): no comment in
#: :data:`RUFF_PATHS` turns a check off for its line or its file. (Spelt in parts, so that this
#: file does not match itself.)
SILENCE = re.compile(r"#.*\b(?:type:\s*ig" + r"nore|no" + r"qa)\b", re.IGNORECASE)


def test_no_finding_is_silenced():
    found = [f"{path.relative_to(ROOT)}:{number}: {line.strip()}"
             for top in RUFF_PATHS for path in sorted((ROOT / top).rglob("*.py"))
             for number, line in enumerate(path.read_text().splitlines(), 1)
             if SILENCE.search(line)]
    assert not found, "\n".join(found)


def test_the_silence_check_finds_each_spelling():
    for line in ("x = f()  # type" + ": ignore[arg-type]", "y = g()  # type:ig" + "nore",
                 "import os  # no" + "qa: E402", "import os  #NO" + "QA", "# ruff: no" + "qa"):
        assert SILENCE.search(line), line
    for line in ("x = f()  # the type is ignored here", "s = '# type'", "no" + "qa = 1"):
        assert not SILENCE.search(line), line
